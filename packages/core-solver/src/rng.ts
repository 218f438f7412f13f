/**
 * mulberry32: a tiny seeded generator (32-bit state). Everything random in Sudoku Forge comes
 * from here, never from Math.random, so a seed always reproduces the same output.
 */
export type Random = () => number;

/** A generator of floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, bound). */
export function randomInt(random: Random, bound: number): number {
  return Math.floor(random() * bound);
}

/** Fisher–Yates shuffle in place; returns the array. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
