/**
 * A stored puzzle in a random disguise, using only the variant's safe moves (the transforms
 * package knows which). The same seed gives the same disguise, so a share link can carry it.
 */
import { puzzleDataFromRecord, randomTransform, toRecord } from '@sudoku-forge/transforms';
import type { PuzzleRecord } from '@sudoku-forge/core-solver';

export function disguise(record: PuzzleRecord, seed: number): { record: PuzzleRecord; ops: string[] } {
  const { data, ops } = randomTransform(puzzleDataFromRecord(record), seed);
  const moved = toRecord(data);
  return {
    record: {
      ...moved,
      ...(record.id !== undefined ? { id: record.id } : {}),
      ...(record.level !== undefined ? { level: record.level } : {}),
      ...(record.techniques !== undefined ? { techniques: record.techniques } : {}),
    },
    ops,
  };
}
