import fc from 'fast-check';
import { parseRegions } from './parse.ts';
import { mulberry32 } from './rng.ts';
import { describe, expect, it } from 'vitest';
import { randomRegionMap, regionString } from './region-maps.ts';

describe('random region maps', () => {
  it('always gives nine connected regions of nine cells (property)', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const map = randomRegionMap(mulberry32(seed));
        // core-solver's parser is the independent judge: it rejects wrong sizes and cut regions.
        expect(() => parseRegions(regionString(map), 9)).not.toThrow();
      }),
      { numRuns: 30 },
    );
  });

  it('moves well away from the boxes and differs from seed to seed', () => {
    const boxes = regionString(
      Uint8Array.from({ length: 81 }, (_, c) => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3)),
    );
    const a = regionString(randomRegionMap(mulberry32(1)));
    const b = regionString(randomRegionMap(mulberry32(2)));
    const differing = [...a].filter((ch, i) => ch !== boxes[i]).length;
    expect(differing).toBeGreaterThan(20);
    expect(a).not.toBe(b);
    expect(regionString(randomRegionMap(mulberry32(1)))).toBe(a);
  });

  it('labels regions 1–9 by first appearance', () => {
    const map = Uint8Array.from({ length: 81 }, (_, c) => 8 - Math.floor(c / 9));
    expect(regionString(map)).toBe([...'123456789'].map((d) => d.repeat(9)).join(''));
  });
});
