/**
 * @sudoku-forge/transforms — the same puzzle in many disguises, and one canonical form.
 *
 * A transformation is data (a cell permutation plus a digit relabelling) that moves the givens,
 * the solution, the region map and the cages alike. Each variant allows only the moves that map
 * its units onto units (safe-moves.ts); `randomTransform` picks a seeded random one and names its
 * moves; `canonicalForm` gives one string for all disguises of a puzzle.
 */
export { type PuzzleData, puzzleData, puzzleDataFromRecord, toRecord, toPuzzle } from './data.ts';
export {
  type Transformation,
  identity,
  compose,
  lineMove,
  relabelMove,
  applyTransformation,
  moveGrid,
  moveCages,
  moveRegions,
  targets,
} from './transformation.ts';
export { MoveError, moveFromName, movesToTransformation, SQUARE_MOVES } from './moves.ts';
export { type SafeMoves, type GroupElement, safeMoves, groupElements } from './safe-moves.ts';
export { type Disguise, randomTransform, applyMoves } from './random.ts';
export { type Canonicalized, CanonicalFormError, canonicalForm, canonicalize } from './canonical.ts';
