import { describe, expect, it } from 'vitest';
import { diagonalThrough, houseCells, houseIndex } from './outside-clues.ts';

describe('outside clues (the Create page’s little killers and sandwiches, issue 27 §2)', () => {
  it('takes the whole diagonal through a cell, from the edge its arrow starts at, in its direction', () => {
    // r3c2 (cell 19) down and right: from r2c1 to r9c8.
    expect(diagonalThrough(19, 'down-right', 9)).toEqual([9, 19, 29, 39, 49, 59, 69, 79]);
    // The same diagonal up and left starts at r9c8 and ends at r2c1.
    expect(diagonalThrough(19, 'up-left', 9)).toEqual([79, 69, 59, 49, 39, 29, 19, 9]);
    // r1c3 down and left: r1c3, r2c2, r3c1.
    expect(diagonalThrough(2, 'down-left', 9)).toEqual([2, 10, 18]);
    expect(diagonalThrough(10, 'up-right', 9)).toEqual([18, 10, 2]);
    // The long diagonals, and a corner's one cell.
    expect(diagonalThrough(40, 'down-right', 9)).toHaveLength(9);
    expect(diagonalThrough(8, 'down-right', 9)).toEqual([8]);
    expect(diagonalThrough(3, 'down-right', 4)).toEqual([3]);
  });

  it('gives a row’s or a column’s cells and a cell’s row or column', () => {
    expect(houseCells('row', 2, 9)).toEqual([18, 19, 20, 21, 22, 23, 24, 25, 26]);
    expect(houseCells('column', 1, 4)).toEqual([1, 5, 9, 13]);
    expect(houseIndex(21, 'row', 9)).toBe(2);
    expect(houseIndex(21, 'column', 9)).toBe(3);
  });
});
