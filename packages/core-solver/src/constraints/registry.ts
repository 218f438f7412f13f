/**
 * The one table of constraint handlers (type → handler), and what the rest of the library asks
 * of a list of constraints: its propagators for the counter, and which of them a grid breaks.
 * (lookup.ts has the houses' part of the table, which preset geometries need alone.)
 */
import {
  clone,
  kropkiBlack,
  kropkiWhite,
  maximum,
  mergePairs,
  minimum,
  negative,
  nonconsecutive,
  palindrome,
  slowThermo,
  thermo,
  whisper,
  xv,
} from './pairs.ts';
import { between, entropic, even, odd, quadruple, renban } from './sets.ts';
import { arrow, littleKiller, regionSumLine, sandwich } from './sums.ts';
import type { Board, Handler, Propagator } from './handler.ts';
import { HOUSE_HANDLERS, ruleViolations, type AnyHandler, type ConstraintViolation } from './lookup.ts';
import type { Constraint, ConstraintType } from './types.ts';

export const HANDLERS: { readonly [T in ConstraintType]: Handler<T> } = {
  ...HOUSE_HANDLERS,
  nonconsecutive,
  negative,
  'kropki-white': kropkiWhite,
  'kropki-black': kropkiBlack,
  xv,
  arrow,
  'little-killer': littleKiller,
  sandwich,
  'region-sum-line': regionSumLine,
  thermo,
  'slow-thermo': slowThermo,
  whisper,
  renban,
  palindrome,
  between,
  entropic,
  odd,
  even,
  minimum,
  maximum,
  quadruple,
  clone,
};

export type { ConstraintViolation } from './lookup.ts';

/** The handler of a constraint, typed for it. */
export function handlerOf<C extends Constraint>(c: C): Handler<C['type']> {
  return HANDLERS[c.type] as unknown as Handler<C['type']>;
}

/**
 * The counter's propagators of a list of constraints, in list order (a handler's
 * searchPropagators where it has them), the relations on one pair of cells joined (mergePairs).
 */
export function propagatorsOf(board: Board): Propagator[] {
  const all = board.constraints.flatMap((c) => {
    const h = handlerOf(c);
    return (h.searchPropagators ? h.searchPropagators(c as never, board) : h.propagators?.(c as never, board)) ?? [];
  });
  return mergePairs(all, board.size);
}

/** The constraint named by its place: "the thermo from r1c1". */
export function constraintName(c: Constraint, board: Board): string {
  return handlerOf(c).name(c as never, board);
}

/** The constraints a grid breaks (lookup.ts ruleViolations with this table's handlers). */
export function constraintViolations(board: Board, grid: ArrayLike<number>): ConstraintViolation[] {
  return ruleViolations(
    board,
    board.constraints.map((c) => handlerOf(c) as AnyHandler),
    grid,
  );
}
