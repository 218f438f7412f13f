import fc from 'fast-check';
import { compressToBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { constraintArb } from '../constraints/constraint-arbitrary.test-helper.ts';
import type { Constraint } from '../constraints/types.ts';
import { fpuzzle } from './fpuzzles.test-helper.ts';
import { fpuzzlesData, readFpuzzles } from './fpuzzles.ts';
import { writeFpuzzles } from './fpuzzles-write.ts';
import { FormatError, type ImportedPuzzle } from './imported.ts';
import { WIKIPEDIA } from '../fixtures/datasets.ts';

const CLASSIC = WIKIPEDIA.puzzle;

const link = (value: unknown) => `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(value))}`;
const read = (extra: Record<string, unknown>, size = 9) =>
  readFpuzzles(link(fpuzzle(size, '.'.repeat(size * size), extra)));
const constraintsOf = (extra: Record<string, unknown>, size = 9) => read(extra, size).constraints;

function problem(run: () => unknown): FormatError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FormatError);
    return error as FormatError;
  }
  throw new Error('accepted');
}

describe('readFpuzzles', () => {
  it('reads givens, title and a link in any of its forms', () => {
    const data = compressToBase64(JSON.stringify(fpuzzle(9, CLASSIC, { author: 'me', ruleset: 'Normal rules.' })));
    const puzzle = readFpuzzles(`https://f-puzzles.com/?load=${data}`);
    expect([...puzzle.givens].map((d) => (d === 0 ? '.' : String(d))).join('')).toBe(CLASSIC);
    expect(puzzle).toMatchObject({ size: 9, title: 'test', author: 'me', rules: 'Normal rules.', constraints: [] });
    expect(puzzle.regionOf).toBeUndefined();
    expect(readFpuzzles(data)).toEqual(puzzle);
    expect(fpuzzlesData(`?load=${data.replace(/\+/gu, ' ')}`)).toBe(data);
    expect(fpuzzlesData(`?load=${encodeURIComponent(data)}&x=1`)).toBe(data);
  });

  it('maps every constraint field to its handler (cells 0-based)', () => {
    expect(constraintsOf({ killercage: [{ cells: ['R1C1', 'R1C2'], value: '3' }, { cells: ['R9C9'] }] })).toEqual([
      { type: 'cage', cells: [0, 1], sum: 3 },
      { type: 'cage', cells: [80] },
    ]);
    // The arrow's line starts in its circle; each line is one arrow.
    expect(
      constraintsOf({
        arrow: [
          {
            cells: ['R1C1'],
            lines: [
              ['R1C1', 'R2C2', 'R3C3'],
              ['R1C1', 'R1C2'],
            ],
          },
        ],
      }),
    ).toEqual([
      { type: 'arrow', circle: [0], cells: [10, 20] },
      { type: 'arrow', circle: [0], cells: [1] },
    ]);
    expect(constraintsOf({ arrow: [{ cells: ['R1C2', 'R1C1'], lines: [['R1C2', 'R2C3']] }] })).toEqual([
      { type: 'arrow', circle: [0, 1], cells: [11] },
    ]);
    expect(
      constraintsOf({
        thermometer: [
          {
            lines: [
              ['R9C4', 'R8C3', 'R7C2'],
              ['R1C1', 'R1C2'],
            ],
          },
        ],
      }),
    ).toEqual([
      { type: 'thermo', cells: [75, 65, 55] },
      { type: 'thermo', cells: [0, 1] },
    ]);
    expect(
      constraintsOf({ difference: [{ cells: ['R1C1', 'R1C2'] }, { cells: ['R2C1', 'R2C2'], value: '3' }] }),
    ).toEqual([
      { type: 'kropki-white', cells: [0, 1] },
      { type: 'kropki-white', cells: [9, 10], value: 3 },
    ]);
    expect(
      constraintsOf({
        ratio: [
          { cells: ['R2C9', 'R3C9'], value: '' },
          { cells: ['R1C1', 'R2C1'], value: 3 },
        ],
      }),
    ).toEqual([
      { type: 'kropki-black', cells: [17, 26] },
      { type: 'kropki-black', cells: [0, 9], value: 3 },
    ]);
    expect(
      constraintsOf({
        xv: [
          { cells: ['R1C1', 'R1C2'], value: 'X' },
          { cells: ['R1C3', 'R1C4'], value: 'V' },
        ],
      }),
    ).toEqual([
      { type: 'xv', cells: [0, 1], sum: 10 },
      { type: 'xv', cells: [2, 3], sum: 5 },
    ]);
    // Little killer: the clue sits outside the grid, the diagonal starts one step in its direction.
    expect(
      constraintsOf({
        littlekillersum: [
          { cell: 'R4C10', direction: 'DL', value: '14' },
          { cell: 'R0C0', direction: 'DR', value: 45 },
        ],
      }),
    ).toEqual([
      { type: 'little-killer', cells: [44, 52, 60, 68, 76], sum: 14 },
      { type: 'little-killer', cells: [0, 10, 20, 30, 40, 50, 60, 70, 80], sum: 45 },
    ]);
    expect(
      constraintsOf({
        sandwichsum: [
          { cell: 'R0C3', value: '12' },
          { cell: 'R5C0', value: 0 },
          { cell: 'R10C2', value: '' },
        ],
      }),
    ).toEqual([
      { type: 'sandwich', house: 'column', index: 2, sum: 12 },
      { type: 'sandwich', house: 'row', index: 4, sum: 0 },
    ]);
    expect(
      constraintsOf({ whispers: [{ lines: [['R1C1', 'R2C2']] }, { lines: [['R3C3', 'R3C4']], value: 4 }] }),
    ).toEqual([
      { type: 'whisper', cells: [0, 10], difference: 5 },
      { type: 'whisper', cells: [20, 21], difference: 4 },
    ]);
    expect(
      constraintsOf({
        renban: [{ lines: [['R1C1', 'R1C2']] }],
        palindrome: [{ lines: [['R2C1', 'R2C2']] }],
        betweenline: [{ lines: [['R3C1', 'R3C2', 'R3C3']] }],
        regionsumline: [{ lines: [['R4C1', 'R4C2']] }],
        entropicline: [{ lines: [['R5C1', 'R5C2']] }],
      }).map((c) => c.type),
    ).toEqual(['renban', 'palindrome', 'between', 'region-sum-line', 'entropic']);
    expect(
      constraintsOf({
        odd: [{ cell: 'R1C1' }, { cell: 'R2C2' }],
        even: [{ cell: 'R3C3' }],
        minimum: [{ cell: 'R4C4' }],
        maximum: [{ cell: 'R5C5' }],
      }),
    ).toEqual([
      { type: 'odd', cells: [0, 10] },
      { type: 'even', cells: [20] },
      { type: 'minimum', cells: [30] },
      { type: 'maximum', cells: [40] },
    ]);
    expect(constraintsOf({ quadruple: [{ cells: ['R1C1', 'R1C2', 'R2C1', 'R2C2'], values: [1, 2, 2] }] })).toEqual([
      { type: 'quadruple', cells: [0, 1, 9, 10], digits: [1, 2, 2] },
    ]);
    expect(constraintsOf({ clone: [{ cells: ['R1C1', 'R1C2'], cloneCells: ['R9C8', 'R9C9'] }] })).toEqual([
      { type: 'clone', cells: [0, 1], clone: [79, 80] },
    ]);
    expect(
      constraintsOf({
        antiknight: true,
        antiking: true,
        nonconsecutive: true,
        disjointgroups: true,
        'diagonal+': true,
        'diagonal-': true,
        extraregion: [{ cells: ['R1C1', 'R1C2'] }],
        negative: ['ratio', 'difference', 'xv'],
      }),
    ).toEqual([
      { type: 'diagonal+' },
      { type: 'diagonal-' },
      { type: 'antiknight' },
      { type: 'antiking' },
      { type: 'nonconsecutive' },
      { type: 'disjointgroups' },
      { type: 'extraregion', cells: [0, 1] },
      { type: 'negative', of: 'kropki-black' },
      { type: 'negative', of: 'kropki-white' },
      { type: 'negative', of: 'xv' },
    ]);
    // false flags and empty lists say nothing; cosmetic shapes are ignored.
    expect(
      constraintsOf({
        antiking: false,
        arrow: [],
        line: [{ lines: [['R1C1', 'R1C2']] }],
        text: [{ cells: ['R1C1'], value: 'hi' }],
        cage: [{ cells: ['R1C1'] }],
        cosmeticFoo: 1,
      }),
    ).toEqual([]);
  });

  it('irregular regions only when they differ from the boxes; the solution when complete', () => {
    const regions = '111222333111222363411522363441552363445555666444455966777788996778889999777888899';
    const value = fpuzzle(9, '.'.repeat(81), { solution: [...WIKIPEDIA.solution].map(Number) });
    value.grid.forEach((row, r) => {
      row.forEach((cell, c) => {
        Object.assign(cell, { region: Number(regions[r * 9 + c]) - 1 });
      });
    });
    const puzzle = readFpuzzles(link(value));
    expect([...puzzle.regionOf!].map((r) => r + 1).join('')).toBe(regions);
    expect(puzzle.solution?.length).toBe(81);
    const boxes = fpuzzle(6, '.'.repeat(36));
    boxes.grid.forEach((row, r) => {
      row.forEach((cell, c) => {
        Object.assign(cell, { region: Math.floor(r / 2) * 2 + Math.floor(c / 3) });
      });
    });
    expect(readFpuzzles(link(boxes)).regionOf).toBeUndefined();
  });

  it('refuses what it cannot read, by name, never dropping a rule', () => {
    expect(problem(() => read({ 'sudoku-x-sums': [{ cell: 'R0C1', value: 3 }] })).message).toBe(
      "f-puzzles 'sudoku-x-sums' is not supported yet: the puzzle's rules cannot be read without it",
    );
    expect(problem(() => read({ lockout: [{ lines: [['R1C1', 'R1C2']] }], fogofwar: ['R1C1'] })).message).toMatch(
      /'lockout', 'fogofwar' are not supported yet/u,
    );
    // A drawn cage with a value may be a killer cage drawn with the cosmetic tool: refused by name.
    expect(
      problem(() => read({ cage: [{ cells: ['R1C1'] }, { cells: ['R1C2', 'R1C3'], value: '12' }] })).message,
    ).toMatch(/^this puzzle has a drawn cage with a value \(f-puzzles cage 2, "12"\)/u);
    expect(problem(() => read({ cage: [{ cells: ['R1C1'], value: 7 }] })).problem).toBe('unsupported');
    expect(problem(() => read({ killercage: [{ cells: ['R1C1'], value: '?' }] })).message).toMatch(
      /^this puzzle has a killer cage we cannot read: f-puzzles killer cage 1 has the value "\?"/u,
    );
    expect(problem(() => read({ killercage: [{ cells: ['R10C1'], value: 3 }] })).message).toMatch(
      /killer cage 1: cell R10C1 is not on the board/u,
    );
    expect(problem(() => read({ thermometer: [{ lines: [['R1C1', 'R1C3']] }] })).message).toBe(
      'f-puzzles thermometer 1 (thermo): cells [1,1] and [1,3] of "cells" are not neighbours (a line steps to an adjacent cell, diagonals included)',
    );
    expect(problem(() => read({ xv: [{ cells: ['R1C1', 'R1C2'], value: 'Y' }] })).message).toMatch(/not X or V/u);
    expect(problem(() => read({ negative: ['foglight'] })).message).toMatch(
      /negative constraint 'foglight' is not supported yet/u,
    );
    expect(problem(() => read({ littlekillersum: [{ cell: 'R0C0', direction: 'UL', value: 3 }] })).message).toMatch(
      /points off the board/u,
    );
    expect(problem(() => readFpuzzles(link(fpuzzle(8, '.'.repeat(64))))).message).toMatch(/8×8/u);
    expect(problem(() => readFpuzzles('hello world')).problem).toBe('not-a-link');
    expect(problem(() => readFpuzzles('https://f-puzzles.com/?load=AAAA')).problem).toMatch(/damaged|not-json/u);
  });
});

/** A puzzle's constraints as a set, in the form the f-puzzles reader gives them back. */
function normal(puzzle: ImportedPuzzle) {
  const items = new Set<string>();
  for (const c of puzzle.constraints) {
    if (c.type === 'odd' || c.type === 'even' || c.type === 'minimum' || c.type === 'maximum') {
      for (const cell of c.cells) items.add(JSON.stringify({ type: c.type, cell }));
    } else if (c.type === 'arrow') items.add(JSON.stringify({ ...c, circle: [...c.circle].sort((a, b) => a - b) }));
    else if ((c.type === 'kropki-white' && c.value === 1) || (c.type === 'kropki-black' && c.value === 2))
      items.add(JSON.stringify({ type: c.type, cells: c.cells }));
    else items.add(JSON.stringify(c));
  }
  return { ...puzzle, constraints: [...items].sort() };
}

describe('writeFpuzzles', () => {
  it('writes a link that reads back to the same puzzle', () => {
    const puzzleArb = fc
      .tuple(
        fc.constantFrom(6, 9),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
        fc.option(
          fc.string({ maxLength: 12 }).filter((t) => t.trim() !== ''),
          { nil: undefined },
        ),
      )
      .chain(([n, digits, title]) =>
        fc.array(constraintArb(n), { maxLength: 8 }).map((list) => ({
          size: n,
          givens: Uint8Array.from(digits.slice(0, n * n).map((d) => d % (n + 1))),
          constraints: list.filter(
            (c): c is Constraint => c !== null && c.type !== 'slow-thermo' && c.type !== 'windows',
          ),
          ...(title !== undefined ? { title } : {}),
        })),
      );
    fc.assert(
      fc.property(puzzleArb, (puzzle) => {
        expect(normal(readFpuzzles(writeFpuzzles(puzzle)))).toEqual(normal(puzzle));
      }),
      { numRuns: 400 },
    );
  });

  it('keeps irregular regions and the solution', () => {
    const regionOf = Uint8Array.from(
      '111222333111222363411522363441552363445555666444455966777788996778889999777888899',
      (ch) => Number(ch) - 1,
    );
    const solution = Uint8Array.from(WIKIPEDIA.solution, Number);
    const puzzle: ImportedPuzzle = {
      size: 9,
      givens: new Uint8Array(81),
      regionOf,
      constraints: [{ type: 'antiking' }],
      solution,
      author: 'A',
      rules: 'R',
    };
    expect(readFpuzzles(writeFpuzzles(puzzle))).toEqual(puzzle);
  });
});

describe('readFpuzzles on anything', () => {
  it('answers a puzzle or one FormatError, never another exception', () => {
    const cellName = fc.oneof(
      fc.tuple(fc.integer({ min: -1, max: 11 }), fc.integer({ min: -1, max: 11 })).map(([r, c]) => `R${r}C${c}`),
      fc.jsonValue({ maxDepth: 0 }),
    );
    const part = fc.record(
      {
        cells: fc.oneof(fc.array(cellName, { maxLength: 5 }), fc.jsonValue({ maxDepth: 1 })),
        cell: cellName,
        lines: fc.oneof(
          fc.array(fc.array(cellName, { maxLength: 5 }), { maxLength: 2 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        value: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.string({ maxLength: 3 }), fc.constantFrom('X', 'V')),
        values: fc.array(fc.integer({ min: -1, max: 11 }), { maxLength: 5 }),
        cloneCells: fc.array(cellName, { maxLength: 5 }),
        direction: fc.constantFrom('UR', 'DR', 'DL', 'UL', 'XX'),
      },
      { requiredKeys: [] },
    );
    const keys = [
      'killercage',
      'cage',
      'arrow',
      'thermometer',
      'difference',
      'ratio',
      'xv',
      'littlekillersum',
      'sandwichsum',
      'whispers',
      'renban',
      'palindrome',
      'betweenline',
      'regionsumline',
      'odd',
      'even',
      'minimum',
      'maximum',
      'quadruple',
      'clone',
      'extraregion',
      'negative',
      'antiking',
      'diagonal+',
      'lockout',
    ];
    const extra = fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(
        fc.array(part, { maxLength: 3 }),
        fc.boolean(),
        fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 }),
      ),
      { maxKeys: 3 },
    );
    fc.assert(
      fc.property(extra, (fields) => {
        try {
          readFpuzzles(link(fpuzzle(9, '.'.repeat(81), fields)));
        } catch (error) {
          expect(error).toBeInstanceOf(FormatError);
        }
      }),
      { numRuns: 1500, seed: 2602 },
    );
  });
});
