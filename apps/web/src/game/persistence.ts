/**
 * Saving progress: every change of a game is written under its puzzle's key, and the key of the
 * game on screen is remembered so a reload restores it. A save that cannot be read back — bad
 * JSON, an older version, a board that does not fit its puzzle — is removed and reported, never
 * trusted (a corrupt save must cost the player a notice, not a blank page).
 *
 * Saves are never written over blindly (issue 31): a save from a newer version of the player is
 * left as it is (an old cached tab must not wipe it) and not loaded; a save of another puzzle
 * under the same key (the key is a 32-bit hash) is neither loaded nor written over; and every save
 * carries the game's move count, so a tab that is behind (another tab moved on in the same game)
 * cannot write its older board over the newer one — it is told so and takes the newer save.
 * The list of games is a cache: when it cannot be read it is rebuilt from the saves.
 *
 * Nothing the player did is ever removed (issue 30): past GAMES_KEPT only games opened and never
 * touched (no move, not finished) are removed, oldest first; a game with progress is kept however
 * many there are. When storage is full, untouched games make room; with none left the save
 * reports 'full' and removes nothing (the player is told and chooses what to remove).
 */
import type { PuzzleRecord } from '@sudoku-forge/core-solver';
import { constraintReaderLoaded, hasConstraints, readRecord } from './puzzle-reader.ts';
import { coloursFromIndexes, type Board } from './board.ts';
import { packHistory, unpackHistory, type BoardDiff, type History, type PackedHistory } from './history.ts';
import { setupGame, type GameSetup, type PuzzleOrigin } from './setup.ts';

/** Bump when the saved shape changes; older saves are then discarded with a notice. */
export const SAVE_VERSION = 1;
export const PREFIX = 'sudoku-forge:game:';
const CURRENT = 'sudoku-forge:current';
export const INDEX = 'sudoku-forge:games';
/** Games kept; past this the oldest untouched saves are removed (games with progress are all kept). */
export const GAMES_KEPT = 60;

/** The part of Storage this module uses (window.localStorage in the app, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Enumeration (as Storage has it), to rebuild a damaged list of games from the saves. */
  readonly length?: number;
  key?(index: number): string | null;
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
  /** Changes made to the board so far (moves, undos, redos): the save's revision; absent = 0. */
  readonly moves?: number;
  /** When it was saved (ms since 1970), for rebuilding the list of games. */
  readonly updated?: number;
  /** Mistakes made and hints asked for (absent in saves from before they were counted). */
  readonly tally?: Tally;
}

/** What a game counts besides its time: wrong digits placed and hints asked for (issue 30). */
export interface Tally {
  readonly mistakes: number;
  readonly hints: number;
}

const count = (k: unknown) => (typeof k === 'number' && Number.isInteger(k) && k >= 0 ? k : 0);
const tallyOf = (t: unknown): Tally => ({
  mistakes: count((t as Partial<Tally> | undefined)?.mistakes),
  hints: count((t as Partial<Tally> | undefined)?.hints),
});

export interface RestoredGame {
  readonly setup: GameSetup;
  readonly board: Board;
  readonly elapsedMs: number;
  readonly completed: boolean;
  readonly history?: History;
  /** The save's move count (its revision). */
  readonly moves: number;
  readonly tally?: Tally;
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
  /** Changes made to the board (absent in lists from before it was kept: read from the save). */
  readonly moves?: number;
  /** A stored puzzle's id and disguise (its link), to open it from its save without its pool. */
  readonly id?: string;
  readonly disguise?: number;
}

export type LoadResult =
  | { status: 'none' }
  | { status: 'ok'; game: RestoredGame }
  | { status: 'discarded'; notice: string }
  /** Saved by a newer version of the player: kept as it is, not loaded. */
  | { status: 'newer'; notice: string };

/**
 * What became of a save: written; refused because storage holds more moves of this game
 * (another tab is ahead: take its save), a save of a newer version, or another puzzle's save
 * under the same key; or storage failed.
 */
export type SaveResult = 'saved' | 'behind' | 'newer-version' | 'other-puzzle' | 'full' | 'failed';

/** The storage key of a puzzle's save (for `storage` events). */
export const saveKey = (key: string): string => PREFIX + key;

const NEWER_NOTICE =
  'Your saved progress on this puzzle comes from a newer version of Sudoku Forge; it is kept, but this version cannot open it (reload the page to update).';

/** What the puzzle is made of, to tell two puzzles under one key apart. */
function samePuzzle(a: Partial<PuzzleRecord> | undefined, b: PuzzleRecord): boolean {
  return (
    a !== undefined &&
    a !== null &&
    typeof a === 'object' &&
    a.variant === b.variant &&
    a.puzzle === b.puzzle &&
    (a.regions ?? '') === (b.regions ?? '') &&
    JSON.stringify(a.cages ?? []) === JSON.stringify(b.cages ?? [])
  );
}

/** The save already in a slot, read as far as the write checks need. */
function peek(text: string | null): Partial<SavedGame> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<SavedGame>) : null;
  } catch {
    return null;
  }
}

const movesOf = (saved: Partial<SavedGame>) =>
  typeof saved.moves === 'number' && Number.isInteger(saved.moves) && saved.moves >= 0 ? saved.moves : 0;

export function saveGame(
  store: KeyValueStore,
  setup: GameSetup,
  state: { board: Board; elapsedMs: number; completed: boolean; history?: History; moves?: number; tally?: Tally },
  now: number = Date.now(),
): SaveResult {
  let text: string | null;
  try {
    text = store.getItem(PREFIX + setup.key);
  } catch {
    return 'failed';
  }
  const existing = peek(text);
  const moves = state.moves ?? 0;
  if (existing) {
    if (typeof existing.version === 'number' && existing.version > SAVE_VERSION) return 'newer-version';
    if (existing.version === SAVE_VERSION && existing.record && !samePuzzle(existing.record, setup.record))
      return 'other-puzzle';
    if (existing.version === SAVE_VERSION && state.moves !== undefined) {
      const theirs = movesOf(existing);
      // Another tab is ahead, or made as many moves to another board: this tab's board is not the newest.
      const ahead =
        theirs > moves || (theirs === moves && JSON.stringify(existing.board) !== JSON.stringify(state.board));
      // Only a save that can be restored is taken instead (a damaged one would block every save).
      if (ahead && typeof checkSave(text!) !== 'string') return 'behind';
    }
  }
  const saved: SavedGame = {
    version: SAVE_VERSION,
    record: setup.record,
    origin: setup.origin,
    board: state.board,
    elapsedMs: Math.round(state.elapsedMs),
    completed: state.completed,
    colourMasks: true,
    ...(state.history ? { history: packHistory(state.history) } : {}),
    moves,
    updated: now,
    ...(state.tally ? { tally: state.tally } : {}),
  };
  const summary = summarise(setup.key, saved, setup.puzzle.givens);
  let others = listGames(store)
    .filter((g) => g.key !== setup.key)
    .map((g) => (g.moves === undefined ? upgraded(g, peek(safeGet(store, PREFIX + g.key))) : g));
  const remove = (gone: GameSummary) => {
    store.removeItem(PREFIX + gone.key);
    others = others.filter((g) => g !== gone);
  };
  const json = JSON.stringify(saved);
  for (;;) {
    try {
      store.setItem(PREFIX + setup.key, json);
      store.setItem(CURRENT, setup.key);
      break;
    } catch (error) {
      // Blocked (private mode): the game goes on unsaved rather than failing. Full: the oldest
      // untouched game makes room; with none left, the player is told (nothing else is removed).
      if (!isQuotaError(error)) return 'failed';
      const untouched = others.filter((g) => !hasProgress(g));
      if (untouched.length === 0) return 'full';
      try {
        remove(untouched.at(-1)!);
      } catch {
        return 'failed';
      }
    }
  }
  // Past GAMES_KEPT, untouched games go, oldest first; games with progress all stay.
  const room = Math.max(0, GAMES_KEPT - 1 - others.filter(hasProgress).length);
  const evicted = others.filter((g) => !hasProgress(g)).slice(room);
  try {
    for (const gone of evicted) remove(gone);
  } catch {
    // Left for the next save.
  }
  try {
    store.setItem(INDEX, JSON.stringify([summary, ...others]));
  } catch {
    // The list is a convenience (the game itself is saved): a stale one is dropped, to be rebuilt.
    try {
      store.removeItem(INDEX);
    } catch {
      // Nothing more to do.
    }
  }
  return 'saved';
}

/** A line of a list from before moves and links were kept, completed from its save. */
function upgraded(g: GameSummary, saved: Partial<SavedGame> | null): GameSummary {
  const origin = saved?.origin;
  const link =
    origin && typeof origin.id === 'string'
      ? { id: origin.id, disguise: typeof origin.disguise === 'number' ? origin.disguise : 0 }
      : {};
  return { ...g, moves: movesOf(saved ?? {}), ...link };
}

/** A game the player did something in: a move, or finished. Such a game is never removed. */
export const hasProgress = (g: GameSummary): boolean => g.completed || g.filled > 0 || (g.moves ?? 0) > 0;

function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** Storage is full (browsers name it differently), as opposed to blocked. */
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The key of the saved game a stored puzzle's link names (variant, id, disguise), if one is kept. */
export function savedLink(
  games: readonly GameSummary[],
  link: { variant: string; id: string; disguise: number },
): string | null {
  return (
    games.find((g) => g.variant === link.variant && g.id === link.id && (g.disguise ?? 0) === link.disguise)?.key ??
    null
  );
}

function summarise(key: string, saved: SavedGame, givens: ArrayLike<number>): GameSummary {
  return {
    key,
    variant: saved.record.variant ?? 'classic',
    ...(saved.origin.level !== undefined ? { level: saved.origin.level } : {}),
    ...(saved.origin.daily !== undefined ? { daily: saved.origin.daily } : {}),
    updated: saved.updated ?? 0,
    completed: saved.completed,
    elapsedMs: saved.elapsedMs,
    filled: saved.board.digits.filter((d) => d !== 0).length,
    open: Array.prototype.filter.call(givens, (d: number) => d === 0).length,
    moves: saved.moves ?? 0,
    ...(saved.origin.id !== undefined ? { id: saved.origin.id, disguise: saved.origin.disguise ?? 0 } : {}),
  };
}

const isSummary = (g: unknown): g is GameSummary =>
  typeof g === 'object' &&
  g !== null &&
  typeof (g as GameSummary).key === 'string' &&
  typeof (g as GameSummary).variant === 'string' &&
  typeof (g as GameSummary).updated === 'number';

/**
 * The kept games, most recently played first. The list is rebuilt from the saves themselves
 * when it is missing while saves exist, or cannot be read (a damaged list must not hide them).
 */
export function listGames(store: KeyValueStore): GameSummary[] {
  let text: string | null;
  try {
    text = store.getItem(INDEX);
  } catch {
    return [];
  }
  let value: unknown = null;
  try {
    value = text === null ? null : JSON.parse(text);
  } catch {
    value = null;
  }
  const list = Array.isArray(value) && value.every(isSummary) ? value : rebuildList(store);
  return [...list].sort((a, b) => b.updated - a.updated);
}

/** The list of games read back from the saves (`sudoku-forge:game:*`) of this version. */
function rebuildList(store: KeyValueStore): GameSummary[] {
  const keys: string[] = [];
  if (typeof store.length !== 'number' || typeof store.key !== 'function') return [];
  try {
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(PREFIX)) keys.push(k.slice(PREFIX.length));
    }
  } catch {
    return [];
  }
  const games: GameSummary[] = [];
  for (const key of keys) {
    const loaded = loadGame(store, key, undefined, false);
    if (loaded.status !== 'ok') continue;
    const { game } = loaded;
    const saved = peek(store.getItem(PREFIX + key));
    games.push({
      key,
      variant: game.setup.record.variant,
      ...(game.setup.origin.level !== undefined ? { level: game.setup.origin.level } : {}),
      ...(game.setup.origin.daily !== undefined ? { daily: game.setup.origin.daily } : {}),
      updated: typeof saved?.updated === 'number' ? saved.updated : 0,
      completed: game.completed,
      elapsedMs: game.elapsedMs,
      filled: game.board.digits.filter((d) => d !== 0).length,
      open: game.setup.puzzle.givens.filter((d) => d === 0).length,
      moves: game.moves,
      ...(game.setup.origin.id !== undefined
        ? { id: game.setup.origin.id, disguise: game.setup.origin.disguise ?? 0 }
        : {}),
    });
  }
  return games;
}

/** The fastest finished time kept for a variant and level, if any. */
export function bestTime(games: readonly GameSummary[], variant: string, level: string): number | null {
  let best: number | null = null;
  for (const g of games)
    if (g.completed && g.variant === variant && g.level === level && (best === null || g.elapsedMs < best))
      best = g.elapsedMs;
  return best;
}

/**
 * The saved progress of one puzzle (by its key). With `expected` (the puzzle asked for), a save
 * of another puzzle under that key is not found. A save from a newer version is left as it is.
 */
export function loadGame(store: KeyValueStore, key: string, expected?: PuzzleRecord, discard = true): LoadResult {
  let text: string | null;
  try {
    text = store.getItem(PREFIX + key);
  } catch {
    return { status: 'none' };
  }
  if (text === null) return { status: 'none' };
  const head = peek(text);
  if (head && typeof head.version === 'number' && head.version > SAVE_VERSION)
    return { status: 'newer', notice: NEWER_NOTICE };
  if (expected && head && head.version === SAVE_VERSION && head.record && !samePuzzle(head.record, expected))
    return { status: 'none' };
  // A constraint puzzle's save waits, untouched, until the page has loaded the reader (needsReader).
  if (head?.record && typeof head.record === 'object' && hasConstraints(head.record) && !constraintReaderLoaded())
    return { status: 'none' };
  const problem = checkSave(text);
  if (typeof problem === 'string') {
    if (!discard) return { status: 'none' };
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

/**
 * Whether the kept game under `key` (by default the game on screen last) is a constraint puzzle
 * whose reader (puzzle-reader.ts) has not loaded yet: the page loads it before opening the save.
 */
export function needsReader(store: KeyValueStore, key?: string): boolean {
  if (constraintReaderLoaded()) return false;
  try {
    const k = key ?? store.getItem(CURRENT);
    const head = k === null ? null : peek(store.getItem(PREFIX + k));
    return !!head?.record && typeof head.record === 'object' && hasConstraints(head.record);
  } catch {
    return false;
  }
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
  if (saved.version !== SAVE_VERSION)
    return `it is from ${typeof saved.version === 'number' && saved.version < SAVE_VERSION ? 'an older' : 'an unknown'} version`;
  let setup: GameSetup;
  try {
    if (!saved.record || typeof saved.record !== 'object') return 'its puzzle is missing';
    readRecord(saved.record);
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
  if (
    !fits(board.digits, n) ||
    !fits(board.corner, maxMask) ||
    !fits(board.centre, maxMask) ||
    !fits(board.colours, saved.colourMasks === true ? 511 : 9)
  ) {
    return 'its board does not fit the puzzle';
  }
  if (board.digits.some((d, cell) => d !== 0 && setup.puzzle.givens[cell] !== 0)) return 'it writes over a given';
  const elapsedMs = typeof saved.elapsedMs === 'number' && saved.elapsedMs >= 0 ? saved.elapsedMs : 0;
  const masks = saved.colourMasks === true;
  const present: Board = {
    digits: board.digits,
    corner: board.corner,
    centre: board.centre,
    colours: masks ? board.colours : coloursFromIndexes(board.colours),
  };
  // A damaged undo history costs the undo steps, not the game.
  const diffFits = (d: unknown): d is BoardDiff =>
    Array.isArray(d) &&
    d.every(
      (e) =>
        Array.isArray(e) &&
        e.length === 5 &&
        Number.isInteger(e[0]) &&
        e[0] >= 0 &&
        e[0] < cellCount &&
        Number.isInteger(e[1]) &&
        e[1] >= 0 &&
        e[1] <= n &&
        (e[1] === 0 || setup.puzzle.givens[e[0]] === 0) &&
        Number.isInteger(e[2]) &&
        e[2] >= 0 &&
        e[2] <= maxMask &&
        Number.isInteger(e[3]) &&
        e[3] >= 0 &&
        e[3] <= maxMask &&
        Number.isInteger(e[4]) &&
        e[4] >= 0 &&
        e[4] <= (masks ? 511 : 9),
    );
  const packed = saved.history;
  const history =
    packed &&
    typeof packed === 'object' &&
    Array.isArray(packed.past) &&
    Array.isArray(packed.future) &&
    packed.past.every(diffFits) &&
    packed.future.every(diffFits)
      ? unpackHistory(
          present,
          masks ? packed : { past: packed.past.map(indexDiff), future: packed.future.map(indexDiff) },
        )
      : undefined;
  return {
    setup,
    board: present,
    elapsedMs,
    completed: saved.completed === true,
    ...(history ? { history } : {}),
    moves: movesOf(saved),
    tally: tallyOf(saved.tally),
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
      get length() {
        return memory.size;
      },
      key: (i) => [...memory.keys()][i] ?? null,
    };
  }
}
