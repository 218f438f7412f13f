/**
 * Seeds of a run: which seed each attempt of each shard takes. The streams within an attempt
 * (`SALT`, `mixSeed`, `streamOf`) live in core-solver's seeds.ts, beside the solution grids.
 */
export { SALT, mixSeed, streamOf } from '@sudoku-forge/core-solver';

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
