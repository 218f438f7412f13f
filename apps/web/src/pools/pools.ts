/**
 * The stored pools (contract §5: data/puzzles/<variant>/<level>.json), checked record by record
 * with puzzle-store's parsePool in a worker (parse.worker.ts), which also picks a game's record in
 * its disguise and proves its solution. Each level's file is its own lazily loaded chunk: nothing
 * is fetched until the player picks that level. The e2e build (`vite build --mode e2e`) reads the
 * tiny generated fixtures in test/fixtures/pools instead, plus the damaged ones in
 * test/fixtures/broken-pools.
 */
import type { PuzzleRecord, VariantId } from '@sudoku-forge/core-solver';
import type { StoredRecord } from '@sudoku-forge/puzzle-store';
import type { SolveAnswer } from '../game/solve.ts';
import type { ParseResponse, Picked, PoolChoice, PoolRequest } from './parse.worker.ts';
import { UNKNOWN_ID } from './errors.ts';
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
    super(
      'this level is not saved for offline play yet and could not be downloaded: connect to the internet and open it once, and it will work offline from then on',
    );
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

// Each pool is checked record by record (puzzle-store's parsePool) in a worker, so the check never
// blocks the page; the worker starts with the first pool, not with the first screen. The same
// worker picks and disguises a record and proves a solution (parse.worker.ts).
type StoredRecords = StoredRecord[];
type Request = PoolRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function ask(request: Request): Promise<unknown> {
  if (typeof Worker === 'undefined')
    return Promise.reject(new Error('this browser cannot run the puzzle worker (Web Workers are off)'));
  if (!worker) {
    worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ParseResponse>) => {
      const answer = event.data;
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if (answer.ok) pending.resolve(answer.value);
      else pending.reject(Object.assign(new Error(answer.message), { name: answer.name }));
    };
    worker.onerror = (event) => {
      for (const pending of waiting.values()) pending.reject(new Error(event.message || 'the pool check failed'));
      waiting.clear();
      worker = null;
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ ...request, id });
  });
}

/** Pool files' text by "<variant>/<level>.json"; a failed download is forgotten, so a retry can succeed. */
const texts = new Map<string, Promise<string>>();
/** Checked pools by "<variant>/<level>.json"; a failed load is forgotten, so a retry can succeed. */
const cache = new Map<string, Promise<StoredRecords>>();

function remembered<T>(map: Map<string, Promise<T>>, path: string, make: () => Promise<T>): Promise<T> {
  let pending = map.get(path);
  if (!pending) {
    pending = make();
    pending.catch(() => map.delete(path));
    map.set(path, pending);
  }
  return pending;
}

/** Levels with a stored file for the variant, in level order. */
export function storedLevels(variant: VariantId): Level[] {
  return LEVELS.filter((level) => byPath.has(`${variant}/${level}.json`));
}

function storedPath(variant: VariantId, level: string): string | null {
  const path = `${variant}/${level}.json`;
  return (LEVELS as readonly string[]).includes(level) && byPath.has(path) ? path : null;
}

/** A level's records, or null when no file is stored for it. */
export async function loadPool(variant: VariantId, level: string): Promise<StoredRecord[] | null> {
  const path = storedPath(variant, level);
  if (!path) return null;
  return remembered(cache, path, async () => {
    const text = await remembered(texts, path, () => fetchText(byPath.get(path)!));
    return (await ask({ kind: 'parse', text, variant, level: level as Level })) as StoredRecords;
  });
}

/**
 * One record of a level in its disguise (picked, checked and disguised in the worker): undefined
 * when no file is stored for the level, null when its file holds no puzzle.
 */
export async function pickPuzzle(variant: VariantId, level: string, choice: PoolChoice): Promise<Picked | undefined> {
  const path = storedPath(variant, level);
  if (!path) return undefined;
  const text = await remembered(texts, path, () => fetchText(byPath.get(path)!));
  return (await ask({ kind: 'pick', text, variant, level: level as Level, choice })) as Picked;
}

/**
 * A link's stored puzzle by id: in the level the link names, else in the variant's other stored
 * levels (`sudoku regrade` moves a record whose grade changed to another level's file under the
 * id it had, so an old link still opens it). The level it was found in comes with it.
 */
export async function pickById(
  variant: VariantId,
  level: string,
  choice: Extract<PoolChoice, { kind: 'id' }>,
): Promise<{ picked: Picked | undefined; level: string }> {
  try {
    return { picked: await pickPuzzle(variant, level, choice), level };
  } catch (error) {
    if ((error as Error).name !== UNKNOWN_ID) throw error;
    for (const other of storedLevels(variant)) {
      if (other === level) continue;
      try {
        return { picked: await pickPuzzle(variant, other, choice), level: other };
      } catch (next) {
        if ((next as Error).name !== UNKNOWN_ID) throw next;
      }
    }
    throw error;
  }
}

/** The counter's proof of a record's one solution, in the worker (game/solve.ts). */
export function solveInWorker(record: PuzzleRecord): Promise<SolveAnswer> {
  return ask({ kind: 'solve', record }) as Promise<SolveAnswer>;
}
