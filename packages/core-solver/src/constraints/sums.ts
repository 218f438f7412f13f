/**
 * Sums whose digits may repeat: arrows, little killers, region-sum lines and sandwiches.
 *
 *   linear   Σ coef[i] · digit(cells[i]) = total, by bounds: each cell keeps the digits the
 *            others' least and greatest totals leave room for (exact once every cell is filled).
 *            An arrow is Σ line − (the circle's number) = 0, a pill's cells weighing 100, 10, 1;
 *            a region-sum line is "segment j − segment j+1 = 0" for each two neighbouring segments.
 *   sandwich the 1 and the n of a row or column may stand only where the cells between them can
 *            add up to the clue.
 *
 * Killer cages (distinct digits) are not here: they are houses with a sum, and the counter's cage
 * arithmetic (sum-constraints.ts, cage-support.ts) takes them.
 */
import { cellLabel, highDigit, lowDigit, rangeMask, type Domains, type Handler, type Propagator } from './handler.ts';

/** Bounds propagation of Σ coef·digit = total. */
export function linearPropagator(cells: readonly number[], coefs: readonly number[], total: number, n: number): Propagator {
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
        const mask = a > 0 ? rangeMask(Math.ceil(from / a), Math.floor(to / a), n) : rangeMask(Math.ceil(to / a), Math.floor(from / a), n);
        if (!d.keep(cells[i]!, mask)) return false;
      }
      return true;
    },
  };
}

const total = (cells: readonly number[], g: ArrayLike<number>) => cells.reduce((s, c) => s + g[c]!, 0);
const number = (cells: readonly number[], g: ArrayLike<number>) => cells.reduce((s, c) => s * 10 + g[c]!, 0);

export const arrow: Handler<'arrow'> = {
  type: 'arrow',
  name: (c, b) => `the arrow from ${cellLabel(c.circle[0]!, b.size)}`,
  propagators: (c, b) => {
    const k = c.circle.length;
    const coefs = [...c.cells.map(() => 1), ...c.circle.map((_, j) => -(10 ** (k - 1 - j)))];
    return [linearPropagator([...c.cells, ...c.circle], coefs, 0, b.size)];
  },
  explain: (c, g) => `its line sums to ${total(c.cells, g)}, not ${number(c.circle, g)}`,
  relabel: 'none',
};

export const littleKiller: Handler<'little-killer'> = {
  type: 'little-killer',
  name: (c, b) => `the little killer ${c.sum} along ${cellLabel(c.cells[0]!, b.size)}–${cellLabel(c.cells[c.cells.length - 1]!, b.size)}`,
  propagators: (c, b) => [linearPropagator(c.cells, c.cells.map(() => 1), c.sum, b.size)],
  explain: (c, g) => `its diagonal sums to ${total(c.cells, g)}, not ${c.sum}`,
  relabel: 'none',
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
  propagators: (c, b) => {
    const parts = segments(c.cells, b.regionOf);
    const out: Propagator[] = [];
    for (let j = 0; j + 1 < parts.length; j++) {
      const x = parts[j]!;
      const y = parts[j + 1]!;
      out.push(linearPropagator([...x, ...y], [...x.map(() => 1), ...y.map(() => -1)], 0, b.size));
    }
    return out;
  },
  explain: (c, g, b) => `its segments sum to ${segments(c.cells, b.regionOf).map((s) => total(s, g)).join(', ')}`,
  relabel: 'none',
};

/** The cells of a sandwich's row or column, in order. */
export function sandwichCells(house: 'row' | 'column', index: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => (house === 'row' ? (index - 1) * n + i : i * n + (index - 1)));
}

export const sandwich: Handler<'sandwich'> = {
  type: 'sandwich',
  name: (c) => `the sandwich ${c.sum} of ${c.house} ${c.index}`,
  propagators: (c, b) => {
    const n = b.size;
    const cells = sandwichCells(c.house, c.index, n);
    const one = 1;
    const top = 1 << (n - 1);
    const middle = rangeMask(2, n - 1, n);
    return [
      {
        cells,
        run(d: Domains): boolean {
          const { cand } = d;
          let ones = 0;
          let tops = 0;
          for (let i = 0; i < n; i++) {
            if ((cand[cells[i]!]! & one) === 0) continue;
            for (let j = 0; j < n; j++) {
              if (j === i || (cand[cells[j]!]! & top) === 0) continue;
              let min = 0;
              let max = 0;
              let ok = true;
              for (let x = Math.min(i, j) + 1; x < Math.max(i, j); x++) {
                const m = cand[cells[x]!]! & middle;
                if (m === 0) {
                  ok = false;
                  break;
                }
                min += lowDigit(m);
                max += highDigit(m);
              }
              if (ok && min <= c.sum && c.sum <= max) {
                ones |= 1 << i;
                tops |= 1 << j;
              }
            }
          }
          if (ones === 0) return false;
          for (let i = 0; i < n; i++) {
            let drop = 0;
            if ((ones & (1 << i)) === 0) drop |= one;
            if ((tops & (1 << i)) === 0) drop |= top;
            if (drop !== 0 && !d.keep(cells[i]!, ~drop)) return false;
          }
          return true;
        },
      },
    ];
  },
  relabel: 'none',
};
