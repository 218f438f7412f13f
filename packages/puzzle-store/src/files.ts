/**
 * Pool files on disk (node only; the browser goes through loader.ts).
 *
 * Every write is atomic: the text goes to a temporary file in the same directory, which is then
 * renamed over the pool. A run killed mid-write leaves the old pool intact, never half a file.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isVariantId, type VariantId } from '@sudoku-forge/core-solver';
import type { PoolSource } from './loader.ts';
import { buildManifest, formatManifest, MANIFEST_FILE } from './manifest.ts';
import { formatPool, parsePool, poolPath } from './pool.ts';
import { STORED_LEVELS, isStoredLevel, type StoredLevel, type StoredRecord } from './record.ts';

/** Default pools directory, relative to the repository root. */
export const DEFAULT_POOLS_DIR = 'data/puzzles';

/** A source for createPoolLoader that reads "<dir>/<variant>/<level>.json". */
export function filePoolSource(dir: string): PoolSource {
  return async (_variant, _level, path) => {
    try {
      return await readFile(join(dir, path), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}

/** The pool's records (schema-checked), or [] if the file does not exist. */
export async function readPool(dir: string, variant: VariantId, level: StoredLevel): Promise<StoredRecord[]> {
  const text = await filePoolSource(dir)(variant, level, poolPath(variant, level));
  return text === null ? [] : parsePool(text, variant, level);
}

/** Writes any file atomically (temp file in the same directory, then rename). */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = `${path}.tmp-${process.pid}-${Date.now().toString(36)}`;
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    // The fault names the file being written, not its temporary twin.
    const fault = error as NodeJS.ErrnoException;
    if (fault.path === temp) fault.path = path;
    throw error;
  }
}

/** Writes a whole pool atomically, creating its variant directory if needed. */
export async function writePool(dir: string, variant: VariantId, level: StoredLevel, records: readonly StoredRecord[]): Promise<void> {
  await mkdir(join(dir, variant), { recursive: true });
  await writeFileAtomic(join(dir, poolPath(variant, level)), formatPool(records));
}

export interface PoolFile {
  variant: VariantId;
  level: StoredLevel;
  path: string;
}

export interface PoolListing {
  pools: PoolFile[];
  /** Files and directories that are not "<variant>/<level>.json" (the verifier fails on them). */
  misplaced: string[];
}

/** A sharded generate's record of its run (the generator's shard-state.ts): beside a shard's pools. */
export const SHARD_FILE = 'shard.json';

/** Files at the top of the pools directory that are allowed (the generated manifest, a shard's state). */
const TOP_LEVEL_FILES = new Set([MANIFEST_FILE, 'README.md', SHARD_FILE]);

/** generate's write lock (out-dir.ts) and its pid file while it is made: not pools, not misplaced. */
const isLockFile = (name: string) => name === '.generate.lock' || name.startsWith('.generate.lock.');

/** Every pool file under dir, in variant and level order, plus anything that is out of place. */
export async function listPools(dir: string): Promise<PoolListing> {
  const pools: PoolFile[] = [];
  const misplaced: string[] = [];
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { pools, misplaced };
    throw error;
  }
  for (const entry of entries.sort()) {
    const path = join(dir, entry);
    const isDir = (await stat(path)).isDirectory();
    if (!isDir) {
      if (!TOP_LEVEL_FILES.has(entry) && !isLockFile(entry)) misplaced.push(path);
      continue;
    }
    if (!isVariantId(entry)) {
      misplaced.push(`${path}/ (not a variant)`);
      continue;
    }
    for (const file of (await readdir(path)).sort()) {
      const level = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
      if (isStoredLevel(level)) pools.push({ variant: entry, level, path: join(path, file) });
      else misplaced.push(join(path, file));
    }
  }
  const order = (p: PoolFile) => STORED_LEVELS.indexOf(p.level);
  pools.sort((a, b) => (a.variant === b.variant ? order(a) - order(b) : a.variant < b.variant ? -1 : 1));
  return { pools, misplaced };
}

/** Rebuilds the manifest (index.json) from every pool under dir; returns its text. */
export async function manifestText(dir: string): Promise<string> {
  const listing = await listPools(dir);
  const pools = [];
  for (const pool of listing.pools) pools.push({ variant: pool.variant, level: pool.level, records: await readPool(dir, pool.variant, pool.level) });
  return formatManifest(buildManifest(pools));
}

/** Rewrites index.json atomically from the pools. */
export async function writeManifest(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(join(dir, MANIFEST_FILE), await manifestText(dir));
}
