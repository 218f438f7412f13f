/**
 * Grids for people: digits in rows with box lines where the variant has boxes.
 *
 *   5 3 4 | 6 7 8 | 9 1 2
 *   6 7 2 | 1 9 5 | 3 4 8
 *   ------+-------+------
 */
import { digitSymbol, type Geometry } from '@sudoku-forge/core-solver';

export function formatGrid(geometry: Geometry, grid: ArrayLike<number>): string {
  const n = geometry.size;
  const box = geometry.box;
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    if (box && r > 0 && r % box.rows === 0) {
      const segment = '-'.repeat(box.columns * 2 - 1);
      lines.push(Array.from({ length: n / box.columns }, () => segment).join('-+-'));
    }
    let line = '';
    for (let c = 0; c < n; c++) {
      if (c > 0) line += box && c % box.columns === 0 ? ' | ' : ' ';
      line += digitSymbol(grid[r * n + c]!);
    }
    lines.push(line);
  }
  return lines.join('\n');
}
