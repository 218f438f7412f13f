/**
 * The handler contract: what one constraint type gives the rest of the library.
 *
 *   houses      all-different groups of cells (diagonals, windows, extra regions, cages, …): they
 *               become units, so singles, the checker and the grader see them like rows
 *   differ      pairs of cells that must differ (anti-king, renban): they become peers
 *   sums        totals over cells (arrows, little killers, region-sum lines; a cage's sum rides on
 *               its house): the counter's sum arithmetic takes them (sum-constraints.ts)
 *   propagate   everything else, as propagators the counter wakes when one of their cells changes
 *   search      (optional) the counter's own propagators in their place: the same cuts and more
 *               with the rows, columns and regions (cells outside the rule), which a step of the
 *               rule alone (the grader) may not claim
 *   relabel     which digit relabellings keep the constraint true: 'any' (houses and differences),
 *               'mirror' (d → n+1−d only: order, differences, min/max) or 'none' (sums, parity)
 *   moves       which families of cell maps keep it (MoveFamily): a preset's disguises are the
 *               families all its rules keep (transforms' safe-moves.ts), so no code asks for a variant
 *
 * The checker needs no code of its own: a constraint is broken by a grid when one of its
 * propagators fails on the grid's digits (propagators are exact on filled cells: one that holds
 * with every cell filled means the constraint holds), and `explain` may word it better.
 */
import type { Constraint, ConstraintOf, ConstraintType } from './types.ts';

/** Candidate masks the propagators read and cut (digit d = bit d-1). */
export interface Domains {
  readonly cand: Uint16Array;
  /** Keeps only the digits of `mask` in cell c. False when nothing is left (a contradiction). */
  keep(c: number, mask: number): boolean;
}

/** One propagation rule: woken when a cell in `cells` changes; sound, and exact on filled cells. */
export interface Propagator {
  readonly cells: readonly number[];
  /** Removes digits no solution of this rule allows. False on a contradiction. */
  run(domains: Domains): boolean;
}

/** What a handler may read about the board when it compiles. */
export interface Board {
  readonly size: number;
  /** Region (box or jigsaw region) of each cell. */
  readonly regionOf: ArrayLike<number>;
  /** Box height and width; null on jigsaw boards. */
  readonly box: { readonly rows: number; readonly columns: number } | null;
  /** Every constraint of the puzzle (a negative constraint reads the dots it is not). */
  readonly constraints: readonly Constraint[];
}

export type Relabel = 'any' | 'mirror' | 'none';

/**
 * A family of cell maps (disguises). A family keeps a rule when it maps the rule's cells onto a
 * rule of the same kind, so the rule holds after the move exactly when before:
 *
 *   lines            every band/stack-preserving row and column permutation (and the transposition
 *                    where boxes are square): rules whose cells move with the grid (cages, extra
 *                    regions, cell marks); it holds the two families below
 *   mirrored-lines   lines a↔b swapped with their mirrors n+1−a ↔ n+1−b, rows and columns alike:
 *                    they keep both main diagonals
 *   window-lines     rows and columns 2↔3 and 7↔8: they keep the hyper windows
 *   square           the square's 8 symmetries (quarter turns only where boxes are square): every
 *                    rule drawn by shape — lines, dots, chess moves, diagonals, windows
 */
export type MoveFamily = 'lines' | 'mirrored-lines' | 'window-lines' | 'square';

/** Every family: a rule whose cells simply move with the grid. */
export const EVERY_MOVE: readonly MoveFamily[] = ['lines', 'mirrored-lines', 'window-lines', 'square'];
/** The square's symmetries alone: a rule drawn by its shape. */
export const SQUARE_ONLY: readonly MoveFamily[] = ['square'];

export interface HouseSpec {
  readonly kind: 'diagonal' | 'window' | 'extraregion' | 'group' | 'cage';
  readonly cells: readonly number[];
  readonly sum?: number;
}

/** Σ plus − Σ minus = total over digits that may repeat (cells in one house differ anyway). */
export interface LineSum {
  readonly plus: readonly number[];
  readonly minus: readonly number[];
  readonly total: number;
}

export interface Handler<T extends ConstraintType> {
  readonly type: T;
  /** The constraint named by its place, as explanations say it: "the thermo from r1c1". */
  name(c: ConstraintOf<T>, board: Board): string;
  houses?(c: ConstraintOf<T>, board: Board): HouseSpec[];
  differ?(c: ConstraintOf<T>, board: Board): (readonly [number, number])[];
  /** Sums for the counter's sum arithmetic (bounds and exact totals per group of mutual peers). */
  sums?(c: ConstraintOf<T>, board: Board): LineSum[];
  propagators?(c: ConstraintOf<T>, board: Board): Propagator[];
  /** The counter's propagators where they differ from `propagators` (at least as strong, sound, may cut outside cells). */
  searchPropagators?(c: ConstraintOf<T>, board: Board): Propagator[];
  /** A clearer sentence for a grid that breaks the constraint (cells all filled), or null. */
  explain?(c: ConstraintOf<T>, grid: ArrayLike<number>, board: Board): string | null;
  readonly relabel: Relabel;
  /** The families of cell maps that keep the constraint (see MoveFamily). */
  readonly moves: readonly MoveFamily[];
}

/** The digits lo..hi as a mask (empty when lo > hi), clipped to 1..n. */
export function rangeMask(lo: number, hi: number, n: number): number {
  const a = Math.max(lo, 1);
  const b = Math.min(hi, n);
  return a > b ? 0 : ((1 << b) - 1) & ~((1 << (a - 1)) - 1);
}

/** Smallest and largest digit of a non-empty mask. */
export const lowDigit = (m: number): number => 32 - Math.clz32(m & -m);
export const highDigit = (m: number): number => 32 - Math.clz32(m);

/** "r3c5" (cells are 0-based inside the library). */
export function cellLabel(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** Whether two cells are orthogonal neighbours. */
export function orthogonal(a: number, b: number, size: number): boolean {
  const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  const dc = Math.abs((a % size) - (b % size));
  return dr + dc === 1;
}

/** Every pair of orthogonal neighbours, each once with a < b. */
export function orthogonalPairs(size: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      if (c + 1 < size) pairs.push([cell, cell + 1]);
      if (r + 1 < size) pairs.push([cell, cell + size]);
    }
  }
  return pairs;
}

/** The orthogonal neighbours of a cell. */
export function neighbours(cell: number, size: number): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const out: number[] = [];
  if (r > 0) out.push(cell - size);
  if (c > 0) out.push(cell - 1);
  if (c + 1 < size) out.push(cell + 1);
  if (r + 1 < size) out.push(cell + size);
  return out;
}
