import { describe, expect, it } from 'vitest';
import { findConflicts } from './check.ts';
import { effortDescription, effortLabel } from './difficulty.ts';
import type { Geometry } from './geometry.ts';
import { geometryFor, parseGrid, type Puzzle } from './parse.ts';
import { parsePuzzle } from './parse-links.ts';
import { describeEffort, describeVerdict, solvePuzzle, verdictToJson, type Verdict } from './solve.ts';
import { countSolutions, countSolutionsGeneric, propagateSingles } from './solver.ts';
import { gridToString } from './symbols.ts';
import { mulberry32 } from './rng.ts';
import {
  FORUM_HARDEST_1106,
  FORUM_HARDEST_11,
  MAGICTOUR,
  SERG,
  SEVENTEEN_CLUE,
  WIKIPEDIA,
} from './fixtures/datasets.ts';

// Known answers, each from a source independent of this code.

// WIKIPEDIA (fixtures/datasets.ts): the "Sudoku" article's example puzzle and its solution.

/** X-sudoku from Simon Tatham's Solo (3x3x:h1a5a8_7c2a1_3b6d6d3c8e9c9d2d6b2_5a3c5_7a4a5h), solution as in multi-puzzle-solver's tests. */
const DIAGONAL = {
  puzzle: '........1.5.87...2.13..6....6....3...8.....9...9....2....6..25.3...57.4.5........',
  solution: '792435861654871932813296475465129387287563194139748526978614253321957648546382719',
};

/** 16×16 from Simon Tatham's Solo (4x4du#149435502448981), solution as in multi-puzzle-solver's tests. */
const HEX = {
  puzzle:
    '.75491CEDF..2.3.' +
    '....FA...6.C..8B' +
    '..1..6...9...G.D' +
    '.6........5GC7..' +
    '4A.........9....' +
    '.GF.E..54..1.9.8' +
    '....A3B7CG.6...4' +
    '.B.7....F.3..A.6' +
    '2.A..C.1....7.6.' +
    '8...3.EF75CD....' +
    '9.3.7..A6..2.B1.' +
    '....4.........EF' +
    '..GD29........4.' +
    'A.B...5...D..8..' +
    'E8..1.4...67....' +
    '.3.9..F8AEG5BCD.',
  solution:
    'G75491CEDFB8263A' +
    '39DEFA7G264C518B' +
    'BC185632E97A4GFD' +
    'F62AB8D4135GC79E' +
    '4AE38F165B29GDC7' +
    '6GFCED2547A139B8' +
    'D192A3B7CG86EF54' +
    '5B87G49CFD3E1A26' +
    '2EABDCG1389F7465' +
    '84613BEF75CDA2G9' +
    '9F3G758A64E2DB1C' +
    'CD754269GA1B83EF' +
    '75GD29AB8CF36E41' +
    'A2B6CE5391D4F87G' +
    'E8CF1G4DB26795A3' +
    '134967F8AEG5BCD2',
};

/** Janko's "Chaos" sudoku 108 (janko.at), as in SmilingWayne/PuzzleSolver's docs. */
const JIGSAW = {
  puzzle: '8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.',
  regions: '999998888555998888555998333555111333222111333222111444222766444777766444777766666',
  solution: '845279361359162784281395476467918235574623918136754829928536147792481653613847592',
};

/** A killer with no givens from ukpuzzles.org, solution as in a public Rust solver's tests. */
const KILLER = {
  cages:
    '20=r1c1,r1c2,r2c1,r2c2; 9=r1c3,r1c4; 22=r2c3,r3c3,r3c2; 17=r1c5,r2c5,r3c5; 9=r1c6,r1c7;' +
    '18=r2c7,r3c7,r3c8; 20=r1c8,r1c9,r2c8,r2c9; 8=r3c1,r4c1; 16=r2c4,r3c4,r4c4,r4c3,r4c2;' +
    '27=r2c6,r3c6,r4c6,r4c7,r4c8; 11=r3c9,r4c9; 12=r5c1,r5c2,r5c3; 22=r5c7,r5c8,r5c9;' +
    '15=r4c5,r5c4,r5c5,r5c6,r6c5; 8=r6c1,r7c1; 30=r6c2,r6c3,r6c4,r7c4,r8c4;' +
    '17=r6c8,r6c7,r6c6,r7c6,r8c6; 11=r6c9,r7c9; 11=r7c2,r7c3,r8c3; 24=r8c1,r8c2,r9c1,r9c2;' +
    '16=r9c3,r9c4; 19=r7c5,r8c5,r9c5; 10=r9c6,r9c7; 16=r7c8,r7c7,r8c7; 17=r8c8,r8c9,r9c8,r9c9',
  solution: '632798154478165392195324786724639815813452679569817243346571928981243567257986431',
};

/** A grid solves the puzzle: full, keeps every given, breaks no rule of its geometry. */
function expectCompletion(geometry: Geometry, givens: Uint8Array, grid: Uint8Array): void {
  expect(grid).toHaveLength(geometry.cellCount);
  for (let c = 0; c < grid.length; c++) {
    expect(grid[c]).toBeGreaterThanOrEqual(1);
    if (givens[c] !== 0) expect(grid[c]).toBe(givens[c]);
  }
  expect(findConflicts(geometry, grid)).toEqual([]);
}

function verdict(puzzle: Puzzle, maxPositions?: number): Verdict {
  return solvePuzzle(puzzle, maxPositions === undefined ? {} : { maxPositions });
}

describe('known answers from independent sources', () => {
  it('classic: the Wikipedia puzzle, by singles alone (the contract example: 30 givens, 51 singles)', () => {
    const v = verdict(parsePuzzle(WIKIPEDIA.puzzle));
    expect(v.status).toBe('unique');
    expect(gridToString(v.solution!)).toBe(WIKIPEDIA.solution);
    expect([v.givens, v.singles, v.guesses, v.positions]).toEqual([30, 51, 0, 1]);
    expect(v.difficulty).toBe('singles only');
  });

  it('diagonal: Tatham’s X-sudoku', () => {
    const v = verdict(parsePuzzle(DIAGONAL.puzzle, { variant: 'diagonal' }));
    expect(v.status).toBe('unique');
    expect(gridToString(v.solution!)).toBe(DIAGONAL.solution);
    // Without the diagonal rule the same givens allow more than one grid.
    expect(verdict(parsePuzzle(DIAGONAL.puzzle)).status).toBe('multiple');
  });

  it('16x16: Tatham’s 4×4-box puzzle', () => {
    const v = verdict(parsePuzzle(HEX.puzzle));
    expect(v.status).toBe('unique');
    expect(gridToString(v.solution!)).toBe(HEX.solution);
  });

  it('irregular: Janko’s Chaos sudoku 108', () => {
    const puzzle = parsePuzzle(JIGSAW.puzzle, { regions: JIGSAW.regions });
    const v = verdict(puzzle);
    expect(v.status).toBe('unique');
    expect(gridToString(v.solution!)).toBe(JIGSAW.solution);
  });

  it('killer: the ukpuzzles cage-only killer (no givens at all)', () => {
    const puzzle = parsePuzzle('.'.repeat(81), { cages: KILLER.cages });
    expect(puzzle.geometry.cages).toHaveLength(25);
    const v = verdict(puzzle);
    expect(v.status).toBe('unique');
    expect(v.givens).toBe(0);
    expect(gridToString(v.solution!)).toBe(KILLER.solution);
  });

  it('4x4: the empty board has exactly 288 completions (the known count of 4×4 grids)', () => {
    const result = countSolutions(geometryFor('4x4'), new Uint8Array(16), { limit: 1000 });
    expect(result.decided).toBe(true);
    expect(result.solutions).toBe(288);
    const distinct = new Set(result.found.map(gridToString));
    expect(distinct.size).toBe(288);
  });
});

describe('samples of the public datasets', () => {
  const classic = geometryFor('classic');
  const uniqueSets = { SEVENTEEN_CLUE, MAGICTOUR, FORUM_HARDEST_11, FORUM_HARDEST_1106 };
  for (const [name, puzzles] of Object.entries(uniqueSets)) {
    it(`${name}: every sample has exactly one solution`, () => {
      for (const line of puzzles) {
        const givens = parseGrid(line, 9);
        const result = countSolutions(classic, givens);
        expect(result.decided).toBe(true);
        expect(result.solutions).toBe(1);
        expectCompletion(classic, givens, result.found[0]!);
        if (name === 'SEVENTEEN_CLUE') expect(givens.filter((d) => d !== 0)).toHaveLength(17);
      }
    });
  }

  it('SERG: every sample has two different valid completions', () => {
    for (const line of SERG) {
      const puzzle = parsePuzzle(line);
      const v = verdict(puzzle);
      expect(v.status).toBe('multiple');
      expect(v.solutions).toHaveLength(2);
      const [a, b] = v.solutions as [Uint8Array, Uint8Array];
      expect(gridToString(a)).not.toBe(gridToString(b));
      expectCompletion(puzzle.geometry, puzzle.givens, a);
      expectCompletion(puzzle.geometry, puzzle.givens, b);
      expect(v.solution).toBe(a);
    }
  });

  it('the first solution does not depend on the limit', () => {
    for (const line of FORUM_HARDEST_1106.slice(0, 3)) {
      const givens = parseGrid(line, 9);
      const first = countSolutions(classic, givens, { limit: 1 });
      const both = countSolutions(classic, givens, { limit: 2 });
      expect(gridToString(first.found[0]!)).toBe(gridToString(both.found[0]!));
      expect(first.guesses).toBe(both.guesses);
      expect(first.positions).toBeLessThanOrEqual(both.positions);
    }
  });
});

describe('every status', () => {
  it('unique: one solution, no "solutions" list in the JSON', () => {
    const puzzle = parsePuzzle(WIKIPEDIA.puzzle);
    const json = verdictToJson(verdict(puzzle), puzzle.geometry);
    expect(json).toEqual({
      status: 'unique',
      givens: 30,
      solution: WIKIPEDIA.solution,
      singles: 51,
      guesses: 0,
      positions: 1,
      difficulty: 'singles only',
    });
  });

  it('multiple: the empty classic board, two different valid grids', () => {
    const puzzle = parsePuzzle('.'.repeat(81));
    const v = verdict(puzzle);
    expect(v.status).toBe('multiple');
    const json = verdictToJson(v, puzzle.geometry);
    expect(json.solutions).toEqual(v.solutions.map(gridToString));
    expect(json.solution).toBe(gridToString(v.solutions[0]!));
    for (const grid of v.solutions) expectCompletion(puzzle.geometry, puzzle.givens, grid);
    expect(describeVerdict(v)).toBe('More than one solution');
  });

  it('none: valid givens whose only candidate digit is blocked (caught by singles)', () => {
    // Row 1 needs a 9 in r1c1, but r2c1 (same box and column) already holds the 9.
    const puzzle = parsePuzzle(`.12345678${'9'}${'.'.repeat(71)}`);
    expect(findConflicts(puzzle.geometry, puzzle.givens)).toEqual([]);
    const v = verdict(puzzle);
    expect(v.status).toBe('none');
    expect(v.solution).toBeNull();
    expect(describeVerdict(v)).toBe('No solution');
    expect(propagateSingles(puzzle.geometry, puzzle.givens).contradiction).toBe(true);
  });

  it('none: the Wikipedia puzzle with one wrong but rule-abiding extra given', () => {
    // r1c3 is 4 in the solution; 1 and 2 break no rule among the givens, so the puzzle becomes impossible.
    for (const digit of ['1', '2']) {
      const text = WIKIPEDIA.puzzle.slice(0, 2) + digit + WIKIPEDIA.puzzle.slice(3);
      const puzzle = parsePuzzle(text);
      expect(findConflicts(puzzle.geometry, puzzle.givens)).toEqual([]);
      const v = verdict(puzzle);
      expect(v.status).toBe('none');
      expect(verdictToJson(v, puzzle.geometry)).toMatchObject({ status: 'none', solution: null, givens: 31 });
    }
  });

  it('none: a hard puzzle with a wrong extra given that only the search can refute', () => {
    const puzzle = parsePuzzle(FORUM_HARDEST_1106[0]!);
    const solution = verdict(puzzle).solution!;
    let refuted = 0;
    for (let cell = 0; cell < 81 && refuted < 3; cell++) {
      if (puzzle.givens[cell] !== 0) continue;
      for (let digit = 1; digit <= 9; digit++) {
        if (digit === solution[cell]) continue;
        const givens = Uint8Array.from(puzzle.givens);
        givens[cell] = digit;
        if (findConflicts(puzzle.geometry, givens).length > 0) continue;
        if (propagateSingles(puzzle.geometry, givens).contradiction) continue; // singles alone see it
        const v = verdict({ geometry: puzzle.geometry, givens });
        expect(v.status).toBe('none');
        expect(v.guesses).toBeGreaterThan(0);
        refuted++;
        break;
      }
    }
    expect(refuted).toBe(3);
  });

  it('invalid: named conflicts, 1-based cells in the JSON, no search', () => {
    const puzzle = parsePuzzle(`55${WIKIPEDIA.puzzle.slice(2)}`);
    const v = verdict(puzzle);
    expect(v.status).toBe('invalid');
    expect(v.positions).toBe(0);
    expect(v.solution).toBeNull();
    const json = verdictToJson(v, puzzle.geometry);
    expect(json.conflicts).toEqual([
      {
        unit: 'row',
        index: 1,
        digit: 5,
        cells: [
          [1, 1],
          [1, 2],
        ],
        message: 'two 5s in row 1 (r1c1, r1c2)',
      },
      {
        unit: 'box',
        index: 1,
        digit: 5,
        cells: [
          [1, 1],
          [1, 2],
        ],
        message: 'two 5s in box 1 (r1c1, r1c2)',
      },
    ]);
    expect(describeVerdict(v)).toBe('Invalid: two 5s in row 1 (r1c1, r1c2); two 5s in box 1 (r1c1, r1c2)');
  });

  it('undecided: a hard puzzle under a tiny position limit proves nothing', () => {
    const puzzle = parsePuzzle(FORUM_HARDEST_1106[0]!);
    const v = verdict(puzzle, 3);
    expect(v.status).toBe('undecided');
    expect(v.solution).toBeNull();
    expect(v.positions).toBeLessThanOrEqual(3);
    expect(describeVerdict(v)).toBe(`Undecided: the search stopped after ${v.positions} positions without an answer`);
    // With the default limit the same puzzle is decided.
    expect(verdict(puzzle).status).toBe('unique');
  });

  it('multiple is reported even if the limit is hit right after the second solution', () => {
    const result = countSolutions(geometryFor('classic'), new Uint8Array(81), { limit: 2, maxPositions: 200 });
    expect(result.solutions).toBe(2);
    expect(result.decided).toBe(true);
  });
});

describe('search statistics', () => {
  it('counts positions as the root plus one per trial, guesses only before the first solution', () => {
    const givens = parseGrid(FORUM_HARDEST_11[0]!, 9);
    const result = countSolutions(geometryFor('classic'), givens);
    expect(result.guesses).toBeGreaterThan(0);
    expect(result.positions).toBeGreaterThan(result.guesses);
    const once = countSolutions(geometryFor('classic'), givens, { limit: 1 });
    expect(once.positions).toBe(once.guesses + 1);
  });

  it('propagateSingles reports the cells singles fill and the candidates left', () => {
    const puzzle = parsePuzzle(WIKIPEDIA.puzzle);
    const result = propagateSingles(puzzle.geometry, puzzle.givens);
    expect(result.filled).toBe(51);
    expect(result.contradiction).toBe(false);
    expect(gridToString(result.grid)).toBe(WIKIPEDIA.solution);
    const hard = parsePuzzle(FORUM_HARDEST_1106[0]!);
    const partial = propagateSingles(hard.geometry, hard.givens);
    for (let c = 0; c < 81; c++) {
      if (partial.grid[c] !== 0) expect(partial.candidates[c]).toBe(1 << (partial.grid[c]! - 1));
      else expect(partial.candidates[c]!.toString(2).replaceAll('0', '').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('effort labels follow the guess bands', () => {
    expect([0, 1, 3, 4, 20, 21, 200, 201].map(effortLabel)).toEqual([
      'singles only',
      'light search',
      'light search',
      'moderate search',
      'moderate search',
      'heavy search',
      'heavy search',
      'extreme search',
    ]);
    expect(effortDescription(0)).toBe('Singles only (easy to moderate)');
    const v = verdict(parsePuzzle(WIKIPEDIA.puzzle));
    expect(describeEffort(v)).toBe('Singles only (easy to moderate)');
  });
});

describe('search behaviour pinned (speed work must not change what the search does)', () => {
  // Recorded with the first version of the counter (before the speed work): same counts of
  // guesses and positions, same random grids per seed. A change here changes `guesses`,
  // `positions` and `difficulty` in every verdict, and every generated puzzle.
  it('visits the same positions on hard puzzles (generic engine)', () => {
    // The generic engine, called directly: classic geometries normally take the fast path.
    // Re-pinned when house-only geometries took the strong search of the constraint geometries
    // (issue 26: locked candidates once the root's singles are counted, weighted binary
    // branching): same solutions and singles, fewer guesses. Random grids keep their draws (below).
    // Without sums, locked candidates look at the houses of the placed cells.
    const classic = geometryFor('classic');
    const pinned: [string, number, number, number, number][] = [
      [FORUM_HARDEST_1106[0]!, 1, 105, 121, 1],
      [FORUM_HARDEST_1106[1]!, 1, 27, 65, 1],
      [MAGICTOUR[0]!, 1, 17, 55, 1],
      [SERG[0]!, 2, 6, 7, 0],
    ];
    for (const [line, solutions, guesses, positions, singles] of pinned) {
      const r = countSolutionsGeneric(classic, parseGrid(line, 9), { limit: 2 });
      expect([r.solutions, r.guesses, r.positions, r.singles]).toEqual([solutions, guesses, positions, singles]);
    }
  });

  it('visits the same positions on hard puzzles (classic fast path)', () => {
    // Re-pinned when the classic fast path (classic-engine.ts) arrived: it also applies locked
    // candidates and column hidden singles, and branches on the bivalue cell that touches the
    // most, so it needs fewer guesses than the generic engine above. Same solutions and singles.
    const classic = geometryFor('classic');
    const pinned: [string, number, number, number, number][] = [
      [FORUM_HARDEST_1106[0]!, 1, 334, 400, 1],
      [FORUM_HARDEST_1106[1]!, 1, 41, 94, 1],
      [MAGICTOUR[0]!, 1, 14, 97, 1],
      [SERG[0]!, 2, 9, 13, 0],
    ];
    for (const [line, solutions, guesses, positions, singles] of pinned) {
      const r = countSolutions(classic, parseGrid(line, 9), { limit: 2 });
      expect([r.solutions, r.guesses, r.positions, r.singles]).toEqual([solutions, guesses, positions, singles]);
    }
  });

  it('draws the same random grid from the same seed', () => {
    const draw = (variant: 'classic' | '16x16') => {
      const g = geometryFor(variant);
      const r = countSolutions(g, new Uint8Array(g.cellCount), {
        limit: 1,
        maxPositions: 20_000,
        random: mulberry32(1),
      });
      return [r.positions, gridToString(r.found[0]!)];
    };
    expect(draw('classic')).toEqual([
      45,
      '615983472493267518728145936231458769867319254954726183542631897176894325389572641',
    ]);
    expect(draw('16x16')).toEqual([
      179,
      'B19GF5AC6E47283D3827E6415DGBACF9E5DA972G83FCB164FC46D3B8921A75EGAGF17C94EB6852D38D5CGF3B21A4E7969E62518A3G7D4BCF47B32D6EFC958GA1167FBE5DA9C234G8CBGD84F9153E6A275AE93217G486DFBC2384CAG6B7DF9E15D91BAGC54823F67E7FA849E3C6BG1D52G43E6B72DF51C98A62C518DF7AE9G34B',
    ]);
  });

  it('handles more than 32 houses: a killer whose nine row cages are houses too', () => {
    const rows = Array.from(
      { length: 9 },
      (_, r) => `45=${Array.from({ length: 9 }, (_, c) => r * 9 + c).join(',')}`,
    ).join(';');
    const puzzle = parsePuzzle(WIKIPEDIA.puzzle, { variant: 'killer', cages: rows });
    const v = verdict(puzzle);
    expect(v.status).toBe('unique');
    expect(gridToString(v.solution!)).toBe(WIKIPEDIA.solution);
    expect(v.singles).toBe(51);
  });
});
