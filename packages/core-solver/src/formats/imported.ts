/**
 * What the format readers (f-puzzles, SudokuPad) give: a board with its givens, its regions when
 * they are not the standard boxes, and its rules as constraints (constraints/types.ts, 0-based
 * cells). parse.ts turns it into a record and a geometry.
 */
import { PuzzleInputError } from '../input-error.ts';
import type { Constraint } from '../constraints/types.ts';

export interface ImportedPuzzle {
  readonly size: number;
  /** n × n digits, 0 = blank. */
  readonly givens: Uint8Array;
  /** Region 0..n-1 of each cell; present only when the regions differ from the standard boxes. */
  readonly regionOf?: Uint8Array;
  readonly constraints: readonly Constraint[];
  readonly title?: string;
  readonly author?: string;
  readonly rules?: string;
  /** The published solution, when the link carries a complete one. */
  readonly solution?: Uint8Array;
}

/** Why a link could not be read (the player words each reason its own way). */
export type FormatProblem =
  | 'not-a-link' // not a link or payload of a format we know
  | 'needs-network' // a short link: the puzzle lives on a server
  | 'too-long' // the data is longer than the limit
  | 'too-large' // it unpacks to more than the limit
  | 'damaged' // the data cannot be unpacked
  | 'not-json' // it unpacks to something that is not the format's JSON
  | 'board' // the board's size, grid or regions cannot be read
  | 'unsupported' // a rule we do not model
  | 'constraint'; // a rule we model, written in a way we cannot read

export class FormatError extends PuzzleInputError {
  readonly problem: FormatProblem;
  constructor(message: string, problem: FormatProblem) {
    super(message);
    this.problem = problem;
  }
}

/** The standard box of each cell for the sizes we play (2×2, 2×3, 3×3, 4×4). */
export function standardRegions(size: number): Uint8Array {
  const rows = size === 6 ? 2 : Math.sqrt(size);
  const columns = size / rows;
  const regionOf = new Uint8Array(size * size);
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    regionOf[cell] = Math.floor(r / rows) * (size / columns) + Math.floor(c / columns);
  }
  return regionOf;
}

/** The sizes of board the library plays. */
export const BOARD_SIZES: readonly number[] = [4, 6, 9, 16];
