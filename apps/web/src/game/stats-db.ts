/**
 * Where statistics are kept: IndexedDB through `idb`, one object store of PlayedGame entries by
 * puzzle key. Every write merges with what is there (stats.ts `mergeGame`), inside one
 * transaction, so recording a game twice or importing a file twice changes nothing, and an import
 * that fails leaves the store as it was. Loaded only when a game is first moved in or the
 * statistics page opens (not with the first screen).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { checkEntry, MAX_KEPT_GAMES, mergeGame, mergeGames, type PlayedGame } from './stats.ts';

interface StatsSchema extends DBSchema {
  games: { key: string; value: PlayedGame };
}

export const STATS_DB = 'sudoku-forge-stats';
const DB_VERSION = 1;

let opening: Promise<IDBPDatabase<StatsSchema>> | null = null;

function db(): Promise<IDBPDatabase<StatsSchema>> {
  if (typeof indexedDB === 'undefined')
    return Promise.reject(new Error('this browser keeps no local database (IndexedDB)'));
  opening ??= openDB<StatsSchema>(STATS_DB, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('games', { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Records a game (its first move, or its solve), merged with what is kept for that puzzle. At the
 * cap (MAX_KEPT_GAMES) a new game takes the place of the one started first (issue 31).
 */
export async function recordGame(entry: PlayedGame, cap: number = MAX_KEPT_GAMES): Promise<void> {
  const tx = (await db()).transaction('games', 'readwrite');
  const old = await tx.store.get(entry.key);
  if (!old && (await tx.store.count()) >= cap) {
    let first: { key: string; started: number } | null = null;
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      const started = typeof cursor.value.started === 'number' ? cursor.value.started : -Infinity;
      if (first === null || started < first.started) first = { key: cursor.key, started };
    }
    if (first) await tx.store.delete(first.key);
  }
  await tx.store.put(old ? mergeGame(old, entry) : entry);
  await tx.done;
}

/** Every kept entry that is one (a damaged entry is left out, so it cannot break the page). */
export async function allGames(): Promise<PlayedGame[]> {
  const games: PlayedGame[] = [];
  for (const value of await (await db()).getAll('games')) {
    const entry = checkEntry(value);
    if (typeof entry !== 'string') games.push(entry);
  }
  return games;
}

/** Merges imported entries into the kept ones in one transaction: all or nothing. */
export async function importGames(incoming: readonly PlayedGame[]): Promise<{ added: number; updated: number }> {
  const tx = (await db()).transaction('games', 'readwrite');
  const kept = await tx.store.getAll();
  const { games, added, updated } = mergeGames(kept, incoming);
  const changed = new Set(incoming.map((g) => g.key));
  await Promise.all(games.filter((g) => changed.has(g.key)).map((g) => tx.store.put(g)));
  await tx.done;
  return { added, updated };
}

/** Closes the connection (tests). */
export async function closeStats(): Promise<void> {
  if (opening) (await opening).close();
  opening = null;
}
