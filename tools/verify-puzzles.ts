/**
 * Re-checks every stored puzzle from scratch (a thin wrapper over @sudoku-forge/puzzle-store):
 * exactly one solution, the technique grade equals the file's level, clues and techniques match,
 * a stored solution equals the solver's, no duplicates within a variant, every file in its place.
 *
 *   tsx tools/verify-puzzles.ts [DIR] [--workers N]     (DIR defaults to data/puzzles)
 *
 * Prints one line per failing record and per pool, then "N puzzles verified, F failures";
 * exits 1 on any failure.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runVerifyCommand } from '@sudoku-forge/puzzle-store/node';

const DEFAULT_DIR = resolve(import.meta.dirname, '../data/puzzles');

const parseVerifyArgs = () => parseArgs({ allowPositionals: true, options: { workers: { type: 'string' } } });
let parsed: ReturnType<typeof parseVerifyArgs>;
try {
  parsed = parseVerifyArgs();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const [dirArg, ...extra] = parsed.positionals;
if (extra.length > 0) {
  console.error('usage: verify-puzzles.ts [DIR] [--workers N]');
  process.exit(2);
}
const dir = dirArg !== undefined ? resolve(process.env.INIT_CWD ?? process.cwd(), dirArg) : DEFAULT_DIR;
process.exitCode = await runVerifyCommand(dir, {
  ...(parsed.values.workers !== undefined ? { workers: Number(parsed.values.workers) } : {}),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
