/**
 * What the browser tests, the Lighthouse script and the first-screen timing need from this
 * machine: Debian's Chromium (and the flags to drive it headless) and a free loopback port.
 * Written once; each caller names itself in the message.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** Flags for Debian's Chromium driven by playwright-core (playwright.config.ts for the browser tests, bench's first-screen op): headless, nothing fetched in the background. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Chromium's path: the first of `envNames` that names an existing file, else `chromium` or `chromium-browser` on PATH; exits with `missing` when there is none. */
export function findChromium(envNames: readonly string[], missing: string): string {
  for (const name of envNames) {
    const fromEnv = process.env[name];
    if (fromEnv && existsSync(fromEnv)) return fromEnv;
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const path = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (path) return path;
    } catch {
      // try the next name
    }
  }
  console.error(missing);
  process.exit(1);
}

/** A port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
