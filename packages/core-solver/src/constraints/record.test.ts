import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PuzzleInputError } from '../parse.ts';
import { constraintFromJson, constraintsFromJson, constraintToJson } from './record.ts';
import { CONSTRAINT_TYPES, type Constraint } from './types.ts';

/** The message of the PuzzleInputError a call throws. */
function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PuzzleInputError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

const read = (value: unknown, size = 9) => constraintFromJson(value, size, 'constraint 3');

describe('constraintFromJson', () => {
  it('reads the examples of docs/contract.md §3', () => {
    expect(read({ type: 'thermo', cells: [[9, 4], [8, 3], [7, 2]] })).toEqual({ type: 'thermo', cells: [75, 65, 55] });
    expect(read({ type: 'arrow', circle: [[1, 5]], cells: [[2, 4], [3, 3]] })).toEqual({ type: 'arrow', circle: [4], cells: [12, 20] });
    expect(read({ type: 'kropki-black', cells: [[2, 9], [3, 9]] })).toEqual({ type: 'kropki-black', cells: [17, 26] });
    expect(read({ type: 'antiking' })).toEqual({ type: 'antiking' });
    expect(read({ type: 'sandwich', column: 3, sum: 12 })).toEqual({ type: 'sandwich', house: 'column', index: 2, sum: 12 });
  });

  it('names what is wrong and where', () => {
    expect(problem(() => read({ type: 'thermo', cells: [[10, 1], [9, 1]] }))).toBe('constraint 3 (thermo): cell [10,1] is off the board (rows and columns 1–9)');
    const unknown = problem(() => read({ type: 'thermometer', cells: [] }));
    expect(unknown).toMatch(/^constraint 3: unknown constraint type "thermometer" \(known types: diagonal\+, diagonal-, /u);
    for (const t of CONSTRAINT_TYPES) expect(unknown).toContain(t);
    expect(problem(() => read({ cells: [] }))).toMatch(/"type" must be one of/u);
    expect(problem(() => read([1, 2]))).toMatch(/expected an object/u);
    expect(problem(() => read({ type: 'thermo', cells: [[1, 1], [1, 3]] }))).toMatch(/\[1,1\] and \[1,3\] of "cells" are not neighbours/u);
    expect(problem(() => read({ type: 'thermo', cells: [[1, 1], [2, 2], [1, 1]] }))).toMatch(/\[1,1\] is listed twice/u);
    expect(problem(() => read({ type: 'kropki-white', cells: [[1, 1], [2, 2]] }))).toMatch(/do not share an edge/u);
    expect(problem(() => read({ type: 'kropki-white', cells: [[1, 1], [1, 2], [1, 3]] }))).toMatch(/has 3 cells, expected 2/u);
    expect(problem(() => read({ type: 'xv', cells: [[1, 1], [1, 2]], sum: 7 }))).toMatch(/5 \(V\) or 10 \(X\)/u);
    expect(problem(() => read({ type: 'whisper', cells: [[1, 1], [1, 2]], difference: 9 }))).toMatch(/"difference" 9 is out of range \(1–8\)/u);
    expect(problem(() => read({ type: 'whisper', cells: [[1, 1], [1, 2]] }))).toMatch(/"difference" is missing/u);
    expect(problem(() => read({ type: 'cage', cells: [[1, 1], [1, 2]], sum: 18 }))).toMatch(/sum 18 is impossible for 2 different digits \(3–17\)/u);
    expect(problem(() => read({ type: 'cage', cells: [[1, 1]], sums: 3 }))).toMatch(/unknown field "sums"/u);
    expect(problem(() => read({ type: 'antiking', cells: [] }))).toMatch(/takes no fields besides "type"/u);
    expect(problem(() => read({ type: 'quadruple', cells: [[1, 1], [1, 2], [2, 1], [2, 2]], digits: [1, 2, 3, 4, 5] }))).toMatch(/1–4 digits/u);
    expect(problem(() => read({ type: 'quadruple', cells: [[1, 1], [1, 2]], digits: [10] }))).toMatch(/digit 10 is not a digit of 1–9/u);
    expect(problem(() => read({ type: 'quadruple', cells: [[1, 1], [1, 3]], digits: [1] }))).toMatch(/not around one corner/u);
    expect(problem(() => read({ type: 'clone', cells: [[1, 1], [1, 2]], clone: [[5, 5]] }))).toMatch(/same shape/u);
    expect(problem(() => read({ type: 'clone', cells: [[1, 1]], clone: [[1, 1]] }))).toMatch(/in both "cells" and "clone"/u);
    expect(problem(() => read({ type: 'little-killer', cells: [[1, 1], [2, 2], [3, 2]], sum: 10 }))).toMatch(/do not continue one diagonal/u);
    expect(problem(() => read({ type: 'little-killer', cells: [[1, 1], [2, 2]], sum: 19 }))).toMatch(/out of range \(2–18\)/u);
    expect(problem(() => read({ type: 'sandwich', row: 1, column: 2, sum: 3 }))).toMatch(/"row" or "column"/u);
    expect(problem(() => read({ type: 'sandwich', row: 1, sum: 36 }))).toMatch(/out of range \(0–35\)/u);
    expect(problem(() => read({ type: 'arrow', circle: [[1, 1]], cells: [[3, 3], [4, 4]] }))).toMatch(/does not touch its circle/u);
    expect(problem(() => read({ type: 'arrow', circle: [[1, 1]], cells: [[1, 1], [2, 2]] }))).toMatch(/both in the circle and on the arrow/u);
    expect(problem(() => read({ type: 'negative', of: 'ratio' }))).toMatch(/"of" must be one of kropki-white, kropki-black, xv/u);
    expect(problem(() => read({ type: 'odd', cells: [[1, 1.5]] }))).toMatch(/is not a cell/u);
    expect(problem(() => read({ type: 'thermo', cells: [[4, 1], [5, 1]] }, 4))).toMatch(/off the board \(rows and columns 1–4\)/u);
  });

  it('numbers the constraints of a list from 1', () => {
    expect(problem(() => constraintsFromJson([{ type: 'antiking' }, { type: 'odd', cells: [[0, 1]] }], 9))).toBe(
      'constraint 2 (odd): cell [0,1] is off the board (rows and columns 1–9)',
    );
    expect(problem(() => constraintsFromJson({ type: 'antiking' }, 9))).toMatch(/expected a list/u);
  });
});

// ── round trip: any valid constraint → JSON → the same constraint

/** A line of `length` distinct king-adjacent cells on an n×n board (or null when it walks into itself). */
function walk(n: number, start: number, steps: readonly number[]): number[] | null {
  const moves = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]] as const;
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

function constraintArb(n: number): fc.Arbitrary<Constraint | null> {
  const cell = fc.integer({ min: 0, max: n * n - 1 });
  const lineOf = (min: number, max: number) => fc.tuple(cell, fc.array(fc.nat(7), { minLength: min - 1, maxLength: max - 1 })).map(([s, steps]) => walk(n, s, steps));
  const distinct = (min: number, max: number) => fc.uniqueArray(cell, { minLength: min, maxLength: max });
  const edge = fc.tuple(cell, fc.boolean()).map(([a, right]) => {
    const r = Math.floor(a / n);
    const c = a % n;
    if (right) return c + 1 < n ? [a, a + 1] : null;
    return r + 1 < n ? [a, a + n] : null;
  });
  const line = (type: 'thermo' | 'slow-thermo' | 'renban' | 'palindrome' | 'between' | 'entropic' | 'region-sum-line') =>
    lineOf(type === 'between' ? 3 : 2, n).map((cells) => (cells ? ({ type, cells } as Constraint) : null));
  return fc.oneof(
    fc.constantFrom<Constraint>({ type: 'diagonal+' }, { type: 'diagonal-' }, { type: 'disjointgroups' }, { type: 'antiknight' }, { type: 'antiking' }, { type: 'nonconsecutive' }),
    fc.constantFrom('kropki-white', 'kropki-black', 'xv').map((of) => ({ type: 'negative', of }) as Constraint),
    distinct(2, n).map((cells) => ({ type: 'extraregion', cells })),
    fc.tuple(edge, fc.option(fc.integer({ min: 1, max: n - 1 }), { nil: undefined })).map(([cells, value]) =>
      cells ? (value === undefined ? { type: 'kropki-white', cells } : { type: 'kropki-white', cells, value }) : null,
    ),
    fc.tuple(edge, fc.option(fc.integer({ min: 2, max: n }), { nil: undefined })).map(([cells, value]) =>
      cells ? (value === undefined ? { type: 'kropki-black', cells } : { type: 'kropki-black', cells, value }) : null,
    ),
    fc.tuple(edge, fc.constantFrom(5 as const, 10 as const)).map(([cells, sum]) => (cells ? { type: 'xv', cells, sum } : null)),
    distinct(1, n).map((cells) => ({ type: 'cage', cells, sum: ((cells.length * (cells.length + 1)) / 2) })),
    distinct(1, n).map((cells) => ({ type: 'cage', cells })),
    lineOf(2, 6).map((all) => (all ? { type: 'arrow', circle: all.slice(0, 1), cells: all.slice(1) } : null)),
    lineOf(3, 6).map((all) => (all ? { type: 'arrow', circle: all.slice(0, 2), cells: all.slice(2) } : null)),
    fc.tuple(cell, fc.integer({ min: 1, max: n })).map(([start, length]) => {
      const cells = [];
      for (let i = 0, at = start; i < length && Math.floor(at / n) < n && at < n * n; i++, at += n + 1) {
        if (i > 0 && at % n === 0) break;
        cells.push(at);
      }
      return { type: 'little-killer', cells, sum: cells.length * 2 };
    }),
    fc.tuple(fc.constantFrom('row' as const, 'column' as const), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: (n * (n + 1)) / 2 - 1 - n })).map(
      ([house, index, sum]) => ({ type: 'sandwich', house, index, sum }),
    ),
    fc.constantFrom('thermo', 'slow-thermo', 'renban', 'palindrome', 'between', 'entropic', 'region-sum-line' as const).chain(line),
    fc.tuple(lineOf(2, 8), fc.integer({ min: 1, max: n - 1 })).map(([cells, difference]) => (cells ? { type: 'whisper', cells, difference } : null)),
    fc.tuple(fc.constantFrom('odd', 'even', 'minimum', 'maximum' as const), distinct(1, 6)).map(([type, cells]) => ({ type, cells }) as Constraint),
    fc.tuple(fc.integer({ min: 0, max: n - 2 }), fc.integer({ min: 0, max: n - 2 }), fc.array(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 4 })).map(([r, c, digits]) => ({
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

describe('constraintToJson', () => {
  for (const n of [6, 9]) {
    it(`is constraintFromJson's inverse (${n}×${n}), through JSON text`, () => {
      fc.assert(
        fc.property(constraintArb(n), (constraint) => {
          if (constraint === null) return;
          const json = JSON.parse(JSON.stringify(constraintToJson(constraint, n))) as unknown;
          expect(constraintFromJson(json, n)).toEqual(constraint);
        }),
        { numRuns: 1500 },
      );
    });
  }

  it('covers every type', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(constraintArb(9), (c) => {
        if (c) seen.add(c.type);
      }),
      { numRuns: 3000 },
    );
    expect([...seen].sort()).toEqual([...CONSTRAINT_TYPES].sort());
  });
});
