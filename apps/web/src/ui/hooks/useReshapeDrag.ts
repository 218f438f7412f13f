/**
 * Reshaping the picked line by dragging on the Create page's board (issue 27 §2): a press on an end
 * of the picked thermo, arrow or line, then a drag, extends it cell by cell or takes cells back off
 * (game/reshape.ts dragStep; each cell one undo step). A press there without a drag is a plain
 * press (the cell selected, the pick dropped). Every other press goes to the board's own pointer.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { CreateAction, CreateState } from '../../game/create.ts';
import { dragStep, endAt, type End } from '../../game/reshape.ts';
import { pressCell } from '../../game/selection.ts';
import type { BoardPointer } from './useBoardPointer.ts';

interface Held {
  readonly end: End;
  /** The cell pressed, and whether the drag has reshaped the line yet. */
  readonly cell: number;
  readonly modifiers: { ctrl: boolean; shift: boolean };
  moved: boolean;
  /** The cell the pointer was last over (a move within it does nothing more). */
  over: number;
}

/** The cell under a pointer, or NaN (touches stay captured by the first cell: elementFromPoint follows them). */
const cellUnder = (clientX: number, clientY: number): number => {
  const element = document.elementFromPoint(clientX, clientY)?.closest<HTMLElement>('[data-cell]');
  return element ? Number(element.dataset.cell) : Number.NaN;
};

export function useReshapeDrag(
  state: CreateState,
  n: number,
  dispatch: Dispatch<CreateAction>,
  board: BoardPointer,
): BoardPointer {
  const held = useRef<Held | null>(null);
  // The moves of one drag come faster than renders: each reads the newest line.
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    const stop = () => {
      const h = held.current;
      held.current = null;
      if (!h || h.moved) return;
      dispatch({ type: 'select', update: (old) => pressCell(old, h.cell, h.modifiers) });
      dispatch({ type: 'focus', cell: h.cell });
    };
    const cancel = () => (held.current = null);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [dispatch]);

  const picked = (s: CreateState) => (s.picked === null ? undefined : s.draft.constraints[s.picked]);
  return {
    onCellPointerDown(cell, event) {
      const line = picked(state);
      const end = line && !(event.pointerType === 'mouse' && event.button !== 0) ? endAt(line, cell) : null;
      if (!end) {
        board.onCellPointerDown(cell, event);
        return;
      }
      const modifiers = { ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey };
      held.current = { end, cell, modifiers, moved: false, over: cell };
    },
    onPointerMove(event) {
      const h = held.current;
      if (!h) {
        board.onPointerMove(event);
        return;
      }
      const cell = cellUnder(event.clientX, event.clientY);
      if (!Number.isInteger(cell) || cell === h.over) return;
      h.over = cell;
      const line = picked(latest.current);
      const step = line ? dragStep(line, h.end, cell, n) : null;
      if (!step) return;
      h.moved = true;
      dispatch({ type: 'reshape', reshape: step });
    },
    onFocus: board.onFocus,
  };
}
