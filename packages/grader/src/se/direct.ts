/**
 * SE's "direct" rules, each ending in a placed digit: last value in a house 1.0, hidden single
 * 1.2 (box) / 1.5 (line), direct pointing 1.7 / claiming 1.9 (an intersection that leaves a hidden
 * single), direct hidden pair 2.0 / triple 2.5 (a hidden set that leaves a hidden single in its
 * house), naked single 2.3. A direct hint only places its digit: the pattern's eliminations stay
 * on the grid (SE's DirectHint / getEmptyMap). Rules and values after SudokuExplainer 1.2.1 (diuf.sudoku.solver.rules).
 */
import {
  type SeGrid,
  CELL_HOUSES as CELL_HOUSES_,
  HOUSE_CELLS as HOUSE_CELLS_,
  LOW as LOW_,
  POP as POP_,
  SCAN_ORDER as SCAN_ORDER_,
  positions as positions_,
} from './grid.ts';
import type { SeHint } from './hint.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const CELL_HOUSES = CELL_HOUSES_,
  HOUSE_CELLS = HOUSE_CELLS_,
  LOW = LOW_,
  POP = POP_,
  SCAN_ORDER = SCAN_ORDER_,
  positions = positions_;

const bitIndex = (m: number): number => 31 - Math.clz32(m & -m);

/** Hidden singles: first the houses with one empty cell (1.0), then any house. */
export function hiddenSingle(g: SeGrid): SeHint | null {
  for (const alone of [true, false]) {
    for (const h of SCAN_ORDER) {
      let empty = 0;
      if (alone) for (let k = 0; k < 9; k++) if (g.value[HOUSE_CELLS[9 * h + k]!] === 0) empty++;
      if (alone && empty !== 1) continue;
      for (let d = 1; d <= 9; d++) {
        const pos = positions(g, h, d);
        if (POP[pos] !== 1) continue;
        const cell = HOUSE_CELLS[9 * h + bitIndex(pos)]!;
        const difficulty = alone ? 1.0 : h < 9 ? 1.2 : 1.5;
        return { name: 'Hidden Single', difficulty, eliminations: [], place: [cell, d] };
      }
    }
  }
  return null;
}

export function nakedSingle(g: SeGrid): SeHint | null {
  for (let i = 0; i < 81; i++) {
    if (g.value[i] === 0 && POP[g.cand[i]!] === 1) {
      return { name: 'Naked Single', difficulty: 2.3, eliminations: [], place: [i, LOW[g.cand[i]!]!] };
    }
  }
  return null;
}

/** Cells of house `a` not in house `b`. */
function outside(a: number, b: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 9; k++) {
    const c = HOUSE_CELLS[9 * a + k]!;
    if (CELL_HOUSES[3 * c + Math.floor(b / 9)] !== b) out.push(c);
  }
  return out;
}

const crosses = (a: number, b: number): boolean => {
  for (let k = 0; k < 9; k++) {
    const c = HOUSE_CELLS[9 * a + k]!;
    if (CELL_HOUSES[3 * c + Math.floor(b / 9)] === b) return true;
  }
  return false;
};

/** Type pairs SE's Locking walks: (box, column), (box, row), (column, box), (row, box). */
const LOCK_TYPES: readonly (readonly [number, number])[] = [
  [0, 2],
  [0, 1],
  [2, 0],
  [1, 0],
];

/** For each type pair: [base, cover, positions of base inside cover] for every crossing pair. */
const LOCK_PAIRS: readonly (readonly (readonly [number, number, number])[])[] = LOCK_TYPES.map(([t1, t2]) => {
  const out: [number, number, number][] = [];
  for (let i1 = 0; i1 < 9; i1++) {
    for (let i2 = 0; i2 < 9; i2++) {
      const base = 9 * t1 + i1;
      const cover = 9 * t2 + i2;
      let inside = 0;
      for (let k = 0; k < 9; k++) if (CELL_HOUSES[3 * HOUSE_CELLS[9 * base + k]! + t2] === cover) inside |= 1 << k;
      if (inside) out.push([base, cover, inside]);
    }
  }
  return out;
});

/**
 * Intersections: all candidates of d in house `base` lie in house `cover`; d leaves the rest of
 * `cover`. `visit` is called for each such pair in SE's order and stops the walk on a non-null.
 */
export function walkLocking<T>(g: SeGrid, visit: (base: number, cover: number, d: number) => T | null): T | null {
  for (const pairs of LOCK_PAIRS) {
    for (let d = 1; d <= 9; d++) {
      let lastBase = -1;
      let pos = 0;
      for (const [base, cover, inside] of pairs) {
        if (base !== lastBase) {
          lastBase = base;
          pos = positions(g, base, d);
        }
        if (POP[pos]! < 2 || pos & ~inside) continue;
        const r = visit(base, cover, d);
        if (r !== null) return r;
      }
    }
  }
  return null;
}

function lockingEliminations(g: SeGrid, base: number, cover: number, d: number): number[] {
  const out: number[] = [];
  for (const c of outside(cover, base)) if (g.cand[c]! & (1 << d)) out.push(9 * c + d - 1);
  return out;
}

/** Direct pointing / claiming: the intersection leaves one place for d in another house of base's type. */
export function directLocking(g: SeGrid): SeHint | null {
  return walkLocking(g, (base, cover, d) => {
    const t1 = Math.floor(base / 9);
    for (let i3 = 0; i3 < 9; i3++) {
      const other = 9 * t1 + i3;
      if (other === base || !crosses(other, cover)) continue;
      const pos = positions(g, other, d);
      if (POP[pos]! <= 1) continue;
      let remain = 0;
      let cell = -1;
      for (let k = 0; k < 9; k++) {
        if (!(pos & (1 << k))) continue;
        const c = HOUSE_CELLS[9 * other + k]!;
        if (CELL_HOUSES[3 * c + Math.floor(cover / 9)] !== cover) {
          remain++;
          cell = c;
        }
      }
      if (remain === 1) {
        const pointing = base < 9;
        return {
          name: pointing ? 'Direct Pointing' : 'Direct Claiming',
          difficulty: pointing ? 1.7 : 1.9,
          eliminations: [], // SE's direct hints only place the digit

          place: [cell, d] as const,
        };
      }
    }
    return null;
  });
}

/** Pointing 2.6 (box base, line cover) and claiming 2.8 (line base, box cover). */
export function locking(g: SeGrid): SeHint | null {
  return walkLocking(g, (base, cover, d) => {
    const eliminations = lockingEliminations(g, base, cover, d);
    if (eliminations.length === 0) return null;
    const pointing = cover >= 9;
    return { name: pointing ? 'Pointing' : 'Claiming', difficulty: pointing ? 2.6 : 2.8, eliminations };
  });
}

/** All k-subsets of 1..9 as digit masks, in lexicographic order. */
export const DIGIT_SETS: readonly (readonly number[])[] = [[], [], [], [], []].map((_, k) => {
  const out: number[] = [];
  for (let m = 0; m < 1024; m += 2) if (POP[m] === k) out.push(m);
  return out;
});

/**
 * Hidden sets of `degree` digits in house h: the digits' positions cover exactly `degree` cells.
 * Calls `visit(h, digits, cellsMask)` per set.
 */
export function walkHiddenSets<T>(
  g: SeGrid,
  degree: number,
  direct: boolean,
  visit: (h: number, digits: number, cells: number) => T | null,
): T | null {
  const pos = HIDDEN_POS;
  for (const h of SCAN_ORDER) {
    let empty = 0;
    for (let k = 0; k < 9; k++) if (g.value[HOUSE_CELLS[9 * h + k]!] === 0) empty++;
    if (!(empty > degree * 2 || (direct && empty > degree))) continue;
    // SE's common tuples: each digit of the set in 2+ cells; sets with another digit are skipped.
    let eligible = 0;
    for (let d = 1; d <= 9; d++) {
      pos[d] = positions(g, h, d);
      if (POP[pos[d]!]! > 1) eligible |= 1 << d;
    }
    for (const digits of DIGIT_SETS[degree]!) {
      if ((digits & ~eligible) !== 0) continue;
      let union = 0;
      for (let rest = digits; rest !== 0; rest &= rest - 1) union |= pos[bitIndex(rest & -rest)]!;
      if (POP[union] !== degree) continue;
      const r = visit(h, digits, union);
      if (r !== null) return r;
    }
  }
  return null;
}

/** walkHiddenSets' scratch: the positions of each digit in the house at hand. */
const HIDDEN_POS = new Int32Array(10);

/** Direct hidden pair 2.0 / triple 2.5: the set leaves a hidden single for another digit in its house. */
export function directHiddenSet(degree: number): (g: SeGrid) => SeHint | null {
  return (g) =>
    walkHiddenSets(g, degree, true, (h, digits, cells) => {
      for (let d = 1; d <= 9; d++) {
        if (digits & (1 << d)) continue;
        const pos = positions(g, h, d);
        if (POP[pos]! <= 1) continue;
        const rest = pos & ~cells;
        if (POP[rest] !== 1) continue;
        return {
          name: degree === 2 ? 'Direct Hidden Pair' : 'Direct Hidden Triplet',
          difficulty: degree === 2 ? 2.0 : 2.5,
          eliminations: [], // SE's direct hints only place the digit
          place: [HOUSE_CELLS[9 * h + bitIndex(rest)]!, d] as const,
        };
      }
      return null;
    });
}
