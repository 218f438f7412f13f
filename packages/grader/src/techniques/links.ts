/** Shared helpers for patterns built from strong links (conjugate pairs) and bivalue cells. */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';

/** A digit with exactly two places in a house: one of the two cells holds it. */
export interface StrongLink {
  a: number;
  b: number;
  house: number;
}

/** Every conjugate pair of a digit, each cell pair once (the first house that shows it). */
export function strongLinks(state: State, digit: number): StrongLink[] {
  const { board, candidates } = state;
  const bit = 1 << (digit - 1);
  const out: StrongLink[] = [];
  const seen = new Set<number>();
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    let a = -1;
    let b = -1;
    let count = 0;
    for (let i = 0; i < house.length; i++) {
      const cell = house[i]!;
      if (candidates[cell]! & bit) {
        count++;
        if (count === 1) a = cell;
        else if (count === 2) b = cell;
        else break;
      }
    }
    if (count !== 2) continue;
    const key = a * board.cellCount + b;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ a, b, house: h });
  }
  return out;
}

export const sees = (state: State, a: number, b: number): boolean =>
  state.board.sees[a * state.board.cellCount + b] === 1;

/** Empty cells with exactly two candidates. */
export function bivalueCells(state: State): number[] {
  const out: number[] = [];
  const { candidates } = state;
  for (let cell = 0; cell < state.board.cellCount; cell++) if (POPCOUNT[candidates[cell]!] === 2) out.push(cell);
  return out;
}

/** Cells holding the digit as a candidate that see every one of the given cells. */
export function seeingAll(state: State, digit: number, cells: readonly number[]): number[] {
  const { board, candidates } = state;
  const bit = 1 << (digit - 1);
  const out: number[] = [];
  const first = cells[0]!;
  for (const cell of board.peers[first]!) {
    if (!(candidates[cell]! & bit) || cells.includes(cell)) continue;
    let all = true;
    for (let i = 1; i < cells.length; i++) {
      if (board.sees[cell * board.cellCount + cells[i]!] !== 1) {
        all = false;
        break;
      }
    }
    if (all) out.push(cell);
  }
  return out;
}
