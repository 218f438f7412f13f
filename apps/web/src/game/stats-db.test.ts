import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { allGames, closeStats, importGames, recordGame, STATS_DB } from './stats-db.ts';

afterEach(async () => {
  await closeStats();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(STATS_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('stats-db', () => {
  it('records a start, then the solve of the same puzzle, as one entry', async () => {
    await recordGame({ key: 'classic:a', variant: 'classic', level: 'easy', started: 10 });
    await recordGame({ key: 'classic:a', variant: 'classic', level: 'easy', started: 20, solved: 90, elapsedMs: 80 });
    await recordGame({ key: 'classic:a', variant: 'classic', level: 'easy', started: 30 });
    expect(await allGames()).toEqual([
      { key: 'classic:a', variant: 'classic', level: 'easy', started: 10, solved: 90, elapsedMs: 80 },
    ]);
  });

  it('imports by merging: kept games stay, repeated imports change nothing', async () => {
    await recordGame({ key: 'a', variant: 'classic', started: 10 });
    const incoming = [
      { key: 'a', variant: 'classic', started: 5, solved: 50, elapsedMs: 40 },
      { key: 'b', variant: 'killer', level: 'hard', started: 7 },
    ];
    expect(await importGames(incoming)).toEqual({ added: 1, updated: 1 });
    expect(await importGames(incoming)).toEqual({ added: 0, updated: 0 });
    const games = (await allGames()).sort((x, y) => x.key.localeCompare(y.key));
    expect(games).toEqual([
      { key: 'a', variant: 'classic', started: 5, solved: 50, elapsedMs: 40 },
      { key: 'b', variant: 'killer', level: 'hard', started: 7 },
    ]);
  });
});

describe('issue 31: a damaged store never blanks the statistics', () => {
  it('allGames leaves out entries that are not games', async () => {
    await recordGame({ key: 'a', variant: 'classic', started: 10 });
    const raw = await openDB(STATS_DB, 1);
    await raw.put('games', { key: 'b', variant: 42, started: 'yesterday' });
    await raw.put('games', { key: 'c', variant: 'classic', started: 5, solved: 7, elapsedMs: -1 });
    raw.close();
    expect(await allGames()).toEqual([{ key: 'a', variant: 'classic', started: 10 }]);
  });
});

describe('issue 31: the store is capped', () => {
  it('recording a new game at the cap drops the game started first; a kept game is still merged', async () => {
    for (let i = 0; i < 3; i++) await recordGame({ key: `k${i}`, variant: 'classic', started: 10 + i }, 3);
    await recordGame({ key: 'k1', variant: 'classic', started: 50, solved: 60, elapsedMs: 9 }, 3);
    await recordGame({ key: 'new', variant: 'classic', started: 100 }, 3);
    const keys = (await allGames()).map((g) => g.key).sort();
    expect(keys).toEqual(['k1', 'k2', 'new']);
  });
});
