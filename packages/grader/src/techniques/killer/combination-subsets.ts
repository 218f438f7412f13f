/**
 * Combination subsets (hard): two cages in one house have different digits, so only pairs of
 * their combinations with no digit in common can stand. That can rule out combinations of either
 * cage, and the digits every standing pair holds are locked in the two cages: the rest of any
 * house holding all their places loses them.
 */
import { bitDigit } from '@sudoku-forge/core-solver';
import { perBoard, type Board } from '../../board.ts';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { lookAt } from '../../detail.ts';
import { digitsWord, eliminationsWord, houseWord, makeStep } from '../../words.ts';
import { allowedUnder, cageOptions, commonDigits, comboWord, eliminationsOutside } from './sums.ts';
import { areaHouses, cageName, capital } from './describe.ts';

/** Pairs of cages lying wholly in one house, each pair once, with the first such house. */
const cagePairs = perBoard((board: Board): { a: number; b: number; house: number }[] => {
  const out: { a: number; b: number; house: number }[] = [];
  const seen = new Set<number>();
  board.houses.forEach((house, h) => {
    if (board.houseUnits[h]!.kind === 'cage') return;
    const inside: number[] = [];
    board.cages.forEach((cage, c) => {
      if (cage.cells.length < house.length && cage.cells.every((x) => house.includes(x))) inside.push(c);
    });
    for (let i = 0; i < inside.length; i++) {
      for (let j = i + 1; j < inside.length; j++) {
        const key = inside[i]! * board.cages.length + inside[j]!;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ a: inside[i]!, b: inside[j]!, house: h });
      }
    }
  });
  return out;
});

export function combinationSubsetSteps(state: State, out: Step[]): void {
  const { board, candidates } = state;
  if (board.cages.length === 0) return;
  for (const { a, b, house } of cagePairs(board)) {
    const x = cageOptions(state, board.cages[a]!.cells, board.cages[a]!.sum);
    const y = cageOptions(state, board.cages[b]!.cells, board.cages[b]!.sum);
    if (x.view.empty.length === 0 || y.view.empty.length === 0 || x.fitting.length === 0 || y.fitting.length === 0)
      continue;
    const pairs: [number, number][] = [];
    for (const p of x.fitting) for (const q of y.fitting) if ((p & q) === 0) pairs.push([p, q]);
    if (pairs.length === 0) continue;
    const xOk = x.fitting.filter((p) => pairs.some(([pp]) => pp === p));
    const yOk = y.fitting.filter((q) => pairs.some(([, qq]) => qq === q));
    const eliminations: CellDigit[] = [];
    if (xOk.length < x.fitting.length)
      eliminations.push(...eliminationsOutside(state, x.view.empty, allowedUnder(state, x.view, xOk)));
    if (yOk.length < y.fitting.length)
      eliminations.push(...eliminationsOutside(state, y.view.empty, allowedUnder(state, y.view, yOk)));
    // Digits every standing pair holds (not already one cage's own), locked in the two cages.
    const together =
      pairs.reduce((acc, [p, q]) => acc & (p | q), -1) &
      ~(x.view.placed | y.view.placed) &
      ~commonDigits(x.fitting) &
      ~commonDigits(y.fitting);
    const both = new Set([...board.cages[a]!.cells, ...board.cages[b]!.cells]);
    const lockedHouses: number[] = [];
    for (let r = together; r; r &= r - 1) {
      const bit = r & -r;
      const digit = bitDigit(bit);
      const places = [...both].filter((cell) => candidates[cell]! & bit);
      if (places.length === 0) continue;
      for (const h of board.cellHouses[places[0]!]!) {
        const cells = board.houses[h]!;
        if (!places.every((p) => cells.includes(p))) continue;
        let any = false;
        for (const cell of cells) {
          if (!both.has(cell) && candidates[cell]! & bit) {
            eliminations.push({ cell, digit });
            any = true;
          }
        }
        if (any && !lockedHouses.includes(h)) lockedHouses.push(h);
      }
    }
    if (eliminations.length === 0) continue;
    const unique = dedupe(eliminations);
    out.push(
      makeStep(
        'combination subset',
        [],
        unique,
        [...both],
        () => {
          const shown = pairs.slice(0, 4).map(([p, q]) => `${comboWord(p)} with ${comboWord(q)}`);
          const more = pairs.length > 4 ? ` (and ${pairs.length - 4} more)` : '';
          const locked = together ? ` Every pair holds ${digitsWord(together)}, locked in the two cages.` : '';
          return `${capital(cageName(board, a))} and ${cageName(board, b)} both lie in ${houseWord(board, house)}, so their digits differ: the combinations that fit together are ${shown.join('; ')}${more}.${locked} So ${eliminationsWord(board, unique)}.`;
        },
        () => {
          const houses = areaHouses(board, [house, ...lockedHouses], [a, b]);
          return {
            nudge: lookAt(
              board,
              houses.filter((h) => h.unit === 'cage'),
              undefined,
              `they share ${houseWord(board, house)}, so their combinations must fit together`,
            ),
            houses,
          };
        },
      ),
    );
  }
}

function dedupe(list: CellDigit[]): CellDigit[] {
  const seen = new Set<number>();
  return list.filter((e) => {
    const key = e.cell * 64 + e.digit;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
