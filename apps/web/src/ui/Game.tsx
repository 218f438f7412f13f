/**
 * One game on screen: composes the board, the controls, the hint sheet and the completion dialog.
 * All changes to the board go through gameReducer (game/game.ts); selection, mode and the hint on
 * screen are view state that undo does not touch. Logic lives in game/ (pure, unit-tested) and in
 * the hooks beside this file; this component wires them together and renders.
 *
 * Layout (styles.css): on a phone, a bar, the board, the tools and the keypad stacked to fit one
 * screen, the hint sheet lying over the keypad; on a wide screen the controls sit beside a board
 * as tall as the window.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { VARIANTS } from '@sudoku-forge/core-solver';
import { applyMove, fillWouldReplaceNotes } from '../game/board.ts';
import { clockRuns, gameReducer, MISTAKE_LIMIT, startGame } from '../game/game.ts';
import { remainingDigits } from '../game/number-first.ts';
import { nextMode, type KeyIntent, type Mode } from '../game/keys.ts';
import type { KeyValueStore, RestoredGame } from '../game/persistence.ts';
import { arrowSelect, stepCell, type Selection } from '../game/selection.ts';
import type { Settings } from '../game/settings.ts';
import { shareQuery, type GameSetup } from '../game/setup.ts';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { Board } from './Board.tsx';
import { Keypad, ModeBar, Tools } from './Controls.tsx';
import { CageHelp, FillDialog } from './Teach.tsx';
import { HintSheet } from './HintSheet.tsx';
import { GameBar } from './GameBar.tsx';
import { useSeRating } from './hooks/useSeRating.ts';
import { seInput } from '../game/se-label.ts';
import type { WelcomeProps } from './Welcome.tsx';
// Shown rarely (a first visit, the mistake limit): loaded when needed, not with the first screen.
const Welcome = lazy(() => import('./Welcome.tsx').then((m) => ({ default: m.Welcome })));
const MistakeLimit = lazy(() => import('./MistakeLimit.tsx').then((m) => ({ default: m.MistakeLimit })));
// The completion dialog loads when a game is solved: it is not part of the first screen.
const DoneDialog = lazy(() => import('./DoneDialog.tsx').then((m) => ({ default: m.DoneDialog })));
// Settings open on a click: the dialog loads just after the first screen, not with it.
const SettingsDialog = lazy(() => import('./SettingsPanel.tsx').then((m) => ({ default: m.SettingsDialog })));
// A shared constraint puzzle's title, rules text and broken rules in words.
const ConstraintInfo = lazy(() => import('./ConstraintInfo.tsx'));
import { useAutosave } from './hooks/useAutosave.ts';
import { useBoardPointer } from './hooks/useBoardPointer.ts';
import { useBoardViews } from './hooks/useBoardViews.ts';
import { useCompletion } from './hooks/useCompletion.ts';
import { useClock } from './hooks/useClock.ts';
import { useGameKeys } from './hooks/useGameKeys.ts';
import { useHint } from './hooks/useHint.ts';
import { useHeldMode } from './hooks/useHeldMode.ts';
import { useNumberFirst } from './hooks/useNumberFirst.ts';
import { useStatsRecorder } from './hooks/useStatsRecorder.ts';

export interface GameProps {
  setup: GameSetup;
  restored?: Omit<RestoredGame, 'setup'>;
  settings: Settings;
  onSettings: (settings: Settings) => void;
  store: KeyValueStore;
  onNewPuzzle?: () => void;
  /** Opens the chooser (new game, continue, daily). */
  onMenu?: () => void;
  /** The player's record for this variant and level, shown when the puzzle is solved. */
  record?: (elapsedMs: number) => ReactNode;
  /** A notice about saving (another tab ahead, a newer version's save, a full storage: the page offers a choice). */
  onNotice?: (text: string, kind?: 'storage-full') => void;
  /** A dialog of the page's (the new-game chooser) covers the board: the clock stops. */
  covered?: boolean;
  /** A first visit's how-to-play, over the keypad until closed. */
  welcome?: WelcomeProps;
}

export function Game({ setup, restored, settings, onSettings, store, onNewPuzzle, onMenu, record, onNotice, covered = false, welcome }: GameProps) {
  const [state, dispatch] = useReducer(gameReducer, undefined, () => startGame(setup, restored, settings.autoClean));
  const [selection, setSelection] = useState<Selection>(new Set());
  const [focus, setFocus] = useState<number | null>(null);
  const [chosenMode, setMode] = useState<Mode>('digit');
  // Shift / Ctrl held: corner / centre for as long as they are held (SudokuPad).
  const held = useHeldMode();
  const mode = held ?? chosenMode;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [askFill, setAskFill] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const { geometry, givens } = setup.puzzle;
  const board = state.history.present;
  const n = geometry.size;
  const level = setup.origin.level as Level | undefined;
  const levelName = level && level in LEVEL_NAMES ? LEVEL_NAMES[level] : undefined;
  // SE's rating beside the level (classic only), rated in its own worker after the first paint.
  const seRating = useSeRating(useMemo(() => seInput(setup.puzzle), [setup.puzzle]));
  // A shared puzzle goes by its own title.
  const variantName = setup.origin.title ?? VARIANTS[geometry.variant].name;
  const overLimit = settings.mistakeCount === 'limit' && state.tally.mistakes >= MISTAKE_LIMIT && !state.completed;
  const blocked = state.paused || state.completed || overLimit;

  useEffect(() => dispatch({ type: 'auto-clean', on: settings.autoClean }), [settings.autoClean]);
  // The first board's time (goal: playable within 1 s of navigation) is read from this mark by
  // `pnpm bench --op first-screen`; e2e/product.e2e.ts checks that it is set.
  useEffect(() => {
    if (performance.getEntriesByName('sudoku-forge:first-board').length === 0) performance.mark('sudoku-forge:first-board');
  }, []);
  // The solution arrives from the pool worker after the first paint (PlayPage).
  useEffect(() => dispatch({ type: 'setup', setup }), [setup]);
  useAutosave(store, state, dispatch, onNotice);
  useStatsRecorder(state);
  // A dialog over the board stops the clock (the new-game chooser, settings, the fill question).
  const dialogOpen = covered || settingsOpen || askFill || overLimit;
  useEffect(() => dispatch({ type: 'cover', on: dialogOpen }), [dialogOpen]);
  useClock(clockRuns(state), dispatch);
  const hintState = useHint(setup, board);
  // A new hint (not the next stage of the one on screen) is counted (issue 30).
  const hints = { ...hintState, press: () => (hintState.hint ? undefined : dispatch({ type: 'hint' }), hintState.press()) };
  const pointer = useBoardPointer(selection, setSelection, setFocus);

  const { celebrate, showDone, closeDone } = useCompletion(state.completed, () => {
    setSelection(new Set());
    setFocus(null);
  });

  const enterIn = useCallback(
    (cells: readonly number[], digit: number, override?: Mode) => {
      const m = override ?? mode;
      if (cells.length === 0 || (m === 'colour' && digit > 9)) return;
      dispatch({ type: 'move', move: { type: m, action: 'toggle', cells, digit } });
    },
    [mode],
  );
  const enter = (digit: number, override?: Mode) => enterIn([...selection], digit, override);
  const numberFirst = useNumberFirst(selection, setSelection, setFocus, enterIn);
  const erase = () => {
    if (selection.size > 0) dispatch({ type: 'move', move: { type: 'erase', cells: [...selection] } });
  };
  // Erase is enabled only when it would change something (nothing selected, or only givens, cannot).
  const canErase = useMemo(
    () => !blocked && selection.size > 0 && applyMove(board, { type: 'erase', cells: [...selection] }, { geometry, givens, autoClean: false }) !== board,
    [blocked, selection, board, geometry, givens],
  );
  const togglePause = () => dispatch({ type: state.paused ? 'resume' : 'pause' });

  const handleIntent = (intent: KeyIntent) => {
    if (intent.kind === 'pause') return state.completed ? undefined : togglePause();
    if (intent.kind === 'new-game') return onMenu?.();
    if (blocked) return;
    switch (intent.kind) {
      case 'enter':
        return enter(intent.digit, intent.mode);
      case 'mode':
        return setMode(intent.mode);
      case 'cycle-mode':
        return setMode(nextMode(chosenMode));
      case 'erase':
        return erase();
      case 'undo':
        return dispatch({ type: 'undo' });
      case 'redo':
        return dispatch({ type: 'redo' });
      case 'deselect':
        numberFirst.disarm();
        return setSelection(new Set());
      case 'hint':
        return void hints.press();
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

  const { marks, shownViews, grid, shownCandidates } = useBoardViews(setup, board, selection, focus, settings, hints.hint);
  const inCage = focus !== null && !blocked && geometry.cages.some((c) => c.cells.includes(focus));
  const fill = (scope: 'empty' | 'all') => {
    setAskFill(false);
    dispatch({ type: 'move', move: { type: 'candidates', scope } });
  };

  const applyHint = () => {
    const hint = hints.hint;
    if (hint?.kind !== 'step') return;
    dispatch({ type: 'move', move: { type: 'step', placements: hint.step.placements, eliminations: hint.step.eliminations } });
    hints.dismiss();
  };

  const link = `${window.location.origin}${window.location.pathname}${shareQuery(setup)}`;
  const rule = VARIANTS[geometry.variant].rule;

  return (
    <section className={`game game-${n}${zoomed ? ' zoomed' : ''}`} aria-label="Game" style={{ ['--n' as string]: n }}>
      <GameBar
        variantName={variantName}
        levelName={levelName}
        seRating={seRating}
        daily={setup.origin.daily}
        rule={rule}
        elapsedMs={settings.showTimer ? state.elapsedMs : null}
        paused={state.paused}
        completed={state.completed}
        onPause={togglePause}
        zoom={n > 9 ? { on: zoomed, onToggle: () => setZoomed(!zoomed) } : undefined}
        onMenu={onMenu}
        link={link}
        onSettings={() => setSettingsOpen(true)}
        tally={{ ...state.tally, limit: settings.mistakeCount === 'limit' ? MISTAKE_LIMIT : settings.mistakeCount === 'count' ? Infinity : null }}
      />
      <p className="rule game-rule">{rule}</p>
      <div className="game-body">
        <div className="board-wrap" id="board" onPointerMove={pointer.onPointerMove} onFocus={pointer.onFocus}>
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
              onCellPointerDown={numberFirst.pointerDown(pointer.onCellPointerDown)}
              {...(marks.eliminations ? { eliminations: marks.eliminations } : {})}
              {...(shownCandidates ? { candidates: shownCandidates, candidateStyle: marks.candidates ? 'hint' : 'auto' } : {})}
              {...(marks.marks ? { candidateMarks: marks.marks } : {})}
              {...(marks.links ? { links: marks.links } : {})}
              {...(marks.houses ? { houses: marks.houses } : {})}
              {...(marks.causes ? { causes: marks.causes } : {})}
              {...(marks.ruledOut ? { ruledOut: marks.ruledOut } : {})}
              label={`${variantName} board`}
              solved={celebrate}
            />
          )}
        </div>
        <div className="controls">
          {inCage && (
            <Suspense fallback={null}>
              <CageHelp geometry={geometry} grid={grid} notes={board.centre} cell={focus} />
            </Suspense>
          )}
          <Tools
            canUndo={!blocked && state.history.past.length > 0}
            canRedo={!blocked && state.history.future.length > 0}
            canErase={canErase}
            canHint={!blocked}
            onUndo={() => dispatch({ type: 'undo' })}
            onRedo={() => dispatch({ type: 'redo' })}
            onErase={erase}
            onHint={() => void hints.press()}
            onCandidates={() => (fillWouldReplaceNotes(board, { geometry, givens }) ? setAskFill(true) : fill('all'))}
          />
          <div className="pad-area">
            <ModeBar mode={mode} onMode={setMode} disabled={blocked} />
            <Keypad size={n} mode={mode} disabled={blocked} onDigit={numberFirst.onDigit} armed={numberFirst.armed} remaining={remainingDigits(givens, board, n)} />
            <HintSheet
              hint={hints.hint}
              geometry={geometry}
              onMore={hints.more}
              onApply={applyHint}
              onErase={(cell) => dispatch({ type: 'move', move: { type: 'erase', cells: [cell] } })}
              onClose={hints.dismiss}
            />
            {welcome && !hints.hint && (
              <Suspense fallback={null}>
                <Welcome {...welcome} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
      {(geometry.constraints.length > 0 || setup.origin.title !== undefined) && (
        <Suspense fallback={null}>
          <ConstraintInfo origin={setup.origin} geometry={geometry} grid={grid} showConflicts={settings.mistakes === 'rules'} />
        </Suspense>
      )}
      {askFill && (
        <Suspense fallback={null}>
          <FillDialog onFill={fill} onClose={() => setAskFill(false)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} settings={settings} onSettings={onSettings} rule={rule} />
      </Suspense>
      {overLimit && (
        <Suspense fallback={null}>
          <MistakeLimit limit={MISTAKE_LIMIT} onSecondChance={() => dispatch({ type: 'second-chance' })} onNewGame={onMenu} />
        </Suspense>
      )}
      {showDone && (
        <Suspense fallback={null}>
          <DoneDialog variantName={variantName} levelName={levelName} elapsedMs={state.elapsedMs} tally={state.tally} record={record?.(state.elapsedMs)} onNewPuzzle={onNewPuzzle} onNewGame={onMenu} onClose={closeDone} />
        </Suspense>
      )}
    </section>
  );
}
