/** The verifier's worker task: check a chunk of one pool's records (see verify-pools.ts). */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { StoredLevel } from './record.ts';
import { verifyRecord, type RecordCheck } from './verify.ts';

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
