/*
 * Franken and mutant fish: the fish argument with any houses as base and cover.
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
 *
 * This module searches Franken fish; mutant.ts the mutant ones.
 */
import { POPCOUNT, lowestBit } from '@sudoku-forge/core-solver';
import { perBoard } from '../../board.ts';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { suspects, uncleared } from '../templates.ts';
import { FISH_NAMES, houseFishStep } from './describe.ts';

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

/**
 * A Franken fish being built, as masks over the pass's lines, crosses and boxes (bit i = the i-th,
 * 0-based). The search hands a new record to each branch.
 */
interface Fish {
  /** Base houses chosen so far. */
  readonly count: number;
  /** The base: its lines and its boxes. */
  readonly lines: number;
  readonly boxes: number;
  /** Cover boxes, and the crosses the base needs as cover. */
  readonly cover: number;
  readonly need: number;
  /** Boxes that may no longer join the cover. */
  readonly shut: number;
  /** The fin box once chosen (finned search), else -1. */
  readonly fin: number;
}

const NO_FISH: Fish = { count: 0, lines: 0, boxes: 0, cover: 0, need: 0, shut: 0, fin: -1 };

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
          const e = w * 32 + lowestBit(m);
          const b = regionOf[e]!;
          fr.finBoxes = fr.seenBoxes[e]!;
          fr.suspect = e;
          for (let o = 0; o < 2; o++) {
            fr.o = o;
            const line = o === 0 ? board.rowOf[e]! : board.columnOf[e]!;
            const cross = o === 0 ? board.columnOf[e]! : board.rowOf[e]!;
            fr.banLines = 1 << line;
            fr.banBoxes = 1 << b;
            grow(fr, 0, { ...NO_FISH, need: 1 << cross });
            grow(fr, 0, { ...NO_FISH, cover: 1 << b });
            // Cannibalism: the suspect is in the base, so in a base line (its box is a cover).
            fr.banLines = 0;
            fr.banBoxes = 0;
            addLine(fr, line, 0, { ...NO_FISH, cover: 1 << b, need: 1 << cross });
          }
        }
      }
    }
    fr.state = null;
    fr.out = [];
  };
}

/** Adds bases to `fish` from item `next` on (items 0..n-1 are lines, n..2n-1 boxes). */
function grow(fr: Frame, next: number, fish: Fish): void {
  const { n, size, o } = fr;
  const { count, lines, boxes, cover, shut, need, fin } = fish;
  if (count === size) {
    if ((boxes | cover) === 0 || (fin >= 0) !== fr.finned) return;
    const short = size - POPCOUNT[cover]! - POPCOUNT[need]!;
    if (short === 0) {
      if (removesSome(fr, fish)) frankenCaught(fr, fish);
      return;
    }
    // Finned, with covers to spare: any other cross or box holding a base place may join the
    // cover (its places are covered twice, or were fins), as the basic finned fish allows.
    if (fin < 0) return;
    let crosses = 0;
    let spareBoxes = 0;
    for (let m = lines; m !== 0; m &= m - 1) {
      const l = lowestBit(m);
      crosses |= fr.lineCross[o * n + l]!;
      spareBoxes |= fr.lineBoxes[o * n + l]!;
    }
    for (let m = boxes; m !== 0; m &= m - 1) crosses |= fr.boxCross[o * n + lowestBit(m)]!;
    spareCovers(fr, fish, crosses & ~need, spareBoxes & ~cover, short);
    return;
  }
  for (let i = next; i <= 2 * n - (size - count); i++) {
    if (i < n) {
      if (!((lines >> i) & 1)) addLine(fr, i, i + 1, fish);
    } else {
      const b = i - n;
      const bit = 1 << b;
      if (fr.boxCount[b]! < 2 || (cover | shut | fr.banBoxes) & bit || fr.boxLines[o * n + b]! & lines) continue;
      const needNow = b === fin ? need | unseenInBox(fr, b) : need | fr.boxCross[o * n + b]!;
      if (POPCOUNT[cover]! + POPCOUNT[needNow]! <= size) grow(fr, i + 1, { ...fish, count: count + 1, boxes: boxes | bit, shut: shut | bit, need: needNow });
      if (fr.finned && fin < 0 && fr.finBoxes & bit) {
        const finNeed = need | unseenInBox(fr, b);
        if (POPCOUNT[cover]! + POPCOUNT[finNeed]! <= size) grow(fr, i + 1, { ...fish, count: count + 1, boxes: boxes | bit, shut: shut | bit, need: finNeed, fin: b });
      }
    }
  }
}

/** Adds `short` more covers from the spare crosses and boxes (each set once: crosses, then boxes, in order). */
function spareCovers(fr: Frame, fish: Fish, crosses: number, spareBoxes: number, short: number): void {
  if (short === 0) {
    if (removesSome(fr, fish)) frankenCaught(fr, fish);
    return;
  }
  for (let m = crosses; m !== 0; m &= m - 1) {
    const low = m & -m;
    spareCovers(fr, { ...fish, need: fish.need | low }, crosses & ~((low << 1) - 1), spareBoxes, short - 1);
  }
  for (let m = spareBoxes; m !== 0; m &= m - 1) {
    const low = m & -m;
    spareCovers(fr, { ...fish, cover: fish.cover | low }, 0, spareBoxes & ~((low << 1) - 1), short - 1);
  }
}

/** Crosses of line i's places in box f that the suspect does not see: they cannot be fins. */
function unseen(fr: Frame, i: number, f: number): number {
  const { n, o, suspect } = fr;
  const board = fr.state!.board;
  let out = 0;
  for (let m = fr.lineCross[o * n + i]! & fr.segments[o * n * n + i * n + f]!; m !== 0; m &= m - 1) {
    const c = lowestBit(m);
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
function addLine(fr: Frame, i: number, next: number, fish: Fish): void {
  const { n, size, o } = fr;
  const { count, lines, boxes, cover, shut, need, fin } = fish;
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
    if (cross & fr.segments[nn + i * n + lowestBit(low)]! & ~need) least++;
    if (low & fr.finBoxes) slack = 1;
  }
  if (least - (fr.finned && fin < 0 ? slack : 0) > size - POPCOUNT[cover]! - POPCOUNT[need]!) return;
  for (let join = open; ; join = (join - 1) & open) {
    const boxesNow = cover | join;
    let covered = 0;
    for (let m = boxesNow & inBoxes; m !== 0; m &= m - 1) covered |= fr.segments[nn + i * n + lowestBit(m)]!;
    // Places in the fin box need no cover, unless the suspect does not see them (no fin then).
    if (finBit & inBoxes) covered |= fr.segments[nn + i * n + fin]! & ~unseen(fr, i, fin);
    const needNow = need | (cross & ~covered);
    if (POPCOUNT[boxesNow]! + POPCOUNT[needNow]! <= size) {
      grow(fr, next, { count: count + 1, lines: lines | (1 << i), boxes, cover: boxesNow, need: needNow, shut: shut | (open & ~join), fin });
    }
    // Or, with no fin box yet, one of the segments left out holds the fins.
    if (fr.finned && fin < 0) {
      for (let m = open & ~join & fr.finBoxes; m !== 0; m &= m - 1) {
        const f = lowestBit(m);
        const finNeed = need | (cross & ~covered & ~(fr.segments[nn + i * n + f]! & ~unseen(fr, i, f)));
        if (POPCOUNT[boxesNow]! + POPCOUNT[finNeed]! <= size) {
          grow(fr, next, { count: count + 1, lines: lines | (1 << i), boxes, cover: boxesNow, need: finNeed, shut: shut | (open & ~join), fin: f });
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
function removesSome(fr: Frame, { lines, boxes, cover, need }: Fish): boolean {
  const { n, o } = fr;
  // Every cover house holds a base place (a seeded cover might not: then the "fish" only says
  // that a fin is true, which is no fish).
  let crosses = 0;
  for (let m = lines; m !== 0; m &= m - 1) crosses |= fr.lineCross[o * n + lowestBit(m)]!;
  for (let m = boxes; m !== 0; m &= m - 1) crosses |= fr.boxCross[o * n + lowestBit(m)]!;
  if (need & ~crosses) return false;
  for (let m = cover; m !== 0; m &= m - 1) if (!(fr.boxLines[o * n + lowestBit(m)]! & lines)) return false;
  const other = (1 - o) * n;
  const nn = (1 - o) * n * n;
  for (let m = need; m !== 0; m &= m - 1) {
    const c = lowestBit(m);
    let inBase = lines;
    for (let bm = boxes & fr.lineBoxes[other + c]!; bm !== 0; bm &= bm - 1) inBase |= fr.segments[nn + c * n + lowestBit(bm)]!;
    if (fr.lineCross[other + c]! & ~inBase) return true;
  }
  for (let m = cover; m !== 0; m &= m - 1) {
    const b = lowestBit(m);
    if (fr.boxLines[o * n + b]! & ~lines || fr.boxCross[o * n + b]! & need) return true;
  }
  return false;
}

/** A complete franken fish: report it if it removes anything. */
function frankenCaught(fr: Frame, { lines, boxes, cover, need }: Fish): void {
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
      const i = lowestBit(m);
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
      const i = lowestBit(m);
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
  const name = `${finCount ? 'finned ' : ''}franken ${FISH_NAMES[fr.size]}`;
  fr.out.push(houseFishStep(board, { name, digit: fr.digit, base, fins: finList, eliminations }, baseHouses, coverHouses));
}

export const frankenXWings = frankenFinder(2, false);
export const frankenSwordfishes = frankenFinder(3, false);
export const frankenJellyfishes = frankenFinder(4, false);
export const finnedFrankenXWings = frankenFinder(2, true);
export const finnedFrankenSwordfishes = frankenFinder(3, true);
export const finnedFrankenJellyfishes = frankenFinder(4, true);
