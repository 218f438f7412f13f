/**
 * Combination chains: an exact position (a 10-cage with two combinations left carries a chain
 * from r1c1 to r5c2), a near miss (the same cage with three combinations: nothing), nothing on
 * classic boards; and soundness on random killers whose candidates are thinned around the solution.
 */
import { bitOf, geometryFor, mulberry32, parsePuzzle, randomGrid } from '@sudoku-forge/core-solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createState } from '../../state.ts';
import { unsound } from '../../testing.ts';
import type { Step } from '../../types.ts';
import { combinationChainSteps } from './combination-chains.ts';
import { randomCages } from './testing.ts';

const mask = (...digits: number[]) => digits.reduce((m, d) => m | bitOf(d), 0);

/** An empty killer with one cage, the 10-cage in r1c1–r1c2: r1c1 {1,4}, r1c2 {6,9}, r5c2 {4,9}. */
function position(r1c2 = mask(6, 9)) {
  const puzzle = parsePuzzle('.'.repeat(81), { variant: 'killer', cages: [{ sum: 10, cells: [0, 1] }] });
  const state = createState(puzzle.geometry, puzzle.givens, false);
  state.candidates[0] = mask(1, 4);
  state.candidates[1] = r1c2;
  state.candidates[37] = mask(4, 9);
  return state;
}

describe('combination chain', () => {
  it('r1c1 = 4 or (1 → the cage is 1+9 → r1c2 = 9 → r5c2 = 4): 4 leaves every cell seeing both', () => {
    const out: Step[] = [];
    combinationChainSteps(position(), out);
    const step = out.find((s) => s.eliminations.some((e) => e.cell === 10 && e.digit === 4))!;
    expect(step.technique).toBe('combination chain');
    expect(step.eliminations).toEqual([
      { cell: 10, digit: 4 },
      { cell: 19, digit: 4 },
      { cell: 27, digit: 4 },
      { cell: 36, digit: 4 },
      { cell: 45, digit: 4 },
    ]);
    expect(step.explanation).toBe(
      'A chain through cage combinations, links alternating strong (=, one of the two is true) and weak (−, not both): (r1c1 is 4) = (r1c1 is 1) − (the 10-cage in r1c1, r1c2 is 4+6) = (the 10-cage in r1c1, r1c2 is 1+9) − (r1c2 is 6) = (r1c2 is 9) − (r5c2 is 9) = (r5c2 is 4). So r1c1 is 4 or r5c2 is 4, and r2c2, r3c2, r4c1, r5c1, r6c1 lose 4.',
    );
    expect(step.links).toHaveLength(7);
    expect(step.links![1]).toEqual({
      from: { cell: 0, digit: 1 },
      to: { cell: 0, digit: 4 },
      strong: false,
      toCells: [0, 1],
    });
    expect(step.houses).toEqual([{ unit: 'cage', index: 1, sum: 10, cells: [0, 1] }]);
  });

  it('with three combinations left (r1c1 also 3, r1c2 also 7: 3+7) there is no combination node, so nothing', () => {
    const state = position(mask(6, 7, 9));
    state.candidates[0] = mask(1, 3, 4);
    const out: Step[] = [];
    combinationChainSteps(state, out);
    expect(out).toEqual([]);
  });

  it('does nothing on a classic board', () => {
    const state = createState(geometryFor('classic'), new Uint8Array(81), false);
    state.candidates[0] = mask(1, 4);
    const out: Step[] = [];
    combinationChainSteps(state, out);
    expect(out).toEqual([]);
  });

  it('is sound on random killers, candidates thinned at random around the solution', { timeout: 120_000 }, () => {
    // Every link holds whenever the solution's digits are among the candidates, so the grid the
    // cages were drawn on must survive every step.
    let steps = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const grid = randomGrid(geometryFor('classic'), seed)!.grid;
        const geometry = parsePuzzle('.'.repeat(81), {
          variant: 'killer',
          cages: randomCages(grid, seed, 2, 4),
        }).geometry;
        const state = createState(geometry, new Uint8Array(81), false);
        const random = mulberry32(seed + 7);
        for (let cell = 0; cell < 81; cell++) {
          let m = bitOf(grid[cell]!);
          for (let d = 1; d <= 9; d++) if (random() < 0.3) m |= bitOf(d);
          state.candidates[cell] = m;
        }
        const out: Step[] = [];
        combinationChainSteps(state, out);
        steps += out.length;
        for (const step of out) expect(unsound(step, grid)).toEqual([]);
      }),
      { numRuns: 30 },
    );
    expect(steps).toBeGreaterThan(0);
  });
});
