/**
 * Which parser reads a game's record: core-solver's plain parser (grids, regions, cages) for the
 * stored and typed puzzles the first screen opens, and the full one (records with "constraints",
 * shared links) once `loadConstraintReader` has brought it in by a dynamic import — so the link
 * readers, lz-string and the constraint records stay out of the first screen's JavaScript
 * (issue 26 §2, issue 30's 100 KiB).
 */
import { parsePlainPuzzle, type Puzzle, type PuzzleRecord } from '@sudoku-forge/core-solver';

type Parse = (input: string | PuzzleRecord) => Puzzle;

let full: Parse | null = null;

/** Whether the record needs the full parser. */
export function hasConstraints(record: PuzzleRecord): boolean {
  return record.constraints !== undefined;
}

/** Loads the full parser once; every later readRecord of a constraint record is synchronous. */
export async function loadConstraintReader(): Promise<void> {
  if (full === null) full = (await import('./puzzle-reader-full.ts')).parsePuzzle;
}

/** Whether the full parser is loaded. */
export function constraintReaderLoaded(): boolean {
  return full !== null;
}

/** The record as a Puzzle; a constraint record before loadConstraintReader is an error that says so. */
export function readRecord(record: PuzzleRecord): Puzzle {
  if (!hasConstraints(record)) return parsePlainPuzzle(record);
  if (full === null) throw new Error('the constraint reader is not loaded yet (loadConstraintReader)');
  return full(record);
}
