/**
 * Reshaping a drawn line on the Create page (issue 27 §2) without deleting and redrawing it: a
 * picked thermo, arrow or line takes a cell next to either end (one of the 8 around it, as lines
 * are drawn), loses its first or last cell, or is reversed (a thermo's bulb, an arrow's circle go
 * to the other end). Shapes that cannot be are refused in words: a cell already on the line, one
 * not next to that end, a line shorter than its type allows; what is left (a renban longer than
 * the board's side, …) core-solver's record reader refuses (editor.ts replaceConstraint). An
 * arrow is its circle then its shaft, one line; an arrow whose circle has more cells (imported) is
 * only redrawn. On the board, a drag from an end of the picked line does the same (dragStep).
 */
import { cellName, kingAdjacent, VARIANTS, type Constraint } from '@sudoku-forge/core-solver';
import { leastCells, replaceConstraint, toolOf, type Draft } from './editor.ts';

export type End = 'start' | 'end';

export type Reshape =
  | { readonly kind: 'extend'; readonly end: End; readonly cell: number }
  | { readonly kind: 'trim'; readonly end: End }
  | { readonly kind: 'reverse' };

/** The lines reshaped here, with the word for each. */
const LINES: Readonly<Partial<Record<Constraint['type'], string>>> = {
  thermo: 'thermo',
  'slow-thermo': 'slow thermo',
  arrow: 'arrow',
  renban: 'renban line',
  whisper: 'whisper line',
  palindrome: 'palindrome',
  between: 'between line',
  'region-sum-line': 'region sum line',
  entropic: 'entropic line',
};

/** What a line's start is called (a thermo's bulb, an arrow's circle), or null. */
export const startName = (c: Constraint): string | null =>
  c.type === 'thermo' || c.type === 'slow-thermo' ? 'bulb' : c.type === 'arrow' ? 'circle' : null;

/** The word for a line ("thermo", "between line"), or null when the constraint is not one reshaped here. */
export const lineName = (c: Constraint): string | null =>
  c.type === 'arrow' && c.circle.length !== 1 ? null : (LINES[c.type] ?? null);

/** A line's cells in order (an arrow: its circle, then its shaft), or null when it is not one reshaped here. */
export function lineCells(c: Constraint): readonly number[] | null {
  if (lineName(c) === null) return null;
  if (c.type === 'arrow') return [...c.circle, ...c.cells];
  return 'cells' in c ? c.cells : null;
}

/** The same line over other cells (an arrow's circle: the first). */
function withCells(c: Constraint, cells: readonly number[]): Constraint {
  if (c.type === 'arrow') return { ...c, circle: cells.slice(0, 1), cells: cells.slice(1) };
  return { ...c, cells } as Constraint;
}

/** The least cells of a line of this type (as drawn: a between line 3, others 2). */
const least = (c: Constraint): number => {
  const tool = toolOf(c);
  return tool ? leastCells(tool) : 2;
};

/** The 8 places around a cell, in reading order (up-left … down-right), with their arrows. */
export const AROUND: readonly { readonly rows: number; readonly columns: number; readonly symbol: string }[] = [
  { rows: -1, columns: -1, symbol: '↖' },
  { rows: -1, columns: 0, symbol: '↑' },
  { rows: -1, columns: 1, symbol: '↗' },
  { rows: 0, columns: -1, symbol: '←' },
  { rows: 0, columns: 1, symbol: '→' },
  { rows: 1, columns: -1, symbol: '↙' },
  { rows: 1, columns: 0, symbol: '↓' },
  { rows: 1, columns: 1, symbol: '↘' },
];

/** The cell a step away from `cell`, or null off the board. */
export function stepFrom(cell: number, rows: number, columns: number, n: number): number | null {
  const r = Math.floor(cell / n) + rows;
  const c = (cell % n) + columns;
  return r < 0 || r >= n || c < 0 || c >= n ? null : r * n + c;
}

/**
 * The drawn constraint `index` reshaped, or in words why not. The result is the same constraint
 * (its type, sum, difference kept) over the new cells, in the same place in the list.
 */
export function reshapeLine(draft: Draft, index: number, reshape: Reshape): Draft | string {
  const c = draft.constraints[index];
  const line = c ? lineCells(c) : null;
  if (!c || !line) {
    return c?.type === 'arrow'
      ? `This arrow’s circle has ${c.circle.length} cells: remove it and draw it again to change it.`
      : 'Pick a thermo, an arrow or a line first.';
  }
  const n = VARIANTS[draft.variant].size;
  const name = lineName(c)!;
  const at = (cell: number) => cellName({ size: n }, cell);
  let cells: readonly number[];
  switch (reshape.kind) {
    case 'extend': {
      const { cell, end } = reshape;
      const from = end === 'start' ? line[0]! : line.at(-1)!;
      if (!Number.isInteger(cell) || cell < 0 || cell >= n * n) return 'That cell is not on the board.';
      if (line.includes(cell)) return `${at(cell)} is already on the ${name}.`;
      if (!kingAdjacent(from, cell, n))
        return `${at(cell)} does not touch the ${end} of the ${name} (${at(from)}): a line steps to one of the 8 cells around it.`;
      cells = end === 'start' ? [cell, ...line] : [...line, cell];
      break;
    }
    case 'trim': {
      const k = least(c);
      if (line.length <= k)
        return `${/^[aeiou]/u.test(name) ? 'An' : 'A'} ${name} has at least ${k} cells: this one has ${line.length}. Remove it in the list instead.`;
      cells = reshape.end === 'start' ? line.slice(1) : line.slice(0, -1);
      break;
    }
    case 'reverse':
      cells = [...line].reverse();
      break;
  }
  return replaceConstraint(draft, index, withCells(c, cells));
}

/** Which end of a line `cell` is (the start when the line is one cell), or null when it is neither. */
export function endAt(c: Constraint, cell: number): End | null {
  const line = lineCells(c);
  if (!line) return null;
  if (line[0] === cell) return 'start';
  return line.at(-1) === cell ? 'end' : null;
}

/**
 * A drag from one end of the picked line onto `cell`: onto a free cell around that end, the line
 * takes it; back onto the cell before that end, the end comes off (so dragging back undoes the
 * drag); anywhere else (the end itself, a cell skipped to, one on the line) nothing.
 */
export function dragStep(c: Constraint, end: End, cell: number, n: number): Reshape | null {
  const line = lineCells(c);
  if (!line) return null;
  const from = end === 'start' ? line[0]! : line.at(-1)!;
  const before = end === 'start' ? line[1] : line.at(-2);
  if (cell === before) return { kind: 'trim', end };
  if (line.includes(cell) || !kingAdjacent(from, cell, n)) return null;
  return { kind: 'extend', end, cell };
}

/** What a reshape did, in words ("The thermo now starts at r1c6."), from the line after it. */
export function reshapeText(reshape: Reshape, before: readonly number[], after: readonly number[], n: number): string {
  const at = (cell: number) => cellName({ size: n }, cell);
  switch (reshape.kind) {
    case 'extend':
      return `${at(reshape.cell)} added at the ${reshape.end}: ${after.length} cells.`;
    case 'trim':
      return `${at(reshape.end === 'start' ? before[0]! : before.at(-1)!)} taken off the ${reshape.end}: ${after.length} cells.`;
    case 'reverse':
      return `Reversed: it now runs from ${at(after[0]!)} to ${at(after.at(-1)!)}.`;
  }
}
