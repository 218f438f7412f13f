/**
 * Finding a constraint's handler. The full table (registry.ts `handlerOf`) knows all 30 types;
 * `houseHandlerOf` only the all-different rules (houses.ts), which the nine variants' presets are
 * made of — what `buildGeometry` uses unless it is given a lookup, so a program that only builds
 * preset geometries (the player's first screen) bundles no other handler.
 */
import {
  antiKing,
  antiKnight,
  cage,
  diagonalMinus,
  diagonalPlus,
  disjointGroups,
  extraRegion,
  windows,
} from './houses.ts';
import type { Board, Domains, Handler } from './handler.ts';
import type { Constraint, ConstraintType } from './types.ts';

/** A handler of any type (the geometry keeps one per rule). */
export type AnyHandler = Handler<ConstraintType>;

export type HandlerLookup = (c: Constraint) => AnyHandler;

/** The all-different rules' part of the handler table (registry.ts spreads it into the whole). */
export const HOUSE_HANDLERS = {
  'diagonal+': diagonalPlus,
  'diagonal-': diagonalMinus,
  windows,
  extraregion: extraRegion,
  disjointgroups: disjointGroups,
  antiknight: antiKnight,
  antiking: antiKing,
  cage,
} as const;

/** The handler of an all-different rule; any other type needs the full table. */
export function houseHandlerOf(c: Constraint): AnyHandler {
  const handler = (HOUSE_HANDLERS as { readonly [T in ConstraintType]?: Handler<T> })[c.type] as AnyHandler | undefined;
  if (handler === undefined)
    throw new Error(
      `the ${c.type} constraint needs the full handler table (buildGeometry's handlerOf: constraints/registry.ts)`,
    );
  return handler;
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
 * the filled cells of a grid already break, each with a sentence naming it by its place;
 * `handlers[i]` is the handler of `board.constraints[i]`.
 * A constraint is broken when its propagators, run to a fixpoint over the grid, meet a
 * contradiction: with every cell filled that is exactly "the rule does not hold".
 */
export function ruleViolations(
  board: Board,
  handlers: readonly AnyHandler[],
  grid: ArrayLike<number>,
): ConstraintViolation[] {
  const out: ConstraintViolation[] = [];
  board.constraints.forEach((c, at) => {
    const handler = handlers[at]!;
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
