import { describe, expect, it } from 'vitest';
import { applyMove, emptyBoard } from './board.ts';
import { loadCurrentGame, loadGame, saveGame, SAVE_VERSION, type KeyValueStore } from './persistence.ts';
import { setupGame } from './setup.ts';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const record = {
  variant: 'classic' as const,
  puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
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
    expect(Array.from(loaded.game.setup.solution)).toEqual(Array.from(setup.solution));
  });

  it('reports no save as none', () => {
    expect(loadCurrentGame(memoryStore()).status).toBe('none');
  });

  const corruptions: [string, (saved: Record<string, unknown>) => unknown][] = [
    ['bad JSON', () => '{"version": 1, "record": '],
    ['an older version', (s) => ({ ...s, version: SAVE_VERSION - 1 })],
    ['a board of the wrong size', (s) => ({ ...s, board: { ...(s.board as object), digits: [1, 2, 3] } })],
    ['a digit out of range', (s) => ({ ...s, board: { ...(s.board as object), digits: new Array(81).fill(0).map((_, i) => (i === 2 ? 12 : 0)) } })],
    ['a digit over a given', (s) => ({ ...s, board: { ...(s.board as object), digits: new Array(81).fill(0).map((_, i) => (i === 0 ? 1 : 0)) } })],
    ['an unreadable puzzle', (s) => ({ ...s, record: { variant: 'classic', puzzle: 'xyz' } })],
    ['a puzzle with two solutions', (s) => ({ ...s, record: { variant: 'classic', puzzle: '.'.repeat(81) } })],
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
