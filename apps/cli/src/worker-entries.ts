/**
 * Which module a worker thread loads. From the sources (tsx) the libraries use their own
 * TypeScript worker modules; the bundle (vite.config.ts defines __SUDOKU_BUNDLE__) ships built
 * entries beside dist/sudoku.js, so plain Node runs generate and verify with no tsx at all.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

declare const __SUDOKU_BUNDLE__: boolean | undefined;

export type WorkerName = 'verify-worker' | 'generate-worker';

/** True in the bundle built by vite.config.ts. */
export const IS_BUNDLE = typeof __SUDOKU_BUNDLE__ !== 'undefined' && __SUDOKU_BUNDLE__;

/** The built entry in the bundle; undefined from the sources (the library's default applies). */
export function builtWorkerEntry(name: WorkerName): URL | undefined {
  if (!IS_BUNDLE) return undefined;
  // Every bundle file sits in dist/ itself (vite.config.ts), so this module's folder is dist/.
  return pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), `${name}.js`));
}
