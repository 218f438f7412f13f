/**
 * `regrade` (node only): the stored pools brought up to today's grader, so a new or improved
 * technique never means rewriting pool files by hand.
 *
 *   read     every pool of the folder (each must read as records: a damaged file is verify's to name)
 *   grade    every record again, spread over worker threads (verify-worker.ts regradeChunk)
 *   refile   a record keeps its id and its place; one whose level changed leaves its file and is
 *            appended to its new level's, after the records already there (source levels easiest
 *            first, each in file order), so the same pools always regrade to the same bytes; its
 *            `level` and `techniques` are rewritten
 *   write    the changed pools, each atomically — the files that gain records first, so a crash
 *            between two writes leaves a moved record in both files, never in neither — then the
 *            manifest. A re-run finishes such a crash: a record found twice (same id, same puzzle)
 *            is kept once, where its grade files it.
 *
 * Records the grader cannot finish stay where they are and are reported (exit 1: verify says more).
 * Uniqueness and stored solutions are not regrade's business: verify proves them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { printableText, type VariantId } from '@sudoku-forge/core-solver';
import { listPools, readPool, SHARD_FILE, writeManifest, writePool } from './files.ts';
import { checkPoolTargets, lockOutDir, poolsFolderProblem } from './out-dir.ts';
import { formatPool, poolPath, PoolFormatError } from './pool.ts';
import { RecordError, STORED_LEVELS, type StoredLevel, type StoredRecord } from './record.ts';
import { createTaskPool, defaultWorkerCount } from './task-pool.ts';
import type { Regraded } from './verify.ts';
import { VERIFY_WORKER_SOURCE } from './verify-pools.ts';
import type { RegradeChunk } from './verify-worker.ts';

/** Why regrade refused to run (exit 2): the folder, its files or another writer. */
export class RegradeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegradeError';
  }
}

/** The regrade was stopped by its signal before it wrote anything. */
export class RegradeAbortedError extends Error {
  constructor() {
    super('the regrade was interrupted before it wrote anything; no pool was changed');
    this.name = 'RegradeAbortedError';
  }
}

export interface RegradeOptions {
  /** Grade and report, write nothing. */
  dryRun?: boolean;
  /** Worker threads (default: one per core; 0 = in this thread). */
  workers?: number;
  /** The module exporting regradeChunk (default: verify-worker.ts; a bundle passes its built entry). */
  workerEntry?: URL;
  /** Stops the grading; once the writes have begun they finish. */
  signal?: AbortSignal;
  /** Records per worker task. */
  chunkSize?: number;
  /** The folder as the user typed it, for messages (default: the path). */
  shownDir?: string;
}

/** Records of one variant that moved from one level to another. */
export interface RegradeMove {
  variant: VariantId;
  from: StoredLevel;
  to: StoredLevel;
  count: number;
}

export interface RegradeSummary {
  /** Records graded in all. */
  graded: number;
  /** Level changes, per variant, easiest source level first. */
  moves: RegradeMove[];
  /** Records that kept their level but whose technique list changed. */
  retechniqued: number;
  /** Pool files (relative to the folder, '/'-separated) that were (or, dry-run, would be) rewritten. */
  changedFiles: string[];
  /** Records found twice (same id and puzzle: a regrade cut short between two writes), kept once. */
  resumed: number;
  /** Records the grader could not finish: left where they are. */
  unfinished: { file: string; id: string; problem: string }[];
  /** True when the changes were written. */
  written: boolean;
}

interface Entry {
  record: StoredRecord;
  from: StoredLevel;
  file: string;
}

export async function regradePools(dir: string, options: RegradeOptions = {}): Promise<RegradeSummary> {
  const shown = options.shownDir ?? dir;
  const problem = await poolsFolderProblem(dir, shown);
  if (problem !== null) throw new RegradeError(problem);
  if (existsSync(join(dir, SHARD_FILE))) {
    throw new RegradeError(
      `${shown} is a shard's output (it holds ${SHARD_FILE}): regrade the pools after the merge, not a shard`,
    );
  }
  const release = options.dryRun ? null : await lockOutDir(dir, 'regrade');
  try {
    return await regradeLocked(dir, options);
  } finally {
    await release?.();
  }
}

async function regradeLocked(dir: string, options: RegradeOptions): Promise<RegradeSummary> {
  const listing = await listPools(dir);
  const stray = listing.strays[0];
  if (stray !== undefined)
    throw new RegradeError(
      `${printableText(stray.path)}: ${stray.problem}; sudoku verify names everything out of place: fix that first`,
    );
  const variants = [...new Set(listing.pools.map((p) => p.variant))];
  // Every file the writes would touch can be written: a read-only disk says so before the grading.
  if (!options.dryRun) await checkPoolTargets(dir, variants);
  const entries = new Map<VariantId, Entry[]>();
  for (const variant of variants) {
    const list: Entry[] = [];
    for (const level of STORED_LEVELS) {
      let records: StoredRecord[];
      try {
        records = await readPool(dir, variant, level);
      } catch (error) {
        if (error instanceof PoolFormatError || error instanceof RecordError) {
          throw new RegradeError(
            `${poolPath(variant, level)} does not read as records (${error.message}); sudoku verify names the problem`,
          );
        }
        throw error;
      }
      for (const record of records) list.push({ record, from: level, file: poolPath(variant, level) });
    }
    entries.set(variant, list);
  }

  const grades = await gradeAll([...entries.values()].flat(), options);
  if (options.signal?.aborted) throw new RegradeAbortedError();

  const summary: RegradeSummary = {
    graded: 0,
    moves: [],
    retechniqued: 0,
    changedFiles: [],
    resumed: 0,
    unfinished: [],
    written: false,
  };
  const writes: { variant: VariantId; level: StoredLevel; records: StoredRecord[]; gains: boolean }[] = [];
  let at = 0;
  for (const variant of variants) {
    const list = entries.get(variant)!;
    const graded = list.map((entry) => ({ entry, grade: grades[at++]! }));
    summary.graded += graded.length;
    const kept = new Map<StoredLevel, StoredRecord[]>(STORED_LEVELS.map((level) => [level, []]));
    const incoming = new Map<StoredLevel, StoredRecord[]>(STORED_LEVELS.map((level) => [level, []]));
    const moved = new Map<string, number>();
    const placed = new Map<string, StoredRecord>();
    for (const { entry, grade } of graded) {
      const { record, from } = entry;
      if ('problem' in grade) {
        summary.unfinished.push({ file: entry.file, id: record.id, problem: grade.problem });
        kept.get(from)!.push(record);
        continue;
      }
      const twin = placed.get(record.id);
      if (twin !== undefined) {
        if (twin.puzzle !== record.puzzle) {
          throw new RegradeError(
            `the id ${record.id} is used by two different ${variant} puzzles; sudoku verify names them`,
          );
        }
        summary.resumed++;
        continue;
      }
      const updated: StoredRecord = { ...record, level: grade.level, techniques: grade.techniques };
      placed.set(record.id, updated);
      if (grade.level === from) {
        if (grade.techniques.join('|') !== record.techniques.join('|')) summary.retechniqued++;
        kept.get(from)!.push(updated);
      } else {
        incoming.get(grade.level)!.push(updated);
        moved.set(`${from}>${grade.level}`, (moved.get(`${from}>${grade.level}`) ?? 0) + 1);
      }
    }
    for (const from of STORED_LEVELS) {
      for (const to of STORED_LEVELS) {
        const count = moved.get(`${from}>${to}`);
        if (count) summary.moves.push({ variant, from, to, count });
      }
    }
    for (const level of STORED_LEVELS) {
      const before = list.filter((e) => e.from === level).map((e) => e.record);
      const after = [...kept.get(level)!, ...incoming.get(level)!];
      if (formatPool(before) === formatPool(after)) continue;
      // A level's file that does not exist and stays empty is left absent.
      if (before.length === 0 && after.length === 0) continue;
      writes.push({ variant, level, records: after, gains: incoming.get(level)!.length > 0 });
      summary.changedFiles.push(poolPath(variant, level));
    }
  }
  if (options.dryRun || writes.length === 0) return summary;
  if (options.signal?.aborted) throw new RegradeAbortedError();
  // Gaining files first: a crash between two writes leaves a moved record twice, never nowhere.
  for (const write of [...writes.filter((w) => w.gains), ...writes.filter((w) => !w.gains)]) {
    await writePool(dir, write.variant, write.level, write.records);
  }
  await writeManifest(dir);
  summary.written = true;
  return summary;
}

/** Every entry's new grade, in order, graded on the worker threads. */
async function gradeAll(entries: readonly Entry[], options: RegradeOptions): Promise<Regraded[]> {
  const chunkSize = options.chunkSize ?? 25;
  const chunks: RegradeChunk[] = [];
  for (let start = 0; start < entries.length; start += chunkSize) {
    chunks.push({ records: entries.slice(start, start + chunkSize).map((e) => e.record) });
  }
  const workers = Math.min(options.workers ?? defaultWorkerCount(), chunks.length);
  const pool = createTaskPool<RegradeChunk, Regraded[]>(
    { module: options.workerEntry ?? VERIFY_WORKER_SOURCE, exportName: 'regradeChunk' },
    workers,
  );
  const results: Regraded[][] = [];
  try {
    // The hardest levels take the grader longest: hand them out first.
    const cost = (i: number) => STORED_LEVELS.indexOf(chunks[i]!.records[0]!.level);
    const order = chunks.map((_, i) => i).sort((a, b) => cost(b) - cost(a) || a - b);
    let next = 0;
    const lane = async () => {
      while (next < order.length) {
        await new Promise<void>((resolveTurn) => setImmediate(resolveTurn)); // lets a signal in
        if (options.signal?.aborted || next >= order.length) return;
        const i = order[next++]!;
        results[i] = await pool.run(chunks[i]!);
      }
    };
    await Promise.all(Array.from({ length: 2 * Math.max(1, workers) }, lane));
  } finally {
    await pool.close();
  }
  return options.signal?.aborted ? [] : results.flat();
}

/** The summary as lines: one per move, then what changed in all. */
export function formatRegradeSummary(summary: RegradeSummary): string[] {
  const lines: string[] = [];
  const variants = [...new Set(summary.moves.map((m) => m.variant))];
  for (const variant of variants) {
    const moves = summary.moves.filter((m) => m.variant === variant);
    lines.push(`${variant}: ${moves.map((m) => `${m.from} → ${m.to} ${m.count}`).join(', ')}`);
  }
  for (const u of summary.unfinished) lines.push(`NOT GRADED ${u.id} (${u.file}): ${u.problem}; left where it is`);
  const movedCount = summary.moves.reduce((sum, m) => sum + m.count, 0);
  const files = summary.changedFiles.length;
  const verb = summary.written ? 'rewritten' : files > 0 ? 'to rewrite (dry run: nothing written)' : 'to rewrite';
  lines.push(
    `${summary.graded} puzzles regraded: ${movedCount} moved to another level, ${summary.retechniqued} with new technique lists; ` +
      `${files} pool file${files === 1 ? '' : 's'} ${verb}${summary.resumed > 0 ? `; ${summary.resumed} records found twice (an interrupted regrade) kept once` : ''}`,
  );
  return lines;
}

/** `regrade --json`: the summary with file paths relative to the folder. */
export function regradeSummaryJson(summary: RegradeSummary): Record<string, unknown> {
  return {
    graded: summary.graded,
    moved: summary.moves,
    retechniqued: summary.retechniqued,
    files: summary.changedFiles,
    resumed: summary.resumed,
    notGraded: summary.unfinished.map((u) => ({ file: u.file, id: u.id, reason: u.problem })),
    written: summary.written,
  };
}
