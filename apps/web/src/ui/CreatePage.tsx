/**
 * Your own puzzle: type or paste the givens of any variant, draw (or paste) irregular regions and
 * killer cages, or import an f-puzzles link; the solver (in the learn worker) checks it, and a
 * puzzle proven unique gets its play link (a content share link, so it can be passed on too).
 * The editing rules are game/editor.ts and the page's state game/create.ts; this page renders
 * them (the tools: CreateTools.tsx, the verdict: CreateCheck.tsx). Loaded only when opened.
 */
import { useCallback, useMemo, useReducer, useRef, useState, type KeyboardEvent, type SetStateAction } from 'react';
import { VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { requestCheck, requestFpuzzles, requestLink } from '../engine/learn-client.ts';
import { emptyBoard } from '../game/board.ts';
import { createReducer, initialCreate, shownTool, toolsOf, type Tool } from '../game/create.ts';
import {
  draftFromRecord,
  draftGeometry,
  draftRecord,
  pasteCages,
  pasteGivens,
  pasteRegions,
  type Draft,
} from '../game/editor.ts';
import { keyIntent } from '../game/keys.ts';
import type { Selection } from '../game/selection.ts';
import { cagesToText } from '../game/setup.ts';
import { cellViews } from '../game/view.ts';
import { Board } from './Board.tsx';
import { CreateCheck } from './CreateCheck.tsx';
import { CreateTools } from './CreateTools.tsx';
import { useBoardPointer } from './hooks/useBoardPointer.ts';
import { VariantOptions } from './VariantOptions.tsx';
import './pages.css';
import { PageNote } from './PageNote.tsx';

const TOOL_NAMES: Record<Tool, string> = { digits: 'Givens', regions: 'Regions', cages: 'Cages' };

/** The content share link that plays a record (setup.ts reads it back). */
function playLink(draft: Draft): string {
  const record = draftRecord(draft);
  const params = new URLSearchParams({ v: draft.variant, p: record.puzzle });
  if (record.regions) params.set('r', record.regions);
  if (record.cages) params.set('k', cagesToText(record.cages));
  return `./?${params.toString()}#/`;
}

export default function CreatePage() {
  const [state, dispatch] = useReducer(createReducer, undefined, initialCreate);
  const { draft, selection, focus, note, check } = state;
  const [paste, setPaste] = useState('');
  const [fpuzzles, setFpuzzles] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const select = useCallback((update: SetStateAction<Selection>) => dispatch({ type: 'select', update }), []);
  const pointer = useBoardPointer(selection, select, (cell) => dispatch({ type: 'focus', cell }));
  const n = VARIANTS[draft.variant].size;
  const tools = toolsOf(draft);
  const tool = shownTool(state);

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
    const intent = keyIntent(event, n);
    if (!intent || !['move', 'erase', 'deselect', 'enter'].includes(intent.kind)) return;
    event.preventDefault();
    const next = createReducer(state, { type: 'key', intent });
    dispatch({ type: 'key', intent });
    if (intent.kind === 'move') gridRef.current?.querySelector<HTMLElement>(`[data-cell="${next.focus}"]`)?.focus();
  };

  const attempt = (what: string, make: () => Draft) => {
    try {
      dispatch({ type: 'draft', draft: make(), note: { kind: 'ok', text: what } });
    } catch (error) {
      dispatch({ type: 'note', note: { kind: 'error', text: (error as Error).message } });
    }
  };

  // Read in the learn worker (issue 31): the page stays responsive whatever the link holds.
  const importFpuzzles = async () => {
    dispatch({ type: 'note', note: { kind: 'ok', text: 'Reading the f-puzzles link…' } });
    try {
      const record = await requestFpuzzles(fpuzzles);
      try {
        dispatch({
          type: 'draft',
          draft: draftFromRecord(record),
          note: { kind: 'ok', text: 'Imported from f-puzzles. Check it below, then play.' },
          deselect: true,
        });
      } catch (error) {
        dispatch({ type: 'note', note: { kind: 'error', text: (error as Error).message } });
      }
    } catch (error) {
      // Thermos, arrows, dots, SudokuPad links…: not drawn here, but the player opens them (?load=).
      const link = await requestLink(fpuzzles).catch(() => null);
      if (link) {
        dispatch({
          type: 'note',
          note: { kind: 'ok', text: 'This puzzle has constraints the editor does not draw: opening it in the player…' },
        });
        window.location.assign(`./?load=${encodeURIComponent(link.load)}#/`);
      } else dispatch({ type: 'note', note: { kind: 'error', text: (error as Error).message } });
    }
  };

  const runCheck = async () => {
    dispatch({ type: 'check', check: { kind: 'working' } });
    try {
      const report = await requestCheck(JSON.stringify(draftRecord(draft)), {});
      dispatch({
        type: 'check',
        check:
          'error' in report ? { kind: 'error', text: report.error } : { kind: 'report', report, link: playLink(draft) },
      });
    } catch (error) {
      dispatch({ type: 'check', check: { kind: 'error', text: (error as Error).message } });
    }
  };

  return (
    <section className="create page" aria-labelledby="create-title">
      <h2 id="create-title">Your own puzzle</h2>
      <p>
        Type, paste or import a puzzle; once the solver proves it has exactly one solution, play it or share its link.
      </p>

      <details className="import-box">
        <summary>Import from f-puzzles</summary>
        <label className="field">
          f-puzzles link (classic, diagonal, anti-knight, hyper, irregular or killer; a SudokuPad link or other
          constraints open in the player)
          <input
            type="url"
            value={fpuzzles}
            onChange={(e) => setFpuzzles(e.target.value)}
            placeholder="https://www.f-puzzles.com/?load=N4Ig…"
            spellCheck={false}
          />
        </label>
        <button type="button" onClick={() => void importFpuzzles()} disabled={fpuzzles.trim() === ''}>
          Import link
        </button>
      </details>

      <div className="field inline">
        <label htmlFor="f-variant">Variant</label>
        <select
          id="f-variant"
          value={draft.variant}
          onChange={(e) => dispatch({ type: 'variant', variant: e.target.value as VariantId })}
        >
          <VariantOptions />
        </select>
      </div>
      <p className="rule">{VARIANTS[draft.variant].rule}</p>

      {tools.length > 1 && (
        <div className="modes" role="group" aria-label="Draw">
          {tools.map((t) => (
            <button key={t} type="button" aria-pressed={tool === t} onClick={() => dispatch({ type: 'tool', tool: t })}>
              {TOOL_NAMES[t]}
            </button>
          ))}
        </div>
      )}

      <div className="editor">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: tracks a drag and focus across the grid's cells, which are the controls */}
        <div className="board-wrap" onPointerMove={pointer.onPointerMove} onFocus={pointer.onFocus}>
          <Board
            geometry={geometry}
            views={views}
            focus={focus}
            gridRef={gridRef}
            onCellPointerDown={pointer.onCellPointerDown}
            onKeyDown={onKeyDown}
            label="Puzzle being created"
          />
        </div>
        <div className="editor-tools">
          <CreateTools key={tool} state={state} tool={tool} n={n} dispatch={dispatch} />
        </div>
      </div>

      <details className="paste-box">
        <summary>Paste instead</summary>
        <label className="field">
          Puzzle: {n * n} characters, <code>.</code> or <code>0</code> for blanks, or a JSON puzzle record
          <textarea value={paste} onChange={(e) => setPaste(e.target.value)} rows={3} spellCheck={false} />
        </label>
        <div className="actions">
          <button
            type="button"
            disabled={paste.trim() === ''}
            onClick={() => attempt('Givens read from the pasted text.', () => pasteGivens(draft, paste))}
          >
            Use as givens
          </button>
          {draft.variant === 'irregular' && (
            <button
              type="button"
              disabled={paste.trim() === ''}
              onClick={() => attempt('Regions read from the pasted map.', () => pasteRegions(draft, paste))}
            >
              Use as region map
            </button>
          )}
          {draft.variant === 'killer' && (
            <button
              type="button"
              disabled={paste.trim() === ''}
              onClick={() => attempt('Cages read from the pasted list.', () => pasteCages(draft, paste))}
            >
              Use as cages
            </button>
          )}
        </div>
      </details>

      <PageNote note={note} />

      <div className="actions">
        <button type="button" className="primary" onClick={() => void runCheck()}>
          Check puzzle
        </button>
      </div>
      <CreateCheck check={check} />
    </section>
  );
}
