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
export function techniqueFrequency(variant: VariantId, level: StoredLevel, records: readonly StoredRecord[]): FrequencyRow {
  const counts = new Map<string, number>();
  for (const record of records) {
    for (const technique of new Set(record.techniques)) counts.set(technique, (counts.get(technique) ?? 0) + 1);
  }
  const techniques = [...counts]
    .map(([technique, puzzles]) => ({
      technique,
      puzzles,
      share: Math.round((puzzles / records.length) * 10_000) / 10_000,
    }))
    .sort((a, b) => b.puzzles - a.puzzles || (a.technique < b.technique ? -1 : a.technique > b.technique ? 1 : 0));
  return { variant, level, puzzles: records.length, techniques };
}
