/**
 * Grades do not depend on scan order. The full property (random puzzles of every variant under
 * random safe disguises) lives in @sudoku-forge/transforms' tests, which own the disguises; this
 * package cannot depend on transforms (turbo refuses the cycle). Here: the two symmetries any
 * classic grid has — transposition and relabelling the digits — on hard public puzzles, which
 * reach the chain and forcing techniques random puzzles rarely need.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePuzzle, type Puzzle } from '@sudoku-forge/core-solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradePuzzle, hint } from './grade.ts';
import { FINDERS } from './table.ts';
import { finderOf, stateFrom, stateFromCandidates } from './testing.ts';
import fixtures from './techniques/fixtures.json' with { type: 'json' };
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const DATA = join(import.meta.dirname, '../../../datasets');
const lines = (file: string) =>
  readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter((l) => l.length === 81);

/** The classic puzzle transposed (r, c) → (c, r), with digit d written as relabel[d]. */
function disguise(puzzle: Puzzle, relabel: readonly number[]): Puzzle {
  const givens = new Uint8Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const d = puzzle.givens[cell]!;
    givens[(cell % 9) * 9 + Math.floor(cell / 9)] = d === 0 ? 0 : relabel[d]!;
  }
  return { geometry: puzzle.geometry, givens };
}

const relabelling = fc
  .shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 })
  .map((p) => [0, ...p]);

describe('grades survive transposition and relabelling', () => {
  const sets: [string, number, number][] = [
    ['puzzles3_magictour_top1465', 12, 97],
    ['puzzles6_forum_hardest_1106', 3, 301],
    ['puzzles2_17_clue', 12, 4001],
  ];
  for (const [file, count, stride] of sets) {
    it(file, () => {
      const puzzles = lines(file)
        .filter((_, i) => i % stride === 0)
        .slice(0, count)
        .map((l) => parsePuzzle(l));
      const grades = puzzles.map((p) => gradePuzzle(p));
      fc.assert(
        fc.property(fc.integer({ min: 0, max: puzzles.length - 1 }), relabelling, (which, relabel) => {
          expect(gradePuzzle(disguise(puzzles[which]!, relabel))).toEqual(grades[which]);
        }),
        { numRuns: count },
      );
    });
  }

  it('the transposed puzzle of a known case keeps its technique counts exactly', () => {
    // Magictour #1. The old first-found grading gave hidden single 9 → 11, naked single 34 → 32 and
    // pointing 6 → 5 for exactly this disguise.
    const p = parsePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
    const before = gradePuzzle(p);
    const after = gradePuzzle(disguise(p, [0, 9, 8, 7, 6, 5, 4, 3, 2, 1]));
    expect(after.techniques).toEqual(before.techniques);
    expect(Object.keys(before.techniques).length).toBeGreaterThan(3);
  });
});

describe('hints come first in reading order', () => {
  it.each(fixtures.map((f) => [f.technique, f] as const))('%s: find is the first of findAll', (_name, f) => {
    const finder = finderOf(f.technique);
    const all = finder.findAll(stateFromCandidates(f.fires));
    expect(all.length).toBeGreaterThan(0);
    expect(finder.find(stateFromCandidates(f.fires))).toEqual(all[0]);
    const first = (s: (typeof all)[number]) =>
      Math.min(...s.placements.map((x) => x.cell), ...s.eliminations.map((x) => x.cell));
    for (let i = 1; i < all.length; i++) expect(first(all[i]!)).toBeGreaterThanOrEqual(first(all[i - 1]!));
  });

  it('a position with several naked singles hints the one in the lowest cell', () => {
    const wiki = WIKIPEDIA.puzzle;
    const step = hint(parsePuzzle(wiki))!;
    const all = FINDERS[1]!.findAll(stateFrom(wiki));
    expect(all.length).toBeGreaterThan(1);
    expect(step.placements[0]!.cell).toBe(Math.min(...all.map((s) => s.placements[0]!.cell)));
  });
});
