/**
 * The chain graph of a position: candidate nodes (digit d in cell c) and, in grouped AICs, group
 * nodes, with their strong links built up front and their weak links built the first time a
 * chain leaves a node.
 *
 *   strong link  A = B   at least one is true: the two digits of a bivalue cell, or the two
 *                        places of a digit in a house (in grouped AICs: a cell and a group, or
 *                        two disjoint groups, that are all the places of the digit in a house)
 *   weak link    A - B   at most one is true: two digits of one cell, or one digit in two nodes
 *                        whose cells all see each other
 *
 * Which links a technique uses is its `ChainKind`.
 */
import { POPCOUNT, highestBit, lowestBit } from '@sudoku-forge/core-solver';
import { perBoard } from '../../board.ts';
import type { State } from '../../state.ts';
import { groupTableOf, type GroupTable } from './groups.ts';
import type { ConstraintLinks } from './constraint-links.ts';

/** What sets the chain techniques apart: the links they use and the chains they report. */
export interface ChainKind {
  readonly name: string;
  /** Most nodes in a chain. */
  readonly maxNodes: number;
  /** Links inside cells: strong between the two digits of a bivalue cell, weak between any two. */
  readonly cellLinks: boolean;
  /** Strong links between the two places of a digit in a house. */
  readonly houseLinks: boolean;
  /** Group nodes; then only chains that use a group are reported (plain ones are the AIC's). */
  readonly groups: boolean;
  /** Fewest nodes before the ends prove anything (2 + 2 per strong link after the first). */
  readonly shortest: number;
  /** Both ends have the same digit (an XY-chain's ends). */
  readonly sameDigitEnds: boolean;
  /** What the nudge calls the chain. */
  readonly what: string;
  /** Weak links through constraints too (constraint-links.ts): two candidates a constraint forbids together. */
  readonly constraintLinks: boolean;
}

/**
 * Scratch arrays of one board, reused by every call: the search runs thousands of times per
 * puzzle, and fresh arrays per call kept the garbage collector busy.
 *
 * Nodes: cell * n + d for a candidate, cellNodes + slot * n + d for a group.
 */
export interface ChainGraph {
  cellNodes: number;
  nodeCount: number;
  /** The digit (0-based) of every node, and the cell of a candidate node (-1 for a group). */
  nodeDigit: Uint8Array;
  nodeCell: Int16Array;
  /** Strong partners of node x: strong[x * slots .. x * slots + strongCount[x]), in the order found. */
  slots: number;
  strong: Int32Array;
  strongCount: Int32Array;
  onFrom: Int32Array;
  offFrom: Int32Array;
  onDepth: Int32Array;
  onSeen: Int32Array;
  offSeen: Int32Array;
  /** 1 when the path to the node (on or off) passes a group. */
  onGrouped: Uint8Array;
  offGrouped: Uint8Array;
  /** Last stamp used by onSeen/offSeen (kept across calls, so they are cleared only on wrap). */
  stamp: number;
  /** Weak partners of node x: weak[weakStart[x] .. weakEnd[x]), valid when rowBuilt[x] is the call's number. */
  weakStart: Int32Array;
  weakEnd: Int32Array;
  rowBuilt: Int32Array;
  call: number;
  weak: Int32Array;
  /** The length `weak` needs without constraint links (each node's row is built once per call). */
  weakBase: number;
  /** The call's constraint weak links, or null (boards without constraints, kinds without them). */
  constraint: ConstraintLinks | null;
  /** Entries of `weak` used in this call. */
  weakCount: number;
  queue: Int32Array;
  groups: GroupTable;
  /** Live cells of each group node (0 or 2+), listed in groupCells[g * maxInside ..]. */
  groupLive: Int32Array;
  groupCells: Int16Array;
  /** Cells holding the group's digit that see every cell of the group, as bits. */
  groupSeen: Uint32Array;
  digitBits: Uint32Array;
  /** Cells whose candidate of the digit has a strong link: linkedBits[d * words ..]. */
  linkedBits: Uint32Array;
  /** Nodes with a strong link, in node order: starts[0 .. startCount). */
  starts: Int32Array;
  startCount: number;
  houseCount: Int32Array;
  houseFirst: Int32Array;
  houseSecond: Int32Array;
  mark: Int32Array;
  markStamp: number;
}

/** Per board, not per size: a diagonal or hyper cell lies in more houses than a classic one. */
export const graphFor = perBoard((board): ChainGraph => {
  const groups = groupTableOf(board);
  const n = board.n;
  const cellNodes = board.cellCount * n;
  const groupNodes = groups.slotCount * n;
  const nodeCount = cellNodes + groupNodes;
  let houses = 0;
  let peers = 0;
  let near = 0;
  for (let cell = 0; cell < board.cellCount; cell++) {
    houses = Math.max(houses, board.cellHouses[cell]!.length);
    peers = Math.max(peers, board.peers[cell]!.length);
    near = Math.max(near, groups.cellSlots[cell]!.length);
  }
  // A node's strong partners: the other digit of its cell and one per house (a group lies in
  // fewer houses than any of its cells).
  const slots = houses + 1;
  const words = groups.words;
  const nodeDigit = new Uint8Array(nodeCount);
  const nodeCell = new Int16Array(nodeCount).fill(-1);
  for (let node = 0; node < nodeCount; node++) nodeDigit[node] = (node < cellNodes ? node : node - cellNodes) % n;
  for (let node = 0; node < cellNodes; node++) nodeCell[node] = Math.floor(node / n);
  const weakBase = cellNodes * (n - 1 + peers + near) + groupNodes * (peers + groups.slotCount);
  const scratch: ChainGraph = {
    cellNodes,
    nodeCount,
    nodeDigit,
    nodeCell,
    slots,
    strong: new Int32Array(nodeCount * slots),
    strongCount: new Int32Array(nodeCount),
    onFrom: new Int32Array(nodeCount),
    offFrom: new Int32Array(nodeCount),
    onDepth: new Int32Array(nodeCount),
    onSeen: new Int32Array(nodeCount),
    offSeen: new Int32Array(nodeCount),
    onGrouped: new Uint8Array(nodeCount),
    offGrouped: new Uint8Array(nodeCount),
    stamp: 0,
    weakStart: new Int32Array(nodeCount),
    weakEnd: new Int32Array(nodeCount),
    rowBuilt: new Int32Array(nodeCount),
    call: 0,
    weakCount: 0,
    // Cells: other digits, peers, nearby groups; groups: cells seeing them, other groups.
    weak: new Int32Array(weakBase),
    weakBase,
    constraint: null,
    queue: new Int32Array(nodeCount * 2),
    groups,
    groupLive: new Int32Array(groupNodes),
    groupCells: new Int16Array(groupNodes * groups.maxInside),
    groupSeen: new Uint32Array(groupNodes * words),
    digitBits: new Uint32Array(n * words),
    linkedBits: new Uint32Array(n * words),
    starts: new Int32Array(nodeCount),
    startCount: 0,
    houseCount: new Int32Array(n),
    houseFirst: new Int32Array(n),
    houseSecond: new Int32Array(n),
    mark: new Int32Array(board.cellCount),
    markStamp: 0,
  };
  return scratch;
});

/** The cells of each digit, as bits: digitBits[d * words ..]. */
export function digitCells(state: State, scratch: ChainGraph): void {
  const { board, candidates } = state;
  const { digitBits } = scratch;
  const words = scratch.groups.words;
  digitBits.fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    for (let m = candidates[cell]!; m !== 0; m &= m - 1) {
      const d = lowestBit(m);
      digitBits[d * words + (cell >>> 5)]! |= 1 << (cell & 31);
    }
  }
}

/**
 * After the strong links: the nodes with one (the starts, in node order), the candidates with
 * one per digit as cell bits, and for each group with one the cells of its digit that see all
 * its cells.
 */
export function linkedCells(state: State, scratch: ChainGraph, grouped: boolean): void {
  const { board } = state;
  const n = board.n;
  const {
    cellNodes,
    strongCount,
    nodeCell,
    nodeDigit,
    linkedBits,
    groups,
    groupLive,
    groupCells,
    groupSeen,
    digitBits,
    starts,
  } = scratch;
  const { words, peerBits, maxInside } = groups;
  const nodeCount = grouped ? scratch.nodeCount : cellNodes;
  linkedBits.fill(0);
  let count = 0;
  for (let node = 0; node < cellNodes; node++) {
    if (strongCount[node] === 0) continue;
    starts[count++] = node;
    const cell = nodeCell[node]!;
    linkedBits[nodeDigit[node]! * words + (cell >>> 5)]! |= 1 << (cell & 31);
  }
  for (let node = cellNodes; node < nodeCount; node++) {
    if (strongCount[node] === 0) continue;
    starts[count++] = node;
    const g = node - cellNodes;
    const d = g % n;
    const live = groupLive[g]!;
    for (let w = 0; w < words; w++) {
      let bits = digitBits[d * words + w]!;
      for (let i = 0; i < live; i++) bits &= peerBits[groupCells[g * maxInside + i]! * words + w]!;
      groupSeen[g * words + w] = bits;
    }
  }
  scratch.startCount = count;
}

/** Strong links of every candidate node, into the scratch's strong lists. */
export function buildGraph(state: State, kind: ChainKind, scratch: ChainGraph): void {
  const { board, candidates } = state;
  const n = board.n;
  const { slots, strong, strongCount } = scratch;
  strongCount.fill(0);
  const link = (from: number, to: number) => {
    strong[from * slots + strongCount[from]!] = to;
    strongCount[from]!++;
  };
  // Two nodes may be linked in two houses (a row and a box): one link, listed where first found.
  const linkBoth = (a: number, b: number) => {
    for (let k = a * slots, end = k + strongCount[a]!; k < end; k++) if (strong[k] === b) return;
    if (strongCount[a]! >= slots || strongCount[b]! >= slots) return;
    link(a, b);
    link(b, a);
  };
  if (kind.cellLinks) {
    for (let cell = 0; cell < board.cellCount; cell++) {
      const m = candidates[cell]!;
      if (POPCOUNT[m] !== 2) continue;
      const d1 = lowestBit(m);
      const d2 = highestBit(m);
      link(cell * n + d1, cell * n + d2);
      link(cell * n + d2, cell * n + d1);
    }
  }
  if (!kind.houseLinks) return;
  // Each house once: how many places each digit has, and the first two.
  const { houseCount, houseFirst, houseSecond } = scratch;
  const grouped = kind.groups;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    houseCount.fill(0);
    for (let i = 0; i < house.length; i++) {
      const cell = house[i]!;
      for (let m = candidates[cell]!; m !== 0; m &= m - 1) {
        const d = lowestBit(m);
        const k = houseCount[d]!++;
        if (k === 0) houseFirst[d] = cell;
        else if (k === 1) houseSecond[d] = cell;
      }
    }
    for (let d = 0; d < n; d++) {
      const count = houseCount[d]!;
      if (count === 2) linkBoth(houseFirst[d]! * n + d, houseSecond[d]! * n + d);
      else if (count > 2 && grouped) groupLinks(state, scratch, h, d, count, linkBoth);
    }
  }
}

/** Are all live cells of group g in house h? */
function within(scratch: ChainGraph, g: number, h: number): boolean {
  const { groupLive, groupCells } = scratch;
  const { houseBits, maxInside, words } = scratch.groups;
  for (let k = 0; k < groupLive[g]!; k++) {
    const cell = groupCells[g * maxInside + k]!;
    if (!(houseBits[h * words + (cell >>> 5)]! & (1 << (cell & 31)))) return false;
  }
  return true;
}

/**
 * Strong links with a group at one end, in house h for digit d (count places): the places are a
 * group and one more cell, or two disjoint groups.
 */
function groupLinks(
  state: State,
  scratch: ChainGraph,
  h: number,
  d: number,
  count: number,
  linkBoth: (a: number, b: number) => void,
): void {
  const slotsHere = scratch.groups.houseSlots[h]!;
  const whole = scratch.groups.houseSlotWhole[h]!;
  if (slotsHere.length === 0) return;
  const { board, candidates } = state;
  const n = board.n;
  const { cellNodes, groups, groupLive, groupCells, mark } = scratch;
  const { maxInside } = groups;
  const house = board.houses[h]!;
  const bit = 1 << d;
  for (let i = 0; i < slotsHere.length; i++) {
    const g = slotsHere[i]! * n + d;
    const live = groupLive[g]!;
    if (live === 0 || live === count || (whole[i] === 0 && !within(scratch, g, h))) continue;
    const stamp = ++scratch.markStamp;
    for (let k = 0; k < live; k++) mark[groupCells[g * maxInside + k]!] = stamp;
    if (count - live === 1) {
      for (let k = 0; k < house.length; k++) {
        const cell = house[k]!;
        if (candidates[cell]! & bit && mark[cell] !== stamp) linkBoth(cell * n + d, cellNodes + g);
      }
      continue;
    }
    // The rest is another group of this house, disjoint from this one (each pair once).
    for (let j = i + 1; j < slotsHere.length; j++) {
      const g2 = slotsHere[j]! * n + d;
      if (groupLive[g2] !== count - live || (whole[j] === 0 && !within(scratch, g2, h))) continue;
      let disjoint = true;
      for (let k = 0; k < count - live && disjoint; k++) disjoint = mark[groupCells[g2 * maxInside + k]!] !== stamp;
      if (disjoint) linkBoth(cellNodes + g, cellNodes + g2);
    }
  }
}

/** Is `cell` among the bits of group node g (cells of its digit seeing all its cells)? */
export const seenBy = (scratch: ChainGraph, g: number, cell: number): boolean =>
  (scratch.groupSeen[(g - scratch.cellNodes) * scratch.groups.words + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;

/**
 * The weak links of a node, built the first time a chain leaves it (most nodes never are) and
 * only to nodes with a strong link (a chain cannot go on from the others): the other digits of
 * its cell (with cell links) and the same digit in the cells it sees; in grouped chains also the
 * groups of its digit it sees whole. A group: the cells and groups of its digit seeing it whole.
 */
export function weakRow(state: State, kind: ChainKind, scratch: ChainGraph, node: number): void {
  const { candidates } = state;
  const n = state.board.n;
  const {
    cellNodes,
    nodeCell,
    nodeDigit,
    strongCount,
    weak,
    weakStart,
    weakEnd,
    linkedBits,
    groupSeen,
    groupLive,
    groupCells,
  } = scratch;
  const { words, peerBits, cellSlots, slotNear, maxInside } = scratch.groups;
  let weakCount = scratch.weakCount;
  scratch.rowBuilt[node] = scratch.call;
  weakStart[node] = weakCount;
  if (node < cellNodes) {
    const cell = nodeCell[node]!;
    const d = nodeDigit[node]!;
    const m = candidates[cell]!;
    if (kind.cellLinks) {
      for (let e = 0; e < n; e++) {
        const x = cell * n + e;
        if (e !== d && m & (1 << e) && strongCount[x] !== 0) weak[weakCount++] = x;
      }
    }
    for (let w = 0; w < words; w++) {
      for (let bits = linkedBits[d * words + w]! & peerBits[cell * words + w]!; bits !== 0; bits &= bits - 1) {
        weak[weakCount++] = (w * 32 + lowestBit(bits)) * n + d;
      }
    }
    const links = scratch.constraint;
    if (links) {
      const { start, count, to } = links;
      for (let k = start[node]!, end = k + count[node]!; k < end; k++) {
        const x = to[k]!;
        if (strongCount[x] !== 0) weak[weakCount++] = x;
      }
    }
    if (kind.groups) {
      const near = cellSlots[cell]!;
      for (let i = 0; i < near.length; i++) {
        const g = cellNodes + near[i]! * n + d;
        if (strongCount[g] !== 0 && seenBy(scratch, g, cell)) weak[weakCount++] = g;
      }
    }
  } else {
    const g = node - cellNodes;
    const d = g % n;
    for (let w = 0; w < words; w++) {
      for (let bits = groupSeen[g * words + w]! & linkedBits[d * words + w]!; bits !== 0; bits &= bits - 1) {
        weak[weakCount++] = (w * 32 + lowestBit(bits)) * n + d;
      }
    }
    const near = slotNear[(g - d) / n]!;
    const base = g * words;
    for (let i = 0; i < near.length; i++) {
      const h = near[i]! * n + d;
      if (strongCount[cellNodes + h] === 0) continue;
      const live = groupLive[h]!;
      let all = true;
      for (let k = 0; k < live && all; k++) {
        const cell = groupCells[h * maxInside + k]!;
        all = (groupSeen[base + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;
      }
      if (all) weak[weakCount++] = cellNodes + h;
    }
  }
  weakEnd[node] = weakCount;
  scratch.weakCount = weakCount;
}
