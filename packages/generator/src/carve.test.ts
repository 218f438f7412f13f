import fc from 'fast-check';
import { countSolutions, geometryFor, mulberry32, randomGrid, type VariantId } from '@sudoku-forge/core-solver';
import { gradePuzzle, LEVELS, type Level } from '@sudoku-forge/grader';
import { describe, expect, it } from 'vitest';
import { carve, newCheckCounts } from './carve.ts';

function solvedGrid(variant: VariantId, seed: number): Uint8Array {
  return randomGrid(geometryFor(variant), seed)!.grid;
}

describe('carving', () => {
  it('keeps exactly one solution, agrees with the grid and stays within the target (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<VariantId>('classic', '6x6', 'diagonal', 'anti-knight'),
        fc.constantFrom<Level>('easy', 'medium', 'hard'),
        fc.nat(),
        (variant, target, seed) => {
          const geometry = geometryFor(variant);
          const solution = solvedGrid(variant, seed);
          const givens = carve(geometry, solution, mulberry32(seed), { target });
          const count = countSolutions(geometry, givens, { limit: 2, maxPositions: 1e6 });
          expect(count.decided && count.solutions).toBe(1);
          expect([...count.found[0]!]).toEqual([...solution]);
          givens.forEach((d, cell) => {
            d !== 0 && expect(d).toBe(solution[cell]);
          });
          const grade = gradePuzzle({ geometry, givens });
          expect(grade.solved).toBe(true);
          expect(LEVELS.indexOf(grade.level)).toBeLessThanOrEqual(LEVELS.indexOf(target));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('leaves no spare clue: every remaining clue is needed for uniqueness or the target', () => {
    const geometry = geometryFor('classic');
    const solution = solvedGrid('classic', 11);
    const givens = carve(geometry, solution, mulberry32(11), { target: 'easy' });
    for (let cell = 0; cell < givens.length; cell++) {
      if (givens[cell] === 0) continue;
      const fewer = givens.slice();
      fewer[cell] = 0;
      const unique = countSolutions(geometry, fewer, { limit: 2 }).solutions === 1;
      const easy = unique && gradePuzzle({ geometry, givens: fewer }, { maxLevel: 'easy' }).solved;
      expect(easy, `the clue at cell ${cell} could have gone`).toBe(false);
    }
  });

  it('keeps the pattern symmetric under 180° rotation when asked', () => {
    const geometry = geometryFor('classic');
    const givens = carve(geometry, solvedGrid('classic', 5), mulberry32(5), { target: 'hard', symmetry: 'rotational' });
    for (let cell = 0; cell < 81; cell++) expect(givens[cell] === 0).toBe(givens[80 - cell] === 0);
  });

  it('respects a clue floor', () => {
    const geometry = geometryFor('16x16');
    const givens = carve(geometry, solvedGrid('16x16', 3), mulberry32(3), { target: 'easy', clueFloor: 150 });
    expect(givens.filter((d) => d !== 0).length).toBe(150);
  });

  it('rejects a removal the counter cannot decide within its cap', () => {
    const geometry = geometryFor('classic');
    const counts = newCheckCounts();
    // With a cap of one position, only the singles shortcut can accept anything.
    const givens = carve(
      geometry,
      solvedGrid('classic', 9),
      mulberry32(9),
      { target: 'extreme', maxPositions: 1, singlesShortcut: false },
      counts,
    );
    expect(counts.undecided).toBeGreaterThan(0);
    expect(countSolutions(geometry, givens, { limit: 2 }).solutions).toBe(1);
  });
});
