/**
 * Verifies every stored pool under a directory (node only): the records are spread over worker
 * threads in chunks, each checked by verifyRecord; duplicates (same canonical form within a
 * variant, across its levels) and duplicate ids are found here, where all answers meet.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { join, relative, sep } from 'node:path';
import { listPools, manifestText, readTextInside } from './files.ts';
import { MANIFEST_FILE } from './manifest.ts';
import { describeReadFault, LOCK_FILE, poolsFolderProblem } from './out-dir.ts';
import { jsonSyntaxProblem, poolEncodingProblem } from './pool.ts';
import { STORED_LEVELS, type StoredLevel } from './record.ts';
import { createTaskPool, defaultWorkerCount } from './task-pool.ts';
import type { RecordCheck } from './verify.ts';
import type { VerifyChunk } from './verify-worker.ts';

export interface PoolSummary {
  variant: VariantId;
  level: StoredLevel;
  path: string;
  verified: number;
  failures: number;
}

export interface Failure {
  /** The pool file (or the misplaced file). */
  path: string;
  /** The failing record's id; null for a problem with the file itself. */
  id: string | null;
  problem: string;
}

export interface VerifySummary {
  pools: PoolSummary[];
  failures: Failure[];
  /** Records checked in all. */
  verified: number;
  /** What is worth saying but is not a failure (an index a running or interrupted generate will rewrite). */
  notes: string[];
}

export interface VerifyOptions {
  /** Worker threads (default: one per core; 0 = in this thread). */
  workers?: number;
  /** Records per worker task. */
  chunkSize?: number;
  /** Called after each chunk with records done so far and in all. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Only these variants' pools (what generate is about to extend). The directory's other files
   * and the manifest are then not looked at.
   */
  variants?: readonly VariantId[];
  /** The module exporting verifyChunk (default: verify-worker.ts beside this file; a bundle passes its built entry). */
  workerEntry?: URL;
  /** Stops the check between chunks (Ctrl+C while generate checks its pools): VerifyAbortedError. */
  signal?: AbortSignal;
}

/** verifyPools was stopped by its signal before every record was checked. */
export class VerifyAbortedError extends Error {
  constructor() {
    super('the check was interrupted');
    this.name = 'VerifyAbortedError';
  }
}

/** The verifier's worker module as the sources have it (run through tsx). */
export const VERIFY_WORKER_SOURCE = new URL('./verify-worker.ts', import.meta.url);

/** Rough order of the grader's work per record by level (a file's level is all the verifier knows up front). */
function levelCost(level: StoredLevel): number {
  return STORED_LEVELS.indexOf(level);
}

export async function verifyPools(dir: string, options: VerifyOptions = {}): Promise<VerifySummary> {
  const listing = await listPools(dir);
  const only = options.variants;
  if (only) {
    // The variants' own folders still count when they cannot be one (a link out of the folder).
    listing.pools = listing.pools.filter((p) => only.includes(p.variant));
    listing.strays = listing.strays.filter((s) => s.odd && s.variant !== null && only.includes(s.variant));
  }
  const failures: Failure[] = listing.strays.map(({ path, problem }) => ({ path, id: null, problem }));
  const pools: PoolSummary[] = [];
  const chunks: { pool: PoolSummary; chunk: VerifyChunk }[] = [];
  const chunkSize = options.chunkSize ?? 25;

  for (const file of listing.pools) {
    const pool: PoolSummary = { variant: file.variant, level: file.level, path: file.path, verified: 0, failures: 0 };
    pools.push(pool);
    let values: unknown;
    let text: string;
    try {
      const read = await readTextInside(dir, file.path);
      if (read === null) throw Object.assign(new Error('it does not exist'), { code: 'ENOENT' });
      text = read;
    } catch (error) {
      failures.push({ path: file.path, id: null, problem: `cannot be read: ${describeReadFault(error)}` });
      pool.failures++;
      continue;
    }
    const encoding = poolEncodingProblem(text);
    if (encoding) {
      failures.push({ path: file.path, id: null, problem: encoding });
      pool.failures++;
      continue;
    }
    try {
      values = JSON.parse(text);
    } catch (error) {
      // Name the broken line (a hand edit usually damages one record), in one printable line.
      failures.push({ path: file.path, id: null, problem: `not valid JSON: ${jsonSyntaxProblem(text, error)}` });
      pool.failures++;
      continue;
    }
    if (!Array.isArray(values)) {
      failures.push({ path: file.path, id: null, problem: 'not a JSON array of records' });
      pool.failures++;
      continue;
    }
    for (let start = 0; start < values.length; start += chunkSize) {
      chunks.push({
        pool,
        chunk: { variant: file.variant, level: file.level, start, values: values.slice(start, start + chunkSize) },
      });
    }
  }

  const total = chunks.reduce((sum, c) => sum + c.chunk.values.length, 0);
  const workers = Math.min(options.workers ?? defaultWorkerCount(), Math.ceil(total / chunkSize));
  const taskPool = createTaskPool<VerifyChunk, RecordCheck[]>({ module: options.workerEntry ?? VERIFY_WORKER_SOURCE, exportName: 'verifyChunk' }, workers);
  let done = 0;
  const results: RecordCheck[][] = [];
  try {
    // The queue is first come, first served: hand out the slowest chunks (the hardest levels take
    // the grader longest) first, so the run does not end with one worker on a slow chunk alone.
    const order = chunks.map((_, i) => i).sort((a, b) => levelCost(chunks[b]!.chunk.level) - levelCost(chunks[a]!.chunk.level) || a - b);
    // A few lanes per worker take the chunks in turn, each yielding to the event loop between
    // chunks, so a signal gets in even when the chunks run in this thread (workers 0).
    let next = 0;
    const lane = async () => {
      while (next < order.length) {
        if (options.signal) await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
        if (options.signal?.aborted) throw new VerifyAbortedError();
        if (next >= order.length) return;
        const i = order[next++]!;
        const { chunk } = chunks[i]!;
        results[i] = await taskPool.run(chunk);
        done += chunk.values.length;
        options.onProgress?.(done, total);
      }
    };
    await Promise.all(Array.from({ length: 2 * Math.max(1, workers) }, lane));
  } finally {
    await taskPool.close();
  }

  // Gather in file order, so the report is the same whatever order the workers finished in.
  const idsSeen = new Map<string, string>();
  const canonicalSeen = new Map<string, string>(); // variant + canonical → first id
  chunks.forEach(({ pool }, i) => {
    for (const check of results[i]!) {
      pool.verified++;
      const problems = [...check.problems];
      const idKey = `${pool.variant}:${check.id}`;
      if (idsSeen.has(idKey)) problems.push(`the id also appears in ${idsSeen.get(idKey)}`);
      else idsSeen.set(idKey, pool.path);
      if (check.canonical !== null) {
        const key = `${pool.variant}:${check.canonical}`;
        const first = canonicalSeen.get(key);
        if (first !== undefined) problems.push(`duplicate of ${first} (same puzzle up to a disguise)`);
        else canonicalSeen.set(key, check.id);
      }
      if (problems.length > 0) {
        pool.failures++;
        for (const problem of problems) failures.push({ path: pool.path, id: check.id, problem });
      }
    }
  });
  // The manifest is derived from the pools; a stale one would mislead the player's menus.
  const manifestPath = join(dir, MANIFEST_FILE);
  let manifest: string | null = null;
  try {
    manifest = await readTextInside(dir, manifestPath);
  } catch {
    // no manifest: nothing to compare
  }
  const notes: string[] = [];
  if (!only && manifest !== null && manifest !== (await manifestText(dir).catch(() => null))) {
    // The pools are committed first and the index after them, so a generate that is running, or
    // was killed between the two writes, leaves an index behind the pools (never ahead: pools only
    // grow). Its lock file says so; the index is derived data the next generate rewrites.
    const writer = await readTextInside(dir, join(dir, LOCK_FILE)).catch(() => null);
    if (writer !== null) {
      notes.push(`${manifestPath} is behind the pools: a generate (pid ${writer.trim() || '?'}) is running or was interrupted; the next generate (or generate --manifest) rewrites it`);
    } else {
      failures.push({ path: manifestPath, id: null, problem: 'out of date with the pools (regenerate it: generate-puzzles --manifest)' });
    }
  }
  return { pools, failures, notes, verified: pools.reduce((sum, p) => sum + p.verified, 0) };
}

/** The report as lines: one per failure, one per pool, then the total. */
export function formatVerifySummary(summary: VerifySummary): string[] {
  const lines: string[] = [];
  for (const note of summary.notes) lines.push(`NOTE ${note}`);
  for (const f of summary.failures) lines.push(`FAIL ${f.id ?? f.path}${f.id ? ` (${f.path})` : ''}: ${f.problem}`);
  for (const p of summary.pools) {
    lines.push(`${p.variant}/${p.level}: ${p.verified} puzzles verified, ${p.failures} failures`);
  }
  const failing = summary.pools.reduce((sum, p) => sum + p.failures, 0) + summary.failures.filter((f) => f.id === null && !summary.pools.some((p) => p.path === f.path)).length;
  lines.push(`${summary.verified} puzzles verified, ${failing} failures`);
  return lines;
}

/** `verify --json` (CONTRACT §4): one object; `file` is relative to the pools directory, `id` null for a file's own problem. */
export interface VerifyJson {
  verified: number;
  failures: { file: string; id: string | null; reason: string }[];
}

export function verifySummaryJson(summary: VerifySummary, dir: string): VerifyJson {
  return {
    verified: summary.verified,
    failures: summary.failures.map((f) => ({ file: relative(dir, f.path).split(sep).join('/') || f.path, id: f.id, reason: f.problem })),
  };
}

export interface VerifyCommandIo {
  /** Print the report as one JSON object (VerifyJson) instead of lines. */
  json?: boolean;
  workers?: number;
  /** See VerifyOptions.workerEntry. */
  workerEntry?: URL;
  /** The folder as the user typed it, for messages (default: the path). */
  shownDir?: string;
  /** Report lines (stdout). */
  out: (line: string) => void;
  /** Progress and problems reading the directory (stderr). */
  err: (line: string) => void;
}

/**
 * `verify [DIR]` as tools and the CLI run it: the report, and the exit code (0 all verified,
 * 1 any failure, 2 the directory cannot be read).
 */
export async function runVerifyCommand(dir: string, io: VerifyCommandIo): Promise<number> {
  const problem = await poolsFolderProblem(dir, io.shownDir ?? dir);
  if (problem !== null) {
    io.err(problem);
    return 2;
  }
  const started = performance.now();
  let lastReport = started;
  const summary = await verifyPools(dir, {
    ...(io.workers !== undefined ? { workers: io.workers } : {}),
    ...(io.workerEntry !== undefined ? { workerEntry: io.workerEntry } : {}),
    onProgress: (done, total) => {
      const now = performance.now();
      if (now - lastReport > 10_000) {
        lastReport = now;
        io.err(`verified ${done}/${total} (${((now - started) / 1000).toFixed(0)}s)`);
      }
    },
  });
  if (io.json) io.out(JSON.stringify(verifySummaryJson(summary, dir)));
  else for (const line of formatVerifySummary(summary)) io.out(line);
  return summary.failures.length > 0 ? 1 : 0;
}
