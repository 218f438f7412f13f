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
import type { Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { first } from '../first.ts';
import { cellWord, digitWord, makeStep } from '../words.ts';

type Mode = 'x' | 'xy' | 'aic';

/**
 * Scratch arrays of one board, reused by every call: the search runs thousands of times per
 * puzzle, and fresh arrays per call kept the garbage collector busy.
 */
interface Scratch {
  /** Strong partners of node x: strong[x * slots .. x * slots + strongCount[x]), in the order found. */
  slots: number;
  strong: Int32Array;
  strongCount: Int32Array;
  onFrom: Int32Array;
  offFrom: Int32Array;
  onDepth: Int32Array;
  onSeen: Int32Array;
  offSeen: Int32Array;
  weakStart: Int32Array;
  weak: Int32Array;
  queue: Int32Array;
}

/** Per board, not per size: a diagonal or hyper cell lies in more houses than a classic one. */
const scratchByBoard = new WeakMap<Board, Scratch>();

function scratchFor(board: Board): Scratch {
  let scratch = scratchByBoard.get(board);
  if (!scratch) {
    const nodeCount = board.cellCount * board.n;
    let houses = 0;
    let peers = 0;
    for (let cell = 0; cell < board.cellCount; cell++) {
      houses = Math.max(houses, board.cellHouses[cell]!.length);
      peers = Math.max(peers, board.peers[cell]!.length);
    }
    // A node's strong partners: the other digit of its cell and one per house.
    const slots = houses + 1;
    scratch = {
      slots,
      strong: new Int32Array(nodeCount * slots),
      strongCount: new Int32Array(nodeCount),
      onFrom: new Int32Array(nodeCount),
      offFrom: new Int32Array(nodeCount),
      onDepth: new Int32Array(nodeCount),
      onSeen: new Int32Array(nodeCount),
      offSeen: new Int32Array(nodeCount),
      weakStart: new Int32Array(nodeCount + 1),
      weak: new Int32Array(nodeCount * (board.n - 1 + peers)),
      queue: new Int32Array(nodeCount * 2),
    };
    scratchByBoard.set(board, scratch);
  }
  return scratch;
}

/** Strong links of every candidate node, into the scratch's strong lists. */
function buildGraph(state: State, mode: Mode, scratch: Scratch): void {
  const { board, candidates } = state;
  const n = board.n;
  const { slots, strong, strongCount } = scratch;
  strongCount.fill(0);
  const link = (from: number, to: number) => {
    strong[from * slots + strongCount[from]!] = to;
    strongCount[from]!++;
  };
  if (mode !== 'x') {
    for (let cell = 0; cell < board.cellCount; cell++) {
      const m = candidates[cell]!;
      if (POPCOUNT[m] !== 2) continue;
      const d1 = 31 - Math.clz32(m & -m);
      const d2 = 31 - Math.clz32(m);
      link(cell * n + d1, cell * n + d2);
      link(cell * n + d2, cell * n + d1);
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
        // Two cells may share a row and a box: one link, listed where first found.
        let known = false;
        for (let k = na * slots, end = k + strongCount[na]!; k < end; k++) if (strong[k] === nb) known = true;
        if (!known) {
          link(na, nb);
          link(nb, na);
        }
      }
    }
  }
}

const nodeWord = (state: State, node: number): string =>
  `(${digitWord((node % state.board.n) + 1)})${cellWord(state.board, Math.floor(node / state.board.n))}`;

function chainFinder(mode: Mode, name: string, maxNodes: number) {
  return (state: State, out: Step[]): void => {
    const { board, candidates } = state;
    const n = board.n;
    const nodeCount = board.cellCount * n;
    const scratch = scratchFor(board);
    buildGraph(state, mode, scratch);
    const { slots, strong, strongCount, onFrom, offFrom, onDepth, onSeen, offSeen, weakStart, weak, queue } = scratch;
    // Visit marks are stamps (the start's number + 1), so nothing is cleared between starts.
    onSeen.fill(0);
    offSeen.fill(0);
    let stamp = 0;
    let tail = 0;
    // Weak links of every candidate, once per call (compressed rows): other digits of its cell
    // (not in X-chains) and the same digit in the cells it sees.
    let weakCount = 0;
    for (let node = 0; node < nodeCount; node++) {
      weakStart[node] = weakCount;
      const cell = Math.floor(node / n);
      const d = node % n;
      if (!(candidates[cell]! & (1 << d))) continue;
      if (mode !== 'x') for (let e = 0; e < n; e++) if (e !== d && candidates[cell]! & (1 << e)) weak[weakCount++] = cell * n + e;
      for (const p of board.peers[cell]!) if (candidates[p]! & (1 << d)) weak[weakCount++] = p * n + d;
    }
    weakStart[nodeCount] = weakCount;
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
      if (strongCount[start] === 0) continue;
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
      for (let k = start * slots, end = k + strongCount[start]!; k < end; k++) {
        const z = strong[k]!;
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
          for (let i = off * slots, end = i + strongCount[off]!; i < end; i++) {
            const next = strong[i]!;
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
