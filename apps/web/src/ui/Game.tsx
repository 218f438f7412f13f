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
import { lazy, Suspense, useEffect, useReducer, type ReactNode } from 'react';
import { VARIANTS } from '@sudoku-forge/core-solver';
import { clockRuns, gameReducer, MISTAKE_LIMIT, startGame } from '../game/game.ts';
import { remainingDigits } from '../game/number-first.ts';
import type { KeyValueStore, RestoredGame } from '../game/persistence.ts';
import type { Settings } from '../game/settings.ts';
import { shareQuery, type GameSetup } from '../game/setup.ts';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { Board } from './Board.tsx';
import { Keypad, ModeBar, Tools } from './Controls.tsx';
import { CageHelp } from './Teach.tsx';
import { HintSheet } from './HintSheet.tsx';
import { GameBar } from './GameBar.tsx';
import { GameDialogs } from './GameDialogs.tsx';
import { useSeRating } from './hooks/useSeRating.ts';
import type { WelcomeProps } from './Welcome.tsx';
// Shown rarely (a first visit): loaded when needed, not with the first screen.
const Welcome = lazy(() => import('./Welcome.tsx').then((m) => ({ default: m.Welcome })));
// A shared constraint puzzle's title, rules text and broken rules in words.
const ConstraintInfo = lazy(() => import('./ConstraintInfo.tsx'));
import { useAutosave } from './hooks/useAutosave.ts';
import { useBoardViews } from './hooks/useBoardViews.ts';
import { useCompletion } from './hooks/useCompletion.ts';
import { useClock } from './hooks/useClock.ts';
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
  const { geometry, givens } = setup.puzzle;
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

  useEffect(() => dispatch({ type: 'auto-clean', on: settings.autoClean }), [settings.autoClean]);
  // The first board's time (goal: playable within 1 s of navigation) is read from this mark by
  // `pnpm bench --op first-screen`; e2e/product.e2e.ts checks that it is set.
  useEffect(() => {
    if (performance.getEntriesByName('sudoku-forge:first-board').length === 0)
      performance.mark('sudoku-forge:first-board');
  }, []);
  // The solution arrives from the pool worker after the first paint (PlayPage).
  useEffect(() => dispatch({ type: 'setup', setup }), [setup]);
  useAutosave(store, state, dispatch, onNotice);
  useStatsRecorder(state);
  const hintState = useHint(setup, board);
  // A new hint (not the next stage of the one on screen) is counted (issue 30).
  const hints = {
    ...hintState,
    press: () => {
      if (!hintState.hint) dispatch({ type: 'hint' });
      return hintState.press();
    },
  };
  const input = usePlayInput({ setup, state, dispatch, blocked, hints, onMenu });
  const { view, viewDispatch, mode } = input;
  // A dialog over the board stops the clock (the new-game chooser, settings, the fill question).
  const dialogOpen = covered || view.dialog !== null || overLimit;
  useEffect(() => dispatch({ type: 'cover', on: dialogOpen }), [dialogOpen]);
  useClock(clockRuns(state), dispatch);
  const { celebrate, showDone, closeDone } = useCompletion(state.completed, () => viewDispatch({ type: 'solved' }));
  const { marks, shownViews, grid, shownCandidates } = useBoardViews(
    setup,
    board,
    view.selection,
    view.focus,
    settings,
    hints.marks,
  );
  const focus = view.focus;
  const inCage = focus !== null && !blocked && geometry.cages.some((c) => c.cells.includes(focus));
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
        {/* biome-ignore lint/a11y/noStaticElementInteractions: tracks a drag and focus across the grid's cells, which are the controls */}
        <div
          className="board-wrap"
          id="board"
          onPointerMove={input.pointer.onPointerMove}
          onFocus={input.pointer.onFocus}
        >
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
              gridRef={input.gridRef}
              onCellPointerDown={input.pointer.onCellPointerDown}
              {...(marks.eliminations ? { eliminations: marks.eliminations } : {})}
              {...(shownCandidates
                ? { candidates: shownCandidates, candidateStyle: marks.candidates ? 'hint' : 'auto' }
                : {})}
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
            canErase={input.canErase}
            canHint={!blocked}
            onUndo={() => dispatch({ type: 'undo' })}
            onRedo={() => dispatch({ type: 'redo' })}
            onErase={input.erase}
            onHint={() => void hints.press()}
            onCandidates={input.askFill}
          />
          <div className="pad-area">
            <ModeBar mode={mode} onMode={(m) => viewDispatch({ type: 'mode', mode: m })} disabled={blocked} />
            <Keypad
              size={n}
              mode={mode}
              disabled={blocked}
              onDigit={input.onDigit}
              armed={view.armed}
              remaining={remainingDigits(givens, board, n)}
            />
            <HintSheet
              hint={hints.hint}
              geometry={geometry}
              onMore={hints.more}
              onApply={() => input.applyHint(hints.hint)}
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
