/**
 * What each cell shows and says: highlights, mistakes and the accessible name. Pure, so the board
 * component only draws, and tests can check the names players' screen readers hear.
 */
import { findConflicts, maskDigits, digitSymbol, type Geometry } from '@sudoku-forge/core-solver';
import { combinedGrid, shownDigit, type Board } from './board.ts';

export type MistakeMode = 'off' | 'rules' | 'solution';

export interface CellView {
  readonly cell: number;
  readonly row: number;
  readonly column: number;
  readonly digit: number;
  readonly given: boolean;
  readonly corner: readonly number[];
  readonly centre: readonly number[];
  /** The cell's colours (palette numbers, ascending). */
  readonly colours: readonly number[];
  readonly selected: boolean;
  /** In the focused cell's row, column or box (region). */
  readonly related: boolean;
  /** Holds the same digit as the focused cell. */
  readonly sameDigit: boolean;
  /** Marked by the mistake check (a rule broken, or not the solution's digit). */
  readonly mistake: boolean;
  /** Part of the hint on screen: a cell it changes, a pattern cell, or in a house it reasons in. */
  readonly hint: 'cause' | 'target' | 'house' | null;
  /** Killer: the sum shown in the cage's first cell. */
  readonly cageSum: number | null;
  /** Diagonal or hyper window cell (shaded). */
  readonly shaded: boolean;
  readonly label: string;
}

export interface ViewOptions {
  readonly selection: ReadonlySet<number>;
  readonly focus: number | null;
  readonly mistakes: MistakeMode;
  readonly solution: ArrayLike<number>;
  readonly highlightSame: boolean;
  readonly hintCells?: ReadonlySet<number>;
  readonly hintTargets?: ReadonlySet<number>;
  /** Cells of the houses the hint reasons in (a light highlight under the rest). */
  readonly hintHouses?: ReadonlySet<number>;
}

export const COLOUR_NAMES = [
  '',
  'orange',
  'sky blue',
  'green',
  'yellow',
  'blue',
  'vermilion',
  'purple',
  'grey',
  'black',
];

/** Cells with a digit that breaks a rule (rules mode) or differs from the solution (solution mode). */
export function mistakeCells(
  geometry: Geometry,
  givens: ArrayLike<number>,
  board: Board,
  mode: MistakeMode,
  solution: ArrayLike<number>,
): Set<number> {
  const marked = new Set<number>();
  if (mode === 'rules') {
    for (const conflict of findConflicts(geometry, combinedGrid(givens, board))) {
      // Only the player's digits are marked: givens are never the mistake.
      for (const cell of conflict.cells) if (givens[cell] === 0) marked.add(cell);
    }
  } else if (mode === 'solution') {
    board.digits.forEach((d, cell) => {
      if (d !== 0 && d !== solution[cell]) marked.add(cell);
    });
  }
  return marked;
}

/**
 * "Row 3, column 5, 7, given" / "Row 3, column 5, empty, notes 1 4 9" / "…, cage 15, 3 cells":
 * every cell of a killer cage names its cage (issue 30), not only the cell that shows the sum.
 */
export function cellLabel(parts: {
  row: number;
  column: number;
  digit: number;
  given: boolean;
  corner: readonly number[];
  centre: readonly number[];
  colours: readonly number[];
  cageSum: number | null;
  /** The cage the cell is in (any cell of it); without it, the sum alone where cageSum is set. */
  cage?: { sum: number; size: number } | null;
  mistake: boolean;
}): string {
  let label = `Row ${parts.row}, column ${parts.column}, `;
  if (parts.digit !== 0) {
    label += digitSymbol(parts.digit);
    if (parts.given) label += ', given';
  } else {
    label += 'empty';
    if (parts.centre.length > 0) label += `, notes ${parts.centre.map(digitSymbol).join(' ')}`;
    if (parts.corner.length > 0) label += `, corner notes ${parts.corner.map(digitSymbol).join(' ')}`;
  }
  if (parts.mistake) label += ', mistake';
  if (parts.colours.length > 0)
    label += `, ${parts.colours.length > 1 ? 'colours' : 'colour'} ${parts.colours.map((k) => COLOUR_NAMES[k] ?? String(k)).join(' and ')}`;
  if (parts.cage) label += `, cage ${parts.cage.sum}, ${parts.cage.size === 1 ? '1 cell' : `${parts.cage.size} cells`}`;
  else if (parts.cageSum !== null) label += `, cage ${parts.cageSum}`;
  return label;
}

/** Each killer cage's cells, by cell: its sum and size. */
export function cageOfCells(geometry: Geometry): Map<number, { sum: number; size: number }> {
  const of = new Map<number, { sum: number; size: number }>();
  for (const cage of geometry.cages)
    for (const cell of cage.cells) of.set(cell, { sum: cage.sum, size: cage.cells.length });
  return of;
}

/** The first cell (reading order) of each killer cage, with its sum. */
export function cageLabels(geometry: Geometry): Map<number, number> {
  const first = new Map<number, number>();
  for (const cage of geometry.cages) first.set(Math.min(...cage.cells), cage.sum);
  return first;
}

/** Cells on a diagonal or in a hyper window: drawn shaded. */
export function shadedCells(geometry: Geometry): Set<number> {
  const shaded = new Set<number>();
  for (const unit of geometry.units) {
    if (unit.kind === 'diagonal' || unit.kind === 'window') for (const cell of unit.cells) shaded.add(cell);
  }
  return shaded;
}

export function cellViews(
  geometry: Geometry,
  givens: ArrayLike<number>,
  board: Board,
  options: ViewOptions,
): CellView[] {
  const n = geometry.size;
  const mistakes = mistakeCells(geometry, givens, board, options.mistakes, options.solution);
  const cages = cageLabels(geometry);
  const cageOf = cageOfCells(geometry);
  const shaded = shadedCells(geometry);
  const focus = options.focus;
  const focusDigit = focus === null ? 0 : shownDigit(givens, board, focus);
  // "Related" means the focused cell's row, column and box/region, as players expect;
  // diagonals, windows and cages are left out so the highlight stays readable.
  const related = new Set<number>();
  if (focus !== null) {
    for (const u of geometry.unitsOf[focus]!) {
      const unit = geometry.units[u]!;
      if (unit.kind === 'row' || unit.kind === 'column' || unit.kind === 'box' || unit.kind === 'region') {
        for (const cell of unit.cells) related.add(cell);
      }
    }
  }
  const views: CellView[] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const digit = shownDigit(givens, board, cell);
    const given = givens[cell] !== 0;
    const corner = digit === 0 ? maskDigits(board.corner[cell]!) : [];
    const centre = digit === 0 ? maskDigits(board.centre[cell]!) : [];
    const cageSum = cages.get(cell) ?? null;
    const mistake = mistakes.has(cell);
    const row = Math.floor(cell / n) + 1;
    const column = (cell % n) + 1;
    const colours = maskDigits(board.colours[cell]!);
    views.push({
      cell,
      row,
      column,
      digit,
      given,
      corner,
      centre,
      colours,
      selected: options.selection.has(cell),
      related: related.has(cell),
      sameDigit: options.highlightSame && focusDigit !== 0 && digit === focusDigit,
      mistake,
      hint: options.hintTargets?.has(cell)
        ? 'target'
        : options.hintCells?.has(cell)
          ? 'cause'
          : options.hintHouses?.has(cell)
            ? 'house'
            : null,
      cageSum,
      shaded: shaded.has(cell),
      label: cellLabel({
        row,
        column,
        digit,
        given,
        corner,
        centre,
        colours,
        cageSum,
        cage: cageOf.get(cell) ?? null,
        mistake,
      }),
    });
  }
  return views;
}
