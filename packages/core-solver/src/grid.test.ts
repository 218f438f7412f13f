import { describe, expect, it } from 'vitest';
import { findConflicts } from './check.ts';
import { buildGeometry, VARIANT_IDS, type Geometry, type VariantId } from './geometry.ts';
import { randomGrid } from './grid.ts';
import { geometryFor, parseCages, parseRegions } from './parse.ts';
import { mulberry32, randomInt, shuffle } from './rng.ts';
import { gridToString } from './symbols.ts';

const JIGSAW_REGIONS = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';
// Killer cages that at least one grid meets: pairs r·c1 + r·c2 with the sums of the Wikipedia solution.
const PAIR_CAGES =
  '8=r1c1,r1c2; 13=r2c1,r2c2; 10=r3c1,r3c2; 13=r4c1,r4c2; 6=r5c1,r5c2; 8=r6c1,r6c2; 15=r7c1,r7c2; 10=r8c1,r8c2; 7=r9c1,r9c2';

function geometryOf(variant: VariantId): Geometry {
  if (variant === 'irregular') return buildGeometry(variant, parseRegions(JIGSAW_REGIONS, 9));
  if (variant === 'killer') return buildGeometry(variant, { cages: parseCages(PAIR_CAGES, 9) });
  return geometryFor(variant);
}

describe('randomGrid', () => {
  it.each(VARIANT_IDS.map((v) => [v]))('%s: gives full grids that break no rule', (variant) => {
    const geometry = geometryOf(variant);
    for (const seed of [1, 2, 3, 42, 2024]) {
      const result = randomGrid(geometry, seed);
      expect(result).not.toBeNull();
      const { grid } = result!;
      expect(grid.every((d) => d >= 1 && d <= geometry.size)).toBe(true);
      expect(findConflicts(geometry, grid)).toEqual([]);
      expect(result!.seed).toBe(seed + result!.attempts - 1);
    }
  });

  it.each(VARIANT_IDS.map((v) => [v]))(
    '%s: the same seed gives the same grid, different seeds different grids',
    (variant) => {
      const geometry = geometryOf(variant);
      const grids = [7, 8, 9, 10].map((seed) => gridToString(randomGrid(geometry, seed)!.grid));
      expect(grids.map((_, i) => gridToString(randomGrid(geometry, [7, 8, 9, 10][i]!)!.grid))).toEqual(grids);
      expect(new Set(grids).size).toBeGreaterThan(1);
    },
  );

  it('extends a given start grid', () => {
    const geometry = geometryFor('classic');
    const start = new Uint8Array(81);
    start[0] = 9;
    start[40] = 1;
    start[80] = 5;
    const { grid } = randomGrid(geometry, 5, { start })!;
    expect([grid[0], grid[40], grid[80]]).toEqual([9, 1, 5]);
    expect(findConflicts(geometry, grid)).toEqual([]);
  });

  it('returns null when no grid extends the start', () => {
    const geometry = geometryFor('4x4');
    // r1c1 must differ from 1, 2, 3 (row) and 4 (column): no digit is left for it.
    const start = Uint8Array.from([0, 1, 2, 3, 4, ...new Array(11).fill(0)]);
    expect(randomGrid(geometry, 1, { start })).toBeNull();
  });

  it('restarts with the next seed when an attempt runs past its step cap', () => {
    // A step cap of 1 position lets an attempt only finish if no trial placement is needed at all.
    const geometry = geometryFor('classic');
    const nearlyFull = new Uint8Array(randomGrid(geometry, 3)!.grid);
    nearlyFull[0] = 0;
    const result = randomGrid(geometry, 3, { start: nearlyFull, stepCap: 1 });
    expect(result?.attempts).toBe(1);
    expect(randomGrid(geometry, 3, { stepCap: 1, maxAttempts: 3 })).toBeNull();
  });
});

describe('mulberry32 and helpers', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = mulberry32(123);
    const b = mulberry32(123);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(124)()).not.toBe(values[0]);
  });

  it('randomInt covers [0, bound) and shuffle permutes', () => {
    const random = mulberry32(9);
    const seen = new Set(Array.from({ length: 500 }, () => randomInt(random, 6)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffle(mulberry32(1), [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
