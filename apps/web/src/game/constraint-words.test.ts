import { CONSTRAINT_TYPES } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { constraintPlural, constraintSummary } from './constraint-words.ts';

describe('constraint words', () => {
  it('counts each kind in first-seen order and names board-wide rules once', () => {
    const types = ['xv', 'kropki-white', 'xv', 'antiking', 'kropki-black', 'antiking', 'thermo'] as const;
    expect(constraintSummary(types.map((type) => ({ type })))).toBe(
      '2 X/V signs, 1 white dot, anti-king, 1 black dot, 1 thermometer',
    );
    expect(constraintSummary([])).toBe('');
  });

  it('has words for every type, no hyphenated type by its raw name', () => {
    for (const type of CONSTRAINT_TYPES) {
      const plural = constraintPlural(type);
      expect(plural).toMatch(/^[A-Za-z/ -]+$/u);
      if (type.includes('-')) expect(plural).not.toContain(type);
    }
    expect(constraintPlural('thermo')).toBe('thermometers');
    expect(constraintPlural('nonconsecutive')).toBe('non-consecutive');
  });
});
