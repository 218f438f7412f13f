/**
 * Fish: X-wing (2 lines), swordfish (3), jellyfish (4), and their finned and sashimi forms.
 * If a digit's places in k rows (the base) all lie in k columns (the cover), the k copies of the
 * digit in those rows fill those columns, so the columns lose the digit elsewhere. Same with rows
 * and columns swapped. A finned fish has extra places (fins) in the base; then only cells that
 * see every fin can lose the digit (if a fin is true they see it; if not, the fish holds).
 * Sashimi: a finned fish that would be degenerate without its fins.
 *
 * The finned search first asks templates.ts which digits can lose a place at all. Franken fish
 * (boxes among base and cover) are in franken.ts, mutant fish (any houses) in mutant.ts.
 */
import { POPCOUNT, bitIndices, lowestBit } from '@sudoku-forge/core-solver';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { uncleared } from '../templates.ts';
import { FISH_NAMES, lineFishStep } from './describe.ts';

/** Column (or row) masks of a digit in each row (or column). */
function lineMasks(state: State, bit: number, byRow: boolean, out: Int32Array): void {
  const { board, candidates } = state;
  out.fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (!(candidates[cell]! & bit)) continue;
    const r = board.rowOf[cell]!;
    const c = board.columnOf[cell]!;
    if (byRow) out[r]! |= 1 << c;
    else out[c]! |= 1 << r;
  }
}

/** What one fish search (one digit, one orientation) works on; passed along instead of closures. */
interface Sea {
  state: State;
  out: Step[];
  size: number;
  finned: boolean;
  digit: number;
  byRow: boolean;
  /** Places of the digit per line, as a mask of crosses. */
  masks: Int32Array;
  /** Candidate base lines, and the chosen base. */
  lines: number[];
  base: number[];
  /** Scratch for finnedAt: cross bit and region of each place in the base. */
  crossBits: Int32Array;
  regions: Int32Array;
  /** Crosses holding the digit in lines outside the current base (where eliminations can be). */
  elsewhere: number;
}

const cellAt = (sea: Sea, line: number, cross: number) => {
  const n = sea.state.board.n;
  return sea.byRow ? line * n + cross : cross * n + line;
};

function fishFinder(size: number, finned: boolean) {
  return (state: State, out: Step[]): void => {
    const { board } = state;
    const n = board.n;
    if (board.rowHouse[0]! < 0) return;
    const sea: Sea = {
      state,
      out,
      size,
      finned,
      digit: 0,
      byRow: true,
      masks: new Int32Array(n),
      lines: [],
      base: [],
      crossBits: new Int32Array(n * n),
      regions: new Int32Array(n * n),
      elsewhere: 0,
    };
    // A finned fish removes only places in no template: skip digits without one.
    const digits = finned ? uncleared(state, 'finned') : board.allDigits;
    for (let digit = 1; digit <= n; digit++) {
      if (!(digits & (1 << (digit - 1)))) continue;
      sea.digit = digit;
      for (const byRow of [true, false]) {
        sea.byRow = byRow;
        lineMasks(state, 1 << (digit - 1), byRow, sea.masks);
        sea.lines.length = 0;
        for (let l = 0; l < n; l++) {
          const count = POPCOUNT[sea.masks[l]!]!;
          if (count >= 1 && count <= (finned ? size + 3 : size)) sea.lines.push(l);
        }
        if (sea.lines.length >= size) pickBase(sea, 0, 0);
      }
    }
  };
}

function pickBase(sea: Sea, start: number, union: number): void {
  const { base, lines, masks, size, finned } = sea;
  if (base.length === size) {
    if (finned) finnedAt(sea, union);
    else basicAt(sea, union);
    return;
  }
  for (let i = start; i < lines.length; i++) {
    const u = union | masks[lines[i]!]!;
    if (POPCOUNT[u]! > (finned ? size + 3 : size)) continue;
    base.push(lines[i]!);
    pickBase(sea, i + 1, u);
    base.pop();
  }
}

function basicAt(sea: Sea, cover: number): void {
  const { size, masks, base, digit } = sea;
  if (POPCOUNT[cover] !== size) return;
  const eliminations: CellDigit[] = [];
  for (let l = 0; l < masks.length; l++) {
    if (base.includes(l)) continue;
    for (let m = masks[l]! & cover; m; m &= m - 1) eliminations.push({ cell: cellAt(sea, l, lowestBit(m)), digit });
  }
  if (eliminations.length === 0) return;
  sea.out.push(describe(sea, FISH_NAMES[size]!, cover, [], eliminations));
}

/**
 * Eliminations must see every fin, so the fins share a box (or region): try each box as the fin
 * box; the cover is then every cross used outside it, topped up from inside.
 */
function finnedAt(sea: Sea, union: number): void {
  const { size, masks, base } = sea;
  if (POPCOUNT[union]! <= size) return;
  // Eliminations lie in cover crosses (a subset of the base's) outside the base lines: none there,
  // no fish of this base can remove anything.
  let baseLines = 0;
  for (const l of base) baseLines |= 1 << l;
  let elsewhere = 0;
  for (let l = 0; l < masks.length; l++) if (!(baseLines & (1 << l))) elsewhere |= masks[l]!;
  if ((elsewhere & union) === 0) return;
  sea.elsewhere = elsewhere;
  const regionOf = sea.state.board.geometry.regionOf;
  // The base's places once: their cross bit and region.
  const crossBits = sea.crossBits;
  const regions = sea.regions;
  let count = 0;
  for (const l of base) {
    for (let m = masks[l]!; m; m &= m - 1) {
      const b = m & -m;
      crossBits[count] = b;
      regions[count++] = regionOf[cellAt(sea, l, lowestBit(b))]!;
    }
  }
  let tried = 0;
  for (let i = 0; i < count; i++) {
    const g = regions[i]!;
    if (tried & (1 << g)) continue;
    tried |= 1 << g;
    let outside = 0;
    let inside = 0;
    for (let k = 0; k < count; k++) {
      if (regions[k] === g) inside |= crossBits[k]!;
      else outside |= crossBits[k]!;
    }
    if (POPCOUNT[outside]! > size) continue;
    topUp(sea, outside, inside & ~outside, size - POPCOUNT[outside]!);
  }
}

function topUp(sea: Sea, cover: number, pool: number, need: number): void {
  if (need === 0) {
    finnedWith(sea, cover);
    return;
  }
  for (let m = pool; m; m &= m - 1) {
    const b = m & -m;
    topUp(sea, cover | b, pool & ~((b << 1) - 1), need - 1);
  }
}

function finnedWith(sea: Sea, coverMask: number): void {
  const { masks, base, digit, state } = sea;
  const { board } = state;
  // Nothing of the digit in the cover outside the base: no fish of this cover removes anything.
  if ((sea.elsewhere & coverMask) === 0) return;
  const fins: number[] = [];
  let sashimi = false;
  for (const l of base) {
    const inside = masks[l]! & coverMask;
    if (POPCOUNT[inside]! <= 1) sashimi = true;
    for (let out = masks[l]! & ~coverMask; out; out &= out - 1) fins.push(cellAt(sea, l, lowestBit(out)));
  }
  if (fins.length === 0) return;
  const eliminations: CellDigit[] = [];
  for (let l = 0; l < masks.length; l++) {
    if (base.includes(l)) continue;
    for (let m = masks[l]! & coverMask; m; m &= m - 1) {
      const cell = cellAt(sea, l, lowestBit(m));
      let all = true;
      for (const f of fins) if (board.sees[cell * board.cellCount + f] !== 1) all = false;
      if (all) eliminations.push({ cell, digit });
    }
  }
  if (eliminations.length === 0) return;
  sea.out.push(
    describe(sea, `${sashimi ? 'sashimi' : 'finned'} ${FISH_NAMES[sea.size]}`, coverMask, fins, eliminations),
  );
}

/** The step of the fish in the current base with this cover. */
function describe(sea: Sea, name: string, cover: number, fins: number[], eliminations: CellDigit[]): Step {
  const base = [...sea.base].sort((a, b) => a - b);
  const cells: number[] = [];
  for (const l of base) for (let m = sea.masks[l]!; m; m &= m - 1) cells.push(cellAt(sea, l, lowestBit(m)));
  return lineFishStep(
    sea.state.board,
    { name, digit: sea.digit, base: cells, fins, eliminations },
    sea.byRow,
    base,
    bitIndices(cover),
  );
}

export const xWings = fishFinder(2, false);
export const swordfishes = fishFinder(3, false);
export const jellyfishes = fishFinder(4, false);
export const finnedXWings = fishFinder(2, true);
export const finnedSwordfishes = fishFinder(3, true);
export const finnedJellyfishes = fishFinder(4, true);
