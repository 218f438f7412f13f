import { describe, expect, it } from 'vitest';
import { gridToString } from '@sudoku-forge/core-solver';
import { puzzleKey, readShareQuery, setupGame, shareQuery } from './setup.ts';

const classic = { variant: 'classic' as const, puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79' };

describe('setupGame', () => {
  it('solves a record without a solution, and refuses a puzzle with two', () => {
    const setup = setupGame(classic);
    expect(gridToString(setup.solution)).toBe('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
    expect(() => setupGame({ variant: 'classic', puzzle: '.'.repeat(81) })).toThrow(/more than one solution/u);
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
    expect(readShareQuery(query)).toEqual({ kind: 'stored', variant: 'classic', level: 'easy', id: 'classic-easy-0042', disguise: 913 });
  });

  it('carries any other puzzle by content, killer cages included, and reads it back', () => {
    const killer = {
      variant: 'killer' as const,
      puzzle: '.'.repeat(81),
      cages: [{ sum: 3, cells: [0, 1] }, { sum: 17, cells: [2, 11] }],
    };
    const query = shareQuery({ ...setupGame(classic), record: { ...killer, solution: '' } });
    const read = readShareQuery(query);
    expect(read.kind).toBe('content');
    if (read.kind === 'content') expect(read.record.cages).toEqual(killer.cages);
  });

  it('treats a query without a puzzle as none, and a broken one as bad', () => {
    expect(readShareQuery('').kind).toBe('none');
    expect(readShareQuery('?v=sudoku9000&p=1').kind).toBe('bad');
    expect(readShareQuery('?v=killer&p=...&k=3=0,99999').kind).toBe('bad');
  });
});
