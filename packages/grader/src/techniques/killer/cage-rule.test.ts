/**
 * The cage rule (cage arithmetic inside the forcing propagation): cageFilling against brute force, exact masks on small cages,
 * broken cages, nothing on classic boards; and tarek-11 (datasets/killer), where every technique
 * before the forcing chain is stuck and the forcing chain needs the cage rule — on the same
 * candidates without the cages it finds nothing.
 */
import { readFileSync } from 'node:fs';
import { bitOf, countSolutions, geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createState, place } from '../../state.ts';
import type { Step } from '../../types.ts';
import { forcingChains, forcingNets, propagate } from '../forcing.ts';
import { brokenCage, cageRule } from './cage-rule.ts';
import { cageFilling, cageOptions, newCageFilling } from './sums.ts';

const mask = (...digits: number[]) => digits.reduce((m, d) => m | bitOf(d), 0);

/** An empty killer with a 10-cage in r1c1–r1c2 and a 3-cage in r1c3, r2c3. */
function small() {
  const puzzle = parsePuzzle('.'.repeat(81), {
    variant: 'killer',
    cages: [
      { sum: 10, cells: [0, 1] },
      { sum: 3, cells: [2, 11] },
    ],
  });
  return createState(puzzle.geometry, puzzle.givens, false);
}

describe('cage rule', () => {
  it("a cage's last cell keeps the sum minus the placed digit; a 3-cage in two keeps 1 and 2", () => {
    const state = small();
    place(state, 0, 3);
    // r1c2: 1,2,4..9 → 7 (seven go); r1c3 and r2c3 (3 gone by r1c1): six each.
    expect(cageRule(state)).toBe(19);
    expect(state.candidates[1]).toBe(mask(7));
    expect(state.candidates[2]).toBe(mask(1, 2));
    expect(state.candidates[11]).toBe(mask(1, 2));
    expect(cageRule(state)).toBe(0);
  });

  it('a cage with no filling breaks the grid, in the rule and in the propagation', () => {
    const state = small();
    state.candidates[2] = mask(2);
    state.candidates[11] = mask(2);
    expect(cageRule(state)).toBe(brokenCage(1));
    const placed = small();
    place(placed, 0, 4);
    place(placed, 1, 5); // 4 + 5 ≠ 10
    expect(cageRule(placed)).toBe(brokenCage(0));
    const trial = small();
    place(trial, 2, 3); // then r2c3 would need 0
    expect(propagate(trial, false)).toBe(false);
  });

  it('cageFilling answers as brute force does: every filling of random cages, candidates and placed digits', () => {
    const geometry = geometryFor('killer');
    const into = newCageFilling(9);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 511 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }),
        (size, sum, masks, placed) => {
          const state = createState(geometry, new Uint8Array(81), false);
          const cells = [0, 1, 2, 9, 10].slice(0, size);
          cells.forEach((cell, i) => {
            state.candidates[cell] = masks[i]!;
            if (placed[i]! > 0 && i % 2 === 0) {
              state.digits[cell] = placed[i]!;
              state.candidates[cell] = 0;
            }
          });
          // Brute force: every assignment of different digits adding up to the sum, placed cells fixed.
          const empty = cells.filter((c) => state.digits[c] === 0);
          const allowed = new Array<number>(empty.length).fill(0);
          const combos = new Set<number>();
          const digits = cells.map((c) => state.digits[c]!);
          const walk = (i: number, used: number, total: number, chosen: number[]): void => {
            if (i === cells.length) {
              if (total !== sum) return;
              combos.add(used);
              empty.forEach((c, j) => {
                allowed[j]! |= bitOf(chosen[cells.indexOf(c)]!);
              });
              return;
            }
            const options = digits[i]! > 0 ? bitOf(digits[i]!) : state.candidates[cells[i]!]!;
            for (let d = 1; d <= 9; d++) {
              if (!(options & bitOf(d)) || used & bitOf(d)) continue;
              walk(i + 1, used | bitOf(d), total + d, [...chosen, d]);
            }
          };
          walk(0, 0, 0, []);
          expect(cageFilling(state, cells, sum, into)).toBe(combos.size);
          if (combos.size === 0) return;
          expect(Array.from(into.empty.subarray(0, into.count))).toEqual(empty);
          expect(Array.from(into.allowed.subarray(0, into.count))).toEqual(allowed);
          // The allocating answer of the other killer techniques agrees.
          expect(Array.from(cageOptions(state, cells, sum).allowed)).toEqual(allowed);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a classic board has no cages: nothing happens', () => {
    const state = createState(geometryFor('classic'), new Uint8Array(81), false);
    const before = state.candidates.slice();
    expect(cageRule(state)).toBe(0);
    expect(state.candidates).toEqual(before);
  });
});

/** tarek-11 where every technique before the forcing chain is stuck (no digit placed yet). */
const STUCK = [
  127, 127, 255, 255, 7, 480, 480, 508, 508, 480, 511, 511, 255, 511, 255, 255, 255, 480, 476, 511, 511, 511, 511, 511,
  511, 255, 27, 476, 511, 511, 511, 511, 511, 511, 255, 27, 511, 511, 255, 476, 510, 511, 511, 511, 511, 63, 119, 511,
  511, 119, 511, 511, 510, 495, 63, 63, 255, 511, 510, 511, 511, 511, 495, 508, 508, 255, 476, 511, 511, 511, 511, 511,
  508, 508, 255, 508, 511, 27, 27, 511, 511,
];

function tarek11() {
  const line = readFileSync(new URL('../../../../../datasets/killer/tarek.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l.includes('"tarek-11"'))!;
  const puzzle = parsePuzzle(JSON.parse(line));
  const state = createState(puzzle.geometry, puzzle.givens, true);
  state.candidates.set(STUCK);
  return { puzzle, state };
}

describe('forcing chain through a cage sum (tarek-11)', () => {
  const { puzzle, state } = tarek11();

  it('r1c8 = 6 leaves the 20-cage r1c8, r1c9, r2c9 no 9 in r1c9: the chain is drawn through the cage', () => {
    const out: Step[] = [];
    forcingChains(state, out);
    expect(out.map((s) => s.eliminations)).toEqual([
      [{ cell: 7, digit: 6 }],
      [{ cell: 8, digit: 6 }],
      [
        { cell: 7, digit: 6 },
        { cell: 8, digit: 6 },
      ],
      [
        { cell: 7, digit: 6 },
        { cell: 8, digit: 6 },
      ],
    ]);
    const step = out[0]!;
    expect(step.explanation).toBe(
      'If r1c8 were 6, following the consequences (using the sum of the 20-cage in r1c8, r1c9, r2c9) breaks the grid (some cell or house is left without a digit), so r1c8 is not 6.',
    );
    // r1c8 = 6 − r2c9 6 = (9) r1c8, r2c9 (the cage's other cells, by its sum) − r1c9 9, whose loss breaks the grid.
    expect(step.links).toEqual([
      { from: { cell: 7, digit: 6 }, to: { cell: 17, digit: 6 }, strong: false },
      { from: { cell: 17, digit: 6 }, to: { cell: 7, digit: 9 }, strong: true, toCells: [7, 17] },
      { from: { cell: 7, digit: 9 }, to: { cell: 8, digit: 9 }, strong: false, fromCells: [7, 17] },
    ]);
    expect(step.houses).toEqual([
      { unit: 'box', index: 3, cells: [6, 7, 8, 15, 16, 17, 24, 25, 26] },
      { unit: 'cage', index: 5, sum: 20, cells: [7, 8, 17] },
    ]);
    expect(out[2]!.explanation).toBe(
      'Whatever r2c9 holds, following the consequences (using the sums of the 20-cage in r1c8, r1c9, r2c9 and the 15-cage in r1c6, r1c7), r1c8, r1c9 lose 6; so that holds in any case.',
    );
  });

  it('every step is sound, and every one is drawn', () => {
    const solution = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 }).found[0]!;
    const out: Step[] = [];
    forcingChains(state, out);
    forcingNets(state, out);
    expect(out.length).toBeGreaterThan(4);
    for (const step of out) {
      for (const e of step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
      for (const p of step.placements) expect(solution[p.cell]).toBe(p.digit);
      expect(step.links!.length, step.explanation).toBeGreaterThan(0);
      expect(step.links![0]!.strong).toBe(false);
    }
  });

  it('without the cages (the same candidates on a classic board) the forcing chain finds nothing', () => {
    const classic = createState(geometryFor('classic'), state.digits, false);
    classic.candidates.set(state.candidates);
    const out: Step[] = [];
    forcingChains(classic, out);
    expect(out).toEqual([]);
  });
});
