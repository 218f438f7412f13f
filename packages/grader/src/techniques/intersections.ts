/**
 * Locked candidates. When every place for a digit in one house lies where it overlaps a second
 * house, the digit must be in that overlap, so the rest of the second house loses it.
 * Pointing: the first house is a box (or region, window); claiming: the first is a line.
 */
import type { Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { digitWord, houseWord, makeStep } from '../words.ts';

interface Overlap {
  a: number;
  b: number;
  /** Cells of a that are also in b. */
  inside: Int16Array;
  /** Cells of b outside a (where eliminations happen). */
  outsideB: Int16Array;
  /** Cells of a outside b (which must lack the digit). */
  outsideA: Int16Array;
}

const overlapCache = new WeakMap<Board, Overlap[]>();

/** Ordered pairs of houses sharing at least two cells. */
export function overlapsOf(board: Board): Overlap[] {
  let list = overlapCache.get(board);
  if (list) return list;
  list = [];
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
  overlapCache.set(board, list);
  return list;
}

const BOXLIKE = new Set(['box', 'region', 'window']);

export function lockedCandidates(state: State): Step | null {
  const { board, candidates } = state;
  const overlaps = overlapsOf(board);
  for (const kind of ['pointing', 'claiming'] as const) {
    for (const o of overlaps) {
      const boxFirst = BOXLIKE.has(board.houseUnits[o.a]!.kind);
      if ((kind === 'pointing') !== boxFirst) continue;
      let inMask = 0;
      for (let i = 0; i < o.inside.length; i++) inMask |= candidates[o.inside[i]!]!;
      let outA = 0;
      for (let i = 0; i < o.outsideA.length; i++) outA |= candidates[o.outsideA[i]!]!;
      let outB = 0;
      for (let i = 0; i < o.outsideB.length; i++) outB |= candidates[o.outsideB[i]!]!;
      // The digit is needed in a (not yet placed: it still has candidates inside), absent
      // from the rest of a, present in the rest of b.
      let digits = inMask & ~outA & outB;
      while (digits !== 0) {
        const bit = digits & -digits;
        digits ^= bit;
        // Is the digit already placed in a? Then its candidates would be gone; check anyway.
        const digit = 31 - Math.clz32(bit) + 1;
        const eliminations: CellDigit[] = [];
        for (const cell of o.outsideB) if (candidates[cell]! & bit) eliminations.push({ cell, digit });
        const cells = [...o.inside].filter((c) => candidates[c]! & bit);
        const a = houseWord(board, o.a);
        const b = houseWord(board, o.b);
        return makeStep(
          `locked candidates (${kind})`,
          [],
          eliminations,
          cells,
          `In ${a}, ${digitWord(digit)} can only go in ${b}, so ${digitWord(digit)} is removed from the rest of ${b}.`,
        );
      }
    }
  }
  return null;
}
