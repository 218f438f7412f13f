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
 *
 * Grouped AIC adds group nodes: digit d in the cells of one intersection of two houses (a box
 * and a line, or any two houses sharing two or more cells) that still hold d, at least two of
 * them. A group is true when d is in one of its cells. Group links:
 *
 *   strong  the places of d in a house are exactly two disjoint nodes (cell or group)
 *   weak    a node of the same digit whose every cell sees every cell of the group (a cell
 *           inside the group is not linked to it: the two may both be true)
 *
 * Only chains that use a group are reported as grouped (plain ones are the AIC's), and only a
 * chain from a single cell back to itself proves a placement.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepDetail, StepLink } from '../types.ts';
import { linkHouses, lookAt } from '../detail.ts';
import { first } from '../first.ts';
import { cellWord, digitWord, eliminationsWord, makeStep } from '../words.ts';
import { overlapsOf } from './intersections.ts';

type Mode = 'x' | 'xy' | 'aic' | 'grouped';

/**
 * The group places of a board, built once: every distinct cell set shared by two houses
 * ("slot"), the slots inside each house, and the cells' peers as bit sets.
 */
interface GroupTable {
  slotCount: number;
  /** Most cells in one slot. */
  maxInside: number;
  slotCells: Int16Array[];
  /** Slots with two or more cells in the house (a group there needs all its live cells in it). */
  houseSlots: Int32Array[];
  /** 1 where houseSlots[h][i] lies wholly in house h (its groups need no check). */
  houseSlotWhole: Uint8Array[];
  /** houseBits[house * words ..]: the house's cells. */
  houseBits: Uint32Array;
  /** Slots near each cell: two or more of their cells see it, and it is not in them. */
  cellSlots: Int32Array[];
  /** Slots two or more of whose cells each see two or more cells of the slot (the groups it may see whole). */
  slotNear: Int32Array[];
  /** Earlier slots sharing two or more cells (a digit's places there may be the same group). */
  twins: Int32Array[];
  /** 32-bit words per cell set. */
  words: number;
  /** peerBits[cell * words ..]: the cells it sees. */
  peerBits: Uint32Array;
}

const groupTableOf = perBoard((board): GroupTable => {
  const slotCells: Int16Array[] = [];
  const known = new Set<string>();
  for (const o of overlapsOf(board)) {
    const key = [...o.inside].sort((x, y) => x - y).join(',');
    if (known.has(key)) continue;
    known.add(key);
    slotCells.push(Int16Array.from(o.inside));
  }
  const { words, peerBits } = board;
  const houseBits = new Uint32Array(board.houses.length * words);
  const houseSlots = board.houses.map((house, h) => {
    for (const c of house) houseBits[h * words + (c >>> 5)]! |= 1 << (c & 31);
    const inHouse = new Set(house);
    return Int32Array.from(slotCells.flatMap((cells, s) => ([...cells].filter((c) => inHouse.has(c)).length >= 2 ? [s] : [])));
  });
  const houseSlotWhole = houseSlots.map((list, h) => {
    const inHouse = new Set(board.houses[h]);
    return Uint8Array.from(list, (s) => ([...slotCells[s]!].every((c) => inHouse.has(c)) ? 1 : 0));
  });
  const cellSlots: Int32Array[] = [];
  for (let cell = 0; cell < board.cellCount; cell++) {
    const near: number[] = [];
    slotCells.forEach((cells, s) => {
      let seen = 0;
      let inside = false;
      for (const c of cells) {
        if (c === cell) inside = true;
        else if (board.sees[cell * board.cellCount + c] === 1) seen++;
      }
      if (!inside && seen >= 2) near.push(s);
    });
    cellSlots.push(Int32Array.from(near));
  }
  const slotNear = slotCells.map((cells, s) =>
    Int32Array.from(
      slotCells.flatMap((other, t) => {
        if (t === s) return [];
        let seeing = 0;
        for (const c of other) if ([...cells].filter((x) => board.sees[c * board.cellCount + x] === 1).length >= 2) seeing++;
        return seeing >= 2 ? [t] : [];
      }),
    ),
  );
  const twins = slotCells.map((cells, s) => {
    const mine = new Set(cells);
    const out: number[] = [];
    for (let t = 0; t < s; t++) if ([...slotCells[t]!].filter((c) => mine.has(c)).length >= 2) out.push(t);
    return Int32Array.from(out);
  });
  const table: GroupTable = {
    slotCount: slotCells.length,
    maxInside: Math.max(0, ...slotCells.map((c) => c.length)),
    slotCells,
    houseSlots,
    houseSlotWhole,
    houseBits,
    cellSlots,
    slotNear,
    twins,
    words,
    peerBits,
  };
  return table;
});

/**
 * Scratch arrays of one board, reused by every call: the search runs thousands of times per
 * puzzle, and fresh arrays per call kept the garbage collector busy.
 *
 * Nodes: cell * n + d for a candidate, cellNodes + slot * n + d for a group.
 */
interface Scratch {
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
const scratchFor = perBoard((board): Scratch => {
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
  const scratch: Scratch = {
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
    // Cells: other digits, peers, nearby groups; groups: cells seeing them, other groups.
    weak: new Int32Array(cellNodes * (n - 1 + peers + near) + groupNodes * (peers + groups.slotCount)),
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

/**
 * The group nodes of the position: for every slot and digit, the slot's cells holding the digit
 * (a group when two or more, and not the same cells as an earlier slot's group), and the cells
 * of that digit seeing all of them.
 */
function buildGroups(state: State, scratch: Scratch): void {
  const { board, candidates } = state;
  const n = board.n;
  const { groups, groupLive, groupCells } = scratch;
  const { slotCount, slotCells, twins, maxInside } = groups;
  groupLive.fill(0);
  for (let s = 0; s < slotCount; s++) {
    const cells = slotCells[s]!;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i]!;
      for (let m = candidates[cell]!; m !== 0; m &= m - 1) {
        const g = s * n + 31 - Math.clz32(m & -m);
        groupCells[g * maxInside + groupLive[g]!] = cell;
        groupLive[g]!++;
      }
    }
    for (let d = 0; d < n; d++) {
      const g = s * n + d;
      const live = groupLive[g]!;
      if (live < 2) {
        groupLive[g] = 0;
        continue;
      }
      // Same cells as a live group of an earlier slot: one node is enough.
      let twin = false;
      for (const t of twins[s]!) {
        const h = t * n + d;
        if (groupLive[h] !== live) continue;
        let same = true;
        for (let i = 0; i < live && same; i++) same = groupCells[g * maxInside + i] === groupCells[h * maxInside + i];
        if (same) twin = true;
      }
      if (twin) groupLive[g] = 0;
    }
  }
}

/** The cells of each digit, as bits: digitBits[d * words ..]. */
function digitCells(state: State, scratch: Scratch): void {
  const { board, candidates } = state;
  const { digitBits } = scratch;
  const words = scratch.groups.words;
  digitBits.fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    for (let m = candidates[cell]!; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      digitBits[d * words + (cell >>> 5)]! |= 1 << (cell & 31);
    }
  }
}

/**
 * After the strong links: the nodes with one (the starts, in node order), the candidates with
 * one per digit as cell bits, and for each group with one the cells of its digit that see all
 * its cells.
 */
function linkedCells(state: State, scratch: Scratch, grouped: boolean): void {
  const { board } = state;
  const n = board.n;
  const { cellNodes, strongCount, nodeCell, nodeDigit, linkedBits, groups, groupLive, groupCells, groupSeen, digitBits, starts } = scratch;
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
function buildGraph(state: State, mode: Mode, scratch: Scratch): void {
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
  if (mode === 'xy') return;
  // Each house once: how many places each digit has, and the first two.
  const { houseCount, houseFirst, houseSecond } = scratch;
  const grouped = mode === 'grouped';
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    houseCount.fill(0);
    for (let i = 0; i < house.length; i++) {
      const cell = house[i]!;
      for (let m = candidates[cell]!; m !== 0; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
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
function within(scratch: Scratch, g: number, h: number): boolean {
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
function groupLinks(state: State, scratch: Scratch, h: number, d: number, count: number, linkBoth: (a: number, b: number) => void): void {
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

function chainFinder(mode: Mode, name: string, maxNodes: number) {
  const grouped = mode === 'grouped';
  return (state: State, out: Step[]): void => {
    const { board, candidates } = state;
    const n = board.n;
    const cellCount = board.cellCount;
    const scratch = scratchFor(board);
    const { cellNodes, slots, strong, strongCount, onFrom, offFrom, onDepth, onSeen, offSeen, onGrouped, offGrouped } = scratch;
    const { weakStart, weakEnd, rowBuilt, weak, queue, groups, groupLive, groupCells, groupSeen } = scratch;
    const { words, maxInside, cellSlots, slotNear, peerBits } = groups;
    const { linkedBits } = scratch;
    const { nodeDigit, nodeCell } = scratch;
    digitCells(state, scratch);
    if (grouped) buildGroups(state, scratch);
    buildGraph(state, mode, scratch);
    linkedCells(state, scratch, grouped);
    const nodeCount = grouped ? scratch.nodeCount : cellNodes;
    if (grouped) {
      // A grouped chain has a group with a strong link: none, nothing to find.
      let any = false;
      for (let g = cellNodes; g < nodeCount && !any; g++) any = strongCount[g]! > 0;
      if (!any) return;
    }
    // Visit marks are stamps, one per start, kept across calls: cleared only when they wrap.
    if (scratch.stamp > 0x3fffffff || scratch.call > 0x3fffffff) {
      onSeen.fill(0);
      offSeen.fill(0);
      scratch.rowBuilt.fill(0);
      scratch.stamp = 0;
      scratch.call = 0;
    }
    let tail = 0;
    /** Is `cell` among the bits of group node g (cells of its digit seeing all its cells)? */
    const seenBy = (g: number, cell: number) => (groupSeen[(g - cellNodes) * words + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;
    // Weak links, built the first time a node is left from (most nodes never are) and only to
    // nodes with a strong link (a chain cannot go on from the others): the other digits of its
    // cell (not in X-chains) and the same digit in the cells it sees; in grouped chains also the
    // groups of its digit it sees whole. A group: the cells and groups of its digit seeing it whole.
    const call = ++scratch.call;
    let weakCount = 0;
    const weakRow = (node: number): void => {
      rowBuilt[node] = call;
      weakStart[node] = weakCount;
      if (node < cellNodes) {
        const cell = nodeCell[node]!;
        const d = nodeDigit[node]!;
        const m = candidates[cell]!;
        if (mode !== 'x') {
          for (let e = 0; e < n; e++) {
            const x = cell * n + e;
            if (e !== d && m & (1 << e) && strongCount[x] !== 0) weak[weakCount++] = x;
          }
        }
        for (let w = 0; w < words; w++) {
          for (let bits = linkedBits[d * words + w]! & peerBits[cell * words + w]!; bits !== 0; bits &= bits - 1) {
            weak[weakCount++] = (w * 32 + 31 - Math.clz32(bits & -bits)) * n + d;
          }
        }
        if (grouped) {
          const near = cellSlots[cell]!;
          for (let i = 0; i < near.length; i++) {
            const g = cellNodes + near[i]! * n + d;
            if (strongCount[g] !== 0 && seenBy(g, cell)) weak[weakCount++] = g;
          }
        }
      } else {
        const g = node - cellNodes;
        const d = g % n;
        for (let w = 0; w < words; w++) {
          for (let bits = groupSeen[g * words + w]! & linkedBits[d * words + w]!; bits !== 0; bits &= bits - 1) {
            weak[weakCount++] = (w * 32 + 31 - Math.clz32(bits & -bits)) * n + d;
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
    };
    // One instance per distinct effect: many (start, end) pairs prove the same eliminations.
    const effects = new Set<string>();
    const { digitBits } = scratch;
    const none: CellDigit[] = [];
    let eliminations = none;
    /** Adds digit d (0-based) in every cell of bits (one word of cells). */
    const addCells = (w: number, bits: number, d: number) => {
      for (; bits !== 0; bits &= bits - 1) {
        if (eliminations === none) eliminations = [];
        eliminations.push({ cell: w * 32 + 31 - Math.clz32(bits & -bits), digit: d + 1 });
      }
    };
    /** Adds digit d in cell when it is a candidate there. */
    const addCell = (cell: number, d: number) => {
      if (!(candidates[cell]! & (1 << d))) return;
      if (eliminations === none) eliminations = [];
      eliminations.push({ cell, digit: d + 1 });
    };
    /**
     * The candidates weakly linked to both the start and the end: with the same digit, the cells
     * of that digit seeing both (all cells of a group end); with different digits, the other
     * digits of a shared cell, or each end's digit in the other end's cell when they see each other.
     */
    const conflicts = (start: number, end: number): void => {
      eliminations = none;
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
        for (let w = 0; w < words; w++) addCells(w, a[ai + w]! & b[bi + w]! & digitBits[sd * words + w]!, sd);
        return;
      }
      if (sc >= 0 && ec >= 0) {
        if (sc === ec) {
          for (let m = candidates[sc]! & ~(1 << sd) & ~(1 << ed); m !== 0; m &= m - 1) addCell(sc, 31 - Math.clz32(m & -m));
        } else if (board.sees[sc * cellCount + ec] === 1) {
          addCell(sc, ed);
          addCell(ec, sd);
        }
      } else if (sc >= 0) {
        if (seenBy(end, sc)) addCell(sc, ed);
      } else if (ec >= 0) {
        if (seenBy(start, ec)) addCell(ec, sd);
      }
    };
    const { starts, startCount } = scratch;
    for (let si = 0; si < startCount; si++) {
      const start = starts[si]!;
      const stamp = ++scratch.stamp;
      const startGroup = start >= cellNodes;
      const sd = nodeDigit[start]!;
      offFrom[start] = -1;
      offSeen[start] = stamp;
      offGrouped[start] = startGroup ? 1 : 0;
      let head = 0;
      tail = 0;
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
              out.push(placement(start));
            }
          }
          continue;
        }
        if ((onDepth[on]! >= 4 || mode === 'xy') && (!grouped || onGrouped[on] === 1) && (mode !== 'xy' || nodeDigit[on] === sd)) {
          conflicts(start, on);
          if (eliminations !== none) {
            const key = eliminations.map((e) => e.cell * 64 + e.digit).sort((x, y) => x - y).join(',');
            if (!effects.has(key)) {
              effects.add(key);
              out.push(report(on, eliminations));
            }
          }
        }
        if (onDepth[on]! + 2 > maxNodes) continue;
        // Weak link from `on` to an off-node, then its strong links to the next on-nodes.
        const depth = onDepth[on]! + 2;
        const viaGroup = onGrouped[on]!;
        if (rowBuilt[on] !== call) weakRow(on);
        for (let k = weakStart[on]!, end = weakEnd[on]!; k < end; k++) {
          const off = weak[k]!;
          if (offSeen[off] === stamp) continue;
          offSeen[off] = stamp;
          offFrom[off] = on;
          const offG = viaGroup || off >= cellNodes ? 1 : 0;
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

    /** The cells of a node: one for a candidate, the live cells of a group. */
    function cellsOf(node: number): number[] {
      if (node < cellNodes) return [Math.floor(node / n)];
      const g = node - cellNodes;
      return Array.from(groupCells.subarray(g * maxInside, g * maxInside + groupLive[g]!));
    }

    /** "(7)r4c1"; a group in one row or column "(7)r4c123" / "(7)r123c4" (up to 9×9), else "(7)r4c1/r5c2". */
    function nodeWord(node: number, cells: number[]): string {
      const digit = digitWord(((node < cellNodes ? node : node - cellNodes) % n) + 1);
      if (cells.length === 1) return `(${digit})${cellWord(board, cells[0]!)}`;
      if (n <= 9) {
        const rows = cells.map((c) => board.rowOf[c]! + 1);
        const cols = cells.map((c) => board.columnOf[c]! + 1);
        if (rows.every((r) => r === rows[0])) return `(${digit})r${rows[0]}c${cols.join('')}`;
        if (cols.every((c) => c === cols[0])) return `(${digit})r${rows.join('')}c${cols[0]}`;
      }
      return `(${digit})${cells.map((c) => cellWord(board, c)).join('/')}`;
    }

    /** The chain back from `end`, its nodes' cells, and its words (written only when read). */
    function chainOf(end: number): { cells: number[]; words: () => string[]; text: () => string; detail: (showStart: boolean) => StepDetail } {
      const nodes = path(end);
      const cellLists = nodes.map(cellsOf);
      const digits = nodes.map((node) => ((node < cellNodes ? node : node - cellNodes) % n) + 1);
      const detail = (showStart: boolean): StepDetail => {
        // A group node is drawn as its cells: a link to or from it joins each of them.
        const links: StepLink[] = [];
        for (let i = 1; i < nodes.length; i++) {
          for (const a of cellLists[i - 1]!) {
            for (const b of cellLists[i]!) links.push({ from: { cell: a, digit: digits[i - 1]! }, to: { cell: b, digit: digits[i]! }, strong: i % 2 === 1 });
          }
        }
        const one = digits.every((d) => d === digits[0]) ? digits[0] : undefined;
        const houses = linkHouses(board, links);
        const startCell = showStart && cellLists[0]!.length === 1 ? ` starting at ${cellWord(board, cellLists[0]![0]!)}` : '';
        const what = mode === 'xy' ? `a chain of two-candidate cells${startCell}` : `a chain of strong and weak links${startCell}`;
        return { nudge: lookAt(board, [], one, what), houses, links };
      };
      const words = () => nodes.map((node, i) => nodeWord(node, cellLists[i]!));
      const text = () => {
        const w = words();
        let t = w[0]!;
        for (let i = 1; i < w.length; i++) t += (i % 2 === 1 ? ' = ' : ' - ') + w[i]!;
        return t;
      };
      return { cells: cellLists.flat(), words, text, detail };
    }

    function report(end: number, eliminations: CellDigit[]): Step {
      const chain = chainOf(end);
      return makeStep(name, [], eliminations, chain.cells, () => {
        const w = chain.words();
        return `Chain ${chain.text()}: if ${w[0]} is false then ${w[w.length - 1]} is true, so one of them holds, and a candidate that conflicts with both goes: ${eliminationsWord(board, eliminations)}.`;
      }, () => chain.detail(true));
    }

    function placement(start: number): Step {
      const chain = chainOf(start);
      const cell = Math.floor(start / n);
      return makeStep(name, [{ cell, digit: (start % n) + 1 }], [], chain.cells, () => {
        const w = chain.words();
        return `Chain ${chain.text()}: if ${w[0]} were false the chain would make it true, so it is true.`;
      }, () => chain.detail(false));
    }
  };
}

export const xChains = chainFinder('x', 'x-chain', 16);
export const xyChains = chainFinder('xy', 'xy-chain', 16);
export const aics = chainFinder('aic', 'aic', 16);
export const groupedAics = chainFinder('grouped', 'grouped aic', 16);

export const xChain = first(xChains);
export const xyChain = first(xyChains);
export const aic = first(aics);
export const groupedAic = first(groupedAics);
