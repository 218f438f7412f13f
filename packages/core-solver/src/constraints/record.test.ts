import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PuzzleInputError } from '../parse.ts';
import { constraintFromJson, constraintsFromJson, constraintToJson, littleKillerStep } from './record.ts';
import { CONSTRAINT_TYPES } from './types.ts';
import { constraintArb } from './constraint-arbitrary.test-helper.ts';

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
    expect(
      read({
        type: 'thermo',
        cells: [
          [9, 4],
          [8, 3],
          [7, 2],
        ],
      }),
    ).toEqual({ type: 'thermo', cells: [75, 65, 55] });
    expect(
      read({
        type: 'arrow',
        circle: [[1, 5]],
        cells: [
          [2, 4],
          [3, 3],
        ],
      }),
    ).toEqual({ type: 'arrow', circle: [4], cells: [12, 20] });
    expect(
      read({
        type: 'kropki-black',
        cells: [
          [2, 9],
          [3, 9],
        ],
      }),
    ).toEqual({ type: 'kropki-black', cells: [17, 26] });
    expect(read({ type: 'antiking' })).toEqual({ type: 'antiking' });
    expect(read({ type: 'sandwich', column: 3, sum: 12 })).toEqual({
      type: 'sandwich',
      house: 'column',
      index: 2,
      sum: 12,
    });
  });

  it('names what is wrong and where', () => {
    expect(
      problem(() =>
        read({
          type: 'thermo',
          cells: [
            [10, 1],
            [9, 1],
          ],
        }),
      ),
    ).toBe('constraint 3 (thermo): cell [10,1] is off the board (rows and columns 1–9)');
    const unknown = problem(() => read({ type: 'thermometer', cells: [] }));
    expect(unknown).toMatch(
      /^constraint 3: unknown constraint type "thermometer" \(known types: diagonal\+, diagonal-, /u,
    );
    for (const t of CONSTRAINT_TYPES) expect(unknown).toContain(t);
    expect(problem(() => read({ cells: [] }))).toBe(
      'constraint 3: "type" must name the kind of constraint ("thermo", "cage", "antiking", …: the README lists them), got none',
    );
    expect(problem(() => read([1, 2]))).toMatch(/expected an object/u);
    expect(
      problem(() =>
        read({
          type: 'thermo',
          cells: [
            [1, 1],
            [1, 3],
          ],
        }),
      ),
    ).toMatch(/\[1,1\] and \[1,3\] of "cells" are not neighbours/u);
    expect(
      problem(() =>
        read({
          type: 'thermo',
          cells: [
            [1, 1],
            [2, 2],
            [1, 1],
          ],
        }),
      ),
    ).toMatch(/\[1,1\] is listed twice/u);
    expect(
      problem(() =>
        read({
          type: 'kropki-white',
          cells: [
            [1, 1],
            [2, 2],
          ],
        }),
      ),
    ).toMatch(/do not share an edge/u);
    expect(
      problem(() =>
        read({
          type: 'kropki-white',
          cells: [
            [1, 1],
            [1, 2],
            [1, 3],
          ],
        }),
      ),
    ).toMatch(/has 3 cells, expected 2/u);
    expect(
      problem(() =>
        read({
          type: 'xv',
          cells: [
            [1, 1],
            [1, 2],
          ],
          sum: 7,
        }),
      ),
    ).toMatch(/5 \(V\) or 10 \(X\)/u);
    expect(
      problem(() =>
        read({
          type: 'whisper',
          cells: [
            [1, 1],
            [1, 2],
          ],
          difference: 9,
        }),
      ),
    ).toMatch(/"difference" 9 is out of range \(1–8\)/u);
    expect(
      problem(() =>
        read({
          type: 'whisper',
          cells: [
            [1, 1],
            [1, 2],
          ],
        }),
      ),
    ).toMatch(/"difference" is missing/u);
    expect(
      problem(() =>
        read({
          type: 'cage',
          cells: [
            [1, 1],
            [1, 2],
          ],
          sum: 18,
        }),
      ),
    ).toMatch(/sum 18 is impossible for 2 different digits \(3–17\)/u);
    expect(problem(() => read({ type: 'cage', cells: [[1, 1]], sums: 3 }))).toMatch(/unknown field "sums"/u);
    expect(problem(() => read({ type: 'antiking', cells: [] }))).toMatch(/takes no fields besides "type"/u);
    expect(
      problem(() =>
        read({
          type: 'quadruple',
          cells: [
            [1, 1],
            [1, 2],
            [2, 1],
            [2, 2],
          ],
          digits: [1, 2, 3, 4, 5],
        }),
      ),
    ).toMatch(/1–4 digits/u);
    expect(
      problem(() =>
        read({
          type: 'quadruple',
          cells: [
            [1, 1],
            [1, 2],
          ],
          digits: [10],
        }),
      ),
    ).toMatch(/digit 10 is not a digit of 1–9/u);
    expect(
      problem(() =>
        read({
          type: 'quadruple',
          cells: [
            [1, 1],
            [1, 3],
          ],
          digits: [1],
        }),
      ),
    ).toMatch(/not around one corner/u);
    expect(
      problem(() =>
        read({
          type: 'clone',
          cells: [
            [1, 1],
            [1, 2],
          ],
          clone: [[5, 5]],
        }),
      ),
    ).toMatch(/same shape/u);
    expect(problem(() => read({ type: 'clone', cells: [[1, 1]], clone: [[1, 1]] }))).toMatch(
      /in both "cells" and "clone"/u,
    );
    expect(
      problem(() =>
        read({
          type: 'little-killer',
          cells: [
            [1, 1],
            [2, 2],
            [3, 2],
          ],
          sum: 10,
        }),
      ),
    ).toMatch(/do not continue one diagonal/u);
    expect(
      problem(() =>
        read({
          type: 'little-killer',
          cells: [
            [1, 8],
            [2, 9],
          ],
          sum: 19,
        }),
      ),
    ).toMatch(/out of range \(2–18\)/u);
    expect(
      problem(() =>
        read({
          type: 'little-killer',
          cells: [
            [1, 1],
            [2, 2],
          ],
          sum: 3,
        }),
      ),
    ).toMatch(/from edge to edge/u);
    expect(problem(() => read({ type: 'little-killer', cells: [[2, 2]], sum: 3 }))).toMatch(
      /alone is not a whole diagonal/u,
    );
    expect(read({ type: 'little-killer', cells: [[1, 1]], sum: 3 })).toEqual({
      type: 'little-killer',
      cells: [0],
      sum: 3,
    });
    expect(problem(() => read({ type: 'sandwich', row: 1, column: 2, sum: 3 }))).toMatch(/"row" or "column"/u);
    expect(problem(() => read({ type: 'sandwich', row: 1, sum: 36 }))).toMatch(/out of range \(0–35\)/u);
    expect(
      problem(() =>
        read({
          type: 'arrow',
          circle: [[1, 1]],
          cells: [
            [3, 3],
            [4, 4],
          ],
        }),
      ),
    ).toMatch(/does not touch its circle/u);
    expect(
      problem(() =>
        read({
          type: 'arrow',
          circle: [[1, 1]],
          cells: [
            [1, 1],
            [2, 2],
          ],
        }),
      ),
    ).toMatch(/both in the circle and on the arrow/u);
    expect(problem(() => read({ type: 'negative', of: 'ratio' }))).toMatch(
      /"of" must be one of kropki-white, kropki-black, xv/u,
    );
    expect(problem(() => read({ type: 'odd', cells: [[1, 1.5]] }))).toMatch(/is not a cell/u);
    expect(
      problem(() =>
        read(
          {
            type: 'thermo',
            cells: [
              [4, 1],
              [5, 1],
            ],
          },
          4,
        ),
      ),
    ).toMatch(/off the board \(rows and columns 1–4\)/u);
  });

  it('numbers the constraints of a list from 1', () => {
    expect(problem(() => constraintsFromJson([{ type: 'antiking' }, { type: 'odd', cells: [[0, 1]] }], 9))).toBe(
      'constraint 2 (odd): cell [0,1] is off the board (rows and columns 1–9)',
    );
    expect(problem(() => constraintsFromJson({ type: 'antiking' }, 9))).toMatch(/expected a list/u);
  });
});

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

describe('constraintFromJson on anything', () => {
  /** A constraint-like object: a known or unknown type, fields of any JSON shape. */
  const constraintish = fc.record(
    {
      type: fc.oneof(fc.constantFrom(...CONSTRAINT_TYPES), fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })),
      cells: fc.oneof(
        fc.array(fc.tuple(fc.integer({ min: -1, max: 11 }), fc.integer({ min: -1, max: 11 })), { maxLength: 10 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      circle: fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })), { maxLength: 3 }),
      clone: fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })), { maxLength: 4 }),
      sum: fc.oneof(fc.integer({ min: -5, max: 100 }), fc.jsonValue({ maxDepth: 0 })),
      value: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string({ maxLength: 3 })),
      difference: fc.integer({ min: -1, max: 10 }),
      digits: fc.array(fc.integer({ min: -1, max: 11 }), { maxLength: 5 }),
      row: fc.integer({ min: -1, max: 11 }),
      column: fc.integer({ min: -1, max: 11 }),
      of: fc.oneof(fc.constantFrom('kropki-white', 'kropki-black', 'xv'), fc.string({ maxLength: 5 })),
    },
    { requiredKeys: ['type'] },
  );

  it('answers a constraint or one clear error (one line, printable), never another exception', () => {
    fc.assert(
      fc.property(fc.oneof(constraintish, fc.jsonValue({ maxDepth: 2 })), fc.constantFrom(4, 6, 9, 16), (value, n) => {
        try {
          constraintFromJson(value, n, 'constraint 1');
        } catch (error) {
          expect(error).toBeInstanceOf(PuzzleInputError);
          expect((error as Error).message).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/u);
          expect((error as Error).message.length).toBeLessThan(450);
        }
      }),
      { numRuns: 3000, seed: 2601 },
    );
  });
});

describe('littleKillerStep', () => {
  it('reads a longer diagonal from its first two cells', () => {
    expect(littleKillerStep([44, 52, 60, 68, 76], 9)).toEqual([1, -1]);
    expect(littleKillerStep([80, 70, 60, 50, 40, 30, 20, 10, 0], 9)).toEqual([-1, -1]);
  });

  it("gives each corner's one-cell diagonal a step that leaves the board both ways, never the long diagonal's", () => {
    const n = 9;
    for (const corner of [0, 8, 72, 80]) {
      const [dr, dc] = littleKillerStep([corner], n);
      const [r, c] = [Math.floor(corner / n), corner % n];
      const off = (a: number, b: number) => a < 0 || a >= n || b < 0 || b >= n;
      expect(off(r - dr, c - dc) && off(r + dr, c + dc)).toBe(true);
    }
    // The first of down-right, down-left, up-right, up-left that fits: the f-puzzles writer's clue cells.
    expect(littleKillerStep([0], n)).toEqual([1, -1]);
    expect(littleKillerStep([8], n)).toEqual([1, 1]);
    expect(littleKillerStep([72], n)).toEqual([1, 1]);
    expect(littleKillerStep([80], n)).toEqual([1, -1]);
  });
});
