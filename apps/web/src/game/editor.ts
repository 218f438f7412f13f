/**
 * The puzzle editor's state (the Create page): a variant, its givens, the region of every cell
 * (irregular), the cages (killer) and the drawn constraints (thermos, arrows, lines, dots, marks:
 * core-solver's Constraint, 0-based cells), changed by pure functions — type digits, draw regions,
 * cages and constraints over a selection, paste any part — and turned into a puzzle record the
 * solver checks. Nothing here decides whether a puzzle is good: the check (unique solution) is the
 * solver's.
 */
import {
  buildGeometry,
  cellName,
  constraintFromJson,
  constraintsToJson,
  constraintToJson,
  writeFpuzzles,
  type Constraint,
  digitSymbol,
  parseCages,
  parseGrid,
  parsePuzzle,
  parseRecord,
  parseRegions,
  sumRange,
  VARIANTS,
  type Geometry,
  type PuzzleRecord,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { diagonalThrough, houseCells, houseIndex, type Diagonal, type House } from './outside-clues.ts';
import { cagesToText } from './setup.ts';

export interface DraftCage {
  readonly sum: number;
  readonly cells: readonly number[];
}

export interface Draft {
  readonly variant: VariantId;
  /** 0 = blank, else the given digit. */
  readonly givens: readonly number[];
  /** Region 0..n-1 of each cell (boxes for every variant but irregular, which starts with boxes too). */
  readonly regionOf: readonly number[];
  readonly cages: readonly DraftCage[];
  /** The rules drawn beyond the variant's own (any variant). */
  readonly constraints: readonly Constraint[];
}

/** The standard boxes of a board of the variant's size (irregular: the 3×3 boxes to start from). */
export function boxRegions(variant: VariantId): number[] {
  const n = VARIANTS[variant].size;
  const box = VARIANTS[variant].box ?? { rows: 3, columns: 3 };
  return Array.from(
    { length: n * n },
    (_, cell) => Math.floor(Math.floor(cell / n) / box.rows) * (n / box.columns) + Math.floor((cell % n) / box.columns),
  );
}

export function emptyDraft(variant: VariantId): Draft {
  const n = VARIANTS[variant].size;
  return {
    variant,
    givens: new Array<number>(n * n).fill(0),
    regionOf: boxRegions(variant),
    cages: [],
    constraints: [],
  };
}

/** Another variant: givens and constraints stay when the board keeps its size, regions and cages where they apply. */
export function switchVariant(draft: Draft, variant: VariantId): Draft {
  const fresh = emptyDraft(variant);
  if (VARIANTS[variant].size !== VARIANTS[draft.variant].size) return fresh;
  return {
    ...fresh,
    givens: draft.givens,
    constraints: draft.constraints,
    ...(variant === 'irregular' && draft.variant === 'irregular' ? { regionOf: draft.regionOf } : {}),
    ...(variant === 'killer' ? { cages: draft.cages } : {}),
  };
}

/** Sets (or with 0 clears) the given digit of cells. */
export function setGivens(draft: Draft, cells: Iterable<number>, digit: number): Draft {
  const givens = [...draft.givens];
  for (const cell of cells) givens[cell] = digit;
  return { ...draft, givens };
}

/** Draws region `region` (0-based) over cells (irregular). */
export function paintRegion(draft: Draft, cells: Iterable<number>, region: number): Draft {
  const regionOf = [...draft.regionOf];
  for (const cell of cells) regionOf[cell] = region;
  return { ...draft, regionOf };
}

/** Adds a cage over the cells with its sum, or says in words why it cannot be one. */
export function addCage(draft: Draft, cells: readonly number[], sum: number): Draft | string {
  const n = VARIANTS[draft.variant].size;
  if (cells.length === 0) return 'Select the cells of the cage first.';
  const taken = cells.find((cell) => draft.cages.some((c) => c.cells.includes(cell)));
  if (taken !== undefined) return `${cellName({ size: n }, taken)} is already in a cage: remove that cage first.`;
  const [low, high] = sumRange(cells.length, n);
  if (!Number.isInteger(sum) || sum < low || sum > high)
    return `A cage of ${cells.length} ${cells.length === 1 ? 'cell' : 'cells'} adds up to ${low}–${high}.`;
  return { ...draft, cages: [...draft.cages, { sum, cells: [...cells].sort((a, b) => a - b) }] };
}

export function removeCage(draft: Draft, index: number): Draft {
  return { ...draft, cages: draft.cages.filter((_, i) => i !== index) };
}

/** The draft as a puzzle record (what the solver checks and the share link carries). */
export function draftRecord(draft: Draft): PuzzleRecord {
  return {
    variant: draft.variant,
    puzzle: draft.givens.map((d) => (d === 0 ? '.' : digitSymbol(d))).join(''),
    ...(draft.variant === 'irregular' ? { regions: draft.regionOf.map((r) => digitSymbol(r + 1)).join('') } : {}),
    ...(draft.variant === 'killer' ? { cages: draft.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })) } : {}),
    ...(draft.constraints.length > 0
      ? { constraints: constraintsToJson(draft.constraints, VARIANTS[draft.variant].size) }
      : {}),
  };
}

/** The content share link that plays the draft (setup.ts reads it back); with constraints its f-puzzles data (`?load=`). */
export function draftPlayLink(draft: Draft): string {
  const record = draftRecord(draft);
  if (draft.constraints.length > 0) return `./?load=${encodeURIComponent(draftLoad(draft))}#/`;
  const params = new URLSearchParams({ v: draft.variant, p: record.puzzle });
  if (record.regions) params.set('r', record.regions);
  if (record.cages) params.set('k', cagesToText(record.cages));
  return `./?${params.toString()}#/`;
}

/**
 * The draft as f-puzzles data (what the player's `?load=` reads, as for a shared link): the
 * variant's own rules, its cages and the drawn constraints, written by core-solver's f-puzzles writer.
 */
export function draftLoad(draft: Draft): string {
  const n = VARIANTS[draft.variant].size;
  const link = writeFpuzzles({
    size: n,
    givens: Uint8Array.from(draft.givens),
    ...(draft.variant === 'irregular' ? { regionOf: Uint8Array.from(draft.regionOf) } : {}),
    constraints: [
      ...VARIANTS[draft.variant].rules,
      ...(draft.variant === 'killer' ? draft.cages.map((c): Constraint => ({ type: 'cage', ...c })) : []),
      ...draft.constraints,
    ],
  });
  return /[?&]load=([^&#]+)/u.exec(link)![1]!;
}

/** A full record (pasted JSON, an f-puzzles import) as a draft; the parser checks it first. */
export function draftFromRecord(record: PuzzleRecord): Draft {
  const puzzle = parsePuzzle(record);
  const { geometry } = puzzle;
  return {
    variant: geometry.variant,
    givens: [...puzzle.givens],
    regionOf: geometry.variant === 'irregular' ? [...geometry.regionOf] : boxRegions(geometry.variant),
    cages: geometry.variant === 'killer' ? geometry.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })) : [],
    constraints: [...geometry.constraints],
  };
}

/**
 * Pasted text into the draft: a JSON record replaces everything; anything else is read as the
 * givens of the current variant (a grid string, pretty-printed or not). Throws PuzzleInputError.
 */
export function pasteGivens(draft: Draft, text: string): Draft {
  if (text.trim().startsWith('{')) return draftFromRecord(parseRecord(text));
  return { ...draft, givens: [...parseGrid(text, VARIANTS[draft.variant].size)] };
}

/** A pasted region map (irregular); throws PuzzleInputError in words. */
export function pasteRegions(draft: Draft, text: string): Draft {
  return { ...draft, regionOf: [...parseRegions(text, VARIANTS[draft.variant].size).regionOf] };
}

/** A pasted cage list (JSON or `sum=cells; …`); throws PuzzleInputError in words. */
export function pasteCages(draft: Draft, text: string): Draft {
  return {
    ...draft,
    cages: parseCages(text, VARIANTS[draft.variant].size).map((c) => ({ sum: c.sum, cells: [...c.cells] })),
  };
}

/**
 * The geometry to draw the draft with (the Board component): built without the parser's checks,
 * since a draft's regions may still be half drawn (the check comes when the player asks for it).
 */
export function draftGeometry(draft: Draft): Geometry {
  return buildGeometry(draft.variant, {
    ...(draft.constraints.length > 0 ? { constraints: draft.constraints, handlerOf } : {}),
    ...(draft.variant === 'irregular' ? { regionOf: draft.regionOf } : {}),
    ...(draft.variant === 'killer' ? { cages: draft.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })) } : {}),
  });
}

/** Cells per region (irregular: each must end with n; shown while drawing). */
export function regionSizes(draft: Draft): number[] {
  const sizes = new Array<number>(VARIANTS[draft.variant].size).fill(0);
  for (const r of draft.regionOf) sizes[r] = (sizes[r] ?? 0) + 1;
  return sizes;
}

/** The constraints the Create page draws: what the player picks in its tool bar. */
export type ConstraintTool =
  | 'cage'
  | 'thermo'
  | 'arrow'
  | 'renban'
  | 'whisper'
  | 'palindrome'
  | 'between'
  | 'region-sum-line'
  | 'little-killer'
  | 'sandwich'
  | 'kropki-white'
  | 'kropki-black'
  | 'x'
  | 'v'
  | 'odd'
  | 'even'
  | 'minimum'
  | 'maximum';

/**
 * What the form beside the board adds to the selected cells: a sum (a cage's, optional; a little
 * killer's and a sandwich's), a little killer's direction, a sandwich's row or column.
 */
export interface Clue {
  readonly sum?: number;
  readonly direction?: Diagonal;
  readonly house?: House;
}

/**
 * The constraint a tool draws over cells in the order they were selected; a little killer takes the
 * whole diagonal through the first cell, a sandwich the first cell's row or column.
 */
export function toolConstraint(tool: ConstraintTool, cells: readonly number[], clue: Clue = {}, n = 9): Constraint {
  const { sum } = clue;
  switch (tool) {
    case 'cage':
      return sum === undefined ? { type: 'cage', cells } : { type: 'cage', cells, sum };
    case 'arrow':
      return { type: 'arrow', circle: cells.slice(0, 1), cells: cells.slice(1) };
    case 'whisper':
      return { type: 'whisper', cells, difference: 5 };
    case 'x':
    case 'v':
      return { type: 'xv', cells, sum: tool === 'x' ? 10 : 5 };
    case 'little-killer':
      return {
        type: 'little-killer',
        cells: diagonalThrough(cells[0]!, clue.direction ?? 'down-right', n),
        sum: sum ?? Number.NaN,
      };
    case 'sandwich': {
      const house = clue.house ?? 'row';
      return { type: 'sandwich', house, index: houseIndex(cells[0]!, house, n), sum: sum ?? Number.NaN };
    }
    default:
      return { type: tool, cells };
  }
}

/** Cells a tool needs at least (dots and X/V exactly two). */
const LEAST: Readonly<Record<ConstraintTool, number>> = {
  cage: 1,
  thermo: 2,
  arrow: 2,
  renban: 2,
  whisper: 2,
  palindrome: 2,
  between: 3,
  'region-sum-line': 2,
  'little-killer': 1,
  sandwich: 1,
  'kropki-white': 2,
  'kropki-black': 2,
  x: 2,
  v: 2,
  odd: 1,
  even: 1,
  minimum: 1,
  maximum: 1,
};

/** What a tool's first cells mean, said when there are too few. */
const HOW: Readonly<Record<ConstraintTool, string>> = {
  cage: 'Select the cells of the cage first.',
  thermo: 'Select the bulb, then the cells of the thermometer in order (drag, or Shift+click each).',
  arrow: 'Select the circle, then the cells of the arrow in order.',
  renban: 'Select the cells of the line in order.',
  whisper: 'Select the cells of the line in order.',
  palindrome: 'Select the cells of the line in order.',
  between: 'Select the cells of the line in order, from one circle to the other (at least three).',
  'region-sum-line': 'Select the cells of the line in order.',
  'little-killer': 'Select a cell of the diagonal first.',
  sandwich: 'Select a cell of the row or column first.',
  'kropki-white': 'Select two cells side by side.',
  'kropki-black': 'Select two cells side by side.',
  x: 'Select two cells side by side.',
  v: 'Select two cells side by side.',
  odd: 'Select the cells to mark.',
  even: 'Select the cells to mark.',
  minimum: 'Select the cells to mark.',
  maximum: 'Select the cells to mark.',
};

/**
 * Adds the tool's constraint over the selected cells (in selection order), or says in words why it
 * cannot be one. The record reader checks it (neighbours along a line, dots on an edge, a cage's
 * sum in range), so the editor holds nothing the solver would refuse.
 */
export function addConstraint(
  draft: Draft,
  tool: ConstraintTool,
  cells: readonly number[],
  clue: Clue = {},
): Draft | string {
  if (cells.length < LEAST[tool] || (LEAST[tool] === 2 && tool !== 'thermo' && isEdge(tool) && cells.length !== 2))
    return HOW[tool];
  if ((tool === 'little-killer' || tool === 'sandwich') && clue.sum === undefined) return 'Type the sum first.';
  const n = VARIANTS[draft.variant].size;
  const constraint = toolConstraint(tool, cells, clue, n);
  const refused = refusal(constraint, n) ?? taken(draft, constraint, n);
  return refused ?? { ...draft, constraints: [...draft.constraints, constraint] };
}

/** A clue outside the grid where one is already (one per row or column side, one per diagonal start). */
function taken(draft: Draft, constraint: Constraint, n: number): string | null {
  for (const c of draft.constraints) {
    if (
      constraint.type === 'sandwich' &&
      c.type === 'sandwich' &&
      c.house === constraint.house &&
      c.index === constraint.index
    )
      return `${constraint.house === 'row' ? 'Row' : 'Column'} ${constraint.index + 1} has a sandwich already: pick it to change its sum.`;
    if (constraint.type === 'little-killer' && c.type === 'little-killer' && c.cells.join() === constraint.cells.join())
      return `That diagonal has a little killer from ${cellName({ size: n }, c.cells[0]!)} already: pick it to change its sum.`;
  }
  return null;
}

/** What the record reader says against a constraint, as a sentence, or null when it reads it. */
function refusal(constraint: Constraint, n: number): string | null {
  try {
    constraintFromJson(constraintToJson(constraint, n), n, 'it');
    return null;
  } catch (error) {
    const message = (error as Error).message.replace(/^it \([^)]*\): /u, '');
    return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
  }
}

/** The least cells a tool draws with (a thermo 2, a between line 3, a dot exactly 2). */
export const leastCells = (tool: ConstraintTool): number => LEAST[tool];

/**
 * The drawn constraint `index` replaced by another (a reshaped line), or the record reader's words
 * why it cannot be one (core-solver's rules: neighbours along a line, a renban's length, …).
 */
export function replaceConstraint(draft: Draft, index: number, constraint: Constraint): Draft | string {
  if (!draft.constraints[index]) return 'Pick a constraint first.';
  const refused = refusal(constraint, VARIANTS[draft.variant].size);
  return refused ?? { ...draft, constraints: draft.constraints.map((c, i) => (i === index ? constraint : c)) };
}

/** Whether a drawn constraint's sum can be changed (a killer cage's, a little killer's, a sandwich's). */
export const hasSum = (c: Constraint): boolean =>
  c.type === 'cage' || c.type === 'little-killer' || c.type === 'sandwich';

/** The drawn constraint `index` with another sum, or in words why not. */
export function changeSum(draft: Draft, index: number, sum: number): Draft | string {
  const old = draft.constraints[index];
  if (!old || !hasSum(old)) return 'Pick a cage, a little killer or a sandwich first.';
  const changed = { ...old, sum } as Constraint;
  const refused = refusal(changed, VARIANTS[draft.variant].size);
  return refused ?? { ...draft, constraints: draft.constraints.map((c, i) => (i === index ? changed : c)) };
}

const isEdge = (tool: ConstraintTool) =>
  tool === 'kropki-white' || tool === 'kropki-black' || tool === 'x' || tool === 'v';

/** The constraint's cells (an arrow's circle first; a sandwich's row or column). */
export const constraintCells = (c: Constraint, n: number): readonly number[] =>
  c.type === 'arrow'
    ? [...c.circle, ...c.cells]
    : c.type === 'sandwich'
      ? houseCells(c.house, c.index, n)
      : 'cells' in c
        ? c.cells
        : [];

export function removeConstraint(draft: Draft, index: number): Draft {
  return { ...draft, constraints: draft.constraints.filter((_, i) => i !== index) };
}

/** The tool that draws a constraint (null: one the toolbar does not draw, e.g. an import's entropic line). */
export function toolOf(c: Constraint): ConstraintTool | null {
  if (c.type === 'xv') return c.sum === 10 ? 'x' : 'v';
  if (c.type === 'whisper') return c.difference === 5 ? 'whisper' : null;
  return c.type in LEAST ? (c.type as ConstraintTool) : null;
}

/** Removes the constraints drawn with `tool` that hold any of the cells (Delete with that tool). */
export function removeConstraintsAt(draft: Draft, tool: ConstraintTool, cells: Iterable<number>): Draft {
  const at = new Set(cells);
  const n = VARIANTS[draft.variant].size;
  const constraints = draft.constraints.filter(
    (c) => toolOf(c) !== tool || !constraintCells(c, n).some((cell) => at.has(cell)),
  );
  return constraints.length === draft.constraints.length ? draft : { ...draft, constraints };
}
