/**
 * SE's subset and fish rules: naked pair 3.0 / triple 3.6 / quad 5.0, hidden pair 3.4 / triple
 * 4.0 / quad 5.4, X-wing 3.2 / swordfish 3.8 / jellyfish 5.2, XY-wing 4.2, XYZ-wing 4.4.
 * Values and house conditions after SudokuExplainer 1.2.1 (NakedSet, HiddenSet, Fisherman, XYWing).
 */
import {
  type SeGrid,
  HOUSE_CELLS as HOUSE_CELLS_,
  POP as POP_,
  SCAN_ORDER as SCAN_ORDER_,
  SEES as SEES_,
  positions as positions_,
} from './grid.ts';
import { walkHiddenSets } from './direct.ts';
import type { SeHint } from './hint.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const HOUSE_CELLS = HOUSE_CELLS_,
  POP = POP_,
  SCAN_ORDER = SCAN_ORDER_,
  SEES = SEES_,
  positions = positions_;

const NAKED = ['', '', 'Naked Pair', 'Naked Triplet', 'Naked Quad'];
const NAKED_DIFF = [0, 0, 3.0, 3.6, 5.0];
const HIDDEN = ['', '', 'Hidden Pair', 'Hidden Triplet', 'Hidden Quad'];
const HIDDEN_DIFF = [0, 0, 3.4, 4.0, 5.4];
const FISH = ['', '', 'X-Wing', 'Swordfish', 'Jellyfish'];
const FISH_DIFF = [0, 0, 3.2, 3.8, 5.2];

/** Calls f on each `k`-subset of `items` (as index lists); stops when f returns non-null. */
function subsets<T>(n: number, k: number, f: (idx: number[]) => T | null): T | null {
  const idx: number[] = [];
  const rec = (start: number): T | null => {
    if (idx.length === k) return f(idx);
    for (let i = start; i <= n - (k - idx.length); i++) {
      idx.push(i);
      const r = rec(i + 1);
      idx.pop();
      if (r !== null) return r;
    }
    return null;
  };
  return rec(0);
}

export function nakedSet(degree: number): (g: SeGrid) => SeHint | null {
  return (g) => {
    for (const h of SCAN_ORDER) {
      const empty: number[] = [];
      for (let k = 0; k < 9; k++) {
        const c = HOUSE_CELLS[9 * h + k]!;
        if (g.value[c] === 0) empty.push(c);
      }
      if (empty.length < degree * 2) continue;
      const pool = empty.filter((c) => POP[g.cand[c]!]! >= 2 && POP[g.cand[c]!]! <= degree);
      const r = subsets(pool.length, degree, (idx) => {
        let union = 0;
        for (const i of idx) union |= g.cand[pool[i]!]!;
        if (POP[union] !== degree) return null;
        const inSet = new Set(idx.map((i) => pool[i]!));
        const eliminations: number[] = [];
        for (const c of empty) {
          if (inSet.has(c)) continue;
          for (let d = 1; d <= 9; d++) if (union & g.cand[c]! & (1 << d)) eliminations.push(9 * c + d - 1);
        }
        return eliminations.length ? { name: NAKED[degree]!, difficulty: NAKED_DIFF[degree]!, eliminations } : null;
      });
      if (r) return r;
    }
    return null;
  };
}

export function hiddenSet(degree: number): (g: SeGrid) => SeHint | null {
  return (g) =>
    walkHiddenSets(g, degree, false, (h, digits, cells) => {
      const eliminations: number[] = [];
      for (let k = 0; k < 9; k++) {
        if (!(cells & (1 << k))) continue;
        const c = HOUSE_CELLS[9 * h + k]!;
        for (let d = 1; d <= 9; d++)
          if (g.cand[c]! & (1 << d) && !(digits & (1 << d))) eliminations.push(9 * c + d - 1);
      }
      return eliminations.length ? { name: HIDDEN[degree]!, difficulty: HIDDEN_DIFF[degree]!, eliminations } : null;
    });
}

/** Basic fish: `degree` base lines (columns, then rows) whose candidates of d lie in `degree` cover lines. */
export function fish(degree: number): (g: SeGrid) => SeHint | null {
  return (g) => {
    for (const [baseType, coverType] of [
      [2, 1],
      [1, 2],
    ] as const) {
      for (let d = 1; d <= 9; d++) {
        const lines: number[] = [];
        const masks: number[] = [];
        for (let i = 0; i < 9; i++) {
          const m = positions(g, 9 * baseType + i, d);
          if (POP[m]! >= 2 && POP[m]! <= degree) {
            lines.push(i);
            masks.push(m);
          }
        }
        const r = subsets(lines.length, degree, (idx) => {
          let cover = 0;
          let base = 0;
          for (const i of idx) {
            cover |= masks[i]!;
            base |= 1 << lines[i]!;
          }
          if (POP[cover] !== degree) return null;
          const eliminations: number[] = [];
          for (let j = 0; j < 9; j++) {
            if (!(cover & (1 << j))) continue;
            const h = 9 * coverType + j;
            for (let k = 0; k < 9; k++) {
              if (base & (1 << k)) continue;
              const c = HOUSE_CELLS[9 * h + k]!;
              if (g.cand[c]! & (1 << d)) eliminations.push(9 * c + d - 1);
            }
          }
          return eliminations.length ? { name: FISH[degree]!, difficulty: FISH_DIFF[degree]!, eliminations } : null;
        });
        if (r) return r;
      }
    }
    return null;
  };
}

/** XY-wing (pivot xy, pincers xz, yz) and XYZ-wing (pivot xyz): z leaves the cells seeing every pattern cell holding z. */
export function xyWing(xyz: boolean): (g: SeGrid) => SeHint | null {
  return (g) => {
    const want = xyz ? 3 : 2;
    for (let pivot = 0; pivot < 81; pivot++) {
      const pm = g.cand[pivot]!;
      if (POP[pm] !== want) continue;
      for (let a = 0; a < 81; a++) {
        if (!SEES[81 * pivot + a] || POP[g.cand[a]!] !== 2) continue;
        for (let b = a + 1; b < 81; b++) {
          if (!SEES[81 * pivot + b] || POP[g.cand[b]!] !== 2) continue;
          const am = g.cand[a]!;
          const bm = g.cand[b]!;
          if (am === bm) continue;
          const union = am | bm | pm;
          if (POP[union] !== 3) continue;
          const z = am & bm;
          if (POP[z] !== 1) continue;
          if (xyz ? !(pm & z) : pm & z) continue;
          const d = 31 - Math.clz32(z);
          const eliminations: number[] = [];
          for (let c = 0; c < 81; c++) {
            if (c === a || c === b || c === pivot || !(g.cand[c]! & z)) continue;
            if (!SEES[81 * a + c] || !SEES[81 * b + c]) continue;
            if (xyz && !SEES[81 * pivot + c]) continue;
            eliminations.push(9 * c + d - 1);
          }
          if (eliminations.length) {
            return { name: xyz ? 'XYZ-Wing' : 'XY-Wing', difficulty: xyz ? 4.4 : 4.2, eliminations };
          }
        }
      }
    }
    return null;
  };
}
