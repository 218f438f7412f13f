/**
 * SE's unique rectangles (4.5): four unsolved cells at two rows × two columns in two boxes, all
 * holding digits a and b. Types (SE sorts by difficulty, then type):
 *   1  one cell has more: a and b leave it                                   4.5
 *   2  the extra cells have one extra digit x (and only it): x leaves their common peers  4.5
 *   3  two extra cells in one house form a naked set of k digits with k−1 other cells
 *      of the house: the set's digits leave the house's other cells          4.5 + 0.1·(k−1)
 *   4  two extra cells in one house hold all of a in it: b leaves them       4.5
 * Longer unique loops (6+ cells, 4.6–5.0) are not looked for.
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
  readonly type: number;
}

export function uniqueRectangles(g: SeGrid): SeHint | null {
  let best: Candidate | null = null;
  const offer = (c: Candidate): void => {
    if (
      !best ||
      c.hint.difficulty < best.hint.difficulty ||
      (c.hint.difficulty === best.hint.difficulty && c.type < best.type)
    )
      best = c;
  };
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const sameBandBox = Math.floor(r1 / 3) === Math.floor(r2 / 3);
          const sameStackBox = Math.floor(c1 / 3) === Math.floor(c2 / 3);
          if (sameBandBox === sameStackBox) continue; // exactly two boxes
          const cells = [9 * r1 + c1, 9 * r1 + c2, 9 * r2 + c1, 9 * r2 + c2];
          let common = 0x3fe;
          for (const c of cells) common &= g.cand[c]!;
          if (POP[common]! < 2) continue;
          for (let a = 1; a <= 9; a++) {
            if (!(common & (1 << a))) continue;
            for (let b = a + 1; b <= 9; b++) {
              if (!(common & (1 << b))) continue;
              const ab = (1 << a) | (1 << b);
              rectangle(g, cells, a, b, ab, offer);
            }
          }
        }
      }
    }
  }
  return best ? (best as Candidate).hint : null;
}

function rectangle(g: SeGrid, cells: number[], a: number, b: number, ab: number, offer: (c: Candidate) => void): void {
  const extra = cells.filter((c) => g.cand[c] !== ab);
  if (extra.length === 0) return;
  const name = 'Unique Rectangle';
  if (extra.length === 1) {
    const c = extra[0]!;
    offer({ hint: { name, difficulty: 4.5, eliminations: [9 * c + a - 1, 9 * c + b - 1] }, type: 1 });
    return;
  }
  // type 2
  let extraDigits = 0;
  for (const c of extra) extraDigits |= g.cand[c]! & ~ab;
  if (POP[extraDigits] === 1 && extra.every((c) => POP[g.cand[c]!] === 3)) {
    const x = 31 - Math.clz32(extraDigits);
    const eliminations: number[] = [];
    for (let c = 0; c < 81; c++) {
      if (!(g.cand[c]! & extraDigits) || extra.includes(c)) continue;
      if (extra.every((e) => SEES[81 * e + c])) eliminations.push(9 * c + x - 1);
    }
    if (eliminations.length) offer({ hint: { name, difficulty: 4.5, eliminations }, type: 2 });
  }
  if (extra.length !== 2) return;
  const [e1, e2] = extra as [number, number];
  for (let t = 0; t < 3; t++) {
    const h = CELL_HOUSES[3 * e1 + t]!;
    if (CELL_HOUSES[3 * e2 + t] !== h) continue;
    // type 4: a (or b) only at the two extra cells in this house
    for (const [keep, drop] of [
      [a, b],
      [b, a],
    ] as const) {
      let places = 0;
      for (let k = 0; k < 9; k++) if (g.cand[HOUSE_CELLS[9 * h + k]!]! & (1 << keep)) places++;
      if (places === 2) {
        offer({ hint: { name, difficulty: 4.5, eliminations: [9 * e1 + drop - 1, 9 * e2 + drop - 1] }, type: 4 });
      }
    }
    // type 3: the extra digits with k−1 other cells of the house make a naked set
    const others: number[] = [];
    for (let k = 0; k < 9; k++) {
      const c = HOUSE_CELLS[9 * h + k]!;
      if (c !== e1 && c !== e2 && g.value[c] === 0) others.push(c);
    }
    const pool = others;
    const n = pool.length;
    for (let mask = 1; mask < 1 << n; mask++) {
      const k = POP[mask]!;
      if (k > 3) continue;
      let union = extraDigits;
      for (let i = 0; i < n; i++) if (mask & (1 << i)) union |= g.cand[pool[i]!]!;
      if (POP[union] !== k + 1) continue;
      const eliminations: number[] = [];
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) continue;
        const c = pool[i]!;
        for (let d = 1; d <= 9; d++) if (union & g.cand[c]! & (1 << d)) eliminations.push(9 * c + d - 1);
      }
      if (eliminations.length) {
        offer({ hint: { name, difficulty: Math.round((4.5 + 0.1 * k) * 10) / 10, eliminations }, type: 3 });
      }
    }
  }
}
