/**
 * Issue 12 §1: the shipped bundle runs every command with plain Node. The bundle is the one the
 * test run builds (vitest.global-setup.ts) into a temporary folder outside the repository (so no
 * node_modules and no tsx can be reached from it)
 * and every command `sudoku --help` lists is run there with `node sudoku.js`, on small inputs:
 * generate and verify with worker threads and without.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle as testBundle, runProgram, type CliRun } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import { writeFpuzzles } from '@sudoku-forge/core-solver';

const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const WIKIPEDIA_SOLUTION = WIKIPEDIA_EXAMPLE.solution;

type Run = CliRun;

/** Runs a program with a hang guard; the environment carries no NODE_OPTIONS (no tsx loader) and no pnpm INIT_CWD. */
function run(command: string, args: readonly string[], cwd: string, stdin = '', timeoutMs = 60_000): Promise<Run> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.INIT_CWD; // paths are then the child's own cwd's, as for a user
  return runProgram({ command, args, cwd, env, stdin, timeoutMs });
}

let work = '';
let bundle = '';
const sudoku = (args: readonly string[], stdin = '') => run(process.execPath, [bundle, ...args], work, stdin);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bundle-'));
  bundle = testBundle().main;
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Each command's run on small input, and what its answer must hold. */
const CASES: Record<string, () => Promise<void>> = {
  async solve() {
    const r = await sudoku(['solve', WIKIPEDIA, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'unique', solution: WIKIPEDIA_SOLUTION });
  },
  async hint() {
    const r = await sudoku(['hint', WIKIPEDIA, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      technique: 'naked single',
      placements: [{ row: 5, column: 5, digit: 5 }],
    });
  },
  async steps() {
    const r = await sudoku(['steps', WIKIPEDIA, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { steps: unknown[]; solved: boolean };
    expect(out.solved).toBe(true);
    expect(out.steps.length).toBeGreaterThan(0);
  },
  async grade() {
    const r = await sudoku(['grade', WIKIPEDIA, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ level: 'easy', solved: true });
  },
  async techniques() {
    const r = await sudoku(['techniques', '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('naked single');
  },
  async transform() {
    const r = await sudoku(['transform', WIKIPEDIA, '--seed', '3', '--json']);
    expect(r.code).toBe(0);
    const disguise = JSON.parse(r.stdout) as { puzzle: string };
    // The disguise is the same puzzle: canon agrees, and it still solves uniquely.
    const [a, b, solved] = await Promise.all([
      sudoku(['canon', WIKIPEDIA, '--json']),
      sudoku(['canon', disguise.puzzle, '--json']),
      sudoku(['solve', disguise.puzzle, '--json']),
    ]);
    expect(JSON.parse(a.stdout)).toEqual(JSON.parse(b.stdout));
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: 'unique' });
  },
  async canon() {
    const r = await sudoku(['canon', WIKIPEDIA, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ canonical: expect.stringMatching(/^[1-9.]{81}$/u) });
  },
  async generate() {
    // Without workers and with two worker threads: the same seed makes the same files.
    const a = await sudoku([
      'generate',
      '6x6',
      '2',
      '--seed',
      '5',
      '--out',
      'gen-a',
      '--workers',
      '0',
      '--quiet',
      '--json',
    ]);
    expect(a.stderr).not.toMatch(/error/iu);
    expect(a.code).toBe(0);
    const b = await sudoku([
      'generate',
      '6x6',
      '2',
      '--seed',
      '5',
      '--out',
      'gen-b',
      '--workers',
      '2',
      '--quiet',
      '--json',
    ]);
    expect(b.stderr).not.toMatch(/error/iu);
    expect(b.code).toBe(0);
    expect(JSON.parse(b.stdout)).toMatchObject({
      variant: '6x6',
      levels: { easy: { added: 2 }, medium: { added: 2 }, hard: { added: 2 } },
    });
    const files = async (dir: string) => (await readdir(join(work, dir, '6x6'))).sort();
    expect(await files('gen-a')).toEqual(['easy.json', 'hard.json', 'medium.json']);
    expect(await files('gen-b')).toEqual(await files('gen-a'));
  },
  async verify() {
    if (!(await readdir(work)).includes('gen-a')) await CASES.generate!();
    for (const workers of ['0', '2']) {
      const r = await sudoku(['verify', 'gen-a', '--workers', workers]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/^6 puzzles verified, 0 failures$/mu);
      expect(r.code).toBe(0);
    }
  },
  async merge() {
    // Two shards of one run, merged, are byte for byte the run on one machine; a lone shard is refused.
    const args = ['6x6', '2', '--seed', '5', '--workers', '0', '--quiet'];
    for (const i of [1, 2])
      expect((await sudoku(['generate', ...args, '--shard', `${i}/2`, '--out', `shard-${i}`])).code).toBe(0);
    expect((await sudoku(['generate', ...args, '--out', 'single'])).code).toBe(0);
    const r = await sudoku(['merge', 'shard-1', 'shard-2', '--out', 'merged', '--workers', '0', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ merged: [{ variant: '6x6', shards: 2 }] });
    const bytes = async (dir: string) => {
      const files: Record<string, string> = { 'index.json': await readFile(join(work, dir, 'index.json'), 'utf8') };
      for (const file of (await readdir(join(work, dir, '6x6'))).sort())
        files[file] = await readFile(join(work, dir, '6x6', file), 'utf8');
      return files;
    };
    expect(await bytes('merged')).toEqual(await bytes('single'));
    const v = await sudoku(['verify', 'merged', '--workers', '0']);
    expect(v.stdout).toMatch(/^6 puzzles verified, 0 failures$/mu);
    const lone = await sudoku(['merge', 'shard-1', '--out', 'lone', '--workers', '0']);
    expect(lone.code).toBe(2);
    expect(lone.stderr).toMatch(/shard 2\/2 is missing/u);
    // A shard without --out would extend the default pools (data/puzzles) in place: refused, nothing written.
    const noOut = await sudoku(['generate', ...args, '--shard', '1/2']);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toMatch(/--shard makes one shard of a run in its own folder: give --out DIR/u);
    expect(await readdir(work)).not.toContain('data');
  },
  async regrade() {
    // Today's pools are graded by today's grader: nothing moves, on the worker threads too.
    if (!(await readdir(work)).includes('gen-a')) await CASES.generate!();
    for (const workers of ['0', '2']) {
      const dry = await sudoku(['regrade', 'gen-a', '--dry-run', '--workers', workers, '--json']);
      expect(dry.stderr).toBe('');
      expect(dry.code).toBe(0);
      expect(JSON.parse(dry.stdout)).toMatchObject({
        graded: 6,
        moved: [],
        retechniqued: 0,
        files: [],
        written: false,
      });
    }
    const r = await sudoku(['regrade', 'gen-a', '--workers', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      '6 puzzles regraded: 0 moved to another level, 0 with new technique lists; 0 pool files to rewrite\n',
    );
  },
};

describe('the bundle (node dist/sudoku.js, no tsx, no node_modules)', () => {
  it('lists its commands, and each has a case here', async () => {
    const help = await sudoku(['--help']);
    expect(help.code).toBe(0);
    const listed = [...help.stdout.matchAll(/^ {2}(\S+) {2}/gmu)].map((m) => m[1]!);
    expect(listed).toEqual(
      expect.arrayContaining([
        'solve',
        'hint',
        'steps',
        'grade',
        'techniques',
        'generate',
        'verify',
        'merge',
        'regrade',
        'transform',
        'canon',
      ]),
    );
    for (const name of listed) expect(Object.keys(CASES)).toContain(name);
  });

  for (const [name, check] of Object.entries(CASES)) {
    it(`runs ${name}`, async () => {
      await check();
    });
  }

  // Issue 27: a published constraint puzzle (Interactive-Sudoku-Solver's "XV Kropki Sudoku",
  // https://sudokupad.app/LTR8GR7D84) as the f-puzzles link our exporter writes gets its grade,
  // its whole path and a hint that names its constraint, from the bundle alone.
  it('grades, explains and hints a published XV & kropki puzzle from its f-puzzles link', async () => {
    const e = issExamples().read.find((x) => x.name === 'XV Kropki Sudoku')!;
    const link = writeFpuzzles({ size: e.size, givens: e.givens, constraints: e.constraints });
    const grade = await sudoku(['grade', link, '--json']);
    expect(grade.code).toBe(0);
    expect(JSON.parse(grade.stdout)).toMatchObject({
      solved: true,
      techniques: { 'xv sum': expect.any(Number), 'kropki dot': expect.any(Number) },
    });
    const steps = await sudoku(['steps', link, '--json']);
    expect(steps.code).toBe(0);
    type Placement = { row: number; column: number; digit: number };
    const path = JSON.parse(steps.stdout) as { solved: boolean; steps: { placements: Placement[] }[] };
    expect(path.solved).toBe(true);
    // Every blank placed with its published digit (a round may place a cell twice: its steps are found together).
    for (const p of path.steps.flatMap((s) => s.placements))
      expect(p.digit).toBe(Number(e.solution[(p.row - 1) * 9 + p.column - 1]));
    const placed = new Set(path.steps.flatMap((s) => s.placements.map((p) => `${p.row},${p.column}`)));
    expect(placed.size).toBe([...e.givens].filter((d) => d === 0).length);
    const hint = await sudoku(['hint', link]);
    expect(hint.code).toBe(0);
    expect(hint.stdout).toMatch(/^XV sum\b.*\bthe V between r1c7 and r2c7\b/su);
  });
});
