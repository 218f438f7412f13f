/**
 * Issue 8: nothing from a URL or from storage may reach the page as HTML. React escapes text, so
 * the one way in is an API that parses markup; none may appear in the player's sources. (The e2e
 * scenarios in e2e/robust.e2e.ts feed HTML through links and storage and check it stays text.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));
const RAW_HTML =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser|\beval\(|new Function\(/u;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|js)$/u.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the player renders text, never markup', () => {
  it('uses no API that turns a string into HTML or code', () => {
    const files = sources(srcDir);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => RAW_HTML.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the pattern does catch such a use', () => {
    expect(RAW_HTML.test('<div dangerouslySetInnerHTML={{ __html: text }} />')).toBe(true);
    expect(RAW_HTML.test('el.innerHTML = text')).toBe(true);
  });
});
