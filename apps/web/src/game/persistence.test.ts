import { describe, expect, it } from 'vitest';
import { applyMove, emptyBoard } from './board.ts';
import {
  bestTime,
  GAMES_KEPT,
  listGames,
  loadCurrentGame,
  loadGame,
  saveGame,
  savedLink,
  SAVE_VERSION,
  type KeyValueStore,
} from './persistence.ts';
import { finishedGames, removeGames } from './room.ts';
import { setupGame } from './setup.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
  };
}

const record = {
  variant: 'classic' as const,
  puzzle: WIKIPEDIA.puzzle,
  solution: WIKIPEDIA.solution,
};
const setup = setupGame(record, { id: 'classic-easy-0001', level: 'easy', disguise: 7 });
const context = { geometry: setup.puzzle.geometry, givens: setup.puzzle.givens, autoClean: true };

describe('saving and restoring a game', () => {
  it('restores digits, notes, colours, time and origin exactly', () => {
    const store = memoryStore();
    let board = applyMove(emptyBoard(81), { type: 'digit', action: 'set', cells: [2], digit: 4 }, context);
    board = applyMove(board, { type: 'centre', action: 'set', cells: [3], digit: 6 }, context);
    board = applyMove(board, { type: 'colour', action: 'set', cells: [0], digit: 3 }, context);
    saveGame(store, setup, { board, elapsedMs: 65_400, completed: false });
    const loaded = loadCurrentGame(store);
    expect(loaded.status).toBe('ok');
    if (loaded.status !== 'ok') return;
    expect(loaded.game.board).toEqual(board);
    expect(loaded.game.elapsedMs).toBe(65_400);
    expect(loaded.game.setup.key).toBe(setup.key);
    expect(loaded.game.setup.origin).toEqual({ id: 'classic-easy-0001', level: 'easy', disguise: 7 });
    expect(Array.from(loaded.game.setup.solution!)).toEqual(Array.from(setup.solution!));
  });

  it('reports no save as none', () => {
    expect(loadCurrentGame(memoryStore()).status).toBe('none');
  });

  const corruptions: [string, (saved: Record<string, unknown>) => unknown][] = [
    ['bad JSON', () => '{"version": 1, "record": '],
    ['an older version', (s) => ({ ...s, version: SAVE_VERSION - 1 })],
    ['a board of the wrong size', (s) => ({ ...s, board: { ...(s.board as object), digits: [1, 2, 3] } })],
    [
      'a digit out of range',
      (s) => ({
        ...s,
        board: { ...(s.board as object), digits: new Array(81).fill(0).map((_, i) => (i === 2 ? 12 : 0)) },
      }),
    ],
    [
      'a digit over a given',
      (s) => ({
        ...s,
        board: { ...(s.board as object), digits: new Array(81).fill(0).map((_, i) => (i === 0 ? 1 : 0)) },
      }),
    ],
    ['an unreadable puzzle', (s) => ({ ...s, record: { variant: 'classic', puzzle: 'xyz' } })],
    ['a damaged solution', (s) => ({ ...s, record: { ...record, solution: record.solution.replace(/^5/u, '1') } })],
    ['not an object', () => 42],
  ];
  for (const [what, corrupt] of corruptions) {
    it(`discards a save with ${what}, with a notice, and forgets it`, () => {
      const store = memoryStore();
      saveGame(store, setup, { board: emptyBoard(81), elapsedMs: 0, completed: false });
      const key = `sudoku-forge:game:${setup.key}`;
      const saved = JSON.parse(store.data.get(key)!) as Record<string, unknown>;
      const bad = corrupt(saved);
      store.data.set(key, typeof bad === 'string' ? bad : JSON.stringify(bad));
      const loaded = loadCurrentGame(store);
      expect(loaded.status).toBe('discarded');
      if (loaded.status === 'discarded') expect(loaded.notice).toMatch(/could not be restored/u);
      expect(store.data.has(key)).toBe(false);
      expect(loadGame(store, setup.key).status).toBe('none');
    });
  }

  it('keeps going when storage throws (private mode, full disk)', () => {
    const failing: KeyValueStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => saveGame(failing, setup, { board: emptyBoard(81), elapsedMs: 0, completed: false })).not.toThrow();
    expect(loadCurrentGame(failing).status).toBe('none');
  });
});

describe('undo history and the list of kept games', () => {
  it('brings the undo and redo stacks back with the game', () => {
    const store = memoryStore();
    const a = applyMove(emptyBoard(81), { type: 'digit', action: 'set', cells: [2], digit: 4 }, context);
    const b = applyMove(a, { type: 'centre', action: 'set', cells: [3], digit: 6 }, context);
    const c = applyMove(b, { type: 'centre', action: 'set', cells: [5], digit: 1 }, context);
    saveGame(store, setup, {
      board: b,
      elapsedMs: 1000,
      completed: false,
      history: { past: [emptyBoard(81), a], present: b, future: [c] },
    });
    const loaded = loadGame(store, setup.key);
    if (loaded.status !== 'ok') throw new Error('not restored');
    expect(loaded.game.history?.past).toEqual([emptyBoard(81), a]);
    expect(loaded.game.history?.future).toEqual([c]);
  });

  it('a damaged history costs the undo steps, not the game', () => {
    const store = memoryStore();
    saveGame(store, setup, {
      board: emptyBoard(81),
      elapsedMs: 0,
      completed: false,
      history: { past: [emptyBoard(81)], present: emptyBoard(81), future: [] },
    });
    const key = `sudoku-forge:game:${setup.key}`;
    const saved = JSON.parse(store.data.get(key)!);
    store.data.set(key, JSON.stringify({ ...saved, history: { past: [[[0, 7, 0, 0, 0]]], future: [] } }));
    const loaded = loadGame(store, setup.key);
    expect(loaded.status).toBe('ok');
    if (loaded.status === 'ok') expect(loaded.game.history).toBeUndefined();
  });

  it('lists games newest first with their progress, and gives the best finished time per level', () => {
    const store = memoryStore();
    const board = applyMove(emptyBoard(81), { type: 'digit', action: 'set', cells: [2], digit: 4 }, context);
    saveGame(store, setup, { board, elapsedMs: 90_000, completed: false }, 1000);
    const games = listGames(store);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      key: setup.key,
      variant: 'classic',
      level: 'easy',
      completed: false,
      filled: 1,
      open: 51,
    });
    saveGame(store, setup, { board, elapsedMs: 80_000, completed: true }, 2000);
    expect(listGames(store)).toHaveLength(1);
    expect(bestTime(listGames(store), 'classic', 'easy')).toBe(80_000);
    expect(bestTime(listGames(store), 'classic', 'hard')).toBeNull();
  });

  it(`keeps at most ${GAMES_KEPT} games and removes the oldest saves`, () => {
    const store = memoryStore();
    const digits = [...setup.puzzle.givens].flatMap((d, i) => (d === 0 ? [i] : []));
    // Distinct puzzles: the same givens with one more given each.
    for (let i = 0; i < GAMES_KEPT + 3; i++) {
      const cell = digits[i % digits.length]!;
      const puzzle = [...record.puzzle];
      puzzle[cell] = String(setup.solution![cell]);
      if (i >= digits.length)
        puzzle[digits[(i + 7) % digits.length]!] = String(setup.solution![digits[(i + 7) % digits.length]!]);
      const s = setupGame({ variant: 'classic', puzzle: puzzle.join('') });
      saveGame(store, s, { board: emptyBoard(81), elapsedMs: 0, completed: false }, i);
    }
    const games = listGames(store);
    expect(games).toHaveLength(GAMES_KEPT);
    const saves = [...store.data.keys()].filter((k) => k.startsWith('sudoku-forge:game:'));
    expect(saves).toHaveLength(GAMES_KEPT);
  });

  /** Distinct puzzles: the same givens with one or two more givens each. */
  function distinctSetups(count: number) {
    const blanks = [...setup.puzzle.givens].flatMap((d, i) => (d === 0 ? [i] : []));
    return Array.from({ length: count }, (_, i) => {
      const puzzle = [...record.puzzle];
      const cell = blanks[i % blanks.length]!;
      puzzle[cell] = String(setup.solution![cell]);
      if (i >= blanks.length)
        puzzle[blanks[(i + 7) % blanks.length]!] = String(setup.solution![blanks[(i + 7) % blanks.length]!]);
      return setupGame(
        { variant: 'classic', puzzle: puzzle.join('') },
        { level: 'easy', id: `classic-easy-${i}`, disguise: i },
      );
    });
  }
  const notesOnly = applyMove(emptyBoard(81), { type: 'corner', action: 'set', cells: [2], digit: 4 }, context);

  it('never evicts a game with progress: browsing many new games removes untouched ones first (issue 30)', () => {
    const store = memoryStore();
    const [played, ...browsed] = distinctSetups(GAMES_KEPT + 3);
    // A game with notes only (no digit), then more than GAMES_KEPT games opened and left.
    saveGame(store, played!, { board: notesOnly, elapsedMs: 20_000, completed: false, moves: 1 }, 0);
    browsed.forEach((s, i) => {
      saveGame(store, s, { board: emptyBoard(81), elapsedMs: 0, completed: false, moves: 0 }, i + 1);
    });
    expect(loadGame(store, played!.key).status).toBe('ok');
    const games = listGames(store);
    expect(games.map((g) => g.key)).toContain(played!.key);
    expect(games).toHaveLength(GAMES_KEPT);
    expect([...store.data.keys()].filter((k) => k.startsWith('sudoku-forge:game:'))).toHaveLength(GAMES_KEPT);
  });

  it('keeps every game with progress past the limit (finished games too)', () => {
    const store = memoryStore();
    distinctSetups(GAMES_KEPT + 3).forEach((s, i) => {
      saveGame(store, s, { board: notesOnly, elapsedMs: 1000, completed: i % 2 === 0, moves: 1 }, i);
    });
    expect(listGames(store)).toHaveLength(GAMES_KEPT + 3);
  });

  it('full storage: untouched games make room; with none left the save says so and removes nothing', () => {
    const data = new Map<string, string>();
    let limit = Infinity;
    const size = () => [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
    const store: KeyValueStore = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => {
        const before = data.get(k);
        data.set(k, v);
        if (size() > limit) {
          if (before === undefined) data.delete(k);
          else data.set(k, before);
          throw new DOMException('full', 'QuotaExceededError');
        }
      },
      removeItem: (k) => void data.delete(k),
      get length() {
        return data.size;
      },
      key: (i) => [...data.keys()][i] ?? null,
    };
    const [a, b, c, d] = distinctSetups(4);
    saveGame(store, a!, { board: notesOnly, elapsedMs: 1000, completed: false, moves: 1 }, 1);
    saveGame(store, b!, { board: emptyBoard(81), elapsedMs: 0, completed: false, moves: 0 }, 2);
    limit = size() + 100;
    // c does not fit: b (untouched) is removed to make room.
    expect(saveGame(store, c!, { board: notesOnly, elapsedMs: 1000, completed: false, moves: 1 }, 3)).toBe('saved');
    expect(loadGame(store, b!.key).status).toBe('none');
    expect(
      listGames(store)
        .map((g) => g.key)
        .sort(),
    ).toEqual([a!.key, c!.key].sort());
    // d does not fit and every other game has progress: nothing is removed, the save reports a full storage.
    expect(saveGame(store, d!, { board: notesOnly, elapsedMs: 1000, completed: false, moves: 1 }, 4)).toBe('full');
    expect(loadGame(store, a!.key).status).toBe('ok');
    expect(loadGame(store, c!.key).status).toBe('ok');
  });

  it('finds the save of a stored puzzle by its link (variant, id, disguise), for opening it without its pool', () => {
    const store = memoryStore();
    const [a, b] = distinctSetups(2);
    saveGame(store, a!, { board: notesOnly, elapsedMs: 1000, completed: false, moves: 1 }, 1);
    saveGame(store, b!, { board: emptyBoard(81), elapsedMs: 0, completed: false, moves: 0 }, 2);
    expect(savedLink(listGames(store), { variant: 'classic', id: 'classic-easy-1', disguise: 1 })).toBe(b!.key);
    expect(savedLink(listGames(store), { variant: 'classic', id: 'classic-easy-0', disguise: 0 })).toBe(a!.key);
    expect(savedLink(listGames(store), { variant: 'classic', id: 'classic-easy-0', disguise: 5 })).toBeNull();
    expect(savedLink(listGames(store), { variant: 'killer', id: 'classic-easy-0', disguise: 0 })).toBeNull();
  });
});

describe('colours', () => {
  it("keeps several colours per cell, and reads an older save's single colour index as that colour", () => {
    const store = memoryStore();
    let board = applyMove(emptyBoard(81), { type: 'colour', action: 'set', cells: [2], digit: 3 }, context);
    board = applyMove(board, { type: 'colour', action: 'set', cells: [2], digit: 9 }, context);
    saveGame(store, setup, { board, elapsedMs: 0, completed: false });
    const loaded = loadGame(store, setup.key);
    if (loaded.status !== 'ok') throw new Error('not restored');
    expect(loaded.game.board.colours[2]).toBe((1 << 2) | (1 << 8));
    const key = `sudoku-forge:game:${setup.key}`;
    const saved = JSON.parse(store.data.get(key)!);
    const colours = new Array(81).fill(0);
    colours[2] = 3;
    delete saved.colourMasks;
    store.data.set(key, JSON.stringify({ ...saved, board: { ...saved.board, colours } }));
    const old = loadGame(store, setup.key);
    if (old.status !== 'ok') throw new Error('old save not restored');
    expect(old.game.board.colours[2]).toBe(1 << 2);
  });
});

describe('issue 31: the list of games and saves of other versions or puzzles', () => {
  const board = applyMove(emptyBoard(81), { type: 'digit', action: 'set', cells: [2], digit: 4 }, context);

  it('rebuilds the list of games from the saves when the list is damaged', () => {
    const store = memoryStore();
    saveGame(store, setup, { board, elapsedMs: 90_000, completed: false }, 1000);
    for (const damaged of ['{oops', '42', '[{"key": 7}]']) {
      store.data.set('sudoku-forge:games', damaged);
      const games = listGames(store);
      expect(games).toHaveLength(1);
      expect(games[0]).toMatchObject({
        key: setup.key,
        variant: 'classic',
        level: 'easy',
        completed: false,
        filled: 1,
        open: 51,
        elapsedMs: 90_000,
      });
    }
    // The next save writes a good list again, still holding the game.
    store.data.set('sudoku-forge:games', '{oops');
    const other = setupGame({ variant: 'classic', puzzle: record.puzzle.replace('.', '4') });
    saveGame(store, other, { board: emptyBoard(81), elapsedMs: 0, completed: false }, 2000);
    expect(listGames(store).map((g) => g.key)).toEqual([other.key, setup.key]);
    expect(JSON.parse(store.data.get('sudoku-forge:games')!)).toHaveLength(2);
  });

  it('keeps a save from a newer version untouched and does not load it, saying why', () => {
    const store = memoryStore();
    saveGame(store, setup, { board, elapsedMs: 0, completed: false });
    const key = `sudoku-forge:game:${setup.key}`;
    const newer = JSON.stringify({ ...JSON.parse(store.data.get(key)!), version: SAVE_VERSION + 1 });
    store.data.set(key, newer);
    const loaded = loadGame(store, setup.key);
    expect(loaded.status).toBe('newer');
    if (loaded.status === 'newer') expect(loaded.notice).toMatch(/newer version/u);
    expect(loadCurrentGame(store).status).toBe('newer');
    expect(store.data.get(key)).toBe(newer);
    // Playing the puzzle again here does not write over it either.
    saveGame(store, setup, { board: emptyBoard(81), elapsedMs: 5, completed: false });
    expect(store.data.get(key)).toBe(newer);
  });

  it('treats a save of another puzzle under the same key as not found, and never writes over it', () => {
    const store = memoryStore();
    const other = setupGame({ variant: 'classic', puzzle: record.puzzle.replace('.', '4') });
    saveGame(store, other, { board: emptyBoard(81), elapsedMs: 7, completed: false });
    // Another puzzle's save stored where this puzzle's would be (a hash collision).
    const theirs = store.data.get(`sudoku-forge:game:${other.key}`)!;
    store.data.set(`sudoku-forge:game:${setup.key}`, theirs);
    expect(loadGame(store, setup.key, setup.record).status).toBe('none');
    expect(saveGame(store, setup, { board, elapsedMs: 0, completed: false })).toBe('other-puzzle');
    // The other puzzle's save stays, and still opens by its key.
    expect(store.data.get(`sudoku-forge:game:${setup.key}`)).toBe(theirs);
    expect(loadGame(store, setup.key, other.record).status).toBe('ok');
  });
});

describe('issue 31: two tabs on one game', () => {
  it('a tab that is behind cannot write its older board over the newer save', () => {
    const store = memoryStore();
    // Both tabs open the game with nothing in it.
    saveGame(store, setup, { board: emptyBoard(81), elapsedMs: 0, completed: false, moves: 0 });
    const stale = loadGame(store, setup.key, setup.record);
    if (stale.status !== 'ok') throw new Error('not restored');
    expect(stale.game.moves).toBe(0);
    // Tab A fills ten cells, saving after each move.
    const blanks = [...setup.puzzle.givens].flatMap((d, c) => (d === 0 ? [c] : [])).slice(0, 10);
    let board = emptyBoard(81);
    blanks.forEach((cell, i) => {
      board = applyMove(board, { type: 'digit', action: 'set', cells: [cell], digit: setup.solution![cell]! }, context);
      expect(saveGame(store, setup, { board, elapsedMs: 1000 * i, completed: false, moves: i + 1 })).toBe('saved');
    });
    // Tab B, still at move 0, is closed last: its save is refused.
    expect(
      saveGame(store, setup, { board: stale.game.board, elapsedMs: 20_000, completed: false, moves: stale.game.moves }),
    ).toBe('behind');
    const kept = loadGame(store, setup.key, setup.record);
    if (kept.status !== 'ok') throw new Error('not restored');
    expect(kept.game.board).toEqual(board);
    expect(kept.game.moves).toBe(10);
    expect(listGames(store)[0]).toMatchObject({ filled: 10 });
    // A tab with as many moves to another board is behind too (it takes the save, not the other way round).
    const elsewhere = applyMove(
      emptyBoard(81),
      { type: 'centre', action: 'set', cells: [blanks[0]!], digit: 1 },
      context,
    );
    expect(saveGame(store, setup, { board: elsewhere, elapsedMs: 0, completed: false, moves: 10 })).toBe('behind');
    // The same board with a later clock is saved.
    expect(saveGame(store, setup, { board, elapsedMs: 30_000, completed: false, moves: 10 })).toBe('saved');
  });

  it('a damaged save that claims more moves does not stop this tab from saving', () => {
    const store = memoryStore();
    saveGame(store, setup, { board: emptyBoard(81), elapsedMs: 0, completed: false, moves: 0 });
    const key = `sudoku-forge:game:${setup.key}`;
    const saved = JSON.parse(store.data.get(key)!);
    store.data.set(key, JSON.stringify({ ...saved, moves: 1e9, board: { ...saved.board, digits: [1] } }));
    const board = applyMove(emptyBoard(81), { type: 'digit', action: 'set', cells: [2], digit: 4 }, context);
    expect(saveGame(store, setup, { board, elapsedMs: 0, completed: false, moves: 1 })).toBe('saved');
    const loaded = loadGame(store, setup.key, setup.record);
    if (loaded.status !== 'ok') throw new Error('not restored');
    expect(loaded.game.board).toEqual(board);
  });
});

describe('making room when storage is full (the player chooses)', () => {
  it('removes the finished games only, oldest first, and says how many', () => {
    const store = memoryStore();
    const other = setupGame({ ...record, solution: undefined, puzzle: record.puzzle.replace(/^53/u, '5.') });
    saveGame(store, setup, { board: emptyBoard(81), elapsedMs: 1000, completed: true, moves: 5 }, 1);
    saveGame(store, other, { board: emptyBoard(81), elapsedMs: 1000, completed: false, moves: 5 }, 2);
    expect(finishedGames(listGames(store)).map((g) => g.key)).toEqual([setup.key]);
    expect(removeGames(store, finishedGames(listGames(store)))).toBe(1);
    expect(loadGame(store, setup.key).status).toBe('none');
    expect(listGames(store).map((g) => g.key)).toEqual([other.key]);
  });
});
