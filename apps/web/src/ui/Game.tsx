/**
 * One game on screen: composes the board, the controls, the hint sheet and the completion dialog.
 * All changes to the board go through gameReducer (game/game.ts); selection, mode and the hint on
 * screen are view state that undo does not touch. Logic lives in game/ (pure, unit-tested) and in
 * the hooks beside this file; this component wires them together and renders.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { VARIANTS } from '@sudoku-forge/core-solver';
import { formatTime, gameReducer, startGame } from '../game/game.ts';
import { hintMarks } from '../game/hint-view.ts';
import { nextMode, type KeyIntent, type Mode } from '../game/keys.ts';
import type { KeyValueStore, RestoredGame } from '../game/persistence.ts';
import { arrowSelect, stepCell, type Selection } from '../game/selection.ts';
import type { Settings } from '../game/settings.ts';
import { shareQuery, type GameSetup } from '../game/setup.ts';
import { cellViews } from '../game/view.ts';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { Board } from './Board.tsx';
import { Keypad, ModeBar, Tools } from './Controls.tsx';
import { DoneDialog } from './DoneDialog.tsx';
import { HintSheet } from './HintSheet.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { ShareButton } from './ShareButton.tsx';
import { useAutosave } from './hooks/useAutosave.ts';
import { useBoardPointer } from './hooks/useBoardPointer.ts';
import { useClock } from './hooks/useClock.ts';
import { useGameKeys } from './hooks/useGameKeys.ts';
import { useHint } from './hooks/useHint.ts';

export interface GameProps {
  setup: GameSetup;
  restored?: Omit<RestoredGame, 'setup'>;
  settings: Settings;
  onSettings: (settings: Settings) => void;
  store: KeyValueStore;
  onNewPuzzle?: () => void;
  /** The player's record for this variant and level, shown when the puzzle is solved. */
  record?: ReactNode;
}

export function Game({ setup, restored, settings, onSettings, store, onNewPuzzle, record }: GameProps) {
  const [state, dispatch] = useReducer(gameReducer, undefined, () => startGame(setup, restored, settings.autoClean));
  const [selection, setSelection] = useState<Selection>(new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>('digit');
  const [showDone, setShowDone] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const { geometry, givens } = setup.puzzle;
  const board = state.history.present;
  const n = geometry.size;
  const level = setup.origin.level as Level | undefined;
  const levelName = level && level in LEVEL_NAMES ? LEVEL_NAMES[level] : undefined;
  const variantName = VARIANTS[geometry.variant].name;
  const blocked = state.paused || state.completed;

  useEffect(() => dispatch({ type: 'auto-clean', on: settings.autoClean }), [settings.autoClean]);
  useAutosave(store, state);
  useClock(!blocked, dispatch);
  const hints = useHint(setup, board);
  const pointer = useBoardPointer(selection, setSelection, setFocus);

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
  const erase = () => {
    if (selection.size > 0) dispatch({ type: 'move', move: { type: 'erase', cells: [...selection] } });
  };

  const handleIntent = (intent: KeyIntent) => {
    if (blocked) return;
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
        const to = stepCell(from, n, intent.rows, intent.columns);
        setSelection((old) => arrowSelect(old, from, to, intent.extend));
        setFocus(to);
        gridRef.current?.querySelector<HTMLElement>(`[data-cell="${to}"]`)?.focus();
        return;
      }
    }
  };
  useGameKeys(n, handleIntent);

  const marks = useMemo(() => hintMarks(hints.hint), [hints.hint]);
  const views = useMemo(
    () =>
      cellViews(geometry, givens, board, {
        selection,
        focus: settings.highlightRelated || settings.highlightSame ? focus : null,
        mistakes: settings.mistakes,
        solution: setup.solution,
        highlightSame: settings.highlightSame,
        ...(marks.cells ? { hintCells: marks.cells } : {}),
        ...(marks.targets ? { hintTargets: marks.targets } : {}),
      }),
    [geometry, givens, board, selection, focus, settings, setup.solution, marks],
  );
  const shownViews = useMemo(
    () => (settings.highlightRelated ? views : views.map((v) => (v.related ? { ...v, related: false } : v))),
    [views, settings.highlightRelated],
  );

  const applyHint = () => {
    const hint = hints.hint;
    if (hint?.kind !== 'step') return;
    dispatch({ type: 'move', move: { type: 'step', placements: hint.step.placements, eliminations: hint.step.eliminations } });
    hints.dismiss();
  };

  const link = `${window.location.origin}${window.location.pathname}${shareQuery(setup)}`;

  return (
    <section className="game" aria-label="Game">
      <div className="game-head">
        <p className="game-title">
          <strong>{variantName}</strong>
          {levelName && <> · {levelName}</>}
          {setup.origin.daily && <> · daily puzzle {setup.origin.daily}</>}
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
        <div className="board-wrap" onPointerMove={pointer.onPointerMove} onFocus={pointer.onFocus}>
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
              onCellPointerDown={pointer.onCellPointerDown}
              {...(marks.eliminations ? { eliminations: marks.eliminations } : {})}
              label={`${variantName} board`}
            />
          )}
        </div>
        <div className="controls">
          <ModeBar mode={mode} onMode={setMode} disabled={blocked} />
          <button type="button" aria-pressed={mode === 'centre' || mode === 'corner'} onClick={() => setMode(mode === 'centre' || mode === 'corner' ? 'digit' : 'centre')}>
            Notes
          </button>
          <Keypad size={n} mode={mode} disabled={blocked} onDigit={(d) => enter(d)} />
          <Tools
            canUndo={!blocked && state.history.past.length > 0}
            canRedo={!blocked && state.history.future.length > 0}
            canErase={!blocked}
            canHint={!blocked}
            onUndo={() => dispatch({ type: 'undo' })}
            onRedo={() => dispatch({ type: 'redo' })}
            onErase={erase}
            onHint={() => void hints.press()}
            onCandidates={() => dispatch({ type: 'move', move: { type: 'candidates' } })}
          />
          <HintSheet
            hint={hints.hint}
            geometry={geometry}
            onApply={applyHint}
            onErase={(cell) => dispatch({ type: 'move', move: { type: 'erase', cells: [cell] } })}
            onClose={hints.dismiss}
          />
          <SettingsPanel settings={settings} onSettings={onSettings} />
          <ShareButton url={link} title={`Sudoku Forge: ${variantName}`} />
        </div>
      </div>
      {showDone && (
        <DoneDialog variantName={variantName} levelName={levelName} elapsedMs={state.elapsedMs} record={record} onNewPuzzle={onNewPuzzle} onClose={() => setShowDone(false)} />
      )}
    </section>
  );
}
