/**
 * The counter against a reference written to be obviously right rather than fast: first empty
 * cell, try every digit, check the rules straight from the units (repeats, cage sums) and knight
 * pairs, count to two. On random puzzles of every variant both must agree on 0 / 1 / 2+, and on
 * the solution when there is exactly one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflicts } from './check.ts';
import { buildGeometry, type Cage, type Geometry, type VariantId } from './geometry.ts';
import { randomGrid } from './grid.ts';
import { geometryFor, parseRegions } from './parse.ts';
import { mulberry32, randomInt, shuffle, type Random } from './rng.ts';
import { isClassicGeometry } from './classic-engine.ts';
import { countSolutions, countSolutionsGeneric, type CountResult } from './solver.ts';
import { gridToString } from './symbols.ts';
import { randomCages } from './fixtures/random-cages.ts';
import { referenceCount } from './fixtures/reference-count.ts';

const REGION_MAPS = [
  '999998888555998888555998333555111333222111333222111444222766444777766444777766666',
  '111222233111222233114452333144455633444555666774556669777856699778888999778888999',
];

/** Random killer cages cut from a full grid: orthogonal blobs of 1–4 cells with distinct digits. */
const cagesFrom = (grid: Uint8Array, random: Random): Cage[] => randomCages(grid, random, 0, 4);

interface Case {
  geometry: Geometry;
  givens: Uint8Array;
}

/** A random puzzle: a random full grid, some cells blanked, sometimes one given changed. */
function randomCase(
  variant: VariantId,
  seed: number,
  blankShare: number,
  maxBlanks: number,
  tamper: boolean,
): Case | null {
  const random = mulberry32(seed);
  let geometry =
    variant === 'irregular'
      ? buildGeometry(variant, parseRegions(REGION_MAPS[seed % REGION_MAPS.length]!, 9))
      : geometryFor(variant === 'killer' ? 'classic' : variant);
  const full = randomGrid(geometry, seed);
  if (!full) return null;
  if (variant === 'killer') geometry = buildGeometry('killer', { cages: cagesFrom(full.grid, random) });
  const givens = Uint8Array.from(full.grid);
  const blanks = Math.min(maxBlanks, Math.round(blankShare * geometry.cellCount));
  for (const cell of shuffle(
    random,
    Array.from({ length: geometry.cellCount }, (_, i) => i),
  ).slice(0, blanks))
    givens[cell] = 0;
  if (tamper) {
    // Change one given to another digit: the puzzle may become invalid, have no solution, or stay fine.
    const filled = [...givens.keys()].filter((c) => givens[c] !== 0);
    if (filled.length > 0) {
      const cell = filled[randomInt(random, filled.length)]!;
      givens[cell] = 1 + ((givens[cell]! + randomInt(random, geometry.size - 1)) % geometry.size);
    }
  }
  return { geometry, givens };
}

/** Max blanks per variant keep the naive reference fast. */
const PLANS: readonly [VariantId, number, number][] = [
  // variant, max blanks, runs
  ['4x4', 16, 200],
  ['6x6', 30, 150],
  ['classic', 55, 100],
  ['diagonal', 55, 80],
  ['hyper', 55, 80],
  ['anti-knight', 55, 80],
  ['irregular', 55, 80],
  ['killer', 65, 80],
  ['16x16', 60, 30],
];

/** The checks every engine must pass on one case against the reference. */
function expectAgreement(c: Case, reference: { count: number; first: string | null }, ours: CountResult): void {
  expect(ours.decided).toBe(true);
  expect(ours.solutions).toBe(reference.count);
  expect(ours.found).toHaveLength(reference.count);
  if (reference.count === 1) expect(gridToString(ours.found[0]!)).toBe(reference.first);
  for (const grid of ours.found) {
    expect(findConflicts(c.geometry, grid)).toEqual([]);
    for (let i = 0; i < grid.length; i++) if (c.givens[i] !== 0) expect(grid[i]).toBe(c.givens[i]);
  }
  if (ours.found.length === 2) expect(gridToString(ours.found[0]!)).not.toBe(gridToString(ours.found[1]!));
}

describe('countSolutions agrees with the reference backtracker', () => {
  for (const [variant, maxBlanks, numRuns] of PLANS) {
    it(`${variant}: same count (0, 1, 2+), same unique solution, valid completions`, () => {
      const seen = new Set<number>();
      fc.assert(
        fc.property(fc.nat(), fc.double({ min: 0.2, max: 0.9, noNaN: true }), fc.boolean(), (seed, share, tamper) => {
          const c = randomCase(variant, seed, share, maxBlanks, tamper);
          if (!c) return;
          const reference = referenceCount(c.geometry, c.givens);
          seen.add(reference.count);
          expectAgreement(c, reference, countSolutions(c.geometry, c.givens, { limit: 2 }));
        }),
        { numRuns, seed: 20240601 },
      );
      // The random cases must reach more than one answer, or the comparison proves little.
      expect(seen.size).toBeGreaterThan(1);
    });
  }
});

describe('classic: the fast path and the generic engine both agree with the reference', () => {
  it('the classic geometry takes the fast path (so the test above checks it)', () => {
    expect(isClassicGeometry(geometryFor('classic'))).toBe(true);
  });

  it('same count, same unique solution, same singles; none, unique and multiple all reached', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(fc.nat(), fc.double({ min: 0.2, max: 0.9, noNaN: true }), fc.boolean(), (seed, share, tamper) => {
        const c = randomCase('classic', seed, share, 58, tamper);
        if (!c) return;
        const reference = referenceCount(c.geometry, c.givens);
        seen.add(reference.count);
        const fast = countSolutions(c.geometry, c.givens, { limit: 2 });
        const generic = countSolutionsGeneric(c.geometry, c.givens, { limit: 2 });
        expectAgreement(c, reference, fast);
        expectAgreement(c, reference, generic);
        // `singles` means the same in both: cells filled by naked and hidden singles at the root.
        expect(fast.singles).toBe(generic.singles);
        // Both count positions as the root plus one per trial.
        expect(fast.positions).toBeGreaterThanOrEqual(fast.guesses + 1);
      }),
      { numRuns: 150, seed: 20250217 },
    );
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('with limit 3, both find three different valid completions of sparse puzzles', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const c = randomCase('classic', seed, 0.8, 70, false)!;
        for (const count of [countSolutions, countSolutionsGeneric]) {
          const r = count(c.geometry, c.givens, { limit: 3 });
          expect(r.solutions).toBe(3);
          expect(new Set(r.found.map(gridToString)).size).toBe(3);
          for (const grid of r.found) expect(findConflicts(c.geometry, grid)).toEqual([]);
        }
      }),
      { numRuns: 30, seed: 7 },
    );
  });
});
