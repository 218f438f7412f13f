import { gridToString, solutionGrid } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { TEXTBOOK, TEXTBOOK_SOLUTION, textbookRecord } from './fixtures.test-helper.ts';
import { RecordError, recordId, recordNumber, validateStoredRecord, type RecordPlace } from './record.ts';

const place: RecordPlace = { variant: 'classic', level: 'easy', index: 0 };
const SIXTEEN_PLACE: RecordPlace = { variant: '16x16', level: 'easy', index: 0 };

/** A 16x16 record in the stored form: a solution grid with every other cell blanked. */
function generatedSixteen(): {
  id: string;
  variant: '16x16';
  level: 'easy';
  puzzle: string;
  solution: string;
  clues: number;
  techniques: string[];
  seed: number;
} {
  const grid = solutionGrid('16x16', 1)!.grid;
  const solution = gridToString(grid);
  const puzzle = [...solution].map((ch, cell) => (cell % 2 === 0 ? ch : '.')).join('');
  return {
    id: '16x16-easy-0001',
    variant: '16x16',
    level: 'easy',
    puzzle,
    solution,
    clues: 128,
    techniques: ['naked single'],
    seed: 1,
  };
}

function problemOf(value: unknown, where: RecordPlace = place): string {
  try {
    validateStoredRecord(value, where);
  } catch (error) {
    expect(error).toBeInstanceOf(RecordError);
    return (error as Error).message;
  }
  throw new Error('expected the record to be rejected');
}

describe('stored record schema', () => {
  it('accepts a contract §5 record', () => {
    expect(validateStoredRecord(textbookRecord(), place).id).toBe('classic-easy-0001');
    expect(validateStoredRecord(textbookRecord({ solution: TEXTBOOK_SOLUTION }), place).solution).toBe(
      TEXTBOOK_SOLUTION,
    );
  });

  it('names the record by id in every complaint', () => {
    expect(problemOf(textbookRecord({ clues: 29 }))).toBe(
      'classic-easy-0001: "clues" is 29 but the puzzle has 30 givens',
    );
    expect(problemOf(textbookRecord({ level: 'hard' }))).toMatch(
      /^classic-easy-0001: level "hard" stored in the easy pool/,
    );
    expect(problemOf({ ...textbookRecord(), variant: 'hyper' })).toMatch(/variant "hyper" stored in the classic pool/);
    expect(problemOf(textbookRecord({ puzzle: `${TEXTBOOK.slice(0, 80)}x` }))).toMatch(
      /^classic-easy-0001: unknown symbol 'x'.*row 9, column 9/,
    );
    expect(problemOf(textbookRecord({ techniques: [] }))).toMatch(/techniques/);
    expect(problemOf({ ...textbookRecord(), extra: 1 })).toMatch(/unknown field "extra"/);
    expect(problemOf(textbookRecord({ id: 'easy-1' }))).toMatch(/^easy-1: id should look like classic-easy-0001/);
    expect(problemOf(textbookRecord({ solution: TEXTBOOK_SOLUTION.replace(/^5/u, '6') }))).toMatch(
      /disagrees with the given at cell 0/,
    );
  });

  it('falls back to the file position when the id is missing', () => {
    const { id: _, ...noId } = textbookRecord();
    expect(problemOf({ ...noId, clues: 3 }, { ...place, index: 6 })).toMatch(/^classic\/easy #7: /);
  });

  it('requires the fields its variant needs', () => {
    const sixteen = {
      id: '16x16-easy-0001',
      variant: '16x16',
      level: 'easy',
      puzzle: '.'.repeat(256),
      clues: 0,
      techniques: ['naked single'],
      seed: 1,
    };
    expect(problemOf(sixteen, { variant: '16x16', level: 'easy', index: 0 })).toMatch(
      /"solution" is required for 16x16/,
    );
    const irregular = { ...textbookRecord(), id: 'irregular-easy-0001', variant: 'irregular' };
    expect(problemOf(irregular, { variant: 'irregular', level: 'easy', index: 0 })).toMatch(/"regions" is missing/);
    const killer = { ...textbookRecord(), id: 'killer-easy-0001', variant: 'killer' };
    expect(problemOf(killer, { variant: 'killer', level: 'easy', index: 0 })).toMatch(/"cages" is missing/);
    expect(problemOf({ ...textbookRecord(), regions: '1'.repeat(81) })).toMatch(/"regions" does not apply to classic/);
  });

  it("holds a constraint preset's record to its own constraint types (issue 27 §3)", () => {
    const kropkiPlace: RecordPlace = { variant: 'kropki', level: 'easy', index: 0 };
    const kropki = { ...textbookRecord(), id: 'kropki-easy-0001', variant: 'kropki' };
    expect(problemOf(kropki, kropkiPlace)).toMatch(
      /"constraints" is missing: a kropki puzzle carries its kropki-white and kropki-black constraints/,
    );
    const thermo = {
      ...kropki,
      constraints: [
        {
          type: 'thermo',
          cells: [
            [1, 2],
            [1, 1],
          ],
        },
      ],
    };
    expect(problemOf(thermo, kropkiPlace)).toMatch(/carries kropki-white and kropki-black constraints, not thermo/);
    const dot = {
      ...kropki,
      constraints: [
        {
          type: 'kropki-black',
          cells: [
            [1, 1],
            [1, 2],
          ],
        },
      ],
    };
    expect(() => validateStoredRecord(dot, kropkiPlace)).not.toThrow();
  });

  it("holds a stored puzzle to the stored form: '.' for blanks, uppercase 16x16 symbols, a 32-bit seed (issue 31)", () => {
    // '0' is a blank people may type, but a stored puzzle writes '.'.
    const zeroBlank = textbookRecord({ puzzle: TEXTBOOK.replace('.', '0') });
    expect(problemOf(zeroBlank)).toBe(
      `classic-easy-0001: "puzzle" has '0' at cell 2: a stored puzzle writes blanks as '.'`,
    );
    const sixteen = generatedSixteen();
    expect(validateStoredRecord(sixteen, SIXTEEN_PLACE).id).toBe(sixteen.id);
    const lower = { ...sixteen, puzzle: sixteen.puzzle.toLowerCase() };
    expect(lower.puzzle).not.toBe(sixteen.puzzle);
    expect(problemOf(lower, SIXTEEN_PLACE)).toMatch(
      /^16x16-easy-0001: "puzzle" has '[a-g]' at cell \d+: a stored 16x16 writes A–G in uppercase$/u,
    );
    const lowerSolution = { ...sixteen, solution: sixteen.solution.toLowerCase() };
    expect(problemOf(lowerSolution, SIXTEEN_PLACE)).toMatch(
      /^16x16-easy-0001: "solution" has '[a-g]' at cell \d+: a stored 16x16 writes A–G in uppercase$/u,
    );
    // Seeds are 32-bit: 2³² and 1e300 are whole numbers, but no attempt has them.
    expect(validateStoredRecord(textbookRecord({ seed: 4294967295 }), place).seed).toBe(4294967295);
    for (const seed of [4294967296, 1e300]) {
      expect(problemOf(textbookRecord({ seed }))).toBe(
        `classic-easy-0001: "seed" must be a whole number from 0 to 4294967295, got ${seed}`,
      );
    }
  });

  it('numbers ids per pool with at least four digits', () => {
    expect(recordId('anti-knight', 'hard', 7)).toBe('anti-knight-hard-0007');
    expect(recordId('classic', 'easy', 12345)).toBe('classic-easy-12345');
    expect(recordNumber('anti-knight-hard-0007', 'anti-knight', 'hard')).toBe(7);
    expect(recordNumber('anti-knight-hard-0007', 'anti-knight', 'easy')).toBeNull();
    expect(recordNumber('classic-easy-7', 'classic', 'easy')).toBeNull();
  });
});
