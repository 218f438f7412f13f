/**
 * SE's bivalue universal grave. Scanning houses (boxes, rows, columns) and digits, a digit with
 * neither 0 nor 2 places in a house names its one place in a cell of 3+ candidates as a "BUG cell"
 * with that extra digit (none such: no BUG; several: another house decides). With the extras
 * gone, every unsolved cell must hold two digits and each digit two places (or none) per house.
 *   type 1  one BUG cell, one extra digit: it is placed                                  5.6
 *   type 2  every BUG cell's extra is the same digit x: x leaves their common peers        5.7
 *   type 4  two BUG cells in one house, sharing one digit y besides the extras: each keeps
 *           only its extras and y                                                         5.7
 *   type 3  the extra digits with k−1 common peers in a house the BUG cells share form a
 *           naked set of k digits: they leave the house's other common peers     5.7 + 0.1·(k−1)
 * The first hint in SE's order wins (2 then 4 for one extra digit, 4 then 3 otherwise).
 * After SudokuExplainer 1.2.1, BivalueUniversalGrave.
 */
import {
  type SeGrid,
  CELL_HOUSES as CELL_HOUSES_,
  HOUSE_CELLS as HOUSE_CELLS_,
  POP as POP_,
  SEES as SEES_,
} from './grid.ts';
import type { SeHint } from './hint.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_,
  SEES = SEES_;

const HOUSE_ORDER: readonly number[] = Array.from({ length: 27 }, (_, i) => i); // boxes, rows, columns

export function bug(g: SeGrid): SeHint | null {
  const bugCells: number[] = [];
  const extra = new Uint16Array(81);
  let all = 0;
  for (const h of HOUSE_ORDER) {
    for (let d = 1; d <= 9; d++) {
      let count = 0,
        wide = -1,
        nWide = 0;
      for (let k = 0; k < 9; k++) {
        const c = HOUSE_CELLS[9 * h + k]!;
        if (!(g.cand[c]! & (1 << d))) continue;
        count++;
        if (POP[g.cand[c]!]! >= 3) {
          wide = c;
          nWide++;
        }
      }
      if (count === 0 || count === 2) continue;
      if (nWide === 0) return null;
      if (nWide === 1) {
        if (!extra[wide]) bugCells.push(wide);
        extra[wide]! |= 1 << d;
        all |= 1 << d;
      }
    }
  }
  if (bugCells.length === 0) return null;
  for (let i = 0; i < 81; i++) if (g.value[i] === 0 && POP[g.cand[i]! & ~extra[i]!] !== 2) return null;
  for (let h = 0; h < 27; h++) {
    for (let d = 1; d <= 9; d++) {
      let count = 0;
      for (let k = 0; k < 9; k++) {
        const c = HOUSE_CELLS[9 * h + k]!;
        if (g.cand[c]! & ~extra[c]! & (1 << d)) count++;
      }
      if (count !== 0 && count !== 2) return null;
    }
  }
  if (bugCells.length === 1) {
    if (POP[all] !== 1) return null;
    return { name: 'BUG type 1', difficulty: 5.6, eliminations: [], place: [bugCells[0]!, 31 - Math.clz32(all)] };
  }
  const common = commonPeers(bugCells);
  if (POP[all] === 1) {
    const x = 31 - Math.clz32(all);
    const eliminations: number[] = [];
    for (const c of common) if (g.cand[c]! & all) eliminations.push(9 * c + x - 1);
    if (eliminations.length) return { name: 'BUG type 2', difficulty: 5.7, eliminations };
    return bugCells.length === 2 ? type4(g, bugCells, extra, all) : null;
  }
  if (!common.length) return null;
  return (bugCells.length === 2 ? type4(g, bugCells, extra, all) : null) ?? type3(g, bugCells, common, all);
}

/** The cells every BUG cell sees, in SE's order: the first BUG cell's box, row, then column. */
function commonPeers(bugCells: number[]): number[] {
  const out: number[] = [];
  const first = bugCells[0]!;
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * first + t]!;
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (c === first || out.includes(c) || bugCells.includes(c)) continue;
      if (bugCells.every((b) => SEES[81 * b + c])) out.push(c);
    }
  }
  return out;
}

/** The house of type t all BUG cells share, or −1. */
function sharedHouse(bugCells: number[], t: number): number {
  const h = CELL_HOUSES[3 * bugCells[0]! + t]!;
  return bugCells.every((b) => CELL_HOUSES[3 * b + t] === h) ? h : -1;
}

function type4(g: SeGrid, bugCells: number[], extra: Uint16Array, all: number): SeHint | null {
  const [c1, c2] = bugCells as [number, number];
  const both = g.cand[c1]! & g.cand[c2]! & ~all;
  if (POP[both] !== 1) return null;
  for (let t = 0; t < 3; t++) {
    if (sharedHouse(bugCells, t) < 0) continue;
    const eliminations: number[] = [];
    for (const c of [c1, c2]) {
      const drop = g.cand[c]! & ~extra[c]! & ~both;
      for (let d = 1; d <= 9; d++) if (drop & (1 << d)) eliminations.push(9 * c + d - 1);
    }
    return { name: 'BUG type 4', difficulty: 5.7, eliminations };
  }
  return null;
}

function type3(g: SeGrid, bugCells: number[], common: number[], all: number): SeHint | null {
  for (let t = 0; t < 3; t++) {
    const h = sharedHouse(bugCells, t);
    if (h < 0) continue;
    const cells = common.filter((c) => CELL_HOUSES[3 * c + t] === h);
    const n = cells.length;
    for (let degree = 2; degree <= 6; degree++) {
      if (n < degree) continue;
      for (let mask = 0; mask < 1 << n; mask++) {
        if (POP[mask & 0x3ff]! + POP[mask >> 10]! !== degree - 1) continue;
        let union = 0,
          ok = true;
        for (let i = 0; i < n; i++) {
          if (!(mask & (1 << i))) continue;
          const m = g.cand[cells[i]!]!;
          if (POP[m]! <= 1) ok = false;
          union |= m;
        }
        if (!ok || POP[union] !== degree || (all & ~union) !== 0) continue;
        const eliminations: number[] = [];
        for (let i = 0; i < n; i++) {
          if (mask & (1 << i)) continue;
          const c = cells[i]!;
          for (let d = 1; d <= 9; d++) if (union & g.cand[c]! & (1 << d)) eliminations.push(9 * c + d - 1);
        }
        if (eliminations.length) {
          return { name: 'BUG type 3', difficulty: Math.round((5.7 + (degree - 1) * 0.1) * 10) / 10, eliminations };
        }
      }
    }
  }
  return null;
}
