/**
 * Almost locked sets (ALS). An ALS is N cells of one house holding N + 1 digits between them:
 * take any one digit away and the rest are locked in those cells.
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
import { POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { first } from '../first.ts';
import { cellsWord, digitWord, digitsWord, houseWord, makeStep } from '../words.ts';

export interface Als {
  /** Cells, in reading order. */
  cells: number[];
  /** The N + 1 digits. */
  mask: number;
  /** A house holding every cell (the first one found; for explanations). */
  house: number;
  /** Cells holding each digit (index digit - 1). */
  places: number[][];
  /** The cells as a bitset (`words` 32-bit words). */
  bits: Uint32Array;
  /** Per digit (index digit - 1, `words` words each): the cells that see every place of the digit. */
  seeAll: Uint32Array;
}

const NO_PLACES: number[] = [];

/** Peer bitsets per board, `words` words per cell. */
const peerBitsCache = new WeakMap<object, Uint32Array>();

function peerBits(state: State, words: number): Uint32Array {
  const { board } = state;
  let bits = peerBitsCache.get(board);
  if (!bits) {
    bits = new Uint32Array(board.cellCount * words);
    for (let cell = 0; cell < board.cellCount; cell++) {
      for (const peer of board.peers[cell]!) bits[cell * words + (peer >>> 5)]! |= 1 << (peer & 31);
    }
    peerBitsCache.set(board, bits);
  }
  return bits;
}

/** Every ALS of the position, each cell set once. */
export function almostLockedSets(state: State): Als[] {
  const { board, digits, candidates } = state;
  const n = board.n;
  const words = (board.cellCount + 31) >>> 5;
  const peers = peerBits(state, words);
  const maxSize = n <= 9 ? 6 : 4;
  const out: Als[] = [];
  const pool: number[] = [];
  const chosen: number[] = [];
  const union = new Uint16Array(1 << Math.min(n, 9));
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    pool.length = 0;
    for (const cell of house) if (digits[cell] === 0) pool.push(cell);
    const limit = Math.min(maxSize, pool.length - 1);
    if (pool.length <= 9) {
      // Every subset of the empty cells as a bitmask, its digits built from the subset without
      // its lowest cell: 2^9 steps at most, no recursion, no strings.
      for (let set = 1; set < 1 << pool.length; set++) {
        const low = 31 - Math.clz32(set & -set);
        union[set] = union[set & (set - 1)]! | candidates[pool[low]!]!;
        const size = POPCOUNT[set]!;
        if (size > limit || POPCOUNT[union[set]!] !== size + 1) continue;
        chosen.length = 0;
        for (let m = set; m; m &= m - 1) chosen.push(pool[31 - Math.clz32(m & -m)]!);
        if (inEarlierHouse(chosen, h)) continue;
        out.push(makeAls(chosen, union[set]!, h));
      }
      continue;
    }
    const walk = (start: number, mask: number) => {
      if (chosen.length > 0 && POPCOUNT[mask] === chosen.length + 1) {
        if (!inEarlierHouse(chosen, h)) out.push(makeAls(chosen, mask, h));
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
  return out;

  /** True when a house before h holds every cell (the set was found there already). */
  function inEarlierHouse(cells: readonly number[], h: number): boolean {
    for (const other of board.cellHouses[cells[0]!]!) {
      if (other >= h) continue;
      const house = board.houses[other]!;
      if (cells.every((c) => house.includes(c))) return true;
    }
    return false;
  }

  function makeAls(chosen: readonly number[], mask: number, house: number): Als {
    const cells = [...chosen].sort((a, b) => a - b);
    const bits = new Uint32Array(words);
    for (const c of cells) bits[c >>> 5]! |= 1 << (c & 31);
    const places: number[][] = [];
    const seeAll = new Uint32Array(n * words);
    for (let d = 0; d < n; d++) {
      // Digits outside the set have no places (a shared empty list: places are only read).
      if (!(mask & (1 << d))) {
        places.push(NO_PLACES);
        continue;
      }
      const list = cells.filter((c) => candidates[c]! & (1 << d));
      places.push(list);
      if (list.length === 0) continue;
      for (let w = 0; w < words; w++) {
        let acc = 0xffffffff;
        for (const c of list) acc &= peers[c * words + w]!;
        seeAll[d * words + w] = acc;
      }
    }
    return { cells, mask, house, places, bits, seeAll };
  }
}

/** Digits x of A and B that are restricted commons: every x of B sees every x of A. */
function restrictedCommons(words: number, a: Als, b: Als, common: number): number {
  let rcc = 0;
  for (let m = common; m; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m);
    let all = true;
    for (const cell of b.places[d]!) {
      if (!(a.seeAll[d * words + (cell >>> 5)]! & (1 << (cell & 31)))) {
        all = false;
        break;
      }
    }
    if (all) rcc |= 1 << d;
  }
  return rcc;
}

function disjoint(words: number, a: Als, b: Als): boolean {
  for (let w = 0; w < words; w++) if (a.bits[w]! & b.bits[w]!) return false;
  return true;
}

/** Cells (outside A and B) seeing every z of A and B, as eliminations of z. */
function zEliminations(state: State, words: number, a: Als, b: Als, zMask: number): CellDigit[] {
  const { candidates } = state;
  const out: CellDigit[] = [];
  for (let m = zMask; m; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m);
    for (let w = 0; w < words; w++) {
      // Cells seeing all z of both sets cannot be among those places (no cell sees itself).
      for (let hits = a.seeAll[d * words + w]! & b.seeAll[d * words + w]!; hits !== 0; hits &= hits - 1) {
        const cell = w * 32 + (31 - Math.clz32(hits & -hits));
        if (candidates[cell]! & (1 << d)) out.push({ cell, digit: d + 1 });
      }
    }
  }
  return out;
}

const alsWord = (state: State, als: Als) => `${cellsWord(state.board, als.cells)} (${digitsWord(als.mask)} in ${houseWord(state.board, als.house)})`;

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
  if (last && last.state === state && sameArray(last.digits, state.digits) && sameArray(last.candidates, state.candidates)) {
    return last.network;
  }
  const list = almostLockedSets(state);
  const words = (state.board.cellCount + 31) >>> 5;
  const links: AlsLink[] = [];
  const around: AlsLink[][] = list.map(() => []);
  // The pair loop is quadratic in the sets: flat copies of masks and cell bits keep it tight.
  const count = list.length;
  const masks = new Int32Array(count);
  const bits = new Uint32Array(count * words);
  for (let i = 0; i < count; i++) {
    masks[i] = list[i]!.mask;
    bits.set(list[i]!.bits, i * words);
  }
  for (let i = 0; i < count; i++) {
    const aMask = masks[i]!;
    const aBase = i * words;
    pairs: for (let j = i + 1; j < count; j++) {
      const common = aMask & masks[j]!;
      if (common === 0) continue;
      const bBase = j * words;
      for (let w = 0; w < words; w++) if (bits[aBase + w]! & bits[bBase + w]!) continue pairs;
      const rcc = restrictedCommons(words, list[i]!, list[j]!, common);
      if (rcc === 0) continue;
      const link = { a: i, b: j, common, rcc };
      links.push(link);
      around[i]!.push(link);
      around[j]!.push(link);
    }
  }
  const network = { list, links, around };
  lastNetwork = { state, digits: state.digits.slice(), candidates: state.candidates.slice(), network };
  return network;
}

function sameArray(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function alsXz(state: State, out: Step[]): void {
  const { list, links } = networkOf(state);
  const words = (state.board.cellCount + 31) >>> 5;
  for (const link of links) {
    if (POPCOUNT[link.common]! < 2) continue;
    const a = list[link.a]!;
    const b = list[link.b]!;
    const common = link.common;
    for (let x = link.rcc; x; x &= x - 1) {
      const xBit = x & -x;
      const eliminations = zEliminations(state, words, a, b, common & ~xBit);
      if (eliminations.length === 0) continue;
      const xd = 32 - Math.clz32(xBit);
      out.push(
        makeStep(
          'als-xz',
          [],
          eliminations,
          [...a.cells, ...b.cells],
          () =>
            `The almost locked sets ${alsWord(state, a)} and ${alsWord(state, b)} cannot both hold ${digitWord(xd)} (every ${digitWord(xd)} of one sees every ${digitWord(xd)} of the other), so one of them is locked on its other digits: each of ${digitsWord(common & ~xBit)} is in one of the two sets, and cells seeing all of that digit's places lose it.`,
        ),
      );
    }
  }
}

export function alsXyWing(state: State, out: Step[]): void {
  const { list, around } = networkOf(state);
  const words = (state.board.cellCount + 31) >>> 5;
  for (let c = 0; c < list.length; c++) {
    const pivot = list[c]!;
    const links = around[c]!;
    for (let p = 0; p < links.length; p++) {
      for (let q = p + 1; q < links.length; q++) {
        const la = links[p]!;
        const lb = links[q]!;
        const a = list[la.a === c ? la.b : la.a]!;
        const b = list[lb.a === c ? lb.b : lb.a]!;
        const common = a.mask & b.mask;
        if (common === 0 || !disjoint(words, a, b)) continue;
        for (let x = la.rcc; x; x &= x - 1) {
          const xBit = x & -x;
          for (let y = lb.rcc & ~xBit; y; y &= y - 1) {
            const yBit = y & -y;
            const zMask = common & ~xBit & ~yBit;
            if (zMask === 0) continue;
            const eliminations = zEliminations(state, words, a, b, zMask);
            if (eliminations.length === 0) continue;
            const xd = 32 - Math.clz32(xBit);
            const yd = 32 - Math.clz32(yBit);
            out.push(
              makeStep(
                'als-xy-wing',
                [],
                eliminations,
                [...a.cells, ...b.cells, ...pivot.cells],
                () =>
                  `The almost locked set ${alsWord(state, pivot)} cannot hold both ${digitWord(xd)} and ${digitWord(yd)}. ${digitWord(xd)} links it to ${alsWord(state, a)} and ${digitWord(yd)} to ${alsWord(state, b)} (neither digit can be in both sets of its link), so one of those two sets is locked on its other digits: each of ${digitsWord(zMask)} is in one of them, and cells seeing all of that digit's places lose it.`,
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
