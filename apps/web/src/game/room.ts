/**
 * Making room when storage is full (issue 30 §1): the player may choose to remove the finished
 * games; nothing is removed unasked. Loaded with the notice that offers it (ui/PageNotice.tsx),
 * not with the first screen.
 */
import { INDEX, listGames, PREFIX, type GameSummary, type KeyValueStore } from './persistence.ts';

/**
 * What the player may choose to remove when storage is full: the finished games, oldest first
 * (their times stay in the statistics). Nothing is removed without the player's say.
 */
export function finishedGames(games: readonly GameSummary[]): GameSummary[] {
  return games.filter((g) => g.completed).sort((a, b) => a.updated - b.updated);
}

/** Removes these games' saves and their lines of the list; how many were removed. */
export function removeGames(store: KeyValueStore, games: readonly GameSummary[]): number {
  const gone = new Set(games.map((g) => g.key));
  let removed = 0;
  try {
    for (const key of gone) {
      store.removeItem(PREFIX + key);
      removed++;
    }
    store.setItem(INDEX, JSON.stringify(listGames(store).filter((g) => !gone.has(g.key))));
  } catch {
    // A list that could not be written is dropped, to be rebuilt from the saves.
    try {
      store.removeItem(INDEX);
    } catch {
      // Nothing more to do.
    }
  }
  return removed;
}
