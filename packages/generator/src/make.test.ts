import { countSolutions, gridToString, parsePuzzle, parseRegions } from '@sudoku-forge/core-solver';
import { gradePuzzle, LEVELS } from '@sudoku-forge/grader';
import { describe, expect, it } from 'vitest';
import { testPuzzle } from '@sudoku-forge/test-puzzles';
import { makePuzzle } from './make.ts';

describe('one generation attempt', () => {
  it('is a pure function of variant, seed and target', () => {
    const a = makePuzzle('hyper', 42, 'medium');
    const b = makePuzzle('hyper', 42, 'medium');
    expect({ ...a.candidate, checks: null }).toEqual({ ...b.candidate, checks: null });
    expect(makePuzzle('hyper', 43, 'medium').candidate!.puzzle).not.toBe(a.candidate!.puzzle);
  });

  it('describes its puzzle truthfully: unique, solution, clues, level ≤ target', () => {
    for (const [variant, seed] of [
      ['classic', 1],
      ['4x4', 2],
      ['irregular', 3],
      ['16x16', 4],
    ] as const) {
      const { candidate } = makePuzzle(variant, seed, 'medium');
      expect(candidate, variant).not.toBeNull();
      const puzzle = parsePuzzle({
        variant,
        puzzle: candidate!.puzzle,
        ...(candidate!.regions ? { regions: candidate!.regions } : {}),
      });
      const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2, maxPositions: 1e6 });
      expect(count.solutions, variant).toBe(1);
      expect(candidate!.solution).toBe(gridToString(count.found[0]!));
      expect(candidate!.clues).toBe([...candidate!.puzzle].filter((c) => c !== '.').length);
      const grade = gradePuzzle(puzzle);
      expect(grade.level).toBe(candidate!.level);
      expect(LEVELS.indexOf(grade.level)).toBeLessThanOrEqual(LEVELS.indexOf('medium'));
      if (variant === 'irregular') expect(() => parseRegions(candidate!.regions!, 9)).not.toThrow();
    }
  });

  it('makes killers with no givens, the cages the whole clue, the same from the same seed', () => {
    const a = makePuzzle('killer', 7, 'medium').candidate!;
    expect(a.clues).toBe(0);
    expect(a.puzzle).toBe('.'.repeat(81));
    expect(a.cages!.flatMap((cage) => cage.cells).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 81 }, (_, i) => i),
    );
    const puzzle = parsePuzzle({ variant: 'killer', puzzle: a.puzzle, cages: a.cages! });
    expect(gradePuzzle(puzzle, { nestedNet: false }).level).toBe(a.level);
    expect(makePuzzle('killer', 7, 'medium').candidate!.cages).toEqual(a.cages);
  });

  it("shares its grids and carving with the tests' random puzzles (@sudoku-forge/test-puzzles)", () => {
    // Target extreme: carving without a grade check, which is what testPuzzle does.
    // (An extreme attempt the techniques cannot finish makes no candidate: the next seed then.)
    for (const variant of ['classic', 'irregular', '6x6', '4x4', 'anti-knight'] as const) {
      let seed = 5;
      let made = makePuzzle(variant, seed, 'extreme').candidate;
      while (!made) made = makePuzzle(variant, ++seed, 'extreme').candidate;
      const test = testPuzzle(variant, seed);
      expect(gridToString(test.givens), variant).toBe(made.puzzle);
      expect(gridToString(test.solution), variant).toBe(made.solution);
      expect(test.regions, variant).toBe(made.regions);
    }
  });
});
