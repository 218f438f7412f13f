/**
 * What the pools should hold, and which level the next attempt aims at.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';

/** The pool sizes to ship (issue 5). A level missing here is not collected for that variant. */
export const POOL_TARGETS: Readonly<Record<VariantId, Partial<Record<Level, number>>>> = {
  classic: { easy: 1000, medium: 1000, hard: 1000, expert: 1000, extreme: 1000 },
  '4x4': { easy: 100, medium: 100 },
  '6x6': { easy: 200, medium: 200, hard: 100 },
  '16x16': { easy: 100, medium: 100, hard: 20 },
  diagonal: { easy: 300, medium: 300, hard: 300, expert: 100 },
  hyper: { easy: 300, medium: 300, hard: 300, expert: 100 },
  'anti-knight': { easy: 300, medium: 300, hard: 300, expert: 100 },
  irregular: { easy: 300, medium: 300, hard: 300, expert: 100 },
  killer: { easy: 300, medium: 300, hard: 300, expert: 300 },
};

export type Counts = Partial<Record<Level, number>>;

/**
 * The level the next attempt aims at: among the levels still short of their target, the one
 * whose pool is smallest relative to its target, counting attempts already under way as if
 * they will land (so parallel attempts spread over the levels). Ties go to the easier level.
 * Null when every pool is full.
 */
export function chooseTarget(have: Counts, inFlight: Counts, targets: Counts): Level | null {
  let best: Level | null = null;
  let bestFill = Infinity;
  for (const level of LEVELS) {
    const target = targets[level] ?? 0;
    if (target <= 0 || (have[level] ?? 0) >= target) continue;
    const fill = ((have[level] ?? 0) + (inFlight[level] ?? 0)) / target;
    if (fill < bestFill) {
      bestFill = fill;
      best = level;
    }
  }
  return best;
}
