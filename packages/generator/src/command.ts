/**
 * The generate command's arguments, shared by `tools/generate-puzzles.ts` and `sudoku generate`
 * (node only). Both are thin wrappers: read arguments, call runGenerateCommand, exit.
 *
 *   generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR]
 *            [--workers N] [--shard i/n] [--attempts N] [--symmetry rotational] [--fill]
 *   generate --all [--budget SECONDS] …   every variant up to its POOL_TARGETS sizes
 *
 * COUNT is how many puzzles to add per level (contract §4); with --fill it is the size to fill
 * each pool up to, so a run cut short by its budget can simply be started again.
 */
import {
  CodedError,
  isVariantId,
  MAX_SEED,
  printableText,
  VARIANT_IDS,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { MANIFEST_FILE } from '@sudoku-forge/puzzle-store';
import {
  checkPoolTargets,
  describeReadFault,
  describeWriteFault,
  isEnvironmentFault,
  listPools,
  lockOutDir,
  MAX_WORKERS,
  OddFileError,
  OutDirError,
  prepareOutDir,
  readPool,
  VerifyAbortedError,
  verifyPools,
  writeManifest,
} from '@sudoku-forge/puzzle-store/node';
import type { Symmetry } from './carve.ts';
import { POOL_TARGETS } from './plan.ts';
import { formatProgress, generatePools, SeedRangeError, ShardMismatchError } from './run.ts';
import type { GenerateOptions, Progress } from './run-spec.ts';
import { readShardFile, ShardFileError } from './shard-state.ts';
import { parseShard, shardName, type Shard } from './seeds.ts';

/**
 * The command cannot run as asked: exit 2 with this one sentence. `code` says why: 'usage' (the
 * arguments), 'busy' (another generate holds the folder), 'environment' (the file system refused),
 * 'data' (a stored pool does not hold up).
 */
export class GenerateUsageError extends CodedError<'usage' | 'busy' | 'environment' | 'data'> {
  constructor(message: string, code: 'usage' | 'busy' | 'environment' | 'data' = 'usage') {
    super('GenerateUsageError', message, code);
  }
}

/** The command's options as plain strings/flags (however the caller parsed them). */
export interface GenerateArgs {
  positionals: readonly string[];
  level?: string;
  seed?: string;
  /** The run's attempt limit over all shards: seeds SEED … SEED + ATTEMPTS − 1. */
  attempts?: string;
  budget?: string;
  out: string;
  workers?: string;
  shard?: string;
  symmetry?: string;
  fill?: boolean;
  all?: boolean;
  quiet?: boolean;
  /** Only rebuild the pools' index.json. */
  manifest?: boolean;
  /** The built worker module (a bundle passes it; the sources default to worker.ts). */
  workerEntry?: URL;
  /** The built verifier worker module, for checking the pools before extending them. */
  verifyWorkerEntry?: URL;
}

/**
 * A whole number from `min` to `max` as typed: `label` is how the user named it ("--seed", or a
 * positional's name, "COUNT"); the message repeats what was typed.
 */
function whole(label: string, raw: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.trim());
  if (!/^\d+$/u.test(raw.trim()) || value < min || value > max) {
    // The upper bound is named when it is the one broken (or when it is not just the largest safe integer).
    const range = max === Number.MAX_SAFE_INTEGER && !(value > max) ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new GenerateUsageError(`${label} must be a whole number ${range}, got '${shownText(raw)}'`);
  }
  return value;
}

/** What the user typed, for a message: at most 40 characters, control characters escaped. */
function shownText(text: string): string {
  return printableText(text, 40);
}

interface Job {
  variant: VariantId;
  count?: number;
  mode: 'add' | 'fill';
  levels?: Level[];
  goals?: Partial<Record<Level, number>>;
}

function jobsOf(args: GenerateArgs): Job[] {
  if (args.all) {
    if (args.positionals.length > 0) throw new GenerateUsageError('--all takes no VARIANT or COUNT');
    // One run per variant, every level filled up to its POOL_TARGETS size.
    return VARIANT_IDS.map((variant) => ({ variant, mode: 'fill' as const, goals: POOL_TARGETS[variant] }));
  }
  const [variant, countText, ...rest] = args.positionals;
  const usage = 'generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR]';
  if (variant === undefined) throw new GenerateUsageError(`name the variant and how many puzzles to add: ${usage}`);
  if (countText === undefined)
    throw new GenerateUsageError(`say how many ${shownText(variant)} puzzles to add: ${usage}`);
  if (rest.length > 0) {
    throw new GenerateUsageError(
      `expected VARIANT COUNT, got ${args.positionals.length} arguments (${args.positionals.map((a) => `'${shownText(a)}'`).join(' ')}): ${usage}`,
    );
  }
  if (!isVariantId(variant))
    throw new GenerateUsageError(`unknown variant '${shownText(variant)}' (expected one of ${VARIANT_IDS.join(', ')})`);
  const count = whole('COUNT', countText, 1)!;
  let levels: Level[] | undefined;
  if (args.level !== undefined) {
    if (!(LEVELS as readonly string[]).includes(args.level))
      throw new GenerateUsageError(`unknown level '${shownText(args.level)}' (expected one of ${LEVELS.join(', ')})`);
    levels = [args.level as Level];
  }
  return [{ variant, count, mode: args.fill ? 'fill' : 'add', ...(levels ? { levels } : {}) }];
}

/**
 * Runs the command; progress lines go to `log` (stderr). Returns the final progress of each job.
 * With --all the jobs run one after another; a budget is shared, unused time passing on.
 */
export async function runGenerateCommand(
  args: GenerateArgs,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<Progress[]> {
  // Everything the arguments can get wrong is answered before the disk is touched.
  if (args.out.trim() === '') throw new GenerateUsageError('the pools folder (--out) is empty: name a folder');
  const jobs = args.manifest ? [] : jobsOf(args);
  const symmetry = args.symmetry;
  if (symmetry !== undefined && symmetry !== 'none' && symmetry !== 'rotational') {
    throw new GenerateUsageError(`--symmetry must be none or rotational, got '${symmetry}'`);
  }
  let shard: Shard | undefined;
  try {
    shard = args.shard !== undefined ? parseShard(args.shard) : undefined;
  } catch (error) {
    throw new GenerateUsageError((error as Error).message);
  }
  const seed = whole('--seed', args.seed, 0, MAX_SEED);
  const attempts = whole('--attempts', args.attempts, 1);
  const budget = whole('--budget', args.budget, 1);
  const workers = whole('--workers', args.workers, 0, MAX_WORKERS);

  // Then the folder: writable, with room, and ours alone until the run ends.
  const variants = [...new Set(jobs.map((j) => j.variant))];
  await environment(args.out, async () => prepareOutDir(args.out, await probeBytes(args.out, variants)));
  const release = await environment(args.out, () => lockOutDir(args.out));
  try {
    await environment(args.out, () => checkPoolTargets(args.out, variants));
    await environment(args.out, () => checkShardFolder(args.out, shard));
    // Then what is stored: nothing is written unless every file the run will rewrite holds up.
    // Interrupted while checking: nothing was written, nothing was made.
    if (!(await checkStoredPools(args, variants, workers, log, signal))) return [];
    if (args.manifest) {
      await environment(args.out, () => writeManifest(args.out));
      return [];
    }
    const started = performance.now();
    const results: Progress[] = [];
    for (const [i, job] of jobs.entries()) {
      if (signal?.aborted) break;
      const options: GenerateOptions = {
        dir: args.out,
        variant: job.variant,
        mode: job.mode,
        ...(job.count !== undefined ? { count: job.count } : {}),
        ...(job.goals ? { goals: job.goals } : {}),
        ...(job.levels ? { levels: job.levels } : {}),
        ...(seed !== undefined ? { seed } : {}),
        ...(attempts !== undefined ? { maxAttempts: attempts } : {}),
        ...(workers !== undefined ? { workers } : {}),
        ...(shard ? { shard } : {}),
        ...(symmetry ? { symmetry: symmetry as Symmetry } : {}),
        ...(signal ? { signal } : {}),
        ...(args.workerEntry ? { workerEntry: args.workerEntry } : {}),
        onProgress: (p) => {
          if (!args.quiet || p.done) log(formatProgress(p));
        },
        progressSeconds: 10,
      };
      if (budget !== undefined) {
        const left = budget - (performance.now() - started) / 1000;
        if (left <= 0) break;
        options.budgetSeconds = left / (jobs.length - i);
      }
      results.push(await environment(args.out, () => generatePools(options)));
    }
    await environment(args.out, () => writeManifest(args.out));
    return results;
  } finally {
    await release();
  }
}

/** Runs a step that writes; a refusal of the file system becomes one sentence (exit 2). */
async function environment<T>(dir: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof OutDirError) throw new GenerateUsageError(error.message, error.code);
    if (error instanceof ShardMismatchError || error instanceof ShardFileError || error instanceof SeedRangeError)
      throw new GenerateUsageError(error.message);
    if (isEnvironmentFault(error))
      throw new GenerateUsageError(describeWriteFault(error, error.path ?? dir), 'environment');
    // generatePools wraps a worker's failure; a write fault inside it is still the environment's.
    const cause = (error as { cause?: unknown }).cause;
    if (isEnvironmentFault(cause))
      throw new GenerateUsageError(describeWriteFault(cause, cause.path ?? dir), 'environment');
    throw error;
  }
}

/**
 * A folder holding shard.json is one shard's output, which merge trusts to hold that shard's seeds
 * and nothing else: only `generate --shard` of that same shard may write there (a plain generate, a
 * --manifest or another shard would spoil it). Checked under the lock, before anything is written.
 */
async function checkShardFolder(dir: string, shard: Shard | undefined): Promise<void> {
  const file = await readShardFile(dir);
  const held = file?.runs[0]?.spec.shard;
  if (!file || !held) return;
  const same = (s: Shard) => shard !== undefined && s.index === shard.index && s.count === shard.count;
  if (file.runs.every((run) => same(run.spec.shard))) return;
  const name = shardName(file.runs.find((run) => !same(run.spec.shard))!.spec.shard);
  throw new ShardMismatchError(
    `${dir} holds shard ${name} of a run (shard.json): only generate --shard ${name} may write there; generate into another folder, or merge the shards first`,
  );
}

/** Room a run needs at once: the largest pool file it may rewrite (temp file beside it) plus 64 KiB. */
async function probeBytes(dir: string, variants: readonly VariantId[]): Promise<number> {
  let largest = 0;
  const listing = await listPools(dir).catch(() => ({ pools: [] as { variant: VariantId; path: string }[] }));
  for (const pool of listing.pools) {
    if (!variants.includes(pool.variant)) continue;
    largest = Math.max(largest, (await stat(pool.path).catch(() => ({ size: 0 }))).size);
  }
  return largest + 64 * 1024;
}

/**
 * Before any work: the pools of the variants to extend must pass verify (every record re-proved,
 * no duplicates), and every other pool must at least read as records, since the manifest written at
 * the end is built from all of them. The first problem is named: file, record and reason. False when
 * a signal stopped the check (nothing was written).
 */
async function checkStoredPools(
  args: GenerateArgs,
  variants: readonly VariantId[],
  workers: number | undefined,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  const dir = args.out;
  const listing = await listPools(dir);
  const rel = (path: string) => relative(dir, path) || path;
  for (const pool of listing.pools) {
    try {
      await readPool(dir, pool.variant, pool.level);
    } catch (error) {
      const extending = variants.includes(pool.variant);
      const what = extending
        ? `cannot extend ${rel(pool.path)}`
        : `cannot update ${MANIFEST_FILE} (it lists every pool)`;
      const message =
        isEnvironmentFault(error) || error instanceof OddFileError
          ? `cannot be read: ${describeReadFault(error)}`
          : (error as Error).message;
      // The pool's name once: "cannot extend classic/easy.json: line 3 is not …".
      const detail = message.startsWith(`${rel(pool.path)}: `) ? message.slice(rel(pool.path).length + 2) : message;
      throw new GenerateUsageError(
        `${what}: ${extending ? '' : `${rel(pool.path)}: `}${detail}; nothing was written (sudoku verify names every problem)`,
        'data',
      );
    }
  }
  const stored = listing.pools.filter((p) => variants.includes(p.variant));
  if (stored.length === 0) return true;
  if (!args.quiet) log(`checking the stored ${variants.join(', ')} pools before extending them…`);
  let summary: Awaited<ReturnType<typeof verifyPools>>;
  try {
    summary = await verifyPools(dir, {
      variants,
      ...(workers !== undefined ? { workers } : {}),
      ...(args.verifyWorkerEntry ? { workerEntry: args.verifyWorkerEntry } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof VerifyAbortedError) return false;
    throw error;
  }
  const first = summary.failures[0];
  if (first) {
    const more = summary.failures.length > 1 ? ` (and ${summary.failures.length - 1} more problems)` : '';
    throw new GenerateUsageError(
      `cannot extend ${rel(first.path)}: ${first.id !== null ? `record ${first.id}: ` : ''}${first.problem}${more}; nothing was written (sudoku verify names every problem)`,
      'data',
    );
  }
  return true;
}
