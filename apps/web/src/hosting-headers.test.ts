/**
 * The headers the READMEs tell a host to send for `apps/web/dist` are the ones our own servers
 * send (`SECURITY_HEADERS`): a policy changed in one place and not the other fails here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../vite.config.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..', '..');

/** `Name: value` lines of the first code block under the heading "Hosting `apps/web/dist`". */
function hostingHeaders(readme: string): Record<string, string> {
  const text = readFileSync(readme, 'utf8');
  const section = text.split(/^#+ Hosting `apps\/web\/dist`$/mu)[1];
  expect(section, `${readme} has a "Hosting \`apps/web/dist\`" section`).toBeDefined();
  const block = /```\n([\s\S]*?)```/u.exec(section!)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('hosting apps/web/dist', () => {
  for (const readme of [join(root, 'README.md'), join(web, 'README.md')]) {
    it(`${relative(root, readme)} lists exactly the headers the player is served with`, () => {
      expect(hostingHeaders(readme)).toEqual(SECURITY_HEADERS);
    });
  }
});
