/**
 * Lighthouse (pinned 12.2.3) on the phone profile (its default: a mid-range phone, slow 4G and a
 * 4× slower CPU, simulated), against the production build served by `vite preview` on
 * 127.0.0.1, driving Debian's Chromium (CHROME_PATH, default `chromium` on the PATH).
 *
 *   pnpm --filter @sudoku-forge/web lighthouse            build, serve, audit, assert
 *   pnpm --filter @sudoku-forge/web lighthouse --no-build  audit the existing dist/
 *
 * Pages: the first screen (today's daily) and a killer game. Asserted (issue 13 §5): performance
 * ≥ 90, accessibility 100, best practices ≥ 95, and the first screen's JavaScript ≤ 100 KiB
 * gzipped (the page's own code; the pool-check worker, which runs beside the page, and the pool
 * file of the daily level, which is data, are reported beside it). Reports: test-results/lighthouse/<page>.json and summary.json.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { findChromium, freePort } from '../e2e/local.ts';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');
const outDir = join(appDir, 'test-results', 'lighthouse');
const viteBin = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');

const THRESHOLDS = { performance: 0.9, accessibility: 1, 'best-practices': 0.95 } as const;
const FIRST_SCREEN_JS_LIMIT = 100 * 1024;

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** A killer game's share link from the stored pools (the first easy record, no disguise). */
function killerLink(): string {
  const pool = readFileSync(join(appDir, '..', '..', 'data', 'puzzles', 'killer', 'easy.json'), 'utf8');
  const id = /"id":"([^"]+)"/u.exec(pool)?.[1];
  if (!id) throw new Error('no stored killer puzzle to audit');
  return `?v=killer&l=easy&id=${id}&d=0`;
}

interface PageResult {
  page: string;
  url: string;
  scores: Record<string, number>;
  scripts: { url: string; bytes: number; gzip: number }[];
  /** The page's own code (main thread). */
  appJsGzip: number;
  /** Workers started for the first screen (the pool check), off the main thread. */
  workerJsGzip: number;
  poolJsGzip: number;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('lighthouse: building the player…');
    execFileSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: appDir, stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/`;
  const server = spawn(
    process.execPath,
    [viteBin, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: appDir, stdio: 'ignore' },
  );
  const debugPort = await freePort();
  const chrome = spawn(
    findChromium(
      ['CHROME_PATH', 'CHROMIUM_PATH'],
      "lighthouse: Chromium was not found: install Debian's `chromium` or set CHROME_PATH.",
    ),
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      `--remote-debugging-port=${debugPort}`,
      '--remote-debugging-address=127.0.0.1',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const results: PageResult[] = [];
  const failures: string[] = [];
  try {
    await waitFor(base, server, 'vite preview');
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chrome, 'chromium');
    for (const [name, path] of [
      ['first-screen', ''],
      ['killer', killerLink()],
    ] as const) {
      const url = `${base}${path}`;
      const run = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(THRESHOLDS),
      });
      if (!run) throw new Error(`lighthouse returned nothing for ${url}`);
      const lhr = run.lhr;
      if (lhr.runtimeError) throw new Error(`lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      writeFileSync(join(outDir, `${name}.json`), typeof run.report === 'string' ? run.report : JSON.stringify(lhr));
      const scores = Object.fromEntries(
        Object.keys(THRESHOLDS).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      );
      const requests = (
        (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
          ?.items ?? []
      ).filter((r) => r.resourceType === 'Script' && r.url.startsWith(base));
      const scripts = [...new Set(requests.map((r) => r.url))].map((u) => {
        const file = join(distDir, new URL(u).pathname);
        const body = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
        return { url: new URL(u).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
      });
      const isPool = (s: { url: string }) => s.url.startsWith('/pools/');
      const isWorker = (s: { url: string }) => /\.worker-[^/]*\.js$/u.test(s.url);
      const sum = (list: typeof scripts) => list.reduce((a, s) => a + s.gzip, 0);
      const appJsGzip = sum(scripts.filter((s) => !isPool(s) && !isWorker(s)));
      const workerJsGzip = sum(scripts.filter(isWorker));
      const poolJsGzip = sum(scripts.filter(isPool));
      results.push({ page: name, url, scores, scripts, appJsGzip, workerJsGzip, poolJsGzip });
      const audits = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => `${id.replace(/-/gu, ' ')} ${lhr.audits[id]?.displayValue ?? '?'}`);
      console.log(
        `lighthouse ${name}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}; JS ${(appJsGzip / 1024).toFixed(1)} KiB gzipped on the page (+ ${(workerJsGzip / 1024).toFixed(1)} KiB in the pool-check worker, + pool data ${(poolJsGzip / 1024).toFixed(1)} KiB)`,
      );
      console.log(`  ${audits.join('; ')}`);
      for (const [id, min] of Object.entries(THRESHOLDS)) {
        if ((scores[id] ?? 0) < min * 100) {
          const failing = Object.values(lhr.audits)
            .filter(
              (a) =>
                a.score !== null &&
                a.score < 1 &&
                lhr.categories[id]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            )
            .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
          failures.push(`${name}: ${id} ${scores[id]} < ${min * 100}; failing audits: ${failing.join(', ')}`);
        }
      }
      if (name === 'first-screen' && appJsGzip > FIRST_SCREEN_JS_LIMIT)
        failures.push(`first screen JavaScript ${(appJsGzip / 1024).toFixed(1)} KiB gzipped > 100 KiB`);
    }
  } finally {
    chrome.kill('SIGTERM');
    server.kill('SIGTERM');
  }
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(results, null, 2)}\n`);
  for (const f of failures) console.error(`lighthouse: FAILED ${f}`);
  console.log(
    `lighthouse: ${results.length * Object.keys(THRESHOLDS).length + 1 - failures.length} passed, ${failures.length} failed`,
  );
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`lighthouse: ${(error as Error).message}`);
  process.exit(1);
});
