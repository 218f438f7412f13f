import { geometryFor, isConnected, mulberry32, randomGrid } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { cageSizeCounts, combinationCount, randomLayout, type LayoutOptions } from './cage-layout.ts';

const grids = [3, 14, 15, 92, 65].map((seed) => randomGrid(geometryFor('classic'), seed)!.grid);
const OPTIONS: LayoutOptions = { weights: [0, 0, 3, 4, 3, 1], maxSize: 5 };

function expectPartition(layout: number[][], grid: Uint8Array, maxSize: number): void {
  const owners = new Array<number>(81).fill(0);
  for (const cells of layout) {
    for (const c of cells) owners[c]!++;
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThanOrEqual(maxSize);
    expect(isConnected(cells, 9)).toBe(true);
    const digits = cells.map((c) => grid[c]!);
    expect(new Set(digits).size).toBe(digits.length);
  }
  expect(owners.every((k) => k === 1)).toBe(true);
}

describe('random cage layouts', () => {
  it('cut the board into connected cages of distinct digits within the size cap', () => {
    for (const [i, grid] of grids.entries()) {
      const layout = randomLayout(grid, mulberry32(i), OPTIONS);
      expectPartition(layout, grid, 5);
      // Cages come sorted, listed by first cell.
      for (const cells of layout) expect([...cells].sort((a, b) => a - b)).toEqual(cells);
      expect(layout.map((cells) => cells[0]!)).toEqual([...layout.map((cells) => cells[0]!)].sort((a, b) => a - b));
    }
  });

  it('keep folded single cells under the cap, and leave few single cells', () => {
    let singles = 0;
    for (const [i, grid] of grids.entries()) {
      const layout = randomLayout(grid, mulberry32(100 + i), { weights: [0, 0, 1], maxSize: 3 });
      expectPartition(layout, grid, 3);
      singles += cageSizeCounts(layout)[1]!;
    }
    expect(singles).toBeLessThanOrEqual(grids.length);
  });

  it('follow the size weights', () => {
    const counts = cageSizeCounts(randomLayout(grids[0]!, mulberry32(7), { weights: [0, 0, 0, 0, 1], maxSize: 5 }));
    // Mostly the drawn size; smaller where a cage ran out of room; 5 only by folding a single cell.
    expect(counts[4]!).toBeGreaterThan(counts[2]! + counts[3]! + counts[5]!);
  });

  it('are 180° symmetric when asked: the image of every cage is a cage', () => {
    for (const [i, grid] of grids.entries()) {
      const layout = randomLayout(grid, mulberry32(i), { ...OPTIONS, symmetry: 'rotational' });
      expectPartition(layout, grid, 5);
      const keys = new Set(layout.map((cells) => cells.join(',')));
      for (const cells of layout)
        expect(
          keys.has(
            cells
              .map((c) => 80 - c)
              .sort((a, b) => a - b)
              .join(','),
          ),
        ).toBe(true);
    }
    // Without symmetry they are not (for this grid and stream).
    const plain = randomLayout(grids[0]!, mulberry32(0), OPTIONS);
    const keys = new Set(plain.map((cells) => cells.join(',')));
    expect(
      plain.every((cells) =>
        keys.has(
          cells
            .map((c) => 80 - c)
            .sort((a, b) => a - b)
            .join(','),
        ),
      ),
    ).toBe(false);
  });

  it('are a function of grid, options and stream', () => {
    const a = randomLayout(grids[1]!, mulberry32(5), OPTIONS);
    expect(randomLayout(grids[1]!, mulberry32(5), OPTIONS)).toEqual(a);
    expect(randomLayout(grids[1]!, mulberry32(6), OPTIONS)).not.toEqual(a);
  });

  it('with a combination bias make cages with fewer digit combinations', () => {
    const combos = (bias: number) => {
      let total = 0;
      let cages = 0;
      for (const [i, grid] of grids.entries()) {
        for (const cells of randomLayout(grid, mulberry32(i), { ...OPTIONS, comboBias: bias })) {
          total += combinationCount(
            cells.length,
            cells.reduce((s, c) => s + grid[c]!, 0),
          );
          cages++;
        }
      }
      return total / cages;
    };
    expect(combos(1)).toBeLessThan(0.7 * combos(0));
  });
});

describe('combinationCount', () => {
  it('counts the digit sets of a size and sum', () => {
    expect(combinationCount(2, 3)).toBe(1); // 1+2
    expect(combinationCount(2, 10)).toBe(4); // 1+9, 2+8, 3+7, 4+6
    expect(combinationCount(3, 6)).toBe(1);
    expect(combinationCount(3, 15)).toBe(8);
    expect(combinationCount(9, 45)).toBe(1);
    expect(combinationCount(2, 2)).toBe(0);
    expect(combinationCount(1, 7)).toBe(1);
    expect(combinationCount(10, 45)).toBe(0);
  });
});
