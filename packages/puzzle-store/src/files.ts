/**
 * Pool files on disk (node only; the browser goes through loader.ts).
 *
 * Every write is atomic: the text goes to a temporary file in the same directory, which is then
 * renamed over the pool. A run killed mid-write leaves the old pool intact, never half a file.
 */
import { constants, type Dirent, type Stats } from 'node:fs';
import {
  lstat,
  mkdir,
  open,
  readdir,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { isVariantId, printableText, type VariantId } from '@sudoku-forge/core-solver';
import { faultReason, isEnvironmentFault } from './faults.ts';
import type { PoolSource } from './loader.ts';
import { formatManifest, MANIFEST_FILE, ManifestTally } from './manifest.ts';
import { formatPool, parsePool, poolPath } from './pool.ts';
import { STORED_LEVELS, isStoredLevel, type StoredLevel, type StoredRecord } from './record.ts';

/** Default pools directory, relative to the repository root. */
export const DEFAULT_POOLS_DIR = 'data/puzzles';

/**
 * A path that is not what the pools folder may hold there: a named pipe, socket or device where a
 * file is read, a symbolic link that leads nowhere or out of the pools folder. The message is the
 * reason in words ("it is a named pipe (FIFO), not a file"), for a sentence that names the path.
 */
export class OddFileError extends Error {
  readonly path: string;
  /** Where the link leads, when the problem is a link that leaves the pools folder. */
  readonly outside: string | null;
  constructor(path: string, reason: string, outside: string | null = null) {
    super(reason);
    this.name = 'OddFileError';
    this.path = path;
    this.outside = outside;
  }
}

/** What a path is when it is neither a regular file nor a folder, in words ("a named pipe (FIFO)"). */
export function oddKind(stats: Stats): string | null {
  if (stats.isFile() || stats.isDirectory()) return null;
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/** Whether `path` (resolved) is `root` or lies below it. */
function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Where a path inside the pools folder `root` really leads (symbolic links followed), or an
 * OddFileError when a link on the way leads nowhere, loops, or leaves the folder: the pools are
 * read and written only inside it, so a link within it is followed, one out of it never.
 */
export async function resolveInside(root: string, path: string): Promise<string> {
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ELOOP') throw error;
    // Name the link that breaks (the path itself, or a folder on its way), not only the path.
    const info = await lstat(path).catch(() => null);
    if (info?.isSymbolicLink()) {
      const target = await readlink(path).then(
        (t) => resolve(join(path, '..'), t),
        () => '?',
      );
      throw new OddFileError(
        path,
        code === 'ELOOP'
          ? `it is a symbolic link to ${printableText(target)} that loops`
          : `it is a symbolic link to ${printableText(target)}, which does not exist`,
      );
    }
    throw error;
  }
  if (!isInside(realRoot, real)) {
    const own = (await lstat(path)).isSymbolicLink();
    const what = own ? 'it is a symbolic link to' : 'through a linked folder it is';
    throw new OddFileError(
      path,
      `${what} ${printableText(real)}, outside the pools folder (pools are read and written only inside it)`,
      real,
    );
  }
  return real;
}

/**
 * Opens a file of the pools folder `root` for reading: a link is followed only inside the folder,
 * and only a regular file is read. A named pipe would block a plain read forever (it is opened
 * without blocking and refused), a socket cannot be opened, a device never ends.
 */
export async function openInside(root: string, path: string): Promise<FileHandle> {
  await resolveInside(root, path);
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENXIO') throw new OddFileError(path, 'it is a socket, not a file');
    throw error;
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory())
      throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), {
        code: 'EISDIR',
        path,
      });
    const kind = oddKind(info);
    if (kind !== null) throw new OddFileError(path, `it is ${kind}, not a file`);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** A whole file of the pools folder as text (openInside's checks first); null when it does not exist. */
export async function readTextInside(root: string, path: string): Promise<string | null> {
  let handle: FileHandle;
  try {
    handle = await openInside(root, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * A file's text from its start, one piece (about `chunkBytes`) at a time: decoded as readFile's
 * 'utf8' decodes it (bytes that are not UTF-8 become U+FFFD, a byte-order mark is kept, for the
 * reader to name), never more than one piece in memory.
 */
export async function* readTextChunks(handle: FileHandle, chunkBytes = 1 << 16): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const buffer = Buffer.allocUnsafe(chunkBytes);
  for (let position = 0; ; ) {
    const { bytesRead } = await handle.read(buffer, 0, chunkBytes, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    const text = decoder.decode(buffer.subarray(0, bytesRead), { stream: true });
    if (text.length > 0) yield text;
  }
  const rest = decoder.decode();
  if (rest.length > 0) yield rest;
}

/** A source for createPoolLoader that reads "<dir>/<variant>/<level>.json" (inside dir only). */
export function filePoolSource(dir: string): PoolSource {
  return (_variant, _level, path) => readTextInside(dir, join(dir, path));
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
    // 'wx': a new file, never one planted there (nor a link's target).
    await writeFile(temp, text, { encoding: 'utf8', flag: 'wx' });
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
export async function writePool(
  dir: string,
  variant: VariantId,
  level: StoredLevel,
  records: readonly StoredRecord[],
): Promise<void> {
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
  /** Everything else, in listing order (the verifier fails on each). */
  strays: Stray[];
}

/**
 * A file or folder that is not "<variant>/<level>.json". `odd` marks what stands where a variant
 * folder or a top-level file is expected but cannot be one — a link that leads nowhere or out of
 * the folder, a named pipe, socket or device, a folder that cannot be listed — as opposed to a
 * misplaced file. `variant` is the variant folder it is (or is in), null at the top; `problem` why.
 */
export interface Stray {
  path: string;
  variant: VariantId | null;
  odd: boolean;
  problem: string;
}

const MISPLACED = 'not a pool file: pools live at <variant>/<level>.json';

/** A sharded generate's record of its run (the generator's shard-state.ts): beside a shard's pools. */
export const SHARD_FILE = 'shard.json';

/** Files at the top of the pools directory that are allowed (the generated manifest, a shard's state). */
const TOP_LEVEL_FILES = new Set([MANIFEST_FILE, 'README.md', SHARD_FILE]);

/** generate's write lock (out-dir.ts) and its pid file while it is made: not pools, not misplaced. */
const isLockFile = (name: string) => name === '.generate.lock' || name.startsWith('.generate.lock.');

/**
 * The pid of the writer whose transient file `name` is, or null for any other name: out-dir.ts's
 * write probes (`.probe-<pid>-<stamp>`) and writeFileAtomic's twins (`<file>.tmp-<pid>-<stamp>`),
 * which a killed writer (SIGKILL) leaves behind. They hold no puzzles: the listing passes over
 * them (verify does not fail a folder on them) and the next writer sweeps those of ended pids
 * (out-dir.ts sweepTransients).
 */
export function transientWriter(name: string): number | null {
  const found = /^\.probe-(\d+)-[0-9a-z]+$/u.exec(name) ?? /^[^/]+\.tmp-(\d+)-[0-9a-z]+$/u.exec(name);
  const pid = found ? Number(found[1]) : Number.NaN;
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Every pool file under dir, in variant and level order, plus anything that is out of place.
 * Entries are looked at with lstat: a symbolic link is followed only to a place inside dir
 * (resolveInside), and nothing is opened here, so a named pipe cannot block the listing. A pool
 * file's own kind (a pipe named easy.json) is for its reader (openInside) to name.
 */
export async function listPools(dir: string): Promise<PoolListing> {
  const pools: PoolFile[] = [];
  const strays: Stray[] = [];
  const odd = (path: string, variant: VariantId | null, problem: string) =>
    strays.push({ path, variant, odd: true, problem });
  const misplaced = (path: string, variant: VariantId | null) =>
    strays.push({ path, variant, odd: false, problem: MISPLACED });
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { pools, strays };
    throw error;
  }
  for (const entry of entries.sort()) {
    const path = join(dir, entry);
    const variant = isVariantId(entry) ? entry : null;
    let info: Stats;
    try {
      info = await lstat(path);
      if (info.isSymbolicLink()) info = await stat(await resolveInside(dir, path));
    } catch (error) {
      if (error instanceof OddFileError) odd(path, variant, error.message);
      else if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // gone meanwhile
      continue;
    }
    if (!info.isDirectory()) {
      const kind = oddKind(info);
      if (kind !== null && !isLockFile(entry))
        odd(path, variant, `it is ${kind}, not a file or folder; pools live at <variant>/<level>.json`);
      else if (!TOP_LEVEL_FILES.has(entry) && !isLockFile(entry) && transientWriter(entry) === null)
        misplaced(path, variant);
      continue;
    }
    if (variant === null) {
      misplaced(`${path}/ (not a variant)`, null);
      continue;
    }
    let files: Dirent[];
    try {
      files = await readdir(path, { withFileTypes: true });
    } catch (error) {
      const reason = isEnvironmentFault(error) ? faultReason(error) : (error as Error).message;
      odd(path, variant, `cannot be read: ${reason}`);
      continue;
    }
    for (const found of files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const file = found.name;
      const level = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
      if (isStoredLevel(level)) pools.push({ variant, level, path: join(path, file) });
      else if (!(found.isFile() && transientWriter(file) !== null)) misplaced(join(path, file), variant);
    }
  }
  const order = (p: PoolFile) => STORED_LEVELS.indexOf(p.level);
  pools.sort((a, b) => (a.variant === b.variant ? order(a) - order(b) : a.variant < b.variant ? -1 : 1));
  return { pools, strays };
}

/** Rebuilds the manifest (index.json) from every pool under dir; returns its text. One pool is read at a time. */
export async function manifestText(dir: string): Promise<string> {
  const listing = await listPools(dir);
  const tally = new ManifestTally();
  for (const pool of listing.pools) {
    for (const record of await readPool(dir, pool.variant, pool.level)) tally.add(pool.variant, pool.level, record);
  }
  return formatManifest(tally.manifest());
}

/** Rewrites index.json atomically from the pools. */
export async function writeManifest(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(join(dir, MANIFEST_FILE), await manifestText(dir));
}
