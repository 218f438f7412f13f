/**
 * The browser tests (e2e/*.e2e.ts) on @playwright/test: serves the player built against the
 * fixture pools (`pnpm build:e2e`: `vite build --mode e2e` into dist-e2e/, its own turbo task, so a
 * run whose sources did not change reuses the build) with `vite preview` on a free loopback port
 * (stopped when the run ends) and drives Debian's Chromium — `command -v chromium`, or
 * CHROMIUM_PATH; without it the run FAILS with a message (browser tests that silently skip would
 * hide a broken player). Two workers unless E2E_WORKERS says otherwise: most of a test's time is
 * the browser and the page's workers waiting on each other, so a second browser nearly halves the
 * suite (125 tests on two busy cores: 6.1 min with two workers, 12.1 min with one in CI's run of
 * 2463c4e); `pnpm test` starts this suite at once, beside the other suites (tools/test-all.sh).
 * Every test on its own; no retries; a failed test keeps its trace and a screenshot under
 * test-results/. The ten slowest tests are printed at the end.
 *
 *   pnpm test:e2e                 build, then every test
 *   pnpm test:e2e -g killer       tests whose title contains "killer"
 *   pnpm e2e                      every test, against the last build (turbo run e2e builds first)
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, freePort } from './e2e/local.ts';

const executablePath = findChromium(
  ['CHROMIUM_PATH'],
  "e2e: Chromium was not found. Install Debian's browser with `apt-get install -y chromium` " +
    '(or set CHROMIUM_PATH); .ci/run installs it. The browser tests cannot run without it.',
);
// Chosen once by the runner; its workers load this file again and inherit the variable.
process.env.SUDOKU_FORGE_E2E_PORT ??= String(await freePort());
const port = Number(process.env.SUDOKU_FORGE_E2E_PORT);
const vite = 'node node_modules/vite/bin/vite.js';
if (!existsSync(new URL('./dist-e2e/index.html', import.meta.url))) {
  console.error('e2e: dist-e2e/ is not built: run `pnpm test:e2e` (builds, then tests) or `pnpm build:e2e` first.');
  process.exit(1);
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2) || 2,
  retries: 0,
  forbidOnly: true,
  timeout: 180_000,
  reporter: [['list'], ['./e2e/slowest.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: [...CHROMIUM_ARGS] },
    headless: true,
    viewport: { width: 1100, height: 900 },
    serviceWorkers: 'block',
    // Traces of failed tests: each action with its timing, source line, console and network; no
    // screencast (it cost ~10% more CPU on two busy cores) and no DOM snapshot per action (recorded
    // for every test, passed or not: ~18% of the suite's CPU, 37.6 → 31.0 s on the 8 desktop hint
    // tests); the failure screenshot below shows the end state, and `pnpm test:e2e --trace on -g …`
    // records the snapshots when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `${vite} preview --outDir dist-e2e --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
