import { describe, expect, it } from 'vitest';
import {
  geometryFor,
  isConnected,
  parseCages,
  parseGrid,
  parseRecord,
  parseRegions,
  PuzzleInputError,
  validateRecord,
} from './parse.ts';
import { parsePuzzle } from './parse-links.ts';
import { gridToString } from './symbols.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from './fixtures/datasets.ts';

const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const JIGSAW_REGIONS = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';

/** The PuzzleInputError a call throws (fails the test if it does not throw one). */
function inputError(run: () => unknown): PuzzleInputError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PuzzleInputError);
    return error as PuzzleInputError;
  }
  throw new Error('expected a PuzzleInputError, but nothing was thrown');
}

describe('parseGrid', () => {
  it('reads digits, with "." and "0" as blanks', () => {
    const grid = parseGrid(WIKIPEDIA.replaceAll('.', '0'), 9);
    expect(gridToString(grid)).toBe(WIKIPEDIA);
    expect(grid[0]).toBe(5);
    expect(grid[2]).toBe(0);
  });

  it('reads a pretty-printed grid: | + - separators, spaces and line breaks ignored', () => {
    const pretty = `
      5 3 . | . 7 . | . . .
      6 . . | 1 9 5 | . . .
      . 9 8 | . . . | . 6 .
      ------+-------+------
      8 . . | . 6 . | . . 3
      4 . . | 8 . 3 | . . 1
      7 . . | . 2 . | . . 6
      ------+-------+------
      . 6 . | . . . | 2 8 .
      . . . | 4 1 9 | . . 5
      . . . | . 8 . | . 7 9
    `;
    expect(gridToString(parseGrid(pretty, 9))).toBe(WIKIPEDIA);
    expect(gridToString(parseGrid(WIKIPEDIA.replace(/(.{9})/gu, '$1\r\n'), 9))).toBe(WIKIPEDIA);
  });

  it('says how many cells it got when the length is wrong', () => {
    expect(inputError(() => parseGrid(WIKIPEDIA.slice(0, 80), 9)).message).toBe(
      'expected 81 cells, got 80 in the puzzle',
    );
    expect(inputError(() => parseGrid(`${WIKIPEDIA}1`, 9)).message).toBe('expected 81 cells, got 82 in the puzzle');
    expect(inputError(() => parseGrid('1234', 9)).message).toBe('expected 81 cells, got 4 in the puzzle');
    expect(inputError(() => parseGrid(' | - ', 9)).message).toBe('the puzzle is empty: expected 81 cells');
    expect(inputError(() => parseGrid('123', 4)).message).toBe('expected 16 cells, got 3 in the puzzle');
  });

  it('names an unknown symbol with its row and column', () => {
    const bad = `${WIKIPEDIA.slice(0, 21)}x${WIKIPEDIA.slice(22)}`; // cell 21 = row 3, column 4
    const error = inputError(() => parseGrid(bad, 9));
    expect(error.message).toBe("unknown symbol 'x' in the puzzle at row 3, column 4");
    expect(error.code).toBe('bad_input');
    expect(inputError(() => parseGrid(`H${'.'.repeat(255)}`, 16)).message).toContain("unknown symbol 'H'");
  });

  it('names control characters, NUL bytes and invisible characters in words, never raw', () => {
    const at = (ch: string, cell: number) =>
      inputError(() => parseGrid(`${WIKIPEDIA.slice(0, cell)}${ch}${WIKIPEDIA.slice(cell + 1)}`, 9)).message;
    expect(at('\u0001', 0)).toBe('unknown symbol U+0001 (a control character) in the puzzle at row 1, column 1');
    expect(at('\u0000', 20)).toBe('unknown symbol U+0000 (a NUL byte) in the puzzle at row 3, column 3');
    expect(at('\u007f', 80)).toBe('unknown symbol U+007F (a control character) in the puzzle at row 9, column 9');
    expect(at('\u200b', 9)).toBe(
      'unknown symbol U+200B (an invisible formatting character) in the puzzle at row 2, column 1',
    );
    expect(at('\ufffd', 1)).toBe(
      'unknown symbol U+FFFD (the replacement character: bytes that are not UTF-8) in the puzzle at row 1, column 2',
    );
  });

  it('rejects symbols beyond the board size with the allowed range', () => {
    expect(inputError(() => parseGrid(`5${'.'.repeat(15)}`, 4)).message).toBe(
      "symbol '5' in the puzzle at row 1, column 1 is not a digit of a 4×4 board (1–4)",
    );
    expect(inputError(() => parseGrid(`${'.'.repeat(40)}A${'.'.repeat(40)}`, 9)).message).toBe(
      "symbol 'A' in the puzzle at row 5, column 5 is not a digit of a 9×9 board (1–9)",
    );
    expect(inputError(() => parseGrid(`${'.'.repeat(7)}7${'.'.repeat(28)}`, 6)).message).toContain('row 2, column 2');
  });

  it('reads 16×16 symbols 1–9 then A–G, case-insensitively', () => {
    const row = '123456789ABCDEFG';
    const grid = parseGrid(row.toLowerCase() + '.'.repeat(240), 16);
    expect(Array.from(grid.slice(0, 16))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(gridToString(grid).slice(0, 16)).toBe(row);
    expect(gridToString(parseGrid(row + '.'.repeat(240), 16))).toBe(gridToString(grid));
  });
});

describe('parseRegions', () => {
  it('keeps labels that are already 1..n', () => {
    const { regionOf, regions } = parseRegions(JIGSAW_REGIONS, 9);
    expect(regions).toBe(JIGSAW_REGIONS);
    expect(regionOf[0]).toBe(8);
    expect(regionOf[80]).toBe(5);
  });

  it('renumbers other labels by first appearance and ignores whitespace', () => {
    const letters = JIGSAW_REGIONS.replace(/\d/gu, (d) => 'abcdefghi'[Number(d) - 1]!).replace(/(.{9})/gu, '$1\n');
    // First appearances in reading order: i (9), h (8), e (5), c (3), a (1), b (2), d (4), g (7), f (6).
    const { regions } = parseRegions(letters, 9);
    const renumber: Record<string, string> = {
      '9': '1',
      '8': '2',
      '5': '3',
      '3': '4',
      '1': '5',
      '2': '6',
      '4': '7',
      '7': '8',
      '6': '9',
    };
    expect(regions).toBe(JIGSAW_REGIONS.replace(/\d/gu, (d) => renumber[d]!));
  });

  it('rejects a map of the wrong size', () => {
    expect(inputError(() => parseRegions(JIGSAW_REGIONS.slice(1), 9)).message).toBe(
      'region map: expected 81 cells, got 80',
    );
  });

  it('rejects the wrong number of labels', () => {
    const tenLabels = `0${JIGSAW_REGIONS.slice(1)}`;
    expect(inputError(() => parseRegions(tenLabels, 9)).message).toMatch(
      /^region map: expected 9 different region labels, got 10/u,
    );
    expect(inputError(() => parseRegions('1'.repeat(81), 9)).message).toMatch(
      /expected 9 different region labels, got 1/u,
    );
  });

  it('rejects a region that does not have n cells', () => {
    // Move r1c1 from region 9 to region 8: 9 has 8 cells, 8 has 10.
    const uneven = `8${JIGSAW_REGIONS.slice(1)}`;
    expect(inputError(() => parseRegions(uneven, 9)).message).toBe("region map: region '8' has 10 cells, expected 9");
  });

  it('rejects a region that is not connected, naming where it starts', () => {
    // Classic boxes with r1c1 (box 1) and r4c4 (box 5) swapped: both keep 9 cells, neither is connected.
    const boxes = '111222333111222333111222333444555666444555666444555666777888999777888999777888999';
    const swapped = `5${boxes.slice(1, 30)}1${boxes.slice(31)}`;
    expect(inputError(() => parseRegions(swapped, 9)).message).toBe(
      "region map: region '5' is not connected (starting at r1c1)",
    );
  });

  it('isConnected follows orthogonal steps only, without wrapping around rows', () => {
    expect(isConnected([0, 1, 10], 9)).toBe(true);
    expect(isConnected([0, 10], 9)).toBe(false); // diagonal neighbours
    expect(isConnected([8, 9], 9)).toBe(false); // r1c9 and r2c1 are adjacent in reading order only
  });
});

describe('parseCages', () => {
  it('reads the JSON form with 0-based cells', () => {
    expect(parseCages('[{"sum": 3, "cells": [0, 1]}, {"sum": 17, "cells": [9, 10]}]', 9)).toEqual([
      { sum: 3, cells: [0, 1] },
      { sum: 17, cells: [9, 10] },
    ]);
  });

  it('reads the text form: sum=cells; with indices or r1c1 names, ":" or "=", lines or ";"', () => {
    expect(parseCages('3=0,1; 17 : r2c1, r2c2\n10=R3C1 r3c2', 9)).toEqual([
      { sum: 3, cells: [0, 1] },
      { sum: 17, cells: [9, 10] },
      { sum: 10, cells: [18, 19] },
    ]);
  });

  it('accepts an already parsed list', () => {
    expect(parseCages([{ sum: 4, cells: [0, 'r1c2'] }], 9)).toEqual([{ sum: 4, cells: [0, 1] }]);
  });

  it('names a cell index that is not a whole number as typed', () => {
    expect(
      inputError(() => parseCages('[{"sum": 3, "cells": [0, 1]}, {"sum": 3, "cells": [1.5, 2]}]', 9)).message,
    ).toBe('cage 2: cell 1.5 is not a whole number (cells are 0–80 or r1c1)');
    expect(inputError(() => parseCages('3=2,0.5', 9)).message).toBe(
      'cage 1: cell 0.5 is not a whole number (cells are 0–80 or r1c1)',
    );
    // An empty cell between commas is named, never dropped (which would change the cage).
    for (const text of ['3=0,1; 4=,2', '3=0,,1', '3=0,1,']) {
      expect(inputError(() => parseCages(text, 9)).message).toMatch(
        /^cage \d: an empty cell in '.*' \(a comma with no cell beside it\)$/u,
      );
    }
    expect(inputError(() => parseCages('[{"sum": 3, "cells": [-0.5, 2]}]', 9)).message).toMatch(
      /^cage 1: cell -0.5 is not a whole number/u,
    );
  });

  it('rejects cells off the board', () => {
    expect(inputError(() => parseCages('3=80,81', 9)).message).toBe(
      'cage 1: cell 81 is off the board (cells are 0–80)',
    );
    expect(inputError(() => parseCages('3=0,1; 4=r10c1,r9c9', 9)).message).toBe(
      'cage 2: cell r10c1 is off the board (rows and columns 1–9)',
    );
    expect(inputError(() => parseCages('[{"sum": 3, "cells": [-1, 0]}]', 9)).message).toBe(
      'cage 1: cell -1 is off the board (cells are 0–80)',
    );
    expect(inputError(() => parseCages('3=0,b7', 9)).message).toBe(
      "cage 1: 'b7' is not a cell (use 0-based indices or r1c1)",
    );
  });

  it('rejects overlapping cages and repeated cells', () => {
    expect(inputError(() => parseCages('3=0,1; 4=1,2', 9)).message).toBe('cages 1 and 2 overlap at cell 1 (r1c2)');
    expect(inputError(() => parseCages('3=0,r1c1', 9)).message).toBe('cage 1: cell 0 (r1c1) is listed twice');
  });

  it('rejects sums no set of distinct digits can make', () => {
    expect(inputError(() => parseCages('2=0,1', 9)).message).toBe(
      'cage 1: sum 2 is impossible for 2 different digits (3–17)',
    );
    expect(inputError(() => parseCages('18=0,1', 9)).message).toBe(
      'cage 1: sum 18 is impossible for 2 different digits (3–17)',
    );
    expect(inputError(() => parseCages('10=0', 9)).message).toBe(
      'cage 1: sum 10 is impossible for 1 different digits (1–9)',
    );
    expect(parseCages('17=0,1', 9)).toHaveLength(1);
  });

  it('rejects malformed lists with a clear reason', () => {
    expect(inputError(() => parseCages('[{"sum": 3, "cells": [0, 1]', 9)).message).toMatch(/^cages: malformed JSON/u);
    expect(inputError(() => parseCages('[]', 9)).message).toBe('cages: the cage list is empty');
    expect(inputError(() => parseCages('  ', 9)).message).toBe('cages: the cage list is empty');
    expect(inputError(() => parseCages('3=0,1; oops', 9)).message).toBe(
      "cage 2: expected 'sum=cell,cell,…', got 'oops'",
    );
    expect(inputError(() => parseCages('[{"sum": "3", "cells": [0, 1]}]', 9)).message).toBe(
      'cage 1: "sum" must be a whole number, got "3"',
    );
    expect(inputError(() => parseCages('[{"sum": 10.5, "cells": [0, 1]}]', 9)).message).toBe(
      'cage 1: "sum" must be a whole number, got 10.5',
    );
    expect(inputError(() => parseCages('[{"cells": [0, 1]}]', 9)).message).toBe(
      'cage 1: "sum" must be a whole number, got none',
    );
  });

  it('names a sum too large for a number (1e400 reads as Infinity) as that, not as null', () => {
    expect(inputError(() => parseCages('[{"sum": 1e400, "cells": [0, 1]}]', 9)).message).toBe(
      'cage 1: "sum" must be a whole number, got a number too large to hold (beyond 1.8e308)',
    );
    expect(inputError(() => parseCages('[{"sum": -1e400, "cells": [0, 1]}]', 9)).message).toBe(
      'cage 1: "sum" must be a whole number, got a number too large to hold (beyond -1.8e308)',
    );
    expect(
      inputError(() =>
        parsePuzzle(`{"variant":"killer","puzzle":"${'.'.repeat(81)}","cages":[{"sum":1e400,"cells":[0,1]}]}`),
      ).message,
    ).toBe('cage 1: "sum" must be a whole number, got a number too large to hold (beyond 1.8e308)');
    expect(inputError(() => parseCages('[{"sum": 3, "cells": []}]', 9)).message).toBe(
      'cage 1: "cells" must be a non-empty list of cells',
    );
    expect(inputError(() => parseCages('[[3, 0, 1]]', 9)).message).toBe(
      'cage 1: expected an object with "sum" and "cells"',
    );
    expect(inputError(() => parseCages(`45=${Array.from({ length: 10 }, (_, i) => i).join(',')}`, 9)).message).toBe(
      'cage 1: 10 cells, but a cage holds at most 9 different digits',
    );
  });
});

describe('records', () => {
  it('parseRecord reads a stored record', () => {
    const record = parseRecord(
      `{"id": "classic-easy-0001", "variant": "classic", "level": "easy", "puzzle": "${WIKIPEDIA}", "clues": 30, "seed": 7}`,
    );
    expect(record.puzzle).toBe(WIKIPEDIA);
    expect(record.clues).toBe(30);
  });

  it('rejects malformed JSON and wrong field types, naming the field', () => {
    expect(inputError(() => parseRecord('{"puzzle": ')).message).toMatch(/^malformed JSON record/u);
    expect(inputError(() => parseRecord('[1, 2]')).message).toBe(
      'record: expected a JSON object with a "puzzle" field',
    );
    expect(inputError(() => parseRecord('{"variant": "classic"}')).message).toBe('record: "puzzle" must be a string');
    expect(inputError(() => parseRecord(`{"puzzle": "${WIKIPEDIA}", "variant": "samurai"}`)).message).toMatch(
      /^record: unknown variant 'samurai' \(classic, 4x4/u,
    );
    expect(inputError(() => parseRecord(`{"puzzle": "${WIKIPEDIA}", "clues": -1}`)).message).toBe(
      'record: "clues" must be a whole number',
    );
    expect(inputError(() => parseRecord(`{"puzzle": "${WIKIPEDIA}", "solution": 5}`)).message).toBe(
      'record: "solution" must be a string',
    );
    expect(inputError(() => parseRecord(`{"puzzle": "${WIKIPEDIA}", "techniques": [1]}`)).message).toBe(
      'record: "techniques" must be a list of names',
    );
    expect(inputError(() => validateRecord({ puzzle: WIKIPEDIA, cages: 'x' })).message).toBe(
      'record: "cages" must be a list of {sum, cells}',
    );
  });
});

describe('parsePuzzle', () => {
  it('defaults to classic and shares one geometry per fixed variant', () => {
    const puzzle = parsePuzzle(WIKIPEDIA);
    expect(puzzle.geometry.variant).toBe('classic');
    expect(puzzle.geometry).toBe(geometryFor('classic'));
    expect(gridToString(puzzle.givens)).toBe(WIKIPEDIA);
  });

  it('infers 4x4, 6x6 and 16x16 from the cell count', () => {
    expect(parsePuzzle('.'.repeat(16)).geometry.variant).toBe('4x4');
    expect(parsePuzzle('.'.repeat(36)).geometry.variant).toBe('6x6');
    expect(parsePuzzle('.'.repeat(256)).geometry.variant).toBe('16x16');
    expect(parsePuzzle('.'.repeat(81), { variant: 'hyper' }).geometry.variant).toBe('hyper');
  });

  it('rejects an unknown variant and a grid of the wrong size for the variant', () => {
    expect(inputError(() => parsePuzzle(WIKIPEDIA, { variant: 'samurai' })).message).toMatch(
      /^unknown variant 'samurai'/u,
    );
    expect(inputError(() => parsePuzzle('.'.repeat(16), { variant: 'classic' })).message).toBe(
      'expected 81 cells, got 16 in the puzzle',
    );
  });

  it('reads irregular puzzles with a region map, and demands one', () => {
    const puzzle = parsePuzzle('.'.repeat(81), { regions: JIGSAW_REGIONS });
    expect(puzzle.geometry.variant).toBe('irregular');
    expect(puzzle.geometry.regions).toBe(JIGSAW_REGIONS);
    // The same map again reuses the geometry (and with it the solver's buffers).
    expect(parsePuzzle('.'.repeat(81), { variant: 'irregular', regions: JIGSAW_REGIONS }).geometry).toBe(
      puzzle.geometry,
    );
    expect(inputError(() => parsePuzzle('.'.repeat(81), { variant: 'irregular' })).message).toBe(
      'irregular puzzles need a region map (--regions MAP or "regions" in the record)',
    );
  });

  it('reads killer puzzles with cages, and demands them', () => {
    const puzzle = parsePuzzle('.'.repeat(81), { cages: '3=0,1' });
    expect(puzzle.geometry.variant).toBe('killer');
    expect(puzzle.geometry.cages).toEqual([{ sum: 3, cells: [0, 1] }]);
    expect(inputError(() => parsePuzzle('.'.repeat(81), { variant: 'killer' })).message).toBe(
      'killer puzzles need cages (--cages SPEC or "cages" in the record)',
    );
  });

  it('rejects a puzzle with both a region map and cages, naming where each came from', () => {
    const cages = '[{"sum": 3, "cells": [0, 1]}]';
    expect(inputError(() => parsePuzzle(WIKIPEDIA, { regions: JIGSAW_REGIONS, cages })).message).toBe(
      'a puzzle takes a region map (irregular) or cages (killer), not both: got --regions and --cages',
    );
    const record = { puzzle: WIKIPEDIA, regions: JIGSAW_REGIONS, cages: [{ sum: 3, cells: [0, 1] }] };
    expect(inputError(() => parsePuzzle(record)).message).toBe(
      'a puzzle takes a region map (irregular) or cages (killer), not both: got "regions" in the record and "cages" in the record',
    );
    expect(
      inputError(() =>
        parsePuzzle(
          { puzzle: WIKIPEDIA, variant: 'killer', cages: [{ sum: 3, cells: [0, 1] }] },
          { regions: JIGSAW_REGIONS },
        ),
      ).message,
    ).toBe(
      'a puzzle takes a region map (irregular) or cages (killer), not both: got --regions and "cages" in the record',
    );
  });

  it('rejects regions or cages for variants that do not use them', () => {
    expect(inputError(() => parsePuzzle(WIKIPEDIA, { variant: 'classic', regions: JIGSAW_REGIONS })).message).toBe(
      'a region map only applies to irregular puzzles, not classic',
    );
    expect(inputError(() => parsePuzzle(WIKIPEDIA, { variant: 'diagonal', cages: '3=0,1' })).message).toBe(
      'cages only apply to killer puzzles, not diagonal',
    );
  });

  it('reads JSON record text and record objects; the record wins over the options', () => {
    const text = JSON.stringify({ variant: 'killer', puzzle: '.'.repeat(81), cages: [{ sum: 3, cells: [0, 1] }] });
    const fromText = parsePuzzle(`  ${text}\n`, { variant: 'classic' });
    expect(fromText.geometry.variant).toBe('killer');
    expect(fromText.geometry.cages).toEqual([{ sum: 3, cells: [0, 1] }]);
    const fromObject = parsePuzzle(
      { variant: 'irregular', puzzle: '.'.repeat(81), regions: JIGSAW_REGIONS },
      { regions: 'ignored' },
    );
    expect(fromObject.geometry.regions).toBe(JIGSAW_REGIONS);
  });

  it('passes errors of the record fields through with their reason', () => {
    const text = JSON.stringify({ variant: 'killer', puzzle: '.'.repeat(81), cages: [{ sum: 3, cells: [0, 0] }] });
    expect(inputError(() => parsePuzzle(text)).message).toBe('cage 1: cell 0 (r1c1) is listed twice');
    expect(inputError(() => parsePuzzle('{"puzzle": "12"}')).message).toBe('expected 81 cells, got 2 in the puzzle');
  });
});
