/**
 * Verifies every stored pool under a directory (node only): the records are spread over worker
 * threads in chunks, each checked by verifyRecord; duplicates (same canonical form within a
 * variant, across its levels) and duplicate ids are found here, where all answers meet.
 */
import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { printableText, type VariantId } from '@sudoku-forge/core-solver';
import { listPools, openInside, readTextChunks, readTextInside, type PoolFile } from './files.ts';
import { formatManifest, MANIFEST_FILE, ManifestTally } from './manifest.ts';
import { describeReadFault, lockState, poolsFolderProblem } from './out-dir.ts';
import { jsonSyntaxProblem, poolEncodingProblem } from './pool.ts';
import { PoolScanner, type ScannedElement } from './pool-scan.ts';
import { STORED_LEVELS, validateStoredRecord, type StoredLevel, type StoredRecord } from './record.ts';
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

/** Records per worker task at a level: the hardest levels take the grader longest, so their tasks are smaller (a short tail). */
function chunkSizeAt(level: StoredLevel, chunkSize: number): number {
  return Math.max(1, Math.round(chunkSize / (1 + STORED_LEVELS.indexOf(level))));
}

/** Up to this size a broken pool file is read whole to name its problem exactly as pool.ts does. */
const WHOLE_READ_LIMIT = 64 * 1024 * 1024;

/** The duplicate check's memory: per variant, each id once and a 16-byte digest of each canonical form. */
class SeenRecords {
  private readonly ids = new Map<VariantId, Map<string, number>>();
  private readonly forms = new Map<VariantId, Map<string, string>>();

  /** The index (of the pool first holding it) of an id seen before, or undefined (it is noted). */
  id(variant: VariantId, id: string, pool: number): number | undefined {
    let ids = this.ids.get(variant);
    if (!ids) {
      ids = new Map();
      this.ids.set(variant, ids);
    }
    const first = ids.get(id);
    if (first === undefined) ids.set(id, pool);
    return first;
  }

  /** The id of the first record with this canonical form, or undefined (it is noted). */
  form(variant: VariantId, canonical: string, id: string): string | undefined {
    let forms = this.forms.get(variant);
    if (!forms) {
      forms = new Map();
      this.forms.set(variant, forms);
    }
    // 128 bits of SHA-256 as a 16-character one-byte string: a false match among a million forms
    // has odds of about 1 in 10^26, and the key takes ~32 bytes instead of the form's 81 to 1,000+.
    const key = createHash('sha256').update(canonical).digest().toString('latin1', 0, 16);
    const first = forms.get(key);
    if (first === undefined) forms.set(key, id);
    return first;
  }
}

interface ScannedPool {
  pool: PoolSummary;
  file: PoolFile;
  handle: FileHandle;
  records: number;
}

/**
 * A pool file's first pass: opened (a link only inside dir, only a regular file), its text
 * streamed through the scanner, every record parsed (and, for the manifest, its schema checked
 * and tallied), nothing kept. A file that fails is named as a whole, as before any record is
 * checked; its problem is worded as pool.ts words it for a whole text.
 */
async function scanPool(
  dir: string,
  file: PoolFile,
  tally: { add(record: StoredRecord): void; broken(): void } | null,
): Promise<{ handle: FileHandle; records: number } | { problem: string }> {
  let handle: FileHandle;
  try {
    handle = await openInside(dir, file.path);
  } catch (error) {
    return { problem: `cannot be read: ${describeReadFault(error)}` };
  }
  const scanner = new PoolScanner();
  let records = 0;
  let parseError: { line: number; error: unknown; text: string } | null = null;
  const take = ({ text, line }: ScannedElement) => {
    if (parseError !== null) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      parseError = { line, error, text: text.slice(0, 200) };
      return;
    }
    if (tally) {
      try {
        tally.add(validateStoredRecord(value, { variant: file.variant, level: file.level, index: records }));
      } catch {
        tally.broken();
      }
    }
    records++;
  };
  try {
    for await (const chunk of readTextChunks(handle)) {
      scanner.push(chunk, take);
      if (scanner.error !== null || parseError !== null) break;
    }
    scanner.finish(take);
    if (scanner.error === null && parseError === null && !scanner.encodingSuspect) return { handle, records };
    const size = (await handle.stat()).size;
    let problem: string | null;
    if (size <= WHOLE_READ_LIMIT) {
      problem = wholeTextProblem((await handle.read(Buffer.alloc(size), 0, size, 0)).buffer.toString('utf8'));
    } else {
      problem =
        poolEncodingProblem(scanner.start) ??
        (scanner.encodingSuspect
          ? 'the file has a NUL byte, a byte-order mark or bytes that are not UTF-8 text; save it as UTF-8'
          : null);
      if (problem === null && scanner.error !== null) problem = `not valid JSON: ${scanner.error}`;
      if (problem === null && parseError !== null) {
        const { line, error, text } = parseError as { line: number; error: unknown; text: string };
        problem = `not valid JSON: ${jsonSyntaxProblem(text, error).replace(/^line 1 /u, `line ${line} `)}`;
      }
    }
    if (problem === null && scanner.error === null && parseError === null) return { handle, records };
    await handle.close();
    return { problem: problem ?? `not valid JSON: ${scanner.error ?? 'a record is not JSON'}` };
  } catch (error) {
    await handle.close();
    return { problem: `cannot be read: ${describeReadFault(error)}` };
  }
}

/** What is wrong with a pool file's whole text, worded as before streaming (null: nothing). */
function wholeTextProblem(text: string): string | null {
  const encoding = poolEncodingProblem(text);
  if (encoding) return encoding;
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch (error) {
    // Name the broken line (a hand edit usually damages one record), in one printable line.
    return `not valid JSON: ${jsonSyntaxProblem(text, error)}`;
  }
  return Array.isArray(values) ? null : 'not a JSON array of records';
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
  const chunkSize = options.chunkSize ?? 25;

  // The manifest is derived from the pools; a stale one would mislead the player's menus. It is
  // tallied during the first pass (as manifestText would build it, without holding the records).
  const manifestPath = join(dir, MANIFEST_FILE);
  let manifest: string | null = null;
  if (!only) {
    try {
      manifest = await readTextInside(dir, manifestPath);
    } catch {
      // not a file: listPools names it
    }
  }
  const manifestTally = new ManifestTally();
  let manifestBroken = false;

  // First pass: every file's own problems, in file order, before any record is checked; the
  // files that pass stay open for the second.
  const scanned: ScannedPool[] = [];
  try {
    for (const file of listing.pools) {
      const pool: PoolSummary = { variant: file.variant, level: file.level, path: file.path, verified: 0, failures: 0 };
      pools.push(pool);
      const tally =
        manifest === null
          ? null
          : {
              add: (record: StoredRecord) => manifestTally.add(file.variant, file.level, record),
              broken: () => (manifestBroken = true),
            };
      const result = await scanPool(dir, file, tally);
      if ('problem' in result) {
        failures.push({ path: file.path, id: null, problem: result.problem });
        pool.failures++;
        manifestBroken = true;
        continue;
      }
      scanned.push({ pool, file, handle: result.handle, records: result.records });
    }

    // Second pass: each file streamed again, its records sent to the workers in chunks, at most
    // `window` chunks out at a time (reading waits for the oldest), answers taken in file order.
    const total = scanned.reduce((sum, s) => sum + s.records, 0);
    const workers = Math.min(options.workers ?? defaultWorkerCount(), Math.ceil(total / chunkSize));
    const taskPool = createTaskPool<VerifyChunk, RecordCheck[]>(
      { module: options.workerEntry ?? VERIFY_WORKER_SOURCE, exportName: 'verifyChunk' },
      workers,
    );
    const window = 4 * Math.max(1, workers);
    const out: { pool: PoolSummary; index: number; answer: Promise<RecordCheck[]> }[] = [];
    const seen = new SeenRecords();
    let done = 0;
    const gather = (pool: PoolSummary, index: number, checks: readonly RecordCheck[]) => {
      for (const check of checks) {
        pool.verified++;
        const problems = [...check.problems];
        const first = seen.id(pool.variant, check.id, index);
        if (first !== undefined) {
          problems.push(`the id also appears in ${pools[first]!.path}`);
          if (first === index) manifestBroken = true; // the pool itself holds it twice: parsePool refuses it
        }
        if (check.canonical !== null) {
          const original = seen.form(pool.variant, check.canonical, check.id);
          if (original !== undefined) problems.push(`duplicate of ${original} (same puzzle up to a disguise)`);
        }
        if (problems.length > 0) {
          pool.failures++;
          for (const problem of problems) failures.push({ path: pool.path, id: check.id, problem });
        }
      }
    };
    const takeOldest = async () => {
      const { pool, index, answer } = out.shift()!;
      gather(pool, index, await answer);
    };
    const send = async (pool: PoolSummary, index: number, chunk: VerifyChunk) => {
      // Yield to the event loop between chunks, so a signal gets in even when the chunks run in
      // this thread (workers 0).
      if (options.signal) await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
      if (options.signal?.aborted) throw new VerifyAbortedError();
      while (out.length >= window) await takeOldest();
      const answer = taskPool.run(chunk).then((checks) => {
        done += checks.length;
        options.onProgress?.(done, total);
        return checks;
      });
      answer.catch(() => {}); // awaited in turn by takeOldest; not an unhandled rejection meanwhile
      out.push({ pool, index, answer });
    };
    try {
      for (const { pool, file, handle, records } of scanned) {
        const index = pools.indexOf(pool);
        const size = chunkSizeAt(file.level, chunkSize);
        const scanner = new PoolScanner();
        let batch: string[] = [];
        let start = 0;
        let read = 0;
        const ready: VerifyChunk[] = [];
        const take = ({ text }: ScannedElement) => {
          batch.push(text);
          read++;
          if (batch.length === size) {
            ready.push({ variant: file.variant, level: file.level, start, texts: batch });
            start += batch.length;
            batch = [];
          }
        };
        for await (const chunk of readTextChunks(handle)) {
          scanner.push(chunk, take);
          for (const task of ready.splice(0)) await send(pool, index, task);
          if (scanner.error !== null) break;
        }
        scanner.finish(take);
        if (batch.length > 0) ready.push({ variant: file.variant, level: file.level, start, texts: batch });
        for (const task of ready.splice(0)) await send(pool, index, task);
        if (scanner.error !== null || read !== records) {
          // The same open file read twice: only a write into it in place can get here.
          failures.push({
            path: file.path,
            id: null,
            problem: 'it changed while verify read it (written in place by another program?); verify it again',
          });
          pool.failures++;
          manifestBroken = true;
        }
      }
      while (out.length > 0) await takeOldest();
    } finally {
      await taskPool.close();
    }
  } finally {
    for (const { handle } of scanned) await handle.close().catch(() => {});
  }

  const notes: string[] = [];
  const expected = manifestBroken ? null : formatManifest(manifestTally.manifest());
  if (!only && manifest !== null && manifest !== expected) {
    // The pools are committed first and the index after them, so a running generate or merge
    // leaves an index behind the pools for a moment (never ahead: pools only grow; never garbage:
    // the index is written atomically). Only a live writer (its lock names a running process, as
    // lockOutDir judges it) excuses that; a stale lock does not (its writer ended without the index).
    const garbage = manifestShapeProblem(manifest);
    const lock = garbage === null ? await lockState(dir) : null;
    // `sudoku generate` has no --manifest: the tools' script rewrites the index alone.
    const regenerate = `rewrite it: npx tsx tools/generate-puzzles.ts --manifest --out ${dir}`;
    if (garbage !== null) {
      failures.push({ path: manifestPath, id: null, problem: `not an index of the pools (${garbage}); ${regenerate}` });
    } else if (lock?.running) {
      notes.push(
        `${manifestPath} is behind the pools: a ${lock.command ?? 'generate, merge or regrade'} (pid ${lock.pid}) is writing them, and rewrites the index when it ends`,
      );
    } else if (lock) {
      const holder = lock.pid !== null ? `names pid ${lock.pid}, which is not running` : 'names no process';
      failures.push({
        path: manifestPath,
        id: null,
        problem: `out of date with the pools (${regenerate}); ${lock.path} ${holder}, so no generate, merge or regrade is writing them`,
      });
    } else {
      failures.push({ path: manifestPath, id: null, problem: `out of date with the pools (${regenerate})` });
    }
  }
  return { pools, failures, notes, verified: pools.reduce((sum, p) => sum + p.verified, 0) };
}

/** Why a manifest's text is no index a generate wrote (not JSON, not {puzzles, pools: […]}), or null. */
function manifestShapeProblem(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  const index = value as { puzzles?: unknown; pools?: unknown } | null;
  if (typeof index !== 'object' || index === null || typeof index.puzzles !== 'number' || !Array.isArray(index.pools)) {
    return 'not a JSON object {"puzzles": N, "pools": […]}';
  }
  return null;
}

/**
 * The report as lines: one per failure, one per pool, then the total. File names, ids and reasons
 * come from the pools folder (a file named with a line break, an id holding escape codes): each is
 * escaped (printableText, as generate's messages are), so no report line can be forged.
 */
export function formatVerifySummary(summary: VerifySummary): string[] {
  const lines: string[] = [];
  const shown = (text: string) => printableText(text);
  for (const note of summary.notes) lines.push(`NOTE ${shown(note)}`);
  for (const f of summary.failures)
    lines.push(`FAIL ${shown(f.id ?? f.path)}${f.id ? ` (${shown(f.path)})` : ''}: ${shown(f.problem)}`);
  for (const p of summary.pools) {
    lines.push(`${p.variant}/${p.level}: ${p.verified} puzzles verified, ${p.failures} failures`);
  }
  const failing =
    summary.pools.reduce((sum, p) => sum + p.failures, 0) +
    summary.failures.filter((f) => f.id === null && !summary.pools.some((p) => p.path === f.path)).length;
  lines.push(`${summary.verified} puzzles verified, ${failing} failures`);
  return lines;
}

/** `verify --json` (docs/contract.md §4): one object; `file` is relative to the pools directory, `id` null for a file's own problem. */
export interface VerifyJson {
  verified: number;
  failures: { file: string; id: string | null; reason: string }[];
  /** What the text report prints as NOTE lines (an index a running generate will rewrite); only when there are some. */
  notes?: string[];
}

export function verifySummaryJson(summary: VerifySummary, dir: string): VerifyJson {
  return {
    verified: summary.verified,
    failures: summary.failures.map((f) => ({
      file: relative(dir, f.path).split(sep).join('/') || f.path,
      id: f.id,
      reason: f.problem,
    })),
    ...(summary.notes.length > 0 ? { notes: summary.notes } : {}),
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
