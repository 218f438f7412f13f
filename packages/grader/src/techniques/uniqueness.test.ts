/**
 * Unique rectangle types 5 and 6, hidden rectangle and avoidable rectangles 1–2: hand-made
 * positions pin each pattern (and its near misses), real positions from the public sets' logical
 * paths are checked against their solutions.
 */
import { geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import type { State } from '../state.ts';
import { list, solutionOf, stateFrom, stateFromCandidates, unsound } from '../testing.ts';
import type { Step } from '../types.ts';
import { uniqueRectangles } from './uniqueness.ts';

const EMPTY = '.'.repeat(81);

/** Removals that leave only `keep` in each named cell ("r1c1: '12'"), for stateFrom. */
function only(cells: Record<string, string>, size = 9): string {
  const digits = '123456789abcdefg'.slice(0, size).split('');
  return Object.entries(cells)
    .map(([cell, keep]) => `${cell}:${digits.filter((d) => !keep.includes(d)).join('')}`)
    .join(' ');
}

/** Removals of a digit from every cell of a row (or column) but the listed columns (rows). */
function onlyInRow(row: number, digit: number, keep: number[], size = 9): string {
  const out: string[] = [];
  for (let c = 1; c <= size; c++) if (!keep.includes(c)) out.push(`r${row}c${c}:${digit}`);
  return out.join(' ');
}
function onlyInColumn(column: number, digit: number, keep: number[], size = 9): string {
  const out: string[] = [];
  for (let r = 1; r <= size; r++) if (!keep.includes(r)) out.push(`r${r}c${column}:${digit}`);
  return out.join(' ');
}

/** The eliminations of every instance of one technique, each as a sorted list. */
function found(state: State, technique: string, size = 9): string[][] {
  const out: Step[] = [];
  uniqueRectangles(state, out);
  return out
    .filter((s) => s.technique === technique)
    .map((s) => list(s.eliminations, size))
    .sort();
}

/** An 81-token candidate grid (see stateFromCandidates): every cell open but the listed ones. */
function grid(cells: Record<string, string>): string {
  const tokens = Array.from({ length: 81 }, () => '123456789');
  for (const [name, token] of Object.entries(cells)) {
    const m = /^r(\d)c(\d)$/.exec(name)!;
    tokens[(Number(m[1]) - 1) * 9 + Number(m[2]) - 1] = token;
  }
  return tokens.join(' ');
}

describe('unique rectangle type 5', () => {
  it('two diagonal corners with the same extra 3: cells seeing both lose 3', () => {
    // r1c1, r1c4, r2c1, r2c4 in boxes 1 and 2; r1c1 and r2c4 are {1,2}, r1c4 and r2c1 {1,2,3}.
    const s = stateFrom(EMPTY, only({ r1c1: '12', r2c4: '12', r1c4: '123', r2c1: '123' }));
    expect(found(s, 'unique rectangle type 5')).toEqual([['3@r1c2', '3@r1c3', '3@r2c5', '3@r2c6']]);
    // The same extras in one row are type 2, not 5.
    const t = stateFrom(EMPTY, only({ r1c1: '12', r1c4: '12', r2c1: '123', r2c4: '123' }));
    expect(found(t, 'unique rectangle type 5')).toEqual([]);
    expect(found(t, 'unique rectangle type 2')).toEqual([
      ['3@r2c2', '3@r2c3', '3@r2c5', '3@r2c6', '3@r2c7', '3@r2c8', '3@r2c9'],
    ]);
  });

  it('three corners with the same extra 3: cells seeing all three lose 3', () => {
    const s = stateFrom(EMPTY, only({ r1c1: '12', r1c4: '123', r2c1: '123', r2c4: '123' }));
    expect(found(s, 'unique rectangle type 5')).toEqual([['3@r2c5', '3@r2c6']]);
  });

  it('does not fire when the extra digits differ', () => {
    const s = stateFrom(EMPTY, only({ r1c1: '12', r1c4: '123', r2c1: '124', r2c4: '123' }));
    expect(found(s, 'unique rectangle type 5')).toEqual([]);
  });

  it('does not fire on a puzzle not known to be unique', () => {
    const s = stateFrom(
      EMPTY,
      only({ r1c1: '12', r1c4: '123', r2c1: '123', r2c4: '123' }),
      geometryFor('classic'),
      false,
    );
    expect(found(s, 'unique rectangle type 5')).toEqual([]);
  });

  it('real position (17-clue path): one of r1c2, r1c7, r2c2 is 9, so r1c1 is not', () => {
    const line = '................12..3.45...............1...67.24.3.........7......2..4...86....9.';
    const s = stateFromCandidates(
      '589 569 +7 689 +1 +2 569 +4 +3 +4 569 589 +3 +7 89 56 =1 =2 +2 +1 =3 69 =4 =5 +7 +8 69 +6 +7 +1 +5 89 89 +3 +2 +4 3589 359 589 =1 +2 +4 89 =6 =7 89 =2 =4 +7 =3 +6 +1 +5 89 +1 +4 +2 89 689 =7 68 +3 +5 359 359 59 =2 68 +1 =4 +7 68 +7 =8 =6 +4 +5 +3 +2 =9 +1',
    );
    expect(found(s, 'unique rectangle type 5')).toEqual([['9@r1c1']]);
    expectSound(s, line);
  });
});

describe('unique rectangle type 6', () => {
  // r1c1 and r2c4 are {1,2}; r1c4 and r2c1 hold everything. 1 lives only in the rectangle along
  // rows 1 and 2, so neither r1c4 nor r2c1 is 1.
  const removals = [only({ r1c1: '12', r2c4: '12' }), onlyInRow(1, 1, [1, 4]), onlyInRow(2, 1, [1, 4])].join(' ');

  it('an x-wing of 1 on the rectangle takes 1 from the two extra corners', () => {
    expect(found(stateFrom(EMPTY, removals), 'unique rectangle type 6')).toEqual([['1@r1c4', '1@r2c1']]);
  });

  it('works with the x-wing in the columns too', () => {
    const cols = [only({ r1c1: '12', r2c4: '12' }), onlyInColumn(1, 2, [1, 2]), onlyInColumn(4, 2, [1, 2])].join(' ');
    expect(found(stateFrom(EMPTY, cols), 'unique rectangle type 6')).toEqual([['2@r1c4', '2@r2c1']]);
  });

  it('does not fire when 1 has another place in one of the rows', () => {
    expect(found(stateFrom(EMPTY, `${removals}`.replace('r1c7:1 ', '')), 'unique rectangle type 6')).toEqual([]);
  });

  it('does not fire when the pair-only corners share a row', () => {
    const s = stateFrom(
      EMPTY,
      [only({ r1c1: '12', r1c4: '12' }), onlyInRow(1, 1, [1, 4]), onlyInRow(2, 1, [1, 4])].join(' '),
    );
    expect(found(s, 'unique rectangle type 6')).toEqual([]);
  });

  it('real position (magictour path): 2 in rows 1 and 4 only in the rectangle r1c8, r1c9, r4c8, r4c9', () => {
    const line = '5..6.3....2....98.......1...1..9.......3....67.......4....8.25.4..7..............';
    const s = stateFromCandidates(
      '=5 89 89 =6 +1 =3 47 247 27 16 =2 16 45 47 457 =9 =8 +3 +3 47 47 89 +2 89 =1 +6 +5 68 =1 34568 458 =9 45678 3578 27 278 289 4589 24589 =3 47 124578 578 19 =6 =7 35689 235689 1258 56 12568 358 19 =4 169 3679 13679 149 =8 1469 =2 =5 179 =4 5689 125689 =7 56 12569 68 +3 189 12689 56789 1256789 1259 +3 12569 4678 47 1789',
    );
    expect(found(s, 'unique rectangle type 6')).toEqual([
      ['2@r1c8', '2@r4c9'],
      ['4@r1c8', '4@r9c7'],
    ]);
    expectSound(s, line);
  });
});

describe('hidden rectangle', () => {
  // r1c1 is {1,2}; along row 2 and column 4 (through r2c4, opposite r1c1), 1 lives only in the
  // rectangle: r2c4 = 2 would force 1 into r2c1 and r1c4 and 2 into r1c1.
  const removals = [only({ r1c1: '12' }), onlyInRow(2, 1, [1, 4]), onlyInColumn(4, 1, [1, 2])].join(' ');

  it('the corner opposite the pair-only corner loses the other digit', () => {
    expect(found(stateFrom(EMPTY, removals), 'hidden rectangle')).toEqual([['2@r2c4']]);
  });

  it('does not fire when 1 has another place in the column', () => {
    expect(found(stateFrom(EMPTY, removals.replace('r5c4:1 ', '')), 'hidden rectangle')).toEqual([]);
  });

  it('does not fire on a rectangle over four boxes', () => {
    const four = [only({ r1c1: '12' }), onlyInRow(4, 1, [1, 4]), onlyInColumn(4, 1, [1, 4])].join(' ');
    expect(found(stateFrom(EMPTY, four), 'hidden rectangle')).toEqual([]);
  });

  it('works on 6x6 (boxes of 2 rows by 3 columns)', () => {
    const size = 6;
    const sixes = [only({ r1c1: '12' }, size), onlyInRow(2, 1, [1, 4], size), onlyInColumn(4, 1, [1, 2], size)].join(
      ' ',
    );
    const s = stateFrom('.'.repeat(36), sixes, geometryFor('6x6'));
    expect(found(s, 'hidden rectangle', size)).toEqual([['2@r2c4']]);
  });

  it('does not run on diagonal sudoku (a swap could break a diagonal)', () => {
    const s = stateFrom(EMPTY, removals, geometryFor('diagonal'));
    const out: Step[] = [];
    uniqueRectangles(s, out);
    expect(out).toEqual([]);
  });

  it('real position (magictour path): r4c3 is not 6', () => {
    const line = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
    const s = stateFromCandidates(
      '=4 569 1268 5789 =3 15789 259 2567 25679 1237 359 12 =6 127 14579 =8 2357 234579 23678 3569 268 45789 278 45789 23459 23567 =1 1236 346 1246 378 =5 13678 23 =9 2378 123 =8 59 3479 17 13479 =6 12357 23457 136 =7 59 =2 168 134689 345 1358 3458 68 46 468 =1 +9 =2 =7 35 35 =5 12 =3 78 678 678 129 =4 29 =9 12 +7 35 +4 35 12 68 68',
    );
    expect(found(s, 'hidden rectangle')).toEqual([['6@r4c3']]);
    expectSound(s, line);
  });
});

describe('avoidable rectangle type 1', () => {
  it('three solved corners 3, 7, 7: the fourth is not 3', () => {
    const s = stateFromCandidates(grid({ r1c1: '+3', r1c4: '+7', r2c1: '+7', r2c4: '1349' }));
    expect(found(s, 'avoidable rectangle type 1')).toEqual([['3@r2c4']]);
  });

  it('does not fire when a corner is a given', () => {
    const s = stateFromCandidates(grid({ r1c1: '+3', r1c4: '+7', r2c1: '=7', r2c4: '1349' }));
    expect(found(s, 'avoidable rectangle type 1')).toEqual([]);
  });

  it('does not fire when the solved corners do not fit the swap', () => {
    const s = stateFromCandidates(grid({ r1c1: '+3', r1c4: '+7', r2c1: '+5', r2c4: '1349' }));
    expect(found(s, 'avoidable rectangle type 1')).toEqual([]);
  });

  it('does not run without knowing the givens', () => {
    // stateFrom's digits are all givens; a bare state has no givens at all.
    const s = stateFromCandidates(grid({ r1c1: '+3', r1c4: '+7', r2c1: '+7', r2c4: '1349' }));
    const bare: State = { board: s.board, digits: s.digits, candidates: s.candidates, unique: true };
    expect(found(bare, 'avoidable rectangle type 1')).toEqual([]);
  });

  it('real position (magictour path): r5c2, r5c6, r6c2 solved as 7, 3, 3, so r6c6 is not 7', () => {
    const line = '......6894......7.....26...2...6.34...49..8.2...........87.5....6.83......7......';
    const s = stateFromCandidates(
      '15 +2 +3 +4 157 17 =6 =8 =9 =4 15 +6 135 +8 +9 +2 =7 135 +7 +8 +9 135 =2 =6 45 15 1345 =2 +9 15 15 =6 +8 =3 =4 +7 +6 +7 =4 =9 15 +3 =8 15 =2 +8 +3 15 +2 47 47 +9 +6 15 +3 +4 =8 =7 +9 =5 +1 +2 +6 15 =6 +2 =8 =3 14 +7 +9 45 +9 15 =7 +6 14 +2 45 +3 +8',
    );
    expect(found(s, 'avoidable rectangle type 1')).toEqual([['7@r6c6']]);
    expectSound(s, line);
  });
});

describe('avoidable rectangle type 2', () => {
  it('solved 3 and 7 in row 1; below them {5,7} and {3,5}: one is 5, so row 2 loses 5', () => {
    const s = stateFromCandidates(grid({ r1c1: '+3', r1c4: '+7', r2c1: '57', r2c4: '35' }));
    expect(found(s, 'avoidable rectangle type 2')).toEqual([
      ['5@r2c2', '5@r2c3', '5@r2c5', '5@r2c6', '5@r2c7', '5@r2c8', '5@r2c9'],
    ]);
  });

  it('does not fire when the two empty corners have different extra digits', () => {
    const s = stateFromCandidates(grid({ r1c1: '+3', r1c4: '+7', r2c1: '57', r2c4: '36' }));
    expect(found(s, 'avoidable rectangle type 2')).toEqual([]);
  });

  it('real position (17-clue path): r3c8 and r9c8 solved as 9 and 8; r3c9 or r9c9 is 7', () => {
    const line = '..............1.23.45.6............1.......72..85........85.6..1........3..4.....';
    const s = stateFromCandidates(
      '79 +3 +1 +2 789 +5 47 46 4678 +8 +6 79 79 +4 =1 +5 =2 =3 +2 =4 =5 +3 =6 78 +1 +9 78 +6 27 234 79 3789 4789 3489 +5 =1 +5 +9 34 +1 38 +6 348 =7 =2 47 +1 =8 =5 2379 2479 349 346 69 479 27 249 =8 =5 +3 =6 +1 479 =1 +8 479 +6 279 279 23479 34 +5 =3 +5 +6 =4 +1 279 279 +8 79',
    );
    expect(found(s, 'avoidable rectangle type 2')).toEqual([['7@r1c9', '7@r7c9']]);
    expectSound(s, line);
  });
});

/** Every uniqueness step in the position keeps the puzzle's solution. */
function expectSound(state: State, line: string): void {
  const solution = solutionOf(parsePuzzle(line));
  // The position itself must be on the way to the solution.
  for (let cell = 0; cell < 81; cell++) {
    if (state.digits[cell]) expect(state.digits[cell]).toBe(solution[cell]);
    else expect(state.candidates[cell]! & (1 << (solution[cell]! - 1))).not.toBe(0);
  }
  const out: Step[] = [];
  uniqueRectangles(state, out);
  expect(out.length).toBeGreaterThan(0);
  expect(out.flatMap((step) => unsound(step, solution))).toEqual([]);
}
