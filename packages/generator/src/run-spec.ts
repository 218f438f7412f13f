/**
 * What a generation run is asked (GenerateOptions) and the fixed plan it derives once, before its
 * first attempt (RunSpec): the base seed, the shard, each level's goal, the share of attempts
 * aimed at each level and the attempt limit. Every shard of a run derives the same spec from the
 * same arguments and pools, so attempt g of the run is the same attempt on any machine.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';
import type { PoolSet } from '@sudoku-forge/puzzle-store/node';
import type { Symmetry } from './carve.ts';
import type { MakeOptions } from './make.ts';
import { POOL_TARGETS, type Counts } from './plan.ts';
import type { Shard } from './seeds.ts';

export interface GenerateOptions {
  /** Pools directory (data/puzzles layout). */
  dir: string;
  variant: VariantId;
  /** Puzzles per level: to add ('add', the contract's COUNT), or to reach in all ('fill'). */
  count?: number;
  mode?: 'add' | 'fill';
  /** Levels to collect (default: the variant's levels in POOL_TARGETS). */
  levels?: readonly Level[];
  /** Fill each listed level up to its own size (overrides count and mode; --all uses POOL_TARGETS). */
  goals?: Counts;
  /** Base seed (default: one past the largest seed already stored for the variant, or 1). */
  seed?: number;
  /** Stop after this many seconds and keep what was found. */
  budgetSeconds?: number;
  /** Worker threads (default: one per core; 0 = this thread). */
  workers?: number;
  /** One shard of the run's seeds; its state goes to shard.json beside the pools (shard-state.ts). */
  shard?: Shard;
  symmetry?: Symmetry;
  clueFloor?: number;
  /** The run's attempt limit, over all shards (a level may be unreachable). */
  maxAttempts?: number;
  signal?: AbortSignal;
  /** The module exporting runAttempt (default: worker.ts beside this file; a bundle passes its built entry). */
  workerEntry?: URL;
  /** Called every progressSeconds (and at the end). */
  onProgress?: (progress: Progress) => void;
  progressSeconds?: number;
  /** Pools are written at most this often while running (default 10 s), and always at the end. */
  writeSeconds?: number;
}

/** Why a run ended: every goal reached, out of time, out of attempts, or told to stop. */
export type StopReason = 'full' | 'budget' | 'attempts' | 'aborted';

export interface RunSpec {
  variant: VariantId;
  /** Attempt g of the run has seed `seed + g`. */
  seed: number;
  shard: Shard;
  /** The size each collected level is filled to. */
  goals: Counts;
  /** Relative share of attempts aimed at each level: what it needed when the run began. */
  weights: Counts;
  /** Global attempt indices 0 … maxAttempts − 1 (over all shards). */
  maxAttempts: number;
  make: MakeOptions;
}

export interface LevelProgress {
  level: Level;
  /** Records in the pool now. */
  have: number;
  /** What the run is filling towards. */
  goal: number;
  /** Added by this run. */
  added: number;
  /** Attempts that aimed at this level (filed). */
  aimed: number;
}

export interface Progress {
  variant: VariantId;
  elapsedSeconds: number;
  /** Seconds left in the budget; null without a budget. */
  remainingSeconds: number | null;
  attempts: number;
  levels: LevelProgress[];
  /** Attempts that made nothing, drops over a full pool, puzzles of a level the run does not collect (--level), duplicates. */
  misses: number;
  droppedFull: number;
  otherLevels: number;
  duplicates: number;
  /** Summed attempt time in worker milliseconds (CPU-ish time). */
  attemptMs: number;
  done: boolean;
  /** Why the run ended (when done). */
  stopReason?: StopReason;
}

/** The run's plan, from the options and the pools it starts from. */
export function specOf(options: GenerateOptions, pools: PoolSet): RunSpec {
  const targets = options.goals ?? POOL_TARGETS[options.variant];
  const levels = options.levels ?? LEVELS.filter((l) => targets[l] !== undefined);
  const goals: Counts = {};
  const weights: Counts = {};
  for (const level of levels) {
    const have = pools.size(level);
    const size = options.goals?.[level];
    const count = options.count ?? 0;
    goals[level] =
      size !== undefined ? Math.max(have, size) : options.mode === 'fill' ? Math.max(have, count) : have + count;
    weights[level] = goals[level]! - have;
  }
  const wanted = Object.values(weights).reduce((sum, n) => sum + n, 0);
  return {
    variant: options.variant,
    seed: options.seed ?? pools.maxSeed + 1,
    shard: options.shard ?? { index: 0, count: 1 },
    goals,
    weights,
    maxAttempts: options.maxAttempts ?? Math.max(1000, wanted * 500),
    make: {
      ...(options.symmetry ? { symmetry: options.symmetry } : {}),
      ...(options.clueFloor !== undefined ? { clueFloor: options.clueFloor } : {}),
    },
  };
}

/** The arguments that shape a run, as one string: a shard re-run must be asked the same. */
export function requestOf(options: GenerateOptions): string {
  return JSON.stringify({
    variant: options.variant,
    count: options.count ?? null,
    mode: options.mode ?? 'add',
    levels: options.levels ?? null,
    goals: options.goals ?? null,
    seed: options.seed ?? null,
    shard: options.shard ?? null,
    symmetry: options.symmetry ?? null,
    clueFloor: options.clueFloor ?? null,
    maxAttempts: options.maxAttempts ?? null,
  });
}

/** Is every goal reached? */
export function allFull(spec: RunSpec, pools: PoolSet): boolean {
  return LEVELS.every((level) => spec.goals[level] === undefined || pools.size(level) >= spec.goals[level]!);
}
