/**
 * The lazy pool loader: a pool's file is fetched the first time a variant/level is asked for,
 * checked record by record, and kept. Nothing here touches the file system, so the web player uses
 * the same loader with `fetch` (or a bundler's lazy import) that Node uses with `readFile`.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { parsePool, poolPath } from './pool.ts';
import type { StoredLevel, StoredRecord } from './record.ts';

/** Returns a pool file's text, or null when that pool does not exist. */
export type PoolSource = (variant: VariantId, level: StoredLevel, path: string) => Promise<string | null>;

export interface PoolLoader {
  /** The pool's records (empty when the pool does not exist); loads the file on the first call. */
  load(variant: VariantId, level: StoredLevel): Promise<StoredRecord[]>;
  /** Which pools have been requested so far (for tests and diagnostics). */
  loaded(): string[];
}

export function createPoolLoader(source: PoolSource): PoolLoader {
  const cache = new Map<string, Promise<StoredRecord[]>>();
  return {
    load(variant, level) {
      const path = poolPath(variant, level);
      let pending = cache.get(path);
      if (!pending) {
        pending = source(variant, level, path).then((text) => (text === null ? [] : parsePool(text, variant, level)));
        // A failed load is not cached, so a retry (say, after a network error) can succeed.
        pending.catch(() => cache.delete(path));
        cache.set(path, pending);
      }
      return pending;
    },
    loaded: () => [...cache.keys()],
  };
}

/** A source that fetches "<baseUrl>/<variant>/<level>.json" over HTTP (the browser's fetch). */
export function fetchPoolSource(baseUrl: string, fetchImpl: typeof fetch = fetch): PoolSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return async (_variant, _level, path) => {
    const response = await fetchImpl(`${base}${path}`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`could not load ${path}: HTTP ${response.status}`);
    return response.text();
  };
}
