/**
 * Almost locked sets (ALS). An ALS is N cells of one group (a house, or a killer cage: its
 * digits differ too) holding N + 1 digits between them: take any one digit away and the rest are
 * locked in those cells. On boards without cages the groups are exactly the houses.
 *
 *   restricted common (RCC)  a digit x in two disjoint ALSs A and B where every x of A sees every
 *                            x of B: x cannot be in both, so A or B is locked without x
 *   ALS-XZ                   A and B with an RCC x: whichever of them loses x holds every other
 *                            digit it has, so a digit z common to both (z ≠ x) is in A or in B;
 *                            a cell seeing every z of both loses z
 *   ALS-XY-wing              A–C with RCC x, B–C with RCC y (x ≠ y): C cannot hold both x and
 *                            y, so A is locked without x or B is locked without y; a digit z of
 *                            both A and B (not x, y) is in A or B, and cells seeing all those z lose it
 *
 * Sizes are capped (up to 6 cells on boards up to 9×9, 4 beyond) so the search stays quick; the
 * cap depends only on the size, never on the scan order, so grades stay disguise-invariant.
 */
import { POPCOUNT, lowestBit, lowestDigit } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepDetail, StepLink } from '../types.ts';
import { perBoard, type Board } from '../board.ts';
import { groupsOf, lookAt } from '../detail.ts';
import { first } from '../first.ts';
import { cellsWord, digitWord, digitsWord, eliminationsWord, groupWord, makeStep } from '../words.ts';

export interface Als {
  /** Cells, in reading order. */
  cells: number[];
  /** The N + 1 digits. */
  mask: number;
  /** A group (house or cage, index into board.groups) holding every cell (the first one found). */
  house: number;
}

/**
 * The ALSs of a position with their bitsets in flat typed arrays (set i at offset i * stride), so
 * the quadratic pair loop reads words instead of chasing per-set objects and arrays.
 */
interface AlsTable {
  list: Als[];
  words: number;
  /** Words per set in `places` and `seeAll`: n digits × words. */
  stride: number;
  /** The cells of each set (`words` words per set). */
  bits: Uint32Array;
  /** Per set and digit (index digit - 1): the set's cells holding the digit. */
  places: Uint32Array;
  /** Per set and digit: the cells that see every place of the digit. */
  seeAll: Uint32Array;
}

/** The groups (houses and cages) holding each cell, by index into board.groups. */
const cellGroupsOf = perBoard((board: Board): number[][] => {
  const out: number[][] = Array.from({ length: board.cellCount }, () => []);
  board.groups.forEach((cells, g) => {
    for (const cell of cells) out[cell]!.push(g);
  });
  return out;
});

/** Every ALS of the position, each cell set once. */
export function almostLockedSets(state: State): Als[] {
  return alsTable(state).list;
}

function alsTable(state: State): AlsTable {
  const { board, digits, candidates } = state;
  const n = board.n;
  const { words } = board;
  const maxSize = n <= 9 ? 6 : 4;
  const list: Als[] = [];
  const pool: number[] = [];
  const chosen: number[] = [];
  const union = new Uint16Array(1 << Math.min(n, 9));
  const cellGroups = cellGroupsOf(board);
  for (let h = 0; h < board.groups.length; h++) {
    const house = board.groups[h]!;
    pool.length = 0;
    for (const cell of house) if (digits[cell] === 0) pool.push(cell);
    // All of a house's empty cells hold exactly as many digits, never one more; a cage's can.
    const limit = Math.min(maxSize, house.length === n ? pool.length - 1 : pool.length);
    if (pool.length <= 9) {
      // Every subset of the empty cells as a bitmask, its digits built from the subset without
      // its lowest cell: 2^9 steps at most, no recursion, no strings.
      for (let set = 1; set < 1 << pool.length; set++) {
        const low = lowestBit(set);
        union[set] = union[set & (set - 1)]! | candidates[pool[low]!]!;
        const size = POPCOUNT[set]!;
        if (size > limit || POPCOUNT[union[set]!] !== size + 1) continue;
        chosen.length = 0;
        for (let m = set; m; m &= m - 1) chosen.push(pool[lowestBit(m)]!);
        if (inEarlierHouse(chosen, h)) continue;
        list.push(makeAls(chosen, union[set]!, h));
      }
      continue;
    }
    const walk = (start: number, mask: number) => {
      if (chosen.length > 0 && POPCOUNT[mask] === chosen.length + 1) {
        if (!inEarlierHouse(chosen, h)) list.push(makeAls(chosen, mask, h));
      }
      if (chosen.length === limit) return;
      for (let i = start; i < pool.length; i++) {
        const m = mask | candidates[pool[i]!]!;
        // N cells can hold at most N + 1 digits; more now can never come back down.
        if (POPCOUNT[m]! > limit + 1) continue;
        chosen.push(pool[i]!);
        walk(i + 1, m);
        chosen.pop();
      }
    };
    walk(0, 0);
  }

  // Second pass, now that the count is known: one buffer per table for all sets' bitsets.
  const peers = board.peerBits;
  const count = list.length;
  const stride = n * words;
  const bits = new Uint32Array(count * words);
  const places = new Uint32Array(count * stride);
  const seeAll = new Uint32Array(count * stride);
  for (let i = 0; i < count; i++) {
    const { cells, mask } = list[i]!;
    for (const c of cells) bits[i * words + (c >>> 5)]! |= 1 << (c & 31);
    for (let d = 0; d < n; d++) {
      const base = i * stride + d * words;
      // Digits outside the set stay empty: only digits of a set's mask are ever asked about.
      if (!(mask & (1 << d))) continue;
      seeAll.fill(0xffffffff, base, base + words);
      for (const c of cells) {
        if (!(candidates[c]! & (1 << d))) continue;
        places[base + (c >>> 5)]! |= 1 << (c & 31);
        for (let w = 0; w < words; w++) seeAll[base + w]! &= peers[c * words + w]!;
      }
    }
  }
  return { list, words, stride, bits, places, seeAll };

  /** True when a group before h holds every cell (the set was found there already). */
  function inEarlierHouse(cells: readonly number[], h: number): boolean {
    for (const other of cellGroups[cells[0]!]!) {
      if (other >= h) continue;
      const house = board.groups[other]!;
      if (cells.every((c) => house.includes(c))) return true;
    }
    return false;
  }

  function makeAls(chosen: readonly number[], mask: number, house: number): Als {
    return { cells: [...chosen].sort((a, b) => a - b), mask, house };
  }
}

/** Digits x of A and B (indices into the table) that are restricted commons: every x of B sees every x of A. */
function restrictedCommons(table: AlsTable, a: number, b: number, common: number): number {
  const { words, stride, places, seeAll } = table;
  let rcc = 0;
  for (let m = common; m; m &= m - 1) {
    const d = lowestBit(m);
    const aBase = a * stride + d * words;
    const bBase = b * stride + d * words;
    let all = true;
    for (let w = 0; w < words; w++) {
      if (places[bBase + w]! & ~seeAll[aBase + w]!) {
        all = false;
        break;
      }
    }
    if (all) rcc |= 1 << d;
  }
  return rcc;
}

function disjoint(table: AlsTable, a: number, b: number): boolean {
  const { words, bits } = table;
  for (let w = 0; w < words; w++) if (bits[a * words + w]! & bits[b * words + w]!) return false;
  return true;
}

/** Cells (outside A and B) seeing every z of A and B, as eliminations of z. */
function zEliminations(state: State, table: AlsTable, a: number, b: number, zMask: number): CellDigit[] {
  const { candidates } = state;
  const { words, stride, seeAll } = table;
  const out: CellDigit[] = [];
  for (let m = zMask; m; m &= m - 1) {
    const d = lowestBit(m);
    const aBase = a * stride + d * words;
    const bBase = b * stride + d * words;
    for (let w = 0; w < words; w++) {
      // Cells seeing all z of both sets cannot be among those places (no cell sees itself).
      for (let hits = seeAll[aBase + w]! & seeAll[bBase + w]!; hits !== 0; hits &= hits - 1) {
        const cell = w * 32 + lowestBit(hits);
        if (candidates[cell]! & (1 << d)) out.push({ cell, digit: d + 1 });
      }
    }
  }
  return out;
}

/**
 * The restricted common of two ALSs as weak links: each place of the digit in one to each in the
 * other (taken now, while the candidates are the step's).
 */
function rccLinks(state: State, from: Als, to: Als, bit: number): StepLink[] {
  const digit = lowestDigit(bit);
  const a = from.cells.filter((c) => state.candidates[c]! & bit);
  const b = to.cells.filter((c) => state.candidates[c]! & bit);
  return a.flatMap((x) => b.map((y) => ({ from: { cell: x, digit }, to: { cell: y, digit }, strong: false })));
}

function alsDetail(state: State, sets: readonly Als[], links: StepLink[][], what: string): () => StepDetail {
  const board = state.board;
  const houseList = sets.map((s) => s.house);
  return () => {
    const houses = groupsOf(board, houseList);
    return { nudge: lookAt(board, houses, undefined, what), houses, links: links.flat() };
  };
}

const alsWord = (state: State, als: Als) =>
  `${cellsWord(state.board, als.cells)} (${digitsWord(als.mask)} in ${groupWord(state.board, als.house)})`;

/** A restricted-common link between two disjoint ALSs (indices into the list). */
interface AlsLink {
  a: number;
  b: number;
  /** Digits common to both. */
  common: number;
  /** The restricted commons among them. */
  rcc: number;
}

interface AlsNetwork {
  table: AlsTable;
  list: Als[];
  links: AlsLink[];
  /** Links of each ALS. */
  around: AlsLink[][];
}

/**
 * The ALSs of a position and their restricted commons. ALS-XZ and ALS-XY-wing run one after the
 * other on the same position, so the last network is kept and reused while the digits and
 * candidates are unchanged.
 */
let lastNetwork: { state: State; digits: Uint8Array; candidates: Uint16Array; network: AlsNetwork } | null = null;

function networkOf(state: State): AlsNetwork {
  const last = lastNetwork;
  if (
    last &&
    last.state === state &&
    sameArray(last.digits, state.digits) &&
    sameArray(last.candidates, state.candidates)
  ) {
    return last.network;
  }
  const table = alsTable(state);
  const { list } = table;
  const links: AlsLink[] = [];
  const around: AlsLink[][] = list.map(() => []);
  // The pair loop is quadratic in the sets. Rather than test every pair, index the sets by cell
  // and by digit as bitsets over set numbers: the partners of A (a shared digit, no shared cell)
  // are then a few word operations per 32 sets, visited in increasing order as before.
  const count = list.length;
  const setWords = (count + 31) >>> 5;
  const n = state.board.n;
  const byCell = new Int32Array(state.board.cellCount * setWords);
  const byDigit = new Int32Array(n * setWords);
  for (let i = 0; i < count; i++) {
    const { cells, mask } = list[i]!;
    const word = i >>> 5;
    const bit = 1 << (i & 31);
    for (const c of cells) byCell[c * setWords + word]! |= bit;
    for (let m = mask; m; m &= m - 1) byDigit[lowestBit(m) * setWords + word]! |= bit;
  }
  const partners = new Int32Array(setWords);
  for (let i = 0; i < count; i++) {
    const { cells, mask: aMask } = list[i]!;
    const from = (i + 1) >>> 5;
    partners.fill(0, from);
    for (let m = aMask; m; m &= m - 1) {
      const base = lowestBit(m) * setWords;
      for (let w = from; w < setWords; w++) partners[w]! |= byDigit[base + w]!;
    }
    for (const c of cells) {
      const base = c * setWords;
      for (let w = from; w < setWords; w++) partners[w]! &= ~byCell[base + w]!;
    }
    // Sets up to i itself are not partners (each pair once, with a < b).
    if (from < setWords) partners[from]! &= ~((1 << ((i + 1) & 31)) - 1);
    for (let w = from; w < setWords; w++) {
      for (let m = partners[w]!; m; m &= m - 1) {
        const j = w * 32 + lowestBit(m);
        const common = aMask & list[j]!.mask;
        const rcc = restrictedCommons(table, i, j, common);
        if (rcc === 0) continue;
        const link = { a: i, b: j, common, rcc };
        links.push(link);
        around[i]!.push(link);
        around[j]!.push(link);
      }
    }
  }
  const network = { table, list, links, around };
  lastNetwork = { state, digits: state.digits.slice(), candidates: state.candidates.slice(), network };
  return network;
}

function sameArray(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function alsXz(state: State, out: Step[]): void {
  const { table, list, links } = networkOf(state);
  for (const link of links) {
    if (POPCOUNT[link.common]! < 2) continue;
    const a = list[link.a]!;
    const b = list[link.b]!;
    const common = link.common;
    for (let x = link.rcc; x; x &= x - 1) {
      const xBit = x & -x;
      const eliminations = zEliminations(state, table, link.a, link.b, common & ~xBit);
      if (eliminations.length === 0) continue;
      const xd = lowestDigit(xBit);
      out.push(
        makeStep(
          'als-xz',
          [],
          eliminations,
          [...a.cells, ...b.cells],
          () =>
            `The almost locked sets ${alsWord(state, a)} and ${alsWord(state, b)} cannot both hold ${digitWord(xd)} (every ${digitWord(xd)} of one sees every ${digitWord(xd)} of the other), so one of them is locked on its other digits: each of ${digitsWord(common & ~xBit)} is in one of the two sets, and cells seeing all of that digit's places lose it: ${eliminationsWord(state.board, eliminations)}.`,
          alsDetail(state, [a, b], [rccLinks(state, a, b, xBit)], 'two almost locked sets (n cells with n + 1 digits)'),
        ),
      );
    }
  }
}

export function alsXyWing(state: State, out: Step[]): void {
  const { table, list, around } = networkOf(state);
  for (let c = 0; c < list.length; c++) {
    const pivot = list[c]!;
    const links = around[c]!;
    for (let p = 0; p < links.length; p++) {
      for (let q = p + 1; q < links.length; q++) {
        const la = links[p]!;
        const lb = links[q]!;
        const ai = la.a === c ? la.b : la.a;
        const bi = lb.a === c ? lb.b : lb.a;
        const a = list[ai]!;
        const b = list[bi]!;
        const common = a.mask & b.mask;
        if (common === 0 || !disjoint(table, ai, bi)) continue;
        for (let x = la.rcc; x; x &= x - 1) {
          const xBit = x & -x;
          for (let y = lb.rcc & ~xBit; y; y &= y - 1) {
            const yBit = y & -y;
            const zMask = common & ~xBit & ~yBit;
            if (zMask === 0) continue;
            const eliminations = zEliminations(state, table, ai, bi, zMask);
            if (eliminations.length === 0) continue;
            const xd = lowestDigit(xBit);
            const yd = lowestDigit(yBit);
            out.push(
              makeStep(
                'als-xy-wing',
                [],
                eliminations,
                [...a.cells, ...b.cells, ...pivot.cells],
                () =>
                  `The almost locked set ${alsWord(state, pivot)} cannot hold both ${digitWord(xd)} and ${digitWord(yd)}. ${digitWord(xd)} links it to ${alsWord(state, a)} and ${digitWord(yd)} to ${alsWord(state, b)} (neither digit can be in both sets of its link), so one of those two sets is locked on its other digits: each of ${digitsWord(zMask)} is in one of them, and cells seeing all of that digit's places lose it: ${eliminationsWord(state.board, eliminations)}.`,
                alsDetail(
                  state,
                  [a, pivot, b],
                  [rccLinks(state, a, pivot, xBit), rccLinks(state, pivot, b, yBit)],
                  'three almost locked sets (n cells with n + 1 digits)',
                ),
              ),
            );
          }
        }
      }
    }
  }
}

export const alsXzStep = first(alsXz);
export const alsXyWingStep = first(alsXyWing);
