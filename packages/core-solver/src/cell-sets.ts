/**
 * The cell-set toolkit: bit masks of digits, lines or houses, and cell sets as bitsets of 32-bit
 * words (cell c = bit c & 31 of word c >>> 5), plus a cache for tables built once per key (per
 * geometry, per board) such as scratch buffers reused on every call instead of allocated.
 *
 * Iterating a mask, lowest bit first:
 *
 *   for (let m = mask; m !== 0; m &= m - 1) use(lowestBit(m));
 */
import type { Geometry } from './geometry.ts';

/** Index of the lowest set bit of a non-zero mask (0 for 1, 3 for 0b1000). */
export const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/** The digit of a mask's lowest bit (digit d = bit d-1): 1 for 1, 4 for 0b1000. */
export const lowestDigit = (mask: number): number => 32 - Math.clz32(mask & -mask);

/**
 * Index of the bit of a single-bit mask (`lowestBit` without isolating the bit first: the
 * counter's hot loops have isolated it already, and the two spare operations cost there).
 */
export const bitIndex = (bit: number): number => 31 - Math.clz32(bit);

/** Index of the highest set bit of a non-zero mask. */
export const highestBit = (mask: number): number => 31 - Math.clz32(mask);

/** The matcher's state: holder[b] the entry given bit b (-1 for none); the bits tried this round. */
const matching = { holder: new Int16Array(32), visited: 0 };

/**
 * Whether every entry of `masks` can take a different bit of its own mask (a matching of cells to
 * digits, by Kuhn's augmenting paths; a few dozen entries at most). Allocates nothing.
 */
export function distinctPicks(masks: readonly number[]): boolean {
  matching.holder.fill(-1);
  for (let i = 0; i < masks.length; i++) {
    matching.visited = 0;
    if (!augment(masks, i)) return false;
  }
  return true;
}

/** Finds entry i a bit, moving the entries that hold its bits on to others where they can go. */
function augment(masks: readonly number[], i: number): boolean {
  const { holder } = matching;
  for (let m = masks[i]!; m !== 0; m &= m - 1) {
    const bit = m & -m;
    if (matching.visited & bit) continue;
    matching.visited |= bit;
    const b = bitIndex(bit);
    if (holder[b]! < 0 || augment(masks, holder[b]!)) {
      holder[b] = i;
      return true;
    }
  }
  return false;
}

/** The indices of a mask's set bits, lowest first. */
export function bitIndices(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(lowestBit(m));
  return out;
}

/** 32-bit words per cell set of `cellCount` cells. */
export const cellWords = (cellCount: number): number => (cellCount + 31) >>> 5;

/** Adds `cell` to the set at `bits[offset ..]`. */
export function addCell(bits: Uint32Array | Int32Array, offset: number, cell: number): void {
  bits[offset + (cell >>> 5)]! |= 1 << (cell & 31);
}

/** Whether `cell` is in the set at `bits[offset ..]`. */
export function hasCell(bits: Uint32Array | Int32Array, offset: number, cell: number): boolean {
  return (bits[offset + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;
}

/** The cells of the set at `bits[offset .. offset + words)`, ascending. */
export function cellsOfSet(bits: Uint32Array | Int32Array, offset: number, words: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < words; w++) for (let m = bits[offset + w]!; m !== 0; m &= m - 1) out.push(w * 32 + lowestBit(m));
  return out;
}

/** Each cell's peers as a cell set: `peerBits[cell * words ..]`. */
export function peerBitsOf(
  peers: readonly ArrayLike<number>[],
  cellCount: number,
): { words: number; peerBits: Uint32Array } {
  const words = cellWords(cellCount);
  const peerBits = new Uint32Array(cellCount * words);
  peers.forEach((list, cell) => {
    for (let i = 0; i < list.length; i++) addCell(peerBits, cell * words, list[i]!);
  });
  return { words, peerBits };
}

/**
 * A value built once per key and kept as long as the key (a geometry, a board): lookup tables and
 * scratch buffers reused on every call instead of allocated.
 */
export function cachedPer<K extends object, T>(build: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
}

/**
 * The digits each empty cell's peers leave open (no search, just the rules; 0 for filled cells):
 * the candidates a position starts from.
 */
export function peerCandidates(
  geometry: Pick<Geometry, 'cellCount' | 'allDigits' | 'peers'>,
  grid: ArrayLike<number>,
): number[] {
  const masks = new Array<number>(geometry.cellCount).fill(0);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (grid[cell] !== 0) continue;
    let mask = geometry.allDigits;
    const peers = geometry.peers[cell]!;
    for (let i = 0; i < peers.length; i++) {
      const d = grid[peers[i]!]!;
      if (d !== 0) mask &= ~(1 << (d - 1));
    }
    masks[cell] = mask;
  }
  return masks;
}
