/**
 * Soundness as a property: on unique puzzles, no step places a digit other than the solution's
 * and no step removes the solution's digit. Checked on a sample of the public sets (the full
 * sets run in scripts/soundness.ts) and on random puzzles of every variant.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANT_IDS, parsePuzzle } from '@sudoku-forge/core-solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solvePath } from './grade.ts';
import { testPuzzle } from '@sudoku-forge/test-puzzles';
import { solutionOf, unsound } from './testing.ts';

const DATA = join(import.meta.dirname, '../../../datasets');

function sample(file: string, count: number, stride: number): string[] {
  const lines = readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l.length === 81);
  const out: string[] = [];
  for (let i = 0; i < lines.length && out.length < count; i += stride) out.push(lines[i]!);
  return out;
}

describe('soundness on the public sets (sample)', () => {
  const sets: [string, number, number][] = [
    ['puzzles2_17_clue', 150, 331],
    ['puzzles3_magictour_top1465', 80, 18],
    ['puzzles6_forum_hardest_1106', 12, 31],
  ];
  for (const [file, count, stride] of sets) {
    it(`${file}: every step agrees with the solution`, { timeout: 240_000 }, () => {
      let finished = 0;
      const lines = sample(file, count, stride);
      for (const line of lines) {
        const puzzle = parsePuzzle(line);
        const solution = solutionOf(puzzle);
        const path = solvePath(puzzle);
        for (const step of path.steps) expect(unsound(step, solution), line).toEqual([]);
        if (path.solved) finished++;
      }
      // Every puzzle of the three sets is finished without guessing (scripts/soundness.ts counts
      // the whole sets); the sample must be too.
      expect(finished).toBe(lines.length);
    });
  }
});

describe('soundness on random puzzles of every variant', () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}`, { timeout: 240_000 }, () => {
      const runs = variant === '16x16' ? 1 : 6;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          // 16x16: testPuzzle stops carving at 150 clues, so the path stays short for CI.
          const puzzle = testPuzzle(variant, seed);
          const { solution } = puzzle;
          const path = solvePath(puzzle);
          for (const step of path.steps) expect(unsound(step, solution)).toEqual([]);
        }),
        { numRuns: runs },
      );
    });
  }
});
