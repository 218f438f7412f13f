/**
 * Merges the shards of a sharded generate into the pools they started from (thin wrapper over the
 * generator, as `sudoku merge SHARD_DIR… --out TARGET_DIR`):
 *
 *   tsx tools/merge-puzzles.ts TARGET_DIR SHARD_DIR…
 *
 * The result is byte for byte one machine's run of the same seeds; see packages/generator/src/merge.ts.
 */
import { resolve } from 'node:path';
import { MergeError, mergeShards } from '@sudoku-forge/generator';

const [target, ...sources] = process.argv.slice(2);
if (target === undefined || sources.length === 0) {
  console.error('usage: merge-puzzles.ts TARGET_DIR SHARD_DIR…');
  process.exit(2);
}
const at = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
try {
  for (const m of await mergeShards(at(target), sources.map(at))) {
    console.log(
      `${m.variant}: ${m.shards} shards merged, ${JSON.stringify(m.added)} added, ${m.duplicates} duplicates, ${m.full} over full pools${m.resumed ? ' (the target already held part or all of this merge: finished)' : ''}`,
    );
  }
} catch (error) {
  if (!(error instanceof MergeError)) throw error;
  console.error(error.message);
  process.exit(error.code === 'verify' ? 1 : 2);
}
