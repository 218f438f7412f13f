/**
 * Saving progress: every change of a game is written under its puzzle's key, and the key of the
 * game on screen is remembered so a reload restores it. A save that cannot be read back — bad
 * JSON, another version, a board that does not fit its puzzle — is removed and reported, never
 * trusted (a corrupt save must cost the player a notice, not a blank page).
 */
import { parsePuzzle, type PuzzleRecord } from '@sudoku-forge/core-solver';
import { coloursFromIndexes, type Board } from './board.ts';
import { packHistory, unpackHistory, type BoardDiff, type History, type PackedHistory } from './history.ts';
import { setupGame, type GameSetup, type PuzzleOrigin } from './setup.ts';

/** Bump when the saved shape changes; older saves are then discarded with a notice. */
export const SAVE_VERSION = 1;
const PREFIX = 'sudoku-forge:game:';
const CURRENT = 'sudoku-forge:current';
const INDEX = 'sudoku-forge:games';
/** Games kept (finished and unfinished); past this the oldest saves are removed. */
export const GAMES_KEPT = 60;

/** The part of Storage this module uses (window.localStorage in the app, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SavedGame {
  readonly version: number;
  readonly record: PuzzleRecord;
  readonly origin: PuzzleOrigin;
  readonly board: Board;
  readonly elapsedMs: number;
  readonly completed: boolean;
  /** Colours are masks (several per cell); saves without it hold one colour index per cell. */
  readonly colourMasks?: true;
  /** Undo/redo stacks as differences (absent in saves from before they were kept). */
  readonly history?: PackedHistory;
}

export interface RestoredGame {
  readonly setup: GameSetup;
  readonly board: Board;
  readonly elapsedMs: number;
  readonly completed: boolean;
  readonly history?: History;
}

/** One line of the list of kept games (for "continue" and the best times). */
export interface GameSummary {
  readonly key: string;
  readonly variant: string;
  readonly level?: string;
  readonly daily?: string;
  /** When it was last saved (ms since 1970). */
  readonly updated: number;
  readonly completed: boolean;
  readonly elapsedMs: number;
  /** Cells the player has filled, of those the puzzle left empty. */
  readonly filled: number;
  readonly open: number;
}

export type LoadResult =
  | { status: 'none' }
  | { status: 'ok'; game: RestoredGame }
  | { status: 'discarded'; notice: string };

export function saveGame(
  store: KeyValueStore,
  setup: GameSetup,
  state: { board: Board; elapsedMs: number; completed: boolean; history?: History },
  now: number = Date.now(),
): void {
  const saved: SavedGame = {
    version: SAVE_VERSION,
    record: setup.record,
    origin: setup.origin,
    board: state.board,
    elapsedMs: Math.round(state.elapsedMs),
    completed: state.completed,
    colourMasks: true,
    ...(state.history ? { history: packHistory(state.history) } : {}),
  };
  try {
    store.setItem(PREFIX + setup.key, JSON.stringify(saved));
    store.setItem(CURRENT, setup.key);
  } catch {
    // Storage full or blocked (private mode): the game goes on unsaved rather than failing.
    return;
  }
  const open = setup.puzzle.givens.filter((d) => d === 0).length;
  const summary: GameSummary = {
    key: setup.key,
    variant: setup.record.variant,
    ...(setup.origin.level !== undefined ? { level: setup.origin.level } : {}),
    ...(setup.origin.daily !== undefined ? { daily: setup.origin.daily } : {}),
    updated: now,
    completed: state.completed,
    elapsedMs: saved.elapsedMs,
    filled: state.board.digits.filter((d) => d !== 0).length,
    open,
  };
  const others = listGames(store).filter((g) => g.key !== setup.key);
  const kept = [summary, ...others].slice(0, GAMES_KEPT);
  try {
    for (const gone of others.slice(GAMES_KEPT - 1)) store.removeItem(PREFIX + gone.key);
    store.setItem(INDEX, JSON.stringify(kept));
  } catch {
    // The list is a convenience: the game itself is saved.
  }
}

/** The kept games, most recently played first (unreadable entries are skipped). */
export function listGames(store: KeyValueStore): GameSummary[] {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(INDEX) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((g): g is GameSummary => typeof g === 'object' && g !== null && typeof g.key === 'string' && typeof g.variant === 'string' && typeof g.updated === 'number')
    .sort((a, b) => b.updated - a.updated);
}

/** The fastest finished time kept for a variant and level, if any. */
export function bestTime(games: readonly GameSummary[], variant: string, level: string): number | null {
  const times = games.filter((g) => g.completed && g.variant === variant && g.level === level).map((g) => g.elapsedMs);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The saved progress of one puzzle (by its key). */
export function loadGame(store: KeyValueStore, key: string): LoadResult {
  let text: string | null;
  try {
    text = store.getItem(PREFIX + key);
  } catch {
    return { status: 'none' };
  }
  if (text === null) return { status: 'none' };
  const problem = checkSave(text);
  if (typeof problem === 'string') {
    try {
      store.removeItem(PREFIX + key);
      if (store.getItem(CURRENT) === key) store.removeItem(CURRENT);
    } catch {
      // Nothing more to do: the notice still tells the player.
    }
    return { status: 'discarded', notice: `Your saved game could not be restored (${problem}), so it was discarded.` };
  }
  return { status: 'ok', game: problem };
}

/** The game that was on screen last, if any. */
export function loadCurrentGame(store: KeyValueStore): LoadResult {
  let key: string | null;
  try {
    key = store.getItem(CURRENT);
  } catch {
    return { status: 'none' };
  }
  return key === null ? { status: 'none' } : loadGame(store, key);
}

/** A readable save, or the reason it is not one. */
function checkSave(text: string): RestoredGame | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not valid JSON';
  }
  if (typeof value !== 'object' || value === null) return 'it is not a saved game';
  const saved = value as Partial<SavedGame>;
  if (saved.version !== SAVE_VERSION) return `it is from ${typeof saved.version === 'number' && saved.version < SAVE_VERSION ? 'an older' : 'another'} version`;
  let setup: GameSetup;
  try {
    if (!saved.record || typeof saved.record !== 'object') return 'its puzzle is missing';
    parsePuzzle(saved.record);
    setup = setupGame(saved.record, typeof saved.origin === 'object' && saved.origin !== null ? saved.origin : {});
  } catch (error) {
    return `its puzzle cannot be read: ${(error as Error).message}`;
  }
  const n = setup.puzzle.geometry.size;
  const board = saved.board as Partial<Board> | undefined;
  if (!board || typeof board !== 'object') return 'its board is missing';
  const cellCount = setup.puzzle.geometry.cellCount;
  const maxMask = setup.puzzle.geometry.allDigits;
  const fits = (marks: unknown, max: number): marks is number[] =>
    Array.isArray(marks) && marks.length === cellCount && marks.every((m) => Number.isInteger(m) && m >= 0 && m <= max);
  if (!fits(board.digits, n) || !fits(board.corner, maxMask) || !fits(board.centre, maxMask) || !fits(board.colours, saved.colourMasks === true ? 511 : 9)) {
    return 'its board does not fit the puzzle';
  }
  if (board.digits.some((d, cell) => d !== 0 && setup.puzzle.givens[cell] !== 0)) return 'it writes over a given';
  const elapsedMs = typeof saved.elapsedMs === 'number' && saved.elapsedMs >= 0 ? saved.elapsedMs : 0;
  const masks = saved.colourMasks === true;
  const present: Board = { digits: board.digits, corner: board.corner, centre: board.centre, colours: masks ? board.colours : coloursFromIndexes(board.colours) };
  // A damaged undo history costs the undo steps, not the game.
  const diffFits = (d: unknown): d is BoardDiff =>
    Array.isArray(d) &&
    d.every(
      (e) =>
        Array.isArray(e) &&
        e.length === 5 &&
        Number.isInteger(e[0]) && e[0] >= 0 && e[0] < cellCount &&
        Number.isInteger(e[1]) && e[1] >= 0 && e[1] <= n && (e[1] === 0 || setup.puzzle.givens[e[0]] === 0) &&
        Number.isInteger(e[2]) && e[2] >= 0 && e[2] <= maxMask &&
        Number.isInteger(e[3]) && e[3] >= 0 && e[3] <= maxMask &&
        Number.isInteger(e[4]) && e[4] >= 0 && e[4] <= (masks ? 511 : 9),
    );
  const packed = saved.history;
  const history =
    packed && typeof packed === 'object' && Array.isArray(packed.past) && Array.isArray(packed.future) && packed.past.every(diffFits) && packed.future.every(diffFits)
      ? unpackHistory(present, masks ? packed : { past: packed.past.map(indexDiff), future: packed.future.map(indexDiff) })
      : undefined;
  return {
    setup,
    board: present,
    elapsedMs,
    completed: saved.completed === true,
    ...(history ? { history } : {}),
  };
}

function indexDiff(diff: BoardDiff): BoardDiff {
  return diff.map(([cell, d, k, c, colour]) => [cell, d, k, c, colour > 0 ? 1 << (colour - 1) : 0] as const);
}

/** The browser's storage, or a throwaway one where it is blocked. */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__sudoku-forge-probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    };
  }
}
