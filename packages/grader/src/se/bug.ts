/**
 * SE's bivalue universal grave: every unsolved cell has two candidates except the "BUG cells";
 * removing from each BUG cell the digits that appear more than twice in one of its houses leaves
 * each cell two digits and each digit twice (or never) per house.
 *   type 1  one BUG cell, one extra digit: it is placed                      5.6
 *   type 2  every BUG cell's extra is the same digit x: x leaves their common peers   5.7
 * Types 3 and 4 (5.7+) are not looked for. After SudokuExplainer 1.2.1, BivalueUniversalGrave.
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

export function bug(g: SeGrid): SeHint | null {
  const bugCells: number[] = [];
  for (let i = 0; i < 81; i++) {
    if (g.value[i] !== 0) continue;
    const n = POP[g.cand[i]!]!;
    if (n < 2) return null;
    if (n > 2) bugCells.push(i);
  }
  if (bugCells.length === 0) return null;
  const extras = new Map<number, number>();
  let union = 0;
  for (const c of bugCells) {
    let extra = 0;
    for (let t = 0; t < 3; t++) {
      const h = CELL_HOUSES[3 * c + t]!;
      for (let d = 1; d <= 9; d++) {
        if (!(g.cand[c]! & (1 << d))) continue;
        let count = 0;
        for (let k = 0; k < 9; k++) if (g.cand[HOUSE_CELLS[9 * h + k]!]! & (1 << d)) count++;
        if (count > 2) extra |= 1 << d;
      }
    }
    if (POP[g.cand[c]! & ~extra] !== 2) return null;
    extras.set(c, extra);
    union |= extra;
  }
  // the grave itself: with the extras gone, every digit twice or never in each house
  for (let h = 0; h < 27; h++) {
    for (let d = 1; d <= 9; d++) {
      let count = 0;
      for (let k = 0; k < 9; k++) {
        const c = HOUSE_CELLS[9 * h + k]!;
        const m = g.cand[c]! & ~(extras.get(c) ?? 0);
        if (m & (1 << d)) count++;
      }
      if (count !== 0 && count !== 2) return null;
    }
  }
  if (POP[union] !== 1) return null;
  const x = 31 - Math.clz32(union);
  if (bugCells.length === 1) {
    return { name: 'BUG type 1', difficulty: 5.6, eliminations: [], place: [bugCells[0]!, x] };
  }
  const eliminations: number[] = [];
  for (let c = 0; c < 81; c++) {
    if (!(g.cand[c]! & union) || bugCells.includes(c)) continue;
    if (bugCells.every((b) => SEES[81 * b + c])) eliminations.push(9 * c + x - 1);
  }
  return eliminations.length ? { name: 'BUG type 2', difficulty: 5.7, eliminations } : null;
}
