/**
 * Selecting cells with a mouse, pen or finger: press to select (Ctrl/Cmd toggles, Shift adds),
 * drag to extend. elementFromPoint follows a touch too (touches stay captured by the first cell).
 */
import { useEffect, useRef, type Dispatch, type FocusEvent, type PointerEvent, type SetStateAction } from 'react';
import { dragOnto, pressCell, type Selection } from '../../game/selection.ts';

export interface BoardPointer {
  onCellPointerDown: (cell: number, event: PointerEvent) => void;
  onPointerMove: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
}

export function useBoardPointer(
  selection: Selection,
  setSelection: Dispatch<SetStateAction<Selection>>,
  setFocus: (cell: number) => void,
): BoardPointer {
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

  return {
    onCellPointerDown(cell, event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const modifiers = { ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey };
      setSelection((old) => pressCell(old, cell, modifiers));
      setFocus(cell);
      dragging.current = true;
    },
    onPointerMove(event) {
      if (!dragging.current) return;
      const element = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-cell]');
      const cell = element ? Number(element.dataset.cell) : NaN;
      if (!Number.isInteger(cell) || selection.has(cell)) return;
      setSelection((old) => dragOnto(old, cell));
      setFocus(cell);
    },
    onFocus(event) {
      const cell = Number((event.target as HTMLElement).dataset.cell);
      if (!Number.isInteger(cell)) return;
      if (selection.size === 0) setSelection(new Set([cell]));
      setFocus(cell);
    },
  };
}
