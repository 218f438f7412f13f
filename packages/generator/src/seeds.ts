/**
 * Seeds. One attempt = one 32-bit seed; every random choice inside the attempt (grid, region map,
 * cages, carving order) comes from a mulberry32 stream derived from that seed and a salt, so the
 * choices do not overlap between neighbouring seeds (randomGrid retries with seed + 1, seed + 2 …,
 * which would otherwise make attempt 8 repeat attempt 7's grid).
 */
import { mulberry32, type Random } from '@sudoku-forge/core-solver';

/**
 * What each random stream of an attempt is used for. Known overlap, kept on purpose: irregular's
 * region-map try i seeds its grid with `SALT.grid + i`, so try 1 shares the regions stream's seed,
 * try 2 the carve stream's and try 5 the target stream's. 58 of the 1,000 stored irregular puzzles
 * were made by tries 1 and 2 (55 by try 1, 3 by try 2: `npx tsx scripts/grid-salts.ts`), so new
 * salts would stop their seeds from reproducing them. The overlap only ties the grid's digit order
 * to the map, carving or target draw; every puzzle is still proven unique and graded. Tries 3–19
 * take salts 4 and 6–20: a new stream needs a salt above 20.
 */
export const SALT = { grid: 1, regions: 2, carve: 3, floor: 5, target: 6 } as const;

/** A well-mixed 32-bit seed from a seed and a salt (murmur3's finaliser). */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The random stream of one purpose within an attempt. */
export function streamOf(seed: number, salt: number): Random {
  return mulberry32(mixSeed(seed, salt));
}

/**
 * Attempt k of shard i of n is attempt k·n + i of the whole run (its global index), whose seed is
 * base + that index: shards take interleaved seeds, so they never overlap and together make up
 * the unsharded run.
 */
export function globalAttempt(attempt: number, shard: Shard = { index: 0, count: 1 }): number {
  return attempt * shard.count + shard.index;
}

/** The seed of attempt k of a shard (of the whole run without one). */
export function attemptSeed(base: number, attempt: number, shard: Shard = { index: 0, count: 1 }): number {
  return (base + globalAttempt(attempt, shard)) >>> 0;
}

/** The global attempt index a seed has in a run from base (seeds wrap at 2³²). */
export function seedIndex(base: number, seed: number): number {
  return (seed - base) >>> 0;
}

/** "2/5": how people name shard { index: 1, count: 5 }. */
export function shardName(shard: Shard): string {
  return `${shard.index + 1}/${shard.count}`;
}

/** Shard i of n (0-based index): `--shard 2/4` is { index: 1, count: 4 }. */
export interface Shard {
  index: number;
  count: number;
}

/** Reads "i/n" (1-based i, as people count shards). */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/u.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new Error(`--shard expects i/n with 1 ≤ i ≤ n (for example 2/4), got '${text}'`);
  }
  return { index: index - 1, count };
}
