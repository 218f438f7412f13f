import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countSolutions, parsePuzzle } from '@sudoku-forge/core-solver';
import { cageCoverProblems } from './cage-cover.ts';
import type { StoredRecord } from './record.ts';
import { verifyRecord } from './verify.ts';

// A 4×4 board cut into parts:  A A B B
//                              C D D B      (r4c4 is a given, outside every cage)
//                              C E F F
//                              E E F .
const CAGES = [
  { sum: 3, cells: [0, 1] },
  { sum: 7, cells: [2, 3, 7] },
  { sum: 5, cells: [4, 8] },
  { sum: 5, cells: [5, 6] },
  { sum: 6, cells: [9, 12, 13] },
  { sum: 8, cells: [10, 11, 14] },
];
const GIVENS = Object.assign(new Array<number>(16).fill(0), { 15: 2 });

describe('cageCoverProblems', () => {
  it('passes cages that, with the givens, cut the board into connected parts', () => {
    expect(cageCoverProblems(4, GIVENS, CAGES)).toEqual([]);
  });

  it('names the cells a deleted cage leaves in no cage', () => {
    expect(
      cageCoverProblems(
        4,
        GIVENS,
        CAGES.filter((_, i) => i !== 4),
      ),
    ).toEqual(['the cages do not cover the board: r3c2, r4c1, r4c2 are in no cage and not given (a cage is missing)']);
    expect(cageCoverProblems(4, new Array<number>(16).fill(0), CAGES)).toEqual([
      'the cages do not cover the board: r4c4 is in no cage and not given (a cage is missing)',
    ]);
  });

  it('names a cage whose cells do not touch', () => {
    const split = [...CAGES.slice(0, 3), { sum: 5, cells: [5, 15] }, { sum: 6, cells: [6, 9, 12, 13] }, CAGES[5]!];
    expect(cageCoverProblems(4, new Array<number>(16).fill(0), split)).toEqual([
      'the 5-cage at r2c2, r4c4 is not connected (its cells must touch side by side)',
      'the 6-cage at r2c3, r3c2, r4c1, r4c2 is not connected (its cells must touch side by side)',
    ]);
  });
});

describe('verify of a stored killer with a cage deleted', () => {
  // A real record of the committed pools (made by the generator, passes verify).
  const text = readFileSync(join(import.meta.dirname, '../../../data/puzzles/killer/hard.json'), 'utf8');
  const record = JSON.parse(text.split('\n')[1]!.replace(/,$/u, '')) as StoredRecord;
  const place = { variant: 'killer' as const, level: 'hard' as const, index: 0 };

  it('passes as stored, and fails naming the cells for every single cage deleted', () => {
    expect(verifyRecord(record, place).problems).toEqual([]);
    const cages = record.cages!;
    let stillUnique = 0;
    for (let i = 0; i < cages.length; i++) {
      const damaged = { ...record, cages: cages.filter((_, j) => j !== i) };
      const { id, problems } = verifyRecord(damaged, place);
      expect(id).toBe(record.id);
      expect(problems[0]).toMatch(
        /^the cages do not cover the board: r\dc\d.* (is|are) in no cage and not given \(a cage is missing\)$/u,
      );
      if (!problems.some((p) => p.includes('more than one solution'))) stillUnique++;
    }
    // Most deletions leave a unique puzzle: only the cover check catches those.
    expect(stillUnique).toBeGreaterThan(0);
    console.log(`killer cage deletions: ${cages.length} tried, ${stillUnique} still had one solution`);
  });
});

describe('verify of a stored killer with a given', () => {
  const text = readFileSync(join(import.meta.dirname, '../../../data/puzzles/killer/easy.json'), 'utf8');
  const record = JSON.parse(text.split('\n')[1]!.replace(/,$/u, '')) as StoredRecord;
  const place = { variant: 'killer' as const, level: 'easy' as const, index: 0 };

  it('passes with none, and fails naming the cell when one digit of the solution is given', () => {
    expect(record.clues).toBe(0);
    expect(verifyRecord(record, place).problems).toEqual([]);
    const puzzle = parsePuzzle({ variant: 'killer', puzzle: record.puzzle, cages: record.cages! });
    const solution = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 }).found[0]!;
    const given = { ...record, puzzle: `${solution[0]}${record.puzzle.slice(1)}`, clues: 1 };
    expect(verifyRecord(given, place).problems).toContain(
      'a stored killer has no givens (its cages are the whole clue), but this one gives r1c1',
    );
  });
});
