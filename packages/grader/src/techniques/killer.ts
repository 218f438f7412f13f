/**
 * Killer techniques: what cage sums say.
 *
 *   cage combinations      the digits a cage of k cells summing to s can hold (and which cell
 *                          can hold which, given the candidates): the rest go
 *   cage-unit intersection a digit every combination of a cage needs, with all its places in
 *                          the cage inside one house: the rest of the house loses it
 *   innies and outies      the rule of 45: a house holds 1..n once, so the cells of a house
 *                          outside the cages lying wholly inside it (innies) sum to the rest;
 *                          the cells of overlapping cages outside the house (outies) sum to the
 *                          excess. One cell → a placement; cells that all see each other → a
 *                          virtual cage treated like a real one. Over several rows, columns or
 *                          boxes at once: "multi-unit innies and outies"
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { first } from '../first.ts';
import { cellsWord, digitWord, digitsWord, groupWord, houseWord, makeStep } from '../words.ts';

/**
 * For distinct digits in `cells` summing to `sum`: the digits each cell can hold in some valid
 * filling consistent with the candidates (placed cells count with their digit). Null when no
 * filling exists. Exact for up to 6 empty cells; for larger cages, the union of combinations.
 */
export function allowedMasks(state: State, cells: readonly number[], sum: number): Uint16Array | null {
  const { digits, candidates, board } = state;
  let placedMask = 0;
  let rest = sum;
  const empty: number[] = [];
  for (const cell of cells) {
    const d = digits[cell]!;
    if (d !== 0) {
      placedMask |= 1 << (d - 1);
      rest -= d;
    } else empty.push(cell);
  }
  const out = new Uint16Array(cells.length);
  if (empty.length === 0) return rest === 0 ? out : null;
  const allowed = new Uint16Array(empty.length);
  if (empty.length <= 6) {
    // Depth-first over cells, digits distinct and not already placed in the cage.
    const used = new Int32Array(empty.length);
    const walk = (i: number, mask: number, left: number): boolean => {
      if (i === empty.length) {
        if (left !== 0) return false;
        for (let k = 0; k < empty.length; k++) allowed[k]! |= used[k]!;
        return true;
      }
      let any = false;
      for (let m = candidates[empty[i]!]! & ~mask; m; m &= m - 1) {
        const bit = m & -m;
        const d = 32 - Math.clz32(bit);
        if (d > left) break;
        used[i] = bit;
        if (walk(i + 1, mask | bit, left - d)) any = true;
      }
      return any;
    };
    if (!walk(0, placedMask, rest)) return null;
  } else {
    let union = 0;
    const k = empty.length;
    for (let combo = 0; combo <= board.allDigits; combo++) {
      if (POPCOUNT[combo] !== k || combo & placedMask) continue;
      let s = 0;
      for (let m = combo; m; m &= m - 1) s += 32 - Math.clz32(m & -m);
      if (s === rest) union |= combo;
    }
    if (union === 0) return null;
    for (let i = 0; i < empty.length; i++) allowed[i] = candidates[empty[i]!]! & union;
  }
  let j = 0;
  cells.forEach((cell, i) => {
    out[i] = digits[cell] !== 0 ? 0 : allowed[j++]!;
  });
  return out;
}

/** Digits every valid filling of the cage puts somewhere in it (exact for small cages). */
function requiredDigits(state: State, cells: readonly number[], sum: number): number {
  const masks = allowedMasks(state, cells, sum);
  if (!masks) return 0;
  let required = 0;
  for (let m = 0; m < cells.length; m++) required |= masks[m]!;
  // A digit is required when leaving it out makes the cage impossible.
  let out = 0;
  for (let r = required; r; r &= r - 1) {
    const bit = r & -r;
    const saved = cells.map((c) => state.candidates[c]!);
    for (const c of cells) state.candidates[c]! &= ~bit;
    const without = allowedMasks(state, cells, sum);
    cells.forEach((c, i) => (state.candidates[c] = saved[i]!));
    if (!without) out |= bit;
  }
  return out;
}

function eliminationsFrom(state: State, cells: readonly number[], masks: Uint16Array): CellDigit[] {
  const out: CellDigit[] = [];
  cells.forEach((cell, i) => {
    if (state.digits[cell] !== 0) return;
    for (let m = state.candidates[cell]! & ~masks[i]!; m; m &= m - 1) out.push({ cell, digit: 32 - Math.clz32(m & -m) });
  });
  return out;
}

export function cageCombinationSteps(state: State, out: Step[]): void {
  const { board } = state;
  for (const cage of board.cages) {
    const cells = [...cage.cells];
    const masks = allowedMasks(state, cells, cage.sum);
    if (!masks) continue; // a broken position; the contradiction check stops the path
    const eliminations = eliminationsFrom(state, cells, masks);
    if (eliminations.length === 0) continue;
    const empty = cells.filter((c) => state.digits[c] === 0);
    out.push(makeStep(
      'cage combinations',
      [],
      eliminations,
      cells,
      `${capital(groupWord(board, board.groupUnits.indexOf(cage.unit)))} (sum ${cage.sum}) needs ${empty.length} different digits adding up to what is left; no such combination puts ${eliminations.map((e) => digitWord(e.digit)).filter((v, i, a) => a.indexOf(v) === i).join(', ')} where they are removed.`,
    ));
  }
}

export function cageUnitIntersections(state: State, out: Step[]): void {
  const { board, candidates } = state;
  for (const cage of board.cages) {
    const cells = [...cage.cells];
    const required = requiredDigits(state, cells, cage.sum);
    for (let r = required; r; r &= r - 1) {
      const bit = r & -r;
      const digit = 32 - Math.clz32(bit);
      const places = cells.filter((c) => state.digits[c] === 0 && candidates[c]! & bit);
      if (places.length === 0 || cells.some((c) => state.digits[c] === digit)) continue;
      for (let h = 0; h < board.houses.length; h++) {
        const house = board.houses[h]!;
        if (!places.every((c) => house.includes(c))) continue;
        const eliminations: CellDigit[] = [];
        for (const cell of house) if (!cells.includes(cell) && candidates[cell]! & bit) eliminations.push({ cell, digit });
        if (eliminations.length === 0) continue;
        const cageName = groupWord(board, board.groupUnits.indexOf(cage.unit));
        out.push(makeStep(
          'cage-unit intersection',
          [],
          eliminations,
          places,
          `Every combination for ${cageName} (sum ${cage.sum}) contains ${digitWord(digit)}, and in the cage ${digitWord(digit)} can only go in ${houseWord(board, h)}, so the rest of ${houseWord(board, h)} loses ${digitWord(digit)}.`,
        ));
      }
    }
  }
}

interface Area {
  name: string;
  cells: number[];
  /** How many houses the area is made of (its digits sum to that many times 1+…+n). */
  houses: number;
}

/**
 * Single houses, then every two lines of one band (or stack) and each whole band (or stack).
 * The family is closed under the moves that disguise a puzzle (lines swapped within a band, bands
 * swapped, transposed), so a disguised killer finds the same areas and grades the same; runs of
 * adjacent lines would not be (rows 3–4 become rows 1 and 4 after a band swap).
 */
const areasOf = perBoard((board): Area[] => {
  const areas: Area[] = [];
  board.houses.forEach((house, h) => {
    areas.push({ name: houseWord(board, h), cells: [...house], houses: 1 });
  });
  const n = board.n;
  const box = board.geometry.box;
  for (const kind of ['row', 'column'] as const) {
    const band = box ? (kind === 'row' ? box.rows : box.columns) : 0;
    if (band < 2) continue;
    const cellsOf = (lines: number[]) => {
      const cells: number[] = [];
      for (const line of lines) for (let i = 0; i < n; i++) cells.push(kind === 'row' ? line * n + i : i * n + line);
      return cells.sort((a, b) => a - b);
    };
    for (let start = 0; start < n; start += band) {
      for (let a = start; a < start + band; a++) {
        for (let b = a + 1; b < start + band; b++) {
          areas.push({ name: `${kind}s ${a + 1} and ${b + 1}`, cells: cellsOf([a, b]), houses: 2 });
        }
      }
      if (band > 2) {
        const lines = Array.from({ length: band }, (_, i) => start + i);
        areas.push({ name: `${kind}s ${start + 1}–${start + band}`, cells: cellsOf(lines), houses: band });
      }
    }
  }
  return areas;
});

function innies(state: State, multi: boolean, out: Step[]): void {
  const { board } = state;
  if (board.cages.length === 0) return;
  const houseSum = (board.n * (board.n + 1)) / 2;
  for (const area of areasOf(board)) {
    if ((area.houses > 1) !== multi) continue;
    const inArea = new Set(area.cells);
    let insideSum = 0;
    const innieCells: number[] = [];
    const touching: number[] = [];
    let allCaged = true;
    for (const cell of area.cells) {
      const c = board.cageOf[cell]!;
      if (c < 0) {
        allCaged = false;
        innieCells.push(cell);
        continue;
      }
      if (!touching.includes(c)) touching.push(c);
    }
    let outieCells: number[] = [];
    let touchingSum = 0;
    for (const c of touching) {
      const cage = board.cages[c]!;
      touchingSum += cage.sum;
      const outside = [...cage.cells].filter((x) => !inArea.has(x));
      if (outside.length === 0) insideSum += cage.sum;
      else {
        for (const x of cage.cells) if (inArea.has(x)) innieCells.push(x);
        outieCells.push(...outside);
      }
    }
    const total = houseSum * area.houses;
    const tries: { cells: number[]; sum: number; what: string }[] = [];
    if (innieCells.length > 0 && innieCells.length <= 4) {
      tries.push({ cells: innieCells.sort((a, b) => a - b), sum: total - insideSum, what: 'innies' });
    }
    if (allCaged && outieCells.length > 0 && outieCells.length <= 4) {
      outieCells = outieCells.sort((a, b) => a - b);
      tries.push({ cells: outieCells, sum: touchingSum - total, what: 'outies' });
    }
    for (const t of tries) {
      const distinct = t.cells.every((a) => t.cells.every((b) => a === b || board.sees[a * board.cellCount + b] === 1));
      if (!distinct) continue;
      const masks = allowedMasks(state, t.cells, t.sum);
      if (!masks) continue;
      const eliminations = eliminationsFrom(state, t.cells, masks);
      if (eliminations.length === 0) continue;
      const placements: CellDigit[] = [];
      if (t.cells.length === 1 && state.digits[t.cells[0]!] === 0 && POPCOUNT[masks[0]!] === 1) {
        placements.push({ cell: t.cells[0]!, digit: 32 - Math.clz32(masks[0]!) });
      }
      out.push(makeStep(
        multi ? 'multi-unit innies and outies' : 'innies and outies',
        placements,
        placements.length ? [] : eliminations,
        t.cells,
        `Rule of 45: ${area.name} ${area.houses > 1 ? 'hold' : 'holds'} digits adding up to ${total}, so its ${t.what} ${cellsWord(board, t.cells)} add up to ${t.sum}; that leaves them only ${digitsWord(masks.reduce((a, b) => a | b, 0))}.`,
      ));
    }
  }
}

export const innieOutieSteps = (s: State, out: Step[]) => innies(s, false, out);
export const multiInnieOutieSteps = (s: State, out: Step[]) => innies(s, true, out);

export const cageCombinations = first(cageCombinationSteps);
export const cageUnitIntersection = first(cageUnitIntersections);
export const innieOutie = first(innieOutieSteps);
export const multiInnieOutie = first(multiInnieOutieSteps);

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
