/**
 * Builds the CLI bundle once per test run (not once per test file) into a fresh world-readable
 * temporary folder, and hands its place to the tests (`inject('sudokuBundle')`): every CLI test
 * that needs a real process runs `node <bundle>/sudoku.js`, which starts in about 0.2 s where
 * `node --import tsx src/main.ts` took 1–1.5 s (tsx transpiles the workspace on every start). The
 * folder is outside the checkout and open to all, so a run as another user (`nobody`) reaches it
 * wherever the repository is cloned (issue 29 §1), and no tsx or node_modules can be reached from it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export interface SudokuBundle {
  /** The folder holding dist/ (world-readable). */
  readonly folder: string;
  /** dist/sudoku.js, with the worker entries beside it. */
  readonly main: string;
  /** A module for `--import` that reports the process's peak memory on stderr at exit. */
  readonly rssReporter: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sudokuBundle: SudokuBundle;
  }
}

const cliRoot = dirname(fileURLToPath(import.meta.url));

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'sudoku-test-bundle-'));
  const dist = join(folder, 'dist');
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const build = spawnSync(
    process.execPath,
    [
      join(cliRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: cliRoot,
      env,
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  if (build.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(
      `building the CLI bundle for the tests failed (${build.status ?? build.signal}): ${build.stderr}${build.error ?? ''}`,
    );
  }
  const rssReporter = join(dist, 'report-rss.mjs');
  copyFileSync(join(cliRoot, 'src', 'report-rss.test-helper.mjs'), rssReporter);
  chmodSync(folder, 0o755);
  chmodSync(dist, 0o755);
  for (const name of readdirSync(dist)) chmodSync(join(dist, name), 0o644);
  project.provide('sudokuBundle', { folder, main: join(dist, 'sudoku.js'), rssReporter });
  return () => rmSync(folder, { recursive: true, force: true });
}
