/**
 * The cage rule: cage arithmetic as a propagation rule for forcing chains and nets (forcing.ts,
 * and its drawing in trace.ts), on boards with cages only.
 *
 *   under the current candidates, a cage cell's candidate that appears in no valid filling of
 *   the cage (different digits adding up to its sum, each cell one of its candidates) goes; a
 *   cage with no valid filling breaks the grid
 *
 * A cage's last cell is the special case (it keeps only the sum minus the placed digits). The
 * arithmetic is sums.ts's, exactly what the "cage combinations" technique removes: combinations
 * that agree with the placed digits, those whose digits the empty cells can take (Hall), and what
 * each cell can hold under them.
 */
import { bitIndex } from '@sudoku-forge/core-solver';
import type { State } from '../../state.ts';
import { allowedUnder, combinationsWithPlaced, fittingCombinations, viewOf } from './sums.ts';

/**
 * Asked before each removal (cage index, cell, digit index d = digit - 1); false keeps the
 * candidate (the trace skips a removal it cannot draw).
 */
export type CageRemoval = (cage: number, cell: number, d: number) => boolean;

/** What cageRule returns when cage `cage` has no valid filling (always negative). */
export const brokenCage = (cage: number): number => -1 - cage;

/** The cage that broke, from a negative cageRule result. */
export const cageBroken = (result: number): number => -1 - result;

/**
 * The cage rule once over every cage, in place. Returns the number of candidates removed, or a
 * negative number (brokenCage) when a cage has no valid filling; the cages after it are not looked at.
 */
export function cageRule(state: State, onRemove?: CageRemoval): number {
  const { board, candidates } = state;
  let removed = 0;
  for (let c = 0; c < board.cages.length; c++) {
    const cage = board.cages[c]!;
    const view = viewOf(state, cage.cells);
    if (view.placed < 0) return brokenCage(c);
    const fitting = fittingCombinations(state, view, combinationsWithPlaced(board, cage.cells, cage.sum, view));
    if (fitting.length === 0) return brokenCage(c);
    if (view.empty.length === 0) continue;
    const allowed = allowedUnder(state, view, fitting);
    for (let i = 0; i < view.empty.length; i++) {
      const cell = view.empty[i]!;
      for (let m = candidates[cell]! & ~allowed[i]!; m; m &= m - 1) {
        const bit = m & -m;
        if (onRemove && !onRemove(c, cell, bitIndex(bit))) continue;
        candidates[cell]! &= ~bit;
        removed++;
      }
    }
  }
  return removed;
}
