/**
 * Faults of the environment as one sentence naming the path (docs/contract.md §1: exit 2, never "internal
 * error"); the reasons in words are puzzle-store's one table (`faults.ts`).
 */
import { isAbsolute, relative } from 'node:path';
import { printableText } from '@sudoku-forge/core-solver';
import { faultReason, isEnvironmentFault } from '@sudoku-forge/puzzle-store/node';
import { io } from './io.ts';

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
  const rel = relative(io().cwd, path);
  return printable(rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path);
}

/**
 * One sentence for an environment fault ("cannot write data/x.json: the file system is
 * read-only"), or null when the error is not one.
 */
export function environmentError(error: unknown): { message: string; code: string } | null {
  if (!isEnvironmentFault(error)) return null;
  const { syscall, path, dest } = error as NodeJS.ErrnoException & { dest?: string };
  const reason = faultReason(error);
  const target = typeof path === 'string' ? shownPath(path) : syscall === 'read' ? 'standard input' : undefined;
  const also = typeof dest === 'string' ? ` (to ${shownPath(dest)})` : '';
  const message =
    target !== undefined
      ? `cannot ${verbOf(syscall)} ${target}${also}: ${reason}`
      : `${syscall ? `${syscall} failed: ` : ''}${reason}`;
  return { message, code: 'environment' };
}

/** A fault writing to a stream ("cannot write standard output: there is not enough space left on the disk"). */
export function streamFault(error: NodeJS.ErrnoException, name: string): string {
  return `cannot write ${name}: ${faultReason(error)}`;
}
