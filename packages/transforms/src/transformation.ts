/**
 * A transformation as data: where every cell's content comes from, plus a digit relabelling.
 * The same two arrays move the givens, the solution, the region map and the cages, so they can
 * never disagree.
 *
 *   source[cell]   the cell of the original grid whose content lands in `cell` (a permutation)
 *   digits[d]      the new digit for digit d (digits[0] = 0: blanks stay blank)
 *
 * Cells are 0-based in reading order, as everywhere in core-solver.
 */
import type { Cage, Constraint } from '@sudoku-forge/core-solver';
import { moveConstraints } from './constraint-moves.ts';
import { MoveError } from './moves.ts';
import type { PuzzleData } from './data.ts';

export interface Transformation {
  /** Board side n. */
  readonly size: number;
  readonly source: Int32Array;
  readonly digits: Uint8Array;
}

export function identity(size: number): Transformation {
  return {
    size,
    source: Int32Array.from({ length: size * size }, (_, i) => i),
    digits: Uint8Array.from({ length: size + 1 }, (_, d) => d),
  };
}

/** First `first`, then `second`. */
export function compose(first: Transformation, second: Transformation): Transformation {
  const source = new Int32Array(first.source.length);
  for (let cell = 0; cell < source.length; cell++) source[cell] = first.source[second.source[cell]!]!;
  const digits = new Uint8Array(first.digits.length);
  for (let d = 0; d < digits.length; d++) digits[d] = second.digits[first.digits[d]!]!;
  return { size: first.size, source, digits };
}

/**
 * The cell map of a "line" move: rows and columns permuted, optionally after a transpose.
 * New cell (i, j) takes the content of cell (rows[i], columns[j]) of the (transposed) grid.
 */
export function lineMove(
  size: number,
  rows: ArrayLike<number>,
  columns: ArrayLike<number>,
  transpose = false,
): Transformation {
  const source = new Int32Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      source[i * size + j] = transpose ? columns[j]! * size + rows[i]! : rows[i]! * size + columns[j]!;
    }
  }
  return { ...identity(size), source };
}

/** A pure relabelling: digit d becomes digits[d]. */
export function relabelMove(size: number, digits: ArrayLike<number>): Transformation {
  return { ...identity(size), digits: Uint8Array.from(digits) };
}

/** target[old cell] = new cell: the inverse of `source`, for lists of cells such as cages. */
export function targets(transformation: Transformation): Int32Array {
  const target = new Int32Array(transformation.source.length);
  transformation.source.forEach((from, to) => {
    target[from] = to;
  });
  return target;
}

export function moveGrid(transformation: Transformation, grid: ArrayLike<number>, relabel = true): Uint8Array {
  const out = new Uint8Array(grid.length);
  const { source, digits } = transformation;
  for (let cell = 0; cell < out.length; cell++) {
    const d = grid[source[cell]!]!;
    out[cell] = relabel ? digits[d]! : d;
  }
  return out;
}

/** Cages moved along: each cage keeps its sum, its cells are mapped (listed ascending, cages by first cell). */
export function moveCages(transformation: Transformation, cages: readonly Cage[]): Cage[] {
  const target = targets(transformation);
  return cages
    .map((cage) => ({ sum: cage.sum, cells: cage.cells.map((c) => target[c]!).sort((a, b) => a - b) }))
    .sort((a, b) => a.cells[0]! - b.cells[0]!);
}

/** The region map moved along (labels keep their names: a region is the same region, elsewhere). */
export function moveRegions(transformation: Transformation, regions: string): string {
  const labels = [...regions];
  let out = '';
  for (let cell = 0; cell < labels.length; cell++) out += labels[transformation.source[cell]!]!;
  return out;
}

/**
 * Applies a transformation to every part of the data. Throws MoveError when the data has a
 * constraint the transformation would break (constraint-moves.ts; randomTransform picks only safe ones).
 */
export function applyTransformation(data: PuzzleData, transformation: Transformation): PuzzleData {
  let constraints: Constraint[] | undefined;
  if (data.constraints) {
    const moved = moveConstraints(
      data.constraints,
      targets(transformation),
      transformation.digits,
      transformation.size,
    );
    if (!moved)
      throw new MoveError(
        "this move would change what one of the puzzle's constraints means (a pill arrow read backwards, a diagonal moved off the diagonals, a sandwich off its line)",
      );
    constraints = moved;
  }
  return {
    variant: data.variant,
    puzzle: moveGrid(transformation, data.puzzle),
    ...(data.solution ? { solution: moveGrid(transformation, data.solution) } : {}),
    ...(data.regions !== undefined ? { regions: moveRegions(transformation, data.regions) } : {}),
    ...(data.cages ? { cages: moveCages(transformation, data.cages) } : {}),
    ...(constraints ? { constraints } : {}),
  };
}

export function isIdentity(transformation: Transformation): boolean {
  return (
    transformation.source.every((from, to) => from === to) && transformation.digits.every((to, from) => to === from)
  );
}

/** A stable text key of a transformation's cell map (to collect group elements in a Set). */
export function cellMapKey(transformation: Transformation): string {
  return transformation.source.join(',');
}
