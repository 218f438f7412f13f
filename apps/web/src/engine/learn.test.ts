import { fpuzzlesLink } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { checkPuzzle } from './learn.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const CLASSIC = WIKIPEDIA.puzzle;
const grid = Array.from({ length: 9 }, (_, r) =>
  Array.from({ length: 9 }, (_, c) =>
    CLASSIC[r * 9 + c] === '.' ? {} : { value: Number(CLASSIC[r * 9 + c]), given: true },
  ),
);

describe('checkPuzzle (the solver page)', () => {
  it('refuses a pasted link whose rules it does not read, naming them, instead of reporting without them', () => {
    const link = fpuzzlesLink({ size: 9, grid, thermometer: [{ lines: [['R1C3', 'R1C4']] }], antiking: true });
    expect(checkPuzzle(link, {})).toEqual({
      error:
        'This puzzle link has rules the solver page does not read yet (antiking, thermo); an f-puzzles link of one of the nine variants opens through Create → Import from f-puzzles.',
    });
  });

  it('still reports on a grid', () => {
    expect(checkPuzzle(CLASSIC, {})).toMatchObject({ status: 'unique' });
  });
});
