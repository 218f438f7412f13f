import { compressToBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { fpuzzle } from './formats/fpuzzles.test-helper.ts';
import { parsePlainPuzzle, PuzzleInputError, validateRecord } from './parse.ts';
import { buildGeometry } from './geometry.ts';
import { handlerOf } from './constraints/registry.ts';
import { findConflicts } from './check.ts';
import { parsePuzzle } from './parse-links.ts';

const EMPTY = '.'.repeat(81);
const link = (value: unknown) => `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(value))}`;

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PuzzleInputError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('parsePuzzle with constraints', () => {
  it('reads a record with "constraints" (cells [row, column], 1-based) into the geometry (0-based)', () => {
    const { geometry } = parsePuzzle({
      puzzle: EMPTY,
      constraints: [
        {
          type: 'thermo',
          cells: [
            [9, 4],
            [8, 3],
            [7, 2],
          ],
        },
        { type: 'antiking' },
      ],
    });
    expect(geometry.variant).toBe('classic');
    expect(geometry.constraints).toEqual([{ type: 'thermo', cells: [75, 65, 55] }, { type: 'antiking' }]);
  });

  it('"variant": "constraints" is the preset the size and regions name', () => {
    expect(
      parsePuzzle({
        variant: 'constraints' as never,
        puzzle: '.'.repeat(36),
        constraints: [{ type: 'odd', cells: [[1, 1]] }],
      }).geometry.variant,
    ).toBe('6x6');
    const regions = '111222333111222363411522363441552363445555666444455966777788996778889999777888899';
    expect(
      parsePuzzle(JSON.stringify({ variant: 'constraints', puzzle: EMPTY, regions, constraints: [] })).geometry.variant,
    ).toBe('irregular');
    expect(problem(() => validateRecord({ variant: 'constraints', puzzle: EMPTY }))).toMatch(
      /needs a "constraints" list/u,
    );
  });

  it('a preset with constraints on top: killer cages and a thermo', () => {
    const cages = [{ sum: 3, cells: [0, 1] }];
    const { geometry } = parsePuzzle({
      variant: 'killer',
      puzzle: EMPTY,
      cages,
      constraints: [
        {
          type: 'thermo',
          cells: [
            [9, 1],
            [9, 2],
          ],
        },
      ],
    });
    expect(geometry.cages).toEqual(cages);
    expect(geometry.constraints).toEqual([{ type: 'thermo', cells: [72, 73] }]);
  });

  it('names a bad constraint by its number and type', () => {
    expect(
      problem(() =>
        parsePuzzle({
          puzzle: EMPTY,
          constraints: [
            { type: 'antiking' },
            { type: 'antiking' },
            {
              type: 'thermo',
              cells: [
                [10, 1],
                [9, 1],
              ],
            },
          ],
        }),
      ),
    ).toBe('constraint 3 (thermo): cell [10,1] is off the board (rows and columns 1–9)');
    expect(problem(() => parsePuzzle(`{"puzzle": "${EMPTY}", "constraints": {"type": "antiking"}}`))).toMatch(
      /"constraints" must be a list/u,
    );
    expect(problem(() => parsePuzzle({ puzzle: EMPTY, constraints: [{ type: 'sandwhich', row: 1, sum: 3 }] }))).toMatch(
      /unknown constraint type "sandwhich" \(known types: /u,
    );
  });

  it('a whisper line may come back to a cell (a loop); a thermo may not', () => {
    const loop = [
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 1],
      [1, 1],
    ];
    const { geometry } = parsePuzzle({ puzzle: EMPTY, constraints: [{ type: 'whisper', cells: loop, difference: 5 }] });
    expect(geometry.constraints).toEqual([{ type: 'whisper', cells: [0, 1, 10, 9, 0], difference: 5 }]);
    expect(() => parsePuzzle({ puzzle: EMPTY, constraints: [{ type: 'thermo', cells: loop }] })).toThrow(
      'constraint 1 (thermo): cell [1,1] is listed twice in "cells"',
    );
  });

  it('caches one geometry per shape, constraints included', () => {
    const a = parsePuzzle({ puzzle: EMPTY, constraints: [{ type: 'odd', cells: [[1, 1]] }] }).geometry;
    const b = parsePuzzle({ puzzle: EMPTY, constraints: [{ type: 'odd', cells: [[1, 1]] }] }).geometry;
    const c = parsePuzzle({ puzzle: EMPTY, constraints: [{ type: 'even', cells: [[1, 1]] }] }).geometry;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(c.constraints).toEqual([{ type: 'even', cells: [0] }]);
    expect(parsePuzzle(EMPTY).geometry.constraints).toEqual([]);
  });

  it('reads an f-puzzles link as puzzle text', () => {
    const { geometry, givens } = parsePuzzle(
      link(
        fpuzzle(9, '5'.padEnd(81, '.'), { killercage: [{ cells: ['R9C9', 'R9C8'], value: '17' }], antiknight: true }),
      ),
    );
    expect(givens[0]).toBe(5);
    expect(geometry.variant).toBe('classic');
    expect(geometry.constraints).toEqual([{ type: 'antiknight' }, { type: 'cage', cells: [80, 79], sum: 17 }]);
    expect(parsePuzzle(link(fpuzzle(4, '.'.repeat(16)))).geometry.variant).toBe('4x4');
  });

  it('a link carries its own rules: options may not change them', () => {
    const text = link(fpuzzle(9, EMPTY));
    expect(problem(() => parsePuzzle(text, { variant: 'diagonal' }))).toMatch(
      /the link is a classic puzzle .* but --variant says diagonal/u,
    );
    expect(problem(() => parsePuzzle(text, { cages: '3=0,1' }))).toMatch(/carries its own cages/u);
    expect(parsePuzzle(text, { variant: 'classic' }).geometry.variant).toBe('classic');
    expect(problem(() => parsePuzzle(link(fpuzzle(9, EMPTY, { lockout: [{ lines: [['R1C1', 'R1C2']] }] }))))).toMatch(
      /f-puzzles 'lockout' is not supported yet/u,
    );
  });
});

describe("parsePlainPuzzle and the houses-only geometry (what the player's first screen bundles)", () => {
  it('reads grids, region maps and cages as parsePuzzle does', () => {
    const killer = { variant: 'killer' as const, puzzle: EMPTY, cages: [{ sum: 3, cells: [0, 1] }] };
    expect(parsePlainPuzzle(killer).geometry.units).toEqual(parsePuzzle(killer).geometry.units);
    expect(parsePlainPuzzle('.'.repeat(81), { variant: 'diagonal' }).geometry.rules).toEqual([
      { type: 'diagonal-' },
      { type: 'diagonal+' },
    ]);
  });

  it('refuses a record with constraints, naming the parser that reads them; a link is read as a grid', () => {
    expect(
      problem(() =>
        parsePlainPuzzle({
          puzzle: EMPTY,
          constraints: [
            {
              type: 'thermo',
              cells: [
                [1, 1],
                [1, 2],
              ],
            },
          ],
        }),
      ),
    ).toMatch(/constraints: it needs the constraint reader \(parsePuzzle/u);
    expect(problem(() => parsePlainPuzzle(link(fpuzzle(9, EMPTY))))).toMatch(/unknown symbol/u);
  });

  it('buildGeometry without a handler lookup knows the houses alone; with one, every type, and the checker uses the handlers it was built with', () => {
    const thermo = { type: 'thermo' as const, cells: [0, 1, 2] };
    expect(() => buildGeometry('classic', { constraints: [thermo] })).toThrow(
      /the thermo constraint needs the full handler table/u,
    );
    const geometry = buildGeometry('classic', { constraints: [thermo], handlerOf });
    expect(geometry.handlers.map((h) => h.type)).toEqual(['thermo']);
    const grid = new Uint8Array(81);
    grid.set([3, 2], 0);
    expect(findConflicts(geometry, grid).map((c) => c.unit)).toEqual(['thermo']);
  });
});
