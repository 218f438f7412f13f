/**
 * The entry modes (digit, corner, centre, colour), the mode a held modifier gives and the next one
 * in turn: what the mode bar and the keypad need on the first screen (the key map, game/keys.ts,
 * loads after it).
 */
import type { KeyLike } from './keys.ts';

export type Mode = 'digit' | 'corner' | 'centre' | 'colour';
export const MODES: readonly Mode[] = ['digit', 'corner', 'centre', 'colour'];

/**
 * The mode held by a modifier, as SudokuPad: while Shift is held the keypad and the mode bar are in
 * corner mode, while Ctrl (Cmd) is held in centre mode, both together colour; null when none is held.
 */
export function heldMode(event: Pick<KeyLike, 'shiftKey' | 'ctrlKey' | 'metaKey'>): Mode | null {
  const command = event.ctrlKey || event.metaKey;
  if (event.shiftKey && command) return 'colour';
  if (event.shiftKey) return 'corner';
  if (command) return 'centre';
  return null;
}

export function nextMode(mode: Mode): Mode {
  return MODES[(MODES.indexOf(mode) + 1) % MODES.length]!;
}
