/**
 * The verdict on a puzzle: check the givens, count to two, report. This is what `sudoku solve`,
 * the web solver page and the verifier all call.
 */
import { findConflicts, type Conflict } from './check.ts';
import { effortDescription, effortLabel, type EffortLabel } from './difficulty.ts';
import { rowColumn, type Geometry } from './geometry.ts';
import type { Puzzle } from './parse.ts';
import { countSolutions, DEFAULT_MAX_POSITIONS } from './solver.ts';
import { gridToString } from './symbols.ts';

export type Status = 'unique' | 'multiple' | 'none' | 'invalid' | 'undecided';

export interface Verdict {
  status: Status;
  /** Number of givens. */
  givens: number;
  /** The solution when unique; the first of the two when multiple; otherwise null. */
  solution: Uint8Array | null;
  /** Multiple only: the two different completions found. */
  solutions: Uint8Array[];
  /** Invalid only: every rule the givens break. */
  conflicts: Conflict[];
  singles: number;
  guesses: number;
  positions: number;
  difficulty: EffortLabel;
}

export interface SolveOptions {
  /** Position limit of the search (default 200,000); past it the verdict is "undecided". */
  maxPositions?: number;
}

export function solvePuzzle(puzzle: Puzzle, options: SolveOptions = {}): Verdict {
  const { geometry, givens } = puzzle;
  let givenCount = 0;
  for (const d of givens) if (d !== 0) givenCount++;
  const conflicts = findConflicts(geometry, givens);
  if (conflicts.length > 0) {
    return {
      status: 'invalid',
      givens: givenCount,
      solution: null,
      solutions: [],
      conflicts,
      singles: 0,
      guesses: 0,
      positions: 0,
      difficulty: effortLabel(0),
    };
  }
  const count = countSolutions(geometry, givens, {
    limit: 2,
    maxPositions: options.maxPositions ?? DEFAULT_MAX_POSITIONS,
  });
  const status: Status =
    count.solutions >= 2 ? 'multiple' : !count.decided ? 'undecided' : count.solutions === 1 ? 'unique' : 'none';
  return {
    status,
    givens: givenCount,
    solution: status === 'unique' || status === 'multiple' ? count.found[0]! : null,
    solutions: status === 'multiple' ? count.found.slice(0, 2) : [],
    conflicts: [],
    singles: count.singles,
    guesses: count.guesses,
    positions: count.positions,
    difficulty: effortLabel(count.guesses),
  };
}

/** The verdict as contract §4 JSON (rows and columns 1-based). */
export function verdictToJson(verdict: Verdict, geometry: Pick<Geometry, 'size'>): Record<string, unknown> {
  return {
    status: verdict.status,
    givens: verdict.givens,
    solution: verdict.solution ? gridToString(verdict.solution) : null,
    ...(verdict.status === 'multiple' ? { solutions: verdict.solutions.map(gridToString) } : {}),
    ...(verdict.status === 'invalid'
      ? {
          conflicts: verdict.conflicts.map((c) => ({
            unit: c.unit,
            index: c.index,
            digit: c.digit,
            cells: c.cells.map((cell) => rowColumn(geometry, cell)),
            message: c.message,
          })),
        }
      : {}),
    singles: verdict.singles,
    guesses: verdict.guesses,
    positions: verdict.positions,
    difficulty: verdict.difficulty,
  };
}

/** The verdict in words: "Unique solution", "Invalid: two 5s in row 1 (r1c1, r1c2)". */
export function describeVerdict(verdict: Verdict): string {
  switch (verdict.status) {
    case 'unique':
      return 'Unique solution';
    case 'multiple':
      return 'More than one solution';
    case 'none':
      return 'No solution';
    case 'undecided':
      return `Undecided: the search stopped after ${verdict.positions} positions without an answer`;
    case 'invalid':
      return `Invalid: ${verdict.conflicts.map((c) => c.message).join('; ')}`;
  }
}

/** The effort label in words for people. */
export function describeEffort(verdict: Verdict): string {
  return effortDescription(verdict.guesses);
}
