/**
 * Saves the game on every board change, every few seconds of the clock, when the page is hidden
 * and when the game leaves the screen.
 *
 * Two tabs on one game (issue 31): every save carries the game's move count, and a save that is
 * behind what storage holds is refused (persistence.ts), so a stale tab closed last cannot write
 * its older board over the other tab's progress. The other tab's saves arrive as `storage` events:
 * a newer save of this game is taken at once, so both tabs show the newest progress; a refused
 * save takes it too (an event may not have arrived yet).
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { Board } from '../../game/board.ts';
import type { GameAction, GameState } from '../../game/game.ts';
import { loadGame, saveGame, saveKey, type KeyValueStore } from '../../game/persistence.ts';

export function useAutosave(
  store: KeyValueStore,
  state: GameState,
  dispatch: Dispatch<GameAction>,
  onNotice?: (text: string, kind?: 'storage-full') => void,
): void {
  const latest = useRef(state);
  latest.current = state;
  const told = useRef(new Set<string>());
  const noticeFn = useRef(onNotice);
  noticeFn.current = onNotice;
  /** Each notice once per game on screen (saves run on every move). */
  const notice = {
    current: (text: string, kind?: 'storage-full') => {
      if (told.current.has(text)) return;
      told.current.add(text);
      noticeFn.current?.(text, kind);
    },
  };
  const { setup } = state;
  const board = state.history.present;
  const elapsedBucket = Math.floor(state.elapsedMs / 5000);
  const flushRef = useRef<() => void>(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: notice is a ref, read when a save is written
  useEffect(() => {
    /** Takes this game's save when it is ahead of the board on screen. */
    const adopt = () => {
      const saved = loadGame(store, setup.key, setup.record, false);
      const mine = latest.current;
      // Equal counts with another board: the other tab won a race; the same board: nothing to take
      // (taking it would save it again and bounce between the tabs).
      if (
        saved.status === 'ok' &&
        (saved.game.moves > mine.moves ||
          (saved.game.moves === mine.moves && !sameBoard(saved.game.board, mine.history.present)))
      ) {
        dispatch({ type: 'adopt', saved: saved.game });
        // The reducer's state arrives with the next render; until then saves compare with this.
        latest.current = {
          ...latest.current,
          moves: saved.game.moves,
          history: { ...latest.current.history, present: saved.game.board },
        };
        return true;
      }
      return false;
    };
    const flush = () => {
      const result = saveGame(store, setup, snapshot(latest.current));
      if (result === 'behind') {
        if (adopt())
          notice.current('This puzzle was played on in another tab or window; its newer progress is shown here.');
      } else if (result === 'newer-version') {
        notice.current(
          'A newer version of Sudoku Forge keeps progress on this puzzle; this tab does not save over it (reload the page to update).',
        );
      } else if (result === 'full') {
        // Nothing the player did is removed to make room (persistence.ts): they choose.
        notice.current(
          'Storage is full, so progress on this puzzle is not being saved. No game you have played was removed to make room.',
          'storage-full',
        );
      } else if (result === 'other-puzzle') {
        notice.current('Progress on this puzzle cannot be saved: another saved puzzle has the same storage key.');
      }
    };
    flushRef.current = flush;
    const onStorage = (event: StorageEvent) => {
      if (event.key === saveKey(setup.key) && event.newValue !== null) adopt();
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [store, setup, dispatch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the changes that call for a save (every 5 s of play, each move, the end)
  useEffect(() => {
    flushRef.current();
  }, [store, setup, board, state.completed, elapsedBucket]);
}

const sameBoard = (a: Board, b: Board) =>
  (['digits', 'corner', 'centre', 'colours'] as const).every(
    (k) => a[k].length === b[k].length && a[k].every((v, i) => v === b[k][i]),
  );

function snapshot(state: GameState) {
  return {
    board: state.history.present,
    history: state.history,
    elapsedMs: state.elapsedMs,
    completed: state.completed,
    moves: state.moves,
    tally: state.tally,
  };
}
