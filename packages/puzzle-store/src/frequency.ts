/**
 * How often each technique is needed, per variant and level, counted from the stored records —
 * the numbers behind the player's technique guide ("x-wing: needed in 12% of hard classic puzzles").
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { StoredLevel, StoredRecord } from './record.ts';

export interface TechniqueShare {
  technique: string;
  /** Puzzles of the pool whose solving path uses the technique. */
  puzzles: number;
  /** puzzles / pool size, rounded to 4 decimals. */
  share: number;
}

export interface FrequencyRow {
  variant: VariantId;
  level: StoredLevel;
  puzzles: number;
  /** Most used first; ties in name order. */
  techniques: TechniqueShare[];
}

/** The frequency row of one pool. */
export function techniqueFrequency(
  variant: VariantId,
  level: StoredLevel,
  records: readonly StoredRecord[],
): FrequencyRow {
  const counts = new Map<string, number>();
  for (const record of records) countTechniques(counts, record);
  return { variant, level, puzzles: records.length, techniques: techniqueShares(counts, records.length) };
}

/** Adds one record's techniques (each once) to the counts. */
export function countTechniques(counts: Map<string, number>, record: Pick<StoredRecord, 'techniques'>): void {
  for (const technique of new Set(record.techniques)) counts.set(technique, (counts.get(technique) ?? 0) + 1);
}

/** The counts of a pool of `size` records as shares: most used first, ties in name order. */
export function techniqueShares(counts: ReadonlyMap<string, number>, size: number): TechniqueShare[] {
  return [...counts]
    .map(([technique, puzzles]) => ({
      technique,
      puzzles,
      share: Math.round((puzzles / size) * 10_000) / 10_000,
    }))
    .sort((a, b) => b.puzzles - a.puzzles || (a.technique < b.technique ? -1 : a.technique > b.technique ? 1 : 0));
}
