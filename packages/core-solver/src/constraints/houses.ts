/**
 * All-different rules: extra houses (diagonals, windows, extra regions, disjoint groups, cages)
 * and cells a chess move apart (anti-knight, anti-king). They become units and peers, so every
 * part of the library — singles, the checker, the grader — sees them as it sees rows; a cage's
 * sum goes to the counter's cage arithmetic.
 */
import {
  cellLabel,
  EVERY_MOVE,
  SQUARE_ONLY,
  type Board,
  type Handler,
  type HouseSpec,
  type MoveFamily,
} from './handler.ts';

/** Diagonals: the square's symmetries (a mirror swaps the two) and the mirrored line swaps. */
const DIAGONAL_MOVES: readonly MoveFamily[] = ['mirrored-lines', 'square'];

const line = (n: number, at: (i: number) => number) => Array.from({ length: n }, (_, i) => at(i));

export const diagonalMinus: Handler<'diagonal-'> = {
  type: 'diagonal-',
  name: () => 'the diagonal from r1c1',
  houses: (_c, b) => [{ kind: 'diagonal', cells: line(b.size, (i) => i * b.size + i) }],
  relabel: 'any',
  moves: DIAGONAL_MOVES,
};

export const diagonalPlus: Handler<'diagonal+'> = {
  type: 'diagonal+',
  name: (_c, b) => `the diagonal from r${b.size}c1`,
  houses: (_c, b) => [{ kind: 'diagonal', cells: line(b.size, (i) => i * b.size + (b.size - 1 - i)) }],
  relabel: 'any',
  moves: DIAGONAL_MOVES,
};

export const windows: Handler<'windows'> = {
  type: 'windows',
  name: () => 'the hyper windows',
  houses: (_c, b) => {
    const n = b.size;
    const out: HouseSpec[] = [];
    // Windows start at rows/columns 2 and 6 (1-based): 0-based offsets 1 and 5.
    for (const top of [1, 5]) {
      for (const left of [1, 5]) {
        const cells: number[] = [];
        for (let r = top; r < top + 3; r++) for (let c = left; c < left + 3; c++) cells.push(r * n + c);
        out.push({ kind: 'window', cells });
      }
    }
    return out;
  },
  relabel: 'any',
  moves: ['window-lines', 'square'],
};

export const extraRegion: Handler<'extraregion'> = {
  type: 'extraregion',
  name: (c, b) => `the extra region at ${cellLabel(c.cells[0]!, b.size)}`,
  houses: (c) => [{ kind: 'extraregion', cells: [...c.cells].sort((x, y) => x - y) }],
  relabel: 'any',
  moves: EVERY_MOVE,
};

/** Disjoint groups: the cells at the same place in every box. */
export const disjointGroups: Handler<'disjointgroups'> = {
  type: 'disjointgroups',
  name: () => 'the disjoint groups',
  houses: (_c, b: Board) => {
    const n = b.size;
    const box = b.box;
    if (!box) return [];
    return line(n, (p) => p).map((p) => ({
      kind: 'group' as const,
      cells: line(n, (g) => {
        const top = Math.floor(g / (n / box.columns)) * box.rows;
        const left = (g % (n / box.columns)) * box.columns;
        return (top + Math.floor(p / box.columns)) * n + left + (p % box.columns);
      }).sort((x, y) => x - y),
    }));
  },
  relabel: 'any',
  moves: SQUARE_ONLY,
};

export const cage: Handler<'cage'> = {
  type: 'cage',
  name: (c, b) => `the cage at ${cellLabel(Math.min(...c.cells), b.size)}${c.sum !== undefined ? ` (${c.sum})` : ''}`,
  houses: (c) => [
    { kind: 'cage', cells: [...c.cells].sort((x, y) => x - y), ...(c.sum !== undefined ? { sum: c.sum } : {}) },
  ],
  relabel: 'none',
  moves: EVERY_MOVE,
};

/** Cell pairs a move apart, each pair once with a < b. */
function moves(n: number, jumps: readonly (readonly [number, number])[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (const [dr, dc] of jumps) {
      const rr = r + dr;
      const cc = c + dc;
      if (rr >= 0 && rr < n && cc >= 0 && cc < n) pairs.push([cell, rr * n + cc]);
    }
  }
  return pairs;
}

export const antiKnight: Handler<'antiknight'> = {
  type: 'antiknight',
  name: () => 'the anti-knight rule',
  differ: (_c, b) =>
    moves(b.size, [
      [1, 2],
      [2, 1],
      [2, -1],
      [1, -2],
    ]),
  relabel: 'any',
  moves: SQUARE_ONLY,
};

export const antiKing: Handler<'antiking'> = {
  type: 'antiking',
  name: () => 'the anti-king rule',
  differ: (_c, b) =>
    moves(b.size, [
      [1, 1],
      [1, -1],
    ]),
  relabel: 'any',
  moves: SQUARE_ONLY,
};
