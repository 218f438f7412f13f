import { describe, expect, it } from 'vitest';
import { geometryFor } from './parse.ts';
import { randomGrid } from './grid.ts';
import { mulberry32, shuffle } from './rng.ts';
import { countSolutions } from './solver.ts';
import { removeWhileUnique } from './minimize.ts';

describe('removeWhileUnique', () => {
  it.each(['classic', '6x6', 'hyper'] as const)(
    '%s: the result is unique, keeps the grid, and every kept given is needed',
    (variant) => {
      const geometry = geometryFor(variant);
      const grid = randomGrid(geometry, 11)!.grid;
      const order = shuffle(
        mulberry32(5),
        Array.from({ length: geometry.cellCount }, (_, i) => i),
      );
      const puzzle = removeWhileUnique(geometry, grid, order);
      const count = countSolutions(geometry, puzzle);
      expect(count.solutions).toBe(1);
      expect([...count.found[0]!]).toEqual([...grid]);
      expect(puzzle.filter((d) => d !== 0).length).toBeLessThan(geometry.cellCount / 2);
      for (let cell = 0; cell < geometry.cellCount; cell++) {
        if (puzzle[cell] === 0) continue;
        const without = puzzle.slice();
        without[cell] = 0;
        expect(countSolutions(geometry, without).solutions, `given at ${cell}`).toBe(2);
      }
    },
  );

  it('stops at the clue floor, carving the same prefix as without one', () => {
    const geometry = geometryFor('classic');
    const grid = randomGrid(geometry, 11)!.grid;
    const order = shuffle(
      mulberry32(5),
      Array.from({ length: geometry.cellCount }, (_, i) => i),
    );
    const clues = (p: Uint8Array) => p.filter((d) => d !== 0).length;
    const floored = removeWhileUnique(geometry, grid, order, 20_000, 40);
    expect(clues(floored)).toBe(40);
    expect(countSolutions(geometry, floored).solutions).toBe(1);
    // Until the floor the blanks are the unfloored run's: every blank there is blank here too.
    const free = removeWhileUnique(geometry, grid, order);
    expect(clues(free)).toBeLessThan(40);
    for (let cell = 0; cell < geometry.cellCount; cell++) if (floored[cell] === 0) expect(free[cell]).toBe(0);
  });

  it('leaves cells outside the order alone', () => {
    const geometry = geometryFor('classic');
    const grid = randomGrid(geometry, 3)!.grid;
    const puzzle = removeWhileUnique(geometry, grid, [0, 1, 2]);
    expect([...puzzle.slice(3)]).toEqual([...grid.slice(3)]);
  });
});
