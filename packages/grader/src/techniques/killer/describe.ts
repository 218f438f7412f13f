/** Words and highlights shared by the killer techniques: cages by sum and place, combinations. */
import type { Board } from '../../board.ts';
import { housesOf, unitHouse } from '../../detail.ts';
import type { StepHouse } from '../../types.ts';
import { cageWord } from '../../words.ts';
import { comboWord } from './sums.ts';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export const countWord = (k: number): string => NUMBER_WORDS[k] ?? String(k);

/** "the 27-cage in r1c4–r3c4" */
export const cageName = (board: Board, cage: number): string => cageWord(board, board.cages[cage]!);

/** The cage as a step house. */
export const cageHouse = (board: Board, cage: number): StepHouse => unitHouse(board.cages[cage]!.unit);

/** Cages and houses as step houses: houses first (by board number), then cages. */
export function areaHouses(board: Board, houses: readonly number[], cages: readonly number[]): StepHouse[] {
  return [...housesOf(board, houses), ...[...new Set(cages)].map((c) => cageHouse(board, c))];
}

/**
 * "27 in four cells: 3+7+8+9 or 4+6+8+9 or 5+6+7+9" (`cells` counts the empty cells the sum
 * is spread over; `combos` their digit sets).
 */
export function combosWord(sum: number, cells: number, combos: readonly number[]): string {
  // Lexicographic by digits, as people list them: 1+9 or 2+8 or 3+7.
  const list = combos.map(comboWord).sort((a, b) => compareCombos(a, b));
  const head = `${sum} in ${countWord(cells)} ${cells === 1 ? 'cell' : 'cells'}`;
  if (list.length === 0) return `${head}: no way`;
  if (list.length > 6) return `${head}: ${list.slice(0, 5).join(' or ')} or ${list.length - 5} more`;
  return `${head}: ${list.join(' or ')}`;
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function compareCombos(a: string, b: string): number {
  const x = a.split('+').map(Number);
  const y = b.split('+').map(Number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
