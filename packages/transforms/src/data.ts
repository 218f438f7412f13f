/**
 * PuzzleData: a puzzle as the transforms see it — the grids and the extra rule data that moves
 * with them. Conversions to and from core-solver's Puzzle and the contract's record (§5) go through
 * core-solver's parser, never a second one.
 */
import {
  VARIANTS,
  gridToString,
  parsePuzzle,
  parseGrid,
  constraintsToJson,
  type Cage,
  type Constraint,
  type Puzzle,
  type PuzzleRecord,
  type VariantId,
} from '@sudoku-forge/core-solver';

export interface PuzzleData {
  variant: VariantId;
  /** Givens in reading order, 0 = blank. */
  puzzle: Uint8Array;
  /** The completed grid, when known. */
  solution?: Uint8Array;
  /** Irregular: one region label per cell (as core-solver's parser normalises it). */
  regions?: string;
  /** Killer: cages with 0-based cells in reading order. */
  cages?: Cage[];
  /** Constraints beyond the variant's rules (thermos, arrows, dots, …), cells 0-based. */
  constraints?: Constraint[];
}

/** The data of a parsed puzzle (plus its solution when the caller has it). */
export function puzzleData(puzzle: Puzzle, solution?: Uint8Array): PuzzleData {
  const { geometry } = puzzle;
  return {
    variant: geometry.variant,
    puzzle: Uint8Array.from(puzzle.givens),
    ...(solution ? { solution: Uint8Array.from(solution) } : {}),
    ...(geometry.regions !== undefined ? { regions: geometry.regions } : {}),
    ...(VARIANTS[geometry.variant].needsCages ? { cages: geometry.cages.map(copyCage) } : {}),
    ...(geometry.constraints.length > 0 ? { constraints: [...geometry.constraints] } : {}),
  };
}

/** Reads a record (or record text / grid string) into PuzzleData, with its solution if it has one. */
export function puzzleDataFromRecord(input: string | PuzzleRecord, options: { variant?: string } = {}): PuzzleData {
  const puzzle = parsePuzzle(input, options);
  const record = typeof input === 'string' ? undefined : input;
  const solutionText = record?.solution;
  const solution = solutionText === undefined ? undefined : parseGrid(solutionText, puzzle.geometry.size, 'solution');
  return puzzleData(puzzle, solution);
}

/** The contract §5 record shape of the data (without id, level and seed). */
export function toRecord(data: PuzzleData): PuzzleRecord {
  let clues = 0;
  for (const d of data.puzzle) if (d !== 0) clues++;
  return {
    variant: data.variant,
    puzzle: gridToString(data.puzzle),
    clues,
    ...(data.solution ? { solution: gridToString(data.solution) } : {}),
    ...(data.regions !== undefined ? { regions: data.regions } : {}),
    ...(data.cages ? { cages: data.cages.map(copyCage) } : {}),
    ...(data.constraints ? { constraints: constraintsToJson(data.constraints, VARIANTS[data.variant].size) } : {}),
  };
}

/** A Puzzle (geometry + givens) for the data, built by core-solver's parser. */
export function toPuzzle(data: PuzzleData): Puzzle {
  return parsePuzzle(toRecord(data));
}

function copyCage(cage: Cage): Cage {
  return { sum: cage.sum, cells: [...cage.cells] };
}
