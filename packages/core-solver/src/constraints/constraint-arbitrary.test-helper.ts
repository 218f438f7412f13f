/** fast-check arbitraries of valid constraints (record.test.ts, formats' round trips). */
import fc from 'fast-check';
import type { Constraint } from './types.ts';

/** A line of `length` distinct king-adjacent cells on an n×n board (or null when it walks into itself). */
function walk(n: number, start: number, steps: readonly number[]): number[] | null {
  const moves = [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, -1],
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ] as const;
  const cells = [start];
  for (const s of steps) {
    const last = cells[cells.length - 1]!;
    const [dr, dc] = moves[s % 8]!;
    const r = Math.floor(last / n) + dr;
    const c = (last % n) + dc;
    if (r < 0 || r >= n || c < 0 || c >= n || cells.includes(r * n + c)) return null;
    cells.push(r * n + c);
  }
  return cells;
}

export function constraintArb(n: number): fc.Arbitrary<Constraint | null> {
  return constraintArbUntyped(n) as unknown as fc.Arbitrary<Constraint | null>;
}

function constraintArbUntyped(n: number) {
  const cell = fc.integer({ min: 0, max: n * n - 1 });
  const lineOf = (min: number, max: number) =>
    fc
      .tuple(cell, fc.array(fc.nat(7), { minLength: min - 1, maxLength: max - 1 }))
      .map(([s, steps]) => walk(n, s, steps));
  const distinct = (min: number, max: number) => fc.uniqueArray(cell, { minLength: min, maxLength: max });
  const edge = fc.tuple(cell, fc.boolean()).map(([a, right]) => {
    const r = Math.floor(a / n);
    const c = a % n;
    if (right) return c + 1 < n ? [a, a + 1] : null;
    return r + 1 < n ? [a, a + n] : null;
  });
  const line = (
    type: 'thermo' | 'slow-thermo' | 'renban' | 'palindrome' | 'between' | 'entropic' | 'region-sum-line',
  ) => lineOf(type === 'between' ? 3 : 2, n).map((cells) => (cells ? ({ type, cells } as Constraint) : null));
  return fc.oneof(
    fc.constantFrom<Constraint>(
      { type: 'diagonal+' },
      { type: 'diagonal-' },
      { type: 'windows' },
      { type: 'disjointgroups' },
      { type: 'antiknight' },
      { type: 'antiking' },
      { type: 'nonconsecutive' },
    ),
    fc.constantFrom('kropki-white', 'kropki-black', 'xv').map((of) => ({ type: 'negative', of }) as Constraint),
    distinct(2, n).map((cells) => ({ type: 'extraregion', cells })),
    fc
      .tuple(edge, fc.option(fc.integer({ min: 1, max: n - 1 }), { nil: undefined }))
      .map(([cells, value]) =>
        cells ? (value === undefined ? { type: 'kropki-white', cells } : { type: 'kropki-white', cells, value }) : null,
      ),
    fc
      .tuple(edge, fc.option(fc.integer({ min: 2, max: n }), { nil: undefined }))
      .map(([cells, value]) =>
        cells ? (value === undefined ? { type: 'kropki-black', cells } : { type: 'kropki-black', cells, value }) : null,
      ),
    fc
      .tuple(edge, fc.constantFrom(5 as const, 10 as const))
      .map(([cells, sum]) => (cells ? { type: 'xv', cells, sum } : null)),
    distinct(1, n).map((cells) => ({ type: 'cage', cells, sum: (cells.length * (cells.length + 1)) / 2 })),
    distinct(1, n).map((cells) => ({ type: 'cage', cells })),
    lineOf(2, 6).map((all) => (all ? { type: 'arrow', circle: all.slice(0, 1), cells: all.slice(1) } : null)),
    lineOf(3, 6).map((all) => (all ? { type: 'arrow', circle: all.slice(0, 2), cells: all.slice(2) } : null)),
    fc.tuple(fc.integer({ min: 0, max: 2 * n - 2 }), fc.boolean()).map(([k, down]) => {
      // A whole diagonal: from the top row or the left column going down-right, or from the
      // top row or the right column going down-left.
      const start = k < n ? k : (k - n + 1) * n + (down ? 0 : n - 1);
      const cells = [];
      for (let r = Math.floor(start / n), c = start % n; r < n && c >= 0 && c < n; r++, c += down ? 1 : -1)
        cells.push(r * n + c);
      return { type: 'little-killer', cells, sum: cells.length * 2 };
    }),
    fc
      .tuple(
        fc.constantFrom('row' as const, 'column' as const),
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: 0, max: (n * (n + 1)) / 2 - 1 - n }),
      )
      .map(([house, index, sum]) => ({ type: 'sandwich', house, index, sum })),
    fc
      .constantFrom('thermo', 'slow-thermo', 'renban', 'palindrome', 'between', 'entropic', 'region-sum-line' as const)
      .chain(line),
    fc
      .tuple(lineOf(2, 8), fc.integer({ min: 1, max: n - 1 }))
      .map(([cells, difference]) => (cells ? { type: 'whisper', cells, difference } : null)),
    fc
      .tuple(fc.constantFrom('odd', 'even', 'minimum', 'maximum' as const), distinct(1, 6))
      .map(([type, cells]) => ({ type, cells }) as Constraint),
    fc
      .tuple(
        fc.integer({ min: 0, max: n - 2 }),
        fc.integer({ min: 0, max: n - 2 }),
        fc.array(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 4 }),
      )
      .map(([r, c, digits]) => ({
        type: 'quadruple',
        cells: [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1],
        digits,
      })),
    fc.uniqueArray(cell, { minLength: 2, maxLength: 8 }).map((all) => {
      const half = Math.floor(all.length / 2);
      return { type: 'clone', cells: all.slice(0, half), clone: all.slice(half, 2 * half) };
    }),
  );
}
