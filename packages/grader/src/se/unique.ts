/**
 * SE's unique rectangles and loops (4.5+): a closed path of 4, 6, 8 … unsolved cells, all holding
 * digits a and b, consecutive cells sharing a house (never twice the same house type in a row),
 * every house it touches holding exactly two of its cells at positions of different parity; at
 * least one cell is bivalue {a, b} and at most two hold more (more only when the extra digit is
 * one and the same). Difficulty 4.5, +0.1 for 6 cells, +0.2 for 8, +0.5 for 10 or more.
 *   1  one cell has more: a and b leave it                                      base
 *   2  the extra cells have one extra digit x (and only it): x leaves their common peers   base
 *   3  two extra cells in one house: naked set — their extra digits with k−1 other cells of the
 *      house hold k digits, which leave the house's other cells                base + 0.1·(k−1)
 *      hidden set — a, b and k−2 other digits appear (one of the two extra cells aside) in k
 *      cells of the house: the other digits leave those cells                 base + 0.1·(k−2)
 *   4  two extra cells in one house hold all of a in it: b leaves them          base
 * SE sorts by difficulty (its unrounded sums), then type; the first found wins a tie.
 * After SudokuExplainer 1.2.1, UniqueLoops and its hints.
 */
import {
  type SeGrid,
  CELL_HOUSES as CELL_HOUSES_,
  HOUSE_CELLS as HOUSE_CELLS_,
  POP as POP_,
  SEES as SEES_,
} from './grid.ts';
import type { SeHint } from './hint.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_,
  SEES = SEES_;

interface Candidate {
  readonly hint: SeHint;
  /** SE's unrounded difficulty, which orders ties such as 4.6 + 0.1 before 4.5 + 0.2. */
  readonly raw: number;
  readonly type: number;
}
type Offer = (type: number, raw: number, eliminations: number[]) => void;

export function uniqueRectangles(g: SeGrid): SeHint | null {
  let best: Candidate | null = null;
  const loop: number[] = [];
  for (let start = 0; start < 81; start++) {
    const m = g.cand[start]!;
    if (POP[m] !== 2) continue;
    const ab = m;
    const found: number[][] = [];
    search(g, start, ab, loop, 2, 0, -1, 0, 0, found);
    for (const cells of found) {
      const base = loopBase(cells.length);
      const offer: Offer = (type, raw, eliminations) => {
        if (!eliminations.length) return;
        if (best && !(raw < best.raw || (raw === best.raw && type < best.type))) return;
        const name = cells.length === 4 ? 'Unique Rectangle' : 'Unique Loop';
        best = { hint: { name, difficulty: Math.round(raw * 10) / 10, eliminations }, raw, type };
      };
      hintsOf(g, cells, ab, base, offer);
    }
  }
  return best ? (best as Candidate).hint : null;
}

function loopBase(n: number): number {
  let d = 4.5;
  if (n >= 10) d += 0.3;
  if (n >= 8) d += 0.2;
  else if (n >= 6) d += 0.1;
  return d;
}

/**
 * Depth-first walk from `cell` (appended to `loop`) over cells holding both digits of `ab`;
 * `even`/`odd` are the houses (27 bits) already used at each parity, a walk that uses one twice
 * at a parity can never close into a valid loop and stops there.
 */
function search(
  g: SeGrid,
  cell: number,
  ab: number,
  loop: number[],
  allowedEx: number,
  exIn: number,
  lastType: number,
  even: number,
  odd: number,
  found: number[][],
): void {
  const parityOdd = loop.length & 1;
  let used = parityOdd ? odd : even;
  for (let t = 0; t < 3; t++) {
    const bit = 1 << CELL_HOUSES[3 * cell + t]!;
    if (used & bit) return;
    used |= bit;
  }
  if (parityOdd) odd = used;
  else even = used;
  loop.push(cell);
  let ex = exIn;
  for (let t = 0; t < 3; t++) {
    if (t === lastType) continue;
    const h = CELL_HOUSES[3 * cell + t]!;
    for (let k = 0; k < 9; k++) {
      const next = HOUSE_CELLS[9 * h + k]!;
      if (next === loop[0] && loop.length >= 4) {
        if (even === odd) found.push(loop.slice());
        continue;
      }
      if (loop.includes(next)) continue;
      const m = g.cand[next]!;
      if ((m & ab) !== ab) continue;
      // a loop through an earlier bivalue start was found from there first (SE's order kept)
      if (m === ab && next < loop[0]!) continue;
      ex |= m & ~ab; // SE gathers the extras of every cell tried from here, not only of the path
      const n = POP[m]!;
      if (n === 2 || POP[ex] === 1 || allowedEx > 0) {
        search(g, next, ab, loop, n > 2 ? allowedEx - 1 : allowedEx, ex, t, even, odd, found);
      }
    }
  }
  loop.pop();
}

function hintsOf(g: SeGrid, cells: number[], ab: number, base: number, offer: Offer): void {
  const extra = cells.filter((c) => POP[g.cand[c]!]! > 2);
  if (extra.length === 0) return;
  if (extra.length === 1) {
    const c = extra[0]!;
    const [a, b] = digits(ab) as [number, number];
    offer(1, base, [9 * c + a - 1, 9 * c + b - 1]);
    return;
  }
  let extraDigits = 0;
  for (const c of extra) extraDigits |= g.cand[c]! & ~ab;
  if (extra.length > 2 || POP[extraDigits] === 1) {
    const x = 31 - Math.clz32(g.cand[extra[0]!]! & ~ab);
    const eliminations: number[] = [];
    for (let c = 0; c < 81; c++) {
      if (!(g.cand[c]! & (1 << x)) || extra.includes(c)) continue;
      if (extra.every((e) => SEES[81 * e + c])) eliminations.push(9 * c + x - 1);
    }
    offer(2, base, eliminations);
  } else {
    type3(g, extra[0]!, extra[1]!, ab, extraDigits, base, offer);
  }
  if (extra.length === 2) type4(g, extra[0]!, extra[1]!, ab, base, offer);
}

function digits(m: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (m & (1 << d)) out.push(d);
  return out;
}

function type3(g: SeGrid, c1: number, c2: number, ab: number, extra: number, base: number, offer: Offer): void {
  const nExtra = POP[extra]!;
  for (let degree = nExtra; degree <= 7; degree++) {
    for (let t = 0; t < 3; t++) {
      const h = CELL_HOUSES[3 * c1 + t]!;
      if (CELL_HOUSES[3 * c2 + t] !== h) continue;
      let empty = 0;
      let i1 = -1,
        i2 = -1;
      for (let k = 0; k < 9; k++) {
        const c = HOUSE_CELLS[9 * h + k]!;
        if (g.value[c] === 0) empty++;
        if (c === c1) i1 = k;
        if (c === c2) i2 = k;
      }
      if (degree * 2 <= empty) {
        // naked: c1 (as its extra digits) with degree−1 other cells of the house, never c2
        for (let mask = 0; mask < 512; mask++) {
          if (POP[mask & 0x3ff]! + POP[mask >> 10]! !== degree || !(mask & (1 << i1)) || mask & (1 << i2)) continue;
          let union = extra,
            check = extra & g.cand[c1]! & g.cand[c2]!,
            ok = true;
          for (let k = 0; k < 9; k++) {
            if (k === i1 || !(mask & (1 << k))) continue;
            const m = g.cand[HOUSE_CELLS[9 * h + k]!]!;
            if (POP[m]! <= 1) ok = false;
            union |= m;
            check |= m;
          }
          if (!ok || POP[check] !== degree || POP[union] !== degree) continue;
          const eliminations: number[] = [];
          for (let k = 0; k < 9; k++) {
            if (mask & (1 << k) || k === i2) continue;
            const c = HOUSE_CELLS[9 * h + k]!;
            for (let d = 1; d <= 9; d++) if (union & g.cand[c]! & (1 << d)) eliminations.push(9 * c + d - 1);
          }
          offer(3, base + (degree - 1) * 0.1, eliminations);
        }
      }
      if (degree * 2 < empty) {
        // hidden: a, b and degree−2 digits outside a, b and the extras, in degree cells (c2 aside)
        const rest = 0x3fe & ~ab & ~extra;
        if (degree - 2 > POP[rest]!) continue;
        for (let vals = rest; ; vals = (vals - 1) & rest) {
          if (POP[vals] === degree - 2) hidden(g, h, c1, c2, i2, vals | ab, degree, base, offer);
          if (vals === 0) break;
        }
      }
    }
  }
}

function hidden(
  g: SeGrid,
  h: number,
  c1: number,
  c2: number,
  i2: number,
  vals: number,
  degree: number,
  base: number,
  offer: Offer,
): void {
  let where = 0;
  for (let d = 1; d <= 9; d++) {
    if (!(vals & (1 << d))) continue;
    let pos = 0;
    for (let k = 0; k < 9; k++) if (k !== i2 && g.cand[HOUSE_CELLS[9 * h + k]!]! & (1 << d)) pos |= 1 << k;
    if (!pos) return;
    where |= pos;
  }
  if (POP[where & 0x3ff]! + POP[where >> 10]! !== degree) return;
  const eliminations: number[] = [];
  let cellsIn = 0;
  for (let k = 0; k < 9; k++) {
    if (!(where & (1 << k))) continue;
    const c = HOUSE_CELLS[9 * h + k]!;
    if (c === c1 || c === c2) continue;
    cellsIn++;
    for (let d = 1; d <= 9; d++) if (!(vals & (1 << d)) && g.cand[c]! & (1 << d)) eliminations.push(9 * c + d - 1);
  }
  offer(3, base + (cellsIn - 1) * 0.1, eliminations);
}

function type4(g: SeGrid, c1: number, c2: number, ab: number, base: number, offer: Offer): void {
  const [a, b] = digits(ab) as [number, number];
  let lockA = false,
    lockB = false;
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * c1 + t]!;
    if (CELL_HOUSES[3 * c2 + t] !== h) continue;
    let hasA = false,
      hasB = false;
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (c === c1 || c === c2) continue;
      if (g.cand[c]! & (1 << a)) hasA = true;
      if (g.cand[c]! & (1 << b)) hasB = true;
    }
    if (!hasA) lockA = true;
    if (!hasB) lockB = true;
  }
  const drop = lockA ? b : lockB ? a : 0;
  if (drop) offer(4, base, [9 * c1 + drop - 1, 9 * c2 + drop - 1]);
}
