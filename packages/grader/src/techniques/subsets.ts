/**
 * Naked and hidden subsets (pairs, triples, quads) and locked pairs/triples.
 * Naked: k cells of a group whose candidates together are only k digits — those digits go in
 * those cells, so the rest of the group loses them. Groups include killer cages (their digits
 * differ too). Hidden: k digits of a house that fit only in the same k cells — those cells lose
 * every other digit. A locked pair/triple is a naked one whose cells share two houses (a line and
 * a box), so both houses lose the digits.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { cellsWord, digitsWord, groupWord, houseWord, makeStep } from '../words.ts';

const SIZE_NAMES = ['', 'single', 'pair', 'triple', 'quad'];

/** Groups (by index into board.groups) that contain every one of the cells. */
function sharedGroups(state: State, cells: readonly number[]): number[] {
  const { board } = state;
  const out: number[] = [];
  for (let g = 0; g < board.groups.length; g++) {
    const group = board.groups[g]!;
    if (cells.every((c) => group.includes(c))) out.push(g);
  }
  return out;
}

function nakedIn(state: State, size: number, locked: boolean): Step | null {
  const { board, digits, candidates } = state;
  const pool: number[] = [];
  const chosen: number[] = [];
  for (let g = 0; g < board.groups.length; g++) {
    const group = board.groups[g]!;
    pool.length = 0;
    for (let i = 0; i < group.length; i++) {
      const cell = group[i]!;
      if (digits[cell] === 0 && POPCOUNT[candidates[cell]!]! <= size) pool.push(cell);
    }
    if (pool.length < size) continue;
    const found = search(0, 0);
    if (found) return found;

    function search(start: number, union: number): Step | null {
      if (chosen.length === size) {
        if (POPCOUNT[union] !== size) return null;
        const shared = sharedGroups(state, chosen);
        if (locked && shared.filter((s) => board.groups[s]!.length === board.n).length < 2) return null;
        const within = locked ? shared : [g];
        const eliminations: CellDigit[] = [];
        const seen = new Set<number>();
        for (const s of within) {
          for (const cell of board.groups[s]!) {
            if (seen.has(cell) || chosen.includes(cell)) continue;
            seen.add(cell);
            let m = candidates[cell]! & union;
            while (m) {
              const bit = m & -m;
              m ^= bit;
              eliminations.push({ cell, digit: 32 - Math.clz32(bit) });
            }
          }
        }
        if (eliminations.length === 0) return null;
        const kind = locked ? 'locked' : 'naked';
        const where = within.map((s) => groupWord(board, s)).join(' and ');
        return makeStep(
          `${kind} ${SIZE_NAMES[size]}`,
          [],
          eliminations,
          [...chosen],
          `In ${groupWord(board, g)}, the cells ${cellsWord(board, chosen)} hold only ${digitsWord(union)} between them, so these digits go there and are removed from the rest of ${where}.`,
        );
      }
      for (let i = start; i < pool.length; i++) {
        const u = union | candidates[pool[i]!]!;
        if (POPCOUNT[u]! > size) continue;
        chosen.push(pool[i]!);
        const step = search(i + 1, u);
        chosen.pop();
        if (step) return step;
      }
      return null;
    }
  }
  return null;
}

function hiddenIn(state: State, size: number): Step | null {
  const { board, digits, candidates } = state;
  const n = board.n;
  const places = new Int32Array(n + 1);
  const pool: number[] = [];
  const chosen: number[] = [];
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    places.fill(0);
    let empty = 0;
    for (let i = 0; i < house.length; i++) {
      const cell = house[i]!;
      if (digits[cell] !== 0) continue;
      empty++;
      let m = candidates[cell]!;
      while (m) {
        const bit = m & -m;
        m ^= bit;
        places[32 - Math.clz32(bit)]! |= 1 << i;
      }
    }
    if (empty <= size) continue;
    pool.length = 0;
    for (let d = 1; d <= n; d++) if (places[d]! !== 0 && POPCOUNT[places[d]!]! <= size) pool.push(d);
    if (pool.length < size) continue;
    const found = search(0, 0);
    if (found) return found;

    function search(start: number, union: number): Step | null {
      if (chosen.length === size) {
        if (POPCOUNT[union] !== size) return null;
        let keep = 0;
        for (const d of chosen) keep |= 1 << (d - 1);
        const cells: number[] = [];
        const eliminations: CellDigit[] = [];
        for (let i = 0; i < house.length; i++) {
          if (!(union & (1 << i))) continue;
          const cell = house[i]!;
          cells.push(cell);
          let m = candidates[cell]! & ~keep;
          while (m) {
            const bit = m & -m;
            m ^= bit;
            eliminations.push({ cell, digit: 32 - Math.clz32(bit) });
          }
        }
        if (eliminations.length === 0) return null;
        return makeStep(
          `hidden ${SIZE_NAMES[size]}`,
          [],
          eliminations,
          cells,
          `In ${houseWord(board, h)}, ${digitsWord(keep)} can only go in ${cellsWord(board, cells)}, so those cells hold no other digit.`,
        );
      }
      for (let i = start; i < pool.length; i++) {
        const u = union | places[pool[i]!]!;
        if (POPCOUNT[u]! > size) continue;
        chosen.push(pool[i]!);
        const step = search(i + 1, u);
        chosen.pop();
        if (step) return step;
      }
      return null;
    }
  }
  return null;
}

export const lockedPair = (s: State) => nakedIn(s, 2, true);
export const lockedTriple = (s: State) => nakedIn(s, 3, true);
export const nakedPair = (s: State) => nakedIn(s, 2, false);
export const nakedTriple = (s: State) => nakedIn(s, 3, false);
export const nakedQuad = (s: State) => nakedIn(s, 4, false);
export const hiddenPair = (s: State) => hiddenIn(s, 2);
export const hiddenTriple = (s: State) => hiddenIn(s, 3);
export const hiddenQuad = (s: State) => hiddenIn(s, 4);
