/**
 * The pending clue outside the grid on the Create page (issue 27 §2): with the little-killer or
 * sandwich tool, a selected cell and a sum typed, the board shows the clue where Add will put it
 * (ghosted, its diagonal or row or column lightly marked) and the form says where in words
 * ("Little killer 45 outside the top-left corner, pointing down and right along r1c1–r9c9, 9
 * cells."). The clue is exactly what Add would add (editor.ts addConstraint, checked by
 * core-solver's record reader); one Add would refuse is not drawn, and the words say why.
 */
import { cellName, littleKillerStep, VARIANTS, type Constraint } from '@sudoku-forge/core-solver';
import { shownTool, type CreateState } from './create.ts';
import { addConstraint, constraintCells } from './editor.ts';

export type OutsidePreview =
  /** The clue as Add would add it, the cells it covers, and where it goes in words. */
  | { readonly kind: 'clue'; readonly constraint: Constraint; readonly cells: readonly number[]; readonly text: string }
  /** A clue Add would refuse: nothing drawn, the reason in words. */
  | { readonly kind: 'refused'; readonly text: string };

/** The pending clue, or null while the input is incomplete (no cell selected, no sum) or the tool draws none. */
export function outsidePreview(state: CreateState): OutsidePreview | null {
  const tool = shownTool(state);
  if (tool !== 'little-killer' && tool !== 'sandwich') return null;
  const first = [...state.selection][0];
  const typed = state.pending.sum.trim();
  if (first === undefined || typed === '') return null;
  const { direction, house } = state.pending;
  const next = addConstraint(state.draft, tool, [first], {
    sum: Number(typed),
    ...(tool === 'little-killer' ? { direction } : { house }),
  });
  if (typeof next === 'string') return { kind: 'refused', text: `Not drawn yet: ${next}` };
  const constraint = next.constraints.at(-1)!;
  const n = VARIANTS[state.draft.variant].size;
  const cells = constraintCells(constraint, n);
  return { kind: 'clue', constraint, cells, text: whereText(constraint, cells, n) };
}

/** Where a little killer's or a sandwich's clue sits and what it covers, in words. */
export function whereText(c: Constraint, cells: readonly number[], n: number): string {
  const at = (cell: number) => cellName({ size: n }, cell);
  const span = `${at(cells[0]!)}–${at(cells.at(-1)!)}`;
  if (c.type === 'sandwich') {
    const side = c.house === 'row' ? `left of row ${c.index + 1}` : `above column ${c.index + 1}`;
    return `Sandwich ${c.sum} ${side}, over ${span}.`;
  }
  if (c.type !== 'little-killer') return '';
  const [dr, dc] = littleKillerStep(cells, n);
  // The clue sits one step before the first cell, outside the grid.
  const row = Math.floor(cells[0]! / n) - dr;
  const column = (cells[0]! % n) - dc;
  const rowOut = row < 0 || row >= n;
  const columnOut = column < 0 || column >= n;
  const vertical = dr > 0 ? 'down' : 'up';
  const horizontal = dc > 0 ? 'right' : 'left';
  let where: string;
  if (rowOut && columnOut) where = `outside the ${dr > 0 ? 'top' : 'bottom'}-${dc > 0 ? 'left' : 'right'} corner`;
  else if (rowOut) where = `${dr > 0 ? 'above' : 'below'} column ${column + 1}`;
  else where = `${dc > 0 ? 'left' : 'right'} of row ${row + 1}`;
  const count = `${cells.length} ${cells.length === 1 ? 'cell' : 'cells'}`;
  const along = cells.length === 1 ? `into ${at(cells[0]!)}` : `along ${span}`;
  return `Little killer ${c.sum} ${where}, pointing ${vertical} and ${horizontal} ${along}, ${count}.`;
}
