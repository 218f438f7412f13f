import { describe, expect, it } from 'vitest';
import { REGION_MAP_TRIES } from './solution-grid.ts';
import { SALT, gridSalt } from './seeds.ts';

describe('stream salts', () => {
  it('give region-map tries 3 and later grid salts of their own', () => {
    const streams = new Set<number>(Object.values(SALT));
    const later = Array.from({ length: REGION_MAP_TRIES - 3 }, (_, k) => gridSalt(k + 3));
    expect(new Set(later).size).toBe(later.length);
    for (const salt of later) expect(streams.has(salt)).toBe(false);
  });

  it('keep tries 0–2 where the stored irregular puzzles were made (grid + i)', () => {
    expect([0, 1, 2].map(gridSalt)).toEqual([SALT.grid, SALT.grid + 1, SALT.grid + 2]);
  });
});
