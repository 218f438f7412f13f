/**
 * The pools' index (data/puzzles/index.json): which pools exist, how many puzzles each holds,
 * and the technique frequency table per variant and level — what the player's menus and guide
 * page need without loading every pool. It is derived data: generation rewrites it and the
 * verifier fails when it does not match the pools.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { techniqueFrequency, type TechniqueShare } from './frequency.ts';
import { poolPath } from './pool.ts';
import type { StoredLevel, StoredRecord } from './record.ts';

export const MANIFEST_FILE = 'index.json';

export interface ManifestPool {
  variant: VariantId;
  level: StoredLevel;
  /** Relative to the pools directory: "<variant>/<level>.json". */
  path: string;
  puzzles: number;
  /** Fewest and most clues in the pool. */
  clues: [number, number];
  techniques: TechniqueShare[];
}

export interface Manifest {
  pools: ManifestPool[];
  puzzles: number;
}

/** The manifest of pools given in variant and level order. */
export function buildManifest(pools: readonly { variant: VariantId; level: StoredLevel; records: readonly StoredRecord[] }[]): Manifest {
  const entries = pools
    .filter((p) => p.records.length > 0)
    .map(({ variant, level, records }) => ({
      variant,
      level,
      path: poolPath(variant, level),
      puzzles: records.length,
      clues: [Math.min(...records.map((r) => r.clues)), Math.max(...records.map((r) => r.clues))] as [number, number],
      techniques: techniqueFrequency(variant, level, records).techniques,
    }));
  return { pools: entries, puzzles: entries.reduce((sum, p) => sum + p.puzzles, 0) };
}

/** The manifest's file text: one pool per line, like the pools themselves. */
export function formatManifest(manifest: Manifest): string {
  const lines = manifest.pools.map((p) => JSON.stringify(p));
  return `{"puzzles":${manifest.puzzles},"pools":[\n${lines.join(',\n')}\n]}\n`;
}
