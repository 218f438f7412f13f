import { countSolutions, geometryFor, isConnected, mulberry32, randomGrid } from '@sudoku-forge/core-solver';
import { gradePuzzle } from '@sudoku-forge/grader';
import { describe, expect, it } from 'vitest';
import { carveKiller, KILLER_MAX_CAGE } from './killer.ts';

describe('killer cages by merging', () => {
  const grid = randomGrid(geometryFor('classic'), 21)!.grid;
  const killer = carveKiller(grid, mulberry32(21), { target: 'medium' });

  it('makes connected cages of distinct digits whose sums come from the grid', () => {
    expect(killer.cages.length).toBeGreaterThan(10);
    for (const cage of killer.cages) {
      const digits = cage.cells.map((c) => grid[c]!);
      expect(new Set(digits).size).toBe(digits.length);
      expect(cage.sum).toBe(digits.reduce((a, b) => a + b, 0));
      expect(isConnected(cage.cells, 9)).toBe(true);
      expect(cage.cells.length).toBeLessThanOrEqual(KILLER_MAX_CAGE.medium);
    }
  });

  it('covers every cell exactly once: a cage cell or a given', () => {
    const owners = new Array<number>(81).fill(0);
    for (const cage of killer.cages) for (const c of cage.cells) owners[c]!++;
    killer.givens.forEach((d, c) => {
      expect(owners[c]! + (d !== 0 ? 1 : 0)).toBe(1);
      if (d !== 0) expect(d).toBe(grid[c]);
    });
  });

  it('is unique with the grid as its solution and within the target level', () => {
    const count = countSolutions(killer.geometry, killer.givens, { limit: 2, maxPositions: 1e6 });
    expect(count.solutions).toBe(1);
    expect([...count.found[0]!]).toEqual([...grid]);
    expect(gradePuzzle({ geometry: killer.geometry, givens: killer.givens }, { maxLevel: 'medium' }).solved).toBe(true);
  });
});
