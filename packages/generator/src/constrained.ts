/**
 * Constraint presets (thermo, arrow, kropki, XV, odd/even, non-consecutive, little killer): the
 * constraints carry the puzzle, the givens only finish the job.
 *
 *   1. a full grid: the counter on an empty board under the preset's board-wide rules (BOARD_RULES:
 *      non-consecutive), else the preset's own grid (solutionGrid)
 *   2. the preset's constraints drawn from the grid (constraint-layout.ts, the types VARIANTS `draws`)
 *   3. givens carved while the puzzle stays unique and within the target (carve.ts; the singles
 *      shortcut is off, as the counter's propagation through the constraints is stronger than the
 *      grader's easy steps)
 *   4. (make.ts) the grade must use a step of the preset's constraints (usesConstraints), else the
 *      attempt is dropped: an easy arrow or little-killer puzzle fills the last cell of its sums
 *      (the grader's last sum cell), never only its givens' singles
 *
 * Every random choice comes from streams of the seed, so the preset, seed and target fix the puzzle.
 */
import {
  buildGeometry,
  mixSeed,
  randomGrid,
  SALT,
  solutionGrid,
  VARIANTS,
  type Constraint,
  type Geometry,
  type Random,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { constraintTechniques, type Level } from '@sudoku-forge/grader';
import { carve, newCheckCounts, type CheckCounts, type Symmetry } from './carve.ts';
import { BOARD_RULES, drawConstraints } from './constraint-layout.ts';

/** Whether the preset's records carry constraints drawn per puzzle (this module makes them). */
export function drawsConstraints(variant: VariantId): boolean {
  return VARIANTS[variant].draws.length > 0;
}

/**
 * Whether a grade's techniques include a step of the preset's own constraints (a thermometer, a
 * kropki dot, …): a puzzle the givens alone carry is not a thermo puzzle, whatever it draws.
 */
export function usesConstraints(variant: VariantId, techniques: readonly string[]): boolean {
  const own = VARIANTS[variant].draws.flatMap(constraintTechniques);
  return techniques.some((name) => own.includes(name));
}

export interface ConstrainedPuzzle {
  grid: Uint8Array;
  givens: Uint8Array;
  constraints: Constraint[];
  geometry: Geometry;
}

/** The preset's geometry with these constraints (every handler available). */
export function constrainedGeometry(variant: VariantId, constraints: readonly Constraint[]): Geometry {
  return buildGeometry(variant, { constraints, handlerOf });
}

/** The attempt's full grid under the preset's board-wide rules; null when none was found within the caps. */
export function constrainedGrid(variant: VariantId, seed: number): Uint8Array | null {
  const rules = VARIANTS[variant].draws.flatMap((type) => BOARD_RULES[type] ?? []);
  if (rules.length === 0) return solutionGrid(variant, seed)?.grid ?? null;
  const found = randomGrid(constrainedGeometry(variant, rules), mixSeed(seed, SALT.grid), {
    stepCap: 20_000,
    maxAttempts: 50,
  });
  return found?.grid ?? null;
}

export interface ConstrainedOptions {
  target: Level;
  symmetry?: Symmetry;
}

/** One attempt (see the file comment); null when no grid was found. */
export function makeConstrained(
  variant: VariantId,
  seed: number,
  random: Random,
  options: ConstrainedOptions,
  counts: CheckCounts = newCheckCounts(),
): ConstrainedPuzzle | null {
  const grid = constrainedGrid(variant, seed);
  if (!grid) return null;
  const n = VARIANTS[variant].size;
  const constraints = drawConstraints(VARIANTS[variant].draws, grid, n, random);
  const geometry = constrainedGeometry(variant, constraints);
  const givens = carve(
    geometry,
    grid,
    random,
    { target: options.target, symmetry: options.symmetry ?? 'none', singlesShortcut: false },
    counts,
  );
  return { grid, givens, constraints, geometry };
}
