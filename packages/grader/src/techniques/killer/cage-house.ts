/**
 * Cages meeting houses (both medium).
 *
 *   cage-unit intersection   a digit every fitting combination of a cage holds, whose places in
 *                            the cage all lie in one house: the rest of that house loses it
 *   unit-cage intersection   a house whose places for a digit all lie in one cage: the cage
 *                            holds that digit, so only its combinations with the digit remain
 */
import { bitDigit } from '@sudoku-forge/core-solver';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { lookAt } from '../../detail.ts';
import { digitWord, digitsWord, eliminationsWord, houseWord, makeStep, spanWord } from '../../words.ts';
import { allowedUnder, cageOptions, commonDigits, eliminationsOutside } from './sums.ts';
import { areaHouses, cageName, capital, combosWord } from './describe.ts';

export function cageUnitIntersections(state: State, out: Step[]): void {
  const { board, candidates } = state;
  board.cages.forEach((cage, c) => {
    const { view, fitting } = cageOptions(state, cage.cells, cage.sum);
    if (view.empty.length === 0 || fitting.length === 0) return;
    const required = commonDigits(fitting) & ~view.placed;
    if (required === 0) return;
    // Per house: the required digits whose places in the cage all lie in it (one step each).
    const byHouse = new Map<number, { digits: number; places: Set<number>; eliminations: CellDigit[] }>();
    for (let r = required; r; r &= r - 1) {
      const bit = r & -r;
      const digit = bitDigit(bit);
      const places = view.empty.filter((cell) => candidates[cell]! & bit);
      if (places.length === 0) continue;
      for (const h of board.cellHouses[places[0]!]!) {
        const house = board.houses[h]!;
        if (board.houseUnits[h]!.kind === 'cage' || !places.every((cell) => house.includes(cell))) continue;
        const eliminations: CellDigit[] = [];
        for (const cell of house)
          if (board.cageOf[cell] !== c && candidates[cell]! & bit) eliminations.push({ cell, digit });
        if (eliminations.length === 0) continue;
        const entry = byHouse.get(h) ?? byHouse.set(h, { digits: 0, places: new Set(), eliminations: [] }).get(h)!;
        entry.digits |= bit;
        for (const p of places) entry.places.add(p);
        entry.eliminations.push(...eliminations);
      }
    }
    if (byHouse.size === 0) return;
    const rest = cage.sum - [...cage.cells].reduce((s, x) => s + state.digits[x]!, 0);
    const needs = fitting.map((f) => f & ~view.placed);
    for (const [h, { digits, places, eliminations }] of byHouse) {
      const cells = [...places].sort((a, b) => a - b);
      const one = (digits & (digits - 1)) === 0;
      out.push(
        makeStep(
          'cage-unit intersection',
          [],
          eliminations,
          cells,
          () =>
            `${capital(cageName(board, c))} needs ${combosWord(rest, view.empty.length, needs)}: every one holds ${digitsWord(digits)}, and in the cage ${one ? 'it' : 'each'} can only go in ${spanWord(board, cells)}, inside ${houseWord(board, h)}. So ${eliminationsWord(board, eliminations)}.`,
          () => {
            const houses = areaHouses(board, [h], [c]);
            return {
              nudge: lookAt(
                board,
                houses,
                undefined,
                `a digit the cage must hold can only sit where it meets ${houseWord(board, h)}`,
              ),
              houses,
            };
          },
        ),
      );
    }
  });
}

export function unitCageIntersections(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  if (board.cages.length === 0) return;
  for (let h = 0; h < board.houses.length; h++) {
    const house = board.houses[h]!;
    let placedInHouse = 0;
    for (const cell of house) if (digits[cell]) placedInHouse |= 1 << (digits[cell]! - 1);
    for (let digit = 1; digit <= board.n; digit++) {
      const bit = 1 << (digit - 1);
      if (placedInHouse & bit) continue;
      let cage = -2;
      const places: number[] = [];
      for (const cell of house) {
        if (!(candidates[cell]! & bit)) continue;
        places.push(cell);
        const c = board.cageOf[cell]!;
        if (cage === -2) cage = c;
        else if (cage !== c) cage = -1;
      }
      if (cage < 0 || places.length === 0) continue;
      const c = cage;
      const { view, fitting } = cageOptions(state, board.cages[c]!.cells, board.cages[c]!.sum);
      if (view.empty.length === 0 || fitting.length === 0) continue;
      const withDigit = fitting.filter((f) => f & bit);
      if (withDigit.length === fitting.length) {
        // Every combination has the digit already; only the cage's cells outside the house can lose it.
        const eliminations: CellDigit[] = [];
        for (const cell of view.empty)
          if (!house.includes(cell) && candidates[cell]! & bit) eliminations.push({ cell, digit });
        if (eliminations.length === 0) continue;
        push(c, h, digit, places, eliminations, null);
        continue;
      }
      const allowed = allowedUnder(state, view, withDigit);
      // Within the house the digit must sit in one of its places: the cage's cells outside lose it.
      view.empty.forEach((cell, i) => {
        if (!house.includes(cell)) allowed[i]! &= ~bit;
      });
      const eliminations = eliminationsOutside(state, view.empty, allowed);
      if (eliminations.length === 0) continue;
      push(
        c,
        h,
        digit,
        places,
        eliminations,
        withDigit.map((f) => f & ~view.placed),
      );
    }
  }

  function push(
    c: number,
    h: number,
    digit: number,
    places: number[],
    eliminations: CellDigit[],
    combos: number[] | null,
  ): void {
    const cage = board.cages[c]!;
    const rest = cage.sum - [...cage.cells].reduce((s, x) => s + digits[x]!, 0);
    const empty = [...cage.cells].filter((x) => digits[x] === 0).length;
    out.push(
      makeStep(
        'unit-cage intersection',
        [],
        eliminations,
        places,
        () => {
          const head = `In ${houseWord(board, h)}, ${digitWord(digit)} can only go in ${spanWord(board, places)}, all in ${cageName(board, c)}, so the cage holds ${digitWord(digit)}`;
          const combosPart = combos ? `: that leaves ${combosWord(rest, empty, combos)}` : '';
          return `${head}${combosPart}. So ${eliminationsWord(board, eliminations)}.`;
        },
        () => {
          const houses = areaHouses(board, [h], [c]);
          return { nudge: lookAt(board, houses, digit), houses };
        },
      ),
    );
  }
}
