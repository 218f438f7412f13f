/**
 * The generate command's arguments, shared by `tools/generate-puzzles.ts` and `sudoku generate`
 * (node only). Both are thin wrappers: read arguments, call runGenerateCommand, exit.
 *
 *   generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR]
 *            [--workers N] [--shard i/n] [--symmetry rotational] [--fill]
 *   generate --all [--budget SECONDS] …   every variant up to its POOL_TARGETS sizes
 *
 * COUNT is how many puzzles to add per level (contract §4); with --fill it is the size to fill
 * each pool up to, so a run cut short by its budget can simply be started again.
 */
import { isVariantId, VARIANT_IDS, type VariantId } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '@sudoku-forge/grader';
import { writeManifest } from '@sudoku-forge/puzzle-store/node';
import type { Symmetry } from './carve.ts';
import { POOL_TARGETS } from './plan.ts';
import { formatProgress, generatePools, type GenerateOptions, type Progress } from './run.ts';
import { parseShard, type Shard } from './seeds.ts';

export class GenerateUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerateUsageError';
  }
}

/** The command's options as plain strings/flags (however the caller parsed them). */
export interface GenerateArgs {
  positionals: readonly string[];
  level?: string;
  seed?: string;
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
}

function whole(name: string, raw: string | undefined, min = 0): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/u.test(raw.trim()) || Number(raw) < min) throw new GenerateUsageError(`--${name} must be a whole number ≥ ${min}, got '${raw}'`);
  return Number(raw);
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
  if (variant === undefined || countText === undefined || rest.length > 0) {
    throw new GenerateUsageError('usage: generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR]');
  }
  if (!isVariantId(variant)) throw new GenerateUsageError(`unknown variant '${variant}' (expected one of ${VARIANT_IDS.join(', ')})`);
  const count = whole('COUNT', countText, 1)!;
  let levels: Level[] | undefined;
  if (args.level !== undefined) {
    if (!(LEVELS as readonly string[]).includes(args.level)) throw new GenerateUsageError(`unknown level '${args.level}' (expected one of ${LEVELS.join(', ')})`);
    levels = [args.level as Level];
  }
  return [{ variant, count, mode: args.fill ? 'fill' : 'add', ...(levels ? { levels } : {}) }];
}

/**
 * Runs the command; progress lines go to `log` (stderr). Returns the final progress of each job.
 * With --all the jobs run one after another; a budget is shared, unused time passing on.
 */
export async function runGenerateCommand(args: GenerateArgs, log: (line: string) => void, signal?: AbortSignal): Promise<Progress[]> {
  if (args.manifest) {
    await writeManifest(args.out);
    return [];
  }
  const jobs = jobsOf(args);
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
  const seed = whole('seed', args.seed);
  const budget = whole('budget', args.budget, 1);
  const workers = whole('workers', args.workers);
  const started = performance.now();
  const results: Progress[] = [];
  const runs = jobs;
  for (const [i, job] of runs.entries()) {
    if (signal?.aborted) break;
    const options: GenerateOptions = {
      dir: args.out,
      variant: job.variant,
      mode: job.mode,
      ...(job.count !== undefined ? { count: job.count } : {}),
      ...(job.goals ? { goals: job.goals } : {}),
      ...(job.levels ? { levels: job.levels } : {}),
      ...(seed !== undefined ? { seed } : {}),
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
      options.budgetSeconds = left / (runs.length - i);
    }
    results.push(await generatePools(options));
  }
  await writeManifest(args.out);
  return results;
}
