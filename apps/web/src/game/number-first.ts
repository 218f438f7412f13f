/**
 * Number-first input beside cell-first (issue 30), as sudoku.com and Good Sudoku offer it: a digit
 * pressed with no cell selected is picked ("armed"); each cell tapped then takes it in the current
 * mode, until the same digit is pressed again (or Escape). With cells selected and no digit picked,
 * a digit goes into the selection as before. Also what each digit key shows: how many are left.
 */
import { shownDigit, type Board } from './board.ts';

/** What a keypad press does: enter the digit in the selection, or pick (or drop, null) a digit. */
export type PadPress = { kind: 'enter'; digit: number } | { kind: 'arm'; digit: number | null };

export function padPress(selectionSize: number, armed: number | null, digit: number): PadPress {
  if (armed === null && selectionSize > 0) return { kind: 'enter', digit };
  return { kind: 'arm', digit: armed === digit ? null : digit };
}

/** How many of each digit are still to place (index d-1): n less the cells showing it, never below 0. */
export function remainingDigits(givens: ArrayLike<number>, board: Board, size: number): number[] {
  const left = new Array<number>(size).fill(size);
  for (let cell = 0; cell < board.digits.length; cell++) {
    const digit = shownDigit(givens, board, cell);
    if (digit > 0 && digit <= size) left[digit - 1] = Math.max(0, left[digit - 1]! - 1);
  }
  return left;
}
