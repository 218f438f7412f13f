/**
 * The search a game without a stored solution needs: core-solver's counter proves the solution
 * unique (a puzzle with none or several is refused in words). It runs in the pool worker
 * (`pools/parse.worker.ts`), never on the page's thread: on a killer with no givens it is the
 * longest task of the first screen on a phone.
 */
import { gridToString, parsePuzzle, PuzzleInputError, solvePuzzle, type PuzzleRecord } from '@sudoku-forge/core-solver';
import { unplayableMessage } from './setup.ts';

export type SolveAnswer = { ok: true; solution: string } | { ok: false; message: string };

export function solveRecord(record: PuzzleRecord): SolveAnswer {
  const verdict = solvePuzzle(parsePuzzle(record));
  if (verdict.status !== 'unique' || !verdict.solution)
    return { ok: false, message: unplayableMessage(verdict.status) };
  return { ok: true, solution: gridToString(verdict.solution) };
}

/**
 * The Create page's count (issue 27 §2): the record's solutions up to two, with every constraint's
 * handler, and for two solutions the first cell where they differ (the page names it). `invalid`:
 * the record cannot be read, or its givens break a rule (the first broken rule in words).
 */
export type CountAnswer =
  | { status: 'unique' }
  | { status: 'multiple'; differ: number }
  | { status: 'none' | 'undecided' }
  | { status: 'invalid'; message: string };

export function countRecord(record: PuzzleRecord): CountAnswer {
  let puzzle: ReturnType<typeof parsePuzzle>;
  try {
    puzzle = parsePuzzle(record);
  } catch (error) {
    if (error instanceof PuzzleInputError) return { status: 'invalid', message: error.message };
    throw error;
  }
  const verdict = solvePuzzle(puzzle);
  switch (verdict.status) {
    case 'invalid':
      return { status: 'invalid', message: verdict.conflicts[0]!.message };
    case 'multiple': {
      const [a, b] = verdict.solutions as [Uint8Array, Uint8Array];
      return { status: 'multiple', differ: a.findIndex((d, cell) => d !== b[cell]) };
    }
    default:
      return { status: verdict.status };
  }
}
