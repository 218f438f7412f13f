/**
 * Saves the game on every board change, every few seconds of the clock, when the page is hidden
 * and when the game leaves the screen.
 */
import { useEffect, useRef } from 'react';
import type { GameState } from '../../game/game.ts';
import { saveGame, type KeyValueStore } from '../../game/persistence.ts';

export function useAutosave(store: KeyValueStore, state: GameState): void {
  const latest = useRef(state);
  latest.current = state;
  const { setup } = state;
  const board = state.history.present;
  const elapsedBucket = Math.floor(state.elapsedMs / 5000);
  useEffect(() => {
    saveGame(store, setup, snapshot(latest.current));
  }, [store, setup, board, state.completed, elapsedBucket]);
  useEffect(() => {
    const flush = () => saveGame(store, setup, snapshot(latest.current));
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [store, setup]);
}

function snapshot(state: GameState) {
  return { board: state.history.present, history: state.history, elapsedMs: state.elapsedMs, completed: state.completed };
}
