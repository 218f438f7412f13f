/**
 * The puzzle editor's state (the Create page): a variant, its givens, the region of every cell
 * (irregular) and the cages (killer), changed by pure functions — type digits, draw regions and
 * cages over a selection, paste any part — and turned into a puzzle record the solver checks.
 * Nothing here decides whether a puzzle is good: the check (unique solution) is the solver's.
 */
import {
  buildGeometry,
  cellName,
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
  return { variant, givens: new Array<number>(n * n).fill(0), regionOf: boxRegions(variant), cages: [] };
}

/** Another variant: the givens stay when the board keeps its size, regions and cages where they apply. */
export function switchVariant(draft: Draft, variant: VariantId): Draft {
  const fresh = emptyDraft(variant);
  if (VARIANTS[variant].size !== VARIANTS[draft.variant].size) return fresh;
  return {
    ...fresh,
    givens: draft.givens,
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
  };
}

/** A full record (pasted JSON, an f-puzzles import) as a draft; the parser checks it first. */
export function draftFromRecord(record: PuzzleRecord): Draft {
  const puzzle = parsePuzzle(record);
  const { geometry } = puzzle;
  return {
    variant: geometry.variant,
    givens: [...puzzle.givens],
    regionOf: geometry.variant === 'irregular' ? [...geometry.regionOf] : boxRegions(geometry.variant),
    cages: geometry.cages.map((c) => ({ sum: c.sum, cells: [...c.cells] })),
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
