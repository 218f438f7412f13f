/** Full house, naked single, hidden single: the placements every solver starts with. */
import { POPCOUNT, bitDigit } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { Step } from '../types.ts';
import { cellWord, digitWord, houseWord, makeStep } from '../words.ts';

/** The last empty cell of a house takes the one digit the house lacks. */
export function fullHouse(state: State): Step | null {
  const { board, digits, candidates } = state;
  let best = -1;
  let bestHouse = -1;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    let empty = -1;
    let count = 0;
    for (let i = 0; i < house.length && count < 2; i++) {
      if (digits[house[i]!] === 0) {
        empty = house[i]!;
        count++;
      }
    }
    if (count === 1 && (best < 0 || empty < best)) {
      best = empty;
      bestHouse = h;
    }
  }
  if (best < 0) return null;
  const mask = candidates[best]!;
  if (POPCOUNT[mask] !== 1) return null; // a broken position; leave it to the contradiction check
  const digit = bitDigit(mask);
  return makeStep(
    'full house',
    [{ cell: best, digit }],
    [],
    [...board.houses[bestHouse]!],
    `${cellWord(board, best)} is the last empty cell of ${houseWord(board, bestHouse)}, so it takes the missing ${digitWord(digit)}.`,
  );
}

/** A cell with one candidate left. */
export function nakedSingle(state: State): Step | null {
  const { board, digits, candidates } = state;
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (digits[cell] !== 0) continue;
    const mask = candidates[cell]!;
    if (POPCOUNT[mask] !== 1) continue;
    const digit = bitDigit(mask);
    return makeStep(
      'naked single',
      [{ cell, digit }],
      [],
      [cell],
      `Every digit but ${digitWord(digit)} already appears among the cells ${cellWord(board, cell)} sees, so ${cellWord(board, cell)} is ${digitWord(digit)}.`,
    );
  }
  return null;
}

/** A digit with one place left in a house. The first such cell in reading order wins. */
export function hiddenSingle(state: State): Step | null {
  const { board, digits, candidates } = state;
  let bestCell = -1;
  let bestDigit = 0;
  let bestHouse = -1;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    let once = 0;
    let twice = 0;
    let placed = 0;
    for (let i = 0; i < house.length; i++) {
      const cell = house[i]!;
      const d = digits[cell]!;
      if (d !== 0) {
        placed |= 1 << (d - 1);
        continue;
      }
      const m = candidates[cell]!;
      twice |= once & m;
      once |= m;
    }
    let single = once & ~twice & ~placed;
    while (single !== 0) {
      const bit = single & -single;
      single ^= bit;
      for (let i = 0; i < house.length; i++) {
        const cell = house[i]!;
        if (candidates[cell]! & bit) {
          if (bestCell < 0 || cell < bestCell || (cell === bestCell && bitDigit(bit) < bestDigit)) {
            bestCell = cell;
            bestDigit = bitDigit(bit);
            bestHouse = h;
          }
          break;
        }
      }
    }
  }
  if (bestCell < 0) return null;
  return makeStep(
    'hidden single',
    [{ cell: bestCell, digit: bestDigit }],
    [],
    [bestCell],
    `In ${houseWord(board, bestHouse)}, ${digitWord(bestDigit)} can only go in ${cellWord(board, bestCell)}.`,
  );
}
