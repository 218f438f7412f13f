/**
 * Disguises of constraint puzzles (issue 26 §1): the moved constraints hold on the moved solution
 * and the moved puzzle keeps exactly that solution, for random puzzles of every constraint and for
 * Interactive-Sudoku-Solver's example puzzles (published solutions); relabelling follows what each
 * constraint allows; a move that would change a constraint's meaning is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildGeometry,
  countSolutions,
  findConflicts,
  gridToString,
  parsePuzzle,
  randomGrid,
  type Puzzle,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import { randomConstraintPuzzle } from '@sudoku-forge/core-solver/random-constraints';
import { puzzleData, toPuzzle, type PuzzleData } from './data.ts';
import { applyMoves, randomTransform } from './random.ts';
import { canonicalForm } from './canonical.ts';
import { MoveError } from './moves.ts';
import { handlerOf } from '@sudoku-forge/core-solver/rules';

/** A random puzzle whose constraints hold on a known grid, 60% of the cells empty. */
function randomCase(seed: number): PuzzleData | null {
  const c = randomConstraintPuzzle(seed, { globals: true, blanks: 0.6 });
  return c && puzzleData({ geometry: c.geometry, givens: c.givens } as Puzzle, c.grid);
}

/** The disguise holds: its record reads back, its solution breaks no rule and is its only one. */
function expectSound(disguise: PuzzleData, count = true) {
  const puzzle = toPuzzle(disguise);
  expect(puzzle.geometry.constraints.length).toBe(disguise.constraints!.length);
  const solution = disguise.solution!;
  expect(findConflicts(puzzle.geometry, solution)).toEqual([]);
  for (let c = 0; c < solution.length; c++) if (disguise.puzzle[c]) expect(disguise.puzzle[c]).toBe(solution[c]);
  if (count) {
    const result = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
    expect(result.solutions).toBeGreaterThan(0);
    if (result.solutions === 1) expect(gridToString(result.found[0]!)).toBe(gridToString(solution));
  }
}

describe('disguises of constraint puzzles', () => {
  it('move every constraint so it holds on the moved solution (random puzzles of every constraint)', () => {
    const moved = new Set<string>();
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, pick) => {
        const data = randomCase(seed);
        if (!data?.constraints) return;
        const { data: disguise, ops } = randomTransform(data, pick);
        for (const op of ops) moved.add(op.split(' ')[0]!);
        expectSound(disguise);
      }),
      { numRuns: 120, seed: 20261205 },
    );
    // the runs must move and relabel, or the property proves little
    expect(moved.has('relabel')).toBe(true);
    expect([...moved].filter((m) => m !== 'relabel').length).toBeGreaterThan(2);
  });

  it('give every disguise of a constraint puzzle one canonical form, and different rules different ones', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, pick) => {
        const data = randomCase(seed);
        if (!data?.constraints) return;
        const form = canonicalForm(data);
        expect(canonicalForm(randomTransform(data, pick).data)).toBe(form);
        // the same rules listed in another order spell the same
        expect(canonicalForm({ ...data, constraints: [...data.constraints].reverse() })).toBe(form);
        // one rule fewer is another puzzle
        if (data.constraints.length > 1)
          expect(canonicalForm({ ...data, constraints: data.constraints.slice(1) })).not.toBe(form);
      }),
      { numRuns: 100, seed: 20261205 },
    );
  });

  it('relabel only as each constraint allows: never with a thermo, only 9↔1 with a whisper', () => {
    const grid = randomGrid(buildGeometry('classic'), 3)!.grid;
    const thermo = buildGeometry('classic', { constraints: [{ type: 'thermo', cells: [0, 1] }], handlerOf });
    const whisper = buildGeometry('classic', {
      constraints: [{ type: 'whisper', cells: [0, 1], difference: 1 }],
      handlerOf,
    });
    for (let seed = 0; seed < 40; seed++) {
      expect(
        randomTransform(puzzleData({ geometry: thermo, givens: grid } as Puzzle, grid), seed).ops.some((op) =>
          op.startsWith('relabel'),
        ),
      ).toBe(false);
      for (const op of randomTransform(puzzleData({ geometry: whisper, givens: grid } as Puzzle, grid), seed).ops) {
        if (op.startsWith('relabel')) expect(op).toBe('relabel 987654321');
      }
    }
  });

  it('a move that would read a pill arrow backwards is refused', () => {
    const puzzle = parsePuzzle({
      variant: 'classic',
      puzzle: '.'.repeat(81),
      constraints: [
        {
          type: 'arrow',
          circle: [
            [1, 1],
            [1, 2],
          ],
          cells: [
            [2, 1],
            [3, 1],
          ],
        },
      ],
    });
    const data = puzzleData(puzzle);
    expect(() => applyMoves(data, ['mirror left-right'])).toThrow(MoveError);
    // a row swap would pull the line apart: constraint puzzles only turn and mirror
    expect(() => applyMoves(data, ['swap rows 2 3'])).toThrow(MoveError);
    expect(applyMoves(data, ['mirror top-bottom']).constraints).toEqual([
      { type: 'arrow', circle: [72, 73], cells: [63, 54] },
    ]);
    for (let seed = 0; seed < 20; seed++) expect(randomTransform(data, seed).ops).not.toContain('mirror left-right');
  });

  it("Interactive-Sudoku-Solver's examples keep their one solution in disguise", () => {
    const preset: Record<number, VariantId> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };
    let checked = 0;
    for (const e of issExamples().read) {
      if (e.regionOf || e.constraints.length === 0) continue;
      const geometry = buildGeometry(preset[e.size]!, { constraints: e.constraints, handlerOf });
      const solution = Uint8Array.from(e.solution, (ch) => Number(ch));
      const data = puzzleData({ geometry, givens: e.givens } as Puzzle, solution);
      for (const seed of [1, 2]) {
        const { data: disguise } = randomTransform(data, seed);
        // the counter's speed on these is the bench's business: only the quicker ones are counted here
        expectSound(disguise, !/Spaghetti|Barbed|Little Killer|Pill/u.test(e.name));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });
});
