/** Full house, naked single, hidden single: the placements every solver starts with. */
import { POPCOUNT, bitDigit } from '@sudoku-forge/core-solver';
import { BROKEN_HOUSE, houseSingles, place, type State } from '../state.ts';
import type { Board } from '../board.ts';
import type { Step, StepHighlight } from '../types.ts';
import { cellHouses, housesOf, housesWord, lookAt } from '../detail.ts';
import { cellWord, digitWord, houseWord, makeStep } from '../words.ts';

/** The house's only empty cell, or -1 when it has none or several. */
function lastEmptyCell(house: Int16Array, digits: Uint8Array): number {
  let empty = -1;
  for (let i = 0; i < house.length; i++) {
    if (digits[house[i]!] !== 0) continue;
    if (empty >= 0) return -1;
    empty = house[i]!;
  }
  return empty;
}

/** The first cell of a house with the candidate bit, or -1 (filled cells have no candidates). */
export function cellWith(house: Int16Array, candidates: Uint16Array, bit: number): number {
  for (let i = 0; i < house.length; i++) if (candidates[house[i]!]! & bit) return house[i]!;
  return -1;
}

/** The last empty cell of a house takes the one digit the house lacks (one instance per cell). */
export function fullHouses(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  let reported: Set<number> | null = null;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    const empty = lastEmptyCell(house, digits);
    if (empty < 0) continue;
    const mask = candidates[empty]!;
    if (POPCOUNT[mask] !== 1) continue; // a broken position; leave it to the contradiction check
    reported ??= new Set();
    if (reported.has(empty)) continue; // last cell of its row and its box: one placement
    reported.add(empty);
    const digit = bitDigit(mask);
    out.push(
      makeStep(
        'full house',
        [{ cell: empty, digit }],
        [],
        [...house],
        () =>
          `${cellWord(board, empty)} is the last empty cell of ${houseWord(board, h)}, so it takes the missing ${digitWord(digit)}.`,
        () => {
          const houses = housesOf(board, [h]);
          return { nudge: lookAt(board, houses, undefined, 'one cell is still empty'), houses };
        },
      ),
    );
  }
}

/** Cells with one candidate left. */
export function nakedSingles(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (digits[cell] !== 0) continue;
    const mask = candidates[cell]!;
    if (POPCOUNT[mask] !== 1) continue;
    const digit = bitDigit(mask);
    out.push(
      makeStep(
        'naked single',
        [{ cell, digit }],
        [],
        [cell],
        () =>
          `Every digit but ${digitWord(digit)} already appears among the cells ${cellWord(board, cell)} sees, so ${cellWord(board, cell)} is ${digitWord(digit)}.`,
        () => {
          // The peers' houses make a naked single; the nudge names the cell, never its digit.
          const houses = cellHouses(board, cell);
          return { nudge: `Look at ${cellWord(board, cell)} and the digits in ${housesWord(board, houses)}.`, houses };
        },
      ),
    );
  }
}

/** Digits with one place left in a house (one instance per cell and digit, named by its first house). */
export function hiddenSingles(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  let reported: Set<number> | null = null;
  // The digits as found, for the drawing (the path goes on changing the state).
  let snapshot: Uint8Array | undefined;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    let single = houseSingles(house, digits, candidates, board.allDigits) & ~BROKEN_HOUSE;
    while (single !== 0) {
      const bit = single & -single;
      single ^= bit;
      const cell = cellWith(house, candidates, bit);
      const digit = bitDigit(bit);
      reported ??= new Set();
      const key = cell * 64 + digit;
      if (reported.has(key)) continue;
      reported.add(key);
      snapshot ??= digits.slice();
      const found = snapshot;
      out.push(
        makeStep(
          'hidden single',
          [{ cell, digit }],
          [],
          [cell],
          () => `In ${houseWord(board, h)}, ${digitWord(digit)} can only go in ${cellWord(board, cell)}.`,
          () => {
            const houses = housesOf(board, [h]);
            return {
              nudge: `Look at where ${digitWord(digit)} can go in ${housesWord(board, houses)}.`,
              houses,
              highlights: ruledOutMarks(board, found, house, cell, digit),
            };
          },
        ),
      );
    }
  }
}

/*
 * Rounds of singles for grading, where no Step is kept: the same instances as the searches above
 * (the tests compare the two), applied at once and counted, without building Step objects — most
 * of a typical puzzle's path is singles, and grading runs thousands of times per second.
 */

/** Places every full house at once; returns how many there were. */
export function applyFullHouses(state: State, scratch: Int32Array): number {
  const { board, digits, candidates } = state;
  let count = 0;
  for (let h = 0; h < board.houses.length; h++) {
    const empty = lastEmptyCell(board.houses[h]!, digits);
    if (empty < 0 || POPCOUNT[candidates[empty]!] !== 1) continue;
    let seen = false;
    for (let k = 0; k < count; k++) if (scratch[k] === empty) seen = true;
    if (!seen) scratch[count++] = empty;
  }
  for (let k = 0; k < count; k++) {
    const cell = scratch[k]!;
    if (digits[cell] === 0) place(state, cell, bitDigit(candidates[cell]!));
  }
  return count;
}

/** Places every naked single at once; returns how many there were. */
export function applyNakedSingles(state: State, scratch: Int32Array): number {
  const { board, digits, candidates } = state;
  let count = 0;
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (digits[cell] === 0 && POPCOUNT[candidates[cell]!] === 1)
      scratch[count++] = cell * 64 + bitDigit(candidates[cell]!);
  }
  for (let k = 0; k < count; k++) {
    const cell = scratch[k]! >> 6;
    if (digits[cell] === 0) place(state, cell, scratch[k]! & 63);
  }
  return count;
}

/**
 * Why a hidden single's other cells cannot take the digit: each empty cell of the house but the
 * single's is 'ruled-out', and the placed copies of the digit that see them are 'cause' — as few
 * as cover them all (greedily, the copy that rules out the most cells first). A cell no copy sees
 * was ruled out by an earlier step (or, in a killer, by its cage).
 */
export function ruledOutMarks(
  board: Board,
  digits: ArrayLike<number>,
  house: ArrayLike<number>,
  cell: number,
  digit: number,
): StepHighlight[] {
  const { cellCount, sees } = board;
  const left = new Set<number>();
  for (let i = 0; i < house.length; i++) if (house[i] !== cell && digits[house[i]!] === 0) left.add(house[i]!);
  const out: StepHighlight[] = [...left].sort((a, b) => a - b).map((c) => ({ role: 'ruled-out', cell: c, digit }));
  const copies: number[] = [];
  for (let c = 0; c < cellCount; c++) if (digits[c] === digit) copies.push(c);
  const open = new Set(left);
  while (open.size > 0) {
    let best = -1;
    let most = 0;
    for (const copy of copies) {
      let k = 0;
      for (const c of open) if (sees[copy * cellCount + c] === 1) k++;
      if (k > most) [best, most] = [copy, k];
    }
    if (best < 0) break;
    out.push({ role: 'cause', cell: best, digit });
    for (const c of [...open]) if (sees[best * cellCount + c] === 1) open.delete(c);
  }
  return out;
}

/** Places every hidden single at once (one per cell and digit); returns how many there were. */
export function applyHiddenSingles(state: State, scratch: Int32Array): number {
  const { board, digits, candidates } = state;
  let count = 0;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    let single = houseSingles(house, digits, candidates, board.allDigits) & ~BROKEN_HOUSE;
    while (single !== 0) {
      const bit = single & -single;
      single ^= bit;
      const key = cellWith(house, candidates, bit) * 64 + bitDigit(bit);
      let seen = false;
      for (let k = 0; k < count; k++) if (scratch[k] === key) seen = true;
      if (!seen) scratch[count++] = key;
    }
  }
  // The same order as the Step path (by cell, then digit), so even a broken position ends alike.
  scratch.subarray(0, count).sort();
  for (let k = 0; k < count; k++) {
    const cell = scratch[k]! >> 6;
    if (digits[cell] === 0) place(state, cell, scratch[k]! & 63);
  }
  return count;
}
