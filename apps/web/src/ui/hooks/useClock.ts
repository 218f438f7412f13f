/**
 * The game clock: ticks once a second while the game is on screen, visible, not paused, not
 * finished and not covered by a dialog (game.ts clockRuns).
 */
import { useEffect, type Dispatch } from 'react';
import type { GameAction } from '../../game/game.ts';

export function useClock(running: boolean, dispatch: Dispatch<GameAction>): void {
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      if (document.visibilityState === 'visible') dispatch({ type: 'tick', ms: now - last });
      last = now;
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running, dispatch]);
}
