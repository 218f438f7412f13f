/**
 * The one table of constraint handlers (type → handler), and what the rest of the library asks
 * of a list of constraints: its propagators for the counter, and which of them a grid breaks.
 */
import { antiKing, antiKnight, cage, diagonalMinus, diagonalPlus, disjointGroups, extraRegion, windows } from './houses.ts';
import { clone, kropkiBlack, kropkiWhite, maximum, minimum, negative, nonconsecutive, palindrome, slowThermo, thermo, whisper, xv } from './pairs.ts';
import { between, entropic, even, odd, quadruple, renban } from './sets.ts';
import { arrow, littleKiller, regionSumLine, sandwich } from './sums.ts';
import type { Board, Domains, Handler, Propagator } from './handler.ts';
import type { Constraint, ConstraintType } from './types.ts';

export const HANDLERS: { readonly [T in ConstraintType]: Handler<T> } = {
  'diagonal+': diagonalPlus,
  'diagonal-': diagonalMinus,
  windows,
  extraregion: extraRegion,
  disjointgroups: disjointGroups,
  antiknight: antiKnight,
  antiking: antiKing,
  nonconsecutive,
  negative,
  'kropki-white': kropkiWhite,
  'kropki-black': kropkiBlack,
  xv,
  cage,
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

/** The handler of a constraint, typed for it. */
export function handlerOf<C extends Constraint>(c: C): Handler<C['type']> {
  return HANDLERS[c.type] as unknown as Handler<C['type']>;
}

/** Every propagator of a list of constraints, in list order. */
export function propagatorsOf(board: Board): Propagator[] {
  return board.constraints.flatMap((c) => handlerOf(c).propagators?.(c as never, board) ?? []);
}

/** The constraint named by its place: "the thermo from r1c1". */
export function constraintName(c: Constraint, board: Board): string {
  return handlerOf(c).name(c as never, board);
}

/** Domains over a grid for the checker: a filled cell holds its digit, an empty one every digit. */
class GridDomains implements Domains {
  readonly cand: Uint16Array;
  constructor(grid: ArrayLike<number>, n: number) {
    this.cand = new Uint16Array(grid.length);
    for (let c = 0; c < grid.length; c++) this.cand[c] = grid[c] ? 1 << (grid[c]! - 1) : (1 << n) - 1;
  }
  keep(c: number, mask: number): boolean {
    this.cand[c] = this.cand[c]! & mask;
    return this.cand[c] !== 0;
  }
}

export interface ConstraintViolation {
  readonly constraint: Constraint;
  /** Position of the constraint in the board's list. */
  readonly at: number;
  /** The filled cells of the constraint. */
  readonly cells: readonly number[];
  readonly message: string;
}

/**
 * The constraints (beyond houses and pairs that must differ, which the unit check names) that
 * the filled cells of a grid already break, each with a sentence naming it by its place.
 * A constraint is broken when its propagators, run to a fixpoint over the grid, meet a
 * contradiction: with every cell filled that is exactly "the rule does not hold".
 */
export function constraintViolations(board: Board, grid: ArrayLike<number>): ConstraintViolation[] {
  const out: ConstraintViolation[] = [];
  board.constraints.forEach((c, at) => {
    const handler = handlerOf(c);
    const props = handler.propagators?.(c as never, board) ?? [];
    if (props.length === 0) return;
    const domains = new GridDomains(grid, board.size);
    let broken = false;
    for (let round = 0, changed = true; changed && !broken && round < 64; round++) {
      const before = domains.cand.slice();
      for (const p of props) {
        if (!p.run(domains)) {
          broken = true;
          break;
        }
      }
      changed = domains.cand.some((m, i) => m !== before[i]);
    }
    if (!broken) return;
    const cells = [...new Set(props.flatMap((p) => p.cells))].filter((x) => grid[x] !== 0).sort((a, b) => a - b);
    const filled = props.every((p) => p.cells.every((x) => grid[x] !== 0));
    const why = filled ? handler.explain?.(c as never, grid, board) : null;
    const name = handler.name(c as never, board);
    const label = (x: number) => `r${Math.floor(x / board.size) + 1}c${(x % board.size) + 1}`;
    out.push({
      constraint: c,
      at,
      cells,
      message: why ? `${name}: ${why}` : `${name} cannot hold the digits given (${cells.map(label).join(', ')})`,
    });
  });
  return out;
}
