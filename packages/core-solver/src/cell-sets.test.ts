import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCell,
  distinctPicks,
  bitIndices,
  cachedPer,
  cellWords,
  cellsOfSet,
  hasCell,
  highestBit,
  lowestBit,
  peerBitsOf,
} from './cell-sets.ts';

describe('cell sets', () => {
  it('finds the lowest and highest bit', () => {
    expect(lowestBit(1)).toBe(0);
    expect(lowestBit(0b101000)).toBe(3);
    expect(lowestBit(1 << 31)).toBe(31);
    expect(highestBit(0b101000)).toBe(5);
    expect(bitIndices(0b1010_0110)).toEqual([1, 2, 5, 7]);
    expect(bitIndices(0)).toEqual([]);
  });

  it('keeps cells in 32-bit words', () => {
    expect(cellWords(81)).toBe(3);
    expect(cellWords(256)).toBe(8);
    const bits = new Uint32Array(6);
    for (const cell of [0, 31, 32, 80]) addCell(bits, 3, cell);
    expect(hasCell(bits, 3, 31)).toBe(true);
    expect(hasCell(bits, 3, 30)).toBe(false);
    expect(cellsOfSet(bits, 3, 3)).toEqual([0, 31, 32, 80]);
  });

  it('turns peer lists into peer sets', () => {
    const { words, peerBits } = peerBitsOf([[1, 40], [0], [], []], 41);
    expect(words).toBe(2);
    expect(cellsOfSet(peerBits, 0, words)).toEqual([1, 40]);
    expect(cellsOfSet(peerBits, words, words)).toEqual([0]);
  });

  it('builds a cached value once per key', () => {
    let built = 0;
    const of = cachedPer((key: { id: number }) => ({ id: key.id, n: ++built }));
    const a = { id: 1 };
    expect(of(a)).toBe(of(a));
    expect(built).toBe(1);
    of({ id: 2 });
    expect(built).toBe(2);
  });
});

describe('distinctPicks', () => {
  it('tells whether each mask can give its entry a different bit (a matching)', () => {
    expect(distinctPicks([])).toBe(true);
    expect(distinctPicks([0b1])).toBe(true);
    expect(distinctPicks([0])).toBe(false);
    expect(distinctPicks([0b11, 0b11])).toBe(true);
    expect(distinctPicks([0b11, 0b11, 0b11])).toBe(false);
    // the third entry forces the first onto its other bit: found only by moving it (an augmenting path)
    expect(distinctPicks([0b011, 0b110, 0b001])).toBe(true);
    expect(distinctPicks([0b011, 0b011, 0b110, 0b100])).toBe(false);
    expect(distinctPicks([1 << 31, (1 << 31) | 1])).toBe(true);
  });

  it('agrees with trying every assignment (property, masks of six bits)', () => {
    const brute = (masks: readonly number[], used = 0, i = 0): boolean =>
      i === masks.length ||
      [0, 1, 2, 3, 4, 5].some(
        (b) => masks[i]! & (1 << b) && !(used & (1 << b)) && brute(masks, used | (1 << b), i + 1),
      );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0b111111 }), { maxLength: 7 }), (masks) => {
        expect(distinctPicks(masks)).toBe(brute(masks));
      }),
      { numRuns: 500, seed: 26 },
    );
  });
});
