/**
 * The extra eliminations of SE's "dynamic forcing chains (+)": on the chain's working grid, the
 * first of intersections, hidden pairs, naked pairs, X-wings that finds something gives all its
 * eliminations, each resting on the chain's removals that made the pattern (its "rule parents");
 * a pattern resting on no removal was there before the chain and is skipped.
 * After SudokuExplainer 1.2.1, Chaining.getAdvancedPotentials and the rules' getRuleParents.
 */
import {
  type SeGrid,
  CELL_HOUSES as CELL_HOUSES_,
  HOUSE_CELLS as HOUSE_CELLS_,
  POP as POP_,
  positions as positions_,
  SCAN_ORDER as SCAN_ORDER_,
} from './grid.ts';
import { walkHiddenSets, walkLocking } from './direct.ts';
import type { Found, Session } from './propagate.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_,
  positions = positions_,
  SCAN_ORDER = SCAN_ORDER_;

/** Off nodes of removed candidates (in source, gone from work) that the session holds. */
function removedParents(work: SeGrid, source: SeGrid, s: Session, cells: Iterable<number>, digits: number): number[] {
  const out: number[] = [];
  for (const c of cells) {
    const gone = source.cand[c]! & ~work.cand[c]! & digits;
    if (!gone) continue;
    for (let d = 1; d <= 9; d++) if (gone & (1 << d) && s.has(2 * (9 * c + d - 1))) out.push(2 * (9 * c + d - 1));
  }
  return out;
}

function lockingFound(work: SeGrid, source: SeGrid, s: Session): Found {
  const out: Found = [];
  walkLocking(work, (base, cover, d) => {
    const coverType = Math.floor(cover / 9);
    const elim: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * cover + k]!;
      if (CELL_HOUSES[3 * c + Math.floor(base / 9)] !== base && work.cand[c]! & (1 << d)) elim.push(9 * c + d - 1);
    }
    if (!elim.length) return null;
    const outsideCover: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * base + k]!;
      if (CELL_HOUSES[3 * c + coverType] !== cover) outsideCover.push(c);
    }
    const parents = removedParents(work, source, s, outsideCover, 1 << d);
    if (parents.length) for (const q of elim) out.push([q, parents]);
    return null;
  });
  return out;
}

function hiddenPairFound(work: SeGrid, source: SeGrid, s: Session): Found {
  const out: Found = [];
  walkHiddenSets(work, 2, false, (h, digits, cells) => {
    const elim: number[] = [];
    const others: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (!(cells & (1 << k))) {
        others.push(c);
        continue;
      }
      for (let d = 1; d <= 9; d++) if (work.cand[c]! & (1 << d) && !(digits & (1 << d))) elim.push(9 * c + d - 1);
    }
    if (!elim.length) return null;
    const parents = removedParents(work, source, s, others, digits);
    if (parents.length) for (const q of elim) out.push([q, parents]);
    return null;
  });
  return out;
}

function nakedPairFound(work: SeGrid, source: SeGrid, s: Session): Found {
  const out: Found = [];
  for (const h of SCAN_ORDER) {
    const empty: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (work.value[c] === 0) empty.push(c);
    }
    if (empty.length < 4) continue;
    for (let i = 0; i < empty.length; i++) {
      const a = empty[i]!;
      if (POP[work.cand[a]!]! > 2) continue;
      for (let j = i + 1; j < empty.length; j++) {
        const b = empty[j]!;
        const union = work.cand[a]! | work.cand[b]!;
        if (POP[union] !== 2) continue;
        const elim: number[] = [];
        for (const c of empty) {
          if (c === a || c === b) continue;
          for (let d = 1; d <= 9; d++) if (union & work.cand[c]! & (1 << d)) elim.push(9 * c + d - 1);
        }
        if (!elim.length) continue;
        const parents = removedParents(work, source, s, [a, b], 0x3fe & ~union);
        if (parents.length) for (const q of elim) out.push([q, parents]);
      }
    }
  }
  return out;
}

function xWingFound(work: SeGrid, source: SeGrid, s: Session): Found {
  const out: Found = [];
  for (const [baseType, coverType] of [
    [2, 1],
    [1, 2],
  ] as const) {
    for (let d = 1; d <= 9; d++) {
      for (let i = 0; i < 9; i++) {
        const mi = positions(work, 9 * baseType + i, d);
        if (POP[mi] !== 2) continue;
        for (let j = i + 1; j < 9; j++) {
          const mj = positions(work, 9 * baseType + j, d);
          if (mj !== mi) continue;
          const elim: number[] = [];
          const outside: number[] = [];
          for (let k = 0; k < 9; k++) {
            if (!(mi & (1 << k))) continue;
            const cover = 9 * coverType + k;
            for (let l = 0; l < 9; l++) {
              if (l === i || l === j) continue;
              const c = HOUSE_CELLS[9 * cover + l]!;
              if (work.cand[c]! & (1 << d)) elim.push(9 * c + d - 1);
            }
          }
          if (!elim.length) continue;
          for (const line of [i, j]) {
            for (let k = 0; k < 9; k++) if (!(mi & (1 << k))) outside.push(HOUSE_CELLS[9 * (9 * baseType + line) + k]!);
          }
          const parents = removedParents(work, source, s, outside, 1 << d);
          if (parents.length) for (const q of elim) out.push([q, parents]);
        }
      }
    }
  }
  return out;
}

const RULES = [lockingFound, hiddenPairFound, nakedPairFound, xWingFound];

export function advancedEliminations(work: SeGrid, source: SeGrid, s: Session): Found {
  for (const rule of RULES) {
    const found = rule(work, source, s);
    if (found.length) return found;
  }
  return [];
}
