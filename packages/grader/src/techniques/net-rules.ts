/**
 * The forcing net's extra rules, one pass over the grid: locked candidates (a digit of an
 * overlap of two houses with no place in the rest of one house leaves the rest of the other) and
 * naked pairs (two cells of a house with the same two candidates take them from the house's other
 * cells). forcing.ts propagates with it as it is; trace.ts passes a hook to draw each removal from
 * its group (the overlap's cells holding the digit, or the pair) — the same scans, so what the
 * trace follows is what the propagation did.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { overlapsOf, type Overlap } from './intersections.ts';
import type { State } from '../state.ts';

/**
 * What a tracing caller does instead of removing: each hook removes (or skips) the candidates the
 * rule rules out and returns true if it removed any.
 */
export interface NetHook {
  /** `locked` (a digit mask) is in `o.inside` and nowhere in `o.outsideA`: it goes from `o.outsideB`. */
  locked(o: Overlap, locked: number): boolean;
  /** house[i] and house[j] both hold exactly the two digits of `pair`: they go from the house's other cells. */
  pair(house: Int16Array, i: number, j: number, pair: number): boolean;
}

/** Locked candidates and naked pairs, applied once over the whole grid; true if anything changed. */
export function netRules(state: State, hook?: NetHook): boolean {
  const { board, candidates } = state;
  let changed = false;
  for (const o of overlapsOf(board)) {
    let inMask = 0;
    for (let i = 0; i < o.inside.length; i++) inMask |= candidates[o.inside[i]!]!;
    let outA = 0;
    for (let i = 0; i < o.outsideA.length; i++) outA |= candidates[o.outsideA[i]!]!;
    const locked = inMask & ~outA;
    if (!locked) continue;
    if (hook) {
      if (hook.locked(o, locked)) changed = true;
      continue;
    }
    for (let i = 0; i < o.outsideB.length; i++) {
      const cell = o.outsideB[i]!;
      if (candidates[cell]! & locked) {
        candidates[cell]! &= ~locked;
        changed = true;
      }
    }
  }
  for (const house of board.houses) {
    for (let i = 0; i < house.length; i++) {
      const m = candidates[house[i]!]!;
      if (POPCOUNT[m] !== 2) continue;
      for (let j = i + 1; j < house.length; j++) {
        if (candidates[house[j]!] !== m) continue;
        if (hook) {
          if (hook.pair(house, i, j, m)) changed = true;
          continue;
        }
        for (let k = 0; k < house.length; k++) {
          if (k === i || k === j) continue;
          const cell = house[k]!;
          if (candidates[cell]! & m) {
            candidates[cell]! &= ~m;
            changed = true;
          }
        }
      }
    }
  }
  return changed;
}
