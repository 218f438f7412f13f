/**
 * The counter's sum arithmetic on mutual peers (the sum constraints of engine.ts's header; the
 * bounds and exact totals of constraints whose digits may repeat are sum-bounds.ts): a
 * constraint's empty cells keep the digits of the combinations that still fit (exact supports for
 * up to EXACT_CELLS empty cells: two or three by trying their digits, restrictFew, else from
 * cage-support.ts; in a long count, `strong`, for up to STRONG_EXACT_CELLS), among combinations
 * holding every digit a house meeting the cells can place nowhere else, and a digit every
 * combination needs leaves the rest of a house holding all its places. Both read the engine's
 * cells and candidates and cut them through the engine's narrow, which marks houses, cells and
 * singles for the engine's propagation loop. Every method returns -1 on a contradiction, 1 if a
 * candidate was removed, 0 otherwise.
 */
import { CageSupport } from './cage-support.ts';
import { bitIndex as importedBitIndex } from './cell-sets.ts';
import type { Tables } from './engine-tables.ts';

/**
 * Module-local bindings of the helpers the hot loops call: where the module is loaded as CommonJS
 * (tsx: the bench, the CLI) an imported binding is a getter, read again on every call.
 */
const bitIndex = importedBitIndex;

/**
 * Distinct sum constraints with at most this many empty cells get exact supports (cage-support.ts);
 * larger ones the combinations' digits alone, as Interactive-Sudoku-Solver's sum handler does
 * (issue 26: exact supports of every cage were a third of a killer count; with three, tarek and
 * extreme search more positions, each much cheaper).
 */
export const EXACT_CELLS = 3;
/**
 * A count past EXACT_AFTER positions turns strong (solver.ts): exact supports for up to
 * STRONG_EXACT_CELLS empty cells, dearer per position but fewer
 * positions (issue 26: with the cheap arithmetic alone six of mathemagic's fourteen killers went
 * past the default position limit; tarek and extreme stay under 21,000 positions, cheap).
 */
export const STRONG_EXACT_CELLS = 9;
export const EXACT_AFTER = 20_000;

/** What the sum arithmetic cuts through: the engine's narrow (false if nothing is left). */
export interface Narrower {
  narrow(c: number, left: number): boolean;
}

/** The combinations of one engine's sum constraints on mutual peers: scratch preallocated per geometry. */
export class SumCombinations {
  /** Scratch for restrictCombination: the candidates of the constraint's empty cells, in order. */
  private readonly freeMasks: Int32Array;
  /** Exact supports of distinct constraints with up to EXACT_CELLS empty cells. */
  private readonly exact: CageSupport;
  /** A long count (past EXACT_AFTER positions): exact supports on every constraint. */
  strong = false;
  /**
   * The constraint at hand, for restrictFew and restrictExact: its index, empty cells, the total
   * they still need, the digits placed in it and the digits its houses need it to hold.
   */
  private readonly at = { k: 0, free: 0, rest: 0, placedMask: 0, must: 0 };

  constructor(
    private readonly t: Tables,
    private readonly cells: Uint8Array,
    private readonly cand: Uint16Array,
    private readonly host: Narrower,
    active: boolean,
  ) {
    this.freeMasks = new Int32Array(t.cellCount);
    this.exact = new CageSupport(active ? t.n : 0, STRONG_EXACT_CELLS, t.comboStart, t.combos, t.sumSpan);
  }

  /**
   * A constraint on mutual peers: its empty cells are cut to the digits of the combinations that
   * still fit (right count, right remaining sum, none of the placed digits, every digit available
   * in some cell and every cell able to take a digit of it, every digit the houses need), or by
   * exact supports when few cells are left, and a digit every such combination
   * needs, with one place left among the cells, is placed there. -1 / 1 / 0 as restrictSums.
   */
  restrictCombination(k: number): number {
    const { cells, cand, t, freeMasks } = this;
    const { sumStart, sumCells, sumTotal, comboStart, combos, sumSpan } = t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    let free = 0;
    let placedSum = 0;
    let placedMask = 0;
    let available = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) {
        placedSum += cells[c]!;
        placedMask |= cand[c]!;
      } else {
        freeMasks[free++] = cand[c]!;
        available |= cand[c]!;
      }
    }
    const rest = sumTotal[k]! - placedSum;
    if (free === 0) return rest === 0 ? 0 : -1;
    if (rest <= 0 || rest >= sumSpan) return -1;
    // A digit that a house meeting the cells can place nowhere else must be among them (issue 26:
    // from the first position, not only in a strong count, mathemagic with an ample limit 3,908,310
    // → 2,264,172 positions, 74.7 → 66.1 s though a position costs half as much again; tarek and
    // extreme 87,167 → 70,906 in about the same time).
    let must = 0;
    for (let h = t.sumHouseStart[k]!, hEnd = t.sumHouseStart[k + 1]!; h < hEnd; h++) {
      let outside = 0;
      for (let i = t.outsideStart[h]!, iEnd = t.outsideStart[h + 1]!; i < iEnd; i++)
        outside |= cand[t.outsideCells[i]!]!;
      must |= t.all & ~outside;
    }
    must &= ~placedMask;
    if (free <= (this.strong ? STRONG_EXACT_CELLS : EXACT_CELLS)) {
      const { at } = this;
      at.k = k;
      at.free = free;
      at.rest = rest;
      at.placedMask = placedMask;
      at.must = must;
      return free <= 3 && free >= 2 ? this.restrictFew() : this.restrictExact();
    }
    // The cells are mutual peers: a placed digit is in no empty cell's candidates, so a
    // combination within the available digits avoids the placed ones.
    let allowed = 0;
    let required = t.all;
    const slot = free * sumSpan + rest;
    for (let j = comboStart[slot]!, jEnd = comboStart[slot + 1]!; j < jEnd; j++) {
      const m = combos[j]!;
      if ((m & available) !== m || (m & must) !== must) continue;
      let fits = true;
      for (let i = 0; i < free; i++) {
        if ((freeMasks[i]! & m) === 0) {
          fits = false;
          break;
        }
      }
      if (fits) {
        allowed |= m;
        required &= m;
      }
    }
    if (allowed === 0) return -1;
    let changed = 0;
    if ((available & allowed) !== available) {
      for (let i = start; i < end; i++) {
        const c = sumCells[i]!;
        if (cells[c] !== 0) continue;
        const m = cand[c]!;
        const left = m & allowed;
        if (left === m) continue;
        if (!this.host.narrow(c, left)) return -1;
        changed = 1;
      }
    }
    // A required digit with one place left is a hidden single of the constraint.
    if (free > 1) {
      let hidden = required;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let place = -1;
        for (let i = start; i < end; i++) {
          const c = sumCells[i]!;
          if (cells[c] === 0 && (cand[c]! & bit) !== 0) {
            if (place >= 0) {
              place = -2;
              break;
            }
            place = c;
          }
        }
        if (place === -1) return -1;
        if (place >= 0 && cand[place] !== bit) {
          this.host.narrow(place, bit);
          changed = 1;
        }
        if (place === -2) {
          const r = this.pointRequired(k, bit);
          if (r < 0) return -1;
          changed |= r;
        }
      }
    }
    return changed;
  }

  /**
   * restrictCombination by exact support (cage-support.ts): each empty cell keeps the digits some
   * full assignment gives it; a digit every assignment uses, with its places in one house, leaves
   * that house's other cells. -1 / 1 / 0 as restrictSums.
   */
  private restrictExact(): number {
    const { cells, cand, exact } = this;
    const { k, free, rest, placedMask, must } = this.at;
    const { sumCells, sumStart } = this.t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    const { cells: order, support } = exact;
    let f = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] === 0) order[f++] = c;
    }
    if (!exact.run(free, cand, rest, placedMask, must)) return -1;
    let changed = 0;
    for (let i = 0; i < free; i++) {
      const c = order[i]!;
      const left = support[i]!;
      if (left === cand[c]) continue;
      this.host.narrow(c, left);
      changed = 1;
    }
    if (free > 1) {
      let spread = exact.required & ~placedMask;
      while (spread !== 0) {
        const bit = spread & -spread;
        spread ^= bit;
        let places = 0;
        for (let i = 0; i < free; i++) if ((support[i]! & bit) !== 0) places++;
        if (places < 2) continue; // one place: already a single
        const r = this.pointRequired(k, bit);
        if (r < 0) return -1;
        changed |= r;
      }
    }
    return changed;
  }

  /**
   * restrictExact for two or three empty cells: the same supports and required digits (among the
   * assignments holding every digit of must), found by trying each cell's digits against the
   * others' (issue 26: these cells are a third of the cage calls, and the per-combination search
   * of cage-support.ts cost more than the trials). -1 / 1 / 0 as restrictSums.
   */
  private restrictFew(): number {
    const { cells, cand } = this;
    const { k, free, rest, placedMask, must } = this.at;
    const { sumCells, sumStart, n } = this.t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    let a = -1;
    let b = -1;
    let c = -1;
    for (let i = start; i < end; i++) {
      const x = sumCells[i]!;
      if (cells[x] !== 0) continue;
      if (a < 0) a = x;
      else if (b < 0) b = x;
      else c = x;
    }
    const A = cand[a]! & ~placedMask;
    const B = cand[b]! & ~placedMask;
    let sa = 0;
    let sb = 0;
    let sc = 0;
    let required = -1;
    if (free === 2) {
      // digit indices i + j + 2 = rest
      for (let m = A; m !== 0; m &= m - 1) {
        const ib = m & -m;
        const j = rest - 2 - bitIndex(ib);
        if (j < 0 || j >= n) continue;
        const jb = 1 << j;
        if (jb === ib || (B & jb) === 0 || ((ib | jb) & must) !== must) continue;
        sa |= ib;
        sb |= jb;
        required &= ib | jb;
      }
    } else {
      const C = cand[c]! & ~placedMask;
      for (let m = A; m !== 0; m &= m - 1) {
        const ib = m & -m;
        const afterI = rest - 3 - bitIndex(ib);
        for (let mb = B & ~ib; mb !== 0; mb &= mb - 1) {
          const jb = mb & -mb;
          const third = afterI - bitIndex(jb);
          if (third < 0 || third >= n) continue;
          const kb = 1 << third;
          if ((C & kb) === 0 || kb === ib || kb === jb || ((ib | jb | kb) & must) !== must) continue;
          sa |= ib;
          sb |= jb;
          sc |= kb;
          required &= ib | jb | kb;
        }
      }
    }
    if (sa === 0) return -1;
    let changed = 0;
    if (sa !== cand[a]) {
      this.host.narrow(a, sa);
      changed = 1;
    }
    if (sb !== cand[b]) {
      this.host.narrow(b, sb);
      changed = 1;
    }
    if (free === 3 && sc !== cand[c]) {
      this.host.narrow(c, sc);
      changed = 1;
    }
    // a required digit with two or more places among the cells claims them in a house they share
    let spread = required & ~placedMask;
    while (spread !== 0) {
      const bit = spread & -spread;
      spread ^= bit;
      const places = (sa & bit ? 1 : 0) + (sb & bit ? 1 : 0) + (sc & bit ? 1 : 0);
      if (places < 2) continue;
      const r = this.pointRequired(k, bit);
      if (r < 0) return -1;
      changed |= r;
    }
    return changed;
  }

  /**
   * A digit constraint k must hold, with its places among k's empty cells all in one house: no
   * other cell of that house can hold it (the house's cells outside k: Tables.outsideCells).
   * -1 / 1 / 0 as restrictSums.
   */
  private pointRequired(k: number, bit: number): number {
    const { cells, cand, t } = this;
    const { sumStart, sumCells, houseBitsLo, houseBitsHi, sumHouseStart, outsideHouse, outsideStart, outsideCells } = t;
    let lo = -1;
    let hi = -1;
    for (let i = sumStart[k]!, end = sumStart[k + 1]!; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] === 0 && (cand[c]! & bit) !== 0) {
        lo &= houseBitsLo[c]!;
        hi &= houseBitsHi[c]!;
      }
    }
    if ((lo | hi) === 0) return 0;
    let changed = 0;
    for (let j = sumHouseStart[k]!, jEnd = sumHouseStart[k + 1]!; j < jEnd; j++) {
      const h = outsideHouse[j]!;
      if (((h < 32 ? lo >>> h : hi >>> (h - 32)) & 1) === 0) continue;
      for (let i = outsideStart[j]!, iEnd = outsideStart[j + 1]!; i < iEnd; i++) {
        const c = outsideCells[i]!;
        if ((cand[c]! & bit) === 0) continue;
        if (!this.host.narrow(c, cand[c]! & ~bit)) return -1;
        changed = 1;
      }
    }
    return changed;
  }
}
