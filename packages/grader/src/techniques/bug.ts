/**
 * BUG+1 (bivalue universal grave + 1) — a uniqueness technique, sound only on puzzles known to
 * have one solution: every empty cell has two candidates except one with three; without the
 * digit that appears three times in its houses the grid would be a deadly pattern (every digit
 * twice in every house, so the two could swap), so the cell takes it. Runs only where the rules
 * are rows, columns and boxes/regions, as the rectangles in uniqueness.ts.
 */
import { POPCOUNT, lowestDigit } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { Step } from '../types.ts';
import { housesOf } from '../detail.ts';
import { cellWord, digitWord, makeStep } from '../words.ts';
import { plainRules } from './uniqueness.ts';

export function bugPlusOnes(state: State, out: Step[]): void {
  const { board, candidates, digits } = state;
  if (!plainRules(board)) return;
  let triple = -1;
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (digits[cell] !== 0) continue;
    const count = POPCOUNT[candidates[cell]!]!;
    if (count === 2) continue;
    if (count !== 3 || triple >= 0) return;
    triple = cell;
  }
  if (triple < 0 || !state.unique) return;
  // Every other candidate appears exactly twice in each house; the odd digit is the BUG digit.
  for (const h of board.cellHouses[triple]!) {
    for (let m = candidates[triple]!; m; m &= m - 1) {
      const digit = lowestDigit(m);
      const bit = 1 << (digit - 1);
      const count = board.houses[h]!.filter((x) => candidates[x]! & bit).length;
      if (count !== 3) continue;
      // Check the BUG condition in every house: all other counts are 0 or 2.
      for (let g = 0; g < board.houses.length; g++) {
        for (let d2 = 1; d2 <= board.n; d2++) {
          const b2 = 1 << (d2 - 1);
          const c2 = board.houses[g]!.filter((x) => candidates[x]! & b2).length;
          const inTriple = board.houses[g]!.includes(triple) && d2 === digit;
          if (inTriple ? c2 !== 3 : c2 !== 0 && c2 !== 2) return;
        }
      }
      out.push(
        makeStep(
          'bug+1',
          [{ cell: triple, digit }],
          [],
          [triple],
          `Every empty cell but ${cellWord(board, triple)} has two candidates; without ${digitWord(digit)} there the grid would be a deadly pattern with two solutions, so ${cellWord(board, triple)} is ${digitWord(digit)}.`,
          () => ({
            nudge: 'Look at the whole grid: every empty cell but one has just two candidates.',
            houses: housesOf(board, board.cellHouses[triple]!),
          }),
        ),
      );
      return;
    }
  }
}
