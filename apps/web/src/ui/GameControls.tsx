/**
 * The controls beside (or under) the board: the cage calculator for the focused cell's cage, the
 * tools, the mode bar and keypad, and over the keypad the hint sheet or a first visit's welcome.
 */
import { lazy, Suspense, type Dispatch } from 'react';
import type { Geometry } from '@sudoku-forge/core-solver';
import type { GameAction, GameState } from '../game/game.ts';
import { remainingDigits } from '../game/number-first.ts';
import { Keypad, ModeBar, Tools } from './Controls.tsx';
import { HintSheet } from './HintSheet.tsx';
import type { HintControl } from './hooks/useHint.ts';
import type { usePlayInput } from './hooks/usePlayInput.ts';
import { CageHelp } from './Teach.tsx';
import type { WelcomeProps } from './Welcome.tsx';

// Shown rarely (a first visit): loaded when needed, not with the first screen.
const Welcome = lazy(() => import('./Welcome.tsx').then((m) => ({ default: m.Welcome })));

export interface GameControlsProps {
  geometry: Geometry;
  state: GameState;
  dispatch: Dispatch<GameAction>;
  /** Givens and digits together. */
  grid: ArrayLike<number>;
  /** Paused, solved or over the mistake limit: nothing can be entered. */
  blocked: boolean;
  input: ReturnType<typeof usePlayInput>;
  hints: HintControl;
  welcome?: WelcomeProps | undefined;
}

export function GameControls({ geometry, state, dispatch, grid, blocked, input, hints, welcome }: GameControlsProps) {
  const { view, viewDispatch, mode } = input;
  const board = state.history.present;
  const n = geometry.size;
  const focus = view.focus;
  const inCage = focus !== null && !blocked && geometry.cages.some((c) => c.cells.includes(focus));
  return (
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
          remaining={remainingDigits(state.setup.puzzle.givens, board, n)}
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
  );
}
