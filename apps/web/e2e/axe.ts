/**
 * axe-core in the page: 0 serious or critical violations, every rule of axe's default set (WCAG
 * 2.x A/AA and best practices; experimental rules left out, as axe does by default). axe is
 * evaluated through the devtools protocol, so the page's Content-Security-Policy does not apply;
 * `AXE_CONTEXT` (bypassCSP) is kept for scenarios that also inject other helpers. The policy
 * itself is tested in robust.e2e.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_CONTEXT: BrowserContextOptions = { bypassCSP: true };

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** Runs axe on the page as it is now; throws naming each serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(axeSource);
  // Let transitions (sheets, dialogs) settle so colours are measured as shown.
  await page.waitForTimeout(350);
  const result = (await page.evaluate(`window.axe.run(document, { resultTypes: ['violations'] })`)) as AxeResult;
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length > 0) {
    const lines = bad.map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 4)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ''}`,
    );
    throw new Error(`axe, ${state}:\n  ${lines.join('\n  ')}`);
  }
}
