/**
 * What the pools should hold, and which level the next attempt aims at.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';
import { mixSeed, SALT } from './seeds.ts';

/** The pool sizes to ship (issue 5). A level missing here is not collected for that variant. */
export const POOL_TARGETS: Readonly<Record<VariantId, Partial<Record<Level, number>>>> = {
  classic: { easy: 1000, medium: 1000, hard: 1000, expert: 1000, extreme: 1000 },
  '4x4': { easy: 100, medium: 100 },
  '6x6': { easy: 200, medium: 200, hard: 100 },
  '16x16': { easy: 100, medium: 100, hard: 100, expert: 10 },
  diagonal: { easy: 300, medium: 300, hard: 300, expert: 100 },
  hyper: { easy: 300, medium: 300, hard: 300, expert: 100 },
  'anti-knight': { easy: 300, medium: 300, hard: 300, expert: 100 },
  irregular: { easy: 300, medium: 300, hard: 300, expert: 100 },
  killer: { easy: 300, medium: 300, hard: 300, expert: 300, extreme: 300 },
  // Constraint presets (issue 27 §3): easy to expert. An easy arrow or little killer fills the last
  // cell of its sums (the grader's last sum cell); bounds and combinations are medium.
  thermo: { easy: 100, medium: 100, hard: 100, expert: 100 },
  arrow: { easy: 100, medium: 100, hard: 100, expert: 100 },
  kropki: { easy: 100, medium: 100, hard: 100, expert: 100 },
  xv: { easy: 100, medium: 100, hard: 100, expert: 100 },
  'odd-even': { easy: 100, medium: 100, hard: 100, expert: 100 },
  'non-consecutive': { easy: 100, medium: 100, hard: 100, expert: 100 },
  'anti-king': { easy: 100, medium: 100, hard: 100, expert: 100 },
  'little-killer': { easy: 100, medium: 100, hard: 100, expert: 100 },
};

export type Counts = Partial<Record<Level, number>>;

/**
 * The level an attempt aims at, drawn from its seed alone: level l with probability
 * weights[l] / Σ weights (the run fixes the weights once, from what each level still needs when
 * it starts). So an attempt's puzzle depends on its seed and the run's fixed plan only — never on
 * what other attempts found, or when — and any split of the seeds over machines makes the same
 * puzzles. Null when no level has weight.
 */
export function targetOf(seed: number, weights: Counts): Level | null {
  let total = 0;
  for (const level of LEVELS) total += Math.max(0, weights[level] ?? 0);
  if (total <= 0) return null;
  let draw = (mixSeed(seed, SALT.target) / 2 ** 32) * total;
  let last: Level | null = null;
  for (const level of LEVELS) {
    const weight = Math.max(0, weights[level] ?? 0);
    if (weight === 0) continue;
    last = level;
    if (draw < weight) return level;
    draw -= weight;
  }
  return last;
}
