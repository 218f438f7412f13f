/**
 * Group nodes of grouped AICs: digit d in the cells of one intersection of two houses ("slot")
 * that still hold d, at least two of them. The slots of a board are found once (`groupTableOf`);
 * the live groups of a position are listed into the graph's scratch (`buildGroups`).
 */
import { lowestBit } from '@sudoku-forge/core-solver';
import { perBoard } from '../../board.ts';
import type { State } from '../../state.ts';
import { overlapsOf } from '../intersections.ts';
import type { ChainGraph } from './graph.ts';

/**
 * The group places of a board, built once: every distinct cell set shared by two houses
 * ("slot"), the slots inside each house, and the cells' peers as bit sets.
 */
export interface GroupTable {
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

export const groupTableOf = perBoard((board): GroupTable => {
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
    return Int32Array.from(
      slotCells.flatMap((cells, s) => ([...cells].filter((c) => inHouse.has(c)).length >= 2 ? [s] : [])),
    );
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
        for (const c of other)
          if ([...cells].filter((x) => board.sees[c * board.cellCount + x] === 1).length >= 2) seeing++;
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
 * The group nodes of the position: for every slot and digit, the slot's cells holding the digit
 * (a group when two or more, and not the same cells as an earlier slot's group), and the cells
 * of that digit seeing all of them.
 */
export function buildGroups(state: State, scratch: ChainGraph): void {
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
        const g = s * n + lowestBit(m);
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
