/**
 * Constraints as drawing primitives, in cell units: the board is the square 0..n × 0..n (cell c's
 * centre is (column + 0.5, row + 0.5)); clues outside the grid (little killers, sandwiches) sit in
 * a margin of one cell around it (negative coordinates or beyond n). ui/ConstraintLayer.tsx draws
 * them as SVG, each primitive's `cls` its style (styles.css, light and dark themes).
 *
 * Layers, bottom to top (issue 27 §2; STYLE.md): `marks` (odd/even, minimum/maximum, extra regions,
 * clones) → `thermo` (bulbs and lines) → `lines` (whispers, renban, palindromes, region-sum and
 * between lines, entropic) → `arrows` (shafts, heads and circles) → [killer cages: BoardLines] →
 * `dots` (kropki dots, XV letters, quadruples: on edges and corners, above lines) → `outside`.
 * Board-wide rules (diagonals and windows: BoardLines; anti-knight, anti-king, non-consecutive,
 * disjoint groups, negative constraints) are not drawn: the rules text says them.
 */
import { littleKillerStep, type Constraint } from '@sudoku-forge/core-solver';
import { cageOutlines } from './outline.ts';

export const LAYERS = ['marks', 'thermo', 'lines', 'arrows', 'cages', 'dots', 'outside'] as const;
export type Layer = (typeof LAYERS)[number];

type Point = readonly [number, number];

export type Primitive =
  | {
      readonly layer: Layer;
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly r: number;
      readonly cls: string;
    }
  | {
      readonly layer: Layer;
      readonly kind: 'circle';
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
      readonly cls: string;
    }
  | { readonly layer: Layer; readonly kind: 'line'; readonly points: readonly Point[]; readonly cls: string }
  | { readonly layer: Layer; readonly kind: 'path'; readonly d: string; readonly cls: string }
  | {
      readonly layer: Layer;
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly text: string;
      readonly cls: string;
    };

export interface ConstraintDrawing {
  /** In layer order, and in list order within a layer. */
  readonly primitives: readonly Primitive[];
  /** Cells of margin the board needs around the grid (1 when clues sit outside it). */
  readonly margin: 0 | 1;
}

/** Line styles by type: the SudokuPad colours people know (classes in styles.css). */
const LINE_CLASS: Readonly<Partial<Record<Constraint['type'], string>>> = {
  whisper: 'c-line c-whisper',
  renban: 'c-line c-renban',
  palindrome: 'c-line c-palindrome',
  'region-sum-line': 'c-line c-region-sum',
  between: 'c-line c-between',
  entropic: 'c-line c-entropic',
};

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Whether any constraint puts clues outside the grid (the board then keeps a margin). */
export function needsMargin(constraints: readonly Constraint[]): boolean {
  return constraints.some((c) => c.type === 'little-killer' || c.type === 'sandwich');
}

/** Every drawn constraint as primitives, bottom layer first. */
export function drawConstraints(constraints: readonly Constraint[], n: number): ConstraintDrawing {
  const out: Primitive[] = [];
  const centre = (cell: number): Point => [(cell % n) + 0.5, Math.floor(cell / n) + 0.5];
  const edge = (a: number, b: number): Point => {
    const [ax, ay] = centre(a);
    const [bx, by] = centre(b);
    return [round((ax + bx) / 2), round((ay + by) / 2)];
  };
  for (const c of constraints) {
    switch (c.type) {
      case 'odd':
        for (const cell of c.cells)
          out.push({ layer: 'marks', kind: 'circle', cx: centre(cell)[0], cy: centre(cell)[1], r: 0.38, cls: 'c-odd' });
        break;
      case 'even':
        for (const cell of c.cells)
          out.push({
            layer: 'marks',
            kind: 'rect',
            x: (cell % n) + 0.14,
            y: Math.floor(cell / n) + 0.14,
            w: 0.72,
            h: 0.72,
            r: 0,
            cls: 'c-even',
          });
        break;
      case 'minimum':
      case 'maximum':
        for (const cell of c.cells)
          out.push({
            layer: 'marks',
            kind: 'path',
            d: chevrons(cell, n, c.type === 'maximum'),
            cls: `c-extremum c-${c.type}`,
          });
        break;
      case 'extraregion':
        for (const cell of c.cells)
          out.push({
            layer: 'marks',
            kind: 'rect',
            x: cell % n,
            y: Math.floor(cell / n),
            w: 1,
            h: 1,
            r: 0,
            cls: 'c-extra',
          });
        break;
      case 'clone':
        for (const cell of [...c.cells, ...c.clone])
          out.push({
            layer: 'marks',
            kind: 'rect',
            x: cell % n,
            y: Math.floor(cell / n),
            w: 1,
            h: 1,
            r: 0,
            cls: 'c-clone',
          });
        break;
      case 'thermo':
      case 'slow-thermo': {
        const cls = c.type === 'thermo' ? 'c-thermo' : 'c-thermo c-slow';
        const [bx, by] = centre(c.cells[0]!);
        out.push({ layer: 'thermo', kind: 'line', points: c.cells.map(centre), cls });
        out.push({ layer: 'thermo', kind: 'circle', cx: bx, cy: by, r: 0.36, cls: `${cls} c-bulb` });
        break;
      }
      case 'whisper':
      case 'renban':
      case 'palindrome':
      case 'region-sum-line':
      case 'entropic':
        out.push({ layer: 'lines', kind: 'line', points: c.cells.map(centre), cls: LINE_CLASS[c.type]! });
        break;
      case 'between': {
        out.push({ layer: 'lines', kind: 'line', points: c.cells.map(centre), cls: LINE_CLASS.between! });
        for (const end of [c.cells[0]!, c.cells[c.cells.length - 1]!])
          out.push({
            layer: 'lines',
            kind: 'circle',
            cx: centre(end)[0],
            cy: centre(end)[1],
            r: 0.38,
            cls: 'c-between-end',
          });
        break;
      }
      case 'arrow':
        out.push(...arrow(c.circle, c.cells, n, centre));
        break;
      case 'kropki-white':
      case 'kropki-black': {
        const [x, y] = edge(c.cells[0]!, c.cells[1]!);
        out.push({
          layer: 'dots',
          kind: 'circle',
          cx: x,
          cy: y,
          r: 0.13,
          cls: c.type === 'kropki-white' ? 'c-dot c-dot-white' : 'c-dot c-dot-black',
        });
        const plain = c.type === 'kropki-white' ? 1 : 2;
        if (c.value !== undefined && c.value !== plain)
          out.push({
            layer: 'dots',
            kind: 'text',
            x,
            y,
            text: String(c.value),
            cls: `c-dot-value ${c.type === 'kropki-white' ? 'c-on-white' : 'c-on-black'}`,
          });
        break;
      }
      case 'xv': {
        const [x, y] = edge(c.cells[0]!, c.cells[1]!);
        out.push({ layer: 'dots', kind: 'rect', x: x - 0.14, y: y - 0.15, w: 0.28, h: 0.3, r: 0.06, cls: 'c-xv-back' });
        out.push({ layer: 'dots', kind: 'text', x, y, text: c.sum === 10 ? 'X' : 'V', cls: 'c-xv' });
        break;
      }
      case 'quadruple': {
        const xs = c.cells.map((cell) => (cell % n) + 0.5);
        const ys = c.cells.map((cell) => Math.floor(cell / n) + 0.5);
        const x = Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
        const y = Math.round(ys.reduce((a, b) => a + b, 0) / ys.length);
        out.push({ layer: 'dots', kind: 'circle', cx: x, cy: y, r: 0.3, cls: 'c-quad' });
        out.push({
          layer: 'dots',
          kind: 'text',
          x,
          y,
          text: c.digits.join(c.digits.length > 2 ? '' : ' '),
          cls: `c-quad-digits c-quad-${c.digits.length}`,
        });
        break;
      }
      case 'cage':
        if (c.sum === undefined) {
          const [segments] = cageOutlines({ size: n, cellCount: n * n, cages: [{ sum: 0, cells: c.cells }] }, 0.08);
          const d = segments!.map((g) => `M${round(g.x1)} ${round(g.y1)}L${round(g.x2)} ${round(g.y2)}`).join('');
          out.push({ layer: 'cages', kind: 'path', d, cls: 'c-cage' });
        }
        break;
      case 'little-killer':
        out.push(...littleKiller(c.cells, c.sum, n));
        break;
      case 'sandwich': {
        const at = c.index + 0.5; // index 0-based, like cells
        const [x, y] = c.house === 'row' ? [-0.45, at] : [at, -0.45];
        out.push({ layer: 'outside', kind: 'text', x, y, text: String(c.sum), cls: 'c-outside c-sandwich' });
        break;
      }
      default:
        break; // board-wide rules: not drawn here (see the header)
    }
  }
  const order = (p: Primitive) => LAYERS.indexOf(p.layer);
  const primitives = out
    .map((p, i) => ({ p, i }))
    .sort((a, b) => order(a.p) - order(b.p) || a.i - b.i)
    .map(({ p }) => p);
  return { primitives, margin: needsMargin(constraints) ? 1 : 0 };
}

/** Small chevrons on a cell's four sides: pointing out of it (maximum) or into it (minimum). */
function chevrons(cell: number, n: number, outward: boolean): string {
  const x = (cell % n) + 0.5;
  const y = Math.floor(cell / n) + 0.5;
  const tip = outward ? 0.46 : 0.3;
  const base = outward ? 0.34 : 0.42;
  const w = 0.09;
  const parts: string[] = [];
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    const px = -dy;
    const py = dx;
    parts.push(
      `M${round(x + dx * base + px * w)} ${round(y + dy * base + py * w)}L${round(x + dx * tip)} ${round(y + dy * tip)}L${round(x + dx * base - px * w)} ${round(y + dy * base - py * w)}`,
    );
  }
  return parts.join('');
}

/** An arrow: its shaft from the circle through the cells, a head on the last, the circle (or pill) on top. */
function arrow(
  circle: readonly number[],
  cells: readonly number[],
  n: number,
  centre: (cell: number) => Point,
): Primitive[] {
  const out: Primitive[] = [];
  if (cells.length > 0) {
    // The shaft leaves the circle cell nearest to the first cell of the line.
    const start = [...circle].sort(
      (a, b) => distance(centre(a), centre(cells[0]!)) - distance(centre(b), centre(cells[0]!)),
    )[0]!;
    const points = [centre(start), ...cells.map(centre)];
    out.push({ layer: 'arrows', kind: 'line', points, cls: 'c-arrow' });
    const [tx, ty] = points[points.length - 1]!;
    const [fx, fy] = points[points.length - 2]!;
    const len = Math.hypot(tx - fx, ty - fy) || 1;
    const ux = (tx - fx) / len;
    const uy = (ty - fy) / len;
    const back = 0.26;
    const wide = 0.18;
    out.push({
      layer: 'arrows',
      kind: 'path',
      d: `M${round(tx - ux * back - uy * wide)} ${round(ty - uy * back + ux * wide)}L${round(tx)} ${round(ty)}L${round(tx - ux * back + uy * wide)} ${round(ty - uy * back - ux * wide)}`,
      cls: 'c-arrow c-arrow-head',
    });
  }
  if (circle.length === 1) {
    const [x, y] = centre(circle[0]!);
    out.push({ layer: 'arrows', kind: 'circle', cx: x, cy: y, r: 0.4, cls: 'c-arrow-circle' });
  } else {
    const columns = circle.map((cell) => cell % n);
    const rows = circle.map((cell) => Math.floor(cell / n));
    const x = Math.min(...columns);
    const y = Math.min(...rows);
    out.push({
      layer: 'arrows',
      kind: 'rect',
      x: x + 0.1,
      y: y + 0.1,
      w: Math.max(...columns) - x + 0.8,
      h: Math.max(...rows) - y + 0.8,
      r: 0.4,
      cls: 'c-arrow-circle',
    });
  }
  return out;
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A little killer's sum outside the grid, where its diagonal starts, with a small arrow along it. */
function littleKiller(cells: readonly number[], sum: number, n: number): Primitive[] {
  const r0 = Math.floor(cells[0]! / n);
  const c0 = cells[0]! % n;
  const [dr, dc] = littleKillerStep(cells, n);
  const x = c0 + 0.5 - dc;
  const y = r0 + 0.5 - dr;
  const ax = x + dc * 0.42;
  const ay = y + dr * 0.42;
  const head = `M${round(ax - dc * 0.16)} ${round(ay)}L${round(ax)} ${round(ay)}L${round(ax)} ${round(ay - dr * 0.16)}`;
  return [
    {
      layer: 'outside',
      kind: 'text',
      x: round(x - dc * 0.05),
      y: round(y - dr * 0.05),
      text: String(sum),
      cls: 'c-outside c-little-killer',
    },
    {
      layer: 'outside',
      kind: 'path',
      d: `M${round(x + dc * 0.2)} ${round(y + dr * 0.2)}L${round(ax)} ${round(ay)}${head}`,
      cls: 'c-little-arrow',
    },
  ];
}
