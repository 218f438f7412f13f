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
 * This module searches Franken fish (its state in frame.ts, what a fish found removes in
 * franken-caught.ts); mutant.ts the mutant ones.
 */
import { POPCOUNT, lowestBit } from '@sudoku-forge/core-solver';
import type { State } from '../../state.ts';
import type { Step } from '../../types.ts';
import { suspects, uncleared } from '../templates.ts';
import { frankenCaught, removesSome } from './franken-caught.ts';
import { NO_FISH, frameFor, type Fish, type Frame } from './frame.ts';

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
    if ((boxes | cover) === 0 || fin >= 0 !== fr.finned) return;
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
      if (POPCOUNT[cover]! + POPCOUNT[needNow]! <= size)
        grow(fr, i + 1, { ...fish, count: count + 1, boxes: boxes | bit, shut: shut | bit, need: needNow });
      if (fr.finned && fin < 0 && fr.finBoxes & bit) {
        const finNeed = need | unseenInBox(fr, b);
        if (POPCOUNT[cover]! + POPCOUNT[finNeed]! <= size)
          grow(fr, i + 1, { ...fish, count: count + 1, boxes: boxes | bit, shut: shut | bit, need: finNeed, fin: b });
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
    if (fr.state!.candidates[cell]! & bit && board.sees[fr.suspect * board.cellCount + cell] !== 1)
      out |= 1 << crossOf[cell]!;
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
      grow(fr, next, {
        count: count + 1,
        lines: lines | (1 << i),
        boxes,
        cover: boxesNow,
        need: needNow,
        shut: shut | (open & ~join),
        fin,
      });
    }
    // Or, with no fin box yet, one of the segments left out holds the fins.
    if (fr.finned && fin < 0) {
      for (let m = open & ~join & fr.finBoxes; m !== 0; m &= m - 1) {
        const f = lowestBit(m);
        const finNeed = need | (cross & ~covered & ~(fr.segments[nn + i * n + f]! & ~unseen(fr, i, f)));
        if (POPCOUNT[boxesNow]! + POPCOUNT[finNeed]! <= size) {
          grow(fr, next, {
            count: count + 1,
            lines: lines | (1 << i),
            boxes,
            cover: boxesNow,
            need: finNeed,
            shut: shut | (open & ~join),
            fin: f,
          });
        }
      }
    }
    if (join === 0) break;
  }
}

export const frankenXWings = frankenFinder(2, false);
export const frankenSwordfishes = frankenFinder(3, false);
export const frankenJellyfishes = frankenFinder(4, false);
export const finnedFrankenXWings = frankenFinder(2, true);
export const finnedFrankenSwordfishes = frankenFinder(3, true);
export const finnedFrankenJellyfishes = frankenFinder(4, true);
