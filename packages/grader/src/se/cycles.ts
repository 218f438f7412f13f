/**
 * SE's "forcing chains & cycles" (6.5–7.0 + length): from each candidate of a cell with two or
 * more, a breadth-first walk of X links only, Y links only (bivalue start cells) and both.
 *
 *   cycle          the walk returns to its start (on) after 4+ half-steps: a digit leaves every
 *                  cell outside the loop that sees an on and an off node of that digit —
 *                  6.5 (X or Y), 7.0 (XY)
 *   forcing chain  "p on" reaches "p off" (p goes) or "p off" reaches "p on" (p is placed) —
 *                  6.6 (X), 7.0 (XY)
 *
 * Complexity = the distinct candidates on the chain; the easiest (difficulty, complexity, kind)
 * wins. After SudokuExplainer 1.2.1, Chaining.doCycles / doForcingChains / createCycleHint.
 */
import {
  type SeGrid,
  CELL_HOUSES as CELL_HOUSES_,
  POP as POP_,
  positions as positions_,
  SEES as SEES_,
} from './grid.ts';
import type { SeHint } from './hint.ts';
import { complexityBudget as complexityBudget_, lengthBonus as lengthBonus_, tenth as tenth_ } from './length.ts';
import { CELL_CAUSE, LinkTable, popcount as popcount_ } from './links.ts';
import { hashNodes } from './propagate.ts';
const complexityBudget = complexityBudget_,
  lengthBonus = lengthBonus_,
  tenth = tenth_;
const popcount = popcount_;
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const SEES = SEES_,
  CELL_HOUSES = CELL_HOUSES_,
  POP = POP_,
  positions = positions_;

/**
 * Chain nodes live in a pool of parallel arrays: the same candidate may be reached along several
 * chains, each node keeps its own parent. Node k: candidate P[k], on ON[k], parent PARENT[k] (-1 root).
 */
let P = new Int16Array(1 << 14);
let ON = new Uint8Array(1 << 14);
let PARENT = new Int32Array(1 << 14);
let size = 0;

function node(p: number, on: boolean, parent: number): number {
  if (size === P.length) {
    const grow = <T extends Int16Array | Uint8Array | Int32Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    P = grow(P);
    ON = grow(ON);
    PARENT = grow(PARENT);
  }
  P[size] = p;
  ON[size] = on ? 1 : 0;
  PARENT[size] = parent;
  return size++;
}

export interface Ranked {
  readonly hint: SeHint;
  readonly complexity: number;
  readonly sortKey: number;
}

/** Lower is easier: difficulty, then complexity, then kind. */
export function better(a: Ranked, b: Ranked | null): boolean {
  if (!b) return true;
  if (a.hint.difficulty !== b.hint.difficulty) return a.hint.difficulty < b.hint.difficulty;
  if (a.complexity !== b.complexity) return a.complexity < b.complexity;
  return a.sortKey < b.sortKey;
}

const isAncestor = (n: number, p: number, on: number): boolean => {
  for (let a = PARENT[n]!; a >= 0; a = PARENT[a]!) if (P[a] === p && ON[a] === on) return true;
  return false;
};

const seen = new Set<number>();
function chainCount(n: number): number {
  seen.clear();
  for (let a = n; a >= 0; a = PARENT[a]!) seen.add(2 * P[a]! + ON[a]!);
  return seen.size;
}

const onSeen = new Uint8Array(729);
const offSeen = new Uint8Array(729);

function cycles(t: LinkTable, source: number, y: boolean, x: boolean, limit: number, found: number[]): void {
  onSeen.fill(0);
  onSeen[source] = 1;
  let pendingOn: number[] = [node(source, true, -1)];
  let pendingOff: number[] = [];
  let length = 0;
  while (pendingOn.length || pendingOff.length) {
    if (length + 2 > limit) return; // cycles closed next would be longer than the budget
    length++;
    for (const n of pendingOn) {
      const p = P[n]!;
      if (y)
        for (let k = 0; k < t.onOffYn[p]!; k++) {
          const q = t.onOffY[8 * p + k]!;
          if (!isAncestor(n, q, 0)) pendingOff.push(node(q, false, n));
        }
      for (let k = 0; k < t.onOffXn[p]!; k++) {
        const q = t.onOffX[20 * p + k]!;
        if (!isAncestor(n, q, 0)) pendingOff.push(node(q, false, n));
      }
    }
    pendingOn = [];
    length++;
    for (const n of pendingOff) {
      const p = P[n]!;
      if (y) {
        const q = t.offOnY[p]!;
        if (q >= 0) {
          if (length >= 4 && q === source) found.push(node(q, true, n));
          if (!onSeen[q]) {
            onSeen[q] = 1;
            pendingOn.push(node(q, true, n));
          }
        }
      }
      if (x) {
        for (let k = 0; k < t.offOnXn[p]!; k++) {
          const q = t.offOnX[3 * p + k]!;
          if (length >= 4 && q === source) found.push(node(q, true, n));
          if (!onSeen[q]) {
            onSeen[q] = 1;
            pendingOn.push(node(q, true, n));
          }
        }
      }
    }
    pendingOff = [];
  }
}

/** The forcing search at hand (one runs at a time): its source, how it starts, whether a chain closed on it, where chains go. */
const F = { source: 0, sourceOn: false, hit: false, found: [] as number[], pendingOn: [] as number[] };

/** forcing reaches "q off" from node n: a chain closes if q is the source taken on; else q is followed next. */
function toOff(q: number, n: number, nextOff: number[]): void {
  if (F.sourceOn && q === F.source && !F.hit) {
    F.hit = true;
    F.found.push(node(q, false, n));
  }
  if (!offSeen[q]) {
    offSeen[q] = 1;
    nextOff.push(node(q, false, n));
  }
}

/** forcing reaches "q on" from node n: a chain closes if q is the source taken off; else q is followed next. */
function toOn(q: number, n: number): void {
  if (!F.sourceOn && q === F.source && !F.hit) {
    F.hit = true;
    F.found.push(node(q, true, n));
  }
  if (!onSeen[q]) {
    onSeen[q] = 1;
    F.pendingOn.push(node(q, true, n));
  }
}

function forcing(t: LinkTable, source: number, sourceOn: boolean, y: boolean, limit: number, found: number[]): void {
  onSeen.fill(0);
  offSeen.fill(0);
  F.source = source;
  F.sourceOn = sourceOn;
  F.hit = false;
  F.found = found;
  F.pendingOn = [];
  let pendingOff: number[] = [];
  if (sourceOn) {
    onSeen[source] = 1;
    F.pendingOn.push(node(source, true, -1));
  } else {
    offSeen[source] = 1;
    pendingOff.push(node(source, false, -1));
  }
  let length = 1;
  while ((F.pendingOn.length || pendingOff.length) && !F.hit) {
    if (length >= limit) return;
    const nextOff = pendingOff;
    const pendingOn = F.pendingOn;
    if (pendingOn.length) length++;
    for (const n of pendingOn) {
      const p = P[n]!;
      if (y) for (let k = 0; k < t.onOffYn[p]!; k++) toOff(t.onOffY[8 * p + k]!, n, nextOff);
      for (let k = 0; k < t.onOffXn[p]!; k++) toOff(t.onOffX[20 * p + k]!, n, nextOff);
    }
    F.pendingOn = [];
    if (F.hit) return;
    if (length >= limit) return;
    length++;
    for (const n of nextOff) {
      const p = P[n]!;
      if (y) {
        const q = t.offOnY[p]!;
        if (q >= 0) toOn(q, n);
      }
      for (let k = 0; k < t.offOnXn[p]!; k++) toOn(t.offOnX[3 * p + k]!, n);
    }
    pendingOff = [];
  }
}

function cycleEliminations(g: SeGrid, end: number): number[] {
  const cells = new Set<number>();
  for (let n = end; n >= 0 && PARENT[n]! >= 0; n = PARENT[n]!) cells.add((P[n]! / 9) | 0);
  const forw = new Set<number>();
  const back = new Set<number>();
  for (let n = end; n >= 0 && PARENT[n]! >= 0; n = PARENT[n]!) {
    const cell = (P[n]! / 9) | 0;
    const d = (P[n]! % 9) + 1;
    for (let c = 0; c < 81; c++) {
      if (!SEES[81 * cell + c] || cells.has(c) || !(g.cand[c]! & (1 << d))) continue;
      (ON[n] ? forw : back).add(9 * c + d - 1);
    }
  }
  return [...forw].filter((q) => back.has(q));
}

/** The links of the grid being searched (one search runs at a time). */
const table = new LinkTable();

/** A cycle or forcing chain as the search finds it: its chain ends at pool node `end`. */
export interface FoundLoop {
  readonly difficulty: number;
  readonly complexity: number;
  readonly sortKey: number;
  readonly name: string;
  readonly eliminations: readonly number[];
  readonly place?: readonly [number, number];
  readonly end: number;
  readonly cycle: boolean;
}

interface LoopSink {
  budget(base: number): number;
  take(f: FoundLoop): void;
}

/** The easiest cycle or forcing chain, or null. */
export function forcingChainsAndCycles(g: SeGrid): Ranked | null {
  let best: Ranked | null = null;
  searchLoops(g, {
    budget: (base) => complexityBudget(base, best && { difficulty: best.hint.difficulty, complexity: best.complexity }),
    take: (f) => {
      const hint = f.place
        ? { name: f.name, difficulty: f.difficulty, eliminations: f.eliminations, place: f.place }
        : { name: f.name, difficulty: f.difficulty, eliminations: f.eliminations };
      const r: Ranked = { hint, complexity: f.complexity, sortKey: f.sortKey };
      if (better(r, best)) best = r;
    },
  });
  return best;
}

/**
 * Every cycle and forcing chain in SE's order (X, Y, then XY; cells; digits; cycles before chains),
 * chains of more than `limit` candidates left out. `take` reads a chain's nodes with `loopOnCauses`
 * and `loopKey` before it returns.
 */
export function everyLoop(g: SeGrid, limit: number, take: (f: FoundLoop) => void): void {
  searchLoops(g, { budget: () => limit, take });
}

/** The house type (0 box, 1 row, 2 column) shared by cells a ≠ b, first in that order, with `two` places of d when asked; -1 none. */
function sharedHouse(g: SeGrid, a: number, b: number, d: number, two: boolean): number {
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * a + t]!;
    if (CELL_HOUSES[3 * b + t] !== h) continue;
    if (!two || POP[positions(g, h, d)] === 2) return t;
  }
  return -1;
}

/**
 * The on nodes of a found chain and why each is on (CELL_CAUSE or 1 + house type), as flat pairs
 * `p, cause`: the chain's own on nodes (off → on links), and for a cycle also those of its
 * reversed reading, whose on nodes are the chain's off nodes, each on for the reason it went off.
 * After SE's collectRuleParents over getChainsTargets (a cycle's reversed chain: getReversedCycle).
 */
export function loopOnCauses(g: SeGrid, f: FoundLoop, out: number[]): void {
  out.length = 0;
  for (let n = f.end; n >= 0; n = PARENT[n]!) {
    const m = PARENT[n]!;
    if (m < 0) break; // the assumption
    const p = P[n]!;
    const q = P[m]!;
    const cell = (p / 9) | 0;
    const from = (q / 9) | 0;
    const d = (p % 9) + 1;
    if (ON[n]) out.push(p, cell === from ? CELL_CAUSE : 1 + sharedHouse(g, cell, from, d, true));
    else if (f.cycle) out.push(p, cell === from ? CELL_CAUSE : 1 + sharedHouse(g, cell, from, d, false));
  }
}

/** Tells equal chains apart from distinct ones (SE's FullChain). */
export function loopKey(f: FoundLoop): number {
  keyNodes.length = 0;
  for (let n = f.end; n >= 0; n = PARENT[n]!) keyNodes.push(2 * P[n]! + ON[n]!);
  return hashNodes(f.cycle ? 1 : 2, keyNodes);
}
const keyNodes: number[] = [];

function searchLoops(g: SeGrid, sink: LoopSink): void {
  const t = table.load(g);
  for (const [y, x] of [
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    const xy = x && y;
    for (let cell = 0; cell < 81; cell++) {
      const m = g.cand[cell]!;
      const n = popcount(m);
      if (g.value[cell] !== 0 || n < 2) continue;
      if (!x && n > 2) continue;
      for (let d = 1; d <= 9; d++) {
        if (!(m & (1 << d))) continue;
        const p = 9 * cell + d - 1;
        size = 0;
        const found: number[] = [];
        cycles(t, p, y, x, sink.budget(xy ? 7.0 : 6.5), found);
        for (const end of found) {
          const eliminations = cycleEliminations(g, end);
          if (!eliminations.length) continue;
          const complexity = chainCount(end);
          const difficulty = tenth((xy ? 7.0 : 6.5) + lengthBonus(complexity));
          const name = xy ? 'Bidirectional Cycle' : y ? 'Bidirectional Y-Cycle' : 'Bidirectional X-Cycle';
          sink.take({ name, difficulty, eliminations, complexity, sortKey: xy ? 4 : y ? 3 : 2, end, cycle: true });
        }
        if (!x) continue;
        const chains: number[] = [];
        forcing(t, p, true, y, sink.budget(xy ? 7.0 : 6.6), chains);
        forcing(t, p, false, y, sink.budget(xy ? 7.0 : 6.6), chains);
        for (const target of chains) {
          const complexity = chainCount(target);
          const difficulty = tenth((xy ? 7.0 : 6.6) + lengthBonus(complexity));
          const name = xy ? 'Forcing Chain' : 'Forcing X-Chain';
          const sortKey = xy ? 4 : 2;
          if (ON[target]) {
            const eliminations: number[] = [];
            for (let e = 1; e <= 9; e++) if (e !== d && m & (1 << e)) eliminations.push(9 * cell + e - 1);
            if (!eliminations.length) continue;
            sink.take({
              name,
              difficulty,
              eliminations,
              place: [cell, d],
              complexity,
              sortKey,
              end: target,
              cycle: false,
            });
          } else {
            sink.take({ name, difficulty, eliminations: [p], complexity, sortKey, end: target, cycle: false });
          }
        }
      }
    }
  }
}
