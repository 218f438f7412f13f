/**
 * Records the game on screen in the statistics: once the first move is made (a game played),
 * and again when it is solved (with its time). The statistics code and `idb` load only then, so
 * they never weigh on the first screen. Failures (no IndexedDB) cost the statistics, not the game.
 */
import { useEffect, useRef } from 'react';
import type { GameState } from '../../game/game.ts';
import { shareQuery } from '../../game/setup.ts';

export function useStatsRecorder(state: GameState): void {
  const { setup, completed } = state;
  const moved = completed || state.history.past.length > 0;
  const elapsed = useRef(state.elapsedMs);
  elapsed.current = state.elapsedMs;
  useEffect(() => {
    if (!moved) return;
    const elapsedMs = elapsed.current;
    void Promise.all([import('../../game/stats.ts'), import('../../game/stats-db.ts')])
      .then(([stats, db]) =>
        db.recordGame(stats.playedEntry(setup, shareQuery(setup), completed, elapsedMs, Date.now())),
      )
      .catch(() => undefined);
  }, [setup, moved, completed]);
}
