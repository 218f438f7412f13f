/**
 * Accessibility check with axe-core in the page: axe's default rules (WCAG 2.0–2.2 A/AA and best
 * practices; experimental rules left out, as axe does by default), failing on any violation of
 * serious or critical impact (the list goes into the error message).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function expectNoSeriousAxe(page: Page, where: string): Promise<void> {
  // Evaluated through the devtools protocol, so the page's Content-Security-Policy does not apply.
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(`window.axe.run(document).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`)) as Violation[];
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    const list = bad.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}`).join('; ');
    throw new Error(`axe in ${where}: ${bad.length} serious/critical: ${list}`);
  }
}
