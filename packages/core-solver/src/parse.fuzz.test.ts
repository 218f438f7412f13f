/**
 * Fuzzing the one parser (issue 8): whatever arrives — random text, near-miss grids, JSON-ish
 * records, broken region maps and cage lists — ends in a Puzzle or ONE clear PuzzleInputError:
 * a single short line with no raw control characters, never another kind of exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANT_IDS, VARIANTS } from './geometry.ts';
import { parseCages, parseRecord, parseRegions, PuzzleInputError, type Puzzle } from './parse.ts';
import { parsePuzzle } from './parse-links.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from './fixtures/datasets.ts';

const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const BOXES_AS_REGIONS = Array.from({ length: 81 }, (_, cell) => {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  return String(Math.floor(r / 3) * 3 + Math.floor(c / 3) + 1);
}).join('');
const FUZZ_RUNS = 1500;

/** What a clear error is: one line, short, printable, saying something. */
function expectClearError(error: unknown): void {
  expect(error).toBeInstanceOf(PuzzleInputError);
  const message = (error as PuzzleInputError).message;
  expect(message.length).toBeGreaterThan(5);
  expect(message.length).toBeLessThan(300);
  expect(message).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/u);
}

/** Runs the parser and classifies the outcome; anything but a Puzzle or a clear error fails. */
function outcome(run: () => Puzzle | unknown): 'parsed' | 'rejected' {
  try {
    run();
    return 'parsed';
  } catch (error) {
    expectClearError(error);
    return 'rejected';
  }
}

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const gridish = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'.0123456789ABCDEFGabcdefg|+- \n\t'), maxLength: 300 }),
  fc.integer({ min: 0, max: 81 }).map((k) => WIKIPEDIA.slice(0, k)),
  fc.integer({ min: 1, max: 300 }).map((k) => WIKIPEDIA.repeat(4).slice(0, k)),
  fc
    .tuple(
      fc.integer({ min: 0, max: 80 }),
      fc.oneof(controlChar, fc.constantFrom('x', 'é', '{', '"', '\u2028', '🙂', '\uD800')),
    )
    .map(([i, ch]) => WIKIPEDIA.slice(0, i) + ch + WIKIPEDIA.slice(i + 1)),
);

/** JSON-ish records: right and wrong types in every field, truncated and padded text. */
const recordish = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        puzzle: fc.oneof(gridish, fc.integer(), fc.constant(null)),
        variant: fc.oneof(
          fc.constantFrom(...VARIANT_IDS),
          fc.string({ maxLength: 12 }),
          fc.integer(),
          fc.constantFrom('__proto__', 'toString'),
        ),
        regions: fc.oneof(fc.string({ maxLength: 90 }), fc.constant(BOXES_AS_REGIONS), fc.integer()),
        cages: fc.oneof(
          fc.jsonValue(),
          fc.array(fc.record({ sum: fc.jsonValue(), cells: fc.jsonValue() }), { maxLength: 4 }),
        ),
        clues: fc.jsonValue(),
        seed: fc.jsonValue(),
        techniques: fc.jsonValue(),
      },
      { requiredKeys: [] },
    )
    .map((r) => JSON.stringify(r)),
  fc
    .tuple(fc.constant(JSON.stringify({ variant: 'classic', puzzle: WIKIPEDIA })), fc.nat())
    .map(([text, k]) => text.slice(0, k % text.length)),
  fc
    .tuple(fc.string({ maxLength: 40 }), controlChar, fc.string({ maxLength: 200 }))
    .map(([a, c, b]) => `{"puzzle":"${a}${c}${b}`),
);

describe('parsePuzzle under random input', () => {
  it(`answers ${FUZZ_RUNS} random grid-ish strings with a puzzle or one clear error, for every variant`, () => {
    fc.assert(
      fc.property(
        gridish,
        fc.option(fc.constantFrom(...VARIANT_IDS, 'nope', ''), { nil: undefined }),
        (text, variant) => {
          outcome(() => parsePuzzle(text, variant === undefined ? {} : { variant }));
        },
      ),
      { numRuns: FUZZ_RUNS, seed: 8001 },
    );
  });

  it(`answers ${FUZZ_RUNS} JSON-ish records with a puzzle or one clear error`, () => {
    fc.assert(
      fc.property(recordish, (text) => {
        if (outcome(() => parsePuzzle(text)) === 'parsed') {
          // Whatever parsed must be a coherent puzzle of its variant.
          const puzzle = parsePuzzle(text);
          expect(puzzle.givens).toHaveLength(puzzle.geometry.cellCount);
          expect(puzzle.givens.every((d) => d <= puzzle.geometry.size)).toBe(true);
        }
      }),
      { numRuns: FUZZ_RUNS, seed: 8002 },
    );
  });

  it('keeps the error for malformed JSON to one printable line, even when the JSON holds control characters', () => {
    for (const text of ['{"puzzle": "1\n2', `{"a":\u0001\n${'x'.repeat(200)}`, '{"puzzle":"\u2028"', '{\u001b[31m']) {
      expect(outcome(() => parseRecord(text))).toBe('rejected');
      expect(outcome(() => parsePuzzle(text))).toBe('rejected');
    }
    expect(outcome(() => parseCages('[{"sum": 3, "cells": [0,\n\u0007', 9))).toBe('rejected');
  });

  it('answers a 1 MB line quickly with a short error naming the count', () => {
    expect(() => parsePuzzle('7'.repeat(1 << 20))).toThrow('expected 81 cells, got 1048576');
    expect(outcome(() => parsePuzzle(`{"puzzle":"${'1'.repeat(1 << 20)}"}`))).toBe('rejected');
    expect(outcome(() => parsePuzzle(`{"puzzle":"${'1'.repeat(1 << 20)}`))).toBe('rejected');
  });
});

/** Random region maps: mostly near-misses of a valid map (one label moved, a label renamed). */
const regionMaps = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'123456789'), minLength: 70, maxLength: 90 }),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom(...'123456789xA\u0000 '))
    .map(([i, ch]) => BOXES_AS_REGIONS.slice(0, i) + ch + BOXES_AS_REGIONS.slice(i + 1)),
  fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 })).map(([i, j]) => {
    const labels = [...BOXES_AS_REGIONS];
    [labels[i], labels[j]] = [labels[j]!, labels[i]!];
    return labels.join('');
  }),
  fc.string({ maxLength: 100 }),
);

describe('parseRegions under random maps', () => {
  it(`accepts exactly the maps of 9 connected 9-cell regions, and rejects the rest clearly (${FUZZ_RUNS} maps)`, () => {
    fc.assert(
      fc.property(regionMaps, (map) => {
        const labels = [...map].filter((ch) => !/\s/u.test(ch));
        const counts = new Map<string, number>();
        for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
        const shapeOk = labels.length === 81 && counts.size === 9 && [...counts.values()].every((k) => k === 9);
        const result = outcome(() => parseRegions(map, 9));
        // Right sizes are necessary (connectedness may still reject); wrong sizes must be rejected.
        if (!shapeOk) expect(result).toBe('rejected');
        if (result === 'parsed') {
          const { regionOf } = parseRegions(map, 9);
          for (let region = 0; region < 9; region++) expect(regionOf.filter((r) => r === region)).toHaveLength(9);
        }
      }),
      { numRuns: FUZZ_RUNS, seed: 8003 },
    );
  });

  it('names the fault: disconnected region, wrong size, wrong label count', () => {
    // Swapping r1c3 (region 1) with r1c4 (region 2) makes both regions disconnected.
    const labels = [...BOXES_AS_REGIONS];
    [labels[2], labels[3]] = [labels[3]!, labels[2]!];
    expect(() => parseRegions(labels.join(''), 9)).toThrow(/not connected/u);
    expect(() => parseRegions(`2${BOXES_AS_REGIONS.slice(1)}`, 9)).toThrow(/has (8|10) cells, expected 9/u);
    expect(() => parseRegions(BOXES_AS_REGIONS.replace(/9/gu, '8'), 9)).toThrow(
      /expected 9 different region labels, got 8/u,
    );
    expect(() => parseRegions(BOXES_AS_REGIONS.slice(1), 9)).toThrow(/expected 81 cells, got 80/u);
    for (const variant of ['4x4', '6x6', '16x16'] as const) {
      const n = VARIANTS[variant].size;
      expect(() => parseRegions('1'.repeat(n * n), n)).toThrow(/expected \d+ different region labels, got 1/u);
    }
  });
});

/** Cage entries with every kind of wrongness, mixed with plausible ones. */
const cageEntry = fc.record({
  sum: fc.oneof(fc.integer({ min: -5, max: 60 }), fc.double(), fc.constantFrom('10', null, 1e308, 45.5)),
  cells: fc.oneof(
    fc.array(fc.integer({ min: -3, max: 85 }), { maxLength: 11 }),
    fc.array(
      fc.oneof(fc.nat(90), fc.double(), fc.constantFrom('r1c1', 'r0c1', 'r10c1', 'R9C9', 'x', '12', '', null, true)),
      { maxLength: 5 },
    ),
    fc.jsonValue(),
  ),
});

describe('parseCages under random cage lists', () => {
  it(`accepts only lists whose cages are on the board, disjoint and summable (${FUZZ_RUNS} lists)`, () => {
    fc.assert(
      fc.property(fc.array(cageEntry, { maxLength: 6 }), fc.boolean(), (cages, asText) => {
        const input = asText ? JSON.stringify(cages) : cages;
        if (outcome(() => parseCages(input, 9)) !== 'parsed') return;
        const parsed = parseCages(input, 9);
        const seen = new Set<number>();
        for (const cage of parsed) {
          expect(Number.isInteger(cage.sum)).toBe(true);
          const k = cage.cells.length;
          expect(cage.sum).toBeGreaterThanOrEqual((k * (k + 1)) / 2);
          expect(cage.sum).toBeLessThanOrEqual((k * (19 - k)) / 2);
          for (const cell of cage.cells) {
            expect(Number.isInteger(cell) && cell >= 0 && cell < 81).toBe(true);
            expect(seen.has(cell)).toBe(false);
            seen.add(cell);
          }
        }
      }),
      { numRuns: FUZZ_RUNS, seed: 8004 },
    );
  });

  it('answers random cage text (the "sum=cells;" form) with cages or one clear error', () => {
    const cageText = fc
      .array(
        fc.tuple(
          fc.oneof(fc.nat(99), fc.string({ maxLength: 3 })),
          fc.constantFrom('=', ':', '', '=='),
          fc.array(fc.oneof(fc.nat(90), fc.constantFrom('r1c1', 'r9c10', 'x')), { maxLength: 4 }),
        ),
        { maxLength: 5 },
      )
      .map((cages) => cages.map(([sum, sep, cells]) => `${sum}${sep}${cells.join(',')}`).join(';'));
    fc.assert(
      fc.property(cageText, (text) => {
        outcome(() => parseCages(text, 9));
      }),
      { numRuns: FUZZ_RUNS, seed: 8005 },
    );
  });

  it('names each kind of bad cage', () => {
    expect(() => parseCages([{ sum: 46, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] }], 9)).toThrow(/sum 46 is impossible/u);
    expect(() => parseCages([{ sum: 2, cells: [0, 1] }], 9)).toThrow(
      /sum 2 is impossible for 2 different digits \(3–17\)/u,
    );
    expect(() =>
      parseCages(
        [
          { sum: 10, cells: [0, 1] },
          { sum: 10, cells: [1, 2] },
        ],
        9,
      ),
    ).toThrow(/cages 1 and 2 overlap at cell 1 \(r1c2\)/u);
    expect(() => parseCages([{ sum: 10, cells: [0, 81] }], 9)).toThrow(/cell 81 is off the board/u);
    expect(() => parseCages([{ sum: 10, cells: [0, -1] }], 9)).toThrow(/off the board|not a cell/u);
    expect(() => parseCages([{ sum: 10, cells: [5, 5] }], 9)).toThrow(/listed twice/u);
    expect(() => parseCages([{ sum: 10.5, cells: [0, 1] }], 9)).toThrow(/whole number/u);
    expect(() => parseCages([{ sum: 10, cells: [0.5, 1] }], 9)).toThrow(PuzzleInputError);
    expect(() => parseCages([{ sum: 10, cells: Array.from({ length: 10 }, (_, i) => i) }], 9)).toThrow(/at most 9/u);
  });
});
