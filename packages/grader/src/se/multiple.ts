/**
 * SE's multiple-assumption chains, for each cell (with 3+ candidates, or 2+ when dynamic):
 *
 *   contradiction  (dynamic, Nishio) "p on" or "p off" forces some candidate both on and off
 *   double         (dynamic, cell with 3+) a conclusion reached from both "p on" and "p off"
 *   region         (not Nishio) a conclusion reached from every place of a digit in a house
 *                  (houses with 2 places, or more for multiple chains), met at its first place
 *   cell           (not Nishio; 2 candidates, or more for multiple chains) reached from every
 *                  candidate of the cell
 *
 * Difficulty = the rule's base (Nishio 7.5, multiple 8.0, dynamic 8.5, dynamic+ 9.0) + the length
 * bonus of the complexity (the summed ancestor counts of the conclusion in each branch); the
 * easiest (difficulty, complexity, kind) wins. After SudokuExplainer 1.2.1,
 * Chaining.getMultipleChainsHintListForCell / doBinaryChaining / doRegionChainings.
 */
import { type SeGrid, CELL_HOUSES as CELL_HOUSES_, HOUSE_CELLS as HOUSE_CELLS_, POP as POP_ } from './grid.ts';
import { better, type Ranked } from './cycles.ts';
import { complexityBudget as complexityBudget_, lengthBonus as lengthBonus_, tenth as tenth_ } from './length.ts';
import { CELL_CAUSE } from './links.ts';
import { ancestorCount, NestedTally, propagate, releaseSessions, type ChainMode, type Session } from './propagate.ts';
const complexityBudget = complexityBudget_,
  lengthBonus = lengthBonus_,
  tenth = tenth_;
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_;

export interface MultipleRule extends ChainMode {
  readonly multiple: boolean;
  readonly base: number;
  readonly name: string;
}

export const NISHIO: MultipleRule = {
  multiple: false,
  dynamic: true,
  nishio: true,
  level: 0,
  base: 7.5,
  name: 'Nishio Forcing Chains',
};
export const MULTIPLE: MultipleRule = {
  multiple: true,
  dynamic: false,
  nishio: false,
  level: 0,
  base: 8.0,
  name: 'Multiple Forcing Chains',
};
export const DYNAMIC: MultipleRule = {
  multiple: true,
  dynamic: true,
  nishio: false,
  level: 0,
  base: 8.5,
  name: 'Dynamic Forcing Chains',
};
export const DYNAMIC_PLUS: MultipleRule = {
  multiple: true,
  dynamic: true,
  nishio: false,
  level: 1,
  base: 9.0,
  name: 'Dynamic Forcing Chains (+)',
};

/** One end of a hint's chains: a node of a session (`extra`: the parents of a node not stored there, with its cause). */
export interface ChainTarget {
  readonly s: Session;
  readonly node: number;
  readonly extra: readonly number[] | null;
  readonly cause: number;
}

/** The assumption every chain of a cell (CELL_CAUSE) or region (1 + house type) hint starts from. */
export interface ChainRoot {
  readonly cause: number;
  readonly cell: number;
  readonly d: number;
}

/** A hint as the search finds it, before it is ranked. */
export interface FoundChain {
  readonly difficulty: number;
  readonly complexity: number;
  readonly sortKey: number;
  readonly eliminations: readonly number[];
  readonly place?: readonly [number, number];
  readonly targets: readonly ChainTarget[];
  readonly root: ChainRoot | null;
}

/** Where the search's hints go: the longest chain worth following, and each hint found. */
interface Sink {
  budget(): number;
  /** False when no hint of this difficulty could be kept (its targets need not be built). */
  wants(difficulty: number): boolean;
  take(h: FoundChain): void;
}

const tally = new NestedTally();

/** The complexity of a hint with these targets: their ancestors, plus each nested chain once. */
export function hintComplexity(targets: readonly ChainTarget[]): number {
  tally.reset();
  let flat = 0;
  for (const t of targets) flat += ancestorCount(t.s, t.node, t.extra ?? undefined, tally);
  return flat + tally.total;
}

/** The easiest hint of the rule (difficulty, complexity, kind), or null. */
export function multipleChains(g: SeGrid, rule: MultipleRule): Ranked | null {
  let best: Ranked | null = null;
  searchMultiple(g, rule, {
    budget: () =>
      complexityBudget(rule.base, best && { difficulty: best.hint.difficulty, complexity: best.complexity }),
    wants: (difficulty) => !best || difficulty <= best.hint.difficulty,
    take: (h) => {
      const hint = { name: rule.name, difficulty: h.difficulty, eliminations: h.eliminations, place: h.place };
      if (!h.place) delete (hint as { place?: unknown }).place;
      const r: Ranked = { hint, complexity: h.complexity, sortKey: h.sortKey };
      if (better(r, best)) best = r;
    },
  });
  return best;
}

/** Every hint of the rule, in the order found (nested chains); chains longer than `limit` are not followed. */
export function everyMultipleChain(g: SeGrid, rule: MultipleRule, limit: number, take: (h: FoundChain) => void): void {
  searchMultiple(g, rule, { budget: () => limit, wants: () => true, take });
}

type Offer = (
  node: number,
  sessions: readonly Session[],
  absurd: Session | null,
  sortKey: number,
  root: ChainRoot | null,
) => void;
const NONE: readonly Session[] = [];

function searchMultiple(g: SeGrid, rule: MultipleRule, sink: Sink): void {
  const onMemo = new Map<number, Session>();
  const onSession = (p: number): Session => {
    let s = onMemo.get(p);
    if (!s) {
      s = propagate(g, [p], [], rule, sink.budget());
      onMemo.set(p, s);
    }
    return s;
  };
  /** A hint concluding `node` from each of `sessions` (or from the contradiction in `absurd`). */
  const offer: Offer = (node, sessions, absurd, sortKey, root) => {
    const p = node >> 1;
    const cell = (p / 9) | 0;
    const d = (p % 9) + 1;
    let eliminations: number[];
    let place: readonly [number, number] | undefined;
    if (node & 1) {
      eliminations = [];
      for (let e = 1; e <= 9; e++) if (e !== d && g.cand[cell]! & (1 << e)) eliminations.push(9 * cell + e - 1);
      if (!eliminations.length) return;
      place = [cell, d];
    } else {
      if (!(g.cand[cell]! & (1 << d))) return;
      eliminations = [p];
    }
    let complexity: number;
    if (absurd) complexity = hintComplexity(absurdTargets(absurd));
    else {
      tally.reset();
      complexity = 0;
      for (const s of sessions) complexity += ancestorCount(s, node, undefined, tally);
      complexity += tally.total;
    }
    const difficulty = tenth(rule.base + lengthBonus(complexity));
    if (!sink.wants(difficulty)) return;
    const targets = absurd
      ? absurdTargets(absurd)
      : sessions.map((s): ChainTarget => ({ s, node, extra: null, cause: -1 }));
    sink.take({ difficulty, complexity, sortKey, eliminations, place, targets, root });
  };
  const pair: Session[] = [];
  const absurdTargets = (s: Session): ChainTarget[] => {
    const a = s.absurd!;
    const on = 2 * a.p + 1;
    const off = 2 * a.p;
    return [
      { s, node: on, extra: a.onParents, cause: a.onParents ? a.cause : -1 },
      { s, node: off, extra: a.offParents, cause: -1 },
    ];
  };

  for (let cell = 0; cell < 81; cell++) {
    if (g.value[cell] !== 0) continue;
    const m = g.cand[cell]!;
    const n = POP[m]!;
    if (!(n > 2 || (n > 1 && rule.dynamic))) continue;
    const values: number[] = [];
    for (let d = 1; d <= 9; d++) if (m & (1 << d)) values.push(d);
    const sessions: Session[] = [];
    for (const d of values) {
      const p = 9 * cell + d - 1;
      const on = onSession(p);
      sessions.push(on);
      const doContradiction = rule.dynamic || rule.nishio;
      const doDouble = n >= 3 && !rule.nishio && rule.dynamic;
      if (doContradiction && on.absurd) offer(2 * p, NONE, on, 7, null);
      if (doContradiction || doDouble) {
        const off = propagate(g, [], [p], rule, sink.budget());
        if (doContradiction && off.absurd) offer(2 * p + 1, NONE, off, 7, null);
        if (doDouble) {
          pair[0] = on;
          pair[1] = off;
          for (const node of on.order) {
            if (off.has(node)) offer(node, pair, null, 1, null);
          }
        }
        releaseSessions([off]);
      }
      if (!rule.nishio) regionChains(g, rule, cell, d, on, onSession, offer);
    }
    if (!rule.nishio && (n === 2 || (rule.multiple && n > 2))) {
      const root: ChainRoot = { cause: CELL_CAUSE, cell, d: 0 };
      for (const node of sessions[0]!.order) {
        if (sessions.every((s) => s.has(node))) offer(node, sessions, null, 5, root);
      }
    }
  }
  releaseSessions(onMemo.values());
}

function regionChains(
  g: SeGrid,
  rule: MultipleRule,
  cell: number,
  d: number,
  own: Session,
  onSession: (p: number) => Session,
  offer: Offer,
): void {
  const bit = 1 << d;
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * cell + t]!;
    const places: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (g.cand[c]! & bit) places.push(c);
    }
    if (!(places.length === 2 || (rule.multiple && places.length > 2))) continue;
    if (places[0] !== cell) continue;
    const sessions = places.map((c) => (c === cell ? own : onSession(9 * c + d - 1)));
    const root: ChainRoot = { cause: 1 + t, cell, d };
    for (const node of own.order) {
      if (!sessions.every((s) => s.has(node))) continue;
      offer(node, sessions, null, 6, root);
    }
  }
}
