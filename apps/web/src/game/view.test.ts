import { describe, expect, it } from 'vitest';
import { bitOf, buildGeometry, geometryFor, parseGrid } from '@sudoku-forge/core-solver';
import { emptyBoard } from './board.ts';
import { cellLabel, cellViews, mistakeCells } from './view.ts';
import { cageOutlines, regionBorders } from './outline.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const geometry = geometryFor('classic');
const givens = parseGrid(WIKIPEDIA.puzzle, 9);
const solution = parseGrid(WIKIPEDIA.solution, 9);
const base = { selection: new Set<number>(), focus: null, mistakes: 'off' as const, solution, highlightSame: true };

describe('cell labels', () => {
  it('reads like the issue asks', () => {
    const plain = { corner: [], centre: [], colours: [], cageSum: null, mistake: false };
    expect(cellLabel({ ...plain, row: 3, column: 5, digit: 7, given: true })).toBe('Row 3, column 5, 7, given');
    expect(cellLabel({ ...plain, row: 3, column: 5, digit: 4, given: false })).toBe('Row 3, column 5, 4');
    expect(cellLabel({ ...plain, row: 3, column: 5, digit: 0, given: false, centre: [1, 4, 9] })).toBe(
      'Row 3, column 5, empty, notes 1 4 9',
    );
    expect(cellLabel({ ...plain, row: 1, column: 1, digit: 0, given: false, cageSum: 15 })).toBe(
      'Row 1, column 1, empty, cage 15',
    );
    expect(cellLabel({ ...plain, row: 1, column: 1, digit: 12, given: false })).toBe('Row 1, column 1, C');
    expect(cellLabel({ ...plain, row: 1, column: 2, digit: 0, given: false, cage: { sum: 11, size: 3 } })).toBe(
      'Row 1, column 2, empty, cage 11, 3 cells',
    );
    expect(cellLabel({ ...plain, row: 1, column: 2, digit: 5, given: false, cage: { sum: 5, size: 1 } })).toBe(
      'Row 1, column 2, 5, cage 5, 1 cell',
    );
  });

  it('names the cage in every cell of a killer cage, the sum drawn in its first cell only (issue 30)', () => {
    const killer = buildGeometry('killer', {
      cages: [
        { sum: 5, cells: [0] },
        { sum: 3, cells: [1, 2] },
      ],
    });
    const views = cellViews(killer, new Array(81).fill(0), emptyBoard(81), base);
    expect([views[0]!.label, views[1]!.label, views[2]!.label]).toEqual([
      'Row 1, column 1, empty, cage 5, 1 cell',
      'Row 1, column 2, empty, cage 3, 2 cells',
      'Row 1, column 3, empty, cage 3, 2 cells',
    ]);
    expect([views[1]!.cageSum, views[2]!.cageSum]).toEqual([3, null]);
  });

  it('labels the board from givens, digits and notes', () => {
    const board = {
      ...emptyBoard(81),
      centre: emptyBoard(81).centre.map((_, c) => (c === 2 ? bitOf(1) | bitOf(4) : 0)),
    };
    const views = cellViews(geometry, givens, board, base);
    expect(views[0]!.label).toBe('Row 1, column 1, 5, given');
    expect(views[2]!.label).toBe('Row 1, column 3, empty, notes 1 4');
  });
});

describe('highlights and mistakes', () => {
  it('relates the focused cell’s row, column and box, and matches its digit', () => {
    const views = cellViews(geometry, givens, emptyBoard(81), { ...base, focus: 0 });
    expect(views.filter((v) => v.related)).toHaveLength(21);
    // Digit 5 of r1c1 also stands at r2c6 (cell 14) and elsewhere.
    expect(views[14]!.sameDigit).toBe(true);
  });

  it('marks nothing when off, rule breakers in rules mode, wrong digits in solution mode', () => {
    const digits = emptyBoard(81).digits.map((_, c) => (c === 2 ? 5 : c === 3 ? 2 : 0)); // 5 twice in row 1; 2 breaks no rule at r1c4 but is wrong
    const board = { ...emptyBoard(81), digits };
    expect(mistakeCells(geometry, givens, board, 'off', solution).size).toBe(0);
    expect([...mistakeCells(geometry, givens, board, 'rules', solution)]).toEqual([2]);
    expect([...mistakeCells(geometry, givens, board, 'solution', solution)].sort()).toEqual([2, 3]);
  });
});

describe('board lines', () => {
  it('draws 2×(9×2) thick inner segments on classic (two box lines each way)', () => {
    expect(regionBorders(geometry)).toHaveLength(36);
  });

  it('outlines a one-cell cage with four inset sides, and a domino with six', () => {
    const killer = buildGeometry('killer', {
      cages: [
        { sum: 5, cells: [0] },
        { sum: 3, cells: [1, 2] },
      ],
    });
    const [single, domino] = cageOutlines(killer, 0.1);
    expect(single).toHaveLength(4);
    expect(single![0]).toEqual({ x1: 0.1, y1: 0.1, x2: 0.9, y2: 0.1 });
    expect(domino).toHaveLength(6);
    // The domino's top edge runs continuously from inset to inset across the two cells.
    const top = domino!.filter((s) => s.y1 === 0.1 && s.y2 === 0.1);
    expect(top.map((s) => [s.x1, s.x2])).toEqual([
      [1.1, 2],
      [2, 2.9],
    ]);
  });

  it('pushes an outline past the cell edge at a concave corner', () => {
    // An L: r1c1, r2c1, r2c2. At r2c2's top edge the line must reach back to x = 1 - inset.
    const killer = buildGeometry('killer', { cages: [{ sum: 6, cells: [0, 9, 10] }] });
    const [l] = cageOutlines(killer, 0.1);
    const top = l!.find((s) => s.y1 === 1.1 && s.y2 === 1.1);
    expect(top).toEqual({ x1: 0.9, y1: 1.1, x2: 1.9, y2: 1.1 });
  });
});

describe('cellLabel colours', () => {
  it('names one colour or several', () => {
    const base = { row: 1, column: 2, digit: 0, given: false, corner: [], centre: [], cageSum: null, mistake: false };
    expect(cellLabel({ ...base, colours: [3] })).toBe('Row 1, column 2, empty, colour green');
    expect(cellLabel({ ...base, colours: [1, 5] })).toBe('Row 1, column 2, empty, colours orange and blue');
  });
});
