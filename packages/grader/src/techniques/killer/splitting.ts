/**
 * Cage splitting (hard): the rule of 45 over an area where exactly one cage sticks out splits that
 * cage into two parts with known sums; both parts' combinations, taken together, remove digits.
 * Areas come from innies.ts (`areasOf`), the arithmetic from sums.ts.
 */
import type { State } from '../../state.ts';
import type { Step } from '../../types.ts';
import { housesWord, lookAt } from '../../detail.ts';
import { eliminationsWord, makeStep, spanWord } from '../../words.ts';
import { allowedUnder, combinationsOf, eliminationsOutside, fittingCombinations, type CageView } from './sums.ts';
import { areaHouses, cageName, combosWord } from './describe.ts';
import { areasOf } from './innies.ts';

/**
 * Cage splitting: an area where exactly one cage sticks out (and every cell is caged). The cage's
 * cells inside add up to the area's total minus the cages wholly inside, so the cage splits into
 * two cages with known sums whose digits differ: both parts' combinations, taken together.
 */
export function cageSplittingSteps(state: State, out: Step[]): void {
  const { board, digits } = state;
  if (board.cages.length === 0) return;
  for (const area of areasOf(board)) {
    if (area.tier === 'large') continue;
    const info = area.cages;
    if (info.partial.length !== 1 || info.loose.length > 0) continue;
    const { cage: c, inCells, outCells } = info.partial[0]!;
    const cage = board.cages[c]!;
    const total = ((board.n * (board.n + 1)) / 2) * area.houses.length;
    let placed = 0;
    for (const x of cage.cells) if (digits[x]) placed |= 1 << (digits[x]! - 1);
    const part = (cells: number[], sum: number): { view: CageView; sum: number; combos: number[] } => {
      const empty = cells.filter((x) => digits[x] === 0);
      const rest = sum - cells.reduce((s, x) => s + digits[x]!, 0);
      const view: CageView = { placed, empty };
      const combos = combinationsOf(board.n, empty.length, rest).filter((m) => (m & placed) === 0);
      return { view, sum: rest, combos: fittingCombinations(state, { placed: 0, empty }, combos) };
    };
    const inSum = total - info.inside;
    const inner = part(inCells, inSum);
    const outer = part(outCells, cage.sum - inSum);
    if (inner.view.empty.length === 0 || outer.view.empty.length === 0) continue;
    const innerOk = inner.combos.filter((a) => outer.combos.some((b) => (a & b) === 0));
    const outerOk = outer.combos.filter((b) => innerOk.some((a) => (a & b) === 0));
    if (innerOk.length === 0) continue;
    const eliminations = [
      ...eliminationsOutside(
        state,
        inner.view.empty,
        allowedUnder(state, { placed: 0, empty: inner.view.empty }, innerOk),
      ),
      ...eliminationsOutside(
        state,
        outer.view.empty,
        allowedUnder(state, { placed: 0, empty: outer.view.empty }, outerOk),
      ),
    ];
    if (eliminations.length === 0) continue;
    out.push(
      makeStep(
        'cage splitting',
        [],
        eliminations,
        [...cage.cells],
        () =>
          `Rule of 45: ${area.name} ${area.houses.length > 1 ? 'hold' : 'holds'} digits adding up to ${total} and the cages wholly inside add up to ${info.inside}, so the part of ${cageName(board, c)} inside, ${spanWord(board, inCells)}, adds up to ${inSum} and the part outside, ${spanWord(board, outCells)}, to ${cage.sum - inSum}. Their digits differ: ${combosWord(inner.sum, inner.view.empty.length, innerOk)} inside, ${combosWord(outer.sum, outer.view.empty.length, outerOk)} outside. So ${eliminationsWord(board, eliminations)}.`,
        () => {
          const houses = areaHouses(board, area.houses, [c]);
          return {
            nudge: lookAt(
              board,
              houses,
              undefined,
              `work out what the cage's part inside ${housesWord(
                board,
                houses.filter((h) => h.unit !== 'cage'),
              )} adds up to`,
            ),
            houses,
          };
        },
      ),
    );
  }
}
