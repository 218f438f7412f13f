/*
 * Mutant fish: the fish argument (franken.ts) with any houses as base and cover — rows, columns,
 * boxes and the variant's other houses (diagonals, windows) mixed freely.
 *
 * The search works on cell bitsets (`words` 32-bit words per set): per house its places of the
 * digit. Bases and covers grow together: after each base house its places are
 * covered at once, branching on its first uncovered place over the houses through it, so a base
 * that cannot be covered with what is left of the k covers is dropped before any other base is
 * tried with it. Fish that are basic or franken are left to those finders.
 */
import { lowestBit } from '@sudoku-forge/core-solver';
import { perBoard } from '../../board.ts';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { uncleared } from '../templates.ts';
import { FISH_NAMES, houseFishStep } from './describe.ts';

/** House kinds, as bits: a fish whose base and cover kinds make it franken is left to franken.ts. */
const ROW = 1;
const COLUMN = 2;
const BOX = 4;
const OTHER = 8;

const isFranken = (base: number, cover: number): boolean =>
  ((base & ~(ROW | BOX)) === 0 && (cover & ~(COLUMN | BOX)) === 0) ||
  ((base & ~(COLUMN | BOX)) === 0 && (cover & ~(ROW | BOX)) === 0);

const MAX_SIZE = 4;

/** Scratch of one board, reused by every search (no allocation per call). */
interface Net {
  words: number;
  /** Kind of each house: ROW, COLUMN, BOX or OTHER. */
  kinds: Uint8Array;
  cellHouses: readonly Int16Array[];
  /** Places of the digit in each house, `words` words per house. */
  masks: Int32Array;
  /** Houses that may be base (two places or more), and how many. */
  pool: Int16Array;
  poolCount: number;
  inBase: Uint8Array;
  inCover: Uint8Array;
  base: Int16Array;
  cover: Int16Array;
  /** Unions of base places per base count, of cover places per cover count. */
  baseUnion: Int32Array;
  coverUnion: Int32Array;
  /** The current search. */
  state: State | null;
  out: Step[];
  digit: number;
  size: number;
}

const netFor = perBoard((board): Net => {
  const { words } = board;
  const houseCount = board.houses.length;
  const kinds = new Uint8Array(houseCount).fill(OTHER);
  for (let i = 0; i < board.n; i++) {
    if (board.rowHouse[i]! >= 0) kinds[board.rowHouse[i]!] = ROW;
    if (board.columnHouse[i]! >= 0) kinds[board.columnHouse[i]!] = COLUMN;
    if (board.boxHouse[i]! >= 0) kinds[board.boxHouse[i]!] = BOX;
  }
  const net: Net = {
    words,
    kinds,
    cellHouses: board.cellHouses,
    masks: new Int32Array(houseCount * words),
    pool: new Int16Array(houseCount),
    poolCount: 0,
    inBase: new Uint8Array(houseCount),
    inCover: new Uint8Array(houseCount),
    base: new Int16Array(MAX_SIZE),
    cover: new Int16Array(MAX_SIZE),
    baseUnion: new Int32Array((MAX_SIZE + 1) * words),
    coverUnion: new Int32Array((MAX_SIZE + 1) * words),
    state: null,
    out: [],
    digit: 0,
    size: 0,
  };
  return net;
});

function mutantFinder(size: number) {
  return (state: State, out: Step[]): void => {
    const { board, candidates } = state;
    const net = netFor(board);
    const { words, masks, pool } = net;
    net.state = state;
    net.out = out;
    net.size = size;
    const houseCount = board.houses.length;
    const digits = uncleared(state, 'houses');
    for (let digit = 1; digit <= board.n; digit++) {
      const bit = 1 << (digit - 1);
      if (!(digits & bit)) continue;
      net.digit = digit;
      masks.fill(0);
      net.poolCount = 0;
      for (let h = 0; h < houseCount; h++) {
        const cells = board.houses[h]!;
        let count = 0;
        for (let i = 0; i < cells.length; i++) {
          const cell = cells[i]!;
          if (!(candidates[cell]! & bit)) continue;
          masks[h * words + (cell >>> 5)]! |= 1 << (cell & 31);
          count++;
        }
        // A base house holding the digit once is a hidden single: earlier techniques take it.
        if (count >= 2) pool[net.poolCount++] = h;
      }
      if (net.poolCount < size) continue;
      net.coverUnion.fill(0, 0, words);
      addBase(net, 0, 0, 0);
    }
    net.state = null;
    net.out = [];
  };
}

function addBase(net: Net, bases: number, covers: number, start: number): void {
  const { words, masks, baseUnion, coverUnion, pool, size } = net;
  if (bases === size) {
    if (covers === size) mutantCaught(net);
    return;
  }
  const from = bases * words;
  const to = from + words;
  const c = covers * words;
  const full = covers === size;
  for (let i = start; i <= net.poolCount - (size - bases); i++) {
    const h = pool[i]!;
    if (net.inCover[h]) continue;
    let clash = 0;
    for (let w = 0; w < words; w++) {
      const m = masks[h * words + w]!;
      clash |= baseUnion[from + w]! & m;
      // With every cover chosen the base must lie inside the cover.
      if (full) clash |= m & ~coverUnion[c + w]!;
      baseUnion[to + w] = baseUnion[from + w]! | m;
    }
    if (clash !== 0) continue;
    net.base[bases] = h;
    net.inBase[h] = 1;
    coverBase(net, bases + 1, covers, i + 1);
    net.inBase[h] = 0;
  }
}

/** Covers the chosen bases: their first uncovered place gets one of the houses through it. */
function coverBase(net: Net, bases: number, covers: number, next: number): void {
  const { words, masks, baseUnion, coverUnion, size } = net;
  const u = bases * words;
  const c = covers * words;
  let place = -1;
  for (let w = 0; w < words; w++) {
    const open = baseUnion[u + w]! & ~coverUnion[c + w]!;
    if (open !== 0) {
      place = w * 32 + lowestBit(open);
      break;
    }
  }
  if (place < 0) {
    addBase(net, bases, covers, next);
    return;
  }
  if (covers === size) return;
  const houses = net.cellHouses[place]!;
  const to = c + words;
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i]!;
    if (net.inBase[h] || net.inCover[h]) continue;
    for (let w = 0; w < words; w++) coverUnion[to + w] = coverUnion[c + w]! | masks[h * words + w]!;
    net.cover[covers] = h;
    net.inCover[h] = 1;
    coverBase(net, bases, covers + 1, next);
    net.inCover[h] = 0;
  }
}

function mutantCaught(net: Net): void {
  const { words, masks, baseUnion, coverUnion, size, kinds } = net;
  let baseKinds = 0;
  let coverKinds = 0;
  for (let i = 0; i < size; i++) {
    baseKinds |= kinds[net.base[i]!]!;
    coverKinds |= kinds[net.cover[i]!]!;
  }
  if (isFranken(baseKinds, coverKinds)) return;
  const u = size * words;
  const eliminations: CellDigit[] = [];
  const base: number[] = [];
  for (let w = 0; w < words; w++) {
    // Cover places outside the base; base places in two cover houses (cannibalism).
    let twice = 0;
    for (let i = 0; i < size; i++) {
      for (let j = i + 1; j < size; j++) twice |= masks[net.cover[i]! * words + w]! & masks[net.cover[j]! * words + w]!;
    }
    for (let m = (coverUnion[u + w]! & ~baseUnion[u + w]!) | (twice & baseUnion[u + w]!); m !== 0; m &= m - 1) {
      eliminations.push({ cell: w * 32 + lowestBit(m), digit: net.digit });
    }
    for (let m = baseUnion[u + w]!; m !== 0; m &= m - 1) base.push(w * 32 + lowestBit(m));
  }
  if (eliminations.length === 0) return;
  const baseHouses = Array.from(net.base.subarray(0, size)).sort((a, b) => a - b);
  const coverHouses = Array.from(net.cover.subarray(0, size)).sort((a, b) => a - b);
  net.out.push(
    houseFishStep(
      net.state!.board,
      { name: `mutant ${FISH_NAMES[size]}`, digit: net.digit, base, fins: [], eliminations },
      baseHouses,
      coverHouses,
    ),
  );
}

export const mutantXWings = mutantFinder(2);
export const mutantSwordfishes = mutantFinder(3);
export const mutantJellyfishes = mutantFinder(4);
