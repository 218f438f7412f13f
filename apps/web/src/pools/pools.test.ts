/**
 * The new-game chooser offers the levels stored (storedLevels over data/puzzles): every constraint
 * preset has its easy, medium, hard and expert pools there — arrow and little killer too, whose easy
 * puzzles fill the last cell of their sums (issue 27).
 */
import { VARIANT_IDS, VARIANTS } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { storedLevels } from './pools.ts';

const PRESETS = VARIANT_IDS.filter((id) => VARIANTS[id].draws.length > 0 || id === 'anti-king');

describe('storedLevels (the levels the new-game menu lists)', () => {
  it.each(PRESETS)('%s: easy, medium, hard and expert are stored', (id) => {
    expect(storedLevels(id)).toEqual(['easy', 'medium', 'hard', 'expert']);
  });
  it('lists arrow and little killer from easy', () => {
    expect(storedLevels('arrow')[0]).toBe('easy');
    expect(storedLevels('little-killer')[0]).toBe('easy');
  });
});
