/**
 * The chain search: breadth first from every node with a strong link, alternating weak links (to
 * an "off" node) and strong links (to the next "on" node), so the shortest chain to each
 * conclusion is found first. A chain  S = … - … = Z  (starting and ending with a strong link)
 * proves that S or Z is true, so a candidate weakly linked to both is false; a chain that comes
 * back to its start proves the start (a nice loop's placement).
 *
 * A chain kind with group nodes reports only chains that pass a group; one with constraint links
 * (constraint-links.ts) only chains that pass one, or whose ends a constraint joins to the
 * candidate it removes: the plain chains are the AIC's. Both mark the trail the same way
 * (on/offGrouped: "the path so far is the kind's own").
 */
import { lowestBit } from '@sudoku-forge/core-solver';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { chainPlacement, chainRemoval } from './explain.ts';
import {
  buildGraph,
  digitCells,
  graphFor,
  linkedCells,
  seenBy,
  weakRow,
  type ChainGraph,
  type ChainKind,
} from './graph.ts';
import { buildGroups } from './groups.ts';
import { constraintLinks, isConstraintLink } from './constraint-links.ts';

/** One call of a chain technique: its position, its graph and what it has found so far. */
interface ChainSearch {
  readonly state: State;
  readonly kind: ChainKind;
  readonly graph: ChainGraph;
  readonly out: Step[];
  /** One instance per distinct effect: many (start, end) pairs prove the same eliminations. */
  readonly effects: Set<string>;
  /** The eliminations of the current (start, end) pair; NONE until one is found. */
  eliminations: CellDigit[];
  /** True when a constraint joins an end to one of the current eliminations. */
  endsByConstraint: boolean;
}

const NONE: CellDigit[] = [];

/** The finder of one kind of chain: every chain of that kind in the position, one per effect. */
export function chainFinder(kind: ChainKind) {
  return (state: State, out: Step[]): void => {
    const graph = graphFor(state.board);
    const grouped = kind.groups;
    digitCells(state, graph);
    if (grouped) buildGroups(state, graph);
    buildGraph(state, kind, graph);
    linkedCells(state, graph, grouped);
    const { cellNodes, strongCount } = graph;
    if (grouped) {
      // A grouped chain has a group with a strong link: none, nothing to find.
      let any = false;
      for (let g = cellNodes; g < graph.nodeCount && !any; g++) any = strongCount[g]! > 0;
      if (!any) return;
    }
    // Visit marks are stamps, one per start, kept across calls: cleared only when they wrap.
    if (graph.stamp > 0x3fffffff || graph.call > 0x3fffffff) {
      graph.onSeen.fill(0);
      graph.offSeen.fill(0);
      graph.rowBuilt.fill(0);
      graph.stamp = 0;
      graph.call = 0;
    }
    graph.call++;
    graph.constraint = kind.constraintLinks ? constraintLinks(state) : null;
    if (kind.constraintLinks) {
      // Nothing to pass through: every chain here is a plain AIC.
      if (!graph.constraint || graph.constraint.total === 0) return;
      // Each node's row is built once per call: room for every constraint link once.
      const need = graph.weakBase + graph.constraint.total;
      if (graph.weak.length < need) graph.weak = new Int32Array(need);
    }
    graph.weakCount = 0;
    const search: ChainSearch = {
      state,
      kind,
      graph,
      out,
      effects: new Set(),
      eliminations: NONE,
      endsByConstraint: false,
    };
    for (let si = 0; si < graph.startCount; si++) searchFrom(search, graph.starts[si]!);
  };
}

/** Every chain from one start, shortest first. */
function searchFrom(search: ChainSearch, start: number): void {
  const { state, kind, graph, out, effects } = search;
  // the kind's own chains only (see the module's comment)
  const grouped = kind.groups || kind.constraintLinks;
  const byConstraint = kind.constraintLinks;
  const board = state.board;
  const { cellNodes, slots, strong, strongCount, onFrom, offFrom, onDepth, onSeen, offSeen, onGrouped, offGrouped } =
    graph;
  const { weakStart, weakEnd, rowBuilt, weak, queue, nodeDigit } = graph;
  const call = graph.call;
  const stamp = ++graph.stamp;
  const startGroup = start >= cellNodes;
  const sd = nodeDigit[start]!;
  offFrom[start] = -1;
  offSeen[start] = stamp;
  offGrouped[start] = startGroup ? 1 : 0;
  let head = 0;
  let tail = 0;
  // Queue holds on-nodes; from each we go weak (to off) then strong (to on).
  for (let k = start * slots, end = k + strongCount[start]!; k < end; k++) {
    const z = strong[k]!;
    if (onSeen[z] === stamp) continue;
    onSeen[z] = stamp;
    onFrom[z] = start;
    onDepth[z] = 2;
    onGrouped[z] = startGroup || z >= cellNodes ? 1 : 0;
    queue[tail++] = z;
  }
  while (head < tail) {
    const on = queue[head++]!;
    // Conclusion for this on-node: start or `on` is true.
    if (on === start) {
      // Back at the start: it is true. A placement only when the start is one candidate.
      if (!startGroup && (!grouped || onGrouped[on] === 1)) {
        const key = `p${start}`;
        if (!effects.has(key)) {
          effects.add(key);
          out.push(chainPlacement(state, kind, graph, start));
        }
      }
      continue;
    }
    if (
      onDepth[on]! >= kind.shortest &&
      (!kind.groups || onGrouped[on] === 1) &&
      (!kind.sameDigitEnds || nodeDigit[on] === sd)
    ) {
      conflicts(search, start, on);
      const eliminations = search.eliminations;
      if (eliminations !== NONE && (!byConstraint || onGrouped[on] === 1 || search.endsByConstraint)) {
        const key = eliminations
          .map((e) => e.cell * 64 + e.digit)
          .sort((x, y) => x - y)
          .join(',');
        if (!effects.has(key)) {
          effects.add(key);
          out.push(chainRemoval(state, kind, graph, on, eliminations));
        }
      }
    }
    if (onDepth[on]! + 2 > kind.maxNodes) continue;
    // Weak link from `on` to an off-node, then its strong links to the next on-nodes.
    const depth = onDepth[on]! + 2;
    const viaGroup = onGrouped[on]!;
    if (rowBuilt[on] !== call) weakRow(state, kind, graph, on);
    for (let k = weakStart[on]!, end = weakEnd[on]!; k < end; k++) {
      const off = weak[k]!;
      if (offSeen[off] === stamp) continue;
      offSeen[off] = stamp;
      offFrom[off] = on;
      const offG = viaGroup || off >= cellNodes || (byConstraint && isConstraintLink(board, on, off)) ? 1 : 0;
      offGrouped[off] = offG;
      for (let i = off * slots, end = i + strongCount[off]!; i < end; i++) {
        const next = strong[i]!;
        if (onSeen[next] === stamp) continue;
        onSeen[next] = stamp;
        onFrom[next] = off;
        onDepth[next] = depth;
        onGrouped[next] = offG || next >= cellNodes ? 1 : 0;
        queue[tail++] = next;
      }
    }
  }
}

/** Adds digit d (0-based) in every cell of bits (one word of cells). */
function addCells(search: ChainSearch, w: number, bits: number, d: number): void {
  for (; bits !== 0; bits &= bits - 1) {
    if (search.eliminations === NONE) search.eliminations = [];
    search.eliminations.push({ cell: w * 32 + lowestBit(bits), digit: d + 1 });
  }
}

/** Adds digit d in cell when it is a candidate there. */
function addCell(search: ChainSearch, cell: number, d: number): void {
  if (!(search.state.candidates[cell]! & (1 << d))) return;
  if (search.eliminations === NONE) search.eliminations = [];
  search.eliminations.push({ cell, digit: d + 1 });
}

/**
 * The candidates weakly linked to both the start and the end, into `search.eliminations`: with
 * the same digit, the cells of that digit seeing both (all cells of a group end); with different
 * digits, the other digits of a shared cell, or each end's digit in the other end's cell when
 * they see each other; with constraint links also the candidates of constraintConflicts.
 */
function conflicts(search: ChainSearch, start: number, end: number): void {
  houseConflicts(search, start, end);
  constraintConflicts(search, start, end);
}

function houseConflicts(search: ChainSearch, start: number, end: number): void {
  const { graph, state } = search;
  const { board, candidates } = state;
  const { cellNodes, nodeDigit, nodeCell, groupSeen, digitBits } = graph;
  const { words, peerBits } = graph.groups;
  search.eliminations = NONE;
  search.endsByConstraint = false;
  const sd = nodeDigit[start]!;
  const ed = nodeDigit[end]!;
  const sc = nodeCell[start]!;
  const ec = nodeCell[end]!;
  if (sd === ed) {
    // Cells seeing both ends: a cell's peers, a group's seers.
    const a = sc >= 0 ? peerBits : groupSeen;
    const ai = sc >= 0 ? sc * words : (start - cellNodes) * words;
    const b = ec >= 0 ? peerBits : groupSeen;
    const bi = ec >= 0 ? ec * words : (end - cellNodes) * words;
    for (let w = 0; w < words; w++) addCells(search, w, a[ai + w]! & b[bi + w]! & digitBits[sd * words + w]!, sd);
    return;
  }
  if (sc >= 0 && ec >= 0) {
    if (sc === ec) {
      for (let m = candidates[sc]! & ~(1 << sd) & ~(1 << ed); m !== 0; m &= m - 1) addCell(search, sc, lowestBit(m));
    } else if (board.sees[sc * board.cellCount + ec] === 1) {
      addCell(search, sc, ed);
      addCell(search, ec, sd);
    }
  } else if (sc >= 0) {
    if (seenBy(graph, end, sc)) addCell(search, sc, ed);
  } else if (ec >= 0) {
    if (seenBy(graph, start, ec)) addCell(search, ec, sd);
  }
}

/** Is node x weakly linked to the cell node y: a digit of its cell, its digit in a cell it sees, or a constraint? */
function linked(search: ChainSearch, x: number, y: number): boolean {
  const { graph, state } = search;
  const { board } = state;
  const n = board.n;
  const xc = Math.floor(x / n);
  const yc = Math.floor(y / n);
  if (xc === yc) return x !== y;
  if (x % n === y % n && board.sees[xc * board.cellCount + yc] === 1) return true;
  const links = graph.constraint!;
  for (let k = links.start[y]!, end = k + links.count[y]!; k < end; k++) if (links.to[k] === x) return true;
  return false;
}

/**
 * With constraint links, between two candidate ends: the candidates a constraint links to one end
 * and anything links to the other, each once (what the houses give both ends is houseConflicts').
 */
function constraintConflicts(search: ChainSearch, start: number, end: number): void {
  const { graph } = search;
  const links = graph.constraint;
  if (!links || start >= graph.cellNodes || end >= graph.cellNodes) return;
  const n = search.state.board.n;
  for (const [a, b] of [
    [start, end],
    [end, start],
  ] as const) {
    for (let k = links.start[a]!, stop = k + links.count[a]!; k < stop; k++) {
      const x = links.to[k]!;
      if (x === b || !linked(search, x, b)) continue;
      const cell = Math.floor(x / n);
      const digit = (x % n) + 1;
      if (search.eliminations === NONE) search.eliminations = [];
      else if (search.eliminations.some((e) => e.cell === cell && e.digit === digit)) continue;
      search.eliminations.push({ cell, digit });
      search.endsByConstraint = true;
    }
  }
}
