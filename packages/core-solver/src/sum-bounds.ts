/**
 * The counter's sum arithmetic where digits may repeat (the sum constraints of engine.ts's header;
 * constraints on mutual peers are sum-combinations.ts): sum bounds per group of mutual peers, and
 * where the bounds span few totals the exact totals each group can reach (group-totals.ts). Read
 * and cut as in sum-combinations.ts; every method returns -1 on a contradiction, 1 if a candidate
 * was removed, 0 otherwise.
 */
import {
  bitIndex as importedBitIndex,
  highestBit as importedHighestBit,
  lowestBit as importedLowestBit,
} from './cell-sets.ts';
import type { Tables } from './engine-tables.ts';
import {
  GROUP_CELLS as importedGroupCells,
  GroupTotals,
  groupTotalsFor,
  sameRun as importedSameRun,
  shiftSum as importedShiftSum,
  smear as importedSmear,
  upTo as importedUpTo,
} from './group-totals.ts';
import type { Narrower } from './sum-combinations.ts';

/**
 * Module-local bindings of the helpers the hot loops call: where the module is loaded as CommonJS
 * (tsx: the bench, the CLI) an imported binding is a getter, read again on every call.
 */
const bitIndex = importedBitIndex;
const highestBit = importedHighestBit;
const lowestBit = importedLowestBit;
const sameRun = importedSameRun;
const shiftSum = importedShiftSum;
const smear = importedSmear;
const upTo = importedUpTo;
const GROUP_CELLS = importedGroupCells;

/**
 * Bounds constraints whose totals span at most this many values get exact totals (exactTotals).
 * Wider ones cost more than they save, on short searches and long ones alike (issue 26: widening
 * to 31 after 2,000 positions made mathemagic's long counts a quarter slower).
 */
export const EXACT_SPAN = 16;

/** The bounds and exact totals of one engine's sum constraints: scratch preallocated per geometry. */
export class SumBounds {
  /** Scratch for restrictBounds: candidates, empty-cell count, sign and digits to keep per group. */
  private readonly groupUnion: Int32Array;
  private readonly groupFree: Int32Array;
  private readonly groupSign: Int32Array;
  private readonly groupKeep: Int32Array;
  /**
   * Scratch for exactTotals: a bounds constraint's empty cells by group (gCells[gStart[g] ..]),
   * their candidates (mirrored in negative groups), each group's base (least total) and reachable
   * totals (holey groups: bit s = base + s; interval groups: the width), and the totals of the
   * interval groups with holey groups 0..j-1 (gPrefix[j]).
   */
  private readonly gStart: Int32Array;
  private readonly gCells: Int32Array;
  private readonly gMasks: Int32Array;
  private readonly gReach: Int32Array;
  private readonly gBase: Int32Array;
  private readonly gPrefix: Int32Array;
  /** Per group: 0 one total (or no cell), 1 an interval of totals, 2 holey; the holey ones in order. */
  private readonly gKind: Int32Array;
  private readonly gHoley: Int32Array;
  /** Reachable totals of groups of up to GROUP_CELLS mutual peers (group-totals.ts, shared per n). */
  private readonly totals: GroupTotals;

  constructor(
    private readonly t: Tables,
    private readonly cells: Uint8Array,
    private readonly cand: Uint16Array,
    private readonly host: Narrower,
    active: boolean,
  ) {
    const N = t.cellCount;
    this.groupUnion = new Int32Array(N);
    this.groupFree = new Int32Array(N);
    this.groupSign = new Int32Array(N);
    this.groupKeep = new Int32Array(N);
    this.gStart = new Int32Array(N + 1);
    this.gCells = new Int32Array(N);
    this.gMasks = new Int32Array(N);
    this.gReach = new Int32Array(N);
    this.gBase = new Int32Array(N);
    this.gPrefix = new Int32Array(N + 1);
    this.gKind = new Int32Array(N);
    this.gHoley = new Int32Array(N);
    this.totals = active ? groupTotalsFor(t.n) : new GroupTotals(0, 0);
  }

  /**
   * A constraint whose cells need not differ: only its total is known. Its cells fall into groups
   * of mutual peers; t empty cells of a group whose candidates are U add up to at least the t
   * smallest digits of U and at most the t largest. Each cell keeps the digits that leave the
   * others a total inside their bounds. -1 / 1 / 0 as restrictSums.
   */
  restrictBounds(k: number): number {
    const { cells, cand, t, groupUnion, groupFree, groupSign, groupKeep } = this;
    const { sumStart, sumCells, sumGroup, sumGroupCount, sumSign, sumTotal, low, high, n } = t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    const groups = sumGroupCount[k]!;
    for (let g = 0; g < groups; g++) groupUnion[g] = groupFree[g] = 0;
    let placedSum = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      const g = sumGroup[i]!;
      groupSign[g] = sumSign[i]!;
      if (cells[c] !== 0) placedSum += sumSign[i]! * cells[c]!;
      else {
        groupUnion[g] = groupUnion[g]! | cand[c]!;
        groupFree[g] = groupFree[g]! + 1;
      }
    }
    const stride = n + 1;
    let lo = placedSum;
    let hi = placedSum;
    for (let g = 0; g < groups; g++) {
      const at = groupUnion[g]! * stride + groupFree[g]!;
      if (low[at] === 255) return -1; // fewer digits than cells
      if (groupSign[g]! > 0) {
        lo += low[at]!;
        hi += high[at]!;
      } else {
        lo -= high[at]!;
        hi -= low[at]!;
      }
    }
    const total = sumTotal[k]!;
    if (total < lo || total > hi) return -1;
    if (lo === hi) return 0;
    // The others' least and greatest total: the other groups' bounds, plus f-1 digits of this
    // group; a cell's digit (times its sign) is the total minus theirs. That depends on the group
    // alone: groupKeep[g] the digits its cells may keep; most often all of its union (no cell to visit).
    let narrowing = false;
    // A slack of n - 1 on both sides leaves every digit of every cell in range: no group to visit.
    const wide = total - lo >= n - 1 && hi - total >= n - 1;
    for (let g = 0; g < groups && !wide; g++) {
      const f = groupFree[g]!;
      if (f === 0) continue;
      const union = groupUnion[g]!;
      const u = union * stride;
      let min: number;
      let max: number;
      if (groupSign[g]! > 0) {
        max = total - (lo - low[u + f]! + low[u + f - 1]!);
        min = total - (hi - high[u + f]! + high[u + f - 1]!);
      } else {
        min = lo + high[u + f]! - high[u + f - 1]! - total;
        max = hi + low[u + f]! - low[u + f - 1]! - total;
      }
      if (min > n || max < 1) return -1;
      const keep = (max >= n ? t.all : (1 << max) - 1) & ~(min <= 1 ? 0 : (1 << (min - 1)) - 1);
      groupKeep[g] = keep;
      if ((union & keep) !== union) narrowing = true;
    }
    let changed = 0;
    if (narrowing) {
      for (let i = start; i < end; i++) {
        const c = sumCells[i]!;
        if (cells[c] !== 0) continue;
        const m = cand[c]!;
        const left = m & groupKeep[sumGroup[i]!]!;
        if (left === m) continue;
        if (!this.host.narrow(c, left)) return -1;
        changed = 1;
      }
    }
    if (hi - lo > EXACT_SPAN) return changed;
    const r = this.exactTotals(k);
    return r < 0 ? -1 : changed | r;
  }

  /**
   * The exact totals of a bounds constraint whose bounds span at most 31 values. Each group's
   * reachable totals as a bit set (bit s: the group's least total + s): one cell, its candidates;
   * up to GROUP_CELLS cells, the table of group-totals.ts; more, every total between its bounds. A
   * negative group reads as a positive one with its digits mirrored (-d = (n+1-d) - (n+1)). The
   * groups whose totals form an interval add up to one interval (width = the sum of theirs); the
   * others ("holey") are added to it one by one (shift-or). The remaining total must be reachable;
   * a holey group keeps the totals the others can complement (a tabled group's cells the digits of
   * its assignments with such a total), an interval group the least and greatest of them (its cells
   * the digits its narrowed bounds allow). Cells of different groups count as free of each other
   * (a superset of the real totals). -1 / 1 / 0 as restrictSums.
   */
  private exactTotals(k: number): number {
    const { cells, cand, t, gStart, gCells, gMasks, gReach, gBase, gKind, gPrefix, gHoley, totals } = this;
    const { sumStart, sumCells, sumGroup, sumGroupCount, sumSign, sumTotal, low, high, mirror, n } = t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    const groups = sumGroupCount[k]!;
    for (let g = 0; g <= groups; g++) gStart[g] = 0;
    let rest = sumTotal[k]!;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) rest -= sumSign[i]! * cells[c]!;
      else {
        gStart[sumGroup[i]! + 1]!++;
        if (sumSign[i]! < 0) rest += n + 1;
      }
    }
    for (let g = 0; g < groups; g++) gStart[g + 1]! += gStart[g]!;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) continue;
      const at = gStart[sumGroup[i]!]!++;
      gCells[at] = c;
      gMasks[at] = sumSign[i]! > 0 ? cand[c]! : mirror[cand[c]!]!;
    }
    for (let g = groups; g > 0; g--) gStart[g] = gStart[g - 1]!;
    gStart[0] = 0;
    const stride = n + 1;
    let width = 0;
    let holey = 0;
    for (let g = 0; g < groups; g++) {
      const a = gStart[g]!;
      const f = gStart[g + 1]! - a;
      let u = 0;
      for (let i = a; i < a + f; i++) u |= gMasks[i]!;
      const at = u * stride + f;
      if (low[at] === 255) return -1;
      const base = low[at]!;
      const span = high[at]! - base;
      rest -= base;
      gBase[g] = base;
      gReach[g] = span; // an interval group: its width
      gKind[g] = 0;
      if (span === 0) continue;
      let reach = 0;
      if (f === 1) reach = u >>> (base - 1);
      else if (f <= GROUP_CELLS && !sameRun(gMasks, a, f, u)) {
        const slot = totals.find(gMasks, a, f);
        reach = totals.reach[slot]!;
        if (reach === 0) return -1;
      }
      if (reach === 0 || reach === upTo(span)) {
        width += span;
        gKind[g] = 1;
      } else {
        gReach[g] = reach;
        gKind[g] = 2;
        gHoley[holey++] = g;
      }
    }
    if (holey === 0) return 0;
    if (rest < 0 || rest > 31) return -1;
    // gPrefix[j]: the totals of the interval groups and holey groups 0..j-1.
    gPrefix[0] = smear(1, width);
    for (let j = 0; j < holey; j++) gPrefix[j + 1] = shiftSum(gPrefix[j]!, gReach[gHoley[j]!]!);
    if (((gPrefix[holey]! >>> rest) & 1) === 0) return -1;
    let changed = 0;
    let suffix = 1;
    for (let j = holey - 1; j >= 0; j--) {
      const g = gHoley[j]!;
      const reach = gReach[g]!;
      const others = shiftSum(gPrefix[j]!, suffix);
      suffix = shiftSum(suffix, reach);
      let allowed = 0;
      for (let bits = reach; bits !== 0; ) {
        const bit = bits & -bits;
        bits ^= bit;
        const s = bitIndex(bit);
        if (s <= rest && ((others >>> (rest - s)) & 1) !== 0) allowed |= bit;
      }
      if (allowed === reach) continue;
      const r = this.keepTotals(g, allowed, allowed === 0 ? 0 : highestBit(allowed));
      if (r < 0) return -1;
      changed |= r;
    }
    if (width === 0) return changed;
    // suffix: the holey groups' totals. An interval group of width w: the others reach the holey
    // totals smeared over width - w; its total s needs rest - s among them.
    for (let g = 0; g < groups; g++) {
      if (gKind[g] !== 1) continue;
      const span = gReach[g]!;
      const others = smear(suffix, width - span);
      if (gStart[g + 1]! - gStart[g]! <= GROUP_CELLS) {
        // Few cells: the exact totals the others complement (holes too).
        let allowed = 0;
        for (let s = 0, o = rest; s <= span && o >= 0; s++, o--) allowed |= ((others >>> o) & 1) << s;
        if (allowed === upTo(span)) continue;
        const r = this.keepTotals(g, allowed, allowed === 0 ? 0 : highestBit(allowed));
        if (r < 0) return -1;
        changed |= r;
        continue;
      }
      const below = others & upTo(rest);
      if (below === 0) return -1;
      const least = rest - highestBit(below);
      const over = rest - span <= 0 ? others : others & ~((1 << (rest - span)) - 1);
      if (over === 0) return -1;
      const most = rest - lowestBit(over);
      if (least > most) return -1;
      if (least === 0 && most === span) continue;
      const r = this.keepTotals(g, upTo(most) & ~((1 << least) - 1), most);
      if (r < 0) return -1;
      changed |= r;
    }
    return changed;
  }

  /**
   * Group g of exactTotals keeps the totals allowed (bits from its base; highest: the top one):
   * its cells the digits of such assignments (one cell: the digits; a tabled group: by the table;
   * else between the narrowed bounds). -1 / 1 / 0 as restrictSums.
   */
  private keepTotals(g: number, allowed: number, highest: number): number {
    const { gStart, gCells, gMasks, gBase, groupSign, totals, t } = this;
    const { low, high, mirror, n } = t;
    if (allowed === 0) return -1;
    const a = gStart[g]!;
    const f = gStart[g + 1]! - a;
    const base = gBase[g]!;
    // Looked up afresh: the first pass skips a run of equal masks, and another group may have
    // taken the slot since.
    const slot = f > 1 && f <= GROUP_CELLS ? totals.find(gMasks, a, f) : -1;
    let top = t.all;
    let bottom = 0;
    if (f > 1 && slot < 0) {
      // The group's total lies between its least and greatest allowed one; its other cells add
      // up to between their f-1 smallest and f-1 largest digits.
      let u = 0;
      for (let i = a; i < a + f; i++) u |= gMasks[i]!;
      const rim = u * (n + 1) + f - 1;
      const min = base + lowestBit(allowed) - high[rim]!;
      const max = base + highest - low[rim]!;
      if (min > n || max < 1) return -1;
      if (max < n) top = (1 << max) - 1;
      if (min > 1) bottom = (1 << (min - 1)) - 1;
    }
    let changed = 0;
    for (let i = a; i < a + f; i++) {
      const m = gMasks[i]!;
      let kept = m & top & ~bottom;
      if (f === 1) kept = (allowed << (base - 1)) & m;
      else if (slot >= 0) {
        kept = 0;
        const row = (slot * GROUP_CELLS + i - a) * n;
        for (let digits = m; digits !== 0; ) {
          const bit = digits & -digits;
          digits ^= bit;
          if ((totals.by[row + bitIndex(bit)]! & allowed) !== 0) kept |= bit;
        }
      }
      if (kept === m) continue;
      if (!this.host.narrow(gCells[i]!, groupSign[g]! > 0 ? kept : mirror[kept]!)) return -1;
      changed = 1;
    }
    return changed;
  }
}
