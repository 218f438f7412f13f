/**
 * Reachable totals of a few mutual peers, memoised: for cells whose candidates are masks[0..f)
 * (f ≤ maxCells), the totals of their assignments of distinct digits, each from its candidates,
 * and for each cell and digit the totals of the assignments that give the cell that digit. The
 * answer depends on the masks alone, so it is kept in a hash table keyed by them (a slot holds one
 * key; a colliding key overwrites it) and the search meets the same masks again and again.
 *
 * Totals are bits relative to the slot's base, the sum of the f smallest digits of the masks'
 * union (bit s: total base + s); the caller keeps the span (greatest minus least such sum) under 32.
 *
 *   keys[slot*maxCells + i]           the masks of the key (count[slot] of them; 0: empty slot)
 *   reach[slot]                       every reachable total
 *   base[slot]                        the least total the bits count from
 *   by[(slot*maxCells + i)*n + d-1]   the totals of the assignments giving cell i digit d
 *
 * Filling a slot runs depth-first over the cells, one distinct digit each, memoised on the mask of
 * digits used so far (at most 1 + 9 + 36 + 84 states for four cells of 1..9).
 */
import { bitIndex as importedBitIndex } from './cell-sets.ts';

/**
 * Module-local bindings of the helpers the hot loops call: where the module is loaded as CommonJS
 * (tsx: the bench, the CLI) an imported binding is a getter, read again on every call.
 */
const bitIndex = importedBitIndex;

/** Slots of the table (a power of two). */
const SLOT_BITS = 14;

export class GroupTotals {
  readonly reach: Int32Array;
  readonly base: Int32Array;
  readonly by: Int32Array;
  private readonly keys: Uint16Array;
  private readonly count: Uint8Array;
  /** The enumeration at hand: its masks, slot and base; per used-digit mask, visited (stamp) and its totals. */
  private readonly stamp: Int32Array;
  private readonly memo: Int32Array;
  private generation = 0;
  private masks: Int32Array = new Int32Array(0);
  private at = 0;
  private cells = 0;
  private slot = 0;
  private slotBase = 0;

  constructor(
    private readonly n: number,
    private readonly maxCells: number,
  ) {
    const slots = maxCells > 0 ? 1 << SLOT_BITS : 0;
    this.reach = new Int32Array(slots);
    this.base = new Int32Array(slots);
    this.by = new Int32Array(slots * maxCells * n);
    this.keys = new Uint16Array(slots * maxCells);
    this.count = new Uint8Array(slots);
    this.stamp = new Int32Array(maxCells > 0 ? 1 << n : 0);
    this.memo = new Int32Array(maxCells > 0 ? 1 << n : 0);
  }

  /**
   * The slot of the cells whose candidates are masks[at..at+f) (1 ≤ f ≤ maxCells, every mask
   * non-empty), filled if it held another key. reach[slot] is 0 when no assignment exists.
   */
  find(masks: Int32Array, at: number, f: number): number {
    const { keys, maxCells } = this;
    let h = f;
    for (let i = 0; i < f; i++) h = Math.imul(h ^ masks[at + i]!, 0x9e3779b1);
    const slot = (h ^ (h >>> 15)) & ((1 << SLOT_BITS) - 1);
    if (this.count[slot] === f) {
      let same = true;
      for (let i = 0; i < f; i++) {
        if (keys[slot * maxCells + i] !== masks[at + i]) {
          same = false;
          break;
        }
      }
      if (same) return slot;
    }
    this.count[slot] = f;
    let union = 0;
    for (let i = 0; i < f; i++) {
      keys[slot * maxCells + i] = masks[at + i]!;
      union |= masks[at + i]!;
    }
    let base = 0;
    for (let t = 0; t < f && union !== 0; t++) {
      const bit = union & -union;
      union ^= bit;
      base += bitIndex(bit) + 1;
    }
    this.by.fill(0, slot * maxCells * this.n, (slot + 1) * maxCells * this.n);
    this.masks = masks;
    this.at = at;
    this.cells = f;
    this.slot = slot;
    this.slotBase = base;
    this.base[slot] = base;
    if (++this.generation === 0x7fffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    this.reach[slot] = this.fill(0, 0, 0);
    return slot;
  }

  /**
   * Cells j.. take distinct digits, none of used: returns the totals they complete (bits from the
   * base), recording per cell and digit the totals through it. The answer depends on used alone
   * (j is its size), so a state met again returns it at once: what lies below was recorded the
   * first time.
   */
  private fill(j: number, used: number, sum: number): number {
    if (j === this.cells) return 1 << (sum - this.slotBase);
    const { stamp, memo } = this;
    if (stamp[used] === this.generation) return memo[used]!;
    stamp[used] = this.generation;
    const row = (this.slot * this.maxCells + j) * this.n;
    let reach = 0;
    let options = this.masks[this.at + j]! & ~used;
    while (options !== 0) {
      const bit = options & -options;
      options ^= bit;
      const d = bitIndex(bit);
      const r = this.fill(j + 1, used | bit, sum + d + 1);
      this.by[row + d] = this.by[row + d]! | r;
      reach |= r;
    }
    memo[used] = reach;
    return reach;
  }
}

/** Groups of up to this many cells get their totals from the table. */
export const GROUP_CELLS = 4;

const tables = new Map<number, GroupTotals>();

/** The table for digits 1..n, shared by every engine of that size (its answers depend on the masks alone). */
export function groupTotalsFor(n: number): GroupTotals {
  let table = tables.get(n);
  if (!table) {
    table = new GroupTotals(n, GROUP_CELLS);
    tables.set(n, table);
  }
  return table;
}

// Totals as bit sets (bit s: total s), for the sum arithmetic of sum-bounds.ts.

/** The totals a + b for a in set x, b in set y (bit s: total s; totals past 31 drop out). */
export function shiftSum(x: number, y: number): number {
  let out = 0;
  while (y !== 0) {
    const bit = y & -y;
    y ^= bit;
    out |= x << bitIndex(bit);
  }
  return out;
}

/** x smeared over width more totals: the totals a + b for a in x, 0 ≤ b ≤ width (totals past 31 drop out). */
export function smear(x: number, width: number): number {
  let covered = 1;
  while (covered * 2 <= width + 1) {
    x |= x << covered;
    covered *= 2;
  }
  return covered <= width ? x | (x << (width + 1 - covered)) : x;
}

/** Bits 0..top (top ≤ 31). */
export const upTo = (top: number): number => (top >= 31 ? -1 : (2 << top) - 1);

/**
 * Whether the f masks at list[from..] all equal u and u is a run of consecutive digits: then f
 * distinct digits of them reach every total between the least and the greatest.
 */
export function sameRun(list: Int32Array, from: number, f: number, u: number): boolean {
  for (let i = from; i < from + f; i++) if (list[i] !== u) return false;
  const run = u >>> bitIndex(u & -u);
  return (run & (run + 1)) === 0;
}
