/**
 * The first screen's time to playable, against the goal of a playable board within 1 s of
 * navigation (issue 13 §4). Measured here, not asserted in a test (issue 29 §1): on a machine
 * shared with other work a wall-clock bound measures the machine. `pnpm bench --op first-screen`
 * runs this script (bench/first-screen.ts); it can also run alone:
 *
 *   pnpm --filter @sudoku-forge/web first-screen [--runs N] [--json] [--mode e2e]
 *
 * Builds the player with Vite into a temporary folder (the production build, with the stored
 * pools; `--mode e2e`: the e2e tests' build, with the fixture pools), serves it with Vite's
 * preview server (gzip and headers as `vite preview`) on a free port of 127.0.0.1 inside this
 * process, and drives Debian's Chromium (`command -v chromium`, or CHROMIUM_PATH) through
 * playwright-core. On a desktop (1280×900) and a phone (390×844, touch): one untimed visit to
 * warm the server, then N first visits (default 3), each in a new browser context (empty cache,
 * service workers blocked), timed on the page's own clock from navigation start to a digit
 * entered in the first blank cell (e2e/harness.ts firstPlayableMove, the steps the e2e scenario
 * takes), with the app's `sudoku-forge:first-board` mark beside it. Reports the best and the
 * median against the 1,000 ms goal; measures, never fails on the figure. Stops its server, its
 * browser and removes the build when done.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { firstPlayableMove } from '../e2e/harness.ts';
import { CHROMIUM_ARGS, findChromium, freePort } from '../e2e/local.ts';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');

/** A playable board within this many milliseconds of navigation start. */
export const FIRST_SCREEN_GOAL_MS = 1000;

/** The e2e tests' desktop and phone (e2e/product.e2e.ts). */
const VIEWPORTS: readonly { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop-1280x900', options: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone-390x844',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
  },
];

/** One viewport's figure: milliseconds since navigation start, on the page's clock. */
export interface FirstScreenFigure {
  set: string;
  /** First visits timed. */
  count: number;
  /** Navigation start → the digit shown in the cell, per visit, in order. */
  playableMs: number[];
  /** Navigation start → the app's first-board mark, per visit. */
  firstBoardMs: number[];
  bestMs: number;
  medianMs: number;
  /** The median of firstBoardMs. */
  medianFirstBoardMs: number;
  goalMs: number;
  /** One-minute load average per core when the viewport's visits ended (how busy the machine was). */
  loadPerCore: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function parseArgs(argv: readonly string[]): { runs: number; json: boolean; mode: string | null } {
  const options = { runs: 3, json: false, mode: null as string | null };
  const usage = (message: string): never => {
    process.stderr.write(`first-screen: ${message}\nusage: first-screen.ts [--runs N] [--json] [--mode MODE]\n`);
    process.exit(2);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') options.json = true;
    else if (arg === '--runs') {
      options.runs = Number(argv[++i]);
      if (!Number.isInteger(options.runs) || options.runs < 1) usage('--runs needs a whole number ≥ 1');
    } else if (arg === '--mode') options.mode = argv[++i] ?? usage('--mode needs a value');
    else if (arg !== '--') usage(`unknown option '${arg}'`);
  }
  return options;
}

async function measureViewport(
  browser: Browser,
  baseUrl: string,
  name: string,
  options: BrowserContextOptions,
  runs: number,
): Promise<FirstScreenFigure> {
  // Warm the server (its file reads, gzip) once; the timed visits below start with an empty browser cache.
  const warm = await browser.newPage(options);
  await firstPlayableMove(warm, baseUrl);
  await warm.close();
  const playableMs: number[] = [];
  const firstBoardMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ ...options, serviceWorkers: 'block' });
    page.setDefaultTimeout(30_000);
    try {
      const move = await firstPlayableMove(page, baseUrl);
      if (move.firstBoard <= 0) throw new Error(`${name}: the app set no sudoku-forge:first-board mark`);
      playableMs.push(Math.round(move.playable));
      firstBoardMs.push(Math.round(move.firstBoard));
    } finally {
      await page.close();
    }
  }
  return {
    set: name,
    count: runs,
    playableMs,
    firstBoardMs,
    bestMs: Math.min(...playableMs),
    medianMs: median(playableMs),
    medianFirstBoardMs: median(firstBoardMs),
    goalMs: FIRST_SCREEN_GOAL_MS,
    loadPerCore: Math.round((loadavg()[0]! / cpus().length) * 10) / 10,
  };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const executablePath = findChromium(
    ['CHROMIUM_PATH'],
    "first-screen: Chromium was not found. Install Debian's browser with `apt-get install -y chromium` (or set CHROMIUM_PATH).",
  );
  const outDir = mkdtempSync(join(tmpdir(), 'sudoku-forge-first-screen-'));
  // Also on Ctrl+C once the browser runs (playwright-core closes it and exits with 130).
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  let server: PreviewServer | null = null;
  let browser: Browser | null = null;
  try {
    process.stderr.write(`first-screen: building the player${options.mode ? ` (--mode ${options.mode})` : ''}…\n`);
    // Build output to stderr: stdout carries only the figures.
    execFileSync(
      process.execPath,
      [
        viteBin,
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
        ...(options.mode ? ['--mode', options.mode] : []),
      ],
      {
        cwd: appDir,
        stdio: ['ignore', 2, 2],
      },
    );
    const port = await freePort();
    // In this process, so it cannot outlive the measurement.
    server = await preview({
      root: appDir,
      logLevel: 'warn',
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    });
    const baseUrl = `http://127.0.0.1:${port}/`;
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
    const figures: FirstScreenFigure[] = [];
    for (const { name, options: contextOptions } of VIEWPORTS) {
      const figure = await measureViewport(browser, baseUrl, name, contextOptions, options.runs);
      figures.push(figure);
      if (!options.json) {
        const verdict = figure.bestMs <= figure.goalMs ? 'within' : 'over';
        process.stdout.write(
          `${name}: playable at ${figure.playableMs.join(', ')} ms after navigation start (best ${figure.bestMs}, median ${figure.medianMs}: ${verdict} the ${figure.goalMs.toLocaleString('en-US')} ms goal); board drawn at ${figure.firstBoardMs.join(', ')} ms; load ${figure.loadPerCore} per core\n`,
        );
      }
    }
    if (options.json) process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
