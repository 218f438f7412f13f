/**
 * A game's fixed part: the puzzle as played (after its disguise), its solution, where it came
 * from, the key its progress is saved under, and the share link that reopens it.
 *
 * Nothing here searches: a record without a stored solution (the stored pools carry none) gets
 * its solution from the pool worker (`pools/pools.ts` `solveInWorker`, the counter of
 * `game/solve.ts`), so the first board is drawn before the search and the search never blocks
 * the page; `withSolution` then adds it.
 */
import {
  findConflicts,
  gridToString,
  isVariantId,
  parseCages,
  PuzzleInputError,
  VARIANTS,
  type Cage,
  type Puzzle,
  type PuzzleRecord,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { LEVELS } from '../engine/api.ts';
import { readRecord } from './puzzle-reader.ts';

/** Where a game came from; enough to rebuild it (and to write its share link). */
export interface PuzzleOrigin {
  /** Stored puzzles: the record's id, its level and the disguise seed. */
  readonly id?: string;
  readonly level?: string;
  readonly disguise?: number;
  /** "daily" games remember their local date (YYYY-MM-DD). */
  readonly daily?: string;
  /** Shared constraint puzzles: the puzzle as f-puzzles data, their share link (`?load=…`). */
  readonly load?: string;
  /** What a shared puzzle says about itself (game/constraint-link.ts), shown above the board. */
  readonly title?: string;
  readonly author?: string;
  readonly rules?: string;
}

export interface GameSetup {
  /** The puzzle as shown (already disguised), with its solution once it is known. */
  readonly record: PuzzleRecord & { variant: VariantId };
  readonly puzzle: Puzzle;
  /** null until the pool worker has proved the solution unique (`withSolution`). */
  readonly solution: Uint8Array | null;
  readonly origin: PuzzleOrigin;
  /** Local-storage key of this puzzle's progress. */
  readonly key: string;
}

export class PuzzleUnavailableError extends Error {}

/**
 * Builds a game from a record, without searching: the solution is the record's when it has one
 * (checked: a damaged one is refused), else null until `withSolution` adds the worker's.
 */
export function setupGame(record: PuzzleRecord, origin: PuzzleOrigin = {}): GameSetup {
  const puzzle = readRecord(record);
  const variant = puzzle.geometry.variant;
  const solution =
    record.solution !== undefined ? checkedSolution(puzzle, { ...record, solution: record.solution }) : null;
  const played = {
    variant,
    puzzle: gridToString(puzzle.givens),
    ...(solution ? { solution: gridToString(solution) } : {}),
    ...(puzzle.geometry.regions !== undefined ? { regions: puzzle.geometry.regions } : {}),
    ...(VARIANTS[variant].needsCages
      ? { cages: puzzle.geometry.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })) }
      : {}),
    ...(record.constraints !== undefined ? { constraints: record.constraints } : {}),
    ...(origin.id !== undefined ? { id: origin.id } : {}),
    ...(origin.level !== undefined ? { level: origin.level } : {}),
  };
  return { record: played, puzzle, solution, origin, key: puzzleKey(played) };
}

/** The game with its solution (the worker's, or a saved one): checked like a stored solution. */
export function withSolution(setup: GameSetup, solution: string): GameSetup {
  const digits = checkedSolution(setup.puzzle, { ...setup.record, solution });
  return { ...setup, record: { ...setup.record, solution: gridToString(digits) }, solution: digits };
}

/**
 * A stored solution spares the browser a search (16x16), but a damaged one would make the
 * puzzle unwinnable: it must be complete, break no rule and keep every given.
 */
function checkedSolution(puzzle: Puzzle, record: PuzzleRecord & { solution: string }): Uint8Array {
  const solution = readRecord({ ...record, puzzle: record.solution }).givens;
  const keepsGivens = puzzle.givens.every((d, cell) => d === 0 || solution[cell] === d);
  if (solution.includes(0) || !keepsGivens || findConflicts(puzzle.geometry, solution).length > 0) {
    throw new PuzzleUnavailableError('this puzzle cannot be played: its stored solution is damaged');
  }
  return solution;
}

/** Why a puzzle whose search did not end in one solution cannot be played. */
export function unplayableMessage(status: string): string {
  const why =
    status === 'multiple'
      ? 'it has more than one solution'
      : status === 'none'
        ? 'it has no solution'
        : status === 'invalid'
          ? 'its givens break a rule'
          : `its check says “${status}”`;
  return `this puzzle cannot be played: ${why}`;
}

/** FNV-1a, 32 bits: a short stable fingerprint for storage keys. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** One key per distinct puzzle (same givens, regions, cages and constraints → same key). */
export function puzzleKey(record: {
  variant: VariantId;
  puzzle: string;
  regions?: string;
  cages?: readonly Cage[];
  constraints?: readonly unknown[];
}): string {
  const shape =
    (record.regions ?? (record.cages ? cagesToText(record.cages) : '')) +
    (record.constraints ? JSON.stringify(record.constraints) : '');
  return `${record.variant}:${fingerprint(`${record.puzzle}|${shape}`)}`;
}

/** Cages as compact text: "10=0,1;15=2,3,11" (0-based cells), a form core-solver's parser reads. */
export function cagesToText(cages: readonly Cage[]): string {
  return cages.map((c) => `${c.sum}=${c.cells.join(',')}`).join(';');
}

/**
 * The share link's query: a stored puzzle by its descriptive id and disguise seed
 * (`?v=classic&l=easy&id=classic-easy-0042&d=913`, a daily with `&day=YYYY-MM-DD`), anything else by its content
 * (`?v=killer&p=…&k=…` / `&r=…`), which works without any stored pool.
 */
export function shareQuery(setup: GameSetup): string {
  const params = new URLSearchParams();
  const { record, origin } = setup;
  if (origin.load !== undefined) return `?load=${encodeURIComponent(origin.load)}`;
  params.set('v', record.variant);
  if (origin.id !== undefined && origin.level !== undefined) {
    params.set('l', origin.level);
    params.set('id', origin.id);
    params.set('d', String(origin.disguise ?? 0));
    // A daily says so: it stays a daily for the friend who opens the link (their streak).
    if (origin.daily !== undefined) params.set('day', origin.daily);
  } else {
    params.set('p', record.puzzle);
    if (record.regions !== undefined) params.set('r', record.regions);
    if (record.cages !== undefined) params.set('k', cagesToText(record.cages));
  }
  return `?${params.toString()}`;
}

export type LinkRequest =
  | { kind: 'stored'; variant: VariantId; level: string; id: string; disguise: number; daily?: string }
  | { kind: 'content'; record: PuzzleRecord }
  | { kind: 'link'; text: string }
  | { kind: 'bad'; message: string }
  | { kind: 'none' };

/** Reads a share link's query; a query without a puzzle is 'none' (the app then shows its picker). */
export function readShareQuery(search: string): LinkRequest {
  const params = new URLSearchParams(search);
  // A shared constraint puzzle: f-puzzles data as f-puzzles (`load`) and SudokuPad (`fpuzzles`) name it.
  // A "+" of the data that was not escaped comes back as a space.
  const load = params.get('load') ?? params.get('fpuzzles');
  if (load !== null) return { kind: 'link', text: load.replace(/ /gu, '+') };
  const variant = params.get('v') ?? undefined;
  if (variant !== undefined && !isVariantId(variant))
    return { kind: 'bad', message: `unknown variant “${variant}” in the link` };
  const id = params.get('id');
  const level = params.get('l');
  if (level !== null && !(LEVELS as readonly string[]).includes(level)) {
    // Checked against the list itself: a name such as "constructor" or "__proto__" is no level.
    return { kind: 'bad', message: `unknown level “${level.slice(0, 40)}” in the link (levels: ${LEVELS.join(', ')})` };
  }
  if (variant !== undefined && id && level) {
    const disguise = Number(params.get('d') ?? '0');
    const daily = params.get('day');
    return {
      kind: 'stored',
      variant,
      level,
      id,
      disguise: Number.isInteger(disguise) ? disguise : 0,
      ...(daily !== null && /^\d{4}-\d{2}-\d{2}$/u.test(daily) ? { daily } : {}),
    };
  }
  const grid = params.get('p');
  if (!grid) return { kind: 'none' };
  const regions = params.get('r');
  const cagesText = params.get('k');
  try {
    const size = variant !== undefined ? VARIANTS[variant].size : 9;
    return {
      kind: 'content',
      record: {
        puzzle: grid,
        ...(variant !== undefined ? { variant } : {}),
        ...(regions ? { regions } : {}),
        ...(cagesText ? { cages: parseCages(cagesText, size) } : {}),
      },
    };
  } catch (error) {
    return { kind: 'bad', message: error instanceof PuzzleInputError ? error.message : String(error) };
  }
}
