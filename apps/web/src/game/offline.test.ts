import { describe, expect, it } from 'vitest';
import { guidePoolsNotice, poolFilesLoaded } from './offline.ts';

describe('poolFilesLoaded', () => {
  it('the pool files this page has loaded (same origin, pools/*.js), each once (issue 30)', () => {
    const page = 'https://example.org/sudoku/?v=classic&l=extreme&id=x';
    const names = [
      'https://example.org/sudoku/assets/index-abc.js',
      'https://example.org/sudoku/pools/classic-easy-1a2b.js',
      'https://example.org/sudoku/pools/classic-easy-1a2b.js',
      'https://example.org/sudoku/pools/killer-hard-9z.js?import',
      'https://cdn.example.com/pools/classic-hard-x.js',
      'https://example.org/sudoku/pools/README.md',
    ];
    expect(poolFilesLoaded(names, page)).toEqual([
      'https://example.org/sudoku/pools/classic-easy-1a2b.js',
      'https://example.org/sudoku/pools/killer-hard-9z.js?import',
    ]);
  });
});

describe('guidePoolsNotice', () => {
  it('offline, says which levels are not kept yet instead of "the pools could not be read" (issue 30)', () => {
    const unreachable = { name: 'PoolUnreachableError', message: 'this level is not saved for offline play yet…' };
    expect(
      guidePoolsNotice([
        { level: 'Hard', error: unreachable },
        { level: 'Expert', error: unreachable },
      ]),
    ).toBe(
      'Hard and Expert are not saved for offline play yet (none of their puzzles was opened while online), so the guide shows the other levels only.',
    );
    expect(guidePoolsNotice([{ level: 'Hard', error: unreachable }])).toMatch(
      /^Hard is not saved for offline play yet/u,
    );
  });

  it('a damaged pool is still said to be one; nothing failed, nothing said', () => {
    expect(guidePoolsNotice([{ level: 'Hard', error: { name: 'Error', message: 'record 3 is damaged' } }])).toBe(
      'The Hard pool could not be read: record 3 is damaged',
    );
    expect(guidePoolsNotice([])).toBeNull();
  });
});
