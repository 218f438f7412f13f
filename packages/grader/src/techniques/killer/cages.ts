/**
 * What one cage says on its own.
 *
 *   last cage cell          a cage with one empty cell: it takes the sum minus the placed digits
 *                           (a single-cell cage is its own last cell)          easy
 *   one-combination cage    a cage whose sum can be made only one way (3 in two = 1+2, 17 in
 *                           two = 8+9, 6 in three = 1+2+3 …), given its placed digits: its cells
 *                           lose every other digit                              easy
 *   cage combinations       the combinations that still fit the cage's candidates: digits in
 *                           none of them, or that no filling puts in a cell, go  medium
 */
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { lookAt, patternHouses } from '../../detail.ts';
import { digitsWord, eliminationsWord, makeStep, spanWord } from '../../words.ts';
import { anyDigits, cageOptions, combinationsWithPlaced, eliminationsOutside, viewOf } from './sums.ts';
import { cageHouse, cageName, capital, combosWord } from './describe.ts';

/** The sum still missing from a cage: its sum minus its placed digits. */
function missing(state: State, cells: ArrayLike<number>, sum: number): number {
  let rest = sum;
  for (let i = 0; i < cells.length; i++) rest -= state.digits[cells[i]!]!;
  return rest;
}

export function lastCageCells(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  board.cages.forEach((cage, c) => {
    let emptyCell = -1;
    let empties = 0;
    for (const cell of cage.cells) {
      if (digits[cell] === 0) {
        empties++;
        emptyCell = cell;
      }
    }
    if (empties !== 1) return;
    const digit = missing(state, cage.cells, cage.sum);
    if (digit < 1 || digit > board.n || !(candidates[emptyCell]! & (1 << (digit - 1)))) return;
    const cells = [...cage.cells];
    const cell = emptyCell;
    out.push(
      makeStep(
        'last cage cell',
        [{ cell, digit }],
        [],
        cells,
        () =>
          cells.length === 1
            ? `${capital(cageName(board, c))} is a single cell, so it holds its sum, ${digit}.`
            : `${capital(cageName(board, c))} has one empty cell left, ${spanWord(board, [cell])}: the placed digits add up to ${cage.sum - digit}, so it takes ${cage.sum} − ${cage.sum - digit} = ${digit}.`,
        () => {
          // The cage's sum would give a one-cell cage's digit away: point at its place only.
          const houses = patternHouses(board, cells.length > 1 ? cells : [cell], cells.length > 1 ? 2 : 1).slice(0, 1);
          return {
            nudge: lookAt(
              board,
              houses,
              undefined,
              cells.length === 1 ? 'one cage there is a single cell' : 'one of its cages has a single empty cell left',
            ),
            houses: [...houses, cageHouse(board, c)],
          };
        },
      ),
    );
  });
}

export function oneCombinationCages(state: State, out: Step[]): void {
  const { board } = state;
  board.cages.forEach((cage, c) => {
    const view = viewOf(state, cage.cells);
    if (view.empty.length < 2) return; // the last cell is its own technique
    const combos = combinationsWithPlaced(board, cage.cells, cage.sum, view);
    if (combos.length !== 1) return;
    const need = combos[0]! & ~view.placed;
    const eliminations = eliminationsOutside(
      state,
      view.empty,
      view.empty.map(() => need),
    );
    if (eliminations.length === 0) return;
    const rest = missing(state, cage.cells, cage.sum);
    const placedNote = view.placed ? ` (beside the placed ${digitsWord(view.placed)})` : '';
    out.push(
      makeStep(
        'one-combination cage',
        [],
        eliminations,
        view.empty,
        () =>
          `${capital(cageName(board, c))} can be made only one way${placedNote}: ${combosWord(rest, view.empty.length, [need])}. So ${eliminationsWord(board, eliminations)}.`,
        () => ({
          nudge: lookAt(board, [cageHouse(board, c)], undefined, 'its sum can be made only one way'),
          houses: [cageHouse(board, c)],
        }),
      ),
    );
  });
}

export function cageCombinationSteps(state: State, out: Step[]): void {
  const { board } = state;
  board.cages.forEach((cage, c) => {
    const options = cageOptions(state, cage.cells, cage.sum);
    const { view, fitting, allowed } = options;
    if (view.empty.length === 0 || fitting.length === 0) return; // a broken cage: the contradiction check stops the path
    const eliminations: CellDigit[] = eliminationsOutside(state, view.empty, allowed);
    if (eliminations.length === 0) return;
    const rest = missing(state, cage.cells, cage.sum);
    const needs = fitting.map((f) => f & ~view.placed);
    const excluded = anyDigits(eliminations.map((e) => 1 << (e.digit - 1))) & ~anyDigits(needs);
    out.push(
      makeStep(
        'cage combinations',
        [],
        eliminations,
        view.empty,
        () => {
          const placed = view.placed ? `Beside the placed ${digitsWord(view.placed)}, ` : '';
          const which = `${placed}${cageName(board, c)} needs ${combosWord(rest, view.empty.length, needs)} (the combinations that fit its candidates)`;
          const why = excluded
            ? `, so ${digitsWord(excluded)} cannot be in it`
            : ', and no way of filling it puts these digits in these cells';
          return `${capital(which)}${why}: ${eliminationsWord(board, eliminations)}.`;
        },
        () => ({
          nudge: lookAt(
            board,
            [cageHouse(board, c)],
            undefined,
            'see which combinations of its sum still fit its candidates',
          ),
          houses: [cageHouse(board, c)],
        }),
      ),
    );
  });
}
