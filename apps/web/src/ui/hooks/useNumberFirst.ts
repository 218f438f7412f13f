/**
 * Number-first input (game/number-first.ts): the keypad's presses and the board's taps while a
 * digit is picked. Cell-first stays as it was when no digit is picked.
 */
import { useState, type Dispatch, type PointerEvent, type SetStateAction } from 'react';
import { padPress } from '../../game/number-first.ts';
import type { Selection } from '../../game/selection.ts';

export interface NumberFirst {
  /** The picked digit, or null (cell-first). */
  armed: number | null;
  onDigit: (digit: number) => void;
  /** The board's press handler: a tap enters the picked digit in that cell, else `select` runs. */
  pointerDown: (select: (cell: number, event: PointerEvent) => void) => (cell: number, event: PointerEvent) => void;
  disarm: () => void;
}

export function useNumberFirst(
  selection: Selection,
  setSelection: Dispatch<SetStateAction<Selection>>,
  setFocus: (cell: number) => void,
  enterIn: (cells: readonly number[], digit: number) => void,
): NumberFirst {
  const [armed, setArmed] = useState<number | null>(null);
  return {
    armed,
    onDigit(digit) {
      const press = padPress(selection.size, armed, digit);
      if (press.kind === 'enter') enterIn([...selection], digit);
      else setArmed(press.digit);
    },
    pointerDown: (select) => (cell, event) => {
      if (armed === null) return select(cell, event);
      setSelection(new Set([cell]));
      setFocus(cell);
      enterIn([cell], armed);
    },
    disarm: () => setArmed(null),
  };
}
