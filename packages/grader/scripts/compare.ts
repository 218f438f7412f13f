/**
 * Dumps grade + path + hints per puzzle as JSON lines, to compare two checkouts byte for byte.
 *
 *   npx tsx scripts/compare.ts --root DIR --out FILE [--sets a,b] [--limit N] [--stored] [--set-limits a=N,b=M]
 *
 * `--root` is the checkout whose grader is measured (default: this one), so the same script runs
 * against a read-only copy of an older tree: its grader and core-solver are imported from there.
 * Each line: id, grade JSON, path JSON, the hint from the givens and the hint from the middle of
 * the path (digits and notes after half its steps).
 */
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { hint as localHint } from '../src/index.ts';
import { option, readSet } from './datasets.ts';

const root = resolve(option('--root') ?? join(import.meta.dirname, '../../..'));
const out = option('--out') ?? 'compare.jsonl';
const stored = process.argv.includes('--stored');
const sets = (option('--sets') ?? '').split(',').filter(Boolean);
const setLimits = new Map(
  (option('--set-limits') ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => {
      const [k, v] = kv.split('=');
      return [k!, Number(v)] as const;
    }),
);

const core = await import(pathToFileURL(join(root, 'packages/core-solver/src/index.ts')).href);
const grader = await import(pathToFileURL(join(root, 'packages/grader/src/index.ts')).href);
const { parsePuzzle } = core;
const {
  gradePuzzle,
  solvePath,
  hint,
  stepToJson,
  noStepJson,
  pathToJson,
  gradeToJson,
  createState,
  applyStep,
  isSolved,
} = grader;

// The measured checkout's grader is loaded at run time; its types are this checkout's.
type Puzzle = Parameters<typeof localHint>[0];
type Position = Parameters<typeof localHint>[1];

const fd = openSync(out, 'w');

function hintJson(puzzle: Puzzle, position?: Position): unknown {
  try {
    const step = hint(puzzle, position);
    return step ? stepToJson(step, puzzle.geometry) : noStepJson(false);
  } catch (error) {
    return { error: String((error as Error).message) };
  }
}

function dump(id: string, puzzle: Puzzle): void {
  const grade = gradeToJson(gradePuzzle(puzzle));
  const path = solvePath(puzzle);
  const start = hintJson(puzzle);
  const state = createState(puzzle.geometry, puzzle.givens, true, puzzle.givens);
  const half = Math.floor(path.steps.length / 2);
  for (const step of path.steps.slice(0, half)) applyStep(state, step);
  const middle = isSolved(state) ? null : hintJson(puzzle, { digits: state.digits, candidates: state.candidates });
  writeSync(fd, `${JSON.stringify({ id, grade, path: pathToJson(path, puzzle.geometry), start, middle })}\n`);
}

const t0 = performance.now();
let count = 0;
if (stored) {
  const dir = join(root, 'data/puzzles');
  for (const variant of readdirSync(dir).sort()) {
    if (variant.endsWith('.json')) continue;
    for (const file of readdirSync(join(dir, variant)).sort()) {
      const records = JSON.parse(readFileSync(join(dir, variant, file), 'utf8')) as { id: string }[];
      for (const record of records) {
        dump(record.id, parsePuzzle(record));
        count++;
      }
    }
  }
}
for (const set of sets) {
  const lines = readSet(set).slice(0, setLimits.get(set) ?? Infinity);
  lines.forEach((line, i) => {
    dump(`${set}:${i + 1}`, parsePuzzle(line));
    count++;
  });
}
closeSync(fd);
console.error(`${count} puzzles from ${root} in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${out}`);
