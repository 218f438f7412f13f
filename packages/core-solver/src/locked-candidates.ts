/**
 * Locked candidates between any two houses, for the generic engine (engine.ts) on sum and
 * constraint geometries: a digit whose places in a scanned house all lie in another house leaves
 * that house's other cells. The houses to look at are those the engine's singles scan visited
 * since (a 64-bit set in two words, the engine's `lockedLo` and `lockedHi`); the pairs of houses
 * sharing cells are flattened in the engine's Tables (engine-tables.ts).
 */
import type { Engine } from './engine.ts';

/** One engine's locked-candidates pass, with its scratch preallocated per geometry. */
export class LockedCandidates {
  /** Scratch: the digits claimed per pair of the house at hand. */
  private readonly claims: Int32Array;

  constructor(houseCount: number) {
    this.claims = new Int32Array(houseCount);
  }

  /**
   * A pass over the pending houses, bit-parallel over the digits, per pair of houses sharing two
   * or more cells (pairs in Tables): the digits with two or more places in h (and no more than
   * three where no pair of h shares more: Tables.pairsOfThree), none of them in
   * h \ o (so all in h ∩ o), leave o \ h; digits are then taken in ascending order (a digit with no
   * place in h ends the branch when its turn comes). False on a contradiction. Empties the
   * pending set.
   */
  run(e: Engine): boolean {
    const { cand, solved, t } = e;
    const { claims } = this;
    const {
      houseStart,
      houseCells,
      all,
      pairStart,
      pairHouse,
      pairRestStart,
      pairRest,
      pairOutStart,
      pairOut,
      pairsOfThree,
    } = t;
    while ((e.lockedLo | e.lockedHi) !== 0) {
      let h: number;
      if (e.lockedLo !== 0) {
        const low = e.lockedLo & -e.lockedLo;
        e.lockedLo ^= low;
        h = 31 - Math.clz32(low);
      } else {
        const low = e.lockedHi & -e.lockedHi;
        e.lockedHi ^= low;
        h = 63 - Math.clz32(low);
      }
      const open = all & ~solved[h]!;
      if (open === 0) continue;
      const start = houseStart[h]!;
      const end = houseStart[h + 1]!;
      // Placed cells hold solved digits only, which open leaves out: no need to tell them apart.
      let once = 0;
      let twice = 0;
      let thrice = 0;
      let fourfold = 0;
      for (let i = start; i < end; i++) {
        const m = cand[houseCells[i]!]!;
        fourfold |= thrice & m;
        thrice |= twice & m;
        twice |= once & m;
        once |= m;
      }
      const missing = open & ~once;
      // a claim needs two or more places, and no more than the pair shares
      const several = open & twice & (pairsOfThree[h] === 1 ? ~fourfold : -1);
      const p0 = pairStart[h]!;
      const p1 = pairStart[h + 1]!;
      let any = 0;
      for (let j = p0; j < p1; j++) {
        // a digit with two or more places in h and none in h \ o has them all in h ∩ o (the scan
        // stops as soon as no digit is left, mostly after a cell or two)
        let claim = several;
        for (let i = pairRestStart[j]!, iEnd = pairRestStart[j + 1]!; claim !== 0 && i < iEnd; i++)
          claim &= ~cand[pairRest[i]!]!;
        claims[j - p0] = claim;
        any |= claim;
      }
      let digits = any | missing;
      while (digits !== 0) {
        const bit = digits & -digits;
        digits ^= bit;
        if ((missing & bit) !== 0) {
          e.blame(start, end, houseCells);
          e.lockedLo = e.lockedHi = 0;
          return false;
        }
        for (let j = p0; j < p1; j++) {
          if ((claims[j - p0]! & bit) === 0) continue;
          for (let i = pairOutStart[j]!, iEnd = pairOutStart[j + 1]!; i < iEnd; i++) {
            const c = pairOut[i]!;
            if ((cand[c]! & bit) === 0) continue;
            if (!e.narrow(c, cand[c]! & ~bit)) {
              const o = pairHouse[j]!;
              e.blame(houseStart[o]!, houseStart[o + 1]!, houseCells);
              e.lockedLo = e.lockedHi = 0;
              return false;
            }
          }
        }
      }
    }
    return true;
  }
}
