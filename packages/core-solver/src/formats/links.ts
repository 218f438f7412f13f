/**
 * A shared link as puzzle input: which texts are links (or bare payloads) rather than grids, reading
 * them with the right reader, and the puzzle record (contract §5, with "constraints") they stand for.
 */
import { constraintsToJson } from '../constraints/record.ts';
import { isVariantId, type VariantId } from '../geometry.ts';
import { PuzzleInputError } from '../input-error.ts';
import { CONSTRAINTS_VARIANT, type ParseOptions, type PuzzleRecord } from '../parse.ts';
import { digitSymbol, gridToString } from '../symbols.ts';
import { readFpuzzles } from './fpuzzles.ts';
import { FormatError, type ImportedPuzzle } from './imported.ts';
import { isSudokupadLink, readSudokupad } from './sudokupad.ts';

const FPUZZLES_HOST = /^(?:https?:\/\/)?(?:www\.)?f-puzzles\.com(?:\/|\?|$)/iu;
/** lz-string's base64 of a JSON object starts so ('{"' packed): f-puzzles data pasted alone. */
const BARE_FPUZZLES = /^N4Ig[A-Za-z0-9+/=]*$/u;
const BARE_SUDOKUPAD = /^(?:fpuzzles|fpuz|scl|ctc)[A-Za-z0-9+/=%]{8,}$/u;

/**
 * Whether the text is a puzzle link or payload (f-puzzles, SudokuPad) rather than a grid, record or
 * file name. Grids hold only 1–9, A–G, '.', '0' and separators, so none of these forms is a grid.
 */
export function isPuzzleLink(text: string): boolean {
  const t = text.trim();
  if (/\s/u.test(t)) return false;
  return (
    FPUZZLES_HOST.test(t) ||
    isSudokupadLink(t) ||
    /[?&#]load=/u.test(t) ||
    BARE_FPUZZLES.test(t) ||
    BARE_SUDOKUPAD.test(t) ||
    WEB_ADDRESS.test(t)
  );
}

/** Any web address: not a file name; read as a link, so one we cannot follow is named as such. */
const WEB_ADDRESS = /^https?:\/\//iu;

/** Reads any link or payload isPuzzleLink accepts; a FormatError names what cannot be read. */
export function readPuzzleLink(text: string): ImportedPuzzle {
  const t = text.trim();
  if (isSudokupadLink(t) || BARE_SUDOKUPAD.test(t)) return readSudokupad(t);
  if (FPUZZLES_HOST.test(t) || /[?&]load=/u.test(t) || BARE_FPUZZLES.test(t)) return readFpuzzles(t);
  if (WEB_ADDRESS.test(t)) {
    const host = /^https?:\/\/([^/?#]*)/iu.exec(t)![1]!.slice(0, 40);
    throw new FormatError(
      `Sudoku Forge reads f-puzzles and SudokuPad links with the puzzle in them, and does not go online to follow a link to ${host}: open it in a browser and give the f-puzzles or SudokuPad address it leads to`,
      'needs-network',
    );
  }
  throw new FormatError('not a puzzle link: expected an f-puzzles link (…?load=…) or a SudokuPad link', 'not-a-link');
}

const SIZE_PRESETS: Readonly<Record<number, VariantId>> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };

/**
 * The record of an imported puzzle: the preset its size and regions name (classic, 4x4, 6x6,
 * 16x16; irregular with its region map), its givens, its constraints in the record form (cells
 * [row, column], 1-based) and its solution when the link carries one.
 */
export function importedToRecord(puzzle: ImportedPuzzle): PuzzleRecord {
  const n = puzzle.size;
  let variant = SIZE_PRESETS[n];
  if (variant === undefined || !isVariantId(variant))
    throw new FormatError(`Sudoku Forge plays 4×4, 6×6, 9×9 and 16×16 boards, not ${n}×${n}`, 'board');
  let regions: string | undefined;
  if (puzzle.regionOf) {
    if (n !== 9)
      throw new FormatError(
        `irregular regions on a ${n}×${n} board are not supported yet (irregular puzzles are 9×9)`,
        'unsupported',
      );
    variant = 'irregular';
    regions = [...puzzle.regionOf].map((r) => digitSymbol(r + 1)).join('');
  }
  return {
    variant,
    puzzle: gridToString(puzzle.givens),
    ...(regions !== undefined ? { regions } : {}),
    ...(puzzle.solution ? { solution: gridToString(puzzle.solution) } : {}),
    constraints: constraintsToJson(puzzle.constraints, n),
  };
}

/** The record a link stands for (readPuzzleLink, then importedToRecord). */
export function linkToRecord(text: string): PuzzleRecord {
  return importedToRecord(readPuzzleLink(text));
}

/**
 * The record of a link given as puzzle text (parsePuzzle). A link carries its own board, regions
 * and rules, so --variant may only name the same preset, and --regions / --cages do not apply.
 */
export function linkRecord(text: string, options: ParseOptions = {}): PuzzleRecord {
  const record = linkToRecord(text);
  if (options.regions !== undefined || options.cages !== undefined) {
    throw new PuzzleInputError(
      `a puzzle link carries its own ${options.regions !== undefined ? 'regions' : 'cages'}: give the link alone`,
    );
  }
  if (options.variant !== undefined && options.variant !== record.variant && options.variant !== CONSTRAINTS_VARIANT) {
    throw new PuzzleInputError(
      `the link is a ${record.variant} puzzle with its constraints, but --variant says ${options.variant.slice(0, 40)}: give one`,
    );
  }
  return record;
}
