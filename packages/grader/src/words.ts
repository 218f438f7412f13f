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

/**
 * A step with `affected` filled in from its placements and eliminations. The explanation may be
 * given as a function: it is then written only when read (grading reads none of them, and a
 * round can hold hundreds of instances).
 */
export function makeStep(
  technique: string,
  placements: CellDigit[],
  eliminations: CellDigit[],
  cells: number[],
  explanation: string | (() => string),
): Step {
  let affected: number[];
  if (eliminations.length === 0 && placements.length === 1) affected = [placements[0]!.cell];
  else {
    const seen = new Set<number>();
    for (const p of placements) seen.add(p.cell);
    for (const e of eliminations) seen.add(e.cell);
    affected = [...seen].sort((a, b) => a - b);
  }
  const sortedCells = cells.length === 1 ? cells : [...new Set(cells)].sort((a, b) => a - b);
  if (eliminations.length > 1) eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  if (typeof explanation === 'string') {
    return { technique, placements, eliminations, cells: sortedCells, affected, explanation };
  }
  let text: string | undefined;
  return {
    technique,
    placements,
    eliminations,
    cells: sortedCells,
    affected,
    get explanation() {
      text ??= explanation();
      return text;
    },
  };
}
