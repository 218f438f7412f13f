/**
 * Naked and hidden subsets (pairs, triples, quads) and locked pairs/triples.
 * Naked: k cells of a group whose candidates together are only k digits — those digits go in
 * those cells, so the rest of the group loses them. Groups include killer cages (their digits
 * differ too). Hidden: k digits of a house that fit only in the same k cells — those cells lose
 * every other digit. A locked pair/triple is a naked one whose cells share two houses (a line and
 * a box), so both houses lose the digits.
 */
import { POPCOUNT, bitDigit, lowestDigit } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { overlapsOf } from './intersections.ts';
import { groupsOf, housesOf, lookAt } from '../detail.ts';
import { cellsWord, digitsWord, groupWord, houseWord, listWord, makeStep } from '../words.ts';

const SIZE_WORDS = ['', 'one', 'two', 'three', 'four'];

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

/** Calls `visit` with every `size` cells of the pool whose candidates make exactly `size` digits. */
function eachNakedSubset(
  candidates: Uint16Array,
  pool: readonly number[],
  size: number,
  chosen: number[],
  start: number,
  union: number,
  visit: (union: number) => void,
): void {
  if (chosen.length === size) {
    if (POPCOUNT[union] === size) visit(union);
    return;
  }
  for (let i = start; i < pool.length; i++) {
    const u = union | candidates[pool[i]!]!;
    if (POPCOUNT[u]! > size) continue;
    chosen.push(pool[i]!);
    eachNakedSubset(candidates, pool, size, chosen, i + 1, u, visit);
    chosen.pop();
  }
}

/** Candidates of `digits` in the groups' cells outside `chosen`. */
function subsetEliminations(
  state: State,
  groups: readonly number[],
  chosen: readonly number[],
  digits: number,
): CellDigit[] {
  const { board, candidates } = state;
  const eliminations: CellDigit[] = [];
  const seen = new Set<number>();
  for (const s of groups) {
    for (const cell of board.groups[s]!) {
      if (seen.has(cell) || chosen.includes(cell)) continue;
      seen.add(cell);
      for (let m = candidates[cell]! & digits; m; m &= m - 1) eliminations.push({ cell, digit: lowestDigit(m) });
    }
  }
  return eliminations;
}

function nakedIn(state: State, size: number, out: Step[]): void {
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
    eachNakedSubset(candidates, pool, size, chosen, 0, 0, (union) => {
      const eliminations = subsetEliminations(state, [g], chosen, union);
      if (eliminations.length === 0) return;
      const cells = [...chosen];
      out.push(
        makeStep(
          `naked ${SIZE_NAMES[size]}`,
          [],
          eliminations,
          cells,
          () =>
            `In ${groupWord(board, g)}, the cells ${cellsWord(board, cells)} hold only ${digitsWord(union)} between them, so these digits go there and are removed from the rest of ${groupWord(board, g)}.`,
          () => {
            const houses = groupsOf(board, [g]);
            return {
              nudge: lookAt(
                board,
                houses,
                undefined,
                `${SIZE_WORDS[size]} cells there hold only ${SIZE_WORDS[size]} digits between them`,
              ),
              houses,
            };
          },
        ),
      );
    });
  }
}

/**
 * Locked pairs and triples: naked subsets inside the overlap of two houses (a box and a line),
 * which clear every group the cells share. Only overlaps need searching.
 */
function lockedIn(state: State, size: number, out: Step[]): void {
  const { board, digits, candidates } = state;
  const pool: number[] = [];
  const chosen: number[] = [];
  for (const o of overlapsOf(board)) {
    if (o.a > o.b) continue; // each pair of houses once
    pool.length = 0;
    for (let i = 0; i < o.inside.length; i++) {
      const cell = o.inside[i]!;
      if (digits[cell] === 0 && POPCOUNT[candidates[cell]!]! <= size) pool.push(cell);
    }
    if (pool.length < size) continue;
    eachNakedSubset(candidates, pool, size, chosen, 0, 0, (union) => {
      const shared = sharedGroups(state, chosen);
      const eliminations = subsetEliminations(state, shared, chosen, union);
      if (eliminations.length === 0) return;
      const cells = [...chosen];
      out.push(
        makeStep(
          `locked ${SIZE_NAMES[size]}`,
          [],
          eliminations,
          cells,
          () =>
            `In ${houseWord(board, o.a)}, the cells ${cellsWord(board, cells)} hold only ${digitsWord(union)} between them, so these digits go there and are removed from the rest of ${listWord(shared.map((s) => groupWord(board, s)))}.`,
          () => {
            const houses = groupsOf(board, shared);
            return {
              nudge: lookAt(
                board,
                housesOf(board, [o.a, o.b]),
                undefined,
                `${SIZE_WORDS[size]} cells where they meet hold only ${SIZE_WORDS[size]} digits`,
              ),
              houses,
            };
          },
        ),
      );
    });
  }
}

function hiddenIn(state: State, size: number, out: Step[]): void {
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
        places[bitDigit(bit)]! |= 1 << i;
      }
    }
    if (empty <= size) continue;
    pool.length = 0;
    for (let d = 1; d <= n; d++) if (places[d]! !== 0 && POPCOUNT[places[d]!]! <= size) pool.push(d);
    if (pool.length < size) continue;
    search(0, 0);

    function search(start: number, union: number): void {
      if (chosen.length === size) {
        if (POPCOUNT[union] !== size) return;
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
            eliminations.push({ cell, digit: bitDigit(bit) });
          }
        }
        if (eliminations.length === 0) return;
        out.push(
          makeStep(
            `hidden ${SIZE_NAMES[size]}`,
            [],
            eliminations,
            cells,
            () =>
              `In ${houseWord(board, h)}, ${digitsWord(keep)} can only go in ${cellsWord(board, cells)}, so those cells hold no other digit.`,
            () => {
              const houses = housesOf(board, [h]);
              return {
                nudge: lookAt(
                  board,
                  houses,
                  undefined,
                  `${SIZE_WORDS[size]} digits there have only the same ${SIZE_WORDS[size]} places`,
                ),
                houses,
              };
            },
          ),
        );
        return;
      }
      for (let i = start; i < pool.length; i++) {
        const u = union | places[pool[i]!]!;
        if (POPCOUNT[u]! > size) continue;
        chosen.push(pool[i]!);
        search(i + 1, u);
        chosen.pop();
      }
    }
  }
}

export const lockedPairs = (s: State, out: Step[]) => lockedIn(s, 2, out);
export const lockedTriples = (s: State, out: Step[]) => lockedIn(s, 3, out);
export const nakedPairs = (s: State, out: Step[]) => nakedIn(s, 2, out);
export const nakedTriples = (s: State, out: Step[]) => nakedIn(s, 3, out);
export const nakedQuads = (s: State, out: Step[]) => nakedIn(s, 4, out);
export const hiddenPairs = (s: State, out: Step[]) => hiddenIn(s, 2, out);
export const hiddenTriples = (s: State, out: Step[]) => hiddenIn(s, 3, out);
export const hiddenQuads = (s: State, out: Step[]) => hiddenIn(s, 4, out);
