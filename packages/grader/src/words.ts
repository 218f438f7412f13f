/** Small helpers that turn cells, houses and digits into the words of explanations. */
import { cellName, digitSymbol, unitName } from '@sudoku-forge/core-solver';
import type { Board } from './board.ts';
import type { CellDigit, Step } from './types.ts';

export const cellWord = (board: Board, cell: number): string => cellName(board.geometry, cell);

export function cellsWord(board: Board, cells: Iterable<number>): string {
  return [...cells].map((c) => cellName(board.geometry, c)).join(', ');
}

export const houseWord = (board: Board, house: number): string => unitName(board.houseUnits[house]!);

export const groupWord = (board: Board, group: number): string => unitName(board.groupUnits[group]!);

export const digitWord = (digit: number): string => digitSymbol(digit);

export function digitsWord(mask: number): string {
  const out: string[] = [];
  for (let d = 1; mask !== 0; d++, mask >>= 1) if (mask & 1) out.push(digitSymbol(d));
  if (out.length <= 1) return out.join('');
  return `${out.slice(0, -1).join(', ')} and ${out[out.length - 1]}`;
}

export function eliminationsWord(board: Board, eliminations: readonly CellDigit[]): string {
  return eliminations.map((e) => `${digitSymbol(e.digit)} from ${cellName(board.geometry, e.cell)}`).join(', ');
}

/** A step with `affected` filled in from its placements and eliminations. */
export function makeStep(
  technique: string,
  placements: CellDigit[],
  eliminations: CellDigit[],
  cells: number[],
  explanation: string,
): Step {
  const affected = new Set<number>();
  for (const p of placements) affected.add(p.cell);
  for (const e of eliminations) affected.add(e.cell);
  return {
    technique,
    placements,
    eliminations: eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit),
    cells: [...new Set(cells)].sort((a, b) => a - b),
    affected: [...affected].sort((a, b) => a - b),
    explanation,
  };
}
