/**
 * What the player's input does in a game (issue 30 §7): the view state (game/play-view.ts) and
 * the board's moves (game/game.ts) from the keypad, the board's pointer, the keys and the tools.
 * Cell-first and number-first (game/number-first.ts padPress) side by side; a held Shift / Ctrl
 * gives its mode while held (useHeldMode).
 */
import { useEffect, useMemo, useReducer, useRef, type Dispatch, type FocusEvent, type PointerEvent } from 'react';
import { applyMove, fillWouldReplaceNotes } from '../../game/board.ts';
import type { GameAction, GameState } from '../../game/game.ts';
import type { HintView } from '../../game/hint-stage.ts';
import type { KeyIntent } from '../../game/keys.ts';
import type { Mode } from '../../game/modes.ts';
import { padPress } from '../../game/number-first.ts';
import { playViewReducer, START_VIEW } from '../../game/play-view.ts';
import { stepCell } from '../../game/selection.ts';
import type { GameSetup } from '../../game/setup.ts';
import { useGameKeys } from './useGameKeys.ts';
import { useHeldMode } from './useHeldMode.ts';
import type { HintControl } from './useHint.ts';

export interface PlayInputProps {
  setup: GameSetup;
  state: GameState;
  dispatch: Dispatch<GameAction>;
  /** Paused, solved or over the mistake limit: only pause and new game answer. */
  blocked: boolean;
  hints: HintControl;
  onMenu?: (() => void) | undefined;
}

export function usePlayInput({ setup, state, dispatch, blocked, hints, onMenu }: PlayInputProps) {
  const [view, viewDispatch] = useReducer(playViewReducer, START_VIEW);
  const mode = useHeldMode() ?? view.mode;
  const { geometry, givens } = setup.puzzle;
  const n = geometry.size;
  const board = state.history.present;
  const gridRef = useRef<HTMLDivElement>(null);
  const cells = [...view.selection];

  const enterIn = (into: readonly number[], digit: number, override?: Mode) => {
    const m = override ?? mode;
    if (into.length === 0 || (m === 'colour' && digit > 9)) return;
    dispatch({ type: 'move', move: { type: m, action: 'toggle', cells: into, digit } });
  };
  const erase = () => {
    if (cells.length > 0) dispatch({ type: 'move', move: { type: 'erase', cells } });
  };
  // Erase is enabled only when it would change something (nothing selected, or only givens, cannot).
  const canErase = useMemo(
    () =>
      !blocked &&
      view.selection.size > 0 &&
      applyMove(board, { type: 'erase', cells: [...view.selection] }, { geometry, givens, autoClean: false }) !== board,
    [blocked, view.selection, board, geometry, givens],
  );
  const togglePause = () => dispatch({ type: state.paused ? 'resume' : 'pause' });

  useGameKeys(n, (intent: KeyIntent) => {
    if (intent.kind === 'pause') return state.completed ? undefined : togglePause();
    if (intent.kind === 'new-game') return onMenu?.();
    if (blocked) return;
    switch (intent.kind) {
      case 'enter':
        return enterIn(cells, intent.digit, intent.mode);
      case 'mode':
        return viewDispatch({ type: 'mode', mode: intent.mode });
      case 'cycle-mode':
        return viewDispatch({ type: 'cycle-mode' });
      case 'erase':
        return erase();
      case 'undo':
      case 'redo':
        return dispatch({ type: intent.kind });
      case 'deselect':
        return viewDispatch({ type: 'deselect' });
      case 'hint':
        return void hints.press();
      case 'move': {
        // The keyboard focus moves with the selection.
        viewDispatch({ type: 'arrow', n, rows: intent.rows, columns: intent.columns, extend: intent.extend });
        const to = stepCell(view.focus ?? 0, n, intent.rows, intent.columns);
        gridRef.current?.querySelector<HTMLElement>(`[data-cell="${to}"]`)?.focus();
        return;
      }
    }
  });

  // Dragging over cells extends the selection; elementFromPoint follows a touch too.
  const dragging = useRef(false);
  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);
  const pointer = {
    onCellPointerDown(cell: number, event: PointerEvent) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (view.armed !== null) {
        viewDispatch({ type: 'tap', cell });
        return enterIn([cell], view.armed);
      }
      viewDispatch({ type: 'press', cell, modifiers: { ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey } });
      dragging.current = true;
    },
    onPointerMove(event: PointerEvent) {
      if (!dragging.current) return;
      const element = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-cell]');
      const cell = element ? Number(element.dataset.cell) : NaN;
      if (Number.isInteger(cell)) viewDispatch({ type: 'drag', cell });
    },
    onFocus(event: FocusEvent) {
      const cell = Number((event.target as HTMLElement).dataset.cell);
      if (Number.isInteger(cell)) viewDispatch({ type: 'focus-cell', cell });
    },
  };

  const onDigit = (digit: number) => {
    const press = padPress(view.selection.size, view.armed, digit);
    if (press.kind === 'enter') enterIn(cells, digit);
    else viewDispatch({ type: 'arm', digit: press.digit });
  };
  const fill = (scope: 'empty' | 'all') => {
    viewDispatch({ type: 'dialog', dialog: null });
    dispatch({ type: 'move', move: { type: 'candidates', scope } });
  };
  const askFill = () =>
    fillWouldReplaceNotes(board, { geometry, givens }) ? viewDispatch({ type: 'dialog', dialog: 'fill' }) : fill('all');
  const applyHint = (hint: HintView | null) => {
    if (hint?.kind !== 'step') return;
    dispatch({
      type: 'move',
      move: { type: 'step', placements: hint.step.placements, eliminations: hint.step.eliminations },
    });
    hints.dismiss();
  };

  return {
    view,
    viewDispatch,
    mode,
    gridRef,
    pointer,
    onDigit,
    erase,
    canErase,
    togglePause,
    fill,
    askFill,
    applyHint,
  };
}
