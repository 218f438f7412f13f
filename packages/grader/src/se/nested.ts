/**
 * SE's nested forcing chains: dynamic forcing chains whose propagation, when nothing else is
 * pending and no intersection, hidden or naked pair or X-wing on the working grid removes anything
 * new, runs whole chaining rules on the working grid and takes every candidate their hints remove,
 * each resting on the removals of the container chain the hint used (its "rule parents").
 *
 *   level  rules run inside (the first that removes anything)          difficulty
 *   2      forcing chains & cycles                                     9.5
 *   3      forcing chains & cycles, then multiple forcing chains       10.0
 *   4      dynamic forcing chains                                      10.5
 *   5      dynamic forcing chains, then level 2 (nested twice)         11.0
 *
 * plus the length bonus of the complexity: the container's own candidates plus the complexity of
 * each distinct nested chain its conclusion rests on. The nested hints are taken in SE's order
 * (difficulty, complexity, kind, then as found): a candidate goes with the first hint removing it.
 * A hint that used no removal of the container was there before the chain and is skipped.
 * After SudokuExplainer 1.2.1, Solver (advanced/experimental producers), Chaining.getDifficulty /
 * getAdvancedPotentials, ChainingHint.getRuleParents / getNestedComplexity.
 */
import { type SeGrid, CELL_HOUSES as CELL_HOUSES_, HOUSE_CELLS as HOUSE_CELLS_ } from './grid.ts';
import { CELL_CAUSE } from './links.ts';
import { everyLoop, loopKey, loopOnCauses } from './cycles.ts';
import { DYNAMIC, everyMultipleChain, MULTIPLE, type FoundChain, type MultipleRule } from './multiple.ts';
import {
  forEachAncestor,
  hashNodes,
  registerNestedFinder,
  type Found,
  type NestedChain,
  type Session,
} from './propagate.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_;

const NESTED_NAMES = ['', '', ' (+ Forcing Chains)', ' (+ Multiple Forcing Chains)', ' (+ Dynamic Forcing Chains)'];
const nestedSuffix = (level: number): string =>
  level >= 5 ? ` (+ Dynamic Forcing Chains${nestedSuffix(level - 3)})` : NESTED_NAMES[level]!;

/** Dynamic forcing chains of nesting level 2–5 (SE's Chaining(true, true, false, level)). */
export function nestedRule(level: number): MultipleRule {
  return {
    multiple: true,
    dynamic: true,
    nishio: false,
    level,
    base: 9.5 + 0.5 * (level - 2),
    name: `Dynamic Forcing Chains${nestedSuffix(level)}`,
  };
}

export const NESTED_RULES: readonly MultipleRule[] = [nestedRule(2), nestedRule(3), nestedRule(4), nestedRule(5)];

/** What runs inside a level, in order: forcing chains & cycles, or a multiple-chains rule. */
type Inner = 'loops' | MultipleRule;
const INNER: readonly (readonly Inner[])[] = [
  [],
  [],
  ['loops'],
  ['loops', MULTIPLE],
  [DYNAMIC],
  [DYNAMIC, NESTED_RULES[0]!],
];

/** One hint of a nested rule, with what the container needs of it. */
interface Caught {
  readonly difficulty: number;
  readonly complexity: number;
  readonly sortKey: number;
  readonly order: number;
  readonly eliminations: readonly number[];
  readonly parents: number[];
  readonly chain: NestedChain;
}

/**
 * The rule parents of a nested hint: the container's removals (in `source`, gone from `work`)
 * behind each of its on nodes — a cell's removed digits when the node is on as the cell's last
 * digit, a house's removed places of the digit when it is on as the last place there.
 */
class RuleParents {
  private readonly seen = new Set<number>();
  readonly out: number[] = [];

  constructor(
    private readonly work: SeGrid,
    private readonly source: SeGrid,
    private readonly s: Session,
  ) {}

  reset(): void {
    this.seen.clear();
    this.out.length = 0;
  }

  add(p: number, cause: number): void {
    if (cause < 0) return;
    const cell = (p / 9) | 0;
    if (cause === CELL_CAUSE) {
      const gone = this.source.cand[cell]! & ~this.work.cand[cell]!;
      for (let e = 1; e <= 9; e++) if (gone & (1 << e)) this.push(9 * cell + e - 1);
      return;
    }
    const d = (p % 9) + 1;
    const bit = 1 << d;
    const h = CELL_HOUSES[3 * cell + cause - 1]!;
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (this.source.cand[c]! & bit && !(this.work.cand[c]! & bit)) this.push(9 * c + d - 1);
    }
  }

  private push(q: number): void {
    const node = 2 * q;
    if (this.seen.has(node) || !this.s.has(node)) return;
    this.seen.add(node);
    this.out.push(node);
  }
}

const loopCauses: number[] = [];

/**
 * The best rank a kept hint gives each candidate so far: a hint no better than those for every
 * candidate it removes would come after them in SE's order and decide nothing, so its rule
 * parents are not worked out (rank = difficulty, complexity, kind, as one number).
 */
class FirstRanks {
  readonly best = new Float64Array(729);
  reset(): void {
    this.best.fill(Infinity);
  }
  static rank(difficulty: number, complexity: number, sortKey: number): number {
    return (Math.round(difficulty * 10) * 1e7 + complexity) * 16 + sortKey;
  }
  /** Whether a hint of this rank removing these candidates could be the first for one of them. */
  decides(rank: number, eliminations: readonly number[]): boolean {
    for (const q of eliminations) if (rank < this.best[q]!) return true;
    return false;
  }
  keep(rank: number, eliminations: readonly number[]): void {
    for (const q of eliminations) if (rank < this.best[q]!) this.best[q] = rank;
  }
}
const firsts: FirstRanks[] = [];

/** Keeps a hint with its rule parents (a copy) as a nested chain keyed `key`, and its rank for its eliminations. */
function keepCaught(
  out: Caught[],
  ranks: FirstRanks,
  rank: number,
  h: { difficulty: number; complexity: number; sortKey: number; eliminations: readonly number[] },
  parents: readonly number[],
  key: number,
): void {
  ranks.keep(rank, h.eliminations);
  out.push({
    difficulty: h.difficulty,
    complexity: h.complexity,
    sortKey: h.sortKey,
    order: out.length,
    eliminations: h.eliminations,
    parents: parents.slice(),
    chain: { complexity: h.complexity, key },
  });
}

function catchLoops(work: SeGrid, rp: RuleParents, ranks: FirstRanks, limit: number, out: Caught[]): void {
  everyLoop(work, limit, (f) => {
    const rank = FirstRanks.rank(f.difficulty, f.complexity, f.sortKey);
    if (!ranks.decides(rank, f.eliminations)) return;
    rp.reset();
    loopOnCauses(work, f, loopCauses);
    for (let k = 0; k < loopCauses.length; k += 2) rp.add(loopCauses[k]!, loopCauses[k + 1]!);
    if (rp.out.length) keepCaught(out, ranks, rank, f, rp.out, loopKey(f));
  });
}

const keyNodes: number[] = [];
/** Equal chains have equal targets, complexity, kind and assumption (SE's FullChain, nearly). */
function chainKey(h: FoundChain): number {
  keyNodes.length = 0;
  keyNodes.push(h.sortKey, h.complexity, h.root ? 3000 * h.root.cause + 10 * h.root.cell + h.root.d : -1);
  for (const t of h.targets) keyNodes.push(t.node);
  return hashNodes(3, keyNodes);
}

function catchChains(
  work: SeGrid,
  rule: MultipleRule,
  rp: RuleParents,
  ranks: FirstRanks,
  limit: number,
  out: Caught[],
): void {
  everyMultipleChain(work, rule, limit, (h) => {
    const rank = FirstRanks.rank(h.difficulty, h.complexity, h.sortKey);
    if (!ranks.decides(rank, h.eliminations)) return;
    rp.reset();
    if (h.root) {
      const { cause, cell, d } = h.root;
      if (cause === CELL_CAUSE) rp.add(9 * cell, CELL_CAUSE);
      else rp.add(9 * cell + d - 1, cause);
    }
    for (const t of h.targets) {
      forEachAncestor(t.s, t.node, t.extra, (q) => {
        if (!(q & 1)) return;
        rp.add(q >> 1, q === t.node && t.extra ? t.cause : t.s.cause[q]!);
      });
    }
    if (rp.out.length) keepCaught(out, ranks, rank, h, rp.out, chainKey(h));
  });
}

const byRank = (a: Caught, b: Caught): number =>
  a.difficulty - b.difficulty || a.complexity - b.complexity || a.sortKey - b.sortKey || a.order - b.order;

/** What the nested rules of `level` remove on a container chain's working grid, in SE's order. */
export function nestedEliminations(work: SeGrid, source: SeGrid, s: Session, level: number, limit: number): Found {
  const rp = new RuleParents(work, source, s);
  // one table per nesting depth: a level-5 search runs level-2 ones inside
  const depth = nestedDepth++;
  firsts[depth] ??= new FirstRanks();
  const ranks = firsts[depth]!;
  try {
    return firstRemovals(work, rp, ranks, level, limit);
  } finally {
    nestedDepth--;
  }
}
let nestedDepth = 0;

function firstRemovals(work: SeGrid, rp: RuleParents, ranks: FirstRanks, level: number, limit: number): Found {
  for (const inner of INNER[level] ?? []) {
    const caught: Caught[] = [];
    ranks.reset();
    if (inner === 'loops') catchLoops(work, rp, ranks, limit, caught);
    else catchChains(work, inner, rp, ranks, limit, caught);
    if (!caught.length) continue;
    caught.sort(byRank);
    const out: Found = [];
    for (const c of caught) for (const q of c.eliminations) out.push([q, c.parents, c.chain]);
    return out;
  }
  return [];
}

registerNestedFinder(nestedEliminations);
