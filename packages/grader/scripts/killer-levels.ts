/**
 * The killer scale on zero-given killers: grades every stored killer whose puzzle has no givens
 * (or the records of a given file) and prints the level distribution, the techniques used and
 * the time per puzzle. `npx tsx packages/grader/scripts/killer-levels.ts [FILE…]`
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { gradePuzzle } from '../src/grade.ts';

const args = process.argv.slice(2);
const nested = !args.includes('--no-nested');
const files = args.filter((a) => !a.startsWith('--'));
const dir = join(import.meta.dirname, '../../../data/puzzles/killer');
const paths =
  files.length > 0
    ? files
    : readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(dir, f));
const records: { id: string; puzzle: string; cages: { sum: number; cells: number[] }[]; level?: string }[] = [];
for (const path of paths) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const trimmed = line.trim().replace(/,$/, '');
    if (!trimmed.startsWith('{')) continue;
    const record = JSON.parse(trimmed);
    if (files.length > 0 || /^\.+$/.test(record.puzzle)) records.push(record);
  }
}
const levels: Record<string, number> = {};
const hardest: Record<string, number> = {};
const used: Record<string, number> = {};
const moves: Record<string, number> = {};
let slowest = 0;
const start = performance.now();
for (const r of records) {
  const t0 = performance.now();
  const grade = gradePuzzle(parsePuzzle({ variant: 'killer', puzzle: r.puzzle, cages: r.cages } as never), {
    nestedNet: nested,
  });
  slowest = Math.max(slowest, performance.now() - t0);
  const key = grade.solved ? grade.level : 'unsolved';
  levels[key] = (levels[key] ?? 0) + 1;
  hardest[grade.hardest] = (hardest[grade.hardest] ?? 0) + 1;
  for (const t of Object.keys(grade.techniques)) used[t] = (used[t] ?? 0) + 1;
  if (r.level) moves[`${r.level}→${key}`] = (moves[`${r.level}→${key}`] ?? 0) + 1;
}
const ms = performance.now() - start;
console.log(
  JSON.stringify(
    {
      puzzles: records.length,
      levels,
      hardest,
      used,
      moves,
      msPerPuzzle: +(ms / records.length).toFixed(1),
      slowestMs: +slowest.toFixed(0),
    },
    null,
    1,
  ),
);
