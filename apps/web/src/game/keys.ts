/**
 * Keyboard conventions players already know from SudokuPad, as one pure mapping:
 *   1–9 (and A–G on 16×16)   enter in the current mode; Shift+digit a corner note, Ctrl+digit a centre note
 *   z / x / c / v            digit / corner / centre / colour mode (on 16×16 "c" is the digit C:
 *                            use Space to cycle modes there)
 *   Space                    next mode
 *   arrows                   move; Shift/Ctrl+arrow extends the selection
 *   Delete / Backspace / 0   erase
 *   Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z   undo, redo
 *   Escape                   clear the selection
 *   h / p / n                hint, pause (and resume), new game
 *   on 16×16: Shift+A–G a corner note, Ctrl+A–G a centre note (as Shift/Ctrl+digit)
 */

import type { Mode } from './modes.ts';

// The modes apart (game/modes.ts): the first screen draws the mode bar with them, and this module
// loads after the first paint (ui/hooks/useGameKeys.ts).
export { heldMode, MODES, nextMode, type Mode } from './modes.ts';

export type KeyIntent =
  | { kind: 'enter'; digit: number; mode?: Mode }
  | { kind: 'mode'; mode: Mode }
  | { kind: 'cycle-mode' }
  | { kind: 'move'; rows: number; columns: number; extend: boolean }
  | { kind: 'erase' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'deselect' }
  | { kind: 'hint' }
  | { kind: 'pause' }
  | { kind: 'new-game' };

export interface KeyLike {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const MODE_KEYS: Record<string, Mode> = { z: 'digit', x: 'corner', c: 'centre', v: 'colour' };
const COMMAND_KEYS: Record<string, 'hint' | 'pause' | 'new-game'> = { h: 'hint', p: 'pause', n: 'new-game' };
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** What a key press means on a board of side `size`, or null when it means nothing to the game. */
export function keyIntent(event: KeyLike, size: number): KeyIntent | null {
  const command = event.ctrlKey || event.metaKey;
  const lower = event.key.toLowerCase();
  if (event.altKey) return null;
  if (command && lower === 'z') return event.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
  if (command && lower === 'y') return { kind: 'redo' };

  const arrow = ARROWS[event.key];
  if (arrow) return { kind: 'move', rows: arrow[0], columns: arrow[1], extend: event.shiftKey || command };

  // Shift changes what event.key says ("!" for 1), so digits are read from the physical key too.
  const fromCode = /^(?:Digit|Numpad)(\d)$/u.exec(event.code);
  const digitKey = fromCode ? Number(fromCode[1]) : /^\d$/u.test(event.key) ? Number(event.key) : null;
  if (digitKey !== null) {
    if (digitKey === 0) return command ? null : { kind: 'erase' };
    if (digitKey > size) return null;
    if (event.shiftKey) return { kind: 'enter', digit: digitKey, mode: 'corner' };
    if (command) return { kind: 'enter', digit: digitKey, mode: 'centre' };
    return { kind: 'enter', digit: digitKey };
  }
  if (size > 9 && /^[a-g]$/iu.test(event.key)) {
    // A–G are 10–16 (core-solver's symbols), read as base-36 digits: no import for this module.
    const digit = parseInt(event.key, 36);
    if (digit <= size) {
      if (command) return { kind: 'enter', digit, mode: 'centre' };
      return event.shiftKey ? { kind: 'enter', digit, mode: 'corner' } : { kind: 'enter', digit };
    }
  }
  if (command) return null;
  if (event.key === 'Delete' || event.key === 'Backspace') return { kind: 'erase' };
  if (event.key === 'Escape') return { kind: 'deselect' };
  if (event.key === ' ') return { kind: 'cycle-mode' };
  if (!event.shiftKey && COMMAND_KEYS[lower]) return { kind: COMMAND_KEYS[lower] };
  const mode = MODE_KEYS[lower];
  if (mode && !event.shiftKey) return { kind: 'mode', mode };
  return null;
}
