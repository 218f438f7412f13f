/**
 * A stored killer's cages as the generator makes them: the board is cut into connected cages,
 * so every cell that is not a given lies in exactly one cage (cageCoverProblems). A deleted cage
 * leaves its cells in none; the parser already refuses overlapping cages and cells off the board.
 * And stored killers have no givens at all (contract §5: the cages are the whole clue;
 * killerGivenProblems).
 */
import { cellName, isConnected, type Cage } from '@sudoku-forge/core-solver';

/** "the 15-cage at r1c5, r1c6" */
function cageName(size: number, cage: Cage): string {
  return `the ${cage.sum}-cage at ${cage.cells.map((c) => cellName({ size }, c)).join(', ')}`;
}

/** Cells listed as a person reads them, at most `max` then "and N more". */
function cellList(size: number, cells: readonly number[], max = 6): string {
  const named = cells.slice(0, max).map((c) => cellName({ size }, c));
  return cells.length > max ? `${named.join(', ')} and ${cells.length - max} more` : named.join(', ');
}

/** What is wrong with the cage layout of an n×n killer (empty when the cages cover it exactly). */
export function cageCoverProblems(size: number, givens: ArrayLike<number>, cages: readonly Cage[]): string[] {
  const problems: string[] = [];
  const cellCount = size * size;
  const owner = new Int32Array(cellCount).fill(-1);
  cages.forEach((cage, i) => {
    for (const cell of cage.cells) if (cell >= 0 && cell < cellCount && owner[cell] === -1) owner[cell] = i;
  });
  const uncovered: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) if (owner[cell] === -1 && !givens[cell]) uncovered.push(cell);
  if (uncovered.length > 0) {
    problems.push(
      `the cages do not cover the board: ${cellList(size, uncovered)} ${uncovered.length === 1 ? 'is' : 'are'} in no cage and not given (a cage is missing)`,
    );
  }
  cages.forEach((cage, i) => {
    if (cage.cells.length === 0) {
      problems.push(`cage ${i + 1} has no cells`);
      return;
    }
    if (!isConnected(cage.cells, size))
      problems.push(`${cageName(size, cage)} is not connected (its cells must touch side by side)`);
  });
  return problems;
}

/** What is wrong with the givens of a stored record that has cages (empty when it has none). */
export function killerGivenProblems(size: number, givens: ArrayLike<number>): string[] {
  const given: number[] = [];
  for (let cell = 0; cell < size * size; cell++) if (givens[cell]) given.push(cell);
  if (given.length === 0) return [];
  return [`a stored killer has no givens (its cages are the whole clue), but this one gives ${cellList(size, given)}`];
}
