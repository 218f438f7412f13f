/**
 * `pnpm sudoku` runs the sources through tsx (README), and there the worker threads load the
 * libraries' own TypeScript worker modules (booted by worker-boot.mjs, which registers tsx in the
 * thread). Every other CLI test runs the command in-process or as the bundle, so this one run
 * keeps that path covered: generate and verify with worker threads, from the sources.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { runProgram } from './run-cli.test-helper.ts';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
let dir = '';
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('generate and verify with worker threads from the sources (node --import tsx src/main.ts)', async () => {
  dir = await mkdtemp(join(tmpdir(), 'source-run-'));
  const sudoku = (args: readonly string[]) =>
    runProgram({
      command: process.execPath,
      args: ['--import', 'tsx', join(cliRoot, 'src', 'main.ts'), ...args],
      cwd: cliRoot,
      env: process.env,
      timeoutMs: 120_000,
    });
  const generate = await sudoku([
    'generate',
    '4x4',
    '1',
    '--seed',
    '3',
    '--out',
    dir,
    '--workers',
    '1',
    '--quiet',
    '--json',
  ]);
  expect(generate.code, generate.stderr).toBe(0);
  expect(JSON.parse(generate.stdout)).toMatchObject({ variant: '4x4' });
  const verify = await sudoku(['verify', dir, '--workers', '1']);
  expect(verify.code, verify.stderr).toBe(0);
  expect(verify.stdout).toMatch(/\d+ puzzles verified, 0 failures/u);
});
