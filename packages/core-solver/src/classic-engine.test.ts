/**
 * The classic fast path: when it is taken (decided from the geometry's data), and that it keeps
 * the counter's contract on the public sets (same answers as the generic engine, same `singles`,
 * limits honoured). Agreement with the reference backtracker is in solver.property.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { countClassic, isClassicGeometry } from './classic-engine.ts';
import { findConflicts } from './check.ts';
import { buildGeometry } from './geometry.ts';
import { geometryFor, parseCages, parseGrid, parseRegions } from './parse.ts';
import { countSolutions, countSolutionsGeneric, propagateSingles } from './solver.ts';
import { gridToString } from './symbols.ts';
import { FORUM_HARDEST_11, FORUM_HARDEST_1106, MAGICTOUR, SERG, SEVENTEEN_CLUE } from './fixtures/datasets.ts';

const classic = geometryFor('classic');

/** Region map whose nine regions are exactly the 3×3 boxes. */
const BOX_REGIONS = '111222333111222333111222333444555666444555666444555666777888999777888999777888999';

describe('isClassicGeometry decides from the rules, not the name', () => {
  it('classic is classic', () => {
    expect(isClassicGeometry(classic)).toBe(true);
  });

  it('an irregular geometry whose regions are the boxes has the classic rules', () => {
    const boxes = buildGeometry('irregular', parseRegions(BOX_REGIONS, 9));
    expect(boxes.variant).toBe('irregular');
    expect(isClassicGeometry(boxes)).toBe(true);
  });

  it('every other variant has other rules', () => {
    for (const variant of ['4x4', '6x6', '16x16', 'diagonal', 'hyper', 'anti-knight'] as const) {
      expect(isClassicGeometry(geometryFor(variant)), variant).toBe(false);
    }
    const jigsaw = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';
    expect(isClassicGeometry(buildGeometry('irregular', parseRegions(jigsaw, 9)))).toBe(false);
    const killer = buildGeometry('killer', { cages: parseCages('3=r1c1,r1c2', 9) });
    expect(isClassicGeometry(killer)).toBe(false);
  });

  it('27 units are not enough: each row, column and box exactly once, none with a sum', () => {
    const units = classic.units;
    const repeated = { ...classic, units: [...units.slice(0, 26), units[0]!] };
    expect(isClassicGeometry(repeated)).toBe(false);
    const summed = { ...classic, units: [...units.slice(0, 26), { ...units[26]!, sum: 45 }] };
    expect(isClassicGeometry(summed)).toBe(false);
    const shuffled = { ...classic, units: [...units].reverse() };
    expect(isClassicGeometry(shuffled)).toBe(true);
  });
});

describe('countClassic keeps the counter contract on the public sets', () => {
  const unique = [...SEVENTEEN_CLUE, ...MAGICTOUR, ...FORUM_HARDEST_11, ...FORUM_HARDEST_1106];

  it("unique puzzles: one solution, the generic engine's, and the same singles", () => {
    for (const line of unique) {
      const givens = parseGrid(line, 9);
      const fast = countSolutions(classic, givens, { limit: 2 });
      const generic = countSolutionsGeneric(classic, givens, { limit: 2 });
      expect(fast.solutions, line).toBe(1);
      expect(fast.decided).toBe(true);
      expect(gridToString(fast.found[0]!)).toBe(gridToString(generic.found[0]!));
      expect(fast.singles).toBe(generic.singles);
      expect(fast.singles).toBe(propagateSingles(classic, givens).filled);
    }
  });

  it('SERG puzzles: two different valid completions that keep the givens', () => {
    for (const line of SERG) {
      const givens = parseGrid(line, 9);
      const r = countSolutions(classic, givens, { limit: 2 });
      expect(r.solutions).toBe(2);
      expect(gridToString(r.found[0]!)).not.toBe(gridToString(r.found[1]!));
      for (const grid of r.found) {
        expect(findConflicts(classic, grid)).toEqual([]);
        for (let c = 0; c < 81; c++) if (givens[c] !== 0) expect(grid[c]).toBe(givens[c]);
      }
    }
  });

  it('limit 1 finds the same first solution with the same guesses, and stops there', () => {
    for (const line of [...FORUM_HARDEST_1106, ...SERG.slice(0, 5)]) {
      const givens = parseGrid(line, 9);
      const one = countSolutions(classic, givens, { limit: 1 });
      const two = countSolutions(classic, givens, { limit: 2 });
      expect(gridToString(one.found[0]!)).toBe(gridToString(two.found[0]!));
      expect(one.guesses).toBe(two.guesses);
      // Before the first solution every trial is a guess: positions = root + guesses.
      expect(one.positions).toBe(one.guesses + 1);
      expect(two.positions).toBeGreaterThanOrEqual(one.positions);
    }
  });

  it('maxPositions: stops undecided at the limit, and decides with room', () => {
    const givens = parseGrid(FORUM_HARDEST_1106[0]!, 9);
    const full = countClassic(givens, 2, 200_000);
    expect(full.decided).toBe(true);
    expect(full.positions).toBeGreaterThan(5);
    for (const max of [1, 2, 5]) {
      const cut = countClassic(givens, 2, max);
      expect(cut.decided).toBe(false);
      expect(cut.positions).toBe(max);
    }
    expect(countClassic(givens, 2, full.positions).decided).toBe(true);
    expect(countClassic(givens, 2, full.positions - 1).decided).toBe(false);
  });

  it('no solution: clashing givens, and a contradiction singles find, fill nothing', () => {
    const clash = parseGrid(`55${'.'.repeat(79)}`, 9);
    expect(countClassic(clash, 2, 1000)).toEqual({
      solutions: 0,
      decided: true,
      found: [],
      guesses: 0,
      positions: 1,
      singles: 0,
    });
    // r1c1 must be 9 (row 1), but r2c1 holds the 9.
    const blocked = parseGrid(`.12345678${'9'}${'.'.repeat(71)}`, 9);
    expect(countClassic(blocked, 2, 1000)).toEqual(countSolutionsGeneric(classic, blocked, { limit: 2 }));
  });

  it('the empty board: as many different valid grids as the limit asks', () => {
    const r = countClassic(new Uint8Array(81), 4, 1000);
    expect(r.solutions).toBe(4);
    expect(new Set(r.found.map(gridToString)).size).toBe(4);
    for (const grid of r.found) expect(findConflicts(classic, grid)).toEqual([]);
  });
});
