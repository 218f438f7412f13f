/**
 * Seeds. One attempt = one 32-bit seed; every random choice inside the attempt (grid, region map,
 * cages, carving order) comes from a mulberry32 stream derived from that seed and a salt, so the
 * choices do not overlap between neighbouring seeds (randomGrid retries with seed + 1, seed + 2 …,
 * which would otherwise make attempt 8 repeat attempt 7's grid).
 *
 * Here, below the grader, so that the solution grids the generator carves and the tests' random
 * puzzles (@sudoku-forge/test-puzzles) come from one place (`solutionGrid`).
 */
import { mulberry32, type Random } from './rng.ts';

/**
 * What each random stream of an attempt is used for. The grid of irregular's region-map try i
 * has its own seed (`gridSalt`). Known overlap, kept on purpose: tries 1 and 2 seed their grids
 * with `grid + 1` and `grid + 2`, the salts of the regions and carve streams. 58 of the 1,000
 * stored irregular puzzles were made by tries 1 and 2 (55 by try 1, 3 by try 2; none by a later
 * try: `npx tsx packages/generator/scripts/grid-salts.ts`), so other salts would stop their
 * seeds from reproducing them. The overlap only ties the grid's digit order to the map or the
 * carving order; every puzzle is still proven unique and graded. Tries 3 and later take
 * `gridRetry + i` (35 …), clear of every other salt; a new stream needs a salt from 4 up to 31
 * other than 5 and 6.
 */
export const SALT = { grid: 1, regions: 2, carve: 3, floor: 5, target: 6, gridRetry: 32 } as const;

/** The salt of the grid seed of region-map try i (try 0: every variant's one grid). */
export function gridSalt(i: number): number {
  return i <= 2 ? SALT.grid + i : SALT.gridRetry + i;
}

/**
 * The largest seed: seeds are 32-bit (mulberry32's state), so 2³² would be seed 0 again. Every
 * seed a user gives, a run reaches or a stored record carries is 0 … MAX_SEED.
 */
export const MAX_SEED = 0xffffffff;

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
