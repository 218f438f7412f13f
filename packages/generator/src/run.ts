/**
 * A generation run (node only): fills a variant's pools on every core, within a time budget,
 * resuming from what the pools already hold.
 *
 * A pure function of the seeds. Attempt g of a run has seed base + g and aims at targetOf(seed,
 * weights) — the weights fixed once from the pools the run starts from (run-spec.ts) — so what
 * an attempt makes depends on its seed alone. Filing is a reduction in seed order: attempts run
 * in parallel and finish in any order, but are filed (deduplicated, capped at the goal, numbered:
 * PoolSet.file) strictly in order. Shard i of n takes attempts g = k·n + i and files them the
 * same way; `merge` files the union of the shards' puzzles in seed order again, which gives
 * byte for byte what one machine's run of all the seeds gives (merge.ts says why).
 *
 *   launched  ─ started on the worker pool, at most `lookahead` ahead of the next one to file
 *   finished  ─ waiting for every earlier attempt
 *   filed     ─ in order: nothing made / level full / duplicate / appended to its pool
 *
 * Pools are rewritten atomically (temp file + rename) every few seconds and at the end, so an
 * interrupted run loses at most the last few seconds and never what a pool held before. A run cut
 * short (budget, signal) files only the unbroken prefix of finished attempts, so what it wrote is
 * always a prefix of the full run; a shard records that prefix in shard.json and a re-run goes on
 * from there (shard-state.ts).
 */
import { MAX_SEED } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';
import { storesSolution } from '@sudoku-forge/puzzle-store';
import {
  createTaskPool,
  defaultWorkerCount,
  PoolSet,
  type NewRecord,
  type TaskPool,
} from '@sudoku-forge/puzzle-store/node';
import type { Attempt, Candidate } from './make.ts';
import { targetOf, type Counts } from './plan.ts';
import {
  allFull,
  requestOf,
  specOf,
  type GenerateOptions,
  type Progress,
  type RunSpec,
  type StopReason,
} from './run-spec.ts';
import { attemptSeed, globalAttempt, shardName } from './seeds.ts';
import { isComplete, readShardFile, saveShardRun, shardRunOf, type ShardRun } from './shard-state.ts';
import { GENERATOR_VERSION } from './version.ts';
import type { AttemptTask } from './worker.ts';

/** How far attempts are launched ahead of filing (throughput only: output never depends on it). */
export const LOOKAHEAD = 32;

/** A shard folder that holds another run's shard: its arguments differ. */
export class ShardMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShardMismatchError';
  }
}

/** A run whose seeds would pass the largest 32-bit seed (they would wrap to 0 and overlap). */
export class SeedRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRangeError';
  }
}

/** The run's counters (named, so progress is built from one record). */
interface RunStats {
  attempts: number;
  misses: number;
  droppedFull: number;
  otherLevels: number;
  duplicates: number;
  attemptMs: number;
  added: Counts;
  aimed: Counts;
}

/** A finished attempt and the level it aimed at. */
interface Aimed {
  attempt: Attempt;
  target: Level;
}

/**
 * Attempts of one run on the worker pool: launched in order up to `lookahead` ahead, handed back
 * strictly in order. Knows nothing about pools.
 */
class AttemptQueue {
  /** Next attempt (shard-local k) to launch, and next to hand back. */
  private launched: number;
  next: number;
  private readonly finished = new Map<number, Aimed>();
  private inFlight = 0;
  failure: Error | null = null;
  /** Set before the pool closes: the attempts it then rejects are not failures. */
  closing = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly spec: RunSpec,
    private readonly pool: TaskPool<AttemptTask, Attempt>,
    start: number,
    private readonly lookahead: number,
  ) {
    this.launched = start;
    this.next = start;
  }

  /** Is attempt k inside the run's attempt limit? */
  private within(k: number): boolean {
    return globalAttempt(k, this.spec.shard) < this.spec.maxAttempts;
  }

  /** Launches attempts up to the lookahead. */
  fill(): void {
    while (!this.failure && this.launched < this.next + this.lookahead && this.within(this.launched)) {
      const k = this.launched++;
      const seed = attemptSeed(this.spec.seed, k, this.spec.shard);
      const target = targetOf(seed, this.spec.weights)!;
      this.inFlight++;
      this.pool
        .run({ variant: this.spec.variant, seed, target, options: this.spec.make })
        .then(
          (attempt) => this.finished.set(k, { attempt, target }),
          (error: unknown) => {
            if (!this.closing) this.failure ??= error instanceof Error ? error : new Error(String(error));
          },
        )
        .finally(() => {
          this.inFlight--;
          this.poke();
        });
    }
  }

  /** Has the next attempt in order finished? */
  ready(): boolean {
    return this.finished.has(this.next);
  }

  /** The next attempt in order if it has finished (then it counts as handed back). */
  take(): Aimed | null {
    const aimed = this.finished.get(this.next);
    if (!aimed) return null;
    this.finished.delete(this.next);
    this.next++;
    return aimed;
  }

  /** Every attempt within the limit has been handed back. */
  exhausted(): boolean {
    return !this.within(this.next) && this.inFlight === 0 && this.finished.size === 0;
  }

  /** Resolves when an attempt finishes or poke() is called. */
  wait(): Promise<void> {
    return new Promise<void>((resolve) => (this.wake = resolve));
  }

  poke(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
}

export async function generatePools(options: GenerateOptions): Promise<Progress> {
  const { dir, variant } = options;
  const started = performance.now();
  const deadline = options.budgetSeconds !== undefined ? started + options.budgetSeconds * 1000 : Infinity;

  const pools = await PoolSet.load(dir, variant);
  // A shard re-run goes on with the plan and the prefix its shard.json records.
  const request = requestOf(options);
  const previous = options.shard ? shardRunOf(await readShardFile(dir), variant) : null;
  if (previous && previous.request !== request) {
    throw new ShardMismatchError(
      `${dir} holds shard ${shardName(previous.spec.shard)} of another ${variant} run (other arguments); give this run its own folder`,
    );
  }
  if (previous && previous.generator !== GENERATOR_VERSION) {
    throw new ShardMismatchError(
      `${dir} holds ${variant} shard ${shardName(previous.spec.shard)} made by generator version ${previous.generator ?? '(none recorded)'}, not ${GENERATOR_VERSION}: its seeds would not make the same puzzles; make the shard again into an empty folder`,
    );
  }
  const spec = previous?.spec ?? specOf(options, pools);
  // Attempt g has seed spec.seed + g: past MAX_SEED it would wrap to 0 (and a shard's range would
  // overlap another run's), so a run that would go there is refused before it starts.
  const lastSeed = spec.seed + spec.maxAttempts - 1;
  if (lastSeed > MAX_SEED) {
    throw new SeedRangeError(
      `the run's seeds ${spec.seed} … ${lastSeed} (${spec.maxAttempts} attempts) pass ${MAX_SEED}, the largest seed: give a smaller --seed or --attempts`,
    );
  }
  const shardRun: ShardRun | null = options.shard
    ? (previous ?? {
        spec,
        request,
        base: { counts: pools.counts(), fingerprint: pools.fingerprint() },
        attempts: 0,
        stop: null,
        generator: GENERATOR_VERSION,
      })
    : null;

  const levels = LEVELS.filter((l) => spec.goals[l] !== undefined);
  const stats: RunStats = {
    attempts: 0,
    misses: 0,
    droppedFull: 0,
    otherLevels: 0,
    duplicates: 0,
    attemptMs: 0,
    added: {},
    aimed: {},
  };
  let stop: StopReason | null = shardRun && isComplete(shardRun) ? shardRun.stop : allFull(spec, pools) ? 'full' : null;

  const progress = (done: boolean): Progress => {
    const now = performance.now();
    return {
      variant,
      elapsedSeconds: (now - started) / 1000,
      remainingSeconds: deadline === Infinity ? null : Math.max(0, (deadline - now) / 1000),
      attempts: stats.attempts,
      levels: levels.map((level) => ({
        level,
        have: pools.size(level),
        goal: spec.goals[level]!,
        added: stats.added[level] ?? 0,
        aimed: stats.aimed[level] ?? 0,
      })),
      misses: stats.misses,
      droppedFull: stats.droppedFull,
      otherLevels: stats.otherLevels,
      duplicates: stats.duplicates,
      attemptMs: stats.attemptMs,
      done,
      ...(done && stop ? { stopReason: stop } : {}),
    };
  };

  const file = ({ attempt, target }: Aimed) => {
    stats.attempts++;
    stats.attemptMs += attempt.ms;
    stats.aimed[target] = (stats.aimed[target] ?? 0) + 1;
    const candidate = attempt.candidate;
    if (!candidate) {
      stats.misses++;
      return;
    }
    const goal = spec.goals[candidate.level] ?? 0;
    const outcome = pools.file(toRecord(candidate), candidate.canonical, goal);
    if (outcome === 'full' && goal === 0) stats.otherLevels++;
    else if (outcome === 'full') stats.droppedFull++;
    else if (outcome === 'duplicate') stats.duplicates++;
    else stats.added[candidate.level] = (stats.added[candidate.level] ?? 0) + 1;
  };

  const save = async (queue: AttemptQueue | null) => {
    await pools.write(dir);
    // After the pools: the shard file never claims attempts the pools do not hold.
    if (shardRun)
      await saveShardRun(dir, {
        ...shardRun,
        attempts: queue?.next ?? shardRun.attempts,
        stop,
        output: pools.fingerprint(),
      });
  };

  if (stop) {
    if (shardRun && shardRun.stop !== stop) await save(null);
    const result = progress(true);
    options.onProgress?.(result);
    return result;
  }

  const workerCount = options.workers ?? defaultWorkerCount();
  const taskPool: TaskPool<AttemptTask, Attempt> = createTaskPool(
    { module: options.workerEntry ?? new URL('./worker.ts', import.meta.url), exportName: 'runAttempt' },
    workerCount,
  );
  const queue = new AttemptQueue(spec, taskPool, shardRun?.attempts ?? 0, Math.max(LOOKAHEAD, 4 * workerCount));
  const halt = (reason: StopReason) => {
    stop ??= reason;
    queue.poke();
  };
  const halted = () => stop !== null;
  const onAbort = () => halt('aborted');
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) halt('aborted');
  const budgetTimer = deadline === Infinity ? null : setTimeout(() => halt('budget'), deadline - started);
  const progressMs = (options.progressSeconds ?? 10) * 1000;
  const progressTimer = options.onProgress ? setInterval(() => options.onProgress!(progress(false)), progressMs) : null;
  let lastWrite = performance.now();

  try {
    while (!stop && !queue.failure) {
      queue.fill();
      for (let attempt = queue.take(); attempt; attempt = queue.take()) {
        file(attempt);
        if (allFull(spec, pools)) {
          stop = 'full';
          break;
        }
      }
      if (stop || queue.failure) break;
      if (queue.exhausted()) {
        stop = 'attempts';
        break;
      }
      if (performance.now() - lastWrite > (options.writeSeconds ?? 10) * 1000) {
        await save(queue);
        lastWrite = performance.now();
      }
      queue.fill();
      // Attempts run in this thread (workers 0) finish in microtasks, which never let a timer or a
      // signal in: give them their turn, and look at the clock here too.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (performance.now() >= deadline) halt('budget');
      // An attempt may have finished (or a stop come) while the pools were being saved.
      if (!queue.ready() && !queue.failure && !halted()) await queue.wait();
    }
    // Cut short: file the finished attempts that continue the unbroken prefix, and no others.
    if (stop !== 'full' && !queue.failure) {
      for (let attempt = queue.take(); attempt && !allFull(spec, pools); attempt = queue.take()) file(attempt);
      if (allFull(spec, pools)) stop = 'full';
    }
  } finally {
    if (budgetTimer) clearTimeout(budgetTimer);
    if (progressTimer) clearInterval(progressTimer);
    options.signal?.removeEventListener('abort', onAbort);
    queue.closing = true;
    await taskPool.close();
    await save(queue);
  }
  if (queue.failure) throw new Error(`generation failed: ${queue.failure.message}`, { cause: queue.failure });
  const result = progress(true);
  options.onProgress?.(result);
  return result;
}

function toRecord(candidate: Candidate): NewRecord {
  return {
    variant: candidate.variant,
    level: candidate.level,
    puzzle: candidate.puzzle,
    clues: candidate.clues,
    techniques: candidate.techniques,
    ...(storesSolution(candidate.variant) ? { solution: candidate.solution } : {}),
    ...(candidate.regions !== undefined ? { regions: candidate.regions } : {}),
    ...(candidate.cages !== undefined ? { cages: candidate.cages } : {}),
    ...(candidate.constraints !== undefined ? { constraints: candidate.constraints } : {}),
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
  return `${p.variant}: ${levels}  | ${p.attempts} attempts, ${p.duplicates} duplicates, ${p.droppedFull} over full pools, ${p.otherLevels > 0 ? `${p.otherLevels} of levels not asked for, ` : ''}${p.misses} misses, ${formatDuration(p.elapsedSeconds)}${left}${end}`;
}

function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
