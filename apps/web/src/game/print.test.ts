import { describe, expect, it } from 'vitest';
import { mulberry32, parsePuzzle } from '@sudoku-forge/core-solver';
import { pickIndices, printDrawing, sheets, solutionOf } from './print.ts';

describe('print', () => {
  it('groups puzzles per sheet', () => {
    expect(sheets([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(sheets([1, 2, 3, 4], 4)).toEqual([[1, 2, 3, 4]]);
    expect(sheets([], 1)).toEqual([]);
  });

  it('picks distinct puzzles while the pool lasts', () => {
    const picked = pickIndices(8, 20, mulberry32(1));
    expect(new Set(picked).size).toBe(8);
    expect(picked.every((i) => i >= 0 && i < 20)).toBe(true);
    expect(pickIndices(5, 2, mulberry32(1)).sort()).toEqual([0, 0, 0, 1, 1]);
  });

  it('draws killer cages with sums and jigsaw borders', () => {
    const killer = parsePuzzle({
      variant: 'killer',
      puzzle: '.'.repeat(81),
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 9, cells: [80] },
      ],
    });
    const k = printDrawing(killer.geometry, killer.givens);
    expect(k.cages).toHaveLength(2);
    expect(k.sums).toEqual([
      { x: 0, y: 0, sum: 3 },
      { x: 8, y: 8, sum: 9 },
    ]);
    expect(k.givens).toEqual([]);
    const regions = '111222333111222363411522363441552363445555666444455966777788996778889999777888899';
    const irregular = parsePuzzle({ variant: 'irregular', puzzle: '5'.padEnd(81, '.'), regions });
    const j = printDrawing(irregular.geometry, irregular.givens);
    expect(j.thick).toContain('M3 0L3 1');
    expect(j.givens).toEqual([{ x: 0, y: 0, text: '5' }]);
    const hyper = parsePuzzle({ variant: 'hyper', puzzle: '.'.repeat(81) });
    expect(printDrawing(hyper.geometry, hyper.givens).shaded).toHaveLength(36);
    const diagonal = parsePuzzle({ variant: 'diagonal', puzzle: '.'.repeat(81) });
    expect(printDrawing(diagonal.geometry, diagonal.givens)).toMatchObject({
      diagonals: 'M0 0L9 9M9 0L0 9',
      shaded: [],
    });
    // one diagonal alone (f-puzzles' diagonal+ rises from r9c1 to r1c9): that one only
    const rising = parsePuzzle({
      variant: 'classic',
      puzzle: '.'.repeat(81),
      constraints: [{ type: 'diagonal+' }],
    });
    expect(printDrawing(rising.geometry, rising.givens).diagonals).toBe('M9 0L0 9');
    expect(j.diagonals).toBe('');
  });

  it("writes the player's digits or the solution in the empty cells only, and finds a solution when the record has none", () => {
    const puzzle = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    const solution = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
    const p = parsePuzzle({ variant: 'classic', puzzle });
    const played = new Uint8Array(81);
    played[0] = 4;
    played[2] = 9; // under a given: never printed
    expect(printDrawing(p.geometry, p.givens, played).written).toEqual([{ x: 0, y: 0, text: '4' }]);
    expect(printDrawing(p.geometry, p.givens).written).toEqual([]);
    const solved = solutionOf(p, { variant: 'classic', puzzle });
    expect(Array.from(solved!).join('')).toBe(solution);
    expect(Array.from(solutionOf(p, { variant: 'classic', puzzle, solution })!).join('')).toBe(solution);
    const open = parsePuzzle({ variant: 'classic', puzzle: '.'.repeat(81) });
    expect(solutionOf(open, { variant: 'classic', puzzle: '.'.repeat(81) })).toBeNull();
    expect(printDrawing(p.geometry, p.givens, solved!).written).toHaveLength(
      81 - p.givens.filter((d) => d !== 0).length,
    );
  });
});
