/**
 * Hand-made positions for the techniques the fixture positions (fixtures.json) do not reach:
 * hidden quad, sashimi jellyfish and multi-unit innies and outies. Each asserts the exact step and
 * a near miss where the technique must not fire.
 */
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { createState } from '../state.ts';
import { list, stateFrom } from '../testing.ts';
import type { Step } from '../types.ts';
import { finnedJellyfishes } from './fish.ts';
import { multiInnieOutieSteps } from './killer/index.ts';
import { hiddenQuads } from './subsets.ts';

const EMPTY = '.'.repeat(81);
const all = (search: (s: ReturnType<typeof stateFrom>, out: Step[]) => void, state: ReturnType<typeof stateFrom>) => {
  const out: Step[] = [];
  search(state, out);
  return out;
};
/** "rRcC:digits" removals of `digits` from the given columns of a row. */
const fromRow = (r: number, columns: number[], digits: string) => columns.map((c) => `r${r}c${c}:${digits}`).join(' ');

describe('hidden quad', () => {
  it('1, 2, 3 and 4 only in r1c1-r1c4: those four cells lose every other digit', () => {
    const state = stateFrom(EMPTY, fromRow(1, [5, 6, 7, 8, 9], '1234'));
    const steps = all(hiddenQuads, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('hidden quad');
    const expected: string[] = [];
    for (let c = 1; c <= 4; c++) for (const d of [5, 6, 7, 8, 9]) expected.push(`${d}@r1c${c}`);
    expect(list(step.eliminations)).toEqual(expected.sort());
    expect(step.explanation).toMatch(/row 1/);
  });

  it('does not fire when only three digits are confined (that is a hidden triple)', () => {
    expect(all(hiddenQuads, stateFrom(EMPTY, fromRow(1, [4, 5, 6, 7, 8, 9], '123')))).toEqual([]);
  });
});

describe('sashimi jellyfish', () => {
  // Digit 1 in rows 3, 5, 7 only in columns 1, 4, 7, 9; row 1 holds it only in r1c4 and in a fin,
  // r1c2 (box 1). Without the fin row 1 would have one place: the fish is sashimi (HoDoKu's
  // word; a finned fish keeps two or more). Cover columns 1, 4, 7, 9; the fin allows only the
  // cells of those columns that see it: r2c1 (r3c1 is a base cell).
  const base = (extra: string) => {
    const removals: string[] = [];
    for (const r of [3, 5, 7]) removals.push(fromRow(r, [2, 3, 5, 6, 8], '1'));
    removals.push(fromRow(1, [1, 3, 5, 6, 7, 8, 9], '1'));
    if (extra) removals.push(extra);
    return stateFrom(EMPTY, removals.join(' '));
  };

  it('removes 1 from r2c1 only', () => {
    const steps = all(finnedJellyfishes, base('')).filter((s) =>
      s.eliminations.some((e) => e.cell === 9 && e.digit === 1),
    );
    expect(steps.length).toBeGreaterThan(0);
    const step = steps[0]!;
    expect(step.technique).toBe('sashimi jellyfish');
    expect(list(step.eliminations)).toEqual(['1@r2c1']);
  });

  it('does not fire when a second fin sits in another box (r1c5)', () => {
    // Put 1 back into r1c5: row 1 now has candidates outside the cover in boxes 1 and 2.
    const state = base('');
    state.candidates[4]! |= 1;
    const steps = all(finnedJellyfishes, state).filter((s) =>
      s.eliminations.some((e) => e.cell === 9 && e.digit === 1),
    );
    expect(steps).toEqual([]);
  });
});

describe('multi-unit innies and outies', () => {
  // Wikipedia's solution, rows 1 and 2: 534678912 / 672195348. Vertical dominoes cage r1cK+r2cK
  // for K = 1..8 (sums 11, 10, 6, 7, 16, 13, 12, 5 = 80), so r1c9 + r2c9 = 90 - 80 = 10 and they
  // differ: 5 is impossible in both. No single row or column holds a whole cage set that tells it.
  const cages = [11, 10, 6, 7, 16, 13, 12, 5].map((sum, c) => ({ sum, cells: [c, 9 + c] }));
  const killer = (list_: { sum: number; cells: number[] }[]) =>
    createState(parsePuzzle(EMPTY, { variant: 'killer', cages: list_ }).geometry, new Uint8Array(81), true);

  it('rows 1 and 2: r1c9 + r2c9 = 10, so neither is 5', () => {
    const steps = all(multiInnieOutieSteps, killer(cages));
    const step = steps.find((s) => s.eliminations.some((e) => e.cell === 8));
    expect(step).toBeDefined();
    expect(step!.technique).toBe('multi-unit innies and outies');
    expect(list(step!.eliminations)).toEqual(['5@r1c9', '5@r2c9']);
  });

  it('says nothing about r1c9 when one domino is missing (two innie pairs, no fixed sum of two)', () => {
    const steps = all(multiInnieOutieSteps, killer(cages.slice(1)));
    expect(steps.filter((s) => s.eliminations.some((e) => e.cell === 8))).toEqual([]);
  });
});
