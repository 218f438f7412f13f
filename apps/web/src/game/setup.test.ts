import { describe, expect, it } from 'vitest';
import { gridToString } from '@sudoku-forge/core-solver';
import { puzzleKey, readShareQuery, setupGame, shareQuery, withSolution } from './setup.ts';
import { solveRecord } from './solve.ts';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

/** A 16x16 record with its stored solution (from an earlier e2e fixture pool). */
const SIXTEEN = {
  variant: '16x16' as const,
  puzzle:
    '7.9A..32....E...24B6.9....78D...3..D..7.94.E...C51.8CA..6.D3.274D3.FB.94.2E7C.AG..CG7....3BF.E82E57.FG.3...A..DB8..B2CE.D..GF3..6..E.B..C.A2.43..71C32.D.95...6..239G......6BD...D5.6E.9.G8B7.2A.BD743C81.G52.F.GE.3.12.F74C5B.D..A19FB5.E..G7C..F25.7DGB.693...',
  solution:
    '7C9AD432G5F1E8B624B6195EAC78DFG33GFD867B942EA51C51E8CAGF6BD39274D36FB59482E7C1AG19CG7D6A53BF4E82E572FG8341CA69DB8A4B2CE1D69GF35768GE5BF7CDA21439B71C32ADE9548G6FA239G84C7F16BDE5FD546E193G8B7C2A9BD743C81AG526FEGE83A126F74C5B9D46A19FB52E3DG7C8CF25E7DGB8693A41',
};
const classic = { variant: 'classic' as const, puzzle: WIKIPEDIA.puzzle };

describe('setupGame', () => {
  it('never searches: a record without a solution waits for the worker’s, which refuses a puzzle with two', () => {
    const setup = setupGame(classic);
    expect(setup.solution).toBeNull();
    const answer = solveRecord(classic);
    expect(answer).toEqual({ ok: true, solution: WIKIPEDIA.solution });
    if (!answer.ok) return;
    const solved = withSolution(setup, answer.solution);
    expect(gridToString(solved.solution!)).toBe(answer.solution);
    expect(solved.record.solution).toBe(answer.solution);
    expect(solved.key).toBe(setup.key);
    expect(solveRecord({ variant: 'classic', puzzle: '.'.repeat(81) })).toEqual({
      ok: false,
      message: 'this puzzle cannot be played: it has more than one solution',
    });
    // A wrong solution from anywhere is checked like a stored one.
    expect(() => withSolution(setup, answer.solution.replace(/^5/u, '1'))).toThrow(/damaged/u);
  });

  it('refuses a record whose stored solution is damaged instead of showing an unwinnable puzzle', () => {
    const record = SIXTEEN;
    expect(() => setupGame(record)).not.toThrow();
    // Two digits of the solution swapped in blank cells of one row: the givens still agree.
    const blanks = [...record.puzzle].flatMap((c, i) => (c === '.' && i < 16 ? [i] : []));
    const swapped = [...record.solution];
    const [a, b] = [blanks[0]!, blanks[1]!];
    [swapped[a], swapped[b]] = [swapped[b]!, swapped[a]!];
    expect(() => setupGame({ ...record, solution: swapped.join('') })).toThrow(/stored solution is damaged/u);
    expect(() => setupGame({ ...record, solution: record.solution.replace(/^./u, '.') })).toThrow(/damaged|given/u);
  });

  it('gives one key per puzzle: the same puzzle the same key, cages part of it', () => {
    expect(puzzleKey(classic)).toBe(puzzleKey({ ...classic }));
    const other = { ...classic, puzzle: `.${classic.puzzle.slice(1)}` };
    expect(puzzleKey(other)).not.toBe(puzzleKey(classic));
    const a = puzzleKey({ variant: 'killer', puzzle: '.'.repeat(81), cages: [{ sum: 3, cells: [0, 1] }] });
    const b = puzzleKey({ variant: 'killer', puzzle: '.'.repeat(81), cages: [{ sum: 4, cells: [0, 1] }] });
    expect(a).not.toBe(b);
  });
});

describe('share links', () => {
  it('names a stored puzzle by id, level and disguise seed', () => {
    const setup = setupGame(classic, { id: 'classic-easy-0042', level: 'easy', disguise: 913 });
    const query = shareQuery(setup);
    expect(query).toBe('?v=classic&l=easy&id=classic-easy-0042&d=913');
    expect(readShareQuery(query)).toEqual({
      kind: 'stored',
      variant: 'classic',
      level: 'easy',
      id: 'classic-easy-0042',
      disguise: 913,
    });
  });

  it('a daily keeps its date in the link, so it stays a daily for the friend who opens it (issue 30)', () => {
    const setup = setupGame(classic, { id: 'classic-easy-0042', level: 'easy', disguise: 913, daily: '2026-12-04' });
    const query = shareQuery(setup);
    expect(query).toBe('?v=classic&l=easy&id=classic-easy-0042&d=913&day=2026-12-04');
    expect(readShareQuery(query)).toEqual({
      kind: 'stored',
      variant: 'classic',
      level: 'easy',
      id: 'classic-easy-0042',
      disguise: 913,
      daily: '2026-12-04',
    });
    // Anything but a date is no daily.
    expect(readShareQuery('?v=classic&l=easy&id=classic-easy-0042&d=913&day=tomorrow')).toEqual({
      kind: 'stored',
      variant: 'classic',
      level: 'easy',
      id: 'classic-easy-0042',
      disguise: 913,
    });
  });

  it('carries any other puzzle by content, killer cages included, and reads it back', () => {
    const killer = {
      variant: 'killer' as const,
      puzzle: '.'.repeat(81),
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 17, cells: [2, 11] },
      ],
    };
    const query = shareQuery({ ...setupGame(classic), record: { ...killer, solution: '' } });
    const read = readShareQuery(query);
    expect(read.kind).toBe('content');
    if (read.kind === 'content') expect(read.record.cages).toEqual(killer.cages);
  });

  it('treats a query without a puzzle as none, and a broken one as bad', () => {
    expect(readShareQuery('').kind).toBe('none');
    expect(readShareQuery('?v=sudoku9000&p=1').kind).toBe('bad');
  });

  it('names an unknown level as unknown, even one that is a property of every object', () => {
    for (const level of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'Easy', 'insane']) {
      const read = readShareQuery(`?v=classic&l=${encodeURIComponent(level)}&id=classic-easy-0001&d=1`);
      expect(read).toEqual({
        kind: 'bad',
        message: `unknown level “${level}” in the link (levels: easy, medium, hard, expert, extreme)`,
      });
    }
    expect(LEVEL_NAMES['constructor' as Level]).toBeUndefined();
    expect('__proto__' in LEVEL_NAMES).toBe(false);
    expect(readShareQuery('?v=killer&p=...&k=3=0,99999').kind).toBe('bad');
  });
});
