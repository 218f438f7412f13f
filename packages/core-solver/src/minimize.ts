/**
 * Carving without a grade: blank cells one by one, in the order given, keeping a blank only while
 * the counter still proves exactly one solution (an undecided count keeps the digit). It is
 * tdoku's Minimize on top of the counter; the generator's carving adds the grade check on top.
 */
import type { Geometry } from './geometry.ts';
import { countSolutions } from './solver.ts';

/** A copy of `givens` with every cell of `order` blanked whose removal keeps the solution unique, never below `clueFloor` clues. */
export function removeWhileUnique(
  geometry: Geometry,
  givens: ArrayLike<number>,
  order: readonly number[],
  maxPositions = 20_000,
  clueFloor = 0,
): Uint8Array {
  const puzzle = Uint8Array.from(givens);
  let clues = 0;
  for (const d of puzzle) if (d !== 0) clues++;
  for (const cell of order) {
    const kept = puzzle[cell]!;
    if (kept === 0 || clues - 1 < clueFloor) continue;
    puzzle[cell] = 0;
    const count = countSolutions(geometry, puzzle, { limit: 2, maxPositions });
    if (count.decided && count.solutions === 1) clues--;
    else puzzle[cell] = kept;
  }
  return puzzle;
}
