/** The verifier's worker task: check a chunk of one pool's records (see verify-pools.ts). */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { StoredLevel } from './record.ts';
import { verifyRecord, type RecordCheck } from './verify.ts';

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
