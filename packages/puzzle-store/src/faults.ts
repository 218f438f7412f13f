/**
 * Faults of the environment — a missing, unreadable or unwritable path, a read-only or full disk,
 * too many open files — named in words, one table for the pools' files and the CLI (docs/contract.md §1:
 * exit 2, never "internal error"). Node's file errors carry `code` (the errno name), `syscall`
 * and `path`.
 */

/** Why, in words, by errno name: the tail of "cannot write DIR: …". */
export const FAULT_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'it does not exist',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  EROFS: 'the file system is read-only',
  // ENOSPC also answers a write larger than the room left (a 64 KiB probe with 50 KiB free): not "full".
  ENOSPC: 'there is not enough space left on the disk',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large for the file system',
  EMFILE: 'too many open files (raise `ulimit -n` or use fewer workers)',
  ENFILE: 'too many open files on the system',
  ELOOP: 'too many symbolic links (a link loop?)',
  ENAMETOOLONG: 'the name is too long',
  EEXIST: 'it already exists',
  ENOTEMPTY: 'the folder is not empty',
  EBUSY: 'it is busy',
  EXDEV: 'it is on another file system',
  EIO: 'an input/output error (a failing disk?)',
  EAGAIN: 'it is not ready to be read',
  ETXTBSY: 'it is busy',
};

/** Whether the error is one of Node's file-system errors with an errno name we know. */
export function isEnvironmentFault(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && Object.hasOwn(FAULT_REASONS, code);
}

/** The fault in words ("the file system is read-only"), or the error's own message. */
export function faultReason(error: NodeJS.ErrnoException): string {
  const code = error.code;
  return code !== undefined && Object.hasOwn(FAULT_REASONS, code) ? FAULT_REASONS[code]! : error.message;
}
