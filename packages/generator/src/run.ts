/**
 * A generation run (node only): fills a variant's pools on every core, within a time budget,
 * resuming from what the pools already hold.
 *
 * Determinism. Attempt k of a run has seed base + k·n + i (shard i of n) and a target level.
 * Attempts run in parallel and finish in any order, but they are *committed* (deduplicated,
 * filed, numbered) strictly in k order, and the target of attempt k is chosen from the pools as
 * they stood after committing attempts 0 … k−WINDOW, plus the targets of the attempts between.
 * So the output depends on the seed and the pools only — not on timing or the number of workers.
 * (A run cut short by --budget keeps whatever had finished, which depends on timing, of course.)
 *
 *   planned   ─ attempts with a target; at most WINDOW ahead of the next one to commit
 *   running   ─ sent to the worker pool (its queue feeds idle threads)
 *   committed ─ in k order: dropped (no puzzle / pool full / duplicate) or appended to a pool
 *
 * Pools are rewritten atomically (temp file + rename) every few seconds and at the end, so an
 * interrupted run loses at most the last few seconds and never what a pool held before.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';
import {
  recordCanonical,
  recordId,
  recordNumber,
  storesSolution,
  type StoredRecord,
} from '@sudoku-forge/puzzle-store';
import { createTaskPool, defaultWorkerCount, readPool, writePool, type TaskPool } from '@sudoku-forge/puzzle-store/node';
import type { Symmetry } from './carve.ts';
import type { Attempt, Candidate, MakeOptions } from './make.ts';
import { POOL_TARGETS, chooseTarget, type Counts } from './plan.ts';
import { attemptSeed, type Shard } from './seeds.ts';
import type { AttemptTask } from './worker.ts';

/** How far target planning runs ahead of committing (fixed, so output never depends on cores). */
export const WINDOW = 32;

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
  shard?: Shard;
  symmetry?: Symmetry;
  clueFloor?: number;
  /** Stop planning after this many attempts (a level may be unreachable). */
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

export interface LevelProgress {
  level: Level;
  /** Records in the pool now. */
  have: number;
  /** What the run is filling towards. */
  goal: number;
  /** Added by this run. */
  added: number;
  /** Attempts that aimed at this level (committed). */
  aimed: number;
}

export interface Progress {
  variant: VariantId;
  elapsedSeconds: number;
  /** Seconds left in the budget; null without a budget. */
  remainingSeconds: number | null;
  attempts: number;
  levels: LevelProgress[];
  /** Attempts that made nothing, pool-full drops, duplicates. */
  misses: number;
  droppedFull: number;
  duplicates: number;
  /** Summed attempt time in worker milliseconds (CPU-ish time). */
  attemptMs: number;
  done: boolean;
  /** Why the run ended: 'full', 'budget', 'attempts', 'aborted'. */
  stopReason?: string;
}

export async function generatePools(options: GenerateOptions): Promise<Progress> {
  const { dir, variant } = options;
  const started = performance.now();
  const deadline = options.budgetSeconds !== undefined ? started + options.budgetSeconds * 1000 : Infinity;

  // Everything already stored for the variant: kept, counted and used for dedupe.
  const pools = new Map<Level, StoredRecord[]>();
  const nextNumber = new Map<Level, number>();
  const canonical = new Set<string>();
  let maxSeed = 0;
  for (const level of LEVELS) {
    const records = await readPool(dir, variant, level);
    pools.set(level, records);
    let last = 0;
    for (const record of records) {
      canonical.add(recordCanonical(record));
      last = Math.max(last, recordNumber(record.id, variant, level) ?? 0);
      maxSeed = Math.max(maxSeed, record.seed);
    }
    nextNumber.set(level, last + 1);
  }

  const levels = options.levels ?? LEVELS.filter((l) => (options.goals ?? POOL_TARGETS[variant])[l] !== undefined);
  const goal: Counts = {};
  for (const level of levels) {
    const have = pools.get(level)!.length;
    const size = options.goals?.[level];
    const count = options.count ?? 0;
    goal[level] = size !== undefined ? Math.max(have, size) : options.mode === 'fill' ? Math.max(have, count) : have + count;
  }
  const have = (): Counts => Object.fromEntries(LEVELS.map((l) => [l, pools.get(l)!.length]));
  const base = options.seed ?? maxSeed + 1;
  const shard = options.shard ?? { index: 0, count: 1 };
  const wanted = levels.reduce((sum, l) => sum + goal[l]! - pools.get(l)!.length, 0);
  const maxAttempts = options.maxAttempts ?? Math.max(1000, wanted * 500);
  const makeOptions: MakeOptions = {
    ...(options.symmetry ? { symmetry: options.symmetry } : {}),
    ...(options.clueFloor !== undefined ? { clueFloor: options.clueFloor } : {}),
  };

  const stats = { attempts: 0, misses: 0, droppedFull: 0, duplicates: 0, attemptMs: 0 };
  const added: Counts = {};
  const aimed: Counts = {};
  const targets: Level[] = []; // target of attempt k
  const finished = new Map<number, Attempt>();
  const dirty = new Set<Level>();
  let committed = 0;
  let stopReason: string | undefined;

  const progress = (done: boolean): Progress => {
    const now = performance.now();
    return {
      variant,
      elapsedSeconds: (now - started) / 1000,
      remainingSeconds: deadline === Infinity ? null : Math.max(0, (deadline - now) / 1000),
      attempts: stats.attempts,
      levels: levels.map((level) => ({
        level,
        have: pools.get(level)!.length,
        goal: goal[level]!,
        added: added[level] ?? 0,
        aimed: aimed[level] ?? 0,
      })),
      misses: stats.misses,
      droppedFull: stats.droppedFull,
      duplicates: stats.duplicates,
      attemptMs: stats.attemptMs,
      done,
      ...(stopReason ? { stopReason } : {}),
    };
  };

  const allFull = () => levels.every((l) => pools.get(l)!.length >= goal[l]!);

  const commit = (k: number, attempt: Attempt) => {
    stats.attempts++;
    stats.attemptMs += attempt.ms;
    const target = targets[k]!;
    aimed[target] = (aimed[target] ?? 0) + 1;
    const candidate = attempt.candidate;
    if (!candidate) {
      stats.misses++;
      return;
    }
    const pool = pools.get(candidate.level)!;
    if (goal[candidate.level] === undefined || pool.length >= goal[candidate.level]!) {
      stats.droppedFull++;
      return;
    }
    if (canonical.has(candidate.canonical)) {
      stats.duplicates++;
      return;
    }
    canonical.add(candidate.canonical);
    const number = nextNumber.get(candidate.level)!;
    nextNumber.set(candidate.level, number + 1);
    pool.push(toRecord(candidate, recordId(variant, candidate.level, number)));
    added[candidate.level] = (added[candidate.level] ?? 0) + 1;
    dirty.add(candidate.level);
  };

  const flush = async () => {
    for (const level of [...dirty]) {
      dirty.delete(level);
      await writePool(dir, variant, level, pools.get(level)!);
    }
  };

  const workerCount = options.workers ?? defaultWorkerCount();
  const taskPool: TaskPool<AttemptTask, Attempt> = createTaskPool(
    { module: options.workerEntry ?? new URL('./worker.ts', import.meta.url), exportName: 'runAttempt' },
    workerCount,
  );
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const onAbort = () => {
    stopReason ??= 'aborted';
    wakeUp();
  };
  options.signal?.addEventListener('abort', onAbort);
  const budgetTimer = deadline === Infinity ? null : setTimeout(() => {
    stopReason ??= 'budget';
    wakeUp();
  }, deadline - started);
  let lastWrite = performance.now();
  const progressMs = (options.progressSeconds ?? 10) * 1000;
  const progressTimer = options.onProgress ? setInterval(() => options.onProgress!(progress(false)), progressMs) : null;

  // Plans (chooses targets for) attempts up to WINDOW ahead of the commit point and starts them.
  let running = 0;
  const plan = () => {
    while (!stopReason && targets.length < committed + WINDOW && targets.length < maxAttempts) {
      const inFlight: Counts = {};
      for (let j = committed; j < targets.length; j++) inFlight[targets[j]!] = (inFlight[targets[j]!] ?? 0) + 1;
      const target = chooseTarget(have(), inFlight, goal);
      if (!target) break;
      const k = targets.length;
      targets.push(target);
      running++;
      taskPool
        .run({ variant, seed: attemptSeed(base, k, shard), target, options: makeOptions })
        .then(
          (attempt) => finished.set(k, attempt),
          (error: unknown) => {
            stopReason ??= `error: ${(error as Error).message}`;
          },
        )
        .finally(() => {
          running--;
          wakeUp();
        });
    }
  };

  try {
    plan();
    while (!stopReason) {
      while (finished.has(committed) && !stopReason) {
        commit(committed, finished.get(committed)!);
        finished.delete(committed);
        committed++;
        if (allFull()) stopReason = 'full';
        // Plan right after each single commit: attempt k + WINDOW must always see exactly the
        // pools after attempt k, however many results happen to be waiting.
        else plan();
      }
      if (stopReason) break;
      plan();
      if (running === 0 && !finished.has(committed)) {
        // Nothing under way and nothing more planned: every pool is full or the attempts ran out.
        stopReason = allFull() ? 'full' : 'attempts';
        break;
      }
      if (performance.now() - lastWrite > (options.writeSeconds ?? 10) * 1000) {
        await flush();
        lastWrite = performance.now();
      }
      if (!finished.has(committed) && !stopReason) await new Promise<void>((resolve) => (wake = resolve));
    }
    if (stopReason && stopReason !== 'full') {
      // Out of time (or told to stop): keep every attempt that did finish, in seed order.
      for (const k of [...finished.keys()].sort((a, b) => a - b)) {
        if (allFull()) break;
        commit(k, finished.get(k)!);
      }
    }
  } finally {
    if (budgetTimer) clearTimeout(budgetTimer);
    if (progressTimer) clearInterval(progressTimer);
    options.signal?.removeEventListener('abort', onAbort);
    await taskPool.close();
    await flush();
  }
  const result = progress(true);
  options.onProgress?.(result);
  if (stopReason?.startsWith('error')) throw new Error(`generation failed: ${stopReason.slice('error: '.length)}`);
  return result;
}

function toRecord(candidate: Candidate, id: string): StoredRecord {
  return {
    id,
    variant: candidate.variant,
    level: candidate.level,
    puzzle: candidate.puzzle,
    clues: candidate.clues,
    techniques: candidate.techniques,
    ...(storesSolution(candidate.variant) ? { solution: candidate.solution } : {}),
    ...(candidate.regions !== undefined ? { regions: candidate.regions } : {}),
    ...(candidate.cages !== undefined ? { cages: candidate.cages } : {}),
    seed: candidate.seed,
  };
}

/** One progress line for the terminal: per level found/goal, rate and time left. */
export function formatProgress(p: Progress): string {
  const minutes = Math.max(p.elapsedSeconds / 60, 1e-9);
  const levels = p.levels
    .map((l) => `${l.level} ${l.have}/${l.goal} (+${l.added}, ${(l.added / minutes).toFixed(1)}/min)`)
    .join('  ');
  const left = p.remainingSeconds === null ? '' : `  ${formatDuration(p.remainingSeconds)} left`;
  const end = p.done ? `  done: ${p.stopReason ?? 'finished'}` : '';
  return `${p.variant}: ${levels}  | ${p.attempts} attempts, ${p.duplicates} duplicates, ${p.droppedFull} over full pools, ${p.misses} misses, ${formatDuration(p.elapsedSeconds)}${left}${end}`;
}

function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
