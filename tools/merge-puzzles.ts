/**
 * Merges pools made by sharded runs into one pools directory (thin wrapper over the generator):
 *
 *   tsx tools/merge-puzzles.ts TARGET_DIR SOURCE_DIR…
 *
 * New records get the next free ids of their pool; disguised duplicates are skipped.
 */
import { resolve } from 'node:path';
import { mergePools } from '@sudoku-forge/generator';

const [target, ...sources] = process.argv.slice(2);
if (target === undefined || sources.length === 0) {
  console.error('usage: merge-puzzles.ts TARGET_DIR SOURCE_DIR…');
  process.exit(2);
}
const at = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const result = await mergePools(at(target), sources.map(at));
console.log(`merged: ${result.added} added, ${result.duplicates} duplicates skipped`);
