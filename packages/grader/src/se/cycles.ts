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
import { SEES, type SeGrid } from './grid.ts';
import type { SeHint } from './hint.ts';
import { lengthBonus, tenth } from './length.ts';
import { offToOn, onToOff, popcount } from './links.ts';

/** A chain node with its own parent: the same candidate may be reached along several chains. */
interface Node {
  readonly p: number;
  readonly on: boolean;
  readonly parent: Node | null;
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

const isAncestor = (n: Node, p: number, on: boolean): boolean => {
  for (let a = n.parent; a; a = a.parent) if (a.p === p && a.on === on) return true;
  return false;
};

function chainCount(n: Node): number {
  const seen = new Set<number>();
  for (let a: Node | null = n; a; a = a.parent) seen.add(2 * a.p + (a.on ? 1 : 0));
  return seen.size;
}

const scratch: number[] = [];

function cycles(g: SeGrid, source: number, y: boolean, x: boolean, found: Node[]): void {
  const onSeen = new Uint8Array(729);
  onSeen[source] = 1;
  let pendingOn: Node[] = [{ p: source, on: true, parent: null }];
  let pendingOff: Node[] = [];
  let length = 0;
  while (pendingOn.length || pendingOff.length) {
    length++;
    for (const n of pendingOn) {
      onToOff(g, n.p, y, scratch);
      for (const q of scratch) if (!isAncestor(n, q, false)) pendingOff.push({ p: q, on: false, parent: n });
    }
    pendingOn = [];
    length++;
    for (const n of pendingOff) {
      offToOn(g, n.p, null, y, x, scratch);
      for (let k = 0; k < scratch.length; k += 2 + scratch[k + 1]!) {
        const q = scratch[k]!;
        const node: Node = { p: q, on: true, parent: n };
        if (length >= 4 && q === source) found.push(node);
        if (!onSeen[q]) {
          onSeen[q] = 1;
          pendingOn.push(node);
        }
      }
    }
    pendingOff = [];
  }
}

function forcing(g: SeGrid, source: number, sourceOn: boolean, y: boolean, found: Node[]): void {
  const onSeen = new Uint8Array(729);
  const offSeen = new Uint8Array(729);
  const targets = new Set<number>();
  let pendingOn: Node[] = [];
  let pendingOff: Node[] = [];
  if (sourceOn) {
    onSeen[source] = 1;
    pendingOn.push({ p: source, on: true, parent: null });
  } else {
    offSeen[source] = 1;
    pendingOff.push({ p: source, on: false, parent: null });
  }
  while (pendingOn.length || pendingOff.length) {
    const nextOff: Node[] = pendingOff;
    for (const n of pendingOn) {
      onToOff(g, n.p, y, scratch);
      for (const q of scratch) {
        const node: Node = { p: q, on: false, parent: n };
        if (sourceOn && q === source && !targets.has(q)) {
          targets.add(q);
          found.push(node);
        }
        if (!offSeen[q]) {
          offSeen[q] = 1;
          nextOff.push(node);
        }
      }
    }
    pendingOn = [];
    for (const n of nextOff) {
      offToOn(g, n.p, null, y, true, scratch);
      for (let k = 0; k < scratch.length; k += 2 + scratch[k + 1]!) {
        const q = scratch[k]!;
        const node: Node = { p: q, on: true, parent: n };
        if (!sourceOn && q === source && !targets.has(q)) {
          targets.add(q);
          found.push(node);
        }
        if (!onSeen[q]) {
          onSeen[q] = 1;
          pendingOn.push(node);
        }
      }
    }
    pendingOff = [];
  }
}

function cycleEliminations(g: SeGrid, end: Node): number[] {
  const cells = new Set<number>();
  for (let n: Node | null = end; n && n.parent; n = n.parent) cells.add((n.p / 9) | 0);
  const forw = new Set<number>();
  const back = new Set<number>();
  for (let n: Node | null = end; n && n.parent; n = n.parent) {
    const cell = (n.p / 9) | 0;
    const d = (n.p % 9) + 1;
    for (let c = 0; c < 81; c++) {
      if (!SEES[81 * cell + c] || cells.has(c) || !(g.cand[c]! & (1 << d))) continue;
      (n.on ? forw : back).add(9 * c + d - 1);
    }
  }
  return [...forw].filter((q) => back.has(q));
}

/** The easiest cycle or forcing chain, or null. */
export function forcingChainsAndCycles(g: SeGrid): Ranked | null {
  let best: Ranked | null = null;
  const consider = (r: Ranked): void => {
    if (better(r, best)) best = r;
  };
  for (const [y, x] of [[false, true], [true, false], [true, true]] as const) {
    const xy = x && y;
    for (let cell = 0; cell < 81; cell++) {
      const m = g.cand[cell]!;
      const n = popcount(m);
      if (g.value[cell] !== 0 || n < 2) continue;
      if (!x && n > 2) continue;
      for (let d = 1; d <= 9; d++) {
        if (!(m & (1 << d))) continue;
        const p = 9 * cell + d - 1;
        const found: Node[] = [];
        cycles(g, p, y, x, found);
        for (const end of found) {
          const eliminations = cycleEliminations(g, end);
          if (!eliminations.length) continue;
          const complexity = chainCount(end);
          const difficulty = tenth((xy ? 7.0 : 6.5) + lengthBonus(complexity));
          const name = xy ? 'Bidirectional Cycle' : y ? 'Bidirectional Y-Cycle' : 'Bidirectional X-Cycle';
          consider({ hint: { name, difficulty, eliminations }, complexity, sortKey: xy ? 4 : y ? 3 : 2 });
        }
        if (!x) continue;
        const chains: Node[] = [];
        forcing(g, p, true, y, chains);
        forcing(g, p, false, y, chains);
        for (const target of chains) {
          const complexity = chainCount(target);
          const difficulty = tenth((xy ? 7.0 : 6.6) + lengthBonus(complexity));
          const name = xy ? 'Forcing Chain' : 'Forcing X-Chain';
          const sortKey = xy ? 4 : 2;
          if (target.on) {
            const eliminations: number[] = [];
            for (let e = 1; e <= 9; e++) if (e !== d && m & (1 << e)) eliminations.push(9 * cell + e - 1);
            if (!eliminations.length) continue;
            consider({ hint: { name, difficulty, eliminations, place: [cell, d] }, complexity, sortKey });
          } else {
            consider({ hint: { name, difficulty, eliminations: [p] }, complexity, sortKey });
          }
        }
      }
    }
  }
  return best;
}
