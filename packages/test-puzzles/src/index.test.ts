import { countSolutions, VARIANT_IDS } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { geometryOf, testPuzzle } from './index.ts';

describe('testPuzzle', () => {
  for (const variant of VARIANT_IDS.filter((v) => v !== '16x16')) {
    it(`${variant}: one solution, the one it names; the same from the same seed`, () => {
      const p = testPuzzle(variant, 3);
      const count = countSolutions(p.geometry, p.givens, { limit: 2 });
      expect(count.solutions).toBe(1);
      expect(count.found[0]).toEqual(p.solution);
      p.givens.forEach((d, cell) => {
        expect(d === 0 || d === p.solution[cell]).toBe(true);
      });
      expect(p.givens.some((d) => d === 0)).toBe(true);
      expect(testPuzzle(variant, 3)).toEqual(p);
      if (variant === 'irregular' || variant === 'killer') {
        expect(geometryOf(variant, p).units.map((u) => u.cells)).toEqual(p.geometry.units.map((u) => u.cells));
      }
    });
  }

  it('stops carving at the clue floor', () => {
    const p = testPuzzle('classic', 3, { clueFloor: 40 });
    expect(p.givens.filter((d) => d !== 0).length).toBe(40);
  });
});
