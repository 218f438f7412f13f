/**
 * One game on screen: the board, entry modes, keypad, undo/redo, hints, timer and completion.
 * All changes to the board go through gameReducer; selection, mode and the hint on screen are
 * view state that undo does not touch.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type PointerEvent } from 'react';
import { cellName, digitSymbol, VARIANTS, type Geometry } from '@sudoku-forge/core-solver';
import type { Board as BoardState } from '../game/board.ts';
import { formatTime, gameReducer, startGame } from '../game/game.ts';
import { keyIntent, MODES, nextMode, type KeyIntent, type Mode } from '../game/keys.ts';
import { saveGame, type KeyValueStore } from '../game/persistence.ts';
import type { Settings } from '../game/settings.ts';
import { shareQuery, type GameSetup } from '../game/setup.ts';
import { cellViews, COLOUR_NAMES } from '../game/view.ts';
import { LEVEL_NAMES, type Level, type Step } from '../engine/api.ts';
import { requestHint } from '../engine/learn-client.ts';
import { Board } from './Board.tsx';

export interface GameProps {
  setup: GameSetup;
  restored?: { board: BoardState; elapsedMs: number; completed: boolean };
  settings: Settings;
  onSettings: (settings: Settings) => void;
  store: KeyValueStore;
  onNewPuzzle?: () => void;
}

type HintView =
  | { kind: 'loading' }
  | { kind: 'wrong'; cell: number; text: string }
  | { kind: 'step'; stage: 1 | 2; step: Step }
  | { kind: 'message'; text: string };

const MODE_NAMES: Record<Mode, string> = { digit: 'Digit', corner: 'Corner', centre: 'Centre', colour: 'Colour' };

export function Game({ setup, restored, settings, onSettings, store, onNewPuzzle }: GameProps) {
  const [state, dispatch] = useReducer(gameReducer, undefined, () => startGame(setup, restored, settings.autoClean));
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>('digit');
  const [hint, setHint] = useState<HintView | null>(null);
  const [showDone, setShowDone] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const { geometry, givens } = setup.puzzle;
  const board = state.history.present;
  const n = geometry.size;
  const level = setup.origin.level as Level | undefined;
  const levelName = level && level in LEVEL_NAMES ? LEVEL_NAMES[level] : undefined;

  useEffect(() => dispatch({ type: 'auto-clean', on: settings.autoClean }), [settings.autoClean]);

  // Any change of the board makes a hint on screen stale.
  const boardRef = useRef(board);
  useEffect(() => {
    if (boardRef.current !== board) setHint(null);
    boardRef.current = board;
  }, [board]);

  // Progress is saved on every board change and every few seconds of the clock.
  const latest = useRef(state);
  latest.current = state;
  const elapsedBucket = Math.floor(state.elapsedMs / 5000);
  useEffect(() => {
    saveGame(store, setup, { board, elapsedMs: latest.current.elapsedMs, completed: state.completed });
  }, [store, setup, board, state.completed, elapsedBucket]);
  useEffect(() => {
    const flush = () => saveGame(store, setup, { board: latest.current.history.present, elapsedMs: latest.current.elapsedMs, completed: latest.current.completed });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, setup]);

  // The clock runs while the game is on screen, not paused and not finished.
  useEffect(() => {
    if (state.paused || state.completed) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      if (document.visibilityState === 'visible') dispatch({ type: 'tick', ms: now - last });
      last = now;
    }, 1000);
    return () => window.clearInterval(timer);
  }, [state.paused, state.completed]);

  const wasCompleted = useRef(state.completed);
  useEffect(() => {
    if (state.completed && !wasCompleted.current) setShowDone(true);
    wasCompleted.current = state.completed;
  }, [state.completed]);

  const enter = useCallback(
    (digit: number, override?: Mode) => {
      const cells = [...selection];
      if (cells.length === 0) return;
      const m = override ?? mode;
      if (m === 'colour' && digit > 9) return;
      dispatch({ type: 'move', move: { type: m, action: 'toggle', cells, digit } });
    },
    [selection, mode],
  );

  const erase = useCallback(() => {
    if (selection.size > 0) dispatch({ type: 'move', move: { type: 'erase', cells: [...selection] } });
  }, [selection]);

  const focusCell = (cell: number) => {
    const element = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cell}"]`);
    element?.focus({ preventScroll: false });
  };

  const handleIntent = (intent: KeyIntent) => {
    switch (intent.kind) {
      case 'enter':
        return enter(intent.digit, intent.mode);
      case 'mode':
        return setMode(intent.mode);
      case 'cycle-mode':
        return setMode(nextMode(mode));
      case 'erase':
        return erase();
      case 'undo':
        return dispatch({ type: 'undo' });
      case 'redo':
        return dispatch({ type: 'redo' });
      case 'deselect':
        return setSelection(new Set());
      case 'move': {
        const from = focus ?? 0;
        const r = (Math.floor(from / n) + intent.rows + n) % n;
        const c = ((from % n) + intent.columns + n) % n;
        const cell = r * n + c;
        setSelection((old) => (intent.extend ? new Set([...old, from, cell]) : new Set([cell])));
        setFocus(cell);
        focusCell(cell);
        return;
      }
    }
  };

  // Keys work wherever focus is on the play screen (as in SudokuPad), except in form fields,
  // and Enter/Space keep their meaning on buttons.
  const handleIntentRef = useRef(handleIntent);
  handleIntentRef.current = handleIntent;
  const blocked = state.paused || state.completed;
  useEffect(() => {
    if (blocked) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (target?.closest('button, a, summary') && (event.key === 'Enter' || event.key === ' ')) return;
      const intent = keyIntent(event, n);
      if (!intent) return;
      event.preventDefault();
      handleIntentRef.current(intent);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [blocked, n]);

  const onCellPointerDown = (cell: number, event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const additive = event.ctrlKey || event.metaKey || event.shiftKey;
    setSelection((old) => {
      if (!additive) return new Set([cell]);
      const next = new Set(old);
      if (event.ctrlKey || event.metaKey) {
        if (next.has(cell)) next.delete(cell);
        else next.add(cell);
      } else next.add(cell);
      return next;
    });
    setFocus(cell);
    dragging.current = true;
  };

  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  // Dragging extends the selection; elementFromPoint also follows a touch (touches stay captured).
  const onGridPointerMove = (event: PointerEvent) => {
    if (!dragging.current) return;
    const element = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-cell]');
    const cell = element ? Number(element.dataset.cell) : NaN;
    if (!Number.isInteger(cell) || selection.has(cell)) return;
    setSelection((old) => new Set([...old, cell]));
    setFocus(cell);
  };

  const onGridFocus = (event: React.FocusEvent) => {
    const cell = Number((event.target as HTMLElement).dataset.cell);
    if (!Number.isInteger(cell)) return;
    if (selection.size === 0) setSelection(new Set([cell]));
    setFocus(cell);
  };

  const pressHint = async () => {
    if (hint?.kind === 'step' && hint.stage === 1) {
      setHint({ ...hint, stage: 2 });
      return;
    }
    if (hint?.kind === 'loading') return;
    const asked = board;
    setHint({ kind: 'loading' });
    try {
      const answer = await requestHint(setup.record, board.digits, board.centre);
      if (boardRef.current !== asked) return;
      if (answer.kind === 'step') setHint({ kind: 'step', stage: 1, step: answer.step });
      else if (answer.kind === 'mistake') setHint({ kind: 'wrong', cell: answer.cell, text: answer.text });
      else setHint({ kind: 'message', text: answer.message });
    } catch (error) {
      setHint({ kind: 'message', text: `No hint: ${(error as Error).message}` });
    }
  };

  const applyHint = () => {
    if (hint?.kind !== 'step') return;
    dispatch({ type: 'move', move: { type: 'step', placements: hint.step.placements, eliminations: hint.step.eliminations } });
    setHint(null);
  };

  const hintCells = useMemo(() => {
    if (hint?.kind === 'wrong') return new Set([hint.cell]);
    if (hint?.kind === 'step') return new Set(hint.step.cells);
    return undefined;
  }, [hint]);
  const hintTargets = useMemo(() => {
    if (hint?.kind !== 'step' || hint.stage !== 2) return undefined;
    return new Set([...hint.step.placements.map((p) => p.cell), ...hint.step.eliminations.map((e) => e.cell)]);
  }, [hint]);
  const eliminations = useMemo(() => {
    if (hint?.kind !== 'step' || hint.stage !== 2) return undefined;
    const byCell = new Map<number, number[]>();
    for (const { cell, digit } of hint.step.eliminations) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
    return byCell;
  }, [hint]);

  const views = useMemo(
    () =>
      cellViews(geometry, givens, board, {
        selection,
        focus: settings.highlightRelated || settings.highlightSame ? focus : null,
        mistakes: settings.mistakes,
        solution: setup.solution,
        highlightSame: settings.highlightSame,
        ...(hintCells ? { hintCells } : {}),
        ...(hintTargets ? { hintTargets } : {}),
      }),
    [geometry, givens, board, selection, focus, settings, setup.solution, hintCells, hintTargets],
  );
  const shownViews = useMemo(
    () => (settings.highlightRelated ? views : views.map((v) => (v.related ? { ...v, related: false } : v))),
    [views, settings.highlightRelated],
  );

  const symbols = Array.from({ length: n }, (_, i) => i + 1);
  const notesOn = mode === 'centre' || mode === 'corner';
  const link = `${window.location.origin}${window.location.pathname}${shareQuery(setup)}`;
  const variantName = VARIANTS[geometry.variant].name;

  return (
    <section className="game" aria-label="Game">
      <div className="game-head">
        <p className="game-title">
          <strong>{variantName}</strong>
          {levelName && <> · {levelName}</>}
          {setup.origin.daily && <> · daily puzzle {setup.origin.daily}</>}
          {setup.origin.id && <span className="game-id"> · {setup.origin.id}</span>}
        </p>
        <p className="rule">{VARIANTS[geometry.variant].rule}</p>
        <div className="clock">
          {settings.showTimer && (
            <span className="time" aria-label={`Time ${formatTime(state.elapsedMs)}`} role="timer">
              {formatTime(state.elapsedMs)}
            </span>
          )}
          <button type="button" onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })} disabled={state.completed}>
            {state.paused ? 'Resume' : 'Pause'}
          </button>
        </div>
      </div>
      <div className="game-body">
        <div className="board-wrap" onPointerMove={onGridPointerMove} onFocus={onGridFocus}>
          {state.paused ? (
            <div className={`board board-${n} paused-cover`} style={{ ['--n' as string]: n }}>
              <p>Paused</p>
              <button type="button" onClick={() => dispatch({ type: 'resume' })}>
                Resume
              </button>
            </div>
          ) : (
            <Board
              geometry={geometry}
              views={shownViews}
              focus={focus}
              gridRef={gridRef}
              onCellPointerDown={onCellPointerDown}
              {...(eliminations ? { eliminations } : {})}
              label={`${variantName} board`}
            />
          )}
        </div>
        <div className="controls">
          <div className="modes" role="group" aria-label="Entry mode">
            {MODES.map((m) => (
              <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)} title={`${MODE_NAMES[m]} mode (${'zxcv'[MODES.indexOf(m)]})`}>
                {MODE_NAMES[m]}
              </button>
            ))}
            <button type="button" aria-pressed={notesOn} onClick={() => setMode(notesOn ? 'digit' : 'centre')} title="Notes: pencil marks in the centre of the cell">
              Notes
            </button>
          </div>
          <div className={`keypad keypad-${n}`} role="group" aria-label="Keypad">
            {symbols.map((d) => (
              <button
                key={d}
                type="button"
                className={mode === 'colour' ? `key colour-key bg-colour-${d}` : 'key'}
                disabled={mode === 'colour' && d > 9}
                onClick={() => enter(d)}
                title={mode === 'colour' ? COLOUR_NAMES[d] : undefined}
              >
                {digitSymbol(d)}
              </button>
            ))}
          </div>
          <div className="actions" role="group" aria-label="Actions">
            <button type="button" onClick={erase}>Erase</button>
            <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.history.past.length === 0 || blocked}>Undo</button>
            <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.history.future.length === 0 || blocked}>Redo</button>
            <button type="button" onClick={pressHint} disabled={blocked}>Hint</button>
            <button type="button" onClick={() => dispatch({ type: 'move', move: { type: 'candidates' } })} disabled={blocked}>Fill candidates</button>
          </div>
          <HintPanel hint={hint} geometry={geometry} onApply={applyHint} onErase={(cell) => dispatch({ type: 'move', move: { type: 'erase', cells: [cell] } })} />
          <details className="settings">
            <summary>Settings</summary>
            <label>
              Mistakes{' '}
              <select value={settings.mistakes} onChange={(e) => onSettings({ ...settings, mistakes: e.target.value as Settings['mistakes'] })}>
                <option value="off">Off</option>
                <option value="rules">Rules: mark digits that break a rule</option>
                <option value="solution">Solution: mark digits that are wrong</option>
              </select>
            </label>
            <label><input type="checkbox" checked={settings.highlightSame} onChange={(e) => onSettings({ ...settings, highlightSame: e.target.checked })} /> Highlight the same digit</label>
            <label><input type="checkbox" checked={settings.highlightRelated} onChange={(e) => onSettings({ ...settings, highlightRelated: e.target.checked })} /> Highlight row, column and box</label>
            <label><input type="checkbox" checked={settings.autoClean} onChange={(e) => onSettings({ ...settings, autoClean: e.target.checked })} /> Remove notes a digit rules out</label>
            <label><input type="checkbox" checked={settings.showTimer} onChange={(e) => onSettings({ ...settings, showTimer: e.target.checked })} /> Show the timer</label>
          </details>
          <div className="share">
            <label>
              Share link <input readOnly value={link} onFocus={(e) => e.target.select()} />
            </label>
            <button type="button" onClick={() => void navigator.clipboard?.writeText(link).catch(() => undefined)}>Copy link</button>
          </div>
        </div>
      </div>
      {showDone && (
        <div className="overlay">
          <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="done-title">
            <h2 id="done-title">Solved!</h2>
            <p>
              You solved this {levelName ? `${levelName} ` : ''}
              {variantName} puzzle in {formatTime(state.elapsedMs)}.
            </p>
            <p className="done-stats">
              Time: {formatTime(state.elapsedMs)}
              {levelName ? ` · Level: ${levelName}` : ''}
            </p>
            <div className="dialog-buttons">
              {onNewPuzzle && (
                <button type="button" onClick={onNewPuzzle} autoFocus>
                  New puzzle
                </button>
              )}
              <button type="button" onClick={() => setShowDone(false)} autoFocus={!onNewPuzzle}>
                Close
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

function HintPanel({
  hint,
  geometry,
  onApply,
  onErase,
}: {
  hint: HintView | null;
  geometry: Geometry;
  onApply: () => void;
  onErase: (cell: number) => void;
}) {
  return (
    <div className="hint-panel" role="status" aria-live="polite">
      {hint?.kind === 'loading' && <p>Looking for the next step…</p>}
      {hint?.kind === 'message' && <p>{hint.text}</p>}
      {hint?.kind === 'wrong' && (
        <>
          <p>{hint.text}</p>
          <button type="button" onClick={() => onErase(hint.cell)}>Erase it</button>
        </>
      )}
      {hint?.kind === 'step' && (
        <>
          <p>
            <strong className="technique">{capitalise(hint.step.technique ?? '')}</strong>
            {hint.stage === 1 && ': the highlighted cells hold the next step. Press Hint again for the explanation.'}
          </p>
          {hint.stage === 2 && (
            <>
              <p className="explanation">{hint.step.explanation}</p>
              {hint.step.placements.length > 0 && (
                <p>Place: {hint.step.placements.map((p) => `${digitSymbol(p.digit)} in ${cellName(geometry, p.cell)}`).join(', ')}</p>
              )}
              {hint.step.eliminations.length > 0 && (
                <p>Remove: {hint.step.eliminations.map((e) => `${digitSymbol(e.digit)} from ${cellName(geometry, e.cell)}`).join(', ')}</p>
              )}
              <button type="button" onClick={onApply}>Apply</button>
            </>
          )}
        </>
      )}
    </div>
  );
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
