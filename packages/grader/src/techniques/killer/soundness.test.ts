/**
 * Killer soundness as a property: on unique killers no step places a digit other than the
 * solution's or removes the solution's digit. Checked on the stored zero-given killers (the cages
 * are the whole clue, as published killers have it) and on random killers whose cages grow at
 * random (2–5 cells, the shapes published killers use), with givens kept only where the cages
 * alone leave the solution open; and the forcing chains and nets (cage rule included) from the
 * start of random zero-given killers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  countSolutions,
  geometryFor,
  mulberry32,
  parsePuzzle,
  randomGrid,
  removeWhileUnique,
  shuffle,
  type Puzzle,
} from '@sudoku-forge/core-solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solvePath } from '../../grade.ts';
import { createState } from '../../state.ts';
import type { Step } from '../../types.ts';
import { forcingChains, forcingNets } from '../forcing.ts';
import { randomCages } from './testing.ts';
import { unsound } from '../../testing.ts';

const POOLS = join(import.meta.dirname, '../../../../../data/puzzles/killer');

/** The stored killers with no givens (records of data/puzzles/killer/*.json). */
function zeroGivenKillers(): { id: string; puzzle: Puzzle }[] {
  const out: { id: string; puzzle: Puzzle }[] = [];
  for (const file of readdirSync(POOLS)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    for (const line of readFileSync(join(POOLS, file), 'utf8').split('\n')) {
      const text = line.trim().replace(/,$/, '');
      if (!text.startsWith('{')) continue;
      const record = JSON.parse(text) as { id: string; puzzle: string; cages: { sum: number; cells: number[] }[] };
      if (/^\.+$/.test(record.puzzle))
        out.push({
          id: record.id,
          puzzle: parsePuzzle({ variant: 'killer', puzzle: record.puzzle, cages: record.cages } as never),
        });
    }
  }
  return out;
}

function solutionOf(puzzle: Puzzle): Uint8Array | null {
  const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2, maxPositions: 1_000_000 });
  return count.decided && count.solutions === 1 ? count.found[0]! : null;
}

describe('killer soundness', () => {
  it('stored zero-given killers: every step agrees with the solution', { timeout: 120_000 }, () => {
    const killers = zeroGivenKillers();
    let checked = 0;
    for (const { id, puzzle } of killers.slice(0, 30)) {
      const solution = solutionOf(puzzle);
      if (!solution) continue;
      const path = solvePath(puzzle, { nestedNet: false });
      for (const step of path.steps) expect(unsound(step, solution), id).toEqual([]);
      checked++;
    }
    // The pools are being regenerated as zero-given killers; until then there are a few dozen.
    expect(checked).toBeGreaterThanOrEqual(Math.min(20, killers.length));
  });

  it('forcing chains and nets with the cage rule, on random zero-given killers from the start', {
    timeout: 240_000,
  }, () => {
    // Sound steps hold in every solution, so in the grid the cages were drawn on (unique or not).
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const grid = randomGrid(geometryFor('classic'), seed)!.grid;
        const geometry = parsePuzzle('.'.repeat(81), {
          variant: 'killer',
          cages: randomCages(grid, seed, 2, 4),
        }).geometry;
        const state = createState(geometry, new Uint8Array(81), false);
        const steps: Step[] = [];
        forcingChains(state, steps);
        forcingNets(state, steps);
        for (const step of steps) expect(unsound(step, grid)).toEqual([]);
      }),
      { numRuns: 4 },
    );
  });

  it.each([
    [2, 5],
    [3, 6],
  ])('random killers with cages of %i–%i cells', { timeout: 120_000 }, (min, max) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const grid = randomGrid(geometryFor('classic'), seed)!.grid;
        const cages = randomCages(grid, seed, min, max);
        const geometry = parsePuzzle('.'.repeat(81), { variant: 'killer', cages }).geometry;
        const order = shuffle(
          mulberry32(seed + 1),
          Array.from({ length: 81 }, (_, i) => i),
        );
        const givens = removeWhileUnique(geometry, grid, order);
        const path = solvePath({ geometry, givens }, { nestedNet: false });
        for (const step of path.steps) expect(unsound(step, grid)).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});
