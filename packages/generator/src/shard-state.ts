/**
 * A shard's record of its run (node only): `shard.json` beside the pools a `generate --shard i/n`
 * writes. It makes a shard re-runnable and its output mergeable:
 *
 *   spec      the run's fixed plan (seed, shard, goals, target weights, attempt limit): every
 *             shard of one run has the same, apart from its index
 *   request   the arguments that made the spec: a re-run with other arguments is refused
 *   base      the pools the shard started from (per-level counts and a digest): its new records
 *             are the ones after them, and merge checks the target still holds exactly this base
 *   attempts  how many of the shard's attempts are filed (a re-run resumes there)
 *   stop      why it ended; null while under way or after a crash
 *   output    the digest of the pools as the shard last wrote them (PoolSet.fingerprint): merge
 *             refuses pools changed since, even ones that still pass verify (a record dropped),
 *             and a shard file without it (nothing to check the pools against)
 *   generator the generator version that made the shard (version.ts): merge refuses shards of
 *             another version than each other's or its own, and a re-run of another version
 *             does not resume it
 *
 * The file is written after the pools (atomically), so it never claims more than they hold; a
 * re-run after a crash re-makes the attempts since, which are then duplicates of what was filed.
 */
import { join } from 'node:path';
import type { VariantId } from '@sudoku-forge/core-solver';
import {
  OddFileError,
  readTextInside,
  SHARD_FILE,
  writeFileAtomic,
  type LevelCounts,
} from '@sudoku-forge/puzzle-store/node';
import type { RunSpec, StopReason } from './run-spec.ts';

export interface ShardBase {
  counts: LevelCounts;
  fingerprint: string;
}

export interface ShardRun {
  spec: RunSpec;
  request: string;
  base: ShardBase;
  attempts: number;
  stop: StopReason | null;
  /** Absent in shard files written before it was recorded (merge refuses those). */
  output?: string;
  /** GENERATOR_VERSION of the generate that made it; absent in shard files written before it was recorded. */
  generator?: string;
}

export interface ShardFile {
  runs: ShardRun[];
}

/** A shard's run is complete when it ran out of need or of attempts — not of time. */
export function isComplete(run: ShardRun): boolean {
  return run.stop === 'full' || run.stop === 'attempts';
}

export class ShardFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShardFileError';
  }
}

/** The shard file of dir, or null when there is none. */
export async function readShardFile(dir: string): Promise<ShardFile | null> {
  let text: string | null;
  try {
    // Only a plain file inside dir is read (a named pipe there would block the read forever).
    text = await readTextInside(dir, join(dir, SHARD_FILE));
  } catch (error) {
    if (error instanceof OddFileError)
      throw new ShardFileError(`${join(dir, SHARD_FILE)} cannot be read: ${error.message}`);
    throw error;
  }
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as ShardFile;
    if (!Array.isArray(value.runs)) throw new Error('no runs');
    return value;
  } catch {
    throw new ShardFileError(
      `${join(dir, SHARD_FILE)} is damaged (not a shard's run record); generate the shard again into an empty folder`,
    );
  }
}

/** The run of one variant in a shard file. */
export function shardRunOf(file: ShardFile | null, variant: VariantId): ShardRun | null {
  return file?.runs.find((run) => run.spec.variant === variant) ?? null;
}

/** Saves one variant's run into dir's shard file (atomically; the folder is locked by generate). */
export async function saveShardRun(dir: string, run: ShardRun): Promise<void> {
  const file = (await readShardFile(dir)) ?? { runs: [] };
  const runs = [...file.runs.filter((r) => r.spec.variant !== run.spec.variant), run].sort((a, b) =>
    a.spec.variant < b.spec.variant ? -1 : a.spec.variant > b.spec.variant ? 1 : 0,
  );
  await writeFileAtomic(join(dir, SHARD_FILE), `${JSON.stringify({ runs }, null, 2)}\n`);
}
