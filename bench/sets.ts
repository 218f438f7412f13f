/**
 * The public datasets the benchmark reads (contract §6, ANCHORS.md): which file, how many
 * puzzles, and what every puzzle in it is known to be (so each op can check its answers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SetSpec {
  /** Dataset file name, also the `set` field of the JSON output. */
  readonly file: string;
  /** Puzzles measured in a full run (the first ones of the file). */
  readonly take: number;
  /** Puzzles measured with --quick. */
  readonly quickTake: number;
  /** What every puzzle of the set is known to have: exactly one solution, or two or more. */
  readonly solutions: 'unique' | 'multiple';
}

export const SETS: readonly SetSpec[] = [
  { file: 'puzzles2_17_clue', take: 1000, quickTake: 100, solutions: 'unique' },
  { file: 'puzzles3_magictour_top1465', take: 1465, quickTake: 100, solutions: 'unique' },
  { file: 'puzzles5_forum_hardest_1905_11+', take: 500, quickTake: 30, solutions: 'unique' },
  { file: 'puzzles6_forum_hardest_1106', take: 375, quickTake: 30, solutions: 'unique' },
  { file: 'puzzles7_serg_benchmark', take: 1000, quickTake: 100, solutions: 'multiple' },
];

export interface LoadedSet {
  readonly spec: SetSpec;
  /** The puzzles as 81-character lines ('.' blanks). */
  readonly lines: readonly string[];
}

/** Reads the first `count` puzzle lines of a dataset (empty and '#' lines skipped). */
export function loadSet(dataDir: string, spec: SetSpec, count: number): LoadedSet {
  const text = readFileSync(join(dataDir, spec.file), 'utf8');
  const lines: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    lines.push(line);
    if (lines.length >= count) break;
  }
  if (lines.length < count) {
    throw new Error(`${spec.file}: expected at least ${count} puzzles, found ${lines.length}`);
  }
  return { spec, lines };
}
