/**
 * Line drawing for the board, in cell units (a cell is 1×1, the board n×n): thick borders where
 * two boxes/regions meet, and killer cage outlines inset into their cells so neighbouring cages
 * stay apart, and the diagonals a puzzle has. Pure geometry, shared by every variant; rules come
 * from the Geometry tables.
 */
import type { Geometry } from '@sudoku-forge/core-solver';

export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Segments as SVG path data: one move and one line each. */
export const segmentsPath = (segments: readonly Segment[]): string =>
  segments.map((s) => `M${s.x1} ${s.y1}L${s.x2} ${s.y2}`).join('');

/** Edges between orthogonal neighbours of different boxes/regions (the outer border excluded). */
export function regionBorders(geometry: Geometry): Segment[] {
  const n = geometry.size;
  const segments: Segment[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const cell = r * n + c;
      if (c < n - 1 && geometry.regionOf[cell] !== geometry.regionOf[cell + 1]) {
        segments.push({ x1: c + 1, y1: r, x2: c + 1, y2: r + 1 });
      }
      if (r < n - 1 && geometry.regionOf[cell] !== geometry.regionOf[cell + n]) {
        segments.push({ x1: c, y1: r + 1, x2: c + 1, y2: r + 1 });
      }
    }
  }
  return segments;
}

/**
 * The diagonals the rules have, one segment each: the falling one (r1c1 to rNcN) and the rising
 * one (rNc1 to r1cN) — a puzzle may have either alone.
 */
export function diagonalLines(geometry: Pick<Geometry, 'size' | 'units'>): Segment[] {
  const n = geometry.size;
  return geometry.units
    .filter((u) => u.kind === 'diagonal')
    .map((u) => (u.cells.includes(0) ? { x1: 0, y1: 0, x2: n, y2: n } : { x1: n, y1: 0, x2: 0, y2: n }));
}

/**
 * The dashed outline of each cage, inset by `inset` (a fraction of a cell). Each boundary side of
 * a cage cell gives one segment; its ends are stretched or shortened so segments of the same cage
 * meet at convex and concave corners.
 */
export function cageOutlines(geometry: Pick<Geometry, 'size' | 'cellCount' | 'cages'>, inset = 0.1): Segment[][] {
  const n = geometry.size;
  const owner = new Int32Array(geometry.cellCount).fill(-1);
  geometry.cages.forEach((cage, i) => {
    cage.cells.forEach((cell) => {
      owner[cell] = i;
    });
  });
  return geometry.cages.map((cage, i) => {
    const inside = (r: number, c: number) => r >= 0 && r < n && c >= 0 && c < n && owner[r * n + c] === i;
    const segments: Segment[] = [];
    const d = inset;
    for (const cell of cage.cells) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      // Where a side's line starts/ends along its direction: inset at a convex corner, pushed
      // past the cell edge at a concave one, flush where the neighbour continues the same side.
      const end = (sideNeighbour: boolean, diagonal: boolean, edge: number, towards: 1 | -1) =>
        !sideNeighbour ? edge - towards * d : diagonal ? edge + towards * d : edge;
      if (!inside(r - 1, c)) {
        segments.push({
          x1: end(inside(r, c - 1), inside(r - 1, c - 1), c, -1),
          y1: r + d,
          x2: end(inside(r, c + 1), inside(r - 1, c + 1), c + 1, 1),
          y2: r + d,
        });
      }
      if (!inside(r + 1, c)) {
        segments.push({
          x1: end(inside(r, c - 1), inside(r + 1, c - 1), c, -1),
          y1: r + 1 - d,
          x2: end(inside(r, c + 1), inside(r + 1, c + 1), c + 1, 1),
          y2: r + 1 - d,
        });
      }
      if (!inside(r, c - 1)) {
        segments.push({
          x1: c + d,
          y1: end(inside(r - 1, c), inside(r - 1, c - 1), r, -1),
          x2: c + d,
          y2: end(inside(r + 1, c), inside(r + 1, c - 1), r + 1, 1),
        });
      }
      if (!inside(r, c + 1)) {
        segments.push({
          x1: c + 1 - d,
          y1: end(inside(r - 1, c), inside(r - 1, c + 1), r, -1),
          x2: c + 1 - d,
          y2: end(inside(r + 1, c), inside(r + 1, c + 1), r + 1, 1),
        });
      }
    }
    return segments;
  });
}
