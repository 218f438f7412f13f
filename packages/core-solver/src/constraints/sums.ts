/**
 * Sums whose digits may repeat: arrows, little killers, region-sum lines and sandwiches.
 *
 *   sums     Σ plus − Σ minus = total, handed to the counter's sum arithmetic (sum-constraints.ts:
 *            bounds and exact totals per group of mutual peers): a little killer is its diagonal's
 *            total, an arrow Σ line − circle = 0, a region-sum line "segment i − segment j = 0"
 *            for every two of its segments
 *   linear   Σ coef[i] · digit(cells[i]) = total, by bounds, for a pill arrow (its cells weigh
 *            100, 10, 1): each cell keeps the digits the others' least and greatest totals leave
 *            room for, the line's cells that see each other counted as distinct digits (exact
 *            once every cell is filled)
 *   sandwich the 1 and the n of a row or column may stand only where the cells between them can
 *            add up to the clue.
 *
 * Killer cages (distinct digits) are not here: they are houses with a sum, and the counter's cage
 * arithmetic (sum-constraints.ts, cage-support.ts) takes them.
 */
import { sumCombinations } from '../combinations.ts';
import {
  cellLabel,
  rangeMask,
  SQUARE_ONLY,
  type Board,
  type Domains,
  type Handler,
  type LineSum,
  type Propagator,
} from './handler.ts';

/**
 * Bounds propagation of Σ coef·digit = total. Cells of one group (group[i]: same coefficient,
 * mutual peers) hold distinct digits: t of them with candidates U add up to at least the t
 * smallest digits of U and at most the t largest, and each keeps the digits its group's other
 * t − 1 and the other groups leave room for. Without groups every cell is its own.
 */
export function linearPropagator(
  cells: readonly number[],
  coefs: readonly number[],
  total: number,
  n: number,
  group: readonly number[] = cells.map((_, i) => i),
): Propagator {
  const k = cells.length;
  const groups = Math.max(0, ...group) + 1;
  const coefOf = new Float64Array(groups);
  for (let i = 0; i < k; i++) coefOf[group[i]!] = coefs[i]!;
  const union = new Int32Array(groups);
  const free = new Int32Array(groups);
  const lo = new Float64Array(groups);
  const hi = new Float64Array(groups);
  /** Σ of the t smallest (top = false) or largest digits of mask; -1 when it has fewer. */
  const extreme = (mask: number, t: number, top: boolean): number => {
    let sum = 0;
    for (let m = mask, taken = 0; taken < t; taken++) {
      if (m === 0) return -1;
      const d = top ? 32 - Math.clz32(m) : 32 - Math.clz32(m & -m);
      sum += d;
      m &= ~(1 << (d - 1));
    }
    return sum;
  };
  return {
    cells,
    run(d: Domains): boolean {
      const { cand } = d;
      union.fill(0);
      free.fill(0);
      for (let i = 0; i < k; i++) {
        const g = group[i]!;
        union[g] = union[g]! | cand[cells[i]!]!;
        free[g]!++;
      }
      let min = 0;
      let max = 0;
      for (let g = 0; g < groups; g++) {
        const a = coefOf[g]!;
        const x = extreme(union[g]!, free[g]!, false);
        const y = extreme(union[g]!, free[g]!, true);
        if (x < 0) return false;
        lo[g] = a > 0 ? a * x : a * y;
        hi[g] = a > 0 ? a * y : a * x;
        min += lo[g]!;
        max += hi[g]!;
      }
      if (total < min || total > max) return false;
      for (let i = 0; i < k; i++) {
        // a·x lies in [total − (the others' greatest), total − (the others' least)]
        const g = group[i]!;
        const a = coefOf[g]!;
        const f = free[g]!;
        const restLow = f > 1 ? extreme(union[g]!, f - 1, false) : 0;
        const restHigh = f > 1 ? extreme(union[g]!, f - 1, true) : 0;
        const from = total - (max - hi[g]! + a * (a > 0 ? restHigh : restLow));
        const to = total - (min - lo[g]! + a * (a > 0 ? restLow : restHigh));
        const mask =
          a > 0
            ? rangeMask(Math.ceil(from / a), Math.floor(to / a), n)
            : rangeMask(Math.ceil(to / a), Math.floor(from / a), n);
        if (!d.keep(cells[i]!, mask)) return false;
      }
      return true;
    },
  };
}

/** Cells cut greedily into groups of mutual peers (one row, column or region), as group indices from `first`. */
function peerGroups(cells: readonly number[], b: Board, first: number): number[] {
  const n = b.size;
  const sees = (x: number, y: number) =>
    Math.floor(x / n) === Math.floor(y / n) || x % n === y % n || b.regionOf[x] === b.regionOf[y];
  const members: number[][] = [];
  return cells.map((c) => {
    let g = members.findIndex((m) => m.every((o) => sees(c, o)));
    if (g < 0) g = members.push([]) - 1;
    members[g]!.push(c);
    return first + g;
  });
}

const total = (cells: readonly number[], g: ArrayLike<number>) => cells.reduce((s, c) => s + g[c]!, 0);
const number = (cells: readonly number[], g: ArrayLike<number>) => cells.reduce((s, c) => s * 10 + g[c]!, 0);

/** A pill's cells in reading order: its number reads left to right, top to bottom. */
const pill = (circle: readonly number[]) => [...circle].sort((a, b) => a - b);

export const arrow: Handler<'arrow'> = {
  type: 'arrow',
  name: (c, b) => `the arrow from ${cellLabel(c.circle[0]!, b.size)}`,
  sums: (c) => (c.circle.length === 1 ? [{ plus: c.cells, minus: c.circle, total: 0 }] : []),
  propagators: (c, b) => {
    if (c.circle.length === 1) return [];
    const circle = pill(c.circle);
    const k = circle.length;
    const cells = [...circle, ...c.cells];
    const coefs = [...circle.map((_, j) => -(10 ** (k - 1 - j))), ...c.cells.map(() => 1)];
    // the line's cells that see each other differ; the pill's digits weigh each their own
    const group = [...circle.map((_, j) => j), ...peerGroups(c.cells, b, k)];
    return [linearPropagator(cells, coefs, 0, b.size, group)];
  },
  explain: (c, g) => `its line sums to ${total(c.cells, g)}, not ${number(pill(c.circle), g)}`,
  relabel: 'none',
  moves: SQUARE_ONLY,
};

export const littleKiller: Handler<'little-killer'> = {
  type: 'little-killer',
  name: (c, b) =>
    `the little killer ${c.sum} along ${cellLabel(c.cells[0]!, b.size)}–${cellLabel(c.cells[c.cells.length - 1]!, b.size)}`,
  sums: (c) => [{ plus: c.cells, minus: [], total: c.sum }],
  explain: (c, g) => `its diagonal sums to ${total(c.cells, g)}, not ${c.sum}`,
  relabel: 'none',
  moves: SQUARE_ONLY,
};

/** The line cut into its runs through one region each, in order. */
export function segments(cells: readonly number[], regionOf: ArrayLike<number>): number[][] {
  const out: number[][] = [];
  for (const c of cells) {
    const last = out[out.length - 1];
    if (last && regionOf[last[0]!] === regionOf[c]) last.push(c);
    else out.push([c]);
  }
  return out;
}

export const regionSumLine: Handler<'region-sum-line'> = {
  type: 'region-sum-line',
  name: (c, b) => `the region-sum line from ${cellLabel(c.cells[0]!, b.size)}`,
  sums: (c, b) => {
    const parts = segments(c.cells, b.regionOf);
    const out: LineSum[] = [];
    // Every two segments, not only neighbours: the sums then cut between far segments directly
    // (issue 26: Raw Spaghetti 2,137 → 804 positions).
    for (let j = 0; j + 1 < parts.length; j++)
      for (let i = j + 1; i < parts.length; i++) out.push({ plus: parts[j]!, minus: parts[i]!, total: 0 });
    return out;
  },
  explain: (c, g, b) =>
    `its segments sum to ${segments(c.cells, b.regionOf)
      .map((s) => total(s, g))
      .join(', ')}`,
  relabel: 'none',
  moves: SQUARE_ONLY,
};

/** The cells of a sandwich's row or column (index 0-based), in order. */
export function sandwichCells(house: 'row' | 'column', index: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (house === 'row' ? index * n + i : i * n + index));
}

/**
 * A sandwich: for every place of the 1 and the n the cells allow, the cells between them must hold
 * one combination of distinct digits 2..n−1 adding up to the clue (one each cell can take, covered
 * by what they can hold); each cell keeps the digits of the placements and combinations that fit.
 */
export const sandwich: Handler<'sandwich'> = {
  type: 'sandwich',
  name: (c) => `the sandwich ${c.sum} of ${c.house} ${c.index + 1}`,
  propagators: (c, b) => {
    const n = b.size;
    const cells = sandwichCells(c.house, c.index, n);
    const one = 1;
    const top = 1 << (n - 1);
    const middle = rangeMask(2, n - 1, n);
    // combos[k]: the sets of k distinct digits from 2..n−1 adding up to the clue
    const combos = Array.from({ length: n - 1 }, (_, k) =>
      sumCombinations(n, k, c.sum).filter((m) => (m & ~middle) === 0),
    );
    const keep = new Int32Array(n);
    return [
      {
        cells,
        run(d: Domains): boolean {
          const { cand } = d;
          keep.fill(0);
          let any = false;
          for (let i = 0; i < n; i++) {
            if ((cand[cells[i]!]! & one) === 0) continue;
            for (let j = 0; j < n; j++) {
              if (j === i || (cand[cells[j]!]! & top) === 0) continue;
              const lo = Math.min(i, j);
              const hi = Math.max(i, j);
              let union = 0;
              let fits = 0;
              for (const combo of combos[hi - lo - 1]!) {
                let ok = true;
                let cover = 0;
                for (let x = lo + 1; x < hi && ok; x++) {
                  const m = cand[cells[x]!]! & combo;
                  ok = m !== 0;
                  cover |= m;
                }
                if (ok && cover === combo) {
                  union |= combo;
                  fits++;
                }
              }
              if (fits === 0) continue;
              any = true;
              keep[i] = keep[i]! | one;
              keep[j] = keep[j]! | top;
              for (let x = 0; x < n; x++) {
                if (x === i || x === j) continue;
                keep[x] = keep[x]! | (x > lo && x < hi ? union : middle);
              }
            }
          }
          if (!any) return false;
          for (let x = 0; x < n; x++) if (!d.keep(cells[x]!, keep[x]!)) return false;
          return true;
        },
      },
    ];
  },
  relabel: 'none',
  moves: SQUARE_ONLY,
};
