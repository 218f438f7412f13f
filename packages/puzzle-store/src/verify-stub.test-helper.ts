/**
 * A stand-in for verify-worker.ts in the memory test: answers each record at once (its id, no
 * problems, its puzzle as the canonical form), so the test measures verifyPools itself — reading,
 * batching, the answers and the duplicate check — not the counter and the grader.
 */
import type { RecordCheck } from './verify.ts';

interface Chunk {
  values?: unknown[];
  texts?: string[];
}

export function verifyChunk(chunk: Chunk): RecordCheck[] {
  const values = chunk.values ?? (chunk.texts ?? []).map((text) => JSON.parse(text) as unknown);
  return values.map((value) => {
    const record = value as { id: string; puzzle: string };
    return { id: record.id, problems: [], canonical: record.puzzle };
  });
}
