/**
 * The Create page's orchestration (issue 30 §7): its reducer (game/create.ts), the board's pointer
 * (selecting; dragging the picked line's ends: useReshapeDrag) and keys, the cells' views, the live
 * count (useCreateCount), and the requests to the learn worker (an f-puzzles import, the grade
 * check). CreatePage.tsx renders what this returns.
 */
import { useCallback, useMemo, useReducer, useRef, type KeyboardEvent, type SetStateAction } from 'react';
import { VARIANTS } from '@sudoku-forge/core-solver';
import { requestCheck, requestFpuzzles, requestLink } from '../../engine/learn-client.ts';
import { emptyBoard } from '../../game/board.ts';
import { createReducer, initialCreate, shownTool } from '../../game/create.ts';
import { draftFromRecord, draftGeometry, draftRecord, type Draft } from '../../game/editor.ts';
import type { keyIntent as KeyIntentOf } from '../../game/keys.ts';
import type { Selection } from '../../game/selection.ts';
import { cellViews } from '../../game/view.ts';
import { useBoardPointer } from './useBoardPointer.ts';
import { useReshapeDrag } from './useReshapeDrag.ts';
import { useCreateCount } from './useCreateCount.ts';

const KEYS = ['move', 'erase', 'deselect', 'enter', 'undo', 'redo'];

export function useCreate(keyIntent: typeof KeyIntentOf) {
  const [state, dispatch] = useReducer(createReducer, undefined, initialCreate);
  const { draft, selection, focus } = state;
  const gridRef = useRef<HTMLDivElement>(null);
  const select = useCallback((update: SetStateAction<Selection>) => dispatch({ type: 'select', update }), []);
  const n = VARIANTS[draft.variant].size;
  const board = useBoardPointer(selection, select, (cell) => dispatch({ type: 'focus', cell }));
  // A drag from an end of the picked line reshapes it; any other press selects cells.
  const pointer = useReshapeDrag(state, n, dispatch, board);
  const tool = shownTool(state);
  useCreateCount(draft, state.version, dispatch);

  const geometry = useMemo(() => draftGeometry(draft), [draft]);
  const views = useMemo(() => {
    const board = emptyBoard(geometry.cellCount);
    // While drawing regions, each region is coloured too (the borders alone are hard to follow).
    const colours = tool === 'regions' ? draft.regionOf.map((r) => 1 << (r % 9)) : board.colours;
    return cellViews(
      geometry,
      draft.givens,
      { ...board, colours },
      { selection, focus, mistakes: 'off', solution: new Uint8Array(geometry.cellCount), highlightSame: false },
    );
  }, [geometry, draft, selection, focus, tool]);

  // The play screen's keys (game/keys.ts); an arrow also moves the browser's focus to the cell.
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter picks the drawn constraints through the focused cell in turn (game/create.ts).
    if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      dispatch({ type: 'pick-at' });
      return;
    }
    const intent = keyIntent(event, n);
    if (!intent || !KEYS.includes(intent.kind)) return;
    event.preventDefault();
    const next = createReducer(state, { type: 'key', intent });
    dispatch({ type: 'key', intent });
    if (intent.kind === 'move') gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.focus}"]`)?.focus();
  };

  /** A pasted part of the puzzle into the draft, or the reader's words why not. */
  const attempt = (what: string, make: () => Draft) => {
    try {
      dispatch({ type: 'draft', draft: make(), note: { kind: 'ok', text: what } });
    } catch (error) {
      dispatch({ type: 'note', note: { kind: 'error', text: (error as Error).message } });
    }
  };

  // Read in the learn worker (issue 31): the page stays responsive whatever the link holds.
  const importFpuzzles = async (link: string) => {
    dispatch({ type: 'note', note: { kind: 'ok', text: 'Reading the f-puzzles link…' } });
    try {
      const record = await requestFpuzzles(link);
      attempt('Imported from f-puzzles. Check it below, then play.', () => draftFromRecord(record));
      dispatch({ type: 'select', update: new Set() });
    } catch (error) {
      // Thermos, arrows, dots, SudokuPad links…: the player opens them (?load=).
      const read = await requestLink(link).catch(() => null);
      if (read) {
        dispatch({
          type: 'note',
          note: { kind: 'ok', text: 'This puzzle has constraints the editor does not draw: opening it in the player…' },
        });
        window.location.assign(`./?load=${encodeURIComponent(read.load)}#/`);
      } else dispatch({ type: 'note', note: { kind: 'error', text: (error as Error).message } });
    }
  };

  const runCheck = async () => {
    dispatch({ type: 'check', check: { kind: 'working' } });
    try {
      const report = await requestCheck(JSON.stringify(draftRecord(draft)), {});
      dispatch({
        type: 'check',
        check: 'error' in report ? { kind: 'error', text: report.error } : { kind: 'report', report },
      });
    } catch (error) {
      dispatch({ type: 'check', check: { kind: 'error', text: (error as Error).message } });
    }
  };

  return { state, dispatch, n, tool, geometry, views, gridRef, pointer, onKeyDown, attempt, importFpuzzles, runCheck };
}
