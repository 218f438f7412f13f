/**
 * Your own puzzle: type or paste the givens of any variant, draw (or paste) irregular regions and
 * killer cages, or import an f-puzzles link; the solver (in the learn worker) checks it, and a
 * puzzle proven unique gets its play link (a content share link, so it can be passed on too).
 * The editing rules are game/editor.ts; this page renders them. Loaded only when opened.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { symbolDigit, VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES } from '../engine/api.ts';
import { requestCheck, requestFpuzzles, requestLink } from '../engine/learn-client.ts';
import type { SolverReport } from '../engine/learn.ts';
import { emptyBoard } from '../game/board.ts';
import {
  addCage,
  draftFromRecord,
  draftGeometry,
  draftRecord,
  emptyDraft,
  paintRegion,
  pasteCages,
  pasteGivens,
  pasteRegions,
  regionSizes,
  removeCage,
  setGivens,
  switchVariant,
  type Draft,
} from '../game/editor.ts';
import { arrowSelect, stepCell, type Selection } from '../game/selection.ts';
import { cagesToText } from '../game/setup.ts';
import { cellViews } from '../game/view.ts';
import { Board } from './Board.tsx';
import { Keypad } from './Controls.tsx';
import { useBoardPointer } from './hooks/useBoardPointer.ts';
import { VariantOptions } from './VariantOptions.tsx';
import './pages.css';
import { PageNote, type Note } from './PageNote.tsx';

type Tool = 'digits' | 'regions' | 'cages';
type Check = { kind: 'working' } | { kind: 'error'; text: string } | { kind: 'report'; report: SolverReport; link: string };

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
  const [draft, setDraft] = useState<Draft>(() => emptyDraft('classic'));
  const [tool, setTool] = useState<Tool>('digits');
  const [selection, setSelection] = useState<Selection>(new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const [region, setRegion] = useState(0);
  const [sum, setSum] = useState('');
  const [paste, setPaste] = useState('');
  const [fpuzzles, setFpuzzles] = useState('');
  const [note, setNote] = useState<Note>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const pointer = useBoardPointer(selection, setSelection, setFocus);
  const n = VARIANTS[draft.variant].size;
  const tools: Tool[] = draft.variant === 'irregular' ? ['digits', 'regions'] : draft.variant === 'killer' ? ['digits', 'cages'] : ['digits'];
  const shownTool = tools.includes(tool) ? tool : 'digits';

  const change = (next: Draft) => {
    setDraft(next);
    setCheck(null);
  };
  const geometry = useMemo(() => draftGeometry(draft), [draft]);
  const views = useMemo(() => {
    const board = emptyBoard(geometry.cellCount);
    // While drawing regions, each region is coloured too (the borders alone are hard to follow).
    const colours = shownTool === 'regions' ? draft.regionOf.map((r) => 1 << r % 9) : board.colours;
    return cellViews(geometry, draft.givens, { ...board, colours }, { selection, focus, mistakes: 'off', solution: new Uint8Array(geometry.cellCount), highlightSame: false });
  }, [geometry, draft, selection, focus, shownTool]);

  const cells = [...selection];
  const enter = (digit: number) => {
    if (cells.length > 0) change(setGivens(draft, cells, digit));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key.startsWith('Arrow')) {
      event.preventDefault();
      const from = focus ?? 0;
      const [rows, columns] = key === 'ArrowUp' ? [-1, 0] : key === 'ArrowDown' ? [1, 0] : key === 'ArrowLeft' ? [0, -1] : [0, 1];
      const to = stepCell(from, n, rows, columns);
      setSelection((old) => arrowSelect(old, from, to, event.shiftKey || event.ctrlKey));
      setFocus(to);
      gridRef.current?.querySelector<HTMLElement>(`[data-cell="${to}"]`)?.focus();
      return;
    }
    if (key === 'Backspace' || key === 'Delete' || key === '0') {
      event.preventDefault();
      return enter(0);
    }
    if (key === 'Escape') return setSelection(new Set());
    const digit = key.length === 1 ? symbolDigit(key) : 0;
    if (digit >= 1 && digit <= n && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      enter(digit);
    }
  };

  const attempt = (what: string, make: () => Draft) => {
    try {
      change(make());
      setNote({ kind: 'ok', text: what });
    } catch (error) {
      setNote({ kind: 'error', text: (error as Error).message });
    }
  };

  // Read in the learn worker (issue 31): the page stays responsive whatever the link holds.
  const importFpuzzles = async () => {
    setNote({ kind: 'ok', text: 'Reading the f-puzzles link…' });
    try {
      const record = await requestFpuzzles(fpuzzles);
      attempt('Imported from f-puzzles. Check it below, then play.', () => {
        const next = draftFromRecord(record);
        setSelection(new Set());
        return next;
      });
    } catch (error) {
      // Thermos, arrows, dots, SudokuPad links…: not drawn here, but the player opens them (?load=).
      const link = await requestLink(fpuzzles).catch(() => null);
      if (link) {
        setNote({ kind: 'ok', text: 'This puzzle has constraints the editor does not draw: opening it in the player…' });
        window.location.assign(`./?load=${encodeURIComponent(link.load)}#/`);
      } else setNote({ kind: 'error', text: (error as Error).message });
    }
  };

  const runCheck = async () => {
    setCheck({ kind: 'working' });
    try {
      const report = await requestCheck(JSON.stringify(draftRecord(draft)), {});
      if ('error' in report) setCheck({ kind: 'error', text: report.error });
      else setCheck({ kind: 'report', report, link: playLink(draft) });
    } catch (error) {
      setCheck({ kind: 'error', text: (error as Error).message });
    }
  };

  const sizes = regionSizes(draft);
  const cageSum = Number(sum);

  return (
    <section className="create page" aria-labelledby="create-title">
      <h2 id="create-title">Your own puzzle</h2>
      <p>Type, paste or import a puzzle; once the solver proves it has exactly one solution, play it or share its link.</p>

      <details className="import-box">
        <summary>Import from f-puzzles</summary>
        <label className="field">
          f-puzzles link (classic, diagonal, anti-knight, hyper, irregular or killer; a SudokuPad link or other constraints open in the player)
          <input type="url" value={fpuzzles} onChange={(e) => setFpuzzles(e.target.value)} placeholder="https://www.f-puzzles.com/?load=N4Ig…" spellCheck={false} />
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
          onChange={(e) => {
            change(switchVariant(draft, e.target.value as VariantId));
            setSelection(new Set());
          }}
        >
          <VariantOptions />
        </select>
      </div>
      <p className="rule">{VARIANTS[draft.variant].rule}</p>

      {tools.length > 1 && (
        <div className="modes" role="group" aria-label="Draw">
          {tools.map((t) => (
            <button key={t} type="button" aria-pressed={shownTool === t} onClick={() => setTool(t)}>
              {TOOL_NAMES[t]}
            </button>
          ))}
        </div>
      )}

      <div className="editor">
        <div className="board-wrap" onPointerMove={pointer.onPointerMove} onFocus={pointer.onFocus}>
          <Board geometry={geometry} views={views} focus={focus} gridRef={gridRef} onCellPointerDown={pointer.onCellPointerDown} onKeyDown={onKeyDown} label="Puzzle being created" />
        </div>
        <div className="editor-tools">
          {shownTool === 'digits' && (
            <>
              <p className="status">Select cells (drag or Shift+click for several), then type a digit or press a key below.</p>
              <Keypad size={n} mode="digit" disabled={cells.length === 0} onDigit={enter} />
              <div className="actions">
                <button type="button" onClick={() => enter(0)} disabled={cells.length === 0}>
                  Clear cells
                </button>
                <button type="button" onClick={() => change({ ...draft, givens: draft.givens.map(() => 0) })}>
                  Clear all givens
                </button>
              </div>
            </>
          )}
          {shownTool === 'regions' && (
            <>
              <p className="status">Select cells, then press the region they belong to. Each region needs {n} connected cells.</p>
              <div className="region-keys" role="group" aria-label="Region">
                {sizes.map((size, r) => (
                  <button
                    key={r}
                    type="button"
                    className="key region-key"
                    aria-pressed={region === r}
                    disabled={cells.length === 0}
                    onClick={() => {
                      setRegion(r);
                      change(paintRegion(draft, cells, r));
                    }}
                  >
                    <span className={`swatch bg-colour-${(r % 9) + 1}`} aria-hidden="true" />
                    {`Region ${r + 1}`}
                    <span className="region-count">{`${size} cells`}</span>
                  </button>
                ))}
              </div>
            </>
          )}
          {shownTool === 'cages' && (
            <>
              <p className="status">Select the cells of a cage, type its sum and add it.</p>
              <div className="cage-form">
                <div className="field inline">
                  <label htmlFor="f-cage-sum">Cage sum</label>
                  <input id="f-cage-sum" type="number" inputMode="numeric" min={1} max={45} value={sum} onChange={(e) => setSum(e.target.value)} />
                </div>
                <button
                  type="button"
                  disabled={cells.length === 0 || sum === ''}
                  onClick={() => {
                    const next = addCage(draft, cells, cageSum);
                    if (typeof next === 'string') setNote({ kind: 'error', text: next });
                    else {
                      change(next);
                      setNote({ kind: 'ok', text: `Cage of ${cells.length} cells with sum ${cageSum} added.` });
                      setSelection(new Set());
                      setSum('');
                    }
                  }}
                >
                  Add cage
                </button>
              </div>
              {draft.cages.length > 0 && (
                <ul className="cage-list" aria-label="Cages">
                  {draft.cages.map((cage, i) => (
                    <li key={cage.cells.join(',')}>
                      {`Sum ${cage.sum}: ${cage.cells.length} cells`}
                      <button type="button" onClick={() => change(removeCage(draft, i))} aria-label={`Remove cage ${i + 1} (sum ${cage.sum})`}>
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>

      <details className="paste-box">
        <summary>Paste instead</summary>
        <label className="field">
          Puzzle: {n * n} characters, <code>.</code> or <code>0</code> for blanks, or a JSON puzzle record
          <textarea value={paste} onChange={(e) => setPaste(e.target.value)} rows={3} spellCheck={false} />
        </label>
        <div className="actions">
          <button type="button" disabled={paste.trim() === ''} onClick={() => attempt('Givens read from the pasted text.', () => pasteGivens(draft, paste))}>
            Use as givens
          </button>
          {draft.variant === 'irregular' && (
            <button type="button" disabled={paste.trim() === ''} onClick={() => attempt('Regions read from the pasted map.', () => pasteRegions(draft, paste))}>
              Use as region map
            </button>
          )}
          {draft.variant === 'killer' && (
            <button type="button" disabled={paste.trim() === ''} onClick={() => attempt('Cages read from the pasted list.', () => pasteCages(draft, paste))}>
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
      <div role="status" aria-live="polite" className="solver-result">
        {check?.kind === 'working' && <p>Checking…</p>}
        {check?.kind === 'error' && <p className="verdict bad-input">This puzzle cannot be read: {check.text}</p>}
        {check?.kind === 'report' && (
          <>
            <p className={`verdict verdict-${check.report.status}`}>{check.report.verdict}</p>
            {check.report.grade && (
              <p>
                Grade: {LEVEL_NAMES[check.report.grade.level]} (hardest technique: {check.report.grade.hardest})
              </p>
            )}
            {check.report.status === 'unique' ? (
              <p className="actions">
                <a className="button-link" href={check.link}>
                  Play this puzzle
                </a>
              </p>
            ) : (
              <p>Only a puzzle with exactly one solution can be played: {check.report.status === 'multiple' ? 'add givens' : 'fix the givens'} and check again.</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
