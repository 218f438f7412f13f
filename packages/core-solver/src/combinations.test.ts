import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationTable, maskSum, sumCombinations, sumRange } from './combinations.ts';
import { maskDigits } from './symbols.ts';

const digits = (masks: readonly number[]) => masks.map(maskDigits);

describe('combinations', () => {
  it('sumRange gives the smallest and largest sums of k distinct digits', () => {
    expect(sumRange(1, 9)).toEqual([1, 9]);
    expect(sumRange(2, 9)).toEqual([3, 17]);
    expect(sumRange(9, 9)).toEqual([45, 45]);
    expect(sumRange(3, 4)).toEqual([6, 9]);
  });

  it('knows the killer cage tables solvers learn by heart', () => {
    // The "magic" cages (one combination each) and a few common ones, as printed in killer guides.
    expect(digits(sumCombinations(9, 2, 3))).toEqual([[1, 2]]);
    expect(digits(sumCombinations(9, 2, 17))).toEqual([[8, 9]]);
    expect(digits(sumCombinations(9, 3, 6))).toEqual([[1, 2, 3]]);
    expect(digits(sumCombinations(9, 3, 24))).toEqual([[7, 8, 9]]);
    expect(digits(sumCombinations(9, 4, 10))).toEqual([[1, 2, 3, 4]]);
    expect(digits(sumCombinations(9, 4, 30))).toEqual([[6, 7, 8, 9]]);
    expect(digits(sumCombinations(9, 5, 15))).toEqual([[1, 2, 3, 4, 5]]);
    expect(digits(sumCombinations(9, 2, 10))).toEqual([
      [4, 6],
      [3, 7],
      [2, 8],
      [1, 9],
    ]);
    expect(sumCombinations(9, 3, 15)).toHaveLength(8);
    expect(sumCombinations(9, 9, 45)).toEqual([0b111111111]);
    expect(sumCombinations(6, 2, 11)).toEqual([0b110000]);
  });

  it('has nothing for sizes and sums no cage can have', () => {
    expect(sumCombinations(9, 2, 2)).toEqual([]);
    expect(sumCombinations(9, 2, 18)).toEqual([]);
    expect(sumCombinations(9, 10, 45)).toEqual([]);
    expect(sumCombinations(9, -1, 5)).toEqual([]);
    expect(sumCombinations(9, 3, 1e9)).toEqual([]);
    expect(sumCombinations(9, 2, 2.5)).toEqual([]);
  });

  it('lists exactly the masks of k digits adding up to s, ascending, for every board size', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 6, 9, 16), fc.nat(16), fc.nat(140), (n, k, s) => {
        const list = sumCombinations(n, k, s);
        const brute: number[] = [];
        for (let mask = 0; mask < 1 << n; mask++)
          if (maskDigits(mask).length === k && maskSum(mask) === s) brute.push(mask);
        expect(list).toEqual(brute);
      }),
      { numRuns: 60 },
    );
  });

  it("groups every mask once in the counter's flat table", () => {
    const { comboStart, combos, sumSpan } = combinationTable(9);
    expect(combos).toHaveLength(512);
    expect(new Set(combos).size).toBe(512);
    for (let k = 0; k <= 9; k++) {
      for (let s = 0; s < sumSpan; s++) {
        expect(Array.from(combos.subarray(comboStart[k * sumSpan + s]!, comboStart[k * sumSpan + s + 1]!))).toEqual(
          sumCombinations(9, k, s),
        );
      }
    }
  });
});
