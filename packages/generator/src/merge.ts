/**
 * Merging shard outputs (node only): `generate --shard i/n --out part-i` on n machines, then
 * `merge part-1 … part-n --out POOLS`, where POOLS holds the pools the shards started from.
 *
 * Refused, with nothing written: a folder that is not a shard's output; shards of different runs;
 * a shard given twice or with another count (overlapping seed ranges); a shard missing or cut
 * short (missing seeds); a target that holds neither the shards' base nor, level by level, their
 * merge (a re-run after a crash finishes the levels still at the base); a shard pool that fails verify
 * or is not what its shard wrote (shard.json's output digest); a new record whose seed is not
 * one of its shard's.
 *
 * Every variant is checked and filed in memory before anything is written, so a refusal of any
 * variant leaves every pool as it was; an abort (`signal`, Ctrl+C) before the writes likewise. The
 * writes then run to the end (each pool file atomic, the manifest last) whatever signal comes.
 *
 * Then the reduction: every shard's new records, in seed order, filed into the target exactly as
 * a one-machine run files its attempts (PoolSet.file: dedupe, cap at the goal, next id). Why
 * that gives one machine's bytes: a shard keeps, per level, its first distinct puzzles until it
 * holds the goal. A puzzle the whole run files at level l has fewer than `need` distinct level-l
 * forms before it in the whole run, so fewer before it in its shard: its shard kept it. So the
 * shards' union holds every puzzle the whole run files, in the same seed order; anything else in
 * the union is a later duplicate of one of them or comes after its level is full, and is dropped
 * here as it was there.
 */
import { existsSync } from 'node:fs';
import { CodedError, MAX_SEED, type VariantId } from '@sudoku-forge/core-solver';
import { LEVELS } from '@sudoku-forge/grader';
import {
  formatPool,
  recordCanonical,
  STORED_LEVELS,
  type StoredLevel,
  type StoredRecord,
} from '@sudoku-forge/puzzle-store';
import {
  checkPoolTargets,
  lockOutDir,
  poolsFolderProblem,
  PoolSet,
  poolsFingerprint,
  prepareOutDir,
  readPool,
  VerifyAbortedError,
  verifyPools,
  writeManifest,
  type LevelCounts,
} from '@sudoku-forge/puzzle-store/node';
import type { RunSpec } from './run-spec.ts';
import { seedIndex, shardName } from './seeds.ts';
import { isComplete, readShardFile, ShardFileError, type ShardRun } from './shard-state.ts';
import { GENERATOR_VERSION } from './version.ts';

/** Why a merge was refused: 'usage' the folders given (exit 2), 'verify' their contents (exit 1). */
export class MergeError extends CodedError<'usage' | 'verify'> {
  constructor(message: string, code: 'usage' | 'verify' = 'usage') {
    super('MergeError', message, code);
  }
}

export interface VariantMerge {
  variant: VariantId;
  shards: number;
  /** New records the shards held, filed, and dropped as duplicates or over a full level. */
  offered: number;
  added: LevelCounts;
  duplicates: number;
  full: number;
  /** The target already held part or all of this merge (a re-run after a crash, or a re-run). */
  resumed: boolean;
}

/** The merge was stopped by its signal before it wrote anything. */
export class MergeAbortedError extends Error {
  constructor() {
    super('the merge was interrupted before it wrote anything; nothing was merged');
    this.name = 'MergeAbortedError';
  }
}

export interface MergeOptions {
  workers?: number;
  /** Stops the checks; once the writes have begun they finish (nothing is left half merged). */
  signal?: AbortSignal;
  /** The built verifier worker module (a bundle passes it). */
  verifyWorkerEntry?: URL;
}

interface Part {
  dir: string;
  run: ShardRun;
}

/** The spec without the shard's index: equal for every shard of one run. */
function runKey(run: ShardRun): string {
  const { shard, ...rest }: RunSpec = run.spec;
  return JSON.stringify({ ...rest, shards: shard.count, base: run.base.fingerprint });
}

export async function mergeShards(
  target: string,
  dirs: readonly string[],
  options: MergeOptions = {},
): Promise<VariantMerge[]> {
  if (dirs.length === 0) throw new MergeError('name the shard folders to merge');
  const byVariant = new Map<VariantId, Part[]>();
  for (const dir of dirs) {
    const problem = await poolsFolderProblem(dir, dir, 'shard folder');
    if (problem !== null) throw new MergeError(problem);
    let file: Awaited<ReturnType<typeof readShardFile>>;
    try {
      file = await readShardFile(dir);
    } catch (error) {
      if (error instanceof ShardFileError) throw new MergeError(error.message);
      throw error;
    }
    if (!file && !existsSync(dir))
      throw new MergeError(`${dir} does not exist: name the --out folder of each generate --shard i/n`);
    if (!file || file.runs.length === 0)
      throw new MergeError(`${dir} is not a shard's output (no shard.json): make shards with generate --shard i/n`);
    for (const run of file.runs)
      byVariant.set(run.spec.variant, [...(byVariant.get(run.spec.variant) ?? []), { dir, run }]);
  }
  for (const [variant, parts] of byVariant) checkShards(variant, parts);

  await prepareOutDir(target);
  const release = await lockOutDir(target, 'merge');
  try {
    await checkPoolTargets(target, [...byVariant.keys()]);
    // A shard folder is one shard's output: merged into, it would no longer be that shard.
    const targetShard = await readShardFile(target).catch(() => ({ runs: [] as ShardRun[] }));
    const held = targetShard?.runs[0]?.spec.shard;
    if (held)
      throw new MergeError(
        `${target} holds shard ${shardName(held)} of a run (shard.json): merge into the pools the shards started from, not into a shard`,
      );
    const merged: { pools: PoolSet; result: VariantMerge }[] = [];
    for (const variant of [...byVariant.keys()].sort())
      merged.push(await mergeVariant(target, variant, byVariant.get(variant)!, options));
    if (options.signal?.aborted) throw new MergeAbortedError();
    for (const { pools } of merged) await pools.write(target);
    await writeManifest(target);
    return merged.map(({ result }) => result);
  } finally {
    await release();
  }
}

/** One run's shards: the same run and generator version, each index once, every one complete and digested. */
function checkShards(variant: VariantId, parts: readonly Part[]): void {
  const [first] = parts;
  // Shards are only merged when every one made the same puzzles from the same seeds: one version,
  // this merge's own.
  const version = (part: Part) => part.run.generator ?? 'none recorded';
  const other = parts.find((part) => version(part) !== version(first!));
  if (other) {
    throw new MergeError(
      `${first!.dir} and ${other.dir} hold ${variant} shards of different generator versions (${version(first!)}, ${version(other)}); nothing was merged: make every shard with one version`,
    );
  }
  if (first!.run.generator !== GENERATOR_VERSION) {
    throw new MergeError(
      `${first!.dir} holds a ${variant} shard of generator version ${version(first!)}, and this merge is ${GENERATOR_VERSION}; nothing was merged: make the shards again with this version`,
    );
  }
  // Seeds are 32-bit: a run whose seeds pass MAX_SEED would wrap to 0 (generate refuses to make one).
  const { seed, maxAttempts } = first!.run.spec;
  if (
    !Number.isSafeInteger(seed) ||
    !Number.isSafeInteger(maxAttempts) ||
    seed < 0 ||
    seed + maxAttempts - 1 > MAX_SEED
  ) {
    throw new MergeError(
      `${first!.dir}: its ${variant} run's seeds ${seed} … ${seed + maxAttempts - 1} pass ${MAX_SEED}, the largest seed; nothing was merged`,
    );
  }
  // Without the digest of what the shard wrote, its pools cannot be told from pools edited since.
  for (const part of parts) {
    if (typeof part.run.output !== 'string') {
      throw new MergeError(
        `${part.dir}: its shard.json records no digest of the ${variant} pools its shard wrote ("output"), so they cannot be checked; nothing was merged: make the shard again`,
      );
    }
  }
  const count = first!.run.spec.shard.count;
  for (const part of parts) {
    const shard = part.run.spec.shard;
    if (shard.count !== count) {
      throw new MergeError(
        `${first!.dir} holds ${variant} shard ${shardName(first!.run.spec.shard)} and ${part.dir} shard ${shardName(shard)}: their seed ranges overlap (one run, one shard count)`,
      );
    }
    if (runKey(part.run) !== runKey(first!.run)) {
      throw new MergeError(
        `${first!.dir} and ${part.dir} hold ${variant} shards of different runs (seed, goals or base pools differ)`,
      );
    }
  }
  const seen = new Map<number, string>();
  for (const part of parts) {
    const index = part.run.spec.shard.index;
    const other = seen.get(index);
    if (other !== undefined)
      throw new MergeError(
        `${variant} shard ${shardName(part.run.spec.shard)} is given twice (${other}, ${part.dir}): their seed ranges overlap`,
      );
    seen.set(index, part.dir);
  }
  for (let index = 0; index < count; index++) {
    if (!seen.has(index))
      throw new MergeError(
        `${variant} shard ${index + 1}/${count} is missing: merge needs every shard of the run, or its seeds are missing`,
      );
  }
  for (const part of parts) {
    if (!isComplete(part.run)) {
      const why = part.run.stop ?? 'it did not finish';
      throw new MergeError(
        `${part.dir}: ${variant} shard ${shardName(part.run.spec.shard)} stopped early (${why}) after ${part.run.attempts} attempts, so seeds are missing: run it again to finish it`,
      );
    }
  }
}

/** One variant's merge, checked and filed in memory: the pools to write and what was filed. */
async function mergeVariant(
  target: string,
  variant: VariantId,
  parts: readonly Part[],
  options: MergeOptions,
): Promise<{ pools: PoolSet; result: VariantMerge }> {
  const { spec, base } = parts[0]!.run;
  // The merge is made from the base as the shards hold it (each started as a copy of it), so a
  // target that already holds some levels of this merge (a re-run after a crash) or all of them
  // (a re-run) is finished, not refused. Anything else in the target is refused.
  const pools = await PoolSet.load(parts[0]!.dir, variant, base.counts);
  if (pools.fingerprint() !== base.fingerprint) {
    throw new MergeError(
      `${parts[0]!.dir}: its ${variant} pools do not start with the pools its shard.json says it started from; nothing was merged: make the shard again`,
      'verify',
    );
  }
  // The target's records as they are (no canonical forms needed: only compared as text).
  const found = new Map<StoredLevel, StoredRecord[]>();
  for (const level of STORED_LEVELS) found.set(level, await readPool(target, variant, level));
  const baseText = new Map(STORED_LEVELS.map((level) => [level, formatPool(pools.records(level))]));
  const notBase = () =>
    new MergeError(
      `${target} does not hold the ${variant} pools the shards started from: merge into a copy of their base`,
    );
  for (const level of STORED_LEVELS) {
    if (formatPool(found.get(level)!.slice(0, base.counts[level] ?? 0)) !== baseText.get(level)) throw notBase();
  }
  const incoming: { index: number; record: StoredRecord }[] = [];
  for (const part of parts) {
    if (options.signal?.aborted) throw new MergeAbortedError();
    const summary = await verifyChecked(part.dir, {
      variants: [variant],
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      ...(options.verifyWorkerEntry ? { workerEntry: options.verifyWorkerEntry } : {}),
    });
    const failure = summary.failures[0];
    if (failure) {
      const more = summary.failures.length > 1 ? ` (and ${summary.failures.length - 1} more)` : '';
      throw new MergeError(
        `${part.dir} fails verify: ${failure.path}${failure.id !== null ? ` record ${failure.id}` : ''}: ${failure.problem}${more}; nothing was merged`,
        'verify',
      );
    }
    if ((await poolsFingerprint(part.dir, variant)) !== part.run.output) {
      throw new MergeError(
        `${part.dir}: the ${variant} pools are not the ones its shard wrote (changed since: shard.json records another digest); nothing was merged: make the shard again`,
        'verify',
      );
    }
    const shard = part.run.spec.shard;
    for (const level of LEVELS) {
      const records = await readPool(part.dir, variant, level);
      for (const record of records.slice(base.counts[level] ?? 0)) {
        const index = seedIndex(spec.seed, record.seed);
        if (index % shard.count !== shard.index || index >= spec.maxAttempts) {
          throw new MergeError(
            `${part.dir}: record ${record.id} has seed ${record.seed}, which is not one of shard ${shardName(shard)}'s; nothing was merged`,
            'verify',
          );
        }
        incoming.push({ index, record });
      }
    }
  }
  incoming.sort((a, b) => a.index - b.index);
  const result: VariantMerge = {
    variant,
    shards: parts.length,
    offered: incoming.length,
    added: {},
    duplicates: 0,
    full: 0,
    resumed: false,
  };
  for (const { record } of incoming) {
    const { id: _id, ...entry } = record;
    const outcome = pools.file(entry, recordCanonical(record), spec.goals[record.level] ?? 0);
    if (outcome === 'duplicate') result.duplicates++;
    else if (outcome === 'full') result.full++;
    else result.added[record.level] = (result.added[record.level] ?? 0) + 1;
  }
  // Each level of the target: the base (to write) or this merge already (rewritten, same bytes).
  for (const level of STORED_LEVELS) {
    const now = formatPool(found.get(level)!);
    if (now === baseText.get(level)) continue;
    if (now !== formatPool(pools.records(level))) throw notBase();
    result.resumed = true;
  }
  return { pools, result };
}

/** verifyPools, with its abort turned into the merge's. */
async function verifyChecked(dir: string, options: Parameters<typeof verifyPools>[1]): ReturnType<typeof verifyPools> {
  try {
    return await verifyPools(dir, options);
  } catch (error) {
    if (error instanceof VerifyAbortedError) throw new MergeAbortedError();
    throw error;
  }
}
