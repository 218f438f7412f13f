/**
 * Which cells are selected, as pure functions of the old selection and what the player did:
 * a tap or click (plain, Ctrl/Cmd to toggle, Shift to add), a drag over more cells, an arrow key.
 */

export type Selection = ReadonlySet<number>;

export interface PointerModifiers {
  readonly ctrl: boolean;
  readonly shift: boolean;
}

/** A press on `cell`: plain replaces the selection, Shift adds, Ctrl/Cmd toggles. */
export function pressCell(old: Selection, cell: number, modifiers: PointerModifiers): Selection {
  if (!modifiers.ctrl && !modifiers.shift) return new Set([cell]);
  const next = new Set(old);
  if (modifiers.ctrl && next.has(cell)) next.delete(cell);
  else next.add(cell);
  return next;
}

/** Dragging onto `cell` adds it (the same set when it is already in). */
export function dragOnto(old: Selection, cell: number): Selection {
  return old.has(cell) ? old : new Set([...old, cell]);
}

/** The cell an arrow moves to from `from` on an n×n board (wrapping around the edges). */
export function stepCell(from: number, n: number, rows: number, columns: number): number {
  const r = (Math.floor(from / n) + rows + n * Math.abs(rows)) % n;
  const c = ((from % n) + columns + n * Math.abs(columns)) % n;
  return r * n + c;
}

/** An arrow press: moves the selection to `to`, or with `extend` adds `from` and `to`. */
export function arrowSelect(old: Selection, from: number, to: number, extend: boolean): Selection {
  return extend ? new Set([...old, from, to]) : new Set([to]);
}
