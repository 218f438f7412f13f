import { describe, expect, it } from 'vitest';
import { findConflicts } from './check.ts';
import { buildGeometry, type Geometry } from './geometry.ts';
import { geometryFor, parseCages, parseGrid, parseRegions } from './parse.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from './fixtures/datasets.ts';

const JIGSAW_REGIONS = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';
const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;

/** An empty board of the geometry with the given cells (0-based) set to digits. */
function givens(geometry: Geometry, placed: Record<number, number>): Uint8Array {
  const grid = new Uint8Array(geometry.cellCount);
  for (const [cell, digit] of Object.entries(placed)) grid[Number(cell)] = digit;
  return grid;
}

/** The conflicts without their messages, for exact comparison. */
function bare(geometry: Geometry, grid: Uint8Array) {
  return findConflicts(geometry, grid).map(({ unit, index, digit, cells }) => ({ unit, index, digit, cells }));
}

describe('findConflicts', () => {
  it('finds nothing in valid givens', () => {
    expect(findConflicts(geometryFor('classic'), parseGrid(WIKIPEDIA, 9))).toEqual([]);
    expect(findConflicts(geometryFor('classic'), new Uint8Array(81))).toEqual([]);
  });

  it('row: two 5s in row 1 (different columns and boxes)', () => {
    const g = geometryFor('classic');
    const conflicts = findConflicts(g, givens(g, { 0: 5, 4: 5 }));
    expect(conflicts).toEqual([
      { unit: 'row', index: 1, digit: 5, cells: [0, 4], message: 'two 5s in row 1 (r1c1, r1c5)' },
    ]);
  });

  it('column: two 7s in column 9', () => {
    const g = geometryFor('classic');
    expect(bare(g, givens(g, { 8: 7, 62: 7 }))).toEqual([{ unit: 'column', index: 9, digit: 7, cells: [8, 62] }]);
  });

  it('box: two 2s in box 5 (different rows and columns)', () => {
    const g = geometryFor('classic');
    expect(bare(g, givens(g, { 30: 2, 40: 2 }))).toEqual([{ unit: 'box', index: 5, digit: 2, cells: [30, 40] }]);
  });

  it('one repeat can break several units, reported in unit order; three of a kind are one conflict', () => {
    const g = geometryFor('classic');
    expect(bare(g, givens(g, { 0: 4, 1: 4, 5: 4 }))).toEqual([
      { unit: 'row', index: 1, digit: 4, cells: [0, 1, 5] },
      { unit: 'box', index: 1, digit: 4, cells: [0, 1] },
    ]);
    expect(findConflicts(g, givens(g, { 0: 4, 1: 4, 5: 4 }))[0]!.message).toBe('three 4s in row 1 (r1c1, r1c2, r1c6)');
  });

  it('region: two 6s in a jigsaw region (r1c1 and r2c4 share only region 9)', () => {
    const g = buildGeometry('irregular', parseRegions(JIGSAW_REGIONS, 9));
    expect(findConflicts(g, givens(g, { 0: 6, 12: 6 }))).toEqual([
      { unit: 'region', index: 9, digit: 6, cells: [0, 12], message: 'two 6s in region 9 (r1c1, r2c4)' },
    ]);
    // The same pair is fine in classic: different rows, columns and boxes.
    expect(findConflicts(geometryFor('classic'), givens(g, { 0: 6, 12: 6 }))).toEqual([]);
  });

  it('diagonal: both diagonals, numbered 1 (main) and 2 (anti)', () => {
    const g = geometryFor('diagonal');
    expect(bare(g, givens(g, { 0: 9, 80: 9, 8: 1, 72: 1 }))).toEqual([
      { unit: 'diagonal', index: 1, digit: 9, cells: [0, 80] },
      { unit: 'diagonal', index: 2, digit: 1, cells: [8, 72] },
    ]);
  });

  it('window: two 3s in hyper window 1 (r2c4 and r4c2, no shared row, column or box)', () => {
    const g = geometryFor('hyper');
    expect(findConflicts(g, givens(g, { 12: 3, 28: 3 }))).toEqual([
      { unit: 'window', index: 1, digit: 3, cells: [12, 28], message: 'two 3s in window 1 (r2c4, r4c2)' },
    ]);
  });

  it('knight: equal digits a knight’s move apart in different boxes', () => {
    const g = geometryFor('anti-knight');
    expect(findConflicts(g, givens(g, { 2: 8, 13: 8 }))).toEqual([
      { unit: 'knight', index: 1, digit: 8, cells: [2, 13], message: 'two 8s a knight’s move apart (r1c3, r2c5)' },
    ]);
    // Knight conflicts are numbered in order of discovery.
    expect(bare(g, givens(g, { 2: 8, 13: 8, 40: 1, 57: 1 })).map((c) => [c.index, c.digit])).toEqual([
      [1, 8],
      [2, 1],
    ]);
    expect(findConflicts(geometryFor('classic'), givens(g, { 2: 8, 13: 8 }))).toEqual([]);
  });

  it('cage repeat: a digit twice in one cage', () => {
    const g = buildGeometry('killer', { cages: parseCages('12=r1c1,r5c5,r9c9', 9) });
    expect(findConflicts(g, givens(g, { 0: 3, 40: 3 }))).toEqual([
      { unit: 'cage', index: 1, digit: 3, cells: [0, 40], message: 'two 3s in cage 1 (r1c1, r5c5)' },
    ]);
  });

  it('cage sum: givens that already overshoot, counting the least the empty cells must add', () => {
    const g = buildGeometry('killer', { cages: parseCages('9=0,1; 10=2,11,20', 9) });
    // Cage 2: 7 + 2 = 9, and its empty cell needs at least 1 → 10 is still reachable.
    expect(findConflicts(g, givens(g, { 2: 7, 11: 2 }))).toEqual([]);
    // 7 + 3 = 10 leaves nothing for the empty cell.
    expect(findConflicts(g, givens(g, { 2: 7, 11: 3 }))).toEqual([
      {
        unit: 'cage',
        index: 2,
        digit: null,
        cells: [2, 11],
        message: 'the givens in cage 2 already add up to 10, too much for its sum 10 (r1c3, r2c3)',
      },
    ]);
  });

  it('cage sum: a full cage that misses its sum', () => {
    const g = buildGeometry('killer', { cages: parseCages('9=0,1', 9) });
    expect(findConflicts(g, givens(g, { 0: 3, 1: 4 }))).toEqual([
      { unit: 'cage', index: 1, digit: null, cells: [0, 1], message: 'cage 1 adds up to 7, not 9 (r1c1, r1c2)' },
    ]);
    expect(findConflicts(g, givens(g, { 0: 4, 1: 5 }))).toEqual([]);
  });

  it('uses the board’s symbols in messages (16×16: G)', () => {
    const g = geometryFor('16x16');
    expect(findConflicts(g, givens(g, { 0: 16, 15: 16 }))[0]!.message).toBe('two Gs in row 1 (r1c1, r1c16)');
  });
});
