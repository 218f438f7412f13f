/**
 * End-to-end runner: builds the player against the generated fixture pools (`vite build --mode
 * e2e`), serves it with `vite preview` on a free port, drives Debian's Chromium through
 * playwright-core, runs every scenario in e2e/*.e2e.ts, and shuts everything down.
 *
 *   pnpm --filter @sudoku-forge/web test:e2e            all scenarios
 *   pnpm --filter @sudoku-forge/web test:e2e killer     scenarios whose name contains "killer"
 *
 * Chromium: `command -v chromium`, or CHROMIUM_PATH. Without it the run FAILS with a message
 * (browser tests that silently skip would hide a broken player).
 * Screenshots go to test-results/screenshots/.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { Scenario, ScenarioContext } from './harness.ts';
import { CHROMIUM_ARGS, findChromium, freePort } from './local.ts';

const here = dirname(fileURLToPath(import.meta.url));
const appDir = join(here, '..');
const outDir = join(appDir, 'dist-e2e');
const shotDir = join(appDir, 'test-results', 'screenshots');
const viteBin = join(appDir, 'node_modules', 'vite', 'bin', 'vite.js');

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function loadScenarios(filter: string | undefined): Promise<Scenario[]> {
  const files = readdirSync(here).filter((f) => f.endsWith('.e2e.ts')).sort();
  const all: Scenario[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(here, file)).href)) as { scenarios: Scenario[] };
    for (const scenario of module.scenarios) all.push({ ...scenario, name: `${file.replace(/\.e2e\.ts$/u, '')}: ${scenario.name}` });
  }
  return filter ? all.filter((s) => s.name.includes(filter)) : all;
}

async function main() {
  const executablePath = findChromium(
    ['CHROMIUM_PATH'],
    'e2e: Chromium was not found. Install Debian\'s browser with `apt-get install -y chromium` ' +
      '(or set CHROMIUM_PATH); .ci/run installs it. The browser tests cannot run without it.',
  );
  const filter = process.argv[2];
  const scenarios = await loadScenarios(filter);
  if (scenarios.length === 0) {
    console.error(`e2e: no scenario matches "${filter}"`);
    process.exit(1);
  }

  console.log('e2e: building the player with the fixture pools…');
  execFileSync(process.execPath, [viteBin, 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
  });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}/`;
  const server = spawn(process.execPath, [viteBin, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverLog = '';
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));

  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  try {
    await waitForServer(baseUrl, server);
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
    mkdirSync(shotDir, { recursive: true });
    for (const scenario of scenarios) {
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, serviceWorkers: 'block', ...scenario.contextOptions });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const ctx: ScenarioContext = { page, context, baseUrl, shotDir, errors };
      const started = Date.now();
      try {
        page.setDefaultTimeout(10_000);
        await scenario.run(ctx);
        if (errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
        passed++;
        console.log(`  ✓ ${scenario.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed++;
        console.log(`  ✗ ${scenario.name}\n    ${(error as Error).message.split('\n').join('\n    ')}`);
        await page.screenshot({ path: join(shotDir, `FAILED-${scenario.name.replace(/[^a-z0-9]+/giu, '-')}.png`) }).catch(() => undefined);
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    failed++;
    console.error(`e2e: ${(error as Error).message}\n${serverLog}`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

void main();
