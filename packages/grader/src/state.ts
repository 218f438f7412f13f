/**
 * A position the techniques work on: placed digits and candidate masks (digit d = bit d-1),
 * plus what is known about the puzzle (its solution, whether it is unique).
 */
import { POPCOUNT, bitOf, peerCandidates, type Geometry } from '@sudoku-forge/core-solver';
import { boardOf, type Board } from './board.ts';
import type { Step } from './types.ts';

export interface State {
  readonly board: Board;
  /** Digits in the grid (givens and placements), 0 = empty. */
  readonly digits: Uint8Array;
  /** Candidates of each empty cell; 0 for filled cells. */
  readonly candidates: Uint16Array;
  /**
   * True when the puzzle is known to have one solution: uniqueness techniques may run. May be
   * computed on first read (a solver run), so read it only when a uniqueness pattern is found.
   */
  readonly unique: boolean;
  /**
   * The puzzle's givens (0 = not a given), when known. A filled cell that is not a given was
   * solved, and could swap in a deadly pattern: avoidable rectangles run only when this is set.
   */
  readonly givens?: Uint8Array;
}

/**
 * A state from a grid: candidates are every digit no peer holds. `unique` may be a function,
 * asked (once) only when a uniqueness technique needs the answer: most puzzles never get there,
 * and proving uniqueness costs a solver run. `givens` are the puzzle's givens when `digits` may
 * hold more (a player's digits); without them no cell counts as solved-not-given.
 */
export function createState(
  geometry: Geometry,
  digits: ArrayLike<number>,
  unique: boolean | (() => boolean),
  givens?: ArrayLike<number>,
): State {
  const board = boardOf(geometry);
  const grid = Uint8Array.from(digits as ArrayLike<number>);
  const candidates = Uint16Array.from(peerCandidates(geometry, grid));
  const given = givens ? { givens: Uint8Array.from(givens as ArrayLike<number>) } : {};
  if (typeof unique === 'boolean') return { board, digits: grid, candidates, unique, ...given };
  let known: boolean | null = null;
  return {
    board,
    digits: grid,
    candidates,
    ...given,
    get unique() {
      known ??= unique();
      return known;
    },
  };
}

/** A copy to try things on. Uniqueness is not carried over: trials never need it. */
export function cloneState(state: State): State {
  return { board: state.board, digits: state.digits.slice(), candidates: state.candidates.slice(), unique: false };
}

/** Places a digit and removes it from the peers' candidates. */
export function place(state: State, cell: number, digit: number): void {
  const bit = bitOf(digit);
  state.digits[cell] = digit;
  state.candidates[cell] = 0;
  const cand = state.candidates;
  for (const peer of state.board.peers[cell]!) cand[peer]! &= ~bit;
}

/** Applies a step's placements and eliminations; returns false if it changed nothing. */
export function applyStep(state: State, step: Step): boolean {
  let changed = false;
  for (const { cell, digit } of step.placements) {
    if (state.digits[cell] === 0) {
      place(state, cell, digit);
      changed = true;
    }
  }
  for (const { cell, digit } of step.eliminations) {
    const bit = bitOf(digit);
    if (state.candidates[cell]! & bit) {
      state.candidates[cell]! &= ~bit;
      changed = true;
    }
  }
  return changed;
}

export function isSolved(state: State): boolean {
  for (let cell = 0; cell < state.board.cellCount; cell++) if (state.digits[cell] === 0) return false;
  return true;
}

/** Set in `houseSingles`' answer when the house is broken; above every digit bit (16 at most). */
export const BROKEN_HOUSE = 1 << 16;

/**
 * The digits not yet placed in a house that have exactly one candidate cell there, plus
 * BROKEN_HOUSE when the house cannot be completed: a digit placed twice, or a digit with neither
 * a place nor a candidate. One scan serves the singles and the forcing propagation.
 */
export function houseSingles(
  house: Int16Array,
  digits: Uint8Array,
  candidates: Uint16Array,
  allDigits: number,
): number {
  let once = 0;
  let twice = 0;
  let placed = 0;
  let broken = 0;
  for (let i = 0; i < house.length; i++) {
    const cell = house[i]!;
    const d = digits[cell]!;
    if (d !== 0) {
      const bit = 1 << (d - 1);
      if (placed & bit) broken = BROKEN_HOUSE;
      placed |= bit;
      continue;
    }
    const m = candidates[cell]!;
    twice |= once & m;
    once |= m;
  }
  if (((once | placed) & allDigits) !== allDigits) broken = BROKEN_HOUSE;
  return (once & ~twice & ~placed) | broken;
}

/**
 * True when the position is visibly broken: an empty cell without candidates, or a house where
 * some digit is placed twice or has neither a place nor a candidate.
 */
export function hasContradiction(state: State): boolean {
  const { board, digits, candidates } = state;
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (digits[cell] === 0 && candidates[cell] === 0) return true;
  }
  for (const house of board.houses) {
    if (houseSingles(house, digits, candidates, board.allDigits) & BROKEN_HOUSE) return true;
  }
  return false;
}

/** Number of candidates of a cell. */
export const countOf = (state: State, cell: number): number => POPCOUNT[state.candidates[cell]!]!;
