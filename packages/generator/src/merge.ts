/**
 * Merging shard outputs (node only): `generate --shard i/n --out part-i` on several machines,
 * then merge every part into the pools. Records keep their seeds; they get the next free ids of
 * the target pool; disguised duplicates (canonical form) are skipped. Target pools only grow.
 */
import { LEVELS } from '@sudoku-forge/grader';
import { recordCanonical, recordId, recordNumber, type StoredRecord } from '@sudoku-forge/puzzle-store';
import { listPools, readPool, writeManifest, writePool } from '@sudoku-forge/puzzle-store/node';
import type { VariantId } from '@sudoku-forge/core-solver';

export interface MergeResult {
  added: number;
  duplicates: number;
}

export async function mergePools(targetDir: string, sourceDirs: readonly string[]): Promise<MergeResult> {
  const result: MergeResult = { added: 0, duplicates: 0 };
  const variants = new Set<VariantId>();
  for (const dir of sourceDirs) for (const pool of (await listPools(dir)).pools) variants.add(pool.variant);
  for (const variant of [...variants].sort()) {
    const canonical = new Set<string>();
    const pools = new Map<string, StoredRecord[]>();
    for (const level of LEVELS) {
      const records = await readPool(targetDir, variant, level);
      pools.set(level, records);
      for (const record of records) canonical.add(recordCanonical(record));
    }
    const changed = new Set<(typeof LEVELS)[number]>();
    for (const dir of sourceDirs) {
      for (const level of LEVELS) {
        for (const record of await readPool(dir, variant, level)) {
          const key = recordCanonical(record);
          if (canonical.has(key)) {
            result.duplicates++;
            continue;
          }
          canonical.add(key);
          const pool = pools.get(level)!;
          const next = Math.max(0, ...pool.map((r) => recordNumber(r.id, variant, level) ?? 0)) + 1;
          pool.push({ ...record, id: recordId(variant, level, next) });
          changed.add(level);
          result.added++;
        }
      }
    }
    for (const level of changed) await writePool(targetDir, variant, level, pools.get(level)!);
  }
  await writeManifest(targetDir);
  return result;
}
