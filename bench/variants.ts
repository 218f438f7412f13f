/**
 * Constraint puzzles for `count2` (issue 26 §3): Interactive-Sudoku-Solver's example puzzles that
 * our handlers can read (core-solver's fixtures/iss-examples.ts: thermos, whispers, renban, dots,
 * XV, arrows, cages, little killers, sandwiches, quadruples, …), each proved unique, best of the
 * runs, the counter's tables built before the clock starts (prepareCount). With ISS_DIR naming a checkout of sigh/Interactive-Sudoku-Solver, its own benchmark
 * (tools/perf/benchmark_puzzles.js, best of as many runs) solves the same puzzles in the same run
 * and the notes give the ratio per puzzle, in total and at the median.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildGeometry, countSolutions, gridToString, prepareCount, type VariantId } from '@sudoku-forge/core-solver';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import type { RunContext, SelfTimedOp, TimedFigure } from './ops.ts';
import { handlerOf } from '@sudoku-forge/core-solver/rules';

export const ISS_SOLVER = 'interactive-sudoku-solver';
const PRESET: Record<number, VariantId> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };

type Example = ReturnType<typeof issExamples>['read'][number];

/** One count-to-two of an example, in ms: a fresh geometry, its tables built before the clock starts. */
function timeOnce(e: Example): number {
  // as ISS's benchmark builds its solver (SudokuBuilder.build) before timing the run
  const geometry = e.regionOf
    ? buildGeometry('irregular', { regionOf: e.regionOf, constraints: e.constraints, handlerOf })
    : buildGeometry(PRESET[e.size]!, { constraints: e.constraints, handlerOf });
  prepareCount(geometry);
  const start = performance.now();
  const result = countSolutions(geometry, e.givens, { limit: 2, maxPositions: 5_000_000 });
  const ms = performance.now() - start;
  if (result.solutions !== 1 || gridToString(result.found[0]!) !== e.solution)
    throw new Error(`variants: ${e.name}: ${result.solutions} solutions, not the published one`);
  return ms;
}

/**
 * Our best time (ms) per example, checked against the published solution. One untimed pass over
 * every example first: the classic example runs the classic engine, so without it the next one
 * (Thermo) paid for compiling the generic engine — 0.9 ms of its best of 10 against 0.07 ms warm —
 * while ISS's one engine is warmed by its first puzzle.
 */
function ours(runs: number): Map<string, number> {
  const examples = issExamples().read;
  for (const e of examples) timeOnce(e);
  const times = new Map<string, number>();
  for (const e of examples) {
    let best = Infinity;
    for (let r = 0; r < runs; r++) best = Math.min(best, timeOnce(e));
    times.set(e.name, best);
  }
  return times;
}

/** ISS's best time (ms) per example, from its benchmark's JSON, or null without ISS_DIR. */
function theirs(names: readonly string[], runs: number, context: RunContext): Map<string, number> | null {
  const dir = process.env.ISS_DIR;
  if (!dir) {
    context.note(
      'variants: set ISS_DIR to a checkout of sigh/Interactive-Sudoku-Solver to time it on the same puzzles',
    );
    return null;
  }
  const script = join(dir, 'tools/perf/benchmark_puzzles.js');
  if (!existsSync(script)) {
    context.note(`variants: ${script} is missing; Interactive-Sudoku-Solver not timed`);
    return null;
  }
  const out = execFileSync(
    process.execPath,
    [script, '--max-backtracks', 'none', '--puzzles', names.join(','), '--json', '--repeat', String(runs)],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const rows = JSON.parse(out) as { puzzle: string; status: string; ms: number }[];
  const times = new Map<string, number>();
  for (const row of rows) if (row.status === 'unique') times.set(row.puzzle, row.ms);
  return times;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export const variantsOp: SelfTimedOp = {
  op: 'variants',
  solver: 'sudoku-forge',
  async measure(_set, context) {
    const runs = Math.max(1, context.quick ? 1 : context.runs);
    const mine = ours(runs);
    const names = [...mine.keys()];
    const peer = theirs(names, runs, context);
    const figures: TimedFigure[] = names.map((name) => ({
      set: `variants/${name}`,
      count: 1,
      perSecond: 1000 / mine.get(name)!,
      runs,
    }));
    if (peer) {
      const both = names.filter((n) => peer.has(n));
      const lines = both.map(
        (n) =>
          `  ${n.slice(0, 44).padEnd(44)} ours ${mine.get(n)!.toFixed(1).padStart(8)} ms  ISS ${peer.get(n)!.toFixed(1).padStart(8)} ms  ours/ISS ${(mine.get(n)! / peer.get(n)!).toFixed(2)}`,
      );
      const total = (m: Map<string, number>) => both.reduce((s, n) => s + m.get(n)!, 0);
      context.note(`variants: count2, best of ${runs}, same run\n${lines.join('\n')}`);
      context.note(
        `variants: ${both.length} puzzles — total ours ${total(mine).toFixed(0)} ms, ISS ${total(peer).toFixed(0)} ms (ours/ISS ${(total(mine) / total(peer)).toFixed(2)}); ` +
          `median ours ${median(both.map((n) => mine.get(n)!)).toFixed(1)} ms, ISS ${median(both.map((n) => peer.get(n)!)).toFixed(1)} ms; ` +
          `median of per-puzzle ratios ${median(both.map((n) => mine.get(n)! / peer.get(n)!)).toFixed(2)}`,
      );
      for (const n of both)
        figures.push({ set: `variants/${n}`, count: 1, perSecond: 1000 / peer.get(n)!, runs, solver: ISS_SOLVER });
    }
    return figures;
  },
};
