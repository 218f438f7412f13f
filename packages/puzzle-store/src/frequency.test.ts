import { describe, expect, it } from 'vitest';
import { textbookRecord } from './fixtures.test-helper.ts';
import { techniqueFrequency } from './frequency.ts';

describe('technique frequency', () => {
  it('counts each technique once per puzzle, most used first', () => {
    const records = [
      textbookRecord({ techniques: ['naked single', 'hidden single'] }),
      textbookRecord({ techniques: ['naked single', 'x-wing', 'x-wing'] }),
      textbookRecord({ techniques: ['hidden single', 'naked single'] }),
      textbookRecord({ techniques: ['naked single'] }),
    ];
    expect(techniqueFrequency('classic', 'hard', records)).toEqual({
      variant: 'classic',
      level: 'hard',
      puzzles: 4,
      techniques: [
        { technique: 'naked single', puzzles: 4, share: 1 },
        { technique: 'hidden single', puzzles: 2, share: 0.5 },
        { technique: 'x-wing', puzzles: 1, share: 0.25 },
      ],
    });
  });
});
