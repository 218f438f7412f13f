/**
 * The pools' index (data/puzzles/index.json): which pools exist, how many puzzles each holds,
 * and the technique frequency table per variant and level — what the player's menus and guide
 * page need without loading every pool. It is derived data: generation rewrites it and the
 * verifier fails when it does not match the pools.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { countTechniques, techniqueShares, type TechniqueShare } from './frequency.ts';
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
export function buildManifest(
  pools: readonly { variant: VariantId; level: StoredLevel; records: readonly StoredRecord[] }[],
): Manifest {
  const tally = new ManifestTally();
  for (const { variant, level, records } of pools) for (const record of records) tally.add(variant, level, record);
  return tally.manifest();
}

/**
 * The manifest counted one record at a time (pools given in variant and level order): what
 * buildManifest gives for the same records, without holding them (verify streams its pools).
 */
export class ManifestTally {
  private readonly pools: {
    variant: VariantId;
    level: StoredLevel;
    puzzles: number;
    clues: [number, number];
    counts: Map<string, number>;
  }[] = [];

  add(variant: VariantId, level: StoredLevel, record: Pick<StoredRecord, 'clues' | 'techniques'>): void {
    let pool = this.pools.at(-1);
    if (!pool || pool.variant !== variant || pool.level !== level) {
      pool = { variant, level, puzzles: 0, clues: [record.clues, record.clues], counts: new Map() };
      this.pools.push(pool);
    }
    pool.puzzles++;
    pool.clues = [Math.min(pool.clues[0], record.clues), Math.max(pool.clues[1], record.clues)];
    countTechniques(pool.counts, record);
  }

  manifest(): Manifest {
    const entries = this.pools.map(({ variant, level, puzzles, clues, counts }) => ({
      variant,
      level,
      path: poolPath(variant, level),
      puzzles,
      clues,
      techniques: techniqueShares(counts, puzzles),
    }));
    return { pools: entries, puzzles: entries.reduce((sum, p) => sum + p.puzzles, 0) };
  }
}

/** The manifest's file text: one pool per line, like the pools themselves. */
export function formatManifest(manifest: Manifest): string {
  const lines = manifest.pools.map((p) => JSON.stringify(p));
  return `{"puzzles":${manifest.puzzles},"pools":[\n${lines.join(',\n')}\n]}\n`;
}
