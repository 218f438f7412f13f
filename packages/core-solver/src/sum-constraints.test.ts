import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGeometry, type Cage } from './geometry.ts';
import { geometryFor } from './parse.ts';
import { randomGrid } from './grid.ts';
import { mulberry32 } from './rng.ts';
import { randomCages } from './fixtures/random-cages.ts';
import { sumConstraints } from './sum-constraints.ts';

describe('sumConstraints', () => {
  it('is empty without cages', () => {
    expect(sumConstraints(geometryFor('classic'))).toEqual([]);
  });

  it('lists the cages first, then the innies and outies the rule of 45 gives', () => {
    // Row 1: cages of 3 + 3 cells inside it, the last three cells in cages reaching into row 2.
    const cages: Cage[] = [
      { sum: 6, cells: [0, 1, 2] },
      { sum: 15, cells: [3, 4, 5] },
      { sum: 11, cells: [6, 15] },
      { sum: 12, cells: [7, 16] },
      { sum: 13, cells: [8, 17] },
    ];
    const list = sumConstraints(buildGeometry('killer', { cages }));
    expect(list.slice(0, 5).map((k) => [k.sum, k.cells, k.origin])).toEqual(cages.map((c) => [c.sum, c.cells, 'cage']));
    // Innies of row 1: r1c7–r1c9 hold 45 − 6 − 15 = 24, and being in one row they differ.
    expect(list).toContainEqual({
      cells: [6, 7, 8],
      sum: 24,
      distinct: true,
      groups: [0, 0, 0],
      signs: [1, 1, 1],
      origin: 'innie',
    });
    // Outies of row 1: r2c7–r2c9 hold 11 + 12 + 13 − 24 = 12.
    expect(list).toContainEqual({
      cells: [15, 16, 17],
      sum: 12,
      distinct: true,
      groups: [0, 0, 0],
      signs: [1, 1, 1],
      origin: 'outie',
    });
  });

  it('keeps only the total of cells that need not differ, with their groups of mutual peers', () => {
    const cages: Cage[] = [
      { sum: 3, cells: [1, 2] },
      { sum: 15, cells: [3, 4, 5] },
      { sum: 24, cells: [6, 7, 8] },
      { sum: 10, cells: [9, 10] },
      { sum: 10, cells: [11, 12] },
      { sum: 20, cells: [14, 15, 16, 17] },
      { sum: 10, cells: [0, 18] },
      { sum: 10, cells: [13, 22] },
    ];
    const list = sumConstraints(buildGeometry('killer', { cages }));
    // Row 1: r1c1 alone is left, 45 − 3 − 15 − 24 = 3.
    expect(list).toContainEqual({ cells: [0], sum: 3, distinct: true, groups: [0], signs: [1], origin: 'innie' });
    // Rows 1–2: r1c1 and r2c5 are left, 90 − 82 = 8; they share no house, so only the total counts.
    expect(list).toContainEqual({
      cells: [0, 13],
      sum: 8,
      distinct: false,
      groups: [0, 1],
      signs: [1, 1],
      origin: 'innie',
    });
  });

  it('swaps a cage that sticks out by fewer cells than it keeps in: innies minus outies', () => {
    // Row 1: r1c1 in no cage, r1c2–r1c6 in two cages, r1c7–r1c9 in a cage of 4 reaching r2c9.
    const cages: Cage[] = [
      { sum: 3, cells: [1, 2] },
      { sum: 15, cells: [3, 4, 5] },
      { sum: 30, cells: [6, 7, 8, 17] },
    ];
    const list = sumConstraints(buildGeometry('killer', { cages }));
    // Innies r1c1, r1c7–r1c9 = 45 − 3 − 15 = 27; swapping the 30-cage: r1c1 − r2c9 = 27 − 30.
    expect(list).toContainEqual({
      cells: [0, 17],
      sum: -3,
      distinct: false,
      groups: [0, 1],
      signs: [1, -1],
      origin: 'difference',
    });
  });

  it('every constraint holds in the solution of random killers (sums, distinct digits, groups)', () => {
    const classic = geometryFor('classic');
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 6 }), (seed, leaveOut) => {
        const full = randomGrid(classic, seed)!.grid;
        const cages = randomCages(full, mulberry32(seed), leaveOut);
        const list = sumConstraints(buildGeometry('killer', { cages }));
        expect(list.length).toBeGreaterThan(cages.length); // the rule of 45 always adds some
        for (const k of list) {
          expect(k.cells.reduce((s, c, i) => s + k.signs[i]! * full[c]!, 0)).toBe(k.sum);
          const digitsByGroup = new Map<number, number[]>();
          const signOfGroup = new Map<number, number>();
          k.cells.forEach((_, i) => {
            expect(signOfGroup.get(k.groups[i]!) ?? k.signs[i]).toBe(k.signs[i]); // one sign per group
            signOfGroup.set(k.groups[i]!, k.signs[i]!);
          });
          k.cells.forEach((c, i) => {
            digitsByGroup.set(k.groups[i]!, [...(digitsByGroup.get(k.groups[i]!) ?? []), full[c]!]);
          });
          for (const digits of digitsByGroup.values()) expect(new Set(digits).size).toBe(digits.length);
          expect(k.distinct).toBe(digitsByGroup.size === 1);
        }
      }),
      { numRuns: 60, seed: 15 },
    );
  });
});
