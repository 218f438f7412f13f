/**
 * Alternating inference chains over candidates (digit d in cell c = one node).
 *
 *   strong link  A = B   at least one is true: the two digits of a bivalue cell, or the two
 *                        places of a digit in a house
 *   weak link    A - B   at most one is true: two digits of one cell, or one digit in two cells
 *                        that see each other
 *
 * A chain  S = … - … = Z  alternates them, starting and ending with a strong link: if S is
 * false, Z is true, so one of S and Z holds, and any candidate weakly linked to both is false.
 * X-chain: one digit, house links only. XY-chain: strong links inside bivalue cells only.
 * AIC: any mix. A chain that comes back to its start proves the start (a nice loop's placement).
 * The search is breadth first from each start, so the shortest chain is reported.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { first } from '../first.ts';
import { cellWord, digitWord, makeStep } from '../words.ts';

type Mode = 'x' | 'xy' | 'aic';

interface Graph {
  n: number;
  /** Strong partners of each node (up to a cell partner and one per house). */
  strong: Int32Array[];
}

/** Strong links of every candidate node. */
function buildGraph(state: State, mode: Mode): Graph {
  const { board, candidates } = state;
  const n = board.n;
  const lists: number[][] = Array.from({ length: board.cellCount * n }, () => []);
  if (mode !== 'x') {
    for (let cell = 0; cell < board.cellCount; cell++) {
      const m = candidates[cell]!;
      if (POPCOUNT[m] !== 2) continue;
      const d1 = 31 - Math.clz32(m & -m);
      const d2 = 31 - Math.clz32(m);
      lists[cell * n + d1]!.push(cell * n + d2);
      lists[cell * n + d2]!.push(cell * n + d1);
    }
  }
  if (mode !== 'xy') {
    for (const house of board.houses) {
      for (let d = 0; d < n; d++) {
        const bit = 1 << d;
        let a = -1;
        let b = -1;
        let count = 0;
        for (let i = 0; i < house.length && count <= 2; i++) {
          if (candidates[house[i]!]! & bit) {
            if (count === 0) a = house[i]!;
            else b = house[i]!;
            count++;
          }
        }
        if (count !== 2) continue;
        const na = a * n + d;
        const nb = b * n + d;
        if (!lists[na]!.includes(nb)) {
          lists[na]!.push(nb);
          lists[nb]!.push(na);
        }
      }
    }
  }
  return { n, strong: lists.map((l) => Int32Array.from(l)) };
}

const nodeWord = (state: State, node: number): string =>
  `(${digitWord((node % state.board.n) + 1)})${cellWord(state.board, Math.floor(node / state.board.n))}`;

function chainFinder(mode: Mode, name: string, maxNodes: number) {
  return (state: State, out: Step[]): void => {
    const { board, candidates } = state;
    const n = board.n;
    const nodeCount = board.cellCount * n;
    const graph = buildGraph(state, mode);
    const onFrom = new Int32Array(nodeCount);
    const offFrom = new Int32Array(nodeCount);
    const onDepth = new Int32Array(nodeCount);
    // Visit marks are stamps (the start's number + 1), so nothing is cleared between starts.
    const onSeen = new Int32Array(nodeCount);
    const offSeen = new Int32Array(nodeCount);
    let stamp = 0;
    let tail = 0;
    // Weak links of every candidate, once per call (compressed rows): other digits of its cell
    // (not in X-chains) and the same digit in the cells it sees.
    const weakStart = new Int32Array(nodeCount + 1);
    const weakList: number[] = [];
    for (let node = 0; node < nodeCount; node++) {
      weakStart[node] = weakList.length;
      const cell = Math.floor(node / n);
      const d = node % n;
      if (!(candidates[cell]! & (1 << d))) continue;
      if (mode !== 'x') for (let e = 0; e < n; e++) if (e !== d && candidates[cell]! & (1 << e)) weakList.push(cell * n + e);
      for (const p of board.peers[cell]!) if (candidates[p]! & (1 << d)) weakList.push(p * n + d);
    }
    weakStart[nodeCount] = weakList.length;
    const weak = Int32Array.from(weakList);
    const queue = new Int32Array(nodeCount * 2);
    const victims: number[] = [];
    // One instance per distinct effect: many (start, end) pairs prove the same eliminations.
    const effects = new Set<string>();
    const has = (node: number) => (candidates[Math.floor(node / n)]! & (1 << node % n)) !== 0;
    const weakAny = (a: number, b: number): boolean => {
      if (a === b) return false;
      const ca = Math.floor(a / n);
      const cb = Math.floor(b / n);
      if (ca === cb) return true;
      return a % n === b % n && board.sees[ca * board.cellCount + cb] === 1;
    };
    for (let start = 0; start < nodeCount; start++) {
      if (graph.strong[start]!.length === 0) continue;
      stamp++;
      // Candidates weakly linked to the start: the eliminations any chain from it may make.
      victims.length = 0;
      const sc = Math.floor(start / n);
      const sd = start % n;
      for (let d = 0; d < n; d++) if (d !== sd && candidates[sc]! & (1 << d)) victims.push(sc * n + d);
      for (const p of board.peers[sc]!) if (candidates[p]! & (1 << sd)) victims.push(p * n + sd);
      offFrom[start] = -1;
      offSeen[start] = stamp;
      let head = 0;
      tail = 0;
      // Queue holds on-nodes; from each we go weak (to off) then strong (to on).
      for (const z of graph.strong[start]!) {
        if (onSeen[z] === stamp) continue;
        onSeen[z] = stamp;
        onFrom[z] = start;
        onDepth[z] = 2;
        queue[tail++] = z;
      }
      while (head < tail) {
        const on = queue[head++]!;
        // Conclusion for this on-node: start or `on` is true.
        if (on === start) {
          const key = `p${start}`;
          if (!effects.has(key)) {
            effects.add(key);
            out.push(placement(start));
          }
          continue;
        }
        // A candidate weakly linked to both the start and `on` exists only if the two share a
        // digit, a cell, or are in cells that see each other: skip the rest without a scan.
        const onCell = Math.floor(on / n);
        const related =
          mode === 'xy' ? on % n === sd : on % n === sd || onCell === sc || board.sees[sc * board.cellCount + onCell] === 1;
        if (related && (onDepth[on]! >= 4 || mode === 'xy')) {
          const eliminations: CellDigit[] = [];
          for (const v of victims) {
            if (v !== on && weakAny(v, on) && has(v)) eliminations.push({ cell: Math.floor(v / n), digit: (v % n) + 1 });
          }
          if (eliminations.length > 0 && (mode !== 'xy' || on % n === start % n)) {
            const key = eliminations.map((e) => e.cell * 64 + e.digit).sort((x, y) => x - y).join(',');
            if (!effects.has(key)) {
              effects.add(key);
              out.push(report(start, on, eliminations));
            }
          }
        }
        if (onDepth[on]! + 2 > maxNodes) continue;
        // Weak link from `on` to an off-node, then its strong links to the next on-nodes.
        const depth = onDepth[on]! + 2;
        for (let k = weakStart[on]!; k < weakStart[on + 1]!; k++) {
          const off = weak[k]!;
          if (offSeen[off] === stamp) continue;
          offSeen[off] = stamp;
          offFrom[off] = on;
          const partners = graph.strong[off]!;
          for (let i = 0; i < partners.length; i++) {
            const next = partners[i]!;
            if (onSeen[next] === stamp) continue;
            onSeen[next] = stamp;
            onFrom[next] = off;
            onDepth[next] = depth;
            queue[tail++] = next;
          }
        }
      }
    }

    function path(end: number): number[] {
      // on/off alternate back to the start.
      const nodes = [end];
      let cur = end;
      let isOn = true;
      while (cur !== -1 && nodes.length < 200) {
        const prev = isOn ? onFrom[cur]! : offFrom[cur]!;
        if (prev === -1) break;
        nodes.push(prev);
        cur = prev;
        isOn = !isOn;
        if (!isOn && offFrom[cur] === -1) break;
      }
      return nodes.reverse();
    }

    function chainText(nodes: number[]): string {
      let text = nodeWord(state, nodes[0]!);
      for (let i = 1; i < nodes.length; i++) text += (i % 2 === 1 ? ' = ' : ' - ') + nodeWord(state, nodes[i]!);
      return text;
    }

    function report(start: number, end: number, eliminations: CellDigit[]): Step {
      const nodes = path(end);
      const cells = nodes.map((x) => Math.floor(x / n));
      return makeStep(
        name,
        [],
        eliminations,
        cells,
        `Chain ${chainText(nodes)}: if ${nodeWord(state, start)} is false then ${nodeWord(state, end)} is true, so one of them holds and every candidate that conflicts with both is removed.`,
      );
    }

    function placement(start: number): Step {
      const nodes = path(start);
      const cell = Math.floor(start / n);
      return makeStep(
        name,
        [{ cell, digit: (start % n) + 1 }],
        [],
        nodes.map((x) => Math.floor(x / n)),
        `Chain ${chainText(nodes)}: if ${nodeWord(state, start)} were false the chain would make it true, so it is true.`,
      );
    }
  };
}

export const xChains = chainFinder('x', 'x-chain', 16);
export const xyChains = chainFinder('xy', 'xy-chain', 16);
export const aics = chainFinder('aic', 'aic', 16);

export const xChain = first(xChains);
export const xyChain = first(xyChains);
export const aic = first(aics);
