/**
 * The search a game without a stored solution needs: core-solver's counter proves the solution
 * unique (a puzzle with none or several is refused in words). It runs in the pool worker
 * (`pools/parse.worker.ts`), never on the page's thread: on a killer with no givens it is the
 * longest task of the first screen on a phone.
 */
import { gridToString, parsePuzzle, solvePuzzle, type PuzzleRecord } from '@sudoku-forge/core-solver';
import { unplayableMessage } from './setup.ts';

export type SolveAnswer = { ok: true; solution: string } | { ok: false; message: string };

export function solveRecord(record: PuzzleRecord): SolveAnswer {
  const verdict = solvePuzzle(parsePuzzle(record));
  if (verdict.status !== 'unique' || !verdict.solution)
    return { ok: false, message: unplayableMessage(verdict.status) };
  return { ok: true, solution: gridToString(verdict.solution) };
}
