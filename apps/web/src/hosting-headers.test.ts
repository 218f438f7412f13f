/**
 * The headers the player's README (apps/web/README.md; the root README points there) tells a host
 * to send for `apps/web/dist` are the ones our own servers send (`SECURITY_HEADERS`): a policy
 * changed in one place and not the other fails here. The README also says what each of our
 * servers sends — `vite preview` exactly the hosting headers, `pnpm start`'s dev server the same
 * with a fresh nonce and its own websocket — and the servers are started here and their real
 * answers compared with that.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, preview } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../vite.config.ts';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(web, '..', '..');
const READMES = [join(web, 'README.md')];

/** The code blocks of the section under the heading "Hosting `apps/web/dist`". */
function hostingBlocks(readme: string): string[] {
  const text = readFileSync(readme, 'utf8');
  const section = text.split(/^#+ Hosting `apps\/web\/dist`$/mu)[1]?.split(/^#{1,3} /mu)[0];
  expect(section, `${readme} has a "Hosting \`apps/web/dist\`" section`).toBeDefined();
  return [...section!.matchAll(/```\n([\s\S]*?)```/gu)].map((m) => m[1]!);
}

/** `Name: value` lines of a code block. */
function headerLines(block: string): Record<string, string> {
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

/** The named headers of a response (the README's names, as sent). */
function sent(response: Response, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

const scratch = mkdtempSync(join(tmpdir(), 'hosting-headers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('hosting apps/web/dist', () => {
  for (const readme of READMES) {
    it(`${relative(root, readme)} lists exactly the headers the player is served with`, () => {
      expect(headerLines(hostingBlocks(readme)[0] ?? '')).toEqual(SECURITY_HEADERS);
    });
  }

  it('vite preview sends exactly the hosting headers, on the page, a file and a missing file', async () => {
    const outDir = join(scratch, 'dist');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(outDir, 'sw.js'), '');
    const server = await preview({
      configFile: join(web, 'vite.config.ts'),
      root: web,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const names = Object.keys(SECURITY_HEADERS);
      for (const path of ['/', '/index.html', '/sw.js', '/no-such-file.js']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: 'text/html' } });
        expect(sent(response, names), path).toEqual(SECURITY_HEADERS);
      }
    } finally {
      await server.close();
    }
  });
});

describe("pnpm start's dev server", () => {
  it('sends what the READMEs say: the hosting headers with a fresh nonce for its inline script and styles and its own websocket, never unsafe-inline', async () => {
    const server = await createServer({
      configFile: join(web, 'vite.config.ts'),
      root: web,
      logLevel: 'silent',
      cacheDir: join(scratch, 'vite-cache'),
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { port: 0, strictPort: false, host: '127.0.0.1', open: false, watch: null },
    });
    try {
      await server.listen();
      const { port } = server.httpServer!.address() as AddressInfo;
      const host = `127.0.0.1:${port}`;
      const page = async () => {
        const response = await fetch(`http://${host}/`, { headers: { accept: 'text/html' } });
        const policy = response.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/u.exec(policy)?.[1] ?? '';
        return { response, policy, nonce, html: await response.text() };
      };
      const first = await page();
      expect(first.policy).not.toContain('unsafe-inline');
      expect(first.nonce.length, `a nonce in ${first.policy}`).toBeGreaterThanOrEqual(16);
      for (const readme of READMES) {
        const documented = headerLines(hostingBlocks(readme)[1] ?? '');
        const shown = sent(first.response, Object.keys(documented));
        shown['Content-Security-Policy'] = (shown['Content-Security-Policy'] ?? '')
          .replaceAll(first.nonce, 'NONCE')
          .replaceAll(host, 'HOST');
        expect(shown, `${relative(root, readme)}: the dev server's headers`).toEqual(documented);
      }
      // Every script and style of the page carries the response's nonce (the React refresh preamble
      // is inline), and the nonce is the page's for the client's injected styles (meta csp-nonce).
      const tags = [...first.html.matchAll(/<(?:script|style|meta property="csp-nonce")(?=[\s>])[^>]*>/gu)].map(
        (m) => m[0],
      );
      expect(tags.some((tag) => tag.startsWith('<script') && !tag.includes('src='))).toBe(true);
      expect(tags.some((tag) => tag.startsWith('<meta'))).toBe(true);
      for (const tag of tags) expect(tag).toContain(`nonce="${first.nonce}"`);
      // A nonce is good for one response only: the next page gets another, and no cached copy
      // (a 304 for the old page) can pair an old nonce with a new header.
      const second = await page();
      expect(second.nonce).not.toBe(first.nonce);
      expect(second.html).toContain(`nonce="${second.nonce}"`);
      const etag = first.response.headers.get('etag');
      if (etag !== null) {
        const again = await fetch(`http://${host}/`, { headers: { accept: 'text/html', 'if-none-match': etag } });
        expect(again.status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});
