/**
 * Printing: which puzzles go on which sheet, and the drawing of one puzzle for paper (black on
 * white, in cell units, so the same shapes serve any size): shaded diagonal/window cells, thin
 * cell lines, thick box/region borders, dashed inset cage outlines with their sums, givens — and,
 * as options (issue 30), the digits the player placed (in another style) or a solutions page.
 */
import {
  digitSymbol,
  parseGrid,
  solvePuzzle,
  type Geometry,
  type Puzzle,
  type PuzzleRecord,
} from '@sudoku-forge/core-solver';
import { cageOutlines, diagonalLines, regionBorders, segmentsPath as path } from './outline.ts';
import { cageLabels, shadedCells } from './view.ts';

export type Paper = 'a4' | 'letter';
export const PAPERS: Readonly<Record<Paper, string>> = { a4: 'A4', letter: 'Letter' };
export const PER_PAGE = [1, 2, 4] as const;
export type PerPage = (typeof PER_PAGE)[number];
/** Pages of new puzzles at most in one go. */
export const MAX_PAGES = 10;

/** The items in groups of `perPage`, one group per sheet (the last may be shorter). */
export function sheets<T>(items: readonly T[], perPage: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) out.push(items.slice(i, i + perPage));
  return out;
}

/**
 * `count` distinct indices into a pool of `poolSize` (all of them, shuffled, when the pool is
 * smaller: then some puzzles repeat, each with its own disguise).
 */
export function pickIndices(count: number, poolSize: number, random: () => number): number[] {
  const order = Array.from({ length: poolSize }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Array.from({ length: count }, (_, k) => order[k % poolSize]!);
}

export interface PrintDrawing {
  readonly n: number;
  readonly shaded: readonly { x: number; y: number }[];
  /** The diagonals the rules have, as path data ('' for none). */
  readonly diagonals: string;
  readonly thin: string;
  readonly thick: string;
  readonly cages: readonly string[];
  readonly sums: readonly { x: number; y: number; sum: number }[];
  readonly givens: readonly { x: number; y: number; text: string }[];
  /** Digits written in on paper's behalf: the player's, or the solution's, in the empty cells. */
  readonly written: readonly { x: number; y: number; text: string }[];
}

/**
 * Everything drawn for one puzzle, as SVG path data and positions in cell units; `written` (the
 * player's digits or the solution) fills the cells the givens leave empty.
 */
export function printDrawing(geometry: Geometry, givens: ArrayLike<number>, written?: ArrayLike<number>): PrintDrawing {
  const n = geometry.size;
  const thin: string[] = [];
  for (let k = 1; k < n; k++) thin.push(`M${k} 0V${n}M0 ${k}H${n}`);
  const at = (cell: number) => ({ x: cell % n, y: Math.floor(cell / n) });
  return {
    n,
    shaded: [...shadedCells(geometry)]
      .filter((cell) => !geometry.units.some((u) => u.kind === 'diagonal' && u.cells.includes(cell)))
      .map(at),
    diagonals: path(diagonalLines(geometry)),
    thin: thin.join(''),
    thick: path(regionBorders(geometry)),
    cages: cageOutlines(geometry, 0.1).map(path),
    sums: [...cageLabels(geometry)].map(([cell, sum]) => ({ ...at(cell), sum })),
    givens: Array.from(givens, (d, cell) => ({ d, cell }))
      .filter(({ d }) => d !== 0)
      .map(({ d, cell }) => ({ ...at(cell), text: digitSymbol(d) })),
    written: written
      ? Array.from(written, (d, cell) => ({ d, cell }))
          .filter(({ d, cell }) => d !== 0 && givens[cell] === 0)
          .map(({ d, cell }) => ({ ...at(cell), text: digitSymbol(d) }))
      : [],
  };
}

/** A puzzle's solution for the solutions page: the record's own, else solved; null without a single one. */
export function solutionOf(puzzle: Puzzle, record: PuzzleRecord): Uint8Array | null {
  if (record.solution) return parseGrid(record.solution, puzzle.geometry.size, 'solution');
  const verdict = solvePuzzle(puzzle);
  return verdict.status === 'unique' ? verdict.solution : null;
}
