/**
 * Random complete grids for any geometry: the counter run on an empty board (or on the given
 * cells) with branch digits tried in random order. A run that wanders past the step cap is
 * abandoned and the next seed tried, so every seed terminates quickly.
 */
import type { Geometry } from './geometry.ts';
import { mulberry32 } from './rng.ts';
import { countSolutions } from './solver.ts';

export interface RandomGridOptions {
  /** Positions one attempt may visit before it restarts with the next seed (default 20,000). */
  stepCap?: number;
  /** Attempts before giving up (default 1,000). */
  maxAttempts?: number;
  /** Cells to keep (0 = free); for example a partial grid the result must extend. */
  start?: ArrayLike<number>;
}

export interface RandomGrid {
  grid: Uint8Array;
  /** The seed of the attempt that succeeded (seed, seed + 1, …). */
  seed: number;
  attempts: number;
}

/** A random complete grid; null if no attempt finished (the rules or start admit no grid). */
export function randomGrid(geometry: Geometry, seed: number, options: RandomGridOptions = {}): RandomGrid | null {
  const stepCap = options.stepCap ?? 20_000;
  const maxAttempts = options.maxAttempts ?? 1_000;
  const start = options.start ?? new Uint8Array(geometry.cellCount);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const attemptSeed = (seed + attempt) >>> 0;
    const result = countSolutions(geometry, start, {
      limit: 1,
      maxPositions: stepCap,
      random: mulberry32(attemptSeed),
    });
    const grid = result.found[0];
    if (grid) return { grid, seed: attemptSeed, attempts: attempt + 1 };
    if (result.decided) return null; // the search finished without a grid: none exists
  }
  return null;
}
