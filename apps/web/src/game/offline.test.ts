import { describe, expect, it } from 'vitest';
import { poolFilesLoaded } from './offline.ts';

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
