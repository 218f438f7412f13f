/**
 * One generation attempt: (variant, seed, target level) → a graded puzzle, or null.
 *
 *   1. irregular only: a random region map that admits a grid
 *   2. a full grid (randomGrid: the counter on an empty board, digits in random order, step cap)
 *      — steps 1 and 2 are core-solver's solutionGrid, which the tests' random puzzles share
 *   3. carving towards the target (killer: a zero-given cage layout steered by merging, see killer.ts;
 *      presets that draw constraints: thermos, dots, … from the grid first, see constrained.ts)
 *   4. grading with every technique: the level earned, which may be below the target
 *
 * Everything comes from streams derived from the seed, so the same three inputs always give the
 * same puzzle, in any thread and on any machine.
 */
import {
  constraintsToJson,
  gridToString,
  solutionGrid,
  type Cage,
  type ConstraintJson,
  type Geometry,
  type VariantId,
  VARIANTS,
} from '@sudoku-forge/core-solver';
import { gradePuzzle, type Grade, type Level } from '@sudoku-forge/grader';
import { techniqueList } from '@sudoku-forge/puzzle-store';
import { canonicalForm } from '@sudoku-forge/transforms';
import { carve, newCheckCounts, type CheckCounts, type Symmetry } from './carve.ts';
import { drawsConstraints, makeConstrained, usesConstraints } from './constrained.ts';
import { makeKiller, newKillerCounts } from './killer.ts';
import { SALT, mixSeed, streamOf } from './seeds.ts';

/**
 * 4x4 has very few minimal puzzles: carving to the end found only 36 different ones (up to
 * disguise) in 100,000 attempts. So a 4x4 attempt stops carving at a seed-chosen clue count
 * between 4 and 7: still unique and graded, just not always minimal.
 */
function variableFloor(variant: VariantId, seed: number): number | undefined {
  if (variant !== '4x4') return undefined;
  return 4 + (mixSeed(seed, SALT.floor) % 4);
}

export interface MakeOptions {
  symmetry?: Symmetry;
  /**
   * Carving never goes below this many clues (default none, or 4x4's seed-chosen floor). None is
   * needed today: a 16x16 carved to the end takes 0.5 s (easy) to 1.3 s (hard) per attempt on one
   * core, ending near 95 clues; the seeds' site needed floors of 120 (easy) and 110 (medium) and
   * close to two minutes for a hard 16x16. Pass one if a variant's carving ever becomes too slow.
   */
  clueFloor?: number;
}

/** A finished attempt: everything a stored record needs except its id. */
export interface Candidate {
  variant: VariantId;
  seed: number;
  target: Level;
  level: Level;
  puzzle: string;
  solution: string;
  clues: number;
  techniques: string[];
  regions?: string;
  cages?: Cage[];
  /** Presets that draw constraints: the record's "constraints" (cells [row, column], 1-based). */
  constraints?: ConstraintJson[];
  /** For dedupe: one string for every disguise of the puzzle. */
  canonical: string;
  checks: CheckCounts;
}

/**
 * Why an attempt produced nothing (counted in the run statistics). 'idle': a constraint preset's
 * puzzle the techniques finished without one step of its own constraints (the givens carried it).
 */
export type Miss = 'no-grid' | 'unsolved' | 'idle';

export interface Attempt {
  candidate: Candidate | null;
  miss?: Miss;
  /** Milliseconds this attempt took. */
  ms: number;
}

export function makePuzzle(variant: VariantId, seed: number, target: Level, options: MakeOptions = {}): Attempt {
  const started = performance.now();
  const checks = newCheckCounts();
  const done = (candidate: Candidate | null, miss?: Miss): Attempt => ({
    candidate,
    ...(miss ? { miss } : {}),
    ms: performance.now() - started,
  });
  const random = streamOf(seed, SALT.carve);
  if (drawsConstraints(variant)) {
    const made = makeConstrained(variant, seed, random, { target, symmetry: options.symmetry ?? 'none' }, checks);
    if (!made) return done(null, 'no-grid');
    const grade = gradePuzzle({ geometry: made.geometry, givens: made.givens }, { nestedNet: false });
    if (!grade.solved) return done(null, 'unsolved');
    const techniques = techniqueList(grade);
    if (!usesConstraints(variant, techniques)) return done(null, 'idle');
    let clues = 0;
    for (const d of made.givens) if (d !== 0) clues++;
    return done({
      variant,
      seed,
      target,
      level: grade.level,
      puzzle: gridToString(made.givens),
      solution: gridToString(made.grid),
      clues,
      techniques,
      constraints: constraintsToJson(made.constraints, made.geometry.size),
      canonical: canonicalForm({ variant, puzzle: made.givens, constraints: made.constraints }),
      checks,
    });
  }
  const full = solutionGrid(variant, seed);
  if (!full) return done(null, 'no-grid');

  let geometry: Geometry;
  let givens: Uint8Array;
  let cages: Cage[] | undefined;
  let grade: Grade | undefined;
  if (VARIANTS[variant].needsCages) {
    const counts = newKillerCounts();
    const killer = makeKiller(full.grid, random, { target, symmetry: options.symmetry ?? 'none' }, counts);
    for (const key of Object.keys(checks) as (keyof CheckCounts)[]) checks[key] += counts[key];
    if (!killer) return done(null, 'unsolved');
    geometry = killer.geometry;
    givens = killer.givens;
    cages = killer.cages;
    // The construction graded it last; a solved grade within a cap equals the full grade.
    grade = killer.grade;
  } else {
    geometry = full.geometry;
    const clueFloor = options.clueFloor ?? variableFloor(variant, seed) ?? 0;
    givens = carve(geometry, full.grid, random, { target, clueFloor, symmetry: options.symmetry ?? 'none' }, checks);
  }

  grade ??= gradePuzzle({ geometry, givens }, { nestedNet: false });
  if (!grade.solved) return done(null, 'unsolved');
  let clues = 0;
  for (const d of givens) if (d !== 0) clues++;
  return done({
    variant,
    seed,
    target,
    level: grade.level,
    puzzle: gridToString(givens),
    solution: gridToString(full.grid),
    clues,
    techniques: techniqueList(grade),
    ...(full.regions !== undefined ? { regions: full.regions } : {}),
    ...(cages !== undefined ? { cages } : {}),
    canonical: canonicalForm({
      variant,
      puzzle: givens,
      ...(full.regions !== undefined ? { regions: full.regions } : {}),
      ...(cages !== undefined ? { cages } : {}),
    }),
    checks,
  });
}
