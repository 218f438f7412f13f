/**
 * Group totals against brute force: every assignment of distinct digits to a few cells, from
 * random candidate masks, including masks met again (the memoised slot) and colliding keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_CELLS, GroupTotals } from './group-totals.ts';

const N = 9;

/** Totals (absolute bits) overall and per cell and digit (0 without an assignment). */
function brute(masks: number[]): { reach: number; by: number[][] } {
  let reach = 0;
  const by = masks.map(() => new Array<number>(N).fill(0));
  const digits: number[] = [];
  const walk = (i: number, used: number, sum: number): void => {
    if (i === masks.length) {
      reach |= 2 ** sum;
      digits.forEach((d, j) => {
        by[j]![d - 1] = by[j]![d - 1]! | (2 ** sum);
      });
      return;
    }
    for (let d = 1; d <= N; d++) {
      const bit = 1 << (d - 1);
      if ((masks[i]! & bit) === 0 || (used & bit) !== 0) continue;
      digits[i] = d;
      walk(i + 1, used | bit, sum + d);
    }
  };
  walk(0, 0, 0);
  return { reach, by };
}

describe('GroupTotals', () => {
  it('gives the totals of the distinct assignments, per cell and digit, relative to the f smallest digits', () => {
    const table = new GroupTotals(N, GROUP_CELLS);
    const masks = new Int32Array(GROUP_CELLS + 1);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 511 }), { minLength: 1, maxLength: GROUP_CELLS }),
        fc.nat(3),
        (list, at) => {
          masks.fill(0);
          list.forEach((m, i) => {
            masks[at > 1 ? 1 + i : i] = m;
          });
          const from = at > 1 ? 1 : 0;
          const want = brute(list);
          for (let round = 0; round < 2; round++) {
            const slot = table.find(masks, from, list.length);
            const base = table.base[slot]!;
            expect(table.reach[slot]! * 2 ** base).toBe(want.reach);
            list.forEach((_, i) => {
              for (let d = 1; d <= N; d++) {
                const got = table.by[(slot * GROUP_CELLS + i) * N + d - 1]! >>> 0;
                expect(got * 2 ** base).toBe(want.by[i]![d - 1]);
              }
            });
          }
        },
      ),
      { numRuns: 1000, seed: 15 },
    );
  });
});
