/**
 * One SE chain propagation ("doChaining"): from candidates assumed on/off, everything they force,
 * one implication at a time (pending "on" conclusions first), each conclusion remembering the
 * nodes it rests on. Node n = 2p + 1 for "p on", 2p for "p off".
 *
 * dynamic: every "off" is written into a working copy, so later links see the reduced grid and
 *          record the removed candidates they rest on (hidden parents);
 * level 1: when nothing is pending, intersections, hidden/naked pairs and X-wings on the working
 *          grid add eliminations resting on the removals that made them ("dynamic +");
 * level 2+: when those find nothing either, whole chaining rules run on the working grid (nested
 *          forcing chains, nested.ts); their conclusions remember the nested chain they came from.
 * Each on node keeps why it is on (the cell's last digit or a house's last place) for the rule
 * parents of nested chains. Propagations nest, so each depth has its own scratch (Frame).
 * Stops at the first candidate forced both on and off (the contradiction is kept).
 * After SudokuExplainer 1.2.1, Chaining.doChaining / getAdvancedPotentials.
 */
import { SeGrid, HOUSE_CELLS as HOUSE_CELLS_, POP as POP_ } from './grid.ts';
import { LINK_BUFFER, offToOn as offToOn_, onToOff as onToOff_ } from './links.ts';
import { advancedEliminations } from './advanced.ts';
const offToOn = offToOn_,
  onToOff = onToOff_;
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_;

export interface ChainMode {
  readonly dynamic: boolean;
  readonly nishio: boolean;
  /** 0 plain; 1 "+" (intersections, pairs, X-wings inside); 2–5 nested chains inside (nested.ts). */
  readonly level: number;
}

/**
 * A chain found inside another one (nested forcing chains): its complexity counts once in the
 * complexity of every hint whose chains rest on it; `key` (a hash of its nodes) tells equal chains apart from distinct ones.
 */
export interface NestedChain {
  readonly complexity: number;
  readonly key: number;
}

export class Session {
  /** The first parent of each node: -2 absent, -1 an assumption, else the parent node. */
  readonly first = new Int16Array(1458).fill(-2);
  /** Why an on node is on: CELL_CAUSE, 1 + house type, or -1 (an assumption); read by nested chains. */
  readonly cause = new Int8Array(1458);
  /** Further parents of the few nodes that rest on more than one (dynamic chains). */
  extra: Map<number, number[]> | null = null;
  /** Off nodes a nested chain concluded, with that chain. */
  nested: Map<number, NestedChain> | null = null;
  /** Nodes in the order they were reached. */
  readonly order: number[] = [];
  /** A contradiction on candidate `p`: the parents of whichever of its on/off nodes is not stored. */
  absurd: { p: number; onParents: number[] | null; offParents: number[] | null; cause: number } | null = null;

  has(n: number): boolean {
    return this.first[n] !== -2;
  }

  add(n: number, parents: readonly number[], cause = -1): void {
    this.first[n] = parents.length ? parents[0]! : -1;
    this.cause[n] = cause;
    if (parents.length > 1) {
      this.extra ??= new Map();
      this.extra.set(n, parents.slice(1));
    }
    this.order.push(n);
  }

  /** `add` with the parents as the first `count` entries of a scratch buffer. */
  addFrom(n: number, parents: Int16Array, count: number, cause: number): void {
    this.first[n] = count ? parents[0]! : -1;
    this.cause[n] = cause;
    if (count > 1) {
      this.extra ??= new Map();
      this.extra.set(n, Array.from(parents.subarray(1, count)));
    }
    this.order.push(n);
  }
}

const stamp = new Uint32Array(1458);
let epoch = 0;
const stack: number[] = [];

/**
 * The nested chains a hint's chains rest on, each counted once over all of them (SE's
 * getNestedComplexity, equal chains by FullChain): `ancestorCount` adds to the tally it is given.
 */
export class NestedTally {
  private readonly keys = new Set<number>();
  total = 0;

  reset(): this {
    this.keys.clear();
    this.total = 0;
    return this;
  }

  add(c: NestedChain): void {
    if (this.keys.has(c.key)) return;
    this.keys.add(c.key);
    this.total += c.complexity;
  }
}

/**
 * Distinct nodes a node rests on, itself included. `extraParents` stands for a node not in the
 * session. Nested chains met on the way go into `tally` (their complexity is not in the count).
 */
export function ancestorCount(s: Session, n: number, extraParents?: readonly number[], tally?: NestedTally): number {
  epoch++;
  let count = 0;
  stack.length = 0;
  if (extraParents) {
    count = 1; // the node itself, not stored
    stamp[n] = epoch;
    for (const q of extraParents) stack.push(q);
  } else {
    stack.push(n);
  }
  const first = s.first;
  const extra = s.extra;
  const nested = tally ? s.nested : null;
  while (stack.length) {
    const q = stack.pop()!;
    if (stamp[q] === epoch) continue;
    stamp[q] = epoch;
    count++;
    const f = first[q]!;
    if (f >= 0 && stamp[f] !== epoch) stack.push(f);
    if (extra) {
      const more = extra.get(q);
      if (more) for (const r of more) if (stamp[r] !== epoch) stack.push(r);
    }
    if (nested) {
      const c = nested.get(q);
      if (c) tally!.add(c);
    }
  }
  return count;
}

const seenStamp = new Uint32Array(1458);
let seenEpoch = 0;
const todo: number[] = [];

/** Every node `n` rests on (itself included), each once, to `visit` (which must not call back in). */
export function forEachAncestor(
  s: Session,
  n: number,
  extraParents: readonly number[] | null,
  visit: (q: number) => void,
): void {
  seenEpoch++;
  todo.length = 0;
  if (extraParents) {
    seenStamp[n] = seenEpoch;
    visit(n);
    for (const q of extraParents) todo.push(q);
  } else {
    todo.push(n);
  }
  const first = s.first;
  const extra = s.extra;
  while (todo.length) {
    const q = todo.pop()!;
    if (seenStamp[q] === seenEpoch) continue;
    seenStamp[q] = seenEpoch;
    visit(q);
    const f = first[q]!;
    if (f >= 0 && seenStamp[f] !== seenEpoch) todo.push(f);
    const more = extra?.get(q);
    if (more) for (const r of more) if (seenStamp[r] !== seenEpoch) todo.push(r);
  }
}

/** A hash of a sequence of numbers (two 32-bit FNV-1a lanes in one safe integer). */
export function hashNodes(seed: number, nodes: Iterable<number>): number {
  let a = 0x811c9dc5 ^ seed;
  let b = 0x01000193 ^ (seed * 31);
  for (const x of nodes) {
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ (x + 0x9e37), 0x85ebca6b);
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) & 0x1fffff);
}

/**
 * One propagation's scratch, one per nesting depth (a nested chain propagates inside its
 * container's propagation): the working grid, each node's depth, the queues and link buffers.
 */
class Frame {
  readonly work = new SeGrid();
  readonly depth = new Int32Array(1458);
  /** A candidate enters a queue once when reached (an assumption may repeat one: twice the room). */
  readonly onQueue = new Int16Array(1458);
  readonly offQueue = new Int16Array(1458);
  readonly links = new Int16Array(LINK_BUFFER);
  readonly parents = new Int16Array(LINK_BUFFER);
}
const frames: Frame[] = [];
let active = 0;

/** Finds what nested chains conclude on a propagation's working grid (nested.ts registers it). */
export type NestedFinder = (work: SeGrid, source: SeGrid, s: Session, level: number, limit: number) => Found;
export type Found = [number, number[], NestedChain?][];
let nestedFinder: NestedFinder | null = null;
export function registerNestedFinder(f: NestedFinder): void {
  nestedFinder = f;
}

/**
 * Propagations run so far, and the most a caller allows (seRate's `maxPropagations`): nested chains
 * run whole chaining rules inside every propagation, so their work is bounded by this count.
 */
export const meter = { count: 0, cap: Infinity };

/** Thrown when a propagation would exceed `meter.cap`. */
export class OverBudget extends Error {
  constructor() {
    super('SE rating: propagation budget exhausted');
  }
}

const pool: Session[] = [];

/** Gives sessions back for reuse once their caller is done with them. */
export function releaseSessions(sessions: Iterable<Session>): void {
  for (const s of sessions) pool.push(s);
}

function freshSession(): Session {
  const s = pool.pop();
  if (!s) return new Session();
  s.first.fill(-2);
  s.order.length = 0;
  s.extra = null;
  s.nested = null;
  s.absurd = null;
  return s;
}

/**
 * `limit`: conclusions resting on a chain of more than `limit` nodes are not followed (a caller that
 * already holds a shorter chain has no use for them); a contradiction is still detected and stops.
 */
export function propagate(
  g: SeGrid,
  ons: readonly number[],
  offs: readonly number[],
  mode: ChainMode,
  limit = Infinity,
): Session {
  if (++meter.count > meter.cap) throw new OverBudget();
  frames[active] ??= new Frame();
  const f = frames[active]!;
  active++;
  try {
    return run(f, g, ons, offs, mode, limit);
  } finally {
    active--;
  }
}

function run(
  f: Frame,
  g: SeGrid,
  ons: readonly number[],
  offs: readonly number[],
  mode: ChainMode,
  limit: number,
): Session {
  const s = freshSession();
  const work = f.work;
  const depth = f.depth;
  const links = f.links;
  const parents = f.parents;
  const grid = mode.dynamic ? work : g;
  if (mode.dynamic) work.copyFrom(g);
  const y = !mode.nishio;
  const onQueue = f.onQueue;
  const offQueue = f.offQueue;
  let headOn = 0;
  let headOff = 0;
  let tailOn = 0;
  let tailOff = 0;
  for (const p of ons) {
    s.add(2 * p + 1, []);
    depth[2 * p + 1] = 1;
    onQueue[tailOn++] = p;
  }
  for (const p of offs) {
    s.add(2 * p, []);
    depth[2 * p] = 1;
    offQueue[tailOff++] = p;
  }
  const first = s.first;
  for (;;) {
    if (headOn < tailOn) {
      const p = onQueue[headOn++]!;
      const count = onToOff(grid, p, y, links);
      const next = depth[2 * p + 1]! + 1;
      for (let i = 0; i < count; i++) {
        const q = links[i]!;
        if (first[2 * q + 1] !== -2) {
          s.absurd = { p: q, onParents: null, offParents: [2 * p + 1], cause: -1 };
          return s;
        }
        if (first[2 * q] === -2 && next <= limit) {
          first[2 * q] = 2 * p + 1;
          depth[2 * q] = next;
          s.order.push(2 * q);
          offQueue[tailOff++] = q;
        }
      }
      continue;
    }
    if (headOff < tailOff) {
      const p = offQueue[headOff++]!;
      const count = offToOn(grid, p, mode.dynamic ? g : null, y, true, links);
      if (mode.dynamic) work.cand[(p / 9) | 0]! &= ~(1 << ((p % 9) + 1));
      const next = depth[2 * p]! + 1;
      for (let k = 0; k < count; ) {
        const q = links[k]!;
        const cause = links[k + 1]!;
        const n = links[k + 2]!;
        let np = 0;
        parents[np++] = 2 * p;
        for (let j = 0; j < n; j++) {
          const h = 2 * links[k + 3 + j]!;
          if (first[h] !== -2) parents[np++] = h;
        }
        k += 3 + n;
        if (first[2 * q] !== -2) {
          s.absurd = { p: q, onParents: Array.from(parents.subarray(0, np)), offParents: null, cause };
          return s;
        }
        if (first[2 * q + 1] === -2 && next <= limit) {
          s.addFrom(2 * q + 1, parents, np, cause);
          depth[2 * q + 1] = next;
          onQueue[tailOn++] = q;
        }
      }
      continue;
    }
    if (mode.level > 0) {
      let found: Found = advancedEliminations(work, g, s);
      if (!found.length && mode.level >= 2 && nestedFinder) found = nestedFinder(work, g, s, mode.level, limit);
      let added = false;
      for (const [q, ps, nested] of found) {
        if (s.has(2 * q)) continue;
        let d = 0;
        for (const r of ps) d = Math.max(d, depth[r]!);
        if (d + 1 > limit) continue;
        s.add(2 * q, ps);
        if (nested) {
          s.nested ??= new Map();
          s.nested.set(2 * q, nested);
        }
        depth[2 * q] = d + 1;
        offQueue[tailOff++] = q;
        added = true;
      }
      if (added) continue;
    }
    return s;
  }
}

/** Positions of digit d in house h on grid g, as cells. */
export function houseCells(g: SeGrid, h: number, d: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 9; k++) {
    const c = HOUSE_CELLS[9 * h + k]!;
    if (g.cand[c]! & (1 << d)) out.push(c);
  }
  return out;
}

export const candidateCount = (g: SeGrid, cell: number): number => POP[g.cand[cell]!]!;
export { SeGrid };
