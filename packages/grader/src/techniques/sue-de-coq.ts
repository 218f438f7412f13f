/**
 * Sue de Coq (two-sector disjoint subsets). Where a line meets a box (any two houses sharing two
 * or more cells: row or column with box, region, diagonal or window), take 2 or 3 empty cells C
 * of the overlap holding digits V, at least |C| + 2 of them. Add cells A of the line outside the
 * box and cells B of the box outside the line, with digits VA and VB that share none:
 *
 *   count    C, A and B hold exactly |C| + |A| + |B| digits between them
 *   once     a digit of VA can only sit in A or C, all in the line; one of VB only in B or C, all
 *            in the box; the rest of V only in C: each digit at most once, and with as many
 *            digits as cells, each exactly once
 *   so       VA and V without VB are locked in the line, VB and V without VA in the box: every
 *            other cell that sees all of a digit's places in the pattern loses it
 *
 * A and B must each take part: each shares a digit with V and covers more cells than it brings
 * new digits (|A| − |VA \ V| ≥ 1, the same for B), which together with the count means the two
 * absorb the k = |V| − |C| extra digits of C between them. The basic form is A and B one bivalue
 * cell each; larger sets are the extended form (sound by the same count).
 *
 * Outside sets are every subset of a pool's empty cells on boards up to 9×9 (a pool has at most
 * seven cells), at most three cells beyond; the cap depends only on the size, never on the scan
 * order, so grades stay disguise-invariant.
 */
import { POPCOUNT, bitDigit, lowestBit } from '@sudoku-forge/core-solver';
import { perBoard } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { housesOf, lookAt } from '../detail.ts';
import { cellsWord, digitsWord, houseWord, makeStep } from '../words.ts';
import { BOXLIKE, overlapsOf } from './intersections.ts';
import { seeingAll } from './links.ts';

interface Pair {
  line: number;
  box: number;
  inside: Int16Array;
  /** Cells of the line outside the box, and of the box outside the line. */
  lineOnly: Int16Array;
  boxOnly: Int16Array;
}

/** One side's outside sets (A in the line, or B in the box), rebuilt per overlap. */
interface Side {
  /** The side's empty cells, and how many. */
  pool: Int16Array;
  count: number;
  /** Subsets that could take part with some C: digits, size, pool cells as a bitmask; how many. */
  mask: Uint16Array;
  size: Uint8Array;
  set: Int32Array;
  subsets: number;
  /** False until the subsets of the current overlap are listed (they are listed on first need). */
  built: boolean;
  /** The subsets that fit the current C: index and how many of the extra digits they absorb. */
  fit: Int32Array;
  absorb: Uint8Array;
}

/** Per board: each overlap once (line first, box second) and scratch for the subsets. */
interface Scratch {
  pairs: Pair[];
  cap: number;
  /** Empty cells of the overlap. */
  inside: Int16Array;
  /** Digits of the overlap's empty cells. */
  all: number;
  line: Side;
  box: Side;
}

const scratchFor = perBoard((board): Scratch => {
  const pairs: Pair[] = [];
  let pool = 0;
  // Each overlap once, named line first: the box (region, window) second when one house is one.
  const boxlike = (h: number) => (BOXLIKE.has(board.houseUnits[h]!.kind) ? 1 : 0);
  for (const o of overlapsOf(board)) {
    const ra = boxlike(o.a);
    const rb = boxlike(o.b);
    if (ra > rb || (ra === rb && o.a > o.b)) continue;
    pairs.push({ line: o.a, box: o.b, inside: o.inside, lineOnly: o.outsideA, boxOnly: o.outsideB });
    pool = Math.max(pool, o.outsideA.length, o.outsideB.length);
  }
  const cap = board.n <= 9 ? pool : 3;
  // Subsets of up to `cap` cells of the largest pool.
  let subsets = 0;
  for (let size = 1, ways = 1; size <= cap; size++) {
    ways = (ways * (pool - size + 1)) / size;
    subsets += ways;
  }
  const side = (): Side => ({
    pool: new Int16Array(board.n),
    count: 0,
    mask: new Uint16Array(subsets),
    size: new Uint8Array(subsets),
    set: new Int32Array(subsets),
    subsets: 0,
    built: false,
    fit: new Int32Array(subsets),
    absorb: new Uint8Array(subsets),
  });
  const scratch: Scratch = { pairs, cap, inside: new Int16Array(board.n), all: 0, line: side(), box: side() };
  return scratch;
});

/**
 * Lists the side's subsets (up to `cap` cells) that could take part with some C of the overlap,
 * whose cells hold `all`: they share a digit with it and have more cells than digits outside it.
 */
function buildSide(side: Side, candidates: Uint16Array, cap: number, all: number): void {
  const { pool, count, mask, size, set } = side;
  let total = 0;
  if (count <= cap) {
    // Every subset as a bitmask of the pool, its digits built from the subset without its lowest cell.
    for (let bits = 1; bits < 1 << count; bits++) {
      const rest = bits & (bits - 1);
      const m = (rest === 0 ? 0 : mask[rest - 1]!) | candidates[pool[lowestBit(bits)]!]!;
      mask[bits - 1] = m;
    }
    for (let bits = 1; bits < 1 << count; bits++) {
      const m = mask[bits - 1]!;
      const n = POPCOUNT[bits]!;
      if (!(m & all) || n - POPCOUNT[m & ~all]! < 1) continue;
      // Compacting in place is safe: total < bits, and entries below bits are no longer read.
      mask[total] = m;
      size[total] = n;
      set[total] = bits;
      total++;
    }
  } else {
    const walk = (start: number, m: number, n: number, bits: number) => {
      for (let i = start; i < count; i++) {
        const m2 = m | candidates[pool[i]!]!;
        const bits2 = bits | (1 << i);
        if (m2 & all && n + 1 - POPCOUNT[m2 & ~all]! >= 1) {
          mask[total] = m2;
          size[total] = n + 1;
          set[total] = bits2;
          total++;
        }
        if (n + 1 < cap) walk(i + 1, m2, n + 1, bits2);
      }
    };
    walk(0, 0, 0, 0);
  }
  side.subsets = total;
  side.built = true;
}

/**
 * The side's subsets that can take part with C (digits v, `extra` too many): they share a digit
 * with v and absorb between 1 and extra − 1 of the extra digits (cells minus digits outside v).
 */
function fits(side: Side, v: number, extra: number): number {
  const { mask, size, fit, absorb, subsets } = side;
  let total = 0;
  for (let i = 0; i < subsets; i++) {
    const m = mask[i]!;
    if (!(m & v)) continue;
    const takes = size[i]! - POPCOUNT[m & ~v]!;
    if (takes < 1 || takes >= extra) continue;
    fit[total] = i;
    absorb[total] = takes;
    total++;
  }
  return total;
}

/** Every Sue de Coq in the position. */
export function sueDeCoqs(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  const s = scratchFor(board);
  const { inside, line, box } = s;
  for (const pair of s.pairs) {
    let m = 0;
    let all = 0;
    for (const cell of pair.inside) {
      if (digits[cell] !== 0) continue;
      inside[m++] = cell;
      all |= candidates[cell]!;
    }
    // Some C of 2 or 3 cells needs |C| + 2 digits.
    if (m < 2 || POPCOUNT[all]! < 4) continue;
    line.count = 0;
    for (const cell of pair.lineOnly) if (digits[cell] === 0) line.pool[line.count++] = cell;
    if (line.count === 0) continue;
    box.count = 0;
    for (const cell of pair.boxOnly) if (digits[cell] === 0) box.pool[box.count++] = cell;
    if (box.count === 0) continue;
    s.all = all;
    line.built = false;
    box.built = false;
    // C: every 2- and 3-cell subset of the overlap's empty cells.
    for (let i = 0; i < m; i++) {
      const ci = inside[i]!;
      for (let j = i + 1; j < m; j++) {
        const cj = inside[j]!;
        const vij = candidates[ci]! | candidates[cj]!;
        tryC(state, out, s, pair, ci, cj, -1, vij);
        for (let k = j + 1; k < m; k++) tryC(state, out, s, pair, ci, cj, inside[k]!, vij | candidates[inside[k]!]!);
      }
    }
  }
}

/** C = the overlap cells c0, c1 (and c2 unless -1) with digits v: every A and B that complete it. */
function tryC(state: State, out: Step[], s: Scratch, pair: Pair, c0: number, c1: number, c2: number, v: number): void {
  const size = c2 < 0 ? 2 : 3;
  const extra = POPCOUNT[v]! - size;
  if (extra < 2) return;
  const { line, box } = s;
  if (!line.built) buildSide(line, state.candidates, s.cap, s.all);
  const lineFits = fits(line, v, extra);
  if (lineFits === 0) return;
  if (!box.built) buildSide(box, state.candidates, s.cap, s.all);
  const boxFits = fits(box, v, extra);
  for (let x = 0; x < lineFits; x++) {
    const a = line.fit[x]!;
    const va = line.mask[a]!;
    // A and B together absorb exactly the extra digits: then the cells and digits match.
    const need = extra - line.absorb[x]!;
    for (let y = 0; y < boxFits; y++) {
      if (box.absorb[y] !== need) continue;
      const b = box.fit[y]!;
      const vb = box.mask[b]!;
      if (va & vb) continue;
      const c = c2 < 0 ? [c0, c1] : [c0, c1, c2];
      report(state, out, pair, c, v, cellsOf(line.pool, line.set[a]!), va, cellsOf(box.pool, box.set[b]!), vb);
    }
  }
}

function cellsOf(pool: Int16Array, bits: number): number[] {
  const cells: number[] = [];
  for (let m = bits; m !== 0; m &= m - 1) cells.push(pool[lowestBit(m)]!);
  return cells;
}

function report(
  state: State,
  out: Step[],
  pair: Pair,
  c: number[],
  v: number,
  a: number[],
  va: number,
  b: number[],
  vb: number,
): void {
  const { board, candidates } = state;
  const pattern = [...c, ...a, ...b];
  const all = v | va | vb;
  const eliminations: CellDigit[] = [];
  const places: number[] = [];
  for (let m = all; m !== 0; m &= m - 1) {
    const bit = m & -m;
    const digit = bitDigit(bit);
    places.length = 0;
    for (const cell of pattern) if (candidates[cell]! & bit) places.push(cell);
    // Each digit is in the pattern exactly once: a cell seeing all its places cannot hold it.
    for (const cell of seeingAll(state, digit, places)) eliminations.push({ cell, digit });
  }
  if (eliminations.length === 0) return;
  out.push(
    makeStep(
      'sue de coq',
      [],
      eliminations,
      pattern,
      () => {
        const line = houseWord(board, pair.line);
        const box = houseWord(board, pair.box);
        const inLine = va | (v & ~vb);
        const inBox = vb | (v & ~va);
        return (
          `${cellsWord(board, c)}, where ${line} meets ${box}, hold ${digitsWord(v)}; with ${cellsWord(board, a)} ` +
          `(${digitsWord(va)}) in ${line} and ${cellsWord(board, b)} (${digitsWord(vb)}) in ${box}, these ` +
          `${pattern.length} cells hold just ${pattern.length} digits, each once. So ${digitsWord(inLine)} ` +
          `are locked in ${line} and ${digitsWord(inBox)} in ${box}: ` +
          'each leaves every other cell that sees all its places among these cells.'
        );
      },
      () => {
        const houses = housesOf(board, [pair.line, pair.box]);
        return {
          nudge: lookAt(board, houses, undefined, 'where they meet, two or three cells hold few digits between them'),
          houses,
        };
      },
    ),
  );
}
