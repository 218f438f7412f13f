/**
 * Statistics: one entry per puzzle played (started with a first move, solved or not), kept in
 * IndexedDB (stats-db.ts). Everything here is pure: aggregation per variant and level, daily
 * streaks, the solved history, merging, and reading an exported file back with every problem
 * named in words (an import never replaces what is kept: it merges, and a bad file changes nothing).
 */
import { isVariantId, VARIANTS } from '@sudoku-forge/core-solver';
import { LEVELS } from '../engine/api.ts';

import { dayNumber } from './streaks.ts';

export { dailyStreaks, dayNumber, type Streaks } from './streaks.ts';

/** One played puzzle. */
export interface PlayedGame {
  /** The puzzle's storage key (setup.ts `puzzleKey`): one entry per distinct puzzle. */
  readonly key: string;
  readonly variant: string;
  /** The stored level; absent for the player's own puzzles and links with content. */
  readonly level?: string;
  /** Daily puzzles: their local date (YYYY-MM-DD). */
  readonly daily?: string;
  /** When the first move was made (ms since 1970). */
  readonly started: number;
  /** When it was solved (ms since 1970); absent while unsolved. */
  readonly solved?: number;
  /** Time on the clock when solved. */
  readonly elapsedMs?: number;
  /** The share query that reopens the puzzle (`?v=…`). */
  readonly query?: string;
}

export interface LevelStats {
  readonly variant: string;
  /** A stored level, or undefined for own puzzles. */
  readonly level: string | undefined;
  readonly played: number;
  readonly solved: number;
  readonly bestMs: number | null;
  readonly averageMs: number | null;
}

/** The export file's marks. */
export const STATS_FORMAT = 'sudoku-forge-statistics';
export const STATS_VERSION = 1;
/** Imports larger than this are refused before reading (a statistics file is far smaller). */
export const MAX_IMPORT_BYTES = 5_000_000;
/**
 * Games kept at most (a game a day for 270 years). Imports that would keep more are refused by
 * name; nothing here spreads a list into arguments, so even a store past it gives its numbers.
 */
export const MAX_KEPT_GAMES = 100_000;
const tooMany = (what: string) => `${what}: Sudoku Forge keeps at most ${MAX_KEPT_GAMES.toLocaleString('en')} games.`;

export interface StatsFile {
  readonly format: typeof STATS_FORMAT;
  readonly version: number;
  readonly exported: string;
  readonly games: readonly PlayedGame[];
}

const levelRank = (level: string | undefined) =>
  level === undefined ? LEVELS.length : Math.max(0, (LEVELS as readonly string[]).indexOf(level));
const variantRank = (variant: string) => {
  const i = (Object.keys(VARIANTS) as string[]).indexOf(variant);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
};

/** Played, solved, best and average time per variant and level (variant order, then level order). */
export function levelStats(games: readonly PlayedGame[]): LevelStats[] {
  const groups = new Map<string, PlayedGame[]>();
  for (const g of games) {
    const id = `${g.variant}\u0000${g.level ?? ''}`;
    let list = groups.get(id);
    if (!list) {
      list = [];
      groups.set(id, list);
    }
    list.push(g);
  }
  const rows: LevelStats[] = [];
  for (const list of groups.values()) {
    // One pass, no spread: Math.min(...times) overflowed the stack past ~120,000 times (issue 31).
    let solved = 0;
    let timed = 0;
    let total = 0;
    let best: number | null = null;
    for (const g of list) {
      if (g.solved === undefined) continue;
      solved++;
      if (g.elapsedMs === undefined) continue;
      timed++;
      total += g.elapsedMs;
      if (best === null || g.elapsedMs < best) best = g.elapsedMs;
    }
    rows.push({
      variant: list[0]!.variant,
      level: list[0]!.level,
      played: list.length,
      solved,
      bestMs: best,
      averageMs: timed > 0 ? Math.round(total / timed) : null,
    });
  }
  return rows.sort(
    (a, b) =>
      variantRank(a.variant) - variantRank(b.variant) ||
      a.variant.localeCompare(b.variant) ||
      levelRank(a.level) - levelRank(b.level),
  );
}

/** Solved puzzles, most recent first. */
export function solvedHistory(games: readonly PlayedGame[]): PlayedGame[] {
  return games.filter((g) => g.solved !== undefined).sort((a, b) => b.solved! - a.solved!);
}

/**
 * Two entries of the same puzzle as one: the earliest start, the first solve (with its time),
 * what either knows. Merging is commutative and idempotent, so imports can be repeated.
 */
export function mergeGame(a: PlayedGame, b: PlayedGame): PlayedGame {
  const solvedBy = a.solved === undefined ? b : b.solved === undefined ? a : a.solved <= b.solved ? a : b;
  const level = a.level ?? b.level;
  const daily = a.daily ?? b.daily;
  const query = a.query ?? b.query;
  return {
    key: a.key,
    variant: a.variant,
    ...(level !== undefined ? { level } : {}),
    ...(daily !== undefined ? { daily } : {}),
    started: Math.min(a.started, b.started),
    ...(solvedBy.solved !== undefined ? { solved: solvedBy.solved } : {}),
    ...(solvedBy.solved !== undefined && solvedBy.elapsedMs !== undefined ? { elapsedMs: solvedBy.elapsedMs } : {}),
    ...(query !== undefined ? { query } : {}),
  };
}

/**
 * Kept entries plus incoming ones (merged by key); counts what the import adds or changes. An
 * import that would keep more than MAX_KEPT_GAMES is refused (StatsImportError), all of it.
 */
export function mergeGames(
  kept: readonly PlayedGame[],
  incoming: readonly PlayedGame[],
): { games: PlayedGame[]; added: number; updated: number } {
  const byKey = new Map(kept.map((g) => [g.key, g]));
  let added = 0;
  let updated = 0;
  for (const g of incoming) {
    const old = byKey.get(g.key);
    if (!old) {
      byKey.set(g.key, g);
      added++;
      continue;
    }
    const merged = mergeGame(old, g);
    if (JSON.stringify(merged) !== JSON.stringify(old)) updated++;
    byKey.set(g.key, merged);
  }
  if (added > 0 && byKey.size > MAX_KEPT_GAMES) {
    throw new StatsImportError(
      tooMany(`This file would bring your statistics to ${byKey.size.toLocaleString('en')} games`),
    );
  }
  return { games: [...byKey.values()], added, updated };
}

/** The export file for the kept entries. */
export function exportStats(games: readonly PlayedGame[], now: Date = new Date()): StatsFile {
  return {
    format: STATS_FORMAT,
    version: STATS_VERSION,
    exported: now.toISOString(),
    games: [...games].sort((a, b) => a.started - b.started),
  };
}

export class StatsImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatsImportError';
  }
}

const MAX_TIME = 8.64e15;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_TIME;

/** One entry of a file, checked field by field; the problem in words, or the entry. */
export function checkEntry(value: unknown): PlayedGame | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it is not an object';
  const v = value as Record<string, unknown>;
  if (typeof v.key !== 'string' || v.key.length === 0 || v.key.length > 200)
    return '“key” is missing or not a short text';
  if (typeof v.variant !== 'string' || !isVariantId(v.variant))
    return `“variant” ${typeof v.variant === 'string' ? `“${v.variant.slice(0, 30)}” is not a variant` : 'is missing'}`;
  if (v.level !== undefined && (typeof v.level !== 'string' || !(LEVELS as readonly string[]).includes(v.level)))
    return '“level” is not a level';
  if (v.daily !== undefined && (typeof v.daily !== 'string' || !Number.isFinite(dayNumber(v.daily))))
    return '“daily” is not a date (YYYY-MM-DD)';
  if (!isTime(v.started)) return '“started” is missing or not a time';
  if (v.solved !== undefined && !isTime(v.solved)) return '“solved” is not a time';
  if (v.elapsedMs !== undefined && !isTime(v.elapsedMs)) return '“elapsedMs” is not a duration';
  if (v.query !== undefined && (typeof v.query !== 'string' || !v.query.startsWith('?') || v.query.length > 2000))
    return '“query” is not a share query';
  return {
    key: v.key,
    variant: v.variant,
    ...(v.level !== undefined ? { level: v.level as string } : {}),
    ...(v.daily !== undefined ? { daily: v.daily as string } : {}),
    started: v.started,
    ...(v.solved !== undefined ? { solved: v.solved as number } : {}),
    ...(v.solved !== undefined && v.elapsedMs !== undefined ? { elapsedMs: v.elapsedMs as number } : {}),
    ...(v.query !== undefined ? { query: v.query as string } : {}),
  };
}

/**
 * Reads an export file. Any problem refuses the whole file with a StatsImportError that says what
 * is wrong (and for an entry, which one), so an import either adds everything or nothing.
 */
export function parseStatsFile(text: string): PlayedGame[] {
  if (text.length > MAX_IMPORT_BYTES)
    throw new StatsImportError(`This file is too large for a statistics file (${Math.round(text.length / 1e6)} MB).`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StatsImportError('This file is not a statistics file: it is not JSON.');
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== STATS_FORMAT) {
    throw new StatsImportError('This file is not a Sudoku Forge statistics export.');
  }
  const file = value as { version?: unknown; games?: unknown };
  if (typeof file.version !== 'number' || file.version > STATS_VERSION) {
    throw new StatsImportError(
      'This statistics file comes from a newer version of Sudoku Forge; update the player to import it.',
    );
  }
  if (!Array.isArray(file.games)) throw new StatsImportError('This statistics file has no list of games.');
  if (file.games.length > MAX_KEPT_GAMES)
    throw new StatsImportError(tooMany(`This statistics file holds ${file.games.length.toLocaleString('en')} games`));
  const games: PlayedGame[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < file.games.length; i++) {
    const entry = checkEntry(file.games[i]);
    if (typeof entry === 'string')
      throw new StatsImportError(`Game ${i + 1} of the file cannot be read: ${entry}. Nothing was imported.`);
    const at = seen.get(entry.key);
    if (at !== undefined) games[at] = mergeGame(games[at]!, entry);
    else {
      seen.set(entry.key, games.length);
      games.push(entry);
    }
  }
  return games;
}

/** The entry for a game on screen: started now (merging keeps the first start), solved if it is. */
export function playedEntry(
  setup: { key: string; record: { variant: string }; origin: { level?: string; daily?: string } },
  query: string,
  completed: boolean,
  elapsedMs: number,
  now: number,
): PlayedGame {
  const { level, daily } = setup.origin;
  return {
    key: setup.key,
    variant: setup.record.variant,
    ...(level !== undefined && (LEVELS as readonly string[]).includes(level) ? { level } : {}),
    ...(daily !== undefined ? { daily } : {}),
    started: now,
    ...(completed ? { solved: now, elapsedMs: Math.round(elapsedMs) } : {}),
    query,
  };
}
