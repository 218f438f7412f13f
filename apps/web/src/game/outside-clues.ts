/**
 * Clues outside the grid on the Create page (issue 27 §2): a little killer's diagonal and a
 * sandwich's row or column, found from one cell the player selected. A little killer runs along
 * the whole diagonal through that cell, in the direction its arrow points, from the edge where its
 * clue sits (game/constraint-draw.ts draws it there); a sandwich is the selected cell's row (clue
 * on the left) or column (clue above).
 */

/** Where a little killer's arrow points: down or up, then right or left. */
export type Diagonal = 'down-right' | 'down-left' | 'up-right' | 'up-left';
export type House = 'row' | 'column';

export const DIAGONALS: readonly { readonly direction: Diagonal; readonly name: string; readonly symbol: string }[] = [
  { direction: 'down-right', name: 'Down and right', symbol: '↘' },
  { direction: 'down-left', name: 'Down and left', symbol: '↙' },
  { direction: 'up-right', name: 'Up and right', symbol: '↗' },
  { direction: 'up-left', name: 'Up and left', symbol: '↖' },
];

const STEP: Readonly<Record<Diagonal, readonly [number, number]>> = {
  'down-right': [1, 1],
  'down-left': [1, -1],
  'up-right': [-1, 1],
  'up-left': [-1, -1],
};

/**
 * The cells of the diagonal through `cell` in `direction`, from edge to edge, in that order (the
 * first cell's clue sits outside the grid just before it).
 */
export function diagonalThrough(cell: number, direction: Diagonal, n: number): number[] {
  const [dr, dc] = STEP[direction];
  const inside = (r: number, c: number) => r >= 0 && r < n && c >= 0 && c < n;
  let r = Math.floor(cell / n);
  let c = cell % n;
  while (inside(r - dr, c - dc)) {
    r -= dr;
    c -= dc;
  }
  const cells: number[] = [];
  for (; inside(r, c); r += dr, c += dc) cells.push(r * n + c);
  return cells;
}

/** The cells of a row or column (`index` 0-based). */
export function houseCells(house: House, index: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (house === 'row' ? index * n + i : i * n + index));
}

/** The 0-based index of the cell's row or column. */
export const houseIndex = (cell: number, house: House, n: number): number =>
  house === 'row' ? Math.floor(cell / n) : cell % n;
