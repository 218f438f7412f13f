import { compressToBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { fpuzzle } from './fpuzzles.test-helper.ts';
import { FormatError } from './imported.ts';
import { isPuzzleLink, linkToRecord, readPuzzleLink } from './links.ts';
import { readSudokupad, unzipScl } from './sudokupad.ts';
import { WIKIPEDIA } from '../fixtures/datasets.ts';

function problem(run: () => unknown): FormatError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FormatError);
    return error as FormatError;
  }
  throw new Error('accepted');
}

const THERMO = fpuzzle(9, '1'.padEnd(81, '.'), { thermometer: [{ lines: [['R9C4', 'R8C3', 'R7C2']] }] });
const DATA = compressToBase64(JSON.stringify(THERMO));

/** SudokuPad's JSON of a 4×4 board: givens, regions as cell lists, cages (killer and metadata). */
function scl(extra: Record<string, unknown> = {}) {
  return {
    id: 'test',
    cellSize: 50,
    cells: [
      [{ value: 1 }, {}, {}, {}],
      [{}, {}, {}, {}],
      [{}, {}, { value: '4' }, {}],
      [{}, {}, {}, {}],
    ],
    regions: [
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ],
      [
        [0, 2],
        [0, 3],
        [1, 2],
        [1, 3],
      ],
      [
        [2, 0],
        [2, 1],
        [3, 0],
        [3, 1],
      ],
      [
        [2, 2],
        [2, 3],
        [3, 2],
        [3, 3],
      ],
    ],
    cages: [
      { value: 'title: Tiny' },
      { value: 'author: Someone' },
      {
        cells: [
          [3, 2],
          [3, 3],
        ],
        value: 7,
        unique: true,
      },
    ],
    ...extra,
  };
}

describe('SudokuPad links', () => {
  it('reads f-puzzles payloads in each link form', () => {
    const expected = readPuzzleLink(`https://www.f-puzzles.com/?load=${DATA}`);
    expect(expected.constraints).toEqual([{ type: 'thermo', cells: [75, 65, 55] }]);
    for (const link of [
      `https://sudokupad.app/fpuzzles${DATA}`,
      `https://sudokupad.app/sudoku/fpuzzles${DATA}`,
      `https://app.crackingthecryptic.com/sudoku/fpuzzles${encodeURIComponent(DATA)}`,
      `https://sudokupad.app/?puzzleid=fpuzzles${encodeURIComponent(DATA)}`,
      `fpuzzles${DATA}`,
    ]) {
      expect(isPuzzleLink(link)).toBe(true);
      expect(readPuzzleLink(link)).toEqual(expected);
    }
  });

  it('a short id needs the network: a clear error', () => {
    const error = problem(() => readSudokupad('https://sudokupad.app/8bNmDd4J9G'));
    expect(error.problem).toBe('needs-network');
    expect(error.message).toMatch(/kept on SudokuPad's server, and Sudoku Forge does not go online/u);
  });

  it('scl/ctc payloads: givens, regions, killer cages with sums, the metadata', () => {
    const plain = `https://sudokupad.app/ctc${compressToBase64(JSON.stringify(scl({ metadata: { rules: 'Normal.' } })))}`;
    const puzzle = readPuzzleLink(plain);
    expect([...puzzle.givens]).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0]);
    expect(puzzle).toMatchObject({
      size: 4,
      title: 'Tiny',
      author: 'Someone',
      rules: 'Normal.',
      constraints: [{ type: 'cage', cells: [14, 15], sum: 7 }],
    });
    expect(puzzle.regionOf).toBeUndefined();
    expect(linkToRecord(plain)).toEqual({
      variant: '4x4',
      puzzle: '1.........4.....',
      constraints: [
        {
          type: 'cage',
          cells: [
            [4, 3],
            [4, 4],
          ],
          sum: 7,
        },
      ],
    });
  });

  it('reads SudokuPad’s zipped JSON', () => {
    // As SudokuPad zips it: short names, no quotes on names, single quotes, empty objects left out.
    const zipped =
      "{id:'test',cs:50,ce:[[{v:1},,,],[,,,],[,,{v:4},],[,,,]],ca:[{v:'title: It\\'s tiny'},{ce:[[3,2],[3,3]],v:7,unique:t}],global:['antiking']}";
    expect(unzipScl(zipped)).toEqual({
      id: 'test',
      cellSize: 50,
      cells: [
        [{ value: 1 }, {}, {}, {}],
        [{}, {}, {}, {}],
        [{}, {}, { value: 4 }, {}],
        [{}, {}, {}, {}],
      ],
      cages: [
        { value: "title: It's tiny" },
        {
          cells: [
            [3, 2],
            [3, 3],
          ],
          value: 7,
          unique: true,
        },
      ],
      global: ['antiking'],
    });
    const puzzle = readSudokupad(`scl${compressToBase64(zipped)}`);
    expect(puzzle.title).toBe("It's tiny");
    expect(puzzle.constraints).toEqual([{ type: 'cage', cells: [14, 15], sum: 7 }, { type: 'antiking' }]);
  });

  it('irregular regions, as a region map in the record', () => {
    const regions = [
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [1, 0],
      ],
      [
        [0, 3],
        [1, 1],
        [1, 2],
        [1, 3],
      ],
      [
        [2, 0],
        [2, 1],
        [3, 0],
        [3, 1],
      ],
      [
        [2, 2],
        [2, 3],
        [3, 2],
        [3, 3],
      ],
    ];
    const puzzle = readPuzzleLink(`ctc${compressToBase64(JSON.stringify(scl({ regions })))}`);
    expect([...puzzle.regionOf!]).toEqual([0, 0, 0, 1, 0, 1, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3]);
    expect(problem(() => linkToRecord(`ctc${compressToBase64(JSON.stringify(scl({ regions })))}`)).message).toMatch(
      /irregular regions on a 4×4 board are not supported yet/u,
    );
  });

  it('names what cannot be recovered: drawings, unknown globals, cages of unknown kind', () => {
    const lines = {
      lines: [
        {
          wayPoints: [
            [0.5, 0.5],
            [1.5, 1.5],
          ],
          color: '#CFCFCF',
          thickness: 21,
        },
      ],
      underlays: [{ center: [0.5, 0.5] }],
    };
    expect(problem(() => readPuzzleLink(`ctc${compressToBase64(JSON.stringify(scl(lines)))}`)).message).toMatch(
      /^this SudokuPad puzzle draws 1 lines, 1 underlays, and SudokuPad does not say which rule a drawing is/u,
    );
    expect(
      problem(() => readPuzzleLink(`ctc${compressToBase64(JSON.stringify(scl({ global: ['antifoo'] })))}`)).message,
    ).toBe("SudokuPad's global rule 'antifoo' is not supported yet");
    const odd = scl({ cages: [{ cells: [[0, 0]], style: 'box', unique: false }] });
    expect(problem(() => readPuzzleLink(`ctc${compressToBase64(JSON.stringify(odd))}`)).problem).toBe('unsupported');
    expect(
      problem(() =>
        readPuzzleLink(`ctc${compressToBase64(JSON.stringify(scl({ cages: [{ cells: [[0, 0]], value: '?' }] })))}`),
      ).message,
    ).toMatch(/killer cage we cannot read/u);
  });

  it('tells links from grids, records and file names', () => {
    for (const text of [WIKIPEDIA.puzzle, '{"puzzle": "1"}', 'puzzles.txt', './N4Ig', 'hello']) {
      expect(isPuzzleLink(text)).toBe(false);
    }
    for (const text of [
      `https://www.f-puzzles.com/?load=${DATA}`,
      `f-puzzles.com/?load=${DATA}`,
      DATA,
      'https://sudokupad.app/abc',
    ])
      expect(isPuzzleLink(text)).toBe(true);
  });

  it('another web address (a tinyurl) needs the network: named, not taken for a file', () => {
    expect(isPuzzleLink('https://tinyurl.com/29ky3dfn')).toBe(true);
    const error = problem(() => readPuzzleLink('https://tinyurl.com/29ky3dfn'));
    expect(error.problem).toBe('needs-network');
    expect(error.message).toMatch(/does not go online to follow a link to tinyurl\.com: open it in a browser/u);
  });

  // Linear time: a quadratic scan of these 1 MiB lines (10¹² steps) would never end, which the
  // test's own hang guard catches (20 s); no time is measured (speed is the bench's).
  it('tells them apart in linear time (a stream line may be 1 MiB)', { timeout: 20_000 }, () => {
    for (const text of ['a/'.repeat(500_000), `x/load${'?'.repeat(1_000_000)}`, `N4Ig${'A'.repeat(1_000_000)}!`])
      expect(isPuzzleLink(text)).toBe(false);
  });
});
