/**
 * Sums whose digits may repeat: arrows, little killers, region-sum lines and sandwiches.
 *
 *   sums     Σ plus − Σ minus = total, handed to the counter's sum arithmetic (sum-constraints.ts:
 *            bounds and exact totals per group of mutual peers): a little killer is its diagonal's
 *            total, an arrow Σ line − circle = 0, a region-sum line "segment i − segment j = 0"
 *            for every two of its segments
 *   linear   Σ coef[i] · digit(cells[i]) = total, by bounds, for a pill arrow (its cells weigh
 *            100, 10, 1): each cell keeps the digits the others' least and greatest totals leave
 *            room for (exact once every cell is filled)
 *   sandwich the 1 and the n of a row or column may stand only where the cells between them can
 *            add up to the clue.
 *
 * Killer cages (distinct digits) are not here: they are houses with a sum, and the counter's cage
 * arithmetic (sum-constraints.ts, cage-support.ts) takes them.
 */
import { sumCombinations } from '../combinations.ts';
import {
  cellLabel,
  highDigit,
  lowDigit,
  rangeMask,
  SQUARE_ONLY,
  type Domains,
  type Handler,
  type LineSum,
  type Propagator,
} from './handler.ts';

/** Bounds propagation of Σ coef·digit = total. */
export function linearPropagator(
  cells: readonly number[],
  coefs: readonly number[],
  total: number,
  n: number,
): Propagator {
  const k = cells.length;
  const lo = new Float64Array(k);
  const hi = new Float64Array(k);
  return {
    cells,
    run(d: Domains): boolean {
      const { cand } = d;
      let min = 0;
      let max = 0;
      for (let i = 0; i < k; i++) {
        const m = cand[cells[i]!]!;
        const a = coefs[i]!;
        const x = a * lowDigit(m);
        const y = a * highDigit(m);
        lo[i] = a > 0 ? x : y;
        hi[i] = a > 0 ? y : x;
        min += lo[i]!;
        max += hi[i]!;
      }
      if (total < min || total > max) return false;
      for (let i = 0; i < k; i++) {
        // a·x lies in [total − (max − hi_i), total − (min − lo_i)]
        const a = coefs[i]!;
        const from = total - (max - hi[i]!);
        const to = total - (min - lo[i]!);
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
    const coefs = [...c.cells.map(() => 1), ...circle.map((_, j) => -(10 ** (k - 1 - j)))];
    return [linearPropagator([...c.cells, ...circle], coefs, 0, b.size)];
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
