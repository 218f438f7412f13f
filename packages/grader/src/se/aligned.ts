/**
 * SE's aligned exclusion: pair 6.2, triplet 7.5. Base cells have 2+ candidates and no peer with a
 * single one; their "excluders" are peers with 2 candidates (up to 3 for triplets). For base cells
 * sharing 2+ excluders, a combination of their digits is impossible when two base cells that see
 * each other get the same digit or an excluder would lose all its candidates; a digit of a base cell
 * in no possible combination goes. After SudokuExplainer 1.2.1, AlignedPairExclusion /
 * AlignedExclusion.
 *
 * Excluder sets are 81-bit masks in three 27-bit words, so the common-excluder test is three ANDs.
 */
import { type SeGrid, PEERS as PEERS_, POP as POP_, SEES as SEES_ } from './grid.ts';
import type { SeHint } from './hint.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const PEERS = PEERS_,
  POP = POP_,
  SEES = SEES_;

const pop27 = (m: number): number => POP[m & 1023]! + POP[(m >>> 10) & 1023]! + POP[m >>> 20]!;

export function alignedExclusion(degree: 2 | 3): (g: SeGrid) => SeHint | null {
  const ex = new Int32Array(81 * 3);
  const base: number[] = [];
  const isBase = new Uint8Array(81);
  return (g) => {
    base.length = 0;
    isBase.fill(0);
    ex.fill(0);
    for (let i = 0; i < 81; i++) {
      if (POP[g.cand[i]!]! < 2) continue;
      let single = false;
      let any = false;
      for (let k = 0; k < 20; k++) {
        const c = PEERS[20 * i + k]!;
        const n = POP[g.cand[c]!]!;
        if (n === 1) single = true;
        else if (n >= 2 && n <= degree) {
          ex[3 * i + ((c / 27) | 0)]! |= 1 << (c % 27);
          any = true;
        }
      }
      if (!single && any) {
        base.push(i);
        isBase[i] = 1;
      }
    }
    for (let a = 0; a < base.length; a++) {
      const c0 = base[a]!;
      for (let b = a + 1; b < base.length; b++) {
        const c1 = base[b]!;
        const w0 = ex[3 * c0]! & ex[3 * c1]!;
        const w1 = ex[3 * c0 + 1]! & ex[3 * c1 + 1]!;
        const w2 = ex[3 * c0 + 2]! & ex[3 * c1 + 2]!;
        if (pop27(w0) + pop27(w1) + pop27(w2) < 2) continue;
        if (degree === 2) {
          const hint = tryCells(g, c0, c1, -1, w0, w1, w2);
          if (hint) return hint;
          continue;
        }
        // third cells: base cells among either cell's excluders
        const u0 = ex[3 * c0]! | ex[3 * c1]!;
        const u1 = ex[3 * c0 + 1]! | ex[3 * c1 + 1]!;
        const u2 = ex[3 * c0 + 2]! | ex[3 * c1 + 2]!;
        for (let wi = 0; wi < 3; wi++) {
          for (let word = wi === 0 ? u0 : wi === 1 ? u1 : u2; word; word &= word - 1) {
            const c = 27 * wi + (31 - Math.clz32(word & -word));
            if (!isBase[c] || c === c0 || c === c1) continue;
            const v0 = w0 & ex[3 * c]!;
            const v1 = w1 & ex[3 * c + 1]!;
            const v2 = w2 & ex[3 * c + 2]!;
            if (pop27(v0) + pop27(v1) + pop27(v2) < 2) continue;
            const hint = tryCells(g, c0, c1, c, v0, v1, v2);
            if (hint) return hint;
          }
        }
      }
    }
    return null;
  };
}

/** The candidates of the excluders common to the base cells at hand (tryCells' scratch). */
const COMMON = new Int32Array(81);

/** Whether an excluder would lose every candidate to the digits of mask. */
function blocked(mask: number, nCommon: number): boolean {
  for (let i = 0; i < nCommon; i++) if ((COMMON[i]! & ~mask) === 0) return true;
  return false;
}

/**
 * The base cells c0, c1 (and c2 ≥ 0 for a triplet) with common excluders words w0..w2: every
 * combination of their digits is tried (nested over the digit bits, digits ascending); a digit of a
 * cell in no possible combination goes. Stops once every digit has been shown possible.
 */
function tryCells(g: SeGrid, c0: number, c1: number, c2: number, w0: number, w1: number, w2: number): SeHint | null {
  let nCommon = 0;
  let union = 0;
  for (let wi = 0; wi < 3; wi++) {
    for (let word = wi === 0 ? w0 : wi === 1 ? w1 : w2; word; word &= word - 1) {
      const m = g.cand[27 * wi + (31 - Math.clz32(word & -word))]!;
      COMMON[nCommon++] = m;
      union |= m;
    }
  }
  const triple = c2 >= 0;
  CELLS[0] = c0;
  CELLS[1] = c1;
  CELLS[2] = c2;
  if (!mayExclude(g, CELLS, triple ? 3 : 2, union)) return null;
  const m0 = g.cand[c0]!;
  const m1 = g.cand[c1]!;
  const m2 = triple ? g.cand[c2]! : 0;
  const s01 = SEES[81 * c0 + c1] === 1;
  const s02 = triple && SEES[81 * c0 + c2] === 1;
  const s12 = triple && SEES[81 * c1 + c2] === 1;
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  search: for (let x = m0; x; x &= x - 1) {
    const b0 = x & -x;
    for (let y = m1; y; y &= y - 1) {
      const b1 = y & -y;
      if (b0 === b1 && s01) continue;
      if (!triple) {
        if (blocked(b0 | b1, nCommon)) continue;
        a0 |= b0;
        a1 |= b1;
        if (a0 === m0 && a1 === m1) break search;
        continue;
      }
      for (let z = m2; z; z &= z - 1) {
        const b2 = z & -z;
        if ((b0 === b2 && s02) || (b1 === b2 && s12)) continue;
        if (blocked(b0 | b1 | b2, nCommon)) continue;
        a0 |= b0;
        a1 |= b1;
        a2 |= b2;
        if (a0 === m0 && a1 === m1 && a2 === m2) break search;
      }
    }
  }
  const eliminations: number[] = [];
  drop(eliminations, c0, m0, a0);
  drop(eliminations, c1, m1, a1);
  if (triple) drop(eliminations, c2, m2, a2);
  if (!eliminations.length) return null;
  return triple
    ? { name: 'Aligned Triplet Exclusion', difficulty: 7.5, eliminations }
    : { name: 'Aligned Pair Exclusion', difficulty: 6.2, eliminations };
}

/** Adds the candidates of cell c (mask m) outside `allowed` to out, digits ascending. */
function drop(out: number[], c: number, m: number, allowed: number): void {
  for (let d = 1; d <= 9; d++) if (m & ~allowed & (1 << d)) out.push(9 * c + d - 1);
}

/** The base cells handed to mayExclude (tryCells' scratch). */
const CELLS = new Int32Array(3);

/**
 * A quick necessary test: digit d of a base cell can go only if every combination with it is
 * blocked; a combination whose other digits lie outside every excluder (`union`) can only be
 * blocked by a repeated digit. When every digit has such a combination, nothing goes.
 */
function mayExclude(g: SeGrid, cells: Int32Array, n: number, union: number): boolean {
  for (let i = 0; i < n; i++) {
    const ci = cells[i]!;
    const j = i === 0 ? 1 : 0;
    const k = i === 2 ? 1 : 2; // the third cell, when there is one
    const cj = cells[j]!;
    const ck = n === 3 ? cells[k]! : -1;
    for (let d = 1; d <= 9; d++) {
      if (!(g.cand[ci]! & (1 << d))) continue;
      let a = g.cand[cj]! & ~union;
      if (SEES[81 * ci + cj]) a &= ~(1 << d);
      if (a === 0) return true;
      if (ck < 0) continue;
      let b = g.cand[ck]! & ~union;
      if (SEES[81 * ci + ck]) b &= ~(1 << d);
      if (b === 0) return true;
      // the two others need different digits only when they see each other
      if (SEES[81 * cj + ck] && a === b && POP[a] === 1) return true;
    }
  }
  return false;
}
