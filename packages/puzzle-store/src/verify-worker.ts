/** The verifier's worker tasks: check a chunk of one pool's records (verify-pools.ts), or grade them again (regrade.ts). */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { StoredLevel, StoredRecord } from './record.ts';
import { regradeRecord, verifyRecord, type RecordCheck, type Regraded } from './verify.ts';

export interface VerifyChunk {
  variant: VariantId;
  level: StoredLevel;
  /** Position of the first value in its file. */
  start: number;
  /** The records, parsed … */
  values?: unknown[];
  /** … or as their JSON text (verifyPools streams the pool files and sends the text). */
  texts?: string[];
}

export function verifyChunk(chunk: VerifyChunk): RecordCheck[] {
  const values = chunk.values ?? (chunk.texts ?? []).map((text) => JSON.parse(text) as unknown);
  return values.map((value, i) =>
    verifyRecord(value, { variant: chunk.variant, level: chunk.level, index: chunk.start + i }),
  );
}

/** A chunk of one variant's records to grade again (regrade.ts): schema-checked records. */
export interface RegradeChunk {
  records: StoredRecord[];
}

export function regradeChunk(chunk: RegradeChunk): Regraded[] {
  return chunk.records.map(regradeRecord);
}
