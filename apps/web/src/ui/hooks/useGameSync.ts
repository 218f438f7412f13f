/**
 * Keeps a game's state in step with what is outside it: the auto-clean setting, the setup (the
 * solution arrives from the pool worker after the first paint: PlayPage), and whether a dialog
 * covers the board (the clock stops). Marks the first board's time, which `pnpm bench --op
 * first-screen` reads (goal: playable within 1 s of navigation; e2e/product.e2e.ts checks it is set).
 */
import { useEffect, type Dispatch } from 'react';
import type { GameAction } from '../../game/game.ts';
import type { GameSetup } from '../../game/setup.ts';

export interface GameSync {
  setup: GameSetup;
  autoClean: boolean;
  /** A dialog covers the board. */
  covered: boolean;
}

export function useGameSync({ setup, autoClean, covered }: GameSync, dispatch: Dispatch<GameAction>): void {
  useEffect(() => {
    if (performance.getEntriesByName('sudoku-forge:first-board').length === 0)
      performance.mark('sudoku-forge:first-board');
  }, []);
  useEffect(() => dispatch({ type: 'auto-clean', on: autoClean }), [autoClean, dispatch]);
  useEffect(() => dispatch({ type: 'setup', setup }), [setup, dispatch]);
  useEffect(() => dispatch({ type: 'cover', on: covered }), [covered, dispatch]);
}
