/**
 * What the constraint steps' tests share (whisper, line-house, constraint groups): 9×9 positions
 * of constraints by row and column, a finder's steps and what each takes from which cell, lines
 * walked along a grid, and the soundness property over random grids — a step may never take a
 * digit of the grid its constraints were drawn from.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { buildGeometry, mulberry32, randomGrid, randomInt, shuffle, type Constraint } from '@sudoku-forge/core-solver';
import { LOCAL_TYPES, randomConstraint } from '@sudoku-forge/core-solver/random-constraints';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { nextStep } from '../grade.ts';
import { applyStep, createState, isSolved, type State } from '../state.ts';
import { FINDERS, type Finder } from '../table.ts';
import type { Step } from '../types.ts';

/** The 0-based cell of row `row`, column `col` (both 1-based). */
export const r = (row: number, col: number): number => (row - 1) * 9 + (col - 1);

/** A 9×9 state of these constraints with these givens ([row, column, digit], 1-based). */
export function stateOf(constraints: Constraint[], givenList: readonly [number, number, number][] = []): State {
  const geometry = buildGeometry('classic', { constraints, handlerOf });
  const givens = new Uint8Array(81);
  for (const [row, col, d] of givenList) givens[r(row, col)] = d;
  return createState(geometry, givens, false);
}

/** The steps a finder finds in the state. */
export function stepsOf(search: (state: State, out: Step[]) => void, state: State): Step[] {
  const out: Step[] = [];
  search(state, out);
  return out;
}

/** A step's eliminations by cell name: {r1c3: [4, 6], …}. */
export function lostBy(step: Step): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const e of step.eliminations) {
    const key = `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}`;
    out[key] = [...(out[key] ?? []), e.digit];
  }
  return out;
}

/**
 * A line of up to `length` cells walked along a 9×9 grid from `first`: king moves to unvisited
 * cells, a step kept while `fits` holds for the line's digits with it (fewer cells when it gets
 * stuck). `length` comes before `first`, so a call draws the length first.
 */
export function walk(
  grid: ArrayLike<number>,
  random: () => number,
  length: number,
  first: number,
  fits: (digits: number[]) => boolean,
): number[] {
  const cells = [first];
  while (cells.length < length) {
    const last = cells[cells.length - 1]!;
    const [row, col] = [Math.floor(last / 9), last % 9];
    const options: number[] = [];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const [rr, cc] = [row + dr, col + dc];
        const next = rr * 9 + cc;
        if ((dr || dc) && rr >= 0 && rr < 9 && cc >= 0 && cc < 9 && !cells.includes(next))
          if (fits([...cells, next].map((c) => grid[c]!))) options.push(next);
      }
    if (options.length === 0) break;
    cells.push(options[randomInt(random, options.length)]!);
  }
  return cells;
}

/** The easy and medium finders and those of the techniques named (a path that stops early reaches them often). */
export function cheapFindersAnd(...names: string[]): Finder[] {
  return FINDERS.filter((f) =>
    f.techniques.some((t) => t.level === 'easy' || t.level === 'medium' || names.includes(t.name)),
  );
}

/** A soundness run's draw: `least` to `least + 9` constraints of random local types that hold on the grid. */
export function drawLocal(least: number): SoundnessRun['draw'] {
  const base = buildGeometry('classic');
  return (grid, random) => {
    const out: Constraint[] = [];
    for (let k = least + randomInt(random, 10); k > 0; k--) {
      const c = randomConstraint(LOCAL_TYPES[randomInt(random, LOCAL_TYPES.length)]!, grid, base, random);
      if (c) out.push(c);
    }
    return out;
  };
}

export interface SoundnessRun {
  /** The finders the path may use. */
  readonly finders: readonly Finder[];
  /** The constraints drawn from a solution grid (drawn before the cells are emptied). */
  draw(grid: ArrayLike<number>, random: () => number): Constraint[];
  /** How many cells are emptied: the first plus a random part below the second. */
  readonly blanks: readonly [number, number];
  /** fast-check's seed. */
  readonly seed: number;
  /** Sees each step taken (to count what fired). */
  onStep?(step: Step): void;
}

/**
 * The soundness property: random grids (CONSTRAINT_RUNS of them, 60 by default), constraints
 * drawn from each, cells emptied, then up to 150 steps, none of which may place a digit other
 * than the grid's or take the grid's digit from a cell.
 */
export function expectSound(run: SoundnessRun): void {
  fc.assert(
    fc.property(fc.nat(), (seed) => {
      const random = mulberry32(seed);
      const full = randomGrid(buildGeometry('classic'), seed, { maxAttempts: 20 });
      if (!full) return;
      const geometry = buildGeometry('classic', { constraints: run.draw(full.grid, random), handlerOf });
      const givens = Uint8Array.from(full.grid);
      for (const cell of shuffle(
        random,
        Array.from({ length: 81 }, (_, i) => i),
      ).slice(0, run.blanks[0] + randomInt(random, run.blanks[1])))
        givens[cell] = 0;
      const state = createState(geometry, givens, false);
      for (let k = 0; k < 150 && !isSolved(state); k++) {
        const step = nextStep(state, run.finders);
        if (!step) break;
        run.onStep?.(step);
        for (const p of step.placements) expect(p.digit, step.explanation).toBe(full.grid[p.cell]);
        for (const e of step.eliminations) expect(e.digit, step.explanation).not.toBe(full.grid[e.cell]);
        applyStep(state, step);
      }
    }),
    { numRuns: Number(process.env.CONSTRAINT_RUNS ?? 60), seed: run.seed },
  );
}
