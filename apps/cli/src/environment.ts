/**
 * Faults of the environment — a missing, unreadable or unwritable path, a read-only or full disk,
 * too many open files — as one sentence naming the path (CONTRACT §1: exit 2, never "internal
 * error"). Node's file errors carry `code` (the errno name), `syscall` and `path`.
 */
import { isAbsolute, relative } from 'node:path';
import { printableText } from '@sudoku-forge/core-solver';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large for the file system',
  EMFILE: 'too many open files (raise `ulimit -n` or use fewer workers)',
  ENFILE: 'too many open files on the system',
  ELOOP: 'too many symbolic links (a link loop?)',
  ENAMETOOLONG: 'the name is too long',
  EEXIST: 'it already exists',
  ENOTEMPTY: 'the directory is not empty',
  EBUSY: 'it is busy',
  EXDEV: 'it is on another file system',
  EIO: 'an input/output error (a failing disk?)',
  EAGAIN: 'it is not ready to be read',
  ETXTBSY: 'it is busy',
};

/** The verb of the system call, for "cannot <verb> <path>". */
function verbOf(syscall: string | undefined): string {
  switch (syscall) {
    case 'read':
    case 'stat':
    case 'lstat':
    case 'fstat':
    case 'scandir':
    case 'opendir':
    case 'readlink':
    case 'realpath':
    case 'access':
      return 'read';
    case 'write':
    case 'rename':
    case 'mkdir':
    case 'mkdtemp':
    case 'rmdir':
    case 'rm':
    case 'unlink':
    case 'copyfile':
    case 'utime':
    case 'chmod':
    case 'symlink':
    case 'link':
    case 'ftruncate':
    case 'fsync':
    case 'close':
      return 'write';
    default:
      return 'open';
  }
}

/** Text for a one-line message: control characters and line separators shown as \\uXXXX, never raw. */
export function printable(text: string, max?: number): string {
  return printableText(text, max);
}

/** A path as the user would recognise it: relative to where they ran the command when inside it. */
export function shownPath(path: string): string {
  const base = process.env.INIT_CWD ?? process.cwd();
  const rel = relative(base, path);
  return printable(rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path);
}

/** Whether the error is one of Node's file-system errors with an errno name we know. */
export function isEnvironmentFault(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && (error as NodeJS.ErrnoException).code! in REASONS;
}

/**
 * One sentence for an environment fault ("cannot write data/x.json: the file system is
 * read-only"), or null when the error is not one.
 */
export function environmentError(error: unknown): { message: string; code: string } | null {
  if (!isEnvironmentFault(error)) return null;
  const { code, syscall, path, dest } = error as NodeJS.ErrnoException & { dest?: string };
  const reason = REASONS[code!]!;
  const target = typeof path === 'string' ? shownPath(path) : syscall === 'read' ? 'standard input' : undefined;
  const also = typeof dest === 'string' ? ` (to ${shownPath(dest)})` : '';
  const message = target !== undefined ? `cannot ${verbOf(syscall)} ${target}${also}: ${reason}` : `${syscall ? `${syscall} failed: ` : ''}${reason}`;
  return { message, code: 'environment' };
}

/** A fault writing to a stream ("cannot write standard output: no space left on the device"). */
export function streamFault(error: NodeJS.ErrnoException, name: string): string {
  return `cannot write ${name}: ${REASONS[error.code ?? ''] ?? error.message}`;
}
