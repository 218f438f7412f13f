/**
 * Exact supports against brute force: every assignment of distinct digits to a few cells, from
 * random candidate masks, with placed digits and required digits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CageSupport } from './cage-support.ts';
import { POPCOUNT } from './symbols.ts';

const N = 9;
const SPAN = 46;
const buckets: number[][] = Array.from({ length: (N + 1) * SPAN }, () => []);
for (let mask = 0; mask < 1 << N; mask++) {
  let sum = 0;
  for (let d = 1; d <= N; d++) if (mask & (1 << (d - 1))) sum += d;
  buckets[POPCOUNT[mask]! * SPAN + sum]!.push(mask);
}
const comboStart = new Int32Array(buckets.length + 1);
buckets.forEach((b, i) => {
  comboStart[i + 1] = comboStart[i]! + b.length;
});
const combos = Uint16Array.from(buckets.flat());

function brute(
  masks: number[],
  rest: number,
  placed: number,
  must: number,
): { supports: number[]; required: number } | null {
  const supports = masks.map(() => 0);
  let required = -1;
  let any = false;
  const digits: number[] = [];
  const walk = (i: number, used: number, sum: number): void => {
    if (i === masks.length) {
      if (sum !== rest || (used & must) !== must) return;
      any = true;
      required &= used;
      digits.forEach((d, j) => {
        supports[j] = supports[j]! | (1 << (d - 1));
      });
      return;
    }
    for (let d = 1; d <= N; d++) {
      const bit = 1 << (d - 1);
      if ((masks[i]! & bit) === 0 || (used & bit) !== 0 || (placed & bit) !== 0) continue;
      digits[i] = d;
      walk(i + 1, used | bit, sum + d);
    }
  };
  walk(0, 0, 0);
  return any ? { supports, required } : null;
}

describe('CageSupport', () => {
  it('keeps exactly the digits some assignment gives each cell, and the digits every one uses', () => {
    const engine = new CageSupport(N, 9, comboStart, combos, SPAN);
    const cand = new Uint16Array(9);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 511 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 45 }),
        fc.integer({ min: 0, max: 511 }),
        fc.integer({ min: 0, max: 511 }),
        (masks, rest, placedRaw, mustRaw) => {
          const placed = placedRaw & ~masks.reduce((a, b) => a | b, 0) & 0b111;
          const must = mustRaw & 0b110000 & ~placed;
          masks.forEach((m, i) => {
            cand[i] = m;
            engine.cells[i] = i;
          });
          const want = brute(masks, rest, placed, must);
          const ok = engine.run(masks.length, cand, rest, placed, must);
          expect(ok).toBe(want !== null);
          if (want) {
            expect(Array.from(engine.support.subarray(0, masks.length))).toEqual(want.supports);
            expect(engine.required & ~placed & 511).toBe(want.required & ~placed & 511);
          }
        },
      ),
      { numRuns: 3000, seed: 45 },
    );
  });
});
