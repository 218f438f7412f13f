/**
 * The stored pools (contract §5: data/puzzles/<variant>/<level>.json), read with the puzzle-store
 * loader (which checks every record). Each level's file is its own lazily loaded chunk: nothing
 * is fetched until the player picks that level. The e2e build (`vite build --mode e2e`) reads the
 * tiny generated fixtures in test/fixtures/pools instead, plus the damaged ones in
 * test/fixtures/broken-pools.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { PoolLoader, StoredRecord } from '@sudoku-forge/puzzle-store';
import { LEVELS, type Level } from '../engine/api.ts';

type TextLoader = () => Promise<string>;

const files: Record<string, TextLoader> =
  import.meta.env.MODE === 'e2e'
    ? {
        ...import.meta.glob<string>('../../test/fixtures/pools/*/*.json', { query: '?raw', import: 'default' }),
        // Damaged pools the e2e scenarios expect the player to refuse (see broken-pools/README.md).
        ...import.meta.glob<string>('../../test/fixtures/broken-pools/*/*.json', { query: '?raw', import: 'default' }),
      }
    : import.meta.glob<string>('../../../../data/puzzles/*/*.json', { query: '?raw', import: 'default' });

/** "<variant>/<level>.json" → loader of the file's text. */
const byPath = new Map<string, TextLoader>();
for (const [path, load] of Object.entries(files)) {
  const match = /([^/]+\/[^/]+\.json)$/u.exec(path);
  if (match) byPath.set(match[1]!, load);
}

/**
 * A level's file could not be fetched: offline before the level was ever played (the service
 * worker keeps a level once it has been opened), or a network fault. Said in words, not as the
 * browser's "Failed to fetch dynamically imported module …".
 */
export class PoolUnreachableError extends Error {
  constructor() {
    super('this level is not saved for offline play yet and could not be downloaded: connect to the internet and open it once, and it will work offline from then on');
    this.name = 'PoolUnreachableError';
  }
}

/** The file's text; a failed download becomes a PoolUnreachableError. */
async function fetchText(load: TextLoader): Promise<string> {
  try {
    return await load();
  } catch {
    throw new PoolUnreachableError();
  }
}

// The puzzle-store package (and the record checks it brings) loads with the first pool, not with
// the first screen.
let loader: Promise<PoolLoader> | null = null;
function poolLoader(): Promise<PoolLoader> {
  loader ??= import('@sudoku-forge/puzzle-store').then(({ createPoolLoader }) =>
    createPoolLoader(async (_variant, _level, path) => {
      const load = byPath.get(path);
      return load ? fetchText(load) : null;
    }),
  );
  return loader;
}

/** Levels with a stored file for the variant, in level order. */
export function storedLevels(variant: VariantId): Level[] {
  return LEVELS.filter((level) => byPath.has(`${variant}/${level}.json`));
}

/** A level's records, or null when no file is stored for it. */
export async function loadPool(variant: VariantId, level: string): Promise<StoredRecord[] | null> {
  if (!(LEVELS as readonly string[]).includes(level) || !byPath.has(`${variant}/${level}.json`)) return null;
  return (await poolLoader()).load(variant, level as Level);
}
