/**
 * A pools directory about to be written (node only): checked before any work is spent on it, and
 * held by one writer at a time.
 *
 *   prepareOutDir  the path names a folder (or one that can be made), and a probe file of the
 *                  size the run will need can be written there (read-only and full disks answer
 *                  now, not after minutes of generation)
 *   checkPoolTargets  every file a run will rewrite (the variants' pools, index.json) can be:
 *                  no folder in the way of a file, no file in the way of a folder, each variant
 *                  folder writable
 *   lockOutDir     `.generate.lock` made exclusively (link / O_EXCL), holding the writer's pid and
 *                  command ("4242 merge"); a second writer is refused with "DIR is being written by
 *                  another generate (pid N); …" or "… by a merge (pid N); …"; a lock whose pid is no
 *                  longer running is stale and taken over; the new holder then sweeps the write
 *                  probes and half-made files of ended writers (a SIGKILL leaves them behind)
 *
 * Faults of the environment become one sentence (OutDirError) that says what and where.
 */
import { link, lstat, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CodedError, isVariantId, printableText, type VariantId } from '@sudoku-forge/core-solver';
import { faultReason, isEnvironmentFault } from './faults.ts';
import { OddFileError, oddKind, readTextInside, resolveInside, transientWriter } from './files.ts';
import { MANIFEST_FILE } from './manifest.ts';
import { poolPath } from './pool.ts';
import { STORED_LEVELS } from './record.ts';

export const LOCK_FILE = '.generate.lock';

/** The commands that write a pools folder, as its lock file names them. */
export type LockCommand = 'generate' | 'merge' | 'regrade';

/** Who holds a lock: its pid, and its command (null for a bare pid, as locks were written before). */
export interface LockHolder {
  readonly pid: number;
  readonly command: LockCommand | null;
}

/** Reads a lock file's text ("4242 merge\n", or a bare "4242\n"); null when it names no pid. */
export function parseLock(text: string): LockHolder | null {
  const [pidText = '', command] = text.trim().split(/\s+/u);
  const pid = /^\d+$/u.test(pidText) ? Number(pidText) : Number.NaN;
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  return { pid, command: command === 'generate' || command === 'merge' || command === 'regrade' ? command : null };
}

/** A pools directory that cannot be written, or is being written by another run. */
export class OutDirError extends CodedError<'busy' | 'environment'> {
  /** code: 'busy' another writer holds the lock; 'environment' the file system refused. */
  constructor(message: string, code: 'busy' | 'environment' = 'environment') {
    super('OutDirError', message, code);
  }
}

/** "cannot write to DIR: there is not enough space left on the disk" for a file-system error. */
export function describeWriteFault(error: NodeJS.ErrnoException, path: string): string {
  return `cannot write to ${path}: ${faultReason(error)}`;
}

/**
 * Makes sure `dir` is (or can be made) a folder that takes a file of `probeBytes`: creates it,
 * writes a probe of that size beside the pools and removes it again.
 */
export async function prepareOutDir(dir: string, probeBytes = 64 * 1024): Promise<void> {
  if (dir.trim() === '') throw new OutDirError('the pools folder (--out) is empty: name a folder');
  const existing = await stat(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    if (error.code === 'ENOTDIR') throw new OutDirError(`${dir} cannot be a folder: a part of the path is a file`);
    throw isEnvironmentFault(error) ? new OutDirError(describeWriteFault(error, dir)) : error;
  });
  if (existing && !existing.isDirectory())
    throw new OutDirError(`${dir} is a file, not a folder (--out names the pools folder)`);
  try {
    await makeFolders(dir);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ENOTDIR' || e.code === 'EEXIST')
      throw new OutDirError(`${dir} cannot be a folder: a part of the path is a file`);
    throw isEnvironmentFault(e) ? new OutDirError(`cannot create ${dir}: ${faultReason(e)}`) : e;
  }
  const probe = join(dir, `.probe-${process.pid}-${Date.now().toString(36)}`);
  try {
    const handle = await open(probe, 'wx');
    try {
      // Real bytes (not a sparse file), so a disk without room for them says so now.
      // A write may take fewer bytes than asked (a disk nearly full): count what it took; the
      // next write then fails with ENOSPC.
      const chunk = Buffer.alloc(Math.min(probeBytes, 1 << 20), 0x20);
      for (let written = 0; written < probeBytes; ) {
        const { bytesWritten } = await handle.write(chunk, 0, Math.min(chunk.length, probeBytes - written));
        if (bytesWritten === 0)
          throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC', syscall: 'write', path: probe });
        written += bytesWritten;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(probe, { force: true }).catch(() => {});
    throw isEnvironmentFault(error) ? new OutDirError(describeWriteFault(error, dir)) : error;
  }
  await rm(probe, { force: true });
}

/**
 * mkdir -p that reports the real reason: Node's recursive mkdir answers ENOENT where the first
 * missing folder cannot be made (a read-only disk: EROFS), so each missing folder is made in turn.
 */
async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    const found = await stat(at).then(
      (s) => s,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      },
    );
    if (found) {
      if (!found.isDirectory())
        throw Object.assign(new Error(`${at} is not a directory`), { code: 'ENOTDIR', syscall: 'mkdir', path: at });
      break;
    }
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const folder of missing) {
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error; // made meanwhile by another run: fine
    });
  }
}

/**
 * Why `dir` cannot be read as a pools folder, as one sentence ("the pools folder gen1 does not
 * exist"), or null when it is a folder that can be listed. `shown` is the name as the user typed it,
 * `role` what the folder is for ("shard folder").
 */
export async function poolsFolderProblem(dir: string, shown = dir, role = 'pools folder'): Promise<string | null> {
  const what = `the ${role} ${shown}`;
  try {
    if (!(await stat(dir)).isDirectory()) return `${what} is a file, not a folder`;
    await readdir(dir);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `${what} does not exist`;
    if (code === 'ENOTDIR') return `${what} does not exist: a part of the path is a file, not a folder`;
    if (code === 'EACCES' || code === 'EPERM') return `cannot read ${what}: permission denied`;
    if (isEnvironmentFault(error)) return `cannot read ${what}: ${faultReason(error as NodeJS.ErrnoException)}`;
    return `cannot read ${what}: ${(error as Error).message}`;
  }
}

/**
 * Why a file the user did not name cannot be read, in words ("it is a folder, not a file",
 * "permission denied"), for a message that already names the file.
 */
export function describeReadFault(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'ENOENT') return 'it does not exist';
  if (isEnvironmentFault(error)) return faultReason(error);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Before any work: every file a run over `variants` will rewrite can be written — `index.json` and
 * each `<variant>/<level>.json` is a file or absent (not a folder), each `<variant>` a folder or
 * absent, and a variant folder that exists takes a new file (its own permissions, not only DIR's).
 */
export async function checkPoolTargets(dir: string, variants: readonly VariantId[]): Promise<void> {
  // lstat, then a link followed only inside dir: a variant folder or pool file that leads out of
  // the pools folder is never written through, and a pipe or socket is not a pool file.
  const kind = async (path: string) => {
    try {
      const own = await lstat(path);
      const info = own.isSymbolicLink() ? await stat(await resolveInside(dir, path)) : own;
      return info.isDirectory() ? 'folder' : (oddKind(info) ?? 'file');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
      if (isEnvironmentFault(error)) throw new OutDirError(`cannot read ${path}: ${faultReason(error)}`);
      throw error;
    }
  };
  /** What a link out of the folder (or to nowhere) is, after "PATH is" / "it is". */
  const linkProblem = (error: OddFileError) =>
    error.outside !== null
      ? `a symbolic link to ${printableText(error.outside)}, outside ${dir} (generate and merge write only inside their --out folder)`
      : error.message.replace(/^it is /u, '');
  const mustBeFile = async (path: string) => {
    let found: Awaited<ReturnType<typeof kind>>;
    try {
      found = await kind(path);
    } catch (error) {
      if (error instanceof OddFileError) throw new OutDirError(`cannot write ${path}: it is ${linkProblem(error)}`);
      throw error;
    }
    if (found === 'folder') throw new OutDirError(`cannot write ${path}: a folder is in the way of that file`);
    if (found !== 'file' && found !== 'absent')
      throw new OutDirError(`cannot write ${path}: it is ${found}, not a pool file`);
  };
  await mustBeFile(join(dir, MANIFEST_FILE));
  for (const variant of variants) {
    const folder = join(dir, variant);
    let found: Awaited<ReturnType<typeof kind>>;
    try {
      found = await kind(folder);
    } catch (error) {
      if (error instanceof OddFileError)
        throw new OutDirError(`cannot write the ${variant} pools: ${folder} is ${linkProblem(error)}`);
      throw error;
    }
    if (found === 'file') throw new OutDirError(`cannot write the ${variant} pools: ${folder} is a file, not a folder`);
    if (found !== 'folder' && found !== 'absent')
      throw new OutDirError(`cannot write the ${variant} pools: ${folder} is ${found}, not a folder`);
    if (found === 'absent') continue;
    for (const level of STORED_LEVELS) await mustBeFile(join(dir, poolPath(variant, level)));
    const probe = join(folder, `.probe-${process.pid}-${Date.now().toString(36)}`);
    try {
      await writeFile(probe, '', { flag: 'wx' });
    } catch (error) {
      throw isEnvironmentFault(error) ? new OutDirError(describeWriteFault(error, folder)) : error;
    } finally {
      await rm(probe, { force: true }).catch(() => {});
    }
  }
}

/** Is a process with this pid running (on this machine)? */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Who holds dir's write lock, as lockOutDir judges it: null when there is no lock file, else the
 * pid and command it names (null when it names none) and whether that process is running — a lock
 * whose process has ended is stale (a killed generate, or a file made by hand).
 */
export async function lockState(
  dir: string,
): Promise<{ path: string; pid: number | null; command: LockCommand | null; running: boolean } | null> {
  const path = join(dir, LOCK_FILE);
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (!exists) return null;
  const holder = await lockHolder(path);
  return {
    path,
    pid: holder?.pid ?? null,
    command: holder?.command ?? null,
    running: holder !== null && isRunning(holder.pid),
  };
}

async function lockHolder(path: string): Promise<LockHolder | null> {
  // Read only if it is a plain file inside the folder (a pipe put there would block the read).
  const text = await readTextInside(dirname(path), path).catch(() => null);
  return text === null ? null : parseLock(text);
}

/**
 * Creates `path` holding this pid and command, failing with EEXIST if it exists. The text goes
 * into a private file first, which is then hard-linked into place (link, like O_EXCL, never
 * replaces a file), so no reader ever sees a lock without its pid; where links are not supported,
 * O_EXCL ('wx').
 */
async function createWithPid(path: string, command: LockCommand): Promise<void> {
  const own = `${path}.${process.pid}-${Date.now().toString(36)}`;
  const text = `${process.pid} ${command}\n`;
  await writeFile(own, text, { flag: 'wx' });
  try {
    await link(own, path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    await writeFile(path, text, { flag: 'wx' });
  } finally {
    await unlink(own).catch(() => {});
  }
}

/**
 * Removes the transient files (files.ts transientWriter: write probes, writeFileAtomic's twins) at
 * the top of `dir` and in its variant folders whose writer has ended; a running writer's are its
 * own. Best effort: what cannot be removed stays (the listing passes over it anyway).
 */
export async function sweepTransients(dir: string): Promise<void> {
  const sweep = async (folder: string, depth: number): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory() && depth === 0 && isVariantId(entry.name)) await sweep(join(folder, entry.name), 1);
      const pid = entry.isFile() ? transientWriter(entry.name) : null;
      if (pid !== null && !isRunning(pid)) await unlink(join(folder, entry.name)).catch(() => {});
    }
  };
  await sweep(dir, 0);
}

/**
 * The refusal of a second writer. A lock whose pid has ended is taken over by itself; one whose pid
 * now belongs to another program (after a reboot) is the case the last words are for.
 */
function busy(dir: string, command: LockCommand, holder: LockHolder | null): OutDirError {
  const pid = holder !== null ? ` (pid ${holder.pid})` : '';
  const lock = join(dir, LOCK_FILE);
  if (holder?.command == null) {
    return new OutDirError(
      `${dir} is being written by another generate, merge or regrade${pid}; if none is running, delete ${lock}`,
      'busy',
    );
  }
  const who = `${holder.command === command ? 'another' : 'a'} ${holder.command}`;
  return new OutDirError(
    `${dir} is being written by ${who}${pid}; if no ${holder.command} is running, delete ${lock}`,
    'busy',
  );
}

/**
 * Takes the directory's write lock for this process, as `command` (which a refused writer is
 * told); returns the function that gives it back. The directory must exist (prepareOutDir).
 */
export async function lockOutDir(dir: string, command: LockCommand = 'generate'): Promise<() => Promise<void>> {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await createWithPid(path, command);
      await sweepTransients(dir);
      return async () => {
        // Only our own lock is removed (a takeover may have replaced a lock we thought stale).
        if ((await lockHolder(path))?.pid === process.pid) await unlink(path).catch(() => {});
      };
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      if (e.code !== 'EEXIST') throw isEnvironmentFault(e) ? new OutDirError(describeWriteFault(e, dir)) : e;
    }
    const holder = await lockHolder(path);
    if (holder !== null && isRunning(holder.pid)) {
      throw busy(dir, command, holder);
    }
    // Stale (its writer is gone, or it is unreadable or empty): move it aside, then try again.
    // Only one of several writers racing here gets the rename; the others find no file.
    const aside = `${path}.stale-${process.pid}`;
    try {
      await rename(path, aside);
      const moved = await lockHolder(aside);
      if (moved !== null && moved.pid !== holder?.pid && isRunning(moved.pid)) {
        // A live lock was made between our read and the rename: put it back and give way.
        await rename(aside, path).catch(() => {});
        throw busy(dir, command, moved);
      }
      await rm(aside, { force: true });
    } catch (error) {
      if (error instanceof OutDirError) throw error;
      // someone else took it over first: try again
    }
  }
  const holder = await lockHolder(path);
  throw busy(dir, command, holder);
}
