/**
 * Cage arithmetic shared by the killer techniques.
 *
 *   combination   the set of digits a cage holds, as a mask (digit d = bit d-1): k different
 *                 digits adding up to the sum; precomputed per (n, size, sum)
 *   fits          a combination fits a cage when its cells can take its digits one each, under
 *                 their candidates (Hall's condition over the empty cells, exact)
 *   linear sum    Σ plus − Σ minus = k over a few cells (the rule of 45 and its differences):
 *                 every assignment of candidates, cells that see each other different, is tried
 */
import { highestBit, lowestBit, lowestDigit, POPCOUNT, sumCombinations } from '@sudoku-forge/core-solver';
import type { Board } from '../../board.ts';
import type { State } from '../../state.ts';
import type { CellDigit } from '../../types.ts';

/** Every combination (digit mask) of `size` different digits 1..n adding up to `sum`, ascending (core-solver's, written once). */
export const combinationsOf = sumCombinations;

/** A cage in a position: its placed digits and empty cells. */
export interface CageView {
  /** Mask of the digits placed in the cage; -1 when a digit is placed twice. */
  placed: number;
  /** Empty cells, ascending. */
  empty: number[];
}

export function viewOf(state: State, cells: ArrayLike<number>): CageView {
  let placed = 0;
  const empty: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const d = state.digits[cell]!;
    if (d === 0) empty.push(cell);
    else if (placed & (1 << (d - 1))) placed = -1;
    else if (placed !== -1) placed |= 1 << (d - 1);
  }
  return { placed, empty };
}

/** The cage's combinations that agree with its placed digits (ignoring the candidates). */
export function combinationsWithPlaced(board: Board, cells: ArrayLike<number>, sum: number, view: CageView): number[] {
  if (view.placed < 0) return [];
  return combinationsOf(board.n, cells.length, sum).filter((c) => (c & view.placed) === view.placed);
}

/**
 * True when the empty cells can take the digits of `need` one each (|need| = number of cells),
 * under the candidates masked by `need`: Hall's condition, every group of cells has as many
 * digits between them as cells. `skip` (an index into `empty`, or -1) leaves one cell out.
 */
function hall(candidates: Uint16Array, empty: ArrayLike<number>, count: number, need: number, skip: number): boolean {
  const masks = HALL_MASKS;
  let k = 0;
  for (let i = 0; i < count; i++) {
    if (i === skip) continue;
    const m = candidates[empty[i]!]! & need;
    if (m === 0) return false;
    masks[k++] = m;
  }
  if (POPCOUNT[need] !== k) return false;
  if (k <= 1) return true;
  if (k > 12) return true; // never on 9×9 (cages of at most 9 cells); bigger boards: no check
  // Unions of every subset, built from the subset without its lowest member.
  const union = HALL_UNIONS;
  union[0] = 0;
  for (let set = 1; set < 1 << k; set++) {
    const low = lowestBit(set);
    const u = union[set & (set - 1)]! | masks[low]!;
    union[set] = u;
    if (POPCOUNT[u]! < POPCOUNT[set]!) return false;
  }
  return true;
}

/** Scratch for hall(): it never nests, so one buffer serves every call. */
const HALL_MASKS = new Uint16Array(32);
const HALL_UNIONS = new Uint16Array(1 << 12);

/** The combinations of `candidatesCombos` whose digits the cage's empty cells can take. */
export function fittingCombinations(state: State, view: CageView, combos: readonly number[]): number[] {
  return combos.filter((c) => hall(state.candidates, view.empty, view.empty.length, c & ~view.placed, -1));
}

/**
 * What each empty cell can hold under the given combinations: digit d in cell x when some
 * combination holds d and the other cells can take the rest. Indexed like view.empty.
 */
export function allowedUnder(state: State, view: CageView, combos: readonly number[]): Uint16Array {
  const out = new Uint16Array(view.empty.length);
  for (const combo of combos) allowUnder(state.candidates, view.empty, view.empty.length, combo & ~view.placed, out);
  return out;
}

/**
 * Adds to allowed[i] each digit of `need` that empty cell i can hold while the other cells take
 * the rest of `need` one each (Hall's condition per digit); `need` must fit the cells.
 */
function allowUnder(
  candidates: Uint16Array,
  empty: ArrayLike<number>,
  count: number,
  need: number,
  allowed: Uint16Array,
): void {
  // Every cell can take every digit of the combination: nothing to check.
  let everywhere = true;
  for (let i = 0; i < count && everywhere; i++) everywhere = (candidates[empty[i]!]! & need) === need;
  if (everywhere) {
    for (let i = 0; i < count; i++) allowed[i]! |= need;
    return;
  }
  for (let i = 0; i < count; i++) {
    for (let m = candidates[empty[i]!]! & need & ~allowed[i]!; m; m &= m - 1) {
      const bit = m & -m;
      if (hall(candidates, empty, count, need & ~bit, i)) allowed[i]! |= bit;
    }
  }
}

/** cageFilling's answer, in buffers it reuses: the cage's empty cells and what each can hold (indexed alike). */
export interface CageFilling {
  empty: Int32Array;
  allowed: Uint16Array;
  count: number;
}

/** A CageFilling for cages of up to `cells` cells. */
export const newCageFilling = (cells: number): CageFilling => ({
  empty: new Int32Array(cells),
  allowed: new Uint16Array(cells),
  count: 0,
});

/**
 * What each empty cell of the cage can hold in some valid filling (different digits adding up to
 * `sum`, each cell one of its candidates), written into `into` without allocating; the same
 * answer as allowedUnder over the fitting combinations. Returns how many combinations fit
 * (0: the cage cannot be filled, also when a digit is placed twice in it).
 */
export function cageFilling(state: State, cells: ArrayLike<number>, sum: number, into: CageFilling): number {
  const { digits, candidates } = state;
  const { empty, allowed } = into;
  let placed = 0;
  let count = 0;
  let union = 0;
  into.count = 0;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const d = digits[cell]!;
    if (d === 0) {
      empty[count++] = cell;
      union |= candidates[cell]!;
    } else if (placed & (1 << (d - 1))) return 0;
    else placed |= 1 << (d - 1);
  }
  into.count = count;
  allowed.fill(0, 0, count);
  const combos = combinationsOf(state.board.n, cells.length, sum);
  let fitting = 0;
  for (let j = 0; j < combos.length; j++) {
    const combo = combos[j]!;
    if ((combo & placed) !== placed) continue;
    const need = combo & ~placed;
    if ((need & ~union) !== 0 || !hall(candidates, empty, count, need, -1)) continue;
    fitting++;
    allowUnder(candidates, empty, count, need, allowed);
  }
  return fitting;
}

/** The cage's fitting combinations and what each empty cell can hold under them. */
export interface CageOptions {
  view: CageView;
  /** Combinations that agree with the placed digits. */
  all: number[];
  /** Those whose digits the empty cells can take. */
  fitting: number[];
  allowed: Uint16Array;
}

export function cageOptions(state: State, cells: ArrayLike<number>, sum: number): CageOptions {
  const view = viewOf(state, cells);
  const all = combinationsWithPlaced(state.board, cells, sum, view);
  const fitting = fittingCombinations(state, view, all);
  return { view, all, fitting, allowed: allowedUnder(state, view, fitting) };
}

/** Digits every one of the combinations holds. */
export const commonDigits = (combos: readonly number[]): number =>
  combos.reduce((a, c) => a & c, combos.length ? -1 : 0) & 0xffff;

/** Digits some combination holds. */
export const anyDigits = (combos: readonly number[]): number => combos.reduce((a, c) => a | c, 0);

/** Candidates of the cells outside their allowed masks, as eliminations. */
export function eliminationsOutside(state: State, cells: readonly number[], allowed: ArrayLike<number>): CellDigit[] {
  const out: CellDigit[] = [];
  cells.forEach((cell, i) => {
    for (let m = state.candidates[cell]! & ~allowed[i]!; m; m &= m - 1) out.push({ cell, digit: lowestDigit(m) });
  });
  return out;
}

/**
 * Σ plus − Σ minus = k over a few cells (placed cells count with their digit): what each empty
 * cell can hold in some assignment of its candidates where cells that see each other differ.
 * Returns the masks indexed like `cells` (0 for placed cells), or null when no assignment exists.
 * Exact; meant for a handful of cells (the callers cap them).
 */
export function linearSumMasks(
  state: State,
  plus: readonly number[],
  minus: readonly number[],
  k: number,
): { cells: number[]; allowed: Uint16Array } | null {
  const { board, digits, candidates } = state;
  const cells: number[] = [];
  const sign: number[] = [];
  let target = k;
  for (const c of plus) {
    if (digits[c]) target -= digits[c]!;
    else {
      cells.push(c);
      sign.push(1);
    }
  }
  for (const c of minus) {
    if (digits[c]) target += digits[c]!;
    else {
      cells.push(c);
      sign.push(-1);
    }
  }
  const m = cells.length;
  const allowed = new Uint16Array(m);
  if (m === 0) return target === 0 ? { cells, allowed } : null;
  // Bounds of what the cells after i can still add: for pruning.
  const lo = new Int32Array(m + 1);
  const hi = new Int32Array(m + 1);
  for (let i = m - 1; i >= 0; i--) {
    const mask = candidates[cells[i]!]!;
    if (mask === 0) return null;
    const min = lowestDigit(mask);
    const max = highestBit(mask) + 1;
    lo[i] = lo[i + 1]! + (sign[i] === 1 ? min : -max);
    hi[i] = hi[i + 1]! + (sign[i] === 1 ? max : -min);
  }
  const chosen = new Int32Array(m);
  const n = board.cellCount;
  const walk = (i: number, left: number): boolean => {
    if (i === m) {
      if (left !== 0) return false;
      for (let j = 0; j < m; j++) allowed[j]! |= 1 << (chosen[j]! - 1);
      return true;
    }
    if (left < lo[i]! || left > hi[i]!) return false;
    let any = false;
    const cell = cells[i]!;
    next: for (let mask = candidates[cell]!; mask; mask &= mask - 1) {
      const d = lowestDigit(mask);
      for (let j = 0; j < i; j++) if (chosen[j] === d && board.sees[cell * n + cells[j]!] === 1) continue next;
      // Once every cell already has all its candidates allowed, no need to look further.
      chosen[i] = d;
      if (walk(i + 1, left - sign[i]! * d)) any = true;
    }
    return any;
  };
  if (!walk(0, target)) return null;
  return { cells, allowed };
}

/** The combination as people write it: 3+7+8+9. */
export function comboWord(mask: number): string {
  const out: number[] = [];
  for (let d = 1; mask; d++, mask >>= 1) if (mask & 1) out.push(d);
  return out.join('+');
}
