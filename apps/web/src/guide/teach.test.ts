import { describe, expect, it } from 'vitest';
import { buildGeometry } from '@sudoku-forge/core-solver';
import type { FrequencyRow } from '@sudoku-forge/puzzle-store';
import type { ShownStep } from '../engine/api.ts';
import { guideHref } from '../game/hint-text.ts';
import { cageArithmetic, levelShares, parseGuideHash } from './teach.ts';

describe('parseGuideHash', () => {
  it('reads the hint’s link back', () => {
    expect(parseGuideHash(guideHref('killer', 'cage combinations'))).toEqual({
      variant: 'killer',
      technique: 'cage combinations',
    });
    expect(parseGuideHash('#/guide/classic/x-wing')).toEqual({ variant: 'classic', technique: 'x-wing' });
    expect(parseGuideHash('#/guide')).toEqual({});
  });

  it('ignores unknown variants and damaged names', () => {
    expect(parseGuideHash('#/guide/constructor/x-wing')).toEqual({ technique: 'x-wing' });
    expect(parseGuideHash('#/guide/classic/%E0%A4%A')).toEqual({ variant: 'classic' });
    expect(parseGuideHash('#/guide/classic/%3Cscript%3E')).toEqual({ variant: 'classic' });
    expect(parseGuideHash('#/solver')).toEqual({});
  });
});

describe('levelShares', () => {
  it('lists the levels that need the technique with their share', () => {
    const rows: FrequencyRow[] = [
      {
        variant: 'classic',
        level: 'easy',
        puzzles: 10,
        techniques: [{ technique: 'hidden single', puzzles: 10, share: 1 }],
      },
      {
        variant: 'classic',
        level: 'hard',
        puzzles: 4,
        techniques: [
          { technique: 'x-wing', puzzles: 1, share: 0.25 },
          { technique: 'hidden single', puzzles: 4, share: 1 },
        ],
      },
    ];
    expect(levelShares(rows, 'x-wing')).toEqual([{ level: 'hard', share: 0.25, puzzles: 4 }]);
    expect(levelShares(rows, 'hidden single').map((r) => r.level)).toEqual(['easy', 'hard']);
  });
});

describe('cageArithmetic', () => {
  it('spells out a cage’s combinations against the position', () => {
    const geometry = buildGeometry('killer', { cages: [{ sum: 7, cells: [3, 4] }] });
    const digits = new Array<number>(81).fill(0);
    digits[1] = 5; // r1c2 = 5: 2+5 cannot go in row 1
    const candidates = new Array<number>(81).fill(0x1ff & ~(1 << 4));
    const step = {
      technique: 'cage combinations',
      houses: [
        { unit: 'cage', index: 1, sum: 7, cells: [3, 4] },
        { unit: 'row', index: 1, cells: [] },
      ],
    } as unknown as ShownStep;
    expect(cageArithmetic(step, { digits, candidates }, geometry)).toEqual([
      '7 in 2 cells (r1c4, r1c5): 1+6 or 3+4; 2+5 does not fit.',
    ]);
    expect(cageArithmetic({ ...step, technique: 'innies and outies' }, { digits, candidates }, geometry)).toEqual([]);
  });
});
