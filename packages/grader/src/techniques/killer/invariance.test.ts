/**
 * A disguised killer grades the same, technique by technique: the areas of the rule of 45, the
 * cage pairs and the cage ALSs are families closed under the moves that keep a killer a killer
 * (transposing, swapping lines within a band, swapping bands). Killers never relabel digits.
 */
import {
  geometryFor,
  mulberry32,
  parsePuzzle,
  randomGrid,
  removeWhileUnique,
  shuffle,
} from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { gradePuzzle } from '../../grade.ts';
import { randomCages } from './testing.ts';

type Killer = { givens: number[]; cages: { sum: number; cells: number[] }[] };

const MOVES: Record<string, (cell: number) => number> = {
  transpose: (c) => (c % 9) * 9 + Math.floor(c / 9),
  'swap rows 1 and 3': (c) => {
    const r = Math.floor(c / 9);
    return (r === 0 ? 2 : r === 2 ? 0 : r) * 9 + (c % 9);
  },
  'swap bands 1 and 3': (c) => {
    const r = Math.floor(c / 9);
    const band = Math.floor(r / 3);
    return ((band === 0 ? 2 : band === 2 ? 0 : band) * 3 + (r % 3)) * 9 + (c % 9);
  },
  'swap stacks 2 and 3': (c) => {
    const col = c % 9;
    const stack = Math.floor(col / 3);
    return Math.floor(c / 9) * 9 + (stack === 1 ? 2 : stack === 2 ? 1 : stack) * 3 + (col % 3);
  },
};

function moved(k: Killer, move: (cell: number) => number): Killer {
  const givens = new Array<number>(81).fill(0);
  k.givens.forEach((d, c) => {
    givens[move(c)] = d;
  });
  return {
    givens,
    cages: k.cages.map((cage) => ({ sum: cage.sum, cells: cage.cells.map(move).sort((a, b) => a - b) })),
  };
}

const grade = (k: Killer) => {
  const puzzle = parsePuzzle(k.givens.map((d) => (d ? String(d) : '.')).join(''), {
    variant: 'killer',
    cages: k.cages,
  });
  const g = gradePuzzle(puzzle, { nestedNet: false });
  return { level: g.level, solved: g.solved, techniques: g.techniques };
};

function randomKiller(seed: number, min: number, max: number): Killer {
  const grid = randomGrid(geometryFor('classic'), seed)!.grid;
  const cages = randomCages(grid, seed, min, max);
  const geometry = parsePuzzle('.'.repeat(81), { variant: 'killer', cages }).geometry;
  const givens = removeWhileUnique(
    geometry,
    grid,
    shuffle(
      mulberry32(seed + 1),
      Array.from({ length: 81 }, (_, i) => i),
    ),
  );
  return { givens: [...givens], cages };
}

describe('killer grades survive disguises', () => {
  // Random killers that need hard (seed 6) and expert (12: large-area innies and outies) killer
  // steps, and one that needs forcing chains through the cages' sums (15: it tries every
  // technique before them; without the cage rule in the propagation nothing finished it).
  const killers = [randomKiller(6, 3, 6), randomKiller(12, 3, 6), randomKiller(15, 3, 6)];
  it.each(Object.keys(MOVES))('%s', { timeout: 240_000 }, (name) => {
    for (const k of killers) expect(grade(moved(k, MOVES[name]!))).toEqual(grade(k));
  });
  it('the killers are the ones meant', () => {
    expect(killers.map((k) => grade(k)).map((g) => [g.level, g.solved])).toEqual([
      ['hard', true],
      ['expert', true],
      ['extreme', true],
    ]);
    expect(grade(killers[1]!).techniques['large-area innies and outies']).toBeGreaterThan(0);
    expect(grade(killers[2]!).techniques['forcing chain']).toBeGreaterThan(0);
  });
});
