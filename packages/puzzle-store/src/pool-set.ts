/**
 * A variant's pools as one object (node only): what generation and merging both extend.
 *
 *   load      every stored pool of the variant, the canonical form of every record (dedupe),
 *             the next free id number of each level and the largest seed stored
 *   file      one new puzzle under its level: the next id — unless a disguise of it is stored
 *             ('duplicate') or the level already holds its cap ('full')
 *   write     every changed pool, atomically
 *
 * Filing is the whole reduction: the same puzzles filed in the same order give the same bytes.
 */
import { createHash } from 'node:crypto';
import type { VariantId } from '@sudoku-forge/core-solver';
import { readPool, writePool } from './files.ts';
import { formatPool } from './pool.ts';
import { recordId, recordIdLevel, recordNumber, STORED_LEVELS, type StoredLevel, type StoredRecord } from './record.ts';
import { recordCanonical } from './verify.ts';

/** What filing one puzzle did. */
export type FileOutcome = 'added' | 'duplicate' | 'full';

/** A new puzzle: a stored record before it has its id. */
export type NewRecord = Omit<StoredRecord, 'id'>;

/** Records per level. */
export type LevelCounts = Partial<Record<StoredLevel, number>>;

interface LevelPool {
  records: StoredRecord[];
  nextNumber: number;
  changed: boolean;
}

export class PoolSet {
  readonly variant: VariantId;
  private readonly levels: Map<StoredLevel, LevelPool>;
  private readonly canonical: Set<string>;
  /** The largest seed of any stored record (0 when none). */
  maxSeed: number;

  private constructor(
    variant: VariantId,
    levels: Map<StoredLevel, LevelPool>,
    canonical: Set<string>,
    maxSeed: number,
  ) {
    this.variant = variant;
    this.levels = levels;
    this.canonical = canonical;
    this.maxSeed = maxSeed;
  }

  /**
   * The variant's pools under dir (absent files are empty pools); with `prefix`, only the first
   * `prefix[level]` records of each level (the pools a shard started from, out of its output).
   */
  static async load(dir: string, variant: VariantId, prefix?: LevelCounts): Promise<PoolSet> {
    const levels = new Map<StoredLevel, LevelPool>();
    const canonical = new Set<string>();
    let maxSeed = 0;
    // A record keeps its id when regrade moves it to another level's file, so each level's next
    // number is the largest among the whole variant's ids of that level, wherever they are filed.
    const last = new Map<StoredLevel, number>(STORED_LEVELS.map((level) => [level, 0]));
    for (const level of STORED_LEVELS) {
      const stored = await readPool(dir, variant, level);
      const records = prefix ? stored.slice(0, prefix[level] ?? 0) : stored;
      for (const record of records) {
        canonical.add(recordCanonical(record));
        const born = recordIdLevel(record.id, variant);
        if (born !== null) last.set(born, Math.max(last.get(born)!, recordNumber(record.id, variant, born)!));
        maxSeed = Math.max(maxSeed, record.seed);
      }
      levels.set(level, { records, nextNumber: 0, changed: false });
    }
    for (const [level, pool] of levels) pool.nextNumber = last.get(level)! + 1;
    return new PoolSet(variant, levels, canonical, maxSeed);
  }

  size(level: StoredLevel): number {
    return this.levels.get(level)!.records.length;
  }

  counts(): LevelCounts {
    return Object.fromEntries(STORED_LEVELS.map((level) => [level, this.size(level)]));
  }

  records(level: StoredLevel): readonly StoredRecord[] {
    return this.levels.get(level)!.records;
  }

  /** Files a new puzzle (its canonical form given) unless the level holds `cap` or a disguise is stored. */
  file(entry: NewRecord, canonical: string, cap = Infinity): FileOutcome {
    const pool = this.levels.get(entry.level)!;
    if (pool.records.length >= cap) return 'full';
    if (this.canonical.has(canonical)) return 'duplicate';
    this.canonical.add(canonical);
    const id = recordId(this.variant, entry.level, pool.nextNumber++);
    pool.records.push({ id, ...entry });
    pool.changed = true;
    this.maxSeed = Math.max(this.maxSeed, entry.seed);
    return 'added';
  }

  /** Writes every pool changed since the last write (each atomically). */
  async write(dir: string): Promise<void> {
    for (const [level, pool] of this.levels) {
      if (!pool.changed) continue;
      await writePool(dir, this.variant, level, pool.records);
      pool.changed = false;
    }
  }

  /** A digest of every record of the variant: two pool sets with equal digests hold the same bytes. */
  fingerprint(): string {
    return digest([...this.levels].map(([level, pool]) => [level, pool.records] as const));
  }
}

function digest(levels: readonly (readonly [StoredLevel, readonly StoredRecord[]])[]): string {
  const hash = createHash('sha256');
  for (const [level, records] of levels) hash.update(`${level}\n${formatPool(records)}`);
  return hash.digest('hex');
}

/** `PoolSet.load(dir, variant).fingerprint()` without the canonical forms: what dir holds now. */
export async function poolsFingerprint(dir: string, variant: VariantId): Promise<string> {
  const levels: (readonly [StoredLevel, readonly StoredRecord[]])[] = [];
  for (const level of STORED_LEVELS) levels.push([level, await readPool(dir, variant, level)] as const);
  return digest(levels);
}
