/**
 * A complete Franken fish (franken.ts): does it remove anything, and the step that says what.
 */
import { lowestBit } from '@sudoku-forge/core-solver';
import type { CellDigit } from '../../types.ts';
import { FISH_NAMES, houseFishStep } from './describe.ts';
import type { Fish, Frame } from './frame.ts';

/**
 * Whether the fish removes anything before fins are looked at: a cover cross with a place
 * outside the base, or a cover box with a place outside the base lines or on a cover cross.
 */
export function removesSome(fr: Frame, { lines, boxes, cover, need }: Fish): boolean {
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
    for (let bm = boxes & fr.lineBoxes[other + c]!; bm !== 0; bm &= bm - 1)
      inBase |= fr.segments[nn + c * n + lowestBit(bm)]!;
    if (fr.lineCross[other + c]! & ~inBase) return true;
  }
  for (let m = cover; m !== 0; m &= m - 1) {
    const b = lowestBit(m);
    if (fr.boxLines[o * n + b]! & ~lines || fr.boxCross[o * n + b]! & need) return true;
  }
  return false;
}

/** A complete franken fish: report it if it removes anything. */
export function frankenCaught(fr: Frame, { lines, boxes, cover, need }: Fish): void {
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
  fr.out.push(
    houseFishStep(board, { name, digit: fr.digit, base, fins: finList, eliminations }, baseHouses, coverHouses),
  );
}
