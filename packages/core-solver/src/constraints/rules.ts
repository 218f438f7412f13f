/**
 * A puzzle's rules as the grader reads them (issue 27 §1): each constraint with its name, its
 * cells and its propagators (sums the counter does in its own arithmetic become bounds
 * propagators here), built once per geometry. A human step "what this thermo alone
 * allows" is its propagators run to a fixpoint on the candidates (packages/grader's
 * techniques/constraints.ts); the counter runs the same propagators (solver.ts), so a step can
 * never claim more than the rule says.
 *
 * Exported as `@sudoku-forge/core-solver/rules`, apart from the main entry, so the player's first
 * screen does not carry the handlers.
 */
import { cachedPer } from '../cell-sets.ts';
import type { Geometry } from '../geometry.ts';
import type { Board, Domains, LineSum, MoveFamily, Propagator, Relabel } from './handler.ts';
import { EVERY_MOVE, rangeMask } from './handler.ts';
import { handlerOf } from './registry.ts';
import type { Constraint, ConstraintType } from './types.ts';

export type { Domains, MoveFamily, Propagator, Relabel } from './handler.ts';

export interface RuleView {
  readonly constraint: Constraint;
  readonly type: ConstraintType;
  /** 1-based place in the geometry's rule list (a step's `houses[].index`). */
  readonly index: number;
  /** "the thermo from r1c1". */
  readonly name: string;
  /** Every cell the rule reads, ascending ([] for none). */
  readonly cells: readonly number[];
  /** True when the rule has no cells of its own and covers the board (non-consecutive, negative dots). */
  readonly global: boolean;
  readonly propagators: readonly Propagator[];
}

/** Every rule of the geometry (preset rules and the puzzle's constraints) that has propagators. */
export const ruleViews = cachedPer((geometry: Geometry): readonly RuleView[] => {
  const board: Board = {
    size: geometry.size,
    regionOf: geometry.regionOf,
    box: geometry.box,
    constraints: geometry.rules,
  };
  const out: RuleView[] = [];
  geometry.rules.forEach((constraint, at) => {
    const handler = handlerOf(constraint);
    // Sums the counter takes in its own arithmetic (arrows, little killers, region-sum lines) are
    // read here by bounds, as a person adds the smallest and largest digits a line can hold.
    const sums = handler.sums?.(constraint as never, board) ?? [];
    const propagators = [
      ...(handler.propagators?.(constraint as never, board) ?? []),
      ...sums.map((s) => groupedSumPropagator(s, geometry)),
    ];
    if (propagators.length === 0) return;
    const own = 'cells' in constraint || 'circle' in constraint || constraint.type === 'sandwich';
    out.push({
      constraint,
      type: constraint.type,
      index: at + 1,
      name: handler.name(constraint as never, board),
      cells: [...new Set(propagators.flatMap((p) => p.cells))].sort((a, b) => a - b),
      global: !own,
      propagators,
    });
  });
  return out;
});

/** Candidate masks a rule's propagators cut, over a copy of a position's masks. */
export class TrialDomains implements Domains {
  readonly cand: Uint16Array;
  /** Set when keep() removed a digit; runToFixpoint clears it each pass. */
  changed = false;
  constructor(cand: Uint16Array) {
    this.cand = cand;
  }
  keep(c: number, mask: number): boolean {
    const before = this.cand[c]!;
    const after = before & mask;
    if (after !== before) {
      this.cand[c] = after;
      this.changed = true;
    }
    return after !== 0;
  }
}

/** Runs propagators until a pass changes nothing (at most `rounds` passes). False on a contradiction. */
export function runToFixpoint(propagators: readonly Propagator[], domains: TrialDomains, rounds = 64): boolean {
  for (let round = 0; round < rounds; round++) {
    domains.changed = false;
    for (const p of propagators) if (!p.run(domains)) return false;
    if (!domains.changed) return true;
  }
  return true;
}

/**
 * Σ plus − Σ minus = total by bounds, where cells that must differ count as distinct: the cells
 * of each side are cut greedily into groups of mutual peers (a little killer's cells in one box,
 * an arrow's cells in one row), and a group of k cells adds up to at least its k smallest and at
 * most its k largest candidates. Each cell keeps the digits the rest leaves room for. Sound
 * (every bound holds in every solution); exact once every cell is filled.
 */
export function groupedSumPropagator(sum: LineSum, geometry: Pick<Geometry, 'peers' | 'size'>): Propagator {
  const groups: { cells: number[]; sign: number }[] = [];
  for (const [side, sign] of [
    [sum.plus, 1],
    [sum.minus, -1],
  ] as const) {
    const mine: number[][] = [];
    for (const c of side) {
      const peers = geometry.peers[c]!;
      const home = mine.find((g) => g.every((x) => peers.includes(x)));
      if (home) home.push(c);
      else mine.push([c]);
    }
    for (const cells of mine) groups.push({ cells, sign });
  }
  const n = geometry.size;
  const cells = groups.flatMap((g) => g.cells);
  const lo = new Float64Array(groups.length);
  const hi = new Float64Array(groups.length);
  return {
    cells,
    run(d: Domains): boolean {
      const { cand } = d;
      let min = 0;
      let max = 0;
      for (let g = 0; g < groups.length; g++) {
        const { cells: gc, sign } = groups[g]!;
        const b = extremes(gc, cand, -1);
        if (b === null) return false;
        lo[g] = sign > 0 ? b.low : -b.high;
        hi[g] = sign > 0 ? b.high : -b.low;
        min += lo[g]!;
        max += hi[g]!;
      }
      if (sum.total < min || sum.total > max) return false;
      for (let g = 0; g < groups.length; g++) {
        const { cells: gc, sign } = groups[g]!;
        for (const x of gc) {
          // the rest: other groups whole, this group without x
          const rest = gc.length > 1 ? extremes(gc, cand, x) : { low: 0, high: 0 };
          if (rest === null) return false;
          const restLo = min - lo[g]! + (sign > 0 ? rest.low : -rest.high);
          const restHi = max - hi[g]! + (sign > 0 ? rest.high : -rest.low);
          // sign · x lies in [total − restHi, total − restLo]
          const from = sum.total - restHi;
          const to = sum.total - restLo;
          const mask = sign > 0 ? rangeMask(from, to, n) : rangeMask(-to, -from, n);
          if (!d.keep(x, mask)) return false;
        }
      }
      return true;
    },
  };
}

/**
 * The least and greatest total of distinct digits in the cells (all but `skip`), taking the k
 * smallest or largest digits of their candidates' union; null when the union has fewer than k.
 */
function extremes(cells: readonly number[], cand: Uint16Array, skip: number): { low: number; high: number } | null {
  let union = 0;
  let k = 0;
  for (const c of cells) {
    if (c === skip) continue;
    union |= cand[c]!;
    k++;
  }
  let low = 0;
  let high = 0;
  let taken = 0;
  for (let m = union; m !== 0 && taken < k; m &= m - 1, taken++) low += 32 - Math.clz32(m & -m);
  if (taken < k) return null;
  taken = 0;
  for (let m = union; m !== 0 && taken < k; taken++) {
    const top = 31 - Math.clz32(m);
    high += top + 1;
    m &= ~(1 << top);
  }
  return { low, high };
}

/**
 * Which digit relabellings keep every constraint of the list true (the handlers' `relabel`):
 * 'any' when each allows any, 'mirror' (d → n+1−d only) when one allows no more, else 'none'.
 */
export function relabelOf(constraints: readonly Constraint[]): Relabel {
  let out: Relabel = 'any';
  for (const c of constraints) {
    const r = handlerOf(c).relabel;
    if (r === 'none') return 'none';
    if (r === 'mirror') out = 'mirror';
  }
  return out;
}

/** The families of cell maps that keep every constraint of the list (the handlers' `moves`), in EVERY_MOVE's order. */
export function movesOf(constraints: readonly Constraint[]): MoveFamily[] {
  return EVERY_MOVE.filter((family) => constraints.every((c) => handlerOf(c).moves.includes(family)));
}
export { handlerOf } from './registry.ts';
