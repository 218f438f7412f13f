/**
 * Uniqueness techniques — sound only on puzzles known to have one solution (the grader runs them
 * only then). A "deadly pattern" is a set of cells whose two digits could swap without breaking
 * any rule; a unique puzzle cannot end in one, so something must prevent it.
 *
 * Unique rectangle: four cells in two rows, two columns and two boxes, all holding {a,b}.
 *   type 1  three corners are exactly {a,b}: the fourth cannot be a or b
 *   type 2  two corners are {a,b}, the other two {a,b,c}: c is in one of them, so cells seeing
 *           both lose c
 *   type 3  the extra digits of the other two act as one cell in a naked subset of a house
 *   type 4  the other two share a house where a lives only in them: neither can be b
 * BUG+1: every empty cell has two candidates except one with three; without the digit that
 *   appears three times in its houses the grid would be a deadly pattern, so the cell takes it.
 *
 * Swaps must keep every rule, so these run only where the rules are rows, columns and
 * boxes/regions (not diagonals, windows, knight moves or cage sums).
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { first } from '../first.ts';
import { cellWord, cellsWord, digitWord, digitsWord, houseWord, makeStep } from '../words.ts';
import { lowestDigit, seeingAll } from './links.ts';

const PLAIN = new Set(['classic', '4x4', '6x6', '16x16', 'irregular']);

/**
 * Calls `visit(a, b, c, d, pair)` for every rectangle of empty cells (a, b in one row, c, d in
 * another; a, c in one column) spread over exactly two regions, and every pair of digits all four
 * share.
 */
function eachRectangle(state: State, visit: (a: number, b: number, c: number, d: number, pair: number) => void): void {
  const { board, candidates } = state;
  const n = board.n;
  const regionOf = board.geometry.regionOf;
  for (let r1 = 0; r1 < n; r1++) {
    for (let c1 = 0; c1 < n; c1++) {
      const a = r1 * n + c1;
      const ma = candidates[a]!;
      if (POPCOUNT[ma]! < 2) continue; // filled cells have no candidates
      for (let c2 = c1 + 1; c2 < n; c2++) {
        const b = r1 * n + c2;
        const mab = ma & candidates[b]!;
        if (POPCOUNT[mab]! < 2) continue;
        for (let r2 = r1 + 1; r2 < n; r2++) {
          const c = r2 * n + c1;
          const d = r2 * n + c2;
          const common = mab & candidates[c]! & candidates[d]!;
          if (POPCOUNT[common]! < 2) continue;
          // Two regions, each holding two corners that share a row or a column.
          const sameRowPairs = regionOf[a] === regionOf[b] && regionOf[c] === regionOf[d] && regionOf[a] !== regionOf[c];
          const sameColPairs = regionOf[a] === regionOf[c] && regionOf[b] === regionOf[d] && regionOf[a] !== regionOf[b];
          if (!sameRowPairs && !sameColPairs) continue;
          for (let x = common; x; x &= x - 1) {
            for (let y = x & (x - 1); y; y &= y - 1) visit(a, b, c, d, (x & -x) | (y & -y));
          }
        }
      }
    }
  }
}

export function uniqueRectangles(state: State, out: Step[]): void {
  if (!PLAIN.has(state.board.geometry.variant)) return;
  // Look for the patterns first: whether the puzzle is unique may take a solver run to learn.
  const found: Step[] = [];
  rectanglesIn(state, found);
  if (found.length > 0 && state.unique) out.push(...found);
}

function rectanglesIn(state: State, out: Step[]): void {
  const { board, candidates } = state;
  eachRectangle(state, (a, b, c, d, pair) => {
    const corners = [a, b, c, d];
    const exact = corners.filter((x) => candidates[x] === pair);
    const extra = corners.filter((x) => candidates[x] !== pair);
    const ab = digitsWord(pair);
    const intro = () => `${cellsWord(board, corners)} would form a deadly pattern on ${ab} (the two digits could swap), which a unique puzzle cannot have`;
    if (exact.length === 3) {
      const cell = extra[0]!;
      const eliminations = [...digitsOf(pair)].map((digit) => ({ cell, digit }));
      out.push(makeStep('unique rectangle type 1', [], eliminations, corners, () => `${intro()}; so ${cellWord(board, cell)} is not ${ab}.`));
      return;
    }
    if (exact.length !== 2 || extra.length !== 2) return;
    const [e1, e2] = extra as [number, number];
    const x1 = candidates[e1]! & ~pair;
    const x2 = candidates[e2]! & ~pair;
    const together = sharedHouses(state, e1, e2);
    // Type 2: one extra digit, the same in both.
    if (x1 === x2 && POPCOUNT[x1] === 1) {
      const digit = lowestDigit(x1);
      const targets = seeingAll(state, digit, [e1, e2]);
      if (targets.length > 0) {
        out.push(makeStep(
          'unique rectangle type 2',
          [],
          targets.map((cell) => ({ cell, digit })),
          corners,
          () => `${intro()}; so ${cellWord(board, e1)} or ${cellWord(board, e2)} is ${digitWord(digit)}, and cells seeing both lose ${digitWord(digit)}.`,
        ));
      }
    }
    if (together.length === 0) return;
    // Type 4: a digit of the pair lives only in e1, e2 within a shared house.
    for (const h of together) {
      for (const digit of digitsOf(pair)) {
        const bit = 1 << (digit - 1);
        const places = board.houses[h]!.filter((x) => candidates[x]! & bit);
        if (places.length !== 2) continue;
        const other = lowestDigit(pair & ~bit);
        const eliminations: CellDigit[] = [{ cell: e1, digit: other }, { cell: e2, digit: other }];
        out.push(makeStep(
          'unique rectangle type 4',
          [],
          eliminations,
          corners,
          () => `${intro()}. In ${houseWord(board, h)}, ${digitWord(digit)} can only go in ${cellWord(board, e1)} or ${cellWord(board, e2)}, so one of them is ${digitWord(digit)} and neither may be ${digitWord(other)}.`,
        ));
      }
    }
    // Type 3: the extras form a naked subset with other cells of a shared house.
    const virtual = x1 | x2;
    for (const h of together) {
      const others = Array.from(board.houses[h]!).filter((x) => x !== e1 && x !== e2 && state.digits[x] === 0);
      const subsets: number[][] = [];
      for (let k = 1; k <= 3; k++) subset(others, k, virtual, [], subsets);
      for (const found of subsets) {
        const mask = found.reduce((m, x) => m | candidates[x]!, virtual);
        const eliminations: CellDigit[] = [];
        for (const x of others) {
          if (found.includes(x)) continue;
          for (let m = candidates[x]! & mask; m; m &= m - 1) eliminations.push({ cell: x, digit: lowestDigit(m) });
        }
        if (eliminations.length === 0) continue;
        out.push(makeStep(
          'unique rectangle type 3',
          [],
          eliminations,
          [...corners, ...found],
          () => `${intro()}; so ${cellWord(board, e1)} or ${cellWord(board, e2)} holds one of ${digitsWord(virtual)}. Together with ${cellsWord(board, found)} they hold ${digitsWord(mask)} in ${houseWord(board, h)}, so the rest of ${houseWord(board, h)} loses those digits.`,
        ));
      }
    }
  });

  /** Every k cells of the pool whose candidates with `mask` make k + 1 digits. */
  function subset(pool: number[], k: number, mask: number, chosen: number[], found: number[][]): void {
    if (chosen.length === k) {
      if (POPCOUNT[mask] === k + 1) found.push(chosen);
      return;
    }
    for (let i = chosen.length ? pool.indexOf(chosen[chosen.length - 1]!) + 1 : 0; i < pool.length; i++) {
      const m = mask | state.candidates[pool[i]!]!;
      if (POPCOUNT[m]! > k + 1) continue;
      subset(pool, k, m, [...chosen, pool[i]!], found);
    }
  }
}

export const uniqueRectangle = first(uniqueRectangles);

function sharedHouses(state: State, a: number, b: number): number[] {
  const ha = state.board.cellHouses[a]!;
  const hb = state.board.cellHouses[b]!;
  return [...ha].filter((h) => hb.includes(h));
}

function* digitsOf(mask: number): Generator<number> {
  for (let m = mask; m; m &= m - 1) yield lowestDigit(m);
}

export const bugPlusOne = first(bugPlusOnes);

export function bugPlusOnes(state: State, out: Step[]): void {
  const { board, candidates, digits } = state;
  if (!PLAIN.has(board.geometry.variant)) return;
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
    for (const digit of digitsOf(candidates[triple]!)) {
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
      out.push(makeStep(
        'bug+1',
        [{ cell: triple, digit }],
        [],
        [triple],
        `Every empty cell but ${cellWord(board, triple)} has two candidates; without ${digitWord(digit)} there the grid would be a deadly pattern with two solutions, so ${cellWord(board, triple)} is ${digitWord(digit)}.`,
      ));
      return;
    }
  }
}
