/**
 * One SE chain propagation ("doChaining"): from candidates assumed on/off, everything they force,
 * one implication at a time (pending "on" conclusions first), each conclusion remembering the
 * nodes it rests on. Node n = 2p + 1 for "p on", 2p for "p off".
 *
 * dynamic: every "off" is written into a working copy, so later links see the reduced grid and
 *          record the removed candidates they rest on (hidden parents);
 * level 1: when nothing is pending, intersections, hidden/naked pairs and X-wings on the working
 *          grid add eliminations resting on the removals that made them ("dynamic +").
 * Stops at the first candidate forced both on and off (the contradiction is kept).
 * After SudokuExplainer 1.2.1, Chaining.doChaining / getAdvancedPotentials.
 */
import { HOUSE_CELLS, POP, SeGrid } from './grid.ts';
import { offToOn, onToOff } from './links.ts';
import { advancedEliminations } from './advanced.ts';

export interface ChainMode {
  readonly dynamic: boolean;
  readonly nishio: boolean;
  readonly level: number;
}

export class Session {
  /** parents[n] for each node present (null when absent); the assumptions have []. */
  readonly parents: (number[] | null)[] = new Array<number[] | null>(1458).fill(null);
  /** Nodes in the order they were reached. */
  readonly order: number[] = [];
  /** A contradiction: [on node parents, off node parents] of candidate `absurdP`, when found. */
  absurd: { p: number; onParents: number[] | null; offParents: number[] | null } | null = null;

  has(n: number): boolean {
    return this.parents[n] !== null;
  }

  add(n: number, parents: number[]): void {
    this.parents[n] = parents;
    this.order.push(n);
  }
}

const stamp = new Uint32Array(1458);
let epoch = 0;
const stack: number[] = [];

/** Distinct nodes a node rests on, itself included. `extra` stands for a node not in the session. */
export function ancestorCount(s: Session, n: number, extraParents?: number[]): number {
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
  while (stack.length) {
    const q = stack.pop()!;
    if (stamp[q] === epoch) continue;
    stamp[q] = epoch;
    count++;
    const ps = s.parents[q];
    if (ps) for (const r of ps) if (stamp[r] !== epoch) stack.push(r);
  }
  return count;
}

const links: number[] = [];

export function propagate(g: SeGrid, ons: readonly number[], offs: readonly number[], mode: ChainMode): Session {
  const s = new Session();
  const work = mode.dynamic ? g.clone() : g;
  const y = !mode.nishio;
  const pending: number[] = [];
  let headOn = 0;
  const onQueue: number[] = [];
  const offQueue: number[] = [];
  let headOff = 0;
  for (const p of ons) {
    s.add(2 * p + 1, []);
    onQueue.push(p);
  }
  for (const p of offs) {
    s.add(2 * p, []);
    offQueue.push(p);
  }
  void pending;
  for (;;) {
    if (headOn < onQueue.length) {
      const p = onQueue[headOn++]!;
      onToOff(work, p, y, links);
      for (const q of links) {
        if (s.has(2 * q + 1)) {
          s.absurd = { p: q, onParents: null, offParents: [2 * p + 1] };
          return s;
        }
        if (!s.has(2 * q)) {
          s.add(2 * q, [2 * p + 1]);
          offQueue.push(q);
        }
      }
      continue;
    }
    if (headOff < offQueue.length) {
      const p = offQueue[headOff++]!;
      offToOn(work, p, mode.dynamic ? g : null, y, true, links);
      if (mode.dynamic) work.cand[(p / 9) | 0]! &= ~(1 << ((p % 9) + 1));
      for (let k = 0; k < links.length; ) {
        const q = links[k]!;
        const n = links[k + 1]!;
        const parents = [2 * p];
        for (let j = 0; j < n; j++) {
          const h = 2 * links[k + 2 + j]!;
          if (s.has(h)) parents.push(h);
        }
        k += 2 + n;
        if (s.has(2 * q)) {
          s.absurd = { p: q, onParents: parents, offParents: null };
          return s;
        }
        if (!s.has(2 * q + 1)) {
          s.add(2 * q + 1, parents);
          onQueue.push(q);
        }
      }
      continue;
    }
    if (mode.level > 0) {
      let added = false;
      for (const [q, parents] of advancedEliminations(work, g, s)) {
        if (s.has(2 * q)) continue;
        s.add(2 * q, parents);
        offQueue.push(q);
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
