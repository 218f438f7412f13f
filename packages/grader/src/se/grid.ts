/**
 * The classic 9×9 position the Sudoku Explainer rating works on, in SE's own house order.
 *
 *   cell i = 9·row + col (0..80)          candidate (potential) p = 9·i + (d-1)
 *   house h: 0..8 boxes, 9..17 rows, 18..26 columns   (SE's region types 0, 1, 2)
 *   HOUSE_CELLS[9h + k] = the k-th cell of house h (boxes row-major, rows by column, columns by row)
 *   CELL_HOUSES[3i + t] = the house of type t (0 box, 1 row, 2 column) holding cell i
 *   cand[i] = candidate mask of an empty cell, digit d = bit d (bits 1..9); 0 once the cell is filled
 *
 * SE scans houses box, column, row for most rules (SudokuExplainer's HiddenSingle, NakedSet…);
 * SCAN_ORDER keeps that order so the first hint found is the one SE applies.
 */

export const HOUSE_CELLS = new Uint8Array(27 * 9);
export const CELL_HOUSES = new Uint8Array(81 * 3);
/** The 20 peers of each cell, flat: PEERS[20i + k]. */
export const PEERS = new Uint8Array(81 * 20);
/** sees[81a + b] = 1 when cells a ≠ b share a house. */
export const SEES = new Uint8Array(81 * 81);
/** Houses in SE's scan order: boxes, columns, rows. */
export const SCAN_ORDER: readonly number[] = [...range(0, 9), ...range(18, 27), ...range(9, 18)];
/** Bits set in a 10-bit mask. */
export const POP = new Uint8Array(1024);
/** Lowest digit (bit index) of a mask, 0 for none. */
export const LOW = new Uint8Array(1024);

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}

for (let m = 1; m < 1024; m++) {
  POP[m] = POP[m >> 1]! + (m & 1);
  let d = 0;
  while (!(m & (1 << d))) d++;
  LOW[m] = d;
}
for (let k = 0; k < 9; k++) {
  for (let j = 0; j < 9; j++) {
    const boxCell = (3 * Math.floor(k / 3) + Math.floor(j / 3)) * 9 + 3 * (k % 3) + (j % 3);
    HOUSE_CELLS[9 * k + j] = boxCell;
    HOUSE_CELLS[9 * (9 + k) + j] = 9 * k + j;
    HOUSE_CELLS[9 * (18 + k) + j] = 9 * j + k;
  }
}
for (let h = 0; h < 27; h++) {
  for (let j = 0; j < 9; j++) CELL_HOUSES[3 * HOUSE_CELLS[9 * h + j]! + Math.floor(h / 9)] = h;
}
for (let a = 0; a < 81; a++) {
  let n = 0;
  for (let b = 0; b < 81; b++) {
    if (a === b) continue;
    let share = false;
    for (let t = 0; t < 3; t++) if (CELL_HOUSES[3 * a + t] === CELL_HOUSES[3 * b + t]) share = true;
    if (share) {
      SEES[81 * a + b] = 1;
      PEERS[20 * a + n++] = b;
    }
  }
}

/** The box of a cell. */
export const boxOf = (i: number): number => CELL_HOUSES[3 * i]!;
/** Cells of house h holding candidate d, as a 9-bit mask of positions k in HOUSE_CELLS order. */
export function positions(g: SeGrid, h: number, d: number): number {
  let m = 0;
  const bit = 1 << d;
  for (let k = 0; k < 9; k++) if (g.cand[HOUSE_CELLS[9 * h + k]!]! & bit) m |= 1 << k;
  return m;
}

/** Digits and candidates; `place` removes the digit from the peers like SE's setValueAndCancel. */
export class SeGrid {
  constructor(
    readonly value: Uint8Array = new Uint8Array(81),
    readonly cand: Uint16Array = new Uint16Array(81),
  ) {}

  /** A grid from an 81-character string ('.' or '0' empty); candidates are what no peer holds. */
  static parse(puzzle: string): SeGrid {
    const g = new SeGrid();
    for (let i = 0; i < 81; i++) g.cand[i] = 0x3fe;
    for (let i = 0; i < 81; i++) {
      const ch = puzzle.charCodeAt(i) - 48;
      if (ch >= 1 && ch <= 9) g.place(i, ch);
    }
    return g;
  }

  clone(): SeGrid {
    return new SeGrid(this.value.slice(), this.cand.slice());
  }

  copyFrom(o: SeGrid): void {
    this.value.set(o.value);
    this.cand.set(o.cand);
  }

  place(i: number, d: number): void {
    this.value[i] = d;
    this.cand[i] = 0;
    const off = ~(1 << d);
    for (let k = 0; k < 20; k++) {
      const p = PEERS[20 * i + k]!;
      this.cand[p]! &= off;
    }
  }

  isSolved(): boolean {
    for (let i = 0; i < 81; i++) if (this.value[i] === 0) return false;
    return true;
  }
}
