/** The verifier's worker tasks: check a chunk of one pool's records (verify-pools.ts), or grade them again (regrade.ts). */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { StoredLevel, StoredRecord } from './record.ts';
import { regradeRecord, verifyRecord, type RecordCheck, type Regraded } from './verify.ts';

export interface VerifyChunk {
  variant: VariantId;
  level: StoredLevel;
  /** Position of the first value in its file. */
  start: number;
  values: unknown[];
}

export function verifyChunk(chunk: VerifyChunk): RecordCheck[] {
  return chunk.values.map((value, i) =>
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
