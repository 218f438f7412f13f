/**
 * The implication links SE's chains follow, for a candidate p = 9·cell + d-1 assumed on or off:
 *
 *   on  → off: the cell's other digits (Y link, when enabled), then d in the other cells of the
 *              cell's box, row and column (each cell once);
 *   off → on : the cell's only other digit (Y, when the cell has two), then, per box, row, column,
 *              the only other place for d (X).
 *
 * With a `source` grid (dynamic chains), an off→on conclusion also rests on every candidate the
 * chain already removed from that cell or house ("hidden parents"). After SudokuExplainer 1.2.1,
 * Chaining.getOnToOff / getOffToOn.
 */
import { type SeGrid, CELL_HOUSES as CELL_HOUSES_, HOUSE_CELLS as HOUSE_CELLS_ } from './grid.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_;

/** Why a node is on: its cell's only digit left (else 1 + the house type of its only place left; -1 none). */
export const CELL_CAUSE = 0;

/** The most entries onToOff writes (8 + 20) and offToOn writes (4 runs of 3 + at most 8 hidden parents). */
export const LINK_BUFFER = 64;

/** Off candidates implied by p on, in SE's order, written to `out` from 0; returns how many. */
export function onToOff(g: SeGrid, p: number, y: boolean, out: Int16Array): number {
  let n = 0;
  const cell = (p / 9) | 0;
  const d = (p % 9) + 1;
  const cand = g.cand;
  if (y) {
    const m = cand[cell]!;
    for (let e = 1; e <= 9; e++) if (e !== d && m & (1 << e)) out[n++] = 9 * cell + e - 1;
  }
  const bit = 1 << d;
  const box = CELL_HOUSES[3 * cell]!;
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * cell + t]!;
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (c === cell || !(cand[c]! & bit)) continue;
      // a cell in two of the houses is listed once, from the first house (box, then row, column)
      if (t > 0 && CELL_HOUSES[3 * c] === box) continue;
      out[n++] = 9 * c + d - 1;
    }
  }
  return n;
}

/**
 * On candidates implied by p off, written to `out` from 0 as flat runs `on, cause, n,
 * parent1..parentN`: the cause is CELL_CAUSE (the cell's last digit) or 1 + the house type (0 box,
 * 1 row, 2 column) holding the last place, then the n hidden parents. Returns the entries written.
 */
export function offToOn(g: SeGrid, p: number, source: SeGrid | null, y: boolean, x: boolean, out: Int16Array): number {
  let n = 0;
  const cell = (p / 9) | 0;
  const d = (p % 9) + 1;
  const cand = g.cand;
  if (y) {
    const m = cand[cell]!;
    if (popcount(m) === 2) {
      const other = lowest(m & ~(1 << d));
      out[n++] = 9 * cell + other - 1;
      out[n++] = CELL_CAUSE;
      const at = n++;
      if (source) {
        const gone = source.cand[cell]! & ~m;
        for (let e = 1; e <= 9; e++) if (gone & (1 << e)) out[n++] = 9 * cell + e - 1;
      }
      out[at] = n - at - 1;
    }
  }
  if (x) {
    const bit = 1 << d;
    for (let t = 0; t < 3; t++) {
      const h = CELL_HOUSES[3 * cell + t]!;
      let other = -1;
      for (let k = 0; k < 9; k++) {
        const c = HOUSE_CELLS[9 * h + k]!;
        if (c === cell || !(cand[c]! & bit)) continue;
        if (other >= 0) {
          other = -2;
          break;
        }
        other = c;
      }
      if (other >= 0) {
        out[n++] = 9 * other + d - 1;
        out[n++] = 1 + t;
        const at = n++;
        if (source) {
          for (let k = 0; k < 9; k++) {
            const c = HOUSE_CELLS[9 * h + k]!;
            if (source.cand[c]! & bit && !(cand[c]! & bit)) out[n++] = 9 * c + d - 1;
          }
        }
        out[at] = n - at - 1;
      }
    }
  }
  return n;
}

export function popcount(m: number): number {
  let n = 0;
  while (m) {
    m &= m - 1;
    n++;
  }
  return n;
}

export function lowest(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/**
 * All static links of a grid at once (for chains on an unchanging grid): per candidate p,
 * on→off through the cell (Y, ≤ 8) and through the houses (X, ≤ 20), off→on through the cell
 * (Y, ≤ 1) and through the houses (X, ≤ 3), each in SE's order.
 */
export class LinkTable {
  readonly onOffY = new Int16Array(729 * 8);
  readonly onOffYn = new Uint8Array(729);
  readonly onOffX = new Int16Array(729 * 20);
  readonly onOffXn = new Uint8Array(729);
  readonly offOnY = new Int16Array(729);
  readonly offOnX = new Int16Array(729 * 3);
  readonly offOnXn = new Uint8Array(729);

  private readonly tmp = new Int16Array(LINK_BUFFER);

  /** The links of grid `g` (a table is reused from grid to grid: nested chains build one per working grid). */
  load(g: SeGrid): this {
    const tmp = this.tmp;
    for (let p = 0; p < 729; p++) {
      const cell = (p / 9) | 0;
      const d = (p % 9) + 1;
      this.offOnY[p] = -1;
      if (!(g.cand[cell]! & (1 << d))) {
        this.onOffYn[p] = 0;
        this.onOffXn[p] = 0;
        this.offOnXn[p] = 0;
        continue;
      }
      const count = onToOff(g, p, true, tmp);
      let ny = 0;
      let nx = 0;
      for (let i = 0; i < count; i++) {
        const q = tmp[i]!;
        if (((q / 9) | 0) === cell) this.onOffY[8 * p + ny++] = q;
        else this.onOffX[20 * p + nx++] = q;
      }
      this.onOffYn[p] = ny;
      this.onOffXn[p] = nx;
      if (offToOn(g, p, null, true, false, tmp)) this.offOnY[p] = tmp[0]!;
      const runs = offToOn(g, p, null, false, true, tmp);
      let n = 0;
      for (let k = 0; k < runs; k += 3 + tmp[k + 2]!) this.offOnX[3 * p + n++] = tmp[k]!;
      this.offOnXn[p] = n;
    }
    return this;
  }
}
