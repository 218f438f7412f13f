/**
 * What the grader's scripts share: their options (--data DIR, --limit N, --sets a,b) and reading
 * a public set's puzzles (81-character lines).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);

/** The value after `--name`, if given. */
export function option(name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export const dataDir = option('--data') ?? join(import.meta.dirname, '../../../datasets');
export const limit = Number(option('--limit') ?? Infinity);
export const sets = (
  option('--sets') ?? 'puzzles2_17_clue,puzzles3_magictour_top1465,puzzles6_forum_hardest_1106'
).split(',');

/** The first `limit` puzzles of a set. */
export function readSet(set: string): string[] {
  return readFileSync(join(dataDir, set), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length === 81)
    .slice(0, limit);
}
