/**
 * Fish: X-wing (2 lines), swordfish (3), jellyfish (4), and their finned and sashimi forms.
 * If a digit's places in k rows (the base) all lie in k columns (the cover), the k copies of the
 * digit in those rows fill those columns, so the columns lose the digit elsewhere. Same with rows
 * and columns swapped. A finned fish has extra places (fins) in the base; then only cells that
 * see every fin can lose the digit (if a fin is true they see it; if not, the fish holds).
 * Sashimi: a finned fish that would be degenerate without its fins.
 *
 * Further down: Franken fish (boxes among base and cover) and mutant fish (any houses). The
 * finned and general searches first ask templates.ts which digits can lose a place at all.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { first } from '../first.ts';
import { housesOf, lookAt } from '../detail.ts';
import { cellsWord, digitWord, houseWord, listWord, makeStep, spanWord } from '../words.ts';
import { suspects, uncleared } from './templates.ts';

const FISH_NAMES = ['', '', 'x-wing', 'swordfish', 'jellyfish'];

/** Column (or row) masks of a digit in each row (or column). */
function lineMasks(state: State, bit: number, byRow: boolean, out: Int32Array): void {
  const { board, candidates } = state;
  const n = board.n;
  out.fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (!(candidates[cell]! & bit)) continue;
    const r = board.rowOf[cell]!;
    const c = board.columnOf[cell]!;
    if (byRow) out[r]! |= 1 << c;
    else out[c]! |= 1 << r;
  }
  void n;
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
    for (let m = masks[l]! & cover; m; m &= m - 1) eliminations.push({ cell: cellAt(sea, l, 31 - Math.clz32(m & -m)), digit });
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
      regions[count++] = regionOf[cellAt(sea, l, 31 - Math.clz32(b))]!;
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
    for (let out = masks[l]! & ~coverMask; out; out &= out - 1) fins.push(cellAt(sea, l, 31 - Math.clz32(out & -out)));
  }
  if (fins.length === 0) return;
  const eliminations: CellDigit[] = [];
  for (let l = 0; l < masks.length; l++) {
    if (base.includes(l)) continue;
    for (let m = masks[l]! & coverMask; m; m &= m - 1) {
      const cell = cellAt(sea, l, 31 - Math.clz32(m & -m));
      let all = true;
      for (const f of fins) if (board.sees[cell * board.cellCount + f] !== 1) all = false;
      if (all) eliminations.push({ cell, digit });
    }
  }
  if (eliminations.length === 0) return;
  sea.out.push(describe(sea, `${sashimi ? 'sashimi' : 'finned'} ${FISH_NAMES[sea.size]}`, coverMask, fins, eliminations));
}

function describe(sea: Sea, name: string, cover: number, fins: number[], eliminations: CellDigit[]): Step {
  const { masks, digit, byRow, state } = sea;
  const base = [...sea.base].sort((a, b) => a - b);
  const cells: number[] = [];
  for (const l of base) for (let m = masks[l]!; m; m &= m - 1) cells.push(cellAt(sea, l, 31 - Math.clz32(m & -m)));
  const coverList: number[] = [];
  for (let c = 0; c < state.board.n; c++) if (cover & (1 << c)) coverList.push(c);
  const board = state.board;
  const lineHouses = (list: readonly number[], rows: boolean) => list.map((l) => (rows ? board.rowHouse : board.columnHouse)[l]!);
  return makeStep(
    name,
    [],
    eliminations,
    cells,
    () => {
      const lineWord = byRow ? 'rows' : 'columns';
      const crossWord = byRow ? 'columns' : 'rows';
      const lines = `${lineWord} ${listWord(base.map((l) => String(l + 1)))}`;
      const crosses = `${crossWord} ${listWord(coverList.map((c) => String(c + 1)))}`;
      const d = digitWord(digit);
      const fish = `In ${lines}, the ${d}s can only go in ${crosses}`;
      if (fins.length === 0) return `${fish}, so those ${base.length} ${d}s are the ${d}s of ${crosses}: the rest of ${crosses} loses ${d}.`;
      const fin = fins.length > 1 ? `the fins ${cellsWord(board, fins)}` : `the fin ${cellsWord(board, fins)}`;
      return `${fish}, apart from ${fin}. Either a fin holds ${d} or the fish does, so the cells of ${crosses} that see every fin lose ${d}.`;
    },
    () => {
      const houses = housesOf(board, [...lineHouses(base, byRow), ...lineHouses(coverList, !byRow), ...fins.map((f) => board.boxHouse[board.geometry.regionOf[f]!]!)]);
      return { nudge: lookAt(board, housesOf(board, lineHouses(base, byRow)), digit), houses };
    },
  );
}

export const xWings = fishFinder(2, false);
export const swordfishes = fishFinder(3, false);
export const jellyfishes = fishFinder(4, false);
export const finnedXWings = fishFinder(2, true);
export const finnedSwordfishes = fishFinder(3, true);
export const finnedJellyfishes = fishFinder(4, true);

export const xWing = first(xWings);
export const swordfish = first(swordfishes);
export const jellyfish = first(jellyfishes);
export const finnedXWing = first(finnedXWings);
export const finnedSwordfish = first(finnedSwordfishes);
export const finnedJellyfish = first(finnedJellyfishes);

/*
 * Franken and mutant fish: the same argument with any houses as base and cover.
 *
 *   base   k houses whose places of the digit are pairwise disjoint: each holds the digit once,
 *          so the base holds it exactly k times, in k different cells
 *   cover  k other houses that together hold every place of the base: each holds the digit at
 *          most once, so the k base digits take one cover house each and fill the cover
 *
 * So a cover place outside the base is false, and so is a base place in two cover houses (it
 * would use up two of them: cannibalism). A fin is a base place no cover house holds: either a
 * fin is true or the fish holds, so only cells that see every fin lose the digit.
 *
 *   franken  rows and boxes (or jigsaw regions) as base, columns and boxes as cover, or the same
 *            with rows and columns swapped; at least one box
 *   mutant   anything else: rows, columns, boxes and the variant's other houses (diagonals,
 *            windows) mixed freely
 */

const ROW = 1;
const COLUMN = 2;
const BOX = 4;
const OTHER = 8;

const isFranken = (base: number, cover: number): boolean =>
  ((base & ~(ROW | BOX)) === 0 && (cover & ~(COLUMN | BOX)) === 0) ||
  ((base & ~(COLUMN | BOX)) === 0 && (cover & ~(ROW | BOX)) === 0);

/*
 * Franken search. Say the base is rows and boxes, the cover columns and boxes ("lines" and
 * "crosses" below; the other pass swaps rows and columns). Boxes do not overlap, so a base box's
 * places can only be covered by columns; a base row's places, segment by segment (its cells in
 * one box), by that box or by their columns. So a base and cover are masks: base lines, base
 * boxes, cover boxes T, and the columns the rest needs. The search adds bases in a fixed order
 * and decides, for each segment of a new row, once and for all whether its box joins T (a box
 * left out never joins later, so each fish is built once). It prunes as soon as |T| + |columns|
 * passes k: a base that cannot be covered is never combined further.
 *
 * Finned: one box F may hold fins; its places need no cover, and at the end the uncovered base
 * places in F are the fins (eliminations must see them all). Fins in one box is also what the
 * basic finned fish allows. Covers left over may be any other cross or box holding a base place.
 *
 * Seeds: every elimination is a suspect (templates.ts) in a cover house. So the search runs per
 * suspect with its cross, or its box, in the cover from the start and its line and box out of
 * the base (or, for cannibalism, its line in the base and both its cross and box in the cover),
 * and fins only where the suspect sees them. That finds every fish the plain search finds, far
 * sooner, and only digits with suspects are searched at all.
 */

interface Frame {
  n: number;
  /** Cross mask of line l's cells in box b: segments[o * n * n + l * n + b] (o = 0 rows, 1 columns). */
  segments: Uint16Array;
  /** Places of the digit: per line (o * n + l) its crosses and boxes, per box its crosses, lines and count. */
  lineCross: Uint16Array;
  lineBoxes: Uint16Array;
  boxCross: Uint16Array;
  boxLines: Uint16Array;
  boxCount: Uint8Array;
  /** The current search. */
  state: State | null;
  out: Step[];
  digit: number;
  size: number;
  o: number;
  finned: boolean;
  /** Lines and boxes that may not be base (they hold the suspect the search is seeded with). */
  banLines: number;
  banBoxes: number;
  /** Boxes where the suspect sees a cell (or is one): the only possible fin boxes. */
  finBoxes: number;
  /** The suspect the search is seeded with: fins must be cells it sees. */
  suspect: number;
  /** Scratch: the fins of a fish found. */
  fins: Int16Array;
  /** Per cell: the boxes where it sees a cell, or is one. */
  seenBoxes: Uint16Array;
}

const frameFor = perBoard((board): Frame => {
  const n = board.n;
  const regionOf = board.geometry.regionOf;
  const segments = new Uint16Array(2 * n * n);
  for (let cell = 0; cell < board.cellCount; cell++) {
    const r = board.rowOf[cell]!;
    const c = board.columnOf[cell]!;
    const b = regionOf[cell]!;
    segments[r * n + b]! |= 1 << c;
    segments[n * n + c * n + b]! |= 1 << r;
  }
  const seenBoxes = new Uint16Array(board.cellCount);
  for (let cell = 0; cell < board.cellCount; cell++) {
    seenBoxes[cell] = 1 << regionOf[cell]!;
    for (const peer of board.peers[cell]!) seenBoxes[cell]! |= 1 << regionOf[peer]!;
  }
  const frame: Frame = {
    n,
    segments,
    lineCross: new Uint16Array(2 * n),
    lineBoxes: new Uint16Array(2 * n),
    boxCross: new Uint16Array(2 * n),
    boxLines: new Uint16Array(2 * n),
    boxCount: new Uint8Array(n),
    state: null,
    out: [],
    digit: 0,
    size: 0,
    o: 0,
    finned: false,
    banLines: 0,
    banBoxes: 0,
    finBoxes: 0,
    suspect: -1,
    fins: new Int16Array(board.cellCount),
    seenBoxes,
  };
  return frame;
});

function frankenFinder(size: number, finned: boolean) {
  return (state: State, out: Step[]): void => {
    const { board, candidates } = state;
    const n = board.n;
    if (board.rowHouse[0]! < 0 || board.columnHouse[0]! < 0 || board.boxHouse[0]! < 0) return;
    const fr = frameFor(board);
    const regionOf = board.geometry.regionOf;
    fr.state = state;
    fr.out = out;
    fr.size = size;
    fr.finned = finned;
    const rules = finned ? 'finned' : 'fish';
    const digits = uncleared(state, rules);
    for (let digit = 1; digit <= n; digit++) {
      const bit = 1 << (digit - 1);
      if (!(digits & bit)) continue;
      fr.digit = digit;
      fr.lineCross.fill(0);
      fr.lineBoxes.fill(0);
      fr.boxCross.fill(0);
      fr.boxLines.fill(0);
      fr.boxCount.fill(0);
      for (let cell = 0; cell < board.cellCount; cell++) {
        if (!(candidates[cell]! & bit)) continue;
        const r = board.rowOf[cell]!;
        const c = board.columnOf[cell]!;
        const b = regionOf[cell]!;
        fr.lineCross[r]! |= 1 << c;
        fr.lineBoxes[r]! |= 1 << b;
        fr.lineCross[n + c]! |= 1 << r;
        fr.lineBoxes[n + c]! |= 1 << b;
        fr.boxCross[b]! |= 1 << c;
        fr.boxLines[b]! |= 1 << r;
        fr.boxCross[n + b]! |= 1 << r;
        fr.boxLines[n + b]! |= 1 << c;
        fr.boxCount[b]!++;
      }
      // Every elimination is a suspect (a place in no template), and lies in a cover house:
      // seed the cover with each suspect's cross or box and keep the suspect out of the base
      // (or, for cannibalism, seed both). Fins must then lie where the suspect sees a cell.
      const suspect = suspects(state, rules, digit);
      for (let w = 0; w < suspect.length; w++) {
        for (let m = suspect[w]!; m !== 0; m &= m - 1) {
          const e = w * 32 + 31 - Math.clz32(m & -m);
          const b = regionOf[e]!;
          fr.finBoxes = fr.seenBoxes[e]!;
          fr.suspect = e;
          for (let o = 0; o < 2; o++) {
            fr.o = o;
            const line = o === 0 ? board.rowOf[e]! : board.columnOf[e]!;
            const cross = o === 0 ? board.columnOf[e]! : board.rowOf[e]!;
            fr.banLines = 1 << line;
            fr.banBoxes = 1 << b;
            grow(fr, 0, 0, 0, 0, 0, 0, 1 << cross, -1);
            grow(fr, 0, 0, 0, 0, 1 << b, 0, 0, -1);
            // Cannibalism: the suspect is in the base, so in a base line (its box is a cover).
            fr.banLines = 0;
            fr.banBoxes = 0;
            addLine(fr, line, 0, 0, 0, 0, 1 << b, 0, 1 << cross, -1);
          }
        }
      }
    }
    fr.state = null;
    fr.out = [];
  };
}

/**
 * Adds bases from item `next` on (items 0..n-1 are lines, n..2n-1 boxes). `lines`, `boxes`: the
 * base so far; `cover`: cover boxes; `shut`: boxes that may no longer join the cover; `need`:
 * crosses the base needs as cover; `fin`: the fin box once chosen (finned search), else -1.
 */
function grow(fr: Frame, next: number, count: number, lines: number, boxes: number, cover: number, shut: number, need: number, fin: number): void {
  const { n, size, o } = fr;
  if (count === size) {
    if ((boxes | cover) === 0 || (fin >= 0) !== fr.finned) return;
    const short = size - POPCOUNT[cover]! - POPCOUNT[need]!;
    if (short === 0) {
      if (removesSome(fr, lines, boxes, cover, need)) frankenCaught(fr, lines, boxes, cover, need);
      return;
    }
    // Finned, with covers to spare: any other cross or box holding a base place may join the
    // cover (its places are covered twice, or were fins), as the basic finned fish allows.
    if (fin < 0) return;
    let crosses = 0;
    let spareBoxes = 0;
    for (let m = lines; m !== 0; m &= m - 1) {
      const l = 31 - Math.clz32(m & -m);
      crosses |= fr.lineCross[o * n + l]!;
      spareBoxes |= fr.lineBoxes[o * n + l]!;
    }
    for (let m = boxes; m !== 0; m &= m - 1) crosses |= fr.boxCross[o * n + 31 - Math.clz32(m & -m)]!;
    spareCovers(fr, lines, boxes, cover, need, crosses & ~need, spareBoxes & ~cover, short);
    return;
  }
  for (let i = next; i <= 2 * n - (size - count); i++) {
    if (i < n) {
      if (!((lines >> i) & 1)) addLine(fr, i, i + 1, count, lines, boxes, cover, shut, need, fin);
    } else {
      const b = i - n;
      const bit = 1 << b;
      if (fr.boxCount[b]! < 2 || (cover | shut | fr.banBoxes) & bit || fr.boxLines[o * n + b]! & lines) continue;
      const needNow = b === fin ? need | unseenInBox(fr, b) : need | fr.boxCross[o * n + b]!;
      if (POPCOUNT[cover]! + POPCOUNT[needNow]! <= size) grow(fr, i + 1, count + 1, lines, boxes | bit, cover, shut | bit, needNow, fin);
      if (fr.finned && fin < 0 && fr.finBoxes & bit) {
        const finNeed = need | unseenInBox(fr, b);
        if (POPCOUNT[cover]! + POPCOUNT[finNeed]! <= size) grow(fr, i + 1, count + 1, lines, boxes | bit, cover, shut | bit, finNeed, b);
      }
    }
  }
}

/** Adds `short` more covers from the spare crosses and boxes (each set once: crosses, then boxes, in order). */
function spareCovers(fr: Frame, lines: number, boxes: number, cover: number, need: number, crosses: number, spareBoxes: number, short: number): void {
  if (short === 0) {
    if (removesSome(fr, lines, boxes, cover, need)) frankenCaught(fr, lines, boxes, cover, need);
    return;
  }
  for (let m = crosses; m !== 0; m &= m - 1) {
    const low = m & -m;
    spareCovers(fr, lines, boxes, cover, need | low, crosses & ~((low << 1) - 1), spareBoxes, short - 1);
  }
  for (let m = spareBoxes; m !== 0; m &= m - 1) {
    const low = m & -m;
    spareCovers(fr, lines, boxes, cover | low, need, 0, spareBoxes & ~((low << 1) - 1), short - 1);
  }
}

/** Crosses of line i's places in box f that the suspect does not see: they cannot be fins. */
function unseen(fr: Frame, i: number, f: number): number {
  const { n, o, suspect } = fr;
  const board = fr.state!.board;
  let out = 0;
  for (let m = fr.lineCross[o * n + i]! & fr.segments[o * n * n + i * n + f]!; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    const cell = o === 0 ? i * n + c : c * n + i;
    if (board.sees[suspect * board.cellCount + cell] !== 1) out |= 1 << c;
  }
  return out;
}

/** Crosses of box b's places that the suspect does not see. */
function unseenInBox(fr: Frame, b: number): number {
  const board = fr.state!.board;
  const bit = 1 << (fr.digit - 1);
  const crossOf = fr.o === 0 ? board.columnOf : board.rowOf;
  let out = 0;
  for (const cell of board.houses[board.boxHouse[b]!]!) {
    if (fr.state!.candidates[cell]! & bit && board.sees[fr.suspect * board.cellCount + cell] !== 1) out |= 1 << crossOf[cell]!;
  }
  return out;
}

/**
 * Adds line i to the base (it must hold two places or more, none in a base box): each of its
 * segments outside the cover boxes (and the fin box) has its box join the cover or not, for
 * good; then the search goes on from item `next`.
 */
function addLine(fr: Frame, i: number, next: number, count: number, lines: number, boxes: number, cover: number, shut: number, need: number, fin: number): void {
  const { n, size, o } = fr;
  const nn = o * n * n;
  const finBit = fin < 0 ? 0 : 1 << fin;
  const cross = fr.lineCross[o * n + i]!;
  const inBoxes = fr.lineBoxes[o * n + i]!;
  if (POPCOUNT[cross]! < 2 || inBoxes & boxes || (fr.banLines >> i) & 1) return;
  const open = inBoxes & ~cover & ~shut & ~finBit;
  // Each open segment with a place off the cover crosses costs a cover (its box or a cross),
  // but one may hold the fins: give up early when that is more than what is left.
  let least = 0;
  let slack = 0;
  for (let m = open; m !== 0; m &= m - 1) {
    const low = m & -m;
    if (cross & fr.segments[nn + i * n + 31 - Math.clz32(low)]! & ~need) least++;
    if (low & fr.finBoxes) slack = 1;
  }
  if (least - (fr.finned && fin < 0 ? slack : 0) > size - POPCOUNT[cover]! - POPCOUNT[need]!) return;
  for (let join = open; ; join = (join - 1) & open) {
    const boxesNow = cover | join;
    let covered = 0;
    for (let m = boxesNow & inBoxes; m !== 0; m &= m - 1) covered |= fr.segments[nn + i * n + 31 - Math.clz32(m & -m)]!;
    // Places in the fin box need no cover, unless the suspect does not see them (no fin then).
    if (finBit & inBoxes) covered |= fr.segments[nn + i * n + fin]! & ~unseen(fr, i, fin);
    const needNow = need | (cross & ~covered);
    if (POPCOUNT[boxesNow]! + POPCOUNT[needNow]! <= size) {
      grow(fr, next, count + 1, lines | (1 << i), boxes, boxesNow, shut | (open & ~join), needNow, fin);
    }
    // Or, with no fin box yet, one of the segments left out holds the fins.
    if (fr.finned && fin < 0) {
      for (let m = open & ~join & fr.finBoxes; m !== 0; m &= m - 1) {
        const f = 31 - Math.clz32(m & -m);
        const finNeed = need | (cross & ~covered & ~(fr.segments[nn + i * n + f]! & ~unseen(fr, i, f)));
        if (POPCOUNT[boxesNow]! + POPCOUNT[finNeed]! <= size) {
          grow(fr, next, count + 1, lines | (1 << i), boxes, boxesNow, shut | (open & ~join), finNeed, f);
        }
      }
    }
    if (join === 0) break;
  }
}

/**
 * Whether the fish removes anything before fins are looked at: a cover cross with a place
 * outside the base, or a cover box with a place outside the base lines or on a cover cross.
 */
function removesSome(fr: Frame, lines: number, boxes: number, cover: number, need: number): boolean {
  const { n, o } = fr;
  // Every cover house holds a base place (a seeded cover might not: then the "fish" only says
  // that a fin is true, which is no fish).
  let crosses = 0;
  for (let m = lines; m !== 0; m &= m - 1) crosses |= fr.lineCross[o * n + 31 - Math.clz32(m & -m)]!;
  for (let m = boxes; m !== 0; m &= m - 1) crosses |= fr.boxCross[o * n + 31 - Math.clz32(m & -m)]!;
  if (need & ~crosses) return false;
  for (let m = cover; m !== 0; m &= m - 1) if (!(fr.boxLines[o * n + 31 - Math.clz32(m & -m)]! & lines)) return false;
  const other = (1 - o) * n;
  const nn = (1 - o) * n * n;
  for (let m = need; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    let inBase = lines;
    for (let bm = boxes & fr.lineBoxes[other + c]!; bm !== 0; bm &= bm - 1) inBase |= fr.segments[nn + c * n + 31 - Math.clz32(bm & -bm)]!;
    if (fr.lineCross[other + c]! & ~inBase) return true;
  }
  for (let m = cover; m !== 0; m &= m - 1) {
    const b = 31 - Math.clz32(m & -m);
    if (fr.boxLines[o * n + b]! & ~lines || fr.boxCross[o * n + b]! & need) return true;
  }
  return false;
}

/** A franken fish (masks of base lines and boxes, cover boxes and crosses): report it if it removes anything. */
function frankenCaught(fr: Frame, lines: number, boxes: number, cover: number, need: number): void {
  const state = fr.state!;
  const { board, candidates } = state;
  const regionOf = board.geometry.regionOf;
  const bit = 1 << (fr.digit - 1);
  const byRow = fr.o === 0;
  const lineHouse = byRow ? board.rowHouse : board.columnHouse;
  const crossHouse = byRow ? board.columnHouse : board.rowHouse;
  const crossOf = byRow ? board.columnOf : board.rowOf;
  const lineOf = byRow ? board.rowOf : board.columnOf;
  // Fins: base places in no cover house (base lines first, then base boxes).
  const fins = fr.fins;
  let finCount = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let m = pass === 0 ? lines : boxes; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      const cells = board.houses[pass === 0 ? lineHouse[i]! : board.boxHouse[i]!]!;
      for (let k = 0; k < cells.length; k++) {
        const cell = cells[k]!;
        if (!(candidates[cell]! & bit) || ((cover >> regionOf[cell]!) | (need >> crossOf[cell]!)) & 1) continue;
        fins[finCount++] = cell;
      }
    }
  }
  if (fr.finned !== finCount > 0) return;
  // Cover places outside the base, or in the base and in two cover houses (cannibalism), that
  // see every fin: cover crosses first, then the cells of cover boxes off those crosses.
  const eliminations: CellDigit[] = [];
  const sees = board.sees;
  const cellCount = board.cellCount;
  for (let pass = 0; pass < 2; pass++) {
    for (let m = pass === 0 ? need : cover; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      const cells = board.houses[pass === 0 ? crossHouse[i]! : board.boxHouse[i]!]!;
      for (let k = 0; k < cells.length; k++) {
        const cell = cells[k]!;
        if (!(candidates[cell]! & bit)) continue;
        const inCoverLine = (need >> crossOf[cell]!) & 1;
        if (pass === 1 && inCoverLine) continue;
        const inBase = ((lines >> lineOf[cell]!) | (boxes >> regionOf[cell]!)) & 1;
        if (inBase && !(inCoverLine & (cover >> regionOf[cell]!) & 1)) continue;
        let seesFins = true;
        for (let f = 0; f < finCount && seesFins; f++) if (sees[cell * cellCount + fins[f]!] !== 1) seesFins = false;
        if (seesFins) eliminations.push({ cell, digit: fr.digit });
      }
    }
  }
  if (eliminations.length === 0) return;
  const base: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (candidates[cell]! & bit && ((lines >> lineOf[cell]!) | (boxes >> regionOf[cell]!)) & 1) base.push(cell);
  }
  const finList = Array.from(fins.subarray(0, finCount)).sort((x, y) => x - y);
  const baseHouses: number[] = [];
  const coverHouses: number[] = [];
  for (let i = 0; i < fr.n; i++) {
    if ((lines >> i) & 1) baseHouses.push(lineHouse[i]!);
    if ((need >> i) & 1) coverHouses.push(crossHouse[i]!);
  }
  for (let i = 0; i < fr.n; i++) {
    if ((boxes >> i) & 1) baseHouses.push(board.boxHouse[i]!);
    if ((cover >> i) & 1) coverHouses.push(board.boxHouse[i]!);
  }
  fr.out.push(describeFish(state, `${finCount ? 'finned ' : ''}franken ${FISH_NAMES[fr.size]}`, fr.digit, baseHouses, coverHouses, base, finList, eliminations));
}

/** The step of a franken or mutant fish, explained with its houses. */
function describeFish(
  state: State,
  name: string,
  digit: number,
  baseHouses: number[],
  coverHouses: number[],
  base: number[],
  fins: number[],
  eliminations: CellDigit[],
): Step {
  const board = state.board;
  const detail = () => ({ nudge: lookAt(board, housesOf(board, baseHouses), digit), houses: housesOf(board, [...baseHouses, ...coverHouses]) });
  return makeStep(name, [], eliminations, base, () => {
    const d = digitWord(digit);
    const k = baseHouses.length;
    const houses = (list: number[]) => listWord(list.map((h) => houseWord(board, h)));
    const removed = spanWord(board, eliminations.map((e) => e.cell));
    const many = `${['', 'one', 'two', 'three', 'four'][k] ?? k} ${d}s`;
    const baseText = houses(baseHouses);
    const fish = `${baseText[0]!.toUpperCase()}${baseText.slice(1)} each hold one ${d}, in places they do not share, and all those places lie in ${houses(coverHouses)}`;
    if (fins.length === 0) return `${fish}, so their ${many} are those houses' ${d}s. So ${d} is removed from ${removed}.`;
    const finWord = fins.length > 1 ? `fins ${cellsWord(board, fins)}` : `fin ${cellsWord(board, fins)}`;
    return `${fish} apart from the ${finWord}: either a fin holds ${d} or their ${many} are those houses' ${d}s. Either way ${d} is removed from ${removed}, which see every fin.`;
  }, detail);
}

/*
 * Mutant search: any houses. Works on cell bitsets (`words` 32-bit words per set): per house its
 * places of the digit. Bases and covers grow together: after each base house its places are
 * covered at once, branching on its first uncovered place over the houses through it, so a base
 * that cannot be covered with what is left of the k covers is dropped before any other base is
 * tried with it. Fish that are basic or franken are left to those finders.
 */

const MAX_SIZE = 4;

/** Scratch of one board, reused by every search (no allocation per call). */
interface Net {
  words: number;
  /** Kind of each house: ROW, COLUMN, BOX or OTHER. */
  kinds: Uint8Array;
  cellHouses: readonly Int16Array[];
  /** Places of the digit in each house, `words` words per house. */
  masks: Int32Array;
  /** Houses that may be base (two places or more), and how many. */
  pool: Int16Array;
  poolCount: number;
  inBase: Uint8Array;
  inCover: Uint8Array;
  base: Int16Array;
  cover: Int16Array;
  /** Unions of base places per base count, of cover places per cover count. */
  baseUnion: Int32Array;
  coverUnion: Int32Array;
  /** The current search. */
  state: State | null;
  out: Step[];
  digit: number;
  size: number;
}

const netFor = perBoard((board): Net => {
  const { words } = board;
  const houseCount = board.houses.length;
  const kinds = new Uint8Array(houseCount).fill(OTHER);
  for (let i = 0; i < board.n; i++) {
    if (board.rowHouse[i]! >= 0) kinds[board.rowHouse[i]!] = ROW;
    if (board.columnHouse[i]! >= 0) kinds[board.columnHouse[i]!] = COLUMN;
    if (board.boxHouse[i]! >= 0) kinds[board.boxHouse[i]!] = BOX;
  }
  const net: Net = {
    words,
    kinds,
    cellHouses: board.cellHouses,
    masks: new Int32Array(houseCount * words),
    pool: new Int16Array(houseCount),
    poolCount: 0,
    inBase: new Uint8Array(houseCount),
    inCover: new Uint8Array(houseCount),
    base: new Int16Array(MAX_SIZE),
    cover: new Int16Array(MAX_SIZE),
    baseUnion: new Int32Array((MAX_SIZE + 1) * words),
    coverUnion: new Int32Array((MAX_SIZE + 1) * words),
    state: null,
    out: [],
    digit: 0,
    size: 0,
  };
  return net;
});

function mutantFinder(size: number) {
  return (state: State, out: Step[]): void => {
    const { board, candidates } = state;
    const net = netFor(board);
    const { words, masks, pool } = net;
    net.state = state;
    net.out = out;
    net.size = size;
    const houseCount = board.houses.length;
    const digits = uncleared(state, 'houses');
    for (let digit = 1; digit <= board.n; digit++) {
      const bit = 1 << (digit - 1);
      if (!(digits & bit)) continue;
      net.digit = digit;
      masks.fill(0);
      net.poolCount = 0;
      for (let h = 0; h < houseCount; h++) {
        const cells = board.houses[h]!;
        let count = 0;
        for (let i = 0; i < cells.length; i++) {
          const cell = cells[i]!;
          if (!(candidates[cell]! & bit)) continue;
          masks[h * words + (cell >>> 5)]! |= 1 << (cell & 31);
          count++;
        }
        // A base house holding the digit once is a hidden single: earlier techniques take it.
        if (count >= 2) pool[net.poolCount++] = h;
      }
      if (net.poolCount < size) continue;
      net.coverUnion.fill(0, 0, words);
      addBase(net, 0, 0, 0);
    }
    net.state = null;
    net.out = [];
  };
}

function addBase(net: Net, bases: number, covers: number, start: number): void {
  const { words, masks, baseUnion, coverUnion, pool, size } = net;
  if (bases === size) {
    if (covers === size) mutantCaught(net);
    return;
  }
  const from = bases * words;
  const to = from + words;
  const c = covers * words;
  const full = covers === size;
  for (let i = start; i <= net.poolCount - (size - bases); i++) {
    const h = pool[i]!;
    if (net.inCover[h]) continue;
    let clash = 0;
    for (let w = 0; w < words; w++) {
      const m = masks[h * words + w]!;
      clash |= baseUnion[from + w]! & m;
      // With every cover chosen the base must lie inside the cover.
      if (full) clash |= m & ~coverUnion[c + w]!;
      baseUnion[to + w] = baseUnion[from + w]! | m;
    }
    if (clash !== 0) continue;
    net.base[bases] = h;
    net.inBase[h] = 1;
    coverBase(net, bases + 1, covers, i + 1);
    net.inBase[h] = 0;
  }
}

/** Covers the chosen bases: their first uncovered place gets one of the houses through it. */
function coverBase(net: Net, bases: number, covers: number, next: number): void {
  const { words, masks, baseUnion, coverUnion, size } = net;
  const u = bases * words;
  const c = covers * words;
  let place = -1;
  for (let w = 0; w < words; w++) {
    const open = baseUnion[u + w]! & ~coverUnion[c + w]!;
    if (open !== 0) {
      place = w * 32 + 31 - Math.clz32(open & -open);
      break;
    }
  }
  if (place < 0) {
    addBase(net, bases, covers, next);
    return;
  }
  if (covers === size) return;
  const houses = net.cellHouses[place]!;
  const to = c + words;
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i]!;
    if (net.inBase[h] || net.inCover[h]) continue;
    for (let w = 0; w < words; w++) coverUnion[to + w] = coverUnion[c + w]! | masks[h * words + w]!;
    net.cover[covers] = h;
    net.inCover[h] = 1;
    coverBase(net, bases, covers + 1, next);
    net.inCover[h] = 0;
  }
}

function mutantCaught(net: Net): void {
  const { words, masks, baseUnion, coverUnion, size, kinds } = net;
  let baseKinds = 0;
  let coverKinds = 0;
  for (let i = 0; i < size; i++) {
    baseKinds |= kinds[net.base[i]!]!;
    coverKinds |= kinds[net.cover[i]!]!;
  }
  if (isFranken(baseKinds, coverKinds)) return;
  const u = size * words;
  const eliminations: CellDigit[] = [];
  const base: number[] = [];
  for (let w = 0; w < words; w++) {
    // Cover places outside the base; base places in two cover houses (cannibalism).
    let twice = 0;
    for (let i = 0; i < size; i++) {
      for (let j = i + 1; j < size; j++) twice |= masks[net.cover[i]! * words + w]! & masks[net.cover[j]! * words + w]!;
    }
    for (let m = (coverUnion[u + w]! & ~baseUnion[u + w]!) | (twice & baseUnion[u + w]!); m !== 0; m &= m - 1) {
      eliminations.push({ cell: w * 32 + 31 - Math.clz32(m & -m), digit: net.digit });
    }
    for (let m = baseUnion[u + w]!; m !== 0; m &= m - 1) base.push(w * 32 + 31 - Math.clz32(m & -m));
  }
  if (eliminations.length === 0) return;
  const baseHouses = Array.from(net.base.subarray(0, size)).sort((a, b) => a - b);
  const coverHouses = Array.from(net.cover.subarray(0, size)).sort((a, b) => a - b);
  net.out.push(describeFish(net.state!, `mutant ${FISH_NAMES[size]}`, net.digit, baseHouses, coverHouses, base, [], eliminations));
}

export const frankenXWings = frankenFinder(2, false);
export const frankenSwordfishes = frankenFinder(3, false);
export const frankenJellyfishes = frankenFinder(4, false);
export const finnedFrankenXWings = frankenFinder(2, true);
export const finnedFrankenSwordfishes = frankenFinder(3, true);
export const finnedFrankenJellyfishes = frankenFinder(4, true);
export const mutantXWings = mutantFinder(2);
export const mutantSwordfishes = mutantFinder(3);
export const mutantJellyfishes = mutantFinder(4);

