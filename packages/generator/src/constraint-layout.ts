/**
 * Constraint layouts: the marks, dots and lines a solved grid satisfies, drawn at random. A
 * preset names the constraint types it draws (core-solver VARIANTS `draws`); each type here has one
 * layout function, so no code asks which preset it serves.
 *
 *   thermo         lines of 3–7 cells whose digits increase from the bulb (king steps, no cell twice)
 *   arrow          a circle beside a line of 2–4 cells whose digits add up to the circle's
 *                  (lines never share a cell, nor cross in an X where two diagonal steps meet)
 *   kropki-white   every orthogonal pair of consecutive digits   (a pair 1–2 gets a black dot)
 *   kropki-black   every orthogonal pair where one digit doubles the other
 *   xv             every orthogonal pair adding up to 10 (X) or 5 (V)
 *   odd, even      one mark on each of a random third of the cells, by the cell's digit
 *   little-killer  whole diagonals (edge to edge, 3 cells or more) with their totals
 *   nonconsecutive the board-wide rule itself (BOARD_RULES: the grid was drawn under it)
 *
 * Cells are 0-based in reading order (row * n + column), as everywhere in the library. Every
 * random choice comes from `random`, so the grid and the stream fix the layout.
 */
import {
  mulberry32,
  randomInt,
  shuffle,
  type Constraint,
  type ConstraintType,
  type Random,
} from '@sudoku-forge/core-solver';

/** Draws the constraints of one type that `grid` (n × n, digits 1..n) satisfies. */
export type Layout = (grid: ArrayLike<number>, n: number, random: Random) => Constraint[];

/** The king-step neighbours of a cell (orthogonal and diagonal). */
function kingNeighbours(n: number, cell: number): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if ((dr !== 0 || dc !== 0) && r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n)
        out.push((r + dr) * n + c + dc);
    }
  }
  return out;
}

/** A segment's key: its two cells, smaller first. */
const segmentKey = (a: number, b: number) => (a < b ? a * 65536 + b : b * 65536 + a);

/**
 * Whether the step a → b would cross a drawn segment: a diagonal step crosses the other diagonal of
 * its 2×2 square (lines that cross in an X cannot be told apart on the board).
 */
function crosses(a: number, b: number, n: number, drawn: ReadonlySet<number>): boolean {
  const [ra, ca, rb, cb] = [Math.floor(a / n), a % n, Math.floor(b / n), b % n];
  if (ra === rb || ca === cb) return false;
  return drawn.has(segmentKey(ra * n + cb, rb * n + ca));
}

/** The segments of a line, as keys. */
function segmentsOf(line: readonly number[]): number[] {
  return line.slice(1).map((cell, i) => segmentKey(line[i]!, cell));
}

/** Orthogonal pairs [a, b], a < b, each once, in reading order. */
function edgePairs(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let cell = 0; cell < n * n; cell++) {
    if (cell % n < n - 1) pairs.push([cell, cell + 1]);
    if (cell + n < n * n) pairs.push([cell, cell + n]);
  }
  return pairs;
}

/** Thermos per grid, and their lengths. */
export const THERMO_COUNT = 10;
export const THERMO_LENGTH = { min: 3, max: 7 } as const;

const thermo: Layout = (grid, n, random) => {
  const used = new Uint8Array(n * n);
  const drawn = new Set<number>();
  const out: Constraint[] = [];
  for (const bulb of shuffle(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  )) {
    if (out.length >= THERMO_COUNT) break;
    if (used[bulb]) continue;
    const want = THERMO_LENGTH.min + randomInt(random, THERMO_LENGTH.max - THERMO_LENGTH.min + 1);
    const line = [bulb];
    while (line.length < want) {
      const last = line[line.length - 1]!;
      const own = new Set([...drawn, ...segmentsOf(line)]);
      const next = kingNeighbours(n, last).filter(
        (m) => !used[m] && !line.includes(m) && grid[m]! > grid[last]! && !crosses(last, m, n, own),
      );
      if (next.length === 0) break;
      // The smallest step up keeps the line long.
      const lowest = Math.min(...next.map((m) => grid[m]!));
      const close = next.filter((m) => grid[m]! <= lowest + 1);
      line.push(close[randomInt(random, close.length)]!);
    }
    if (line.length < THERMO_LENGTH.min) continue;
    for (const cell of line) used[cell] = 1;
    for (const key of segmentsOf(line)) drawn.add(key);
    out.push({ type: 'thermo', cells: line });
  }
  return out;
};

/** Arrows per grid, and their line lengths. */
export const ARROW_COUNT = 10;
export const ARROW_LENGTH = { min: 2, max: 4 } as const;

const arrow: Layout = (grid, n, random) => {
  const used = new Uint8Array(n * n);
  const drawn = new Set<number>();
  const out: Constraint[] = [];
  /** The path (circle first) extended from its last cell by cells whose digits add up to `left`, or null. */
  const extend = (path: number[], left: number): number[] | null => {
    const from = path[path.length - 1]!;
    const own = new Set([...drawn, ...segmentsOf(path)]);
    for (const m of shuffle(random, kingNeighbours(n, from))) {
      if (used[m] || path.includes(m) || grid[m]! > left || crosses(from, m, n, own)) continue;
      path.push(m);
      const rest = left - grid[m]!;
      if (rest === 0 && path.length > ARROW_LENGTH.min) return path;
      if (rest > 0 && path.length <= ARROW_LENGTH.max) {
        const found = extend(path, rest);
        if (found) return found;
      }
      path.pop();
    }
    return null;
  };
  for (const circle of shuffle(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  )) {
    if (out.length >= ARROW_COUNT) break;
    if (used[circle] || grid[circle]! < 3) continue;
    const path = extend([circle], grid[circle]!);
    if (!path) continue;
    for (const cell of path) used[cell] = 1;
    for (const key of segmentsOf(path)) drawn.add(key);
    out.push({ type: 'arrow', circle: [circle], cells: path.slice(1) });
  }
  return out;
};

const kropkiWhite: Layout = (grid, n) =>
  edgePairs(n)
    .filter(([a, b]) => Math.abs(grid[a]! - grid[b]!) === 1 && grid[a]! * grid[b]! !== 2)
    .map((cells) => ({ type: 'kropki-white', cells }));

const kropkiBlack: Layout = (grid, n) =>
  edgePairs(n)
    .filter(([a, b]) => grid[a] === 2 * grid[b]! || grid[b] === 2 * grid[a]!)
    .map((cells) => ({ type: 'kropki-black', cells }));

const xv: Layout = (grid, n) =>
  edgePairs(n).flatMap(([a, b]): Constraint[] => {
    const sum = grid[a]! + grid[b]!;
    return sum === 10 || sum === 5 ? [{ type: 'xv', cells: [a, b], sum }] : [];
  });

/** Share of the cells that get a parity mark. */
export const PARITY_SHARE = 1 / 3;

/** The cells that carry a parity mark, the same for the odd and the even layout (same stream position). */
function parityCells(n: number, random: Random): number[] {
  const cells = shuffle(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  );
  return cells.slice(0, Math.round(n * n * PARITY_SHARE)).sort((a, b) => a - b);
}

const odd: Layout = (grid, n, random) =>
  parityCells(n, random)
    .filter((c) => grid[c]! % 2 === 1)
    .map((c) => ({ type: 'odd', cells: [c] }));
const even: Layout = (grid, n, random) =>
  parityCells(n, random)
    .filter((c) => grid[c]! % 2 === 0)
    .map((c) => ({ type: 'even', cells: [c] }));

/** Little killer clues per grid. */
export const LITTLE_KILLER_COUNT = 10;

const littleKiller: Layout = (grid, n, random) => {
  // Every diagonal once per direction of reading: from the top edge down-left or down-right, and from
  // the left and right edges (rows 2..n) downwards — each diagonal has one clue position per end.
  const lines: number[][] = [];
  const walk = (start: number, dr: number, dc: number) => {
    const cells: number[] = [];
    for (let r = Math.floor(start / n), c = start % n; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc)
      cells.push(r * n + c);
    if (cells.length >= 3 && cells.length < n) lines.push(cells);
  };
  for (let i = 0; i < n; i++) {
    walk(i, 1, 1); // from the top edge, down-right
    walk(i, 1, -1); // from the top edge, down-left
    walk((n - 1) * n + i, -1, 1); // from the bottom edge, up-right
    walk((n - 1) * n + i, -1, -1); // from the bottom edge, up-left
  }
  const seen = new Set<string>();
  const spots = new Set<number>();
  const out: Constraint[] = [];
  for (const cells of shuffle(random, lines)) {
    if (out.length >= LITTLE_KILLER_COUNT) break;
    const key = [...cells].sort((a, b) => a - b).join(',');
    if (seen.has(key)) continue; // the same diagonal read from its other end
    // The clue sits outside the grid, one step back from the first cell: one clue per spot.
    const [r0, c0, r1, c1] = [Math.floor(cells[0]! / n), cells[0]! % n, Math.floor(cells[1]! / n), cells[1]! % n];
    const spot = (2 * r0 - r1 + 1) * (n + 2) + (2 * c0 - c1 + 1);
    if (spots.has(spot)) continue;
    seen.add(key);
    spots.add(spot);
    out.push({ type: 'little-killer', cells, sum: cells.reduce((s, c) => s + grid[c]!, 0) });
  }
  return out;
};

/** The layout of each constraint type a preset may draw. */
export const LAYOUTS: Partial<Readonly<Record<ConstraintType, Layout>>> = {
  thermo,
  arrow,
  'kropki-white': kropkiWhite,
  'kropki-black': kropkiBlack,
  xv,
  odd,
  even,
  'little-killer': littleKiller,
  nonconsecutive: () => [{ type: 'nonconsecutive' }],
};

/**
 * The constraints of the listed types that the grid satisfies, in the list's order. Odd and even
 * share one draw of marked cells: the stream is forked per type from one seed draw.
 */
export function drawConstraints(
  types: readonly ConstraintType[],
  grid: ArrayLike<number>,
  n: number,
  random: Random,
): Constraint[] {
  const fork = Math.floor(random() * 2 ** 32);
  return types.flatMap((type) => {
    const layout = LAYOUTS[type];
    if (!layout) throw new Error(`no layout draws ${type} constraints`);
    return layout(grid, n, mulberry32(fork));
  });
}

/** Board-wide rules a preset may carry per record: the grid is drawn under them, their layout is the rule itself. */
export const BOARD_RULES: Partial<Readonly<Record<ConstraintType, Constraint>>> = {
  nonconsecutive: { type: 'nonconsecutive' },
};
