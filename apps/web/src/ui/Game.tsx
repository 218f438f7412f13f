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
import { lazy, Suspense, useReducer, type ReactNode } from 'react';
import { VARIANTS } from '@sudoku-forge/core-solver';
import { clockRuns, gameReducer, MISTAKE_LIMIT, startGame } from '../game/game.ts';
import type { KeyValueStore, RestoredGame } from '../game/persistence.ts';
import type { Settings } from '../game/settings.ts';
import { shareQuery, type GameSetup } from '../game/setup.ts';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { GameBoard } from './GameBoard.tsx';
import { GameControls } from './GameControls.tsx';
import { GameBar } from './GameBar.tsx';
import { GameDialogs } from './GameDialogs.tsx';
import { useSeRating } from './hooks/useSeRating.ts';
import type { WelcomeProps } from './Welcome.tsx';
// A shared constraint puzzle's title, rules text and broken rules in words.
const ConstraintInfo = lazy(() => import('./ConstraintInfo.tsx'));
import { useAutosave } from './hooks/useAutosave.ts';
import { useBoardViews } from './hooks/useBoardViews.ts';
import { useCompletion } from './hooks/useCompletion.ts';
import { useClock } from './hooks/useClock.ts';
import { useGameSync } from './hooks/useGameSync.ts';
import { useHint } from './hooks/useHint.ts';
import { usePlayInput } from './hooks/usePlayInput.ts';
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

export function Game({
  setup,
  restored,
  settings,
  onSettings,
  store,
  onNewPuzzle,
  onMenu,
  record,
  onNotice,
  covered = false,
  welcome,
}: GameProps) {
  const [state, dispatch] = useReducer(gameReducer, undefined, () => startGame(setup, restored, settings.autoClean));
  const { geometry } = setup.puzzle;
  const board = state.history.present;
  const n = geometry.size;
  const level = setup.origin.level as Level | undefined;
  const levelName = level && level in LEVEL_NAMES ? LEVEL_NAMES[level] : undefined;
  // SE's rating beside the level (classic only), rated in its own worker after the first paint.
  const seRating = useSeRating(setup.puzzle);
  // A shared puzzle goes by its own title.
  const variantName = setup.origin.title ?? VARIANTS[geometry.variant].name;
  const limit = settings.mistakeCount === 'limit' ? MISTAKE_LIMIT : settings.mistakeCount === 'count' ? Infinity : null;
  const overLimit = limit === MISTAKE_LIMIT && state.tally.mistakes >= MISTAKE_LIMIT && !state.completed;
  const blocked = state.paused || state.completed || overLimit;

  useAutosave(store, state, dispatch, onNotice);
  useStatsRecorder(state);
  // Each new hint is counted (issue 30).
  const hints = useHint(setup, board, () => dispatch({ type: 'hint' }));
  const input = usePlayInput({ setup, state, dispatch, blocked, hints, onMenu });
  const { view, viewDispatch } = input;
  // A dialog over the board stops the clock (the new-game chooser, settings, the fill question). The
  // clock reads it directly, so it stops in the commit that opens the dialog, not one render later.
  const coveredNow = covered || view.dialog !== null || overLimit;
  useGameSync({ setup, autoClean: settings.autoClean, covered: coveredNow }, dispatch);
  useClock(clockRuns(state) && !coveredNow, dispatch);
  const { celebrate, showDone, closeDone } = useCompletion(state.completed, () => viewDispatch({ type: 'solved' }));
  const { marks, shownViews, grid, shownCandidates } = useBoardViews(
    setup,
    board,
    view.selection,
    view.focus,
    settings,
    hints.marks,
  );
  const link = `${window.location.origin}${window.location.pathname}${shareQuery(setup)}`;
  const rule = VARIANTS[geometry.variant].rule;

  return (
    <section
      className={`game game-${n}${view.zoomed ? ' zoomed' : ''}`}
      aria-label="Game"
      style={{ ['--n' as string]: n }}
    >
      <GameBar
        variantName={variantName}
        levelName={levelName}
        seRating={seRating}
        daily={setup.origin.daily}
        rule={rule}
        elapsedMs={settings.showTimer ? state.elapsedMs : null}
        paused={state.paused}
        completed={state.completed}
        onPause={input.togglePause}
        zoom={n > 9 ? { on: view.zoomed, onToggle: () => viewDispatch({ type: 'zoom' }) } : undefined}
        onMenu={onMenu}
        link={link}
        onSettings={() => viewDispatch({ type: 'dialog', dialog: 'settings' })}
        tally={{ ...state.tally, limit }}
      />
      <p className="rule game-rule">{rule}</p>
      <div className="game-body">
        <GameBoard
          geometry={geometry}
          views={shownViews}
          focus={view.focus}
          marks={marks}
          candidates={shownCandidates}
          input={input}
          paused={state.paused}
          onResume={() => dispatch({ type: 'resume' })}
          label={`${variantName} board`}
          solved={celebrate}
        />
        <GameControls
          geometry={geometry}
          state={state}
          dispatch={dispatch}
          grid={grid}
          blocked={blocked}
          input={input}
          hints={hints}
          welcome={welcome}
        />
      </div>
      {(geometry.constraints.length > 0 || setup.origin.title !== undefined) && (
        <Suspense fallback={null}>
          <ConstraintInfo
            origin={setup.origin}
            geometry={geometry}
            grid={grid}
            showConflicts={settings.mistakes === 'rules'}
          />
        </Suspense>
      )}
      <GameDialogs
        dialog={view.dialog}
        onClose={() => viewDispatch({ type: 'dialog', dialog: null })}
        onFill={input.fill}
        settings={settings}
        onSettings={onSettings}
        rule={rule}
        overLimit={overLimit}
        onSecondChance={() => dispatch({ type: 'second-chance' })}
        onMenu={onMenu}
        done={
          showDone
            ? {
                variantName,
                levelName,
                elapsedMs: state.elapsedMs,
                tally: state.tally,
                record: record?.(state.elapsedMs),
                onNewPuzzle,
                onClose: closeDone,
              }
            : null
        }
      />
    </section>
  );
}
