/**
 * Locked candidates. When every place for a digit in one house lies where it overlaps a second
 * house, the digit must be in that overlap, so the rest of the second house loses it.
 * Pointing: the first house is a box (or region, window); claiming: the first is a line.
 */
import { bitDigit } from '@sudoku-forge/core-solver';
import { perBoard } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { housesOf } from '../detail.ts';
import { digitWord, houseWord, makeStep } from '../words.ts';

export interface Overlap {
  a: number;
  b: number;
  /** Cells of a that are also in b. */
  inside: Int16Array;
  /** Cells of b outside a (where eliminations happen). */
  outsideB: Int16Array;
  /** Cells of a outside b (which must lack the digit). */
  outsideA: Int16Array;
}

/** Ordered pairs of houses sharing at least two cells. */
export const overlapsOf = perBoard((board): Overlap[] => {
  const list: Overlap[] = [];
  for (let a = 0; a < board.houses.length; a++) {
    const cellsA = new Set(board.houses[a]);
    for (let b = 0; b < board.houses.length; b++) {
      if (a === b) continue;
      const cellsB = board.houses[b]!;
      const inside = cellsB.filter((c) => cellsA.has(c));
      if (inside.length < 2) continue;
      const setB = new Set(cellsB);
      list.push({
        a,
        b,
        inside,
        outsideB: cellsB.filter((c) => !cellsA.has(c)),
        outsideA: board.houses[a]!.filter((c) => !setB.has(c)),
      });
    }
  }
  return list;
});

/** Kinds of house that play the box in a line–box overlap. */
export const BOXLIKE = new Set(['box', 'region', 'window']);

/** Every pointing and claiming instance: one per (house, overlapping house, digit). */
export function lockedCandidatesAll(state: State, out: Step[]): void {
  const { board, candidates } = state;
  for (const o of overlapsOf(board)) {
    let inMask = 0;
    for (let i = 0; i < o.inside.length; i++) inMask |= candidates[o.inside[i]!]!;
    if (inMask === 0) continue;
    let outA = 0;
    for (let i = 0; i < o.outsideA.length; i++) outA |= candidates[o.outsideA[i]!]!;
    let outB = 0;
    for (let i = 0; i < o.outsideB.length; i++) outB |= candidates[o.outsideB[i]!]!;
    // The digit has places inside, none in the rest of a, some in the rest of b.
    for (let digits = inMask & ~outA & outB; digits !== 0; digits &= digits - 1) {
      const bit = digits & -digits;
      const digit = bitDigit(bit);
      const eliminations: CellDigit[] = [];
      for (const cell of o.outsideB) if (candidates[cell]! & bit) eliminations.push({ cell, digit });
      const cells = [...o.inside].filter((c) => candidates[c]! & bit);
      const kind = BOXLIKE.has(board.houseUnits[o.a]!.kind) ? 'pointing' : 'claiming';
      out.push(
        makeStep(
          `locked candidates (${kind})`,
          [],
          eliminations,
          cells,
          () => {
            const a = houseWord(board, o.a);
            const b = houseWord(board, o.b);
            return `In ${a}, ${digitWord(digit)} can only go in ${b}, so ${digitWord(digit)} is removed from the rest of ${b}.`;
          },
          () => {
            const houses = housesOf(board, [o.a, o.b]);
            return { nudge: `Look at where ${digitWord(digit)} can go in ${houseWord(board, o.a)}.`, houses };
          },
        ),
      );
    }
  }
}
