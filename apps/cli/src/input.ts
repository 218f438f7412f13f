/**
 * What the user hands a command, read within limits: an argument that may name a file (at most
 * 16 MiB), and standard input as lines (at most 1 MiB each), in bounded memory. Text is UTF-8; a
 * leading byte-order mark is dropped; UTF-16, NUL bytes and bytes that are not UTF-8 are named in
 * words, never printed raw.
 */
import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CodedError, decodeText, hasUtf8Bom, isPuzzleLink, isUtf16, TextDecodeError } from '@sudoku-forge/core-solver';
import { environmentError, printable } from './environment.ts';
import { io } from './io.ts';

const MiB = 1024 * 1024;
/** The largest puzzle, region-map or cage file read. */
export const MAX_FILE_BYTES = 16 * MiB;
/** The longest line of a stream. */
export const MAX_LINE_BYTES = 1 * MiB;
/** How far past MAX_LINE_BYTES an over-long line is skipped looking for its end before reading stops. */
export const MAX_SKIP_BYTES = 64 * MiB;

/** Input that cannot be read or is not text: exit 2 with one sentence. */
export class InputError extends CodedError {
  constructor(message: string, code = 'unreadable') {
    super('InputError', message, code);
  }
}

/**
 * Paths given by the user are relative to where they typed the command: pnpm runs root scripts
 * from the repository root but records the caller's directory in INIT_CWD.
 */
export function userPath(path: string): string {
  return resolve(io().cwd, path);
}

const FILE_EXTENSION = /\.(?:txt|text|json|jsonl|ndjson|sdk|sdm|ss|csv|tsv|puz|md|yaml|yml|dat|log|in|out)$/iu;

/**
 * Whether an argument that names no existing file was meant as a path: it has a '/' or '\', starts
 * with '~', or ends in a file extension. (Grids, region maps and cage lists hold none of these:
 * symbols are 1–9, A–G, '.', '0' and separators.)
 */
export function looksLikePath(value: string): boolean {
  return /[/\\]/u.test(value) || value.startsWith('~') || FILE_EXTENSION.test(value);
}

/** "1 MiB", "64 MiB", "8 bytes". */
function size(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}

function mib(bytes: number): string {
  return `${(bytes / MiB).toFixed(1)} MiB`;
}

/** A shown name for messages, control characters escaped. */
function shown(value: string): string {
  return printable(value, 80);
}

/** A file system fault while reading a named file, as an InputError naming the file as typed. */
function fault(error: unknown, name: string, what: string): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') throw new InputError(`${what} file ${shown(name)} does not exist`);
  if (code === 'EACCES' || code === 'EPERM')
    throw new InputError(`cannot read ${what} file ${shown(name)}: permission denied`);
  if (code === 'EISDIR') throw new InputError(`${shown(name)} is a directory, not a ${what} file`);
  const problem = environmentError(error);
  if (problem)
    throw new InputError(`cannot read ${what} file ${shown(name)}: ${problem.message.replace(/^.*?: /u, '')}`);
  throw error;
}

/**
 * The text of a file named by the user, at most MAX_FILE_BYTES (devices and pipes too: reading
 * stops one byte past the cap), decoded as UTF-8. `what` names its role ("puzzle", "cages").
 */
export function readUserFile(name: string, what: string): string {
  const path = userPath(name);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    fault(error, name, what);
  }
  const chunks: Buffer[] = [];
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) throw new InputError(`${shown(name)} is a directory, not a ${what} file`);
    if (stats.isFile() && stats.size > MAX_FILE_BYTES) {
      throw new InputError(
        `${what} file ${shown(name)} is larger than 16 MiB (${mib(stats.size)}); it should hold one ${what}`,
      );
    }
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(MiB, MAX_FILE_BYTES + 1 - total));
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > MAX_FILE_BYTES)
        throw new InputError(`${what} file ${shown(name)} is larger than 16 MiB; it should hold one ${what}`);
      chunks.push(buffer.subarray(0, read));
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    fault(error, name, what);
  } finally {
    closeSync(fd);
  }
  try {
    return decodeText(Buffer.concat(chunks));
  } catch (error) {
    if (error instanceof TextDecodeError)
      throw new InputError(`${what} file ${shown(name)} ${error.message}`, 'bad_input');
    throw error;
  }
}

/**
 * The text of an argument, or of the file it names. An argument that names nothing but looks like
 * a path is reported as a missing file, never read as puzzle text; so is a directory, a file that
 * cannot be read or one that is too large.
 */
export function argumentOrFile(value: string, what: string): string {
  return argumentSource(value, what).text;
}

/** argumentOrFile, and whether the text came from a file (`file`: the name as typed, for messages). */
export function argumentSource(value: string, what: string): { text: string; file: string | null } {
  const text = (file: string | null, content: string) => ({ text: content, file });
  const trimmed = value.trimStart();
  // A pasted multi-line grid is text; a path with a line break in it (no grid has a '/') is still a path.
  const multiLine = /[\n\r]/u.test(value) && !looksLikePath(value);
  if (value.length >= 4096 || multiLine || trimmed.startsWith('{') || trimmed.startsWith('[') || value.length === 0)
    return text(null, value);
  // An f-puzzles or SudokuPad link (or its bare data) holds '/' and ':' but names no file.
  if (isPuzzleLink(trimmed)) return text(null, value);
  try {
    statSync(userPath(value));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!looksLikePath(value) && (code === 'ENOENT' || code === 'ENAMETOOLONG' || code === 'ENOTDIR'))
      return text(null, value);
    fault(error, value, what);
  }
  return text(shown(value), readUserFile(value, what));
}

/** Standard input must be a stream or a file: a directory (`< /tmp`) reads as nothing at all. */
export function checkStandardInput(): void {
  const fd = io().stdinFd;
  if (fd === null) return; // a stream handed over in-process
  let isDirectory = false;
  try {
    isDirectory = fstatSync(fd).isDirectory();
  } catch {
    return; // no descriptor 0 to look at: reading reports its own fault
  }
  if (isDirectory) throw new InputError('cannot read standard input: it is a directory');
}

/** A stream line that could not be read as text: its reason, and whether reading stops there. */
export interface LineFault {
  readonly fault: string;
  readonly stop: boolean;
}

export type Line = string | LineFault;

export interface LineLimits {
  maxLineBytes: number;
  maxSkipBytes: number;
}

const DEFAULT_LIMITS: LineLimits = { maxLineBytes: MAX_LINE_BYTES, maxSkipBytes: MAX_SKIP_BYTES };

/** The text of one line's bytes, or what is wrong with them. */
function decodeLine(bytes: Buffer): Line {
  const text = bytes.toString('utf8');
  if (!isUtf8(bytes)) {
    const column = Math.max(0, text.indexOf('\uFFFD')) + 1;
    return { fault: `bytes that are not UTF-8 text at column ${column}; send UTF-8`, stop: false };
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) return { fault: `a NUL byte at column ${nul + 1}`, stop: false };
  return text;
}

/**
 * The lines of a stream, as readline reads them (a line ends at \n, \r\n or a lone \r; a last
 * line without an end still counts; the text is UTF-8, a leading byte-order mark dropped), a
 * chunk's worth at a time, in bounded memory: a line longer than the limit becomes a LineFault and
 * is skipped to its end; one that holds NUL bytes (binary input, e.g. /dev/zero) or has no end
 * within MAX_SKIP_BYTES stops the stream. UTF-16 input stops it at once.
 */
export async function* lineBatches(
  input: NodeJS.ReadableStream,
  limits: LineLimits = DEFAULT_LIMITS,
): AsyncGenerator<Line[]> {
  const { maxLineBytes, maxSkipBytes } = limits;
  const tooLong = `longer than ${size(maxLineBytes)}`;
  // The start of the current line, kept until its end arrives (at most maxLineBytes).
  let parts: Buffer[] = [];
  let partsLength = 0;
  // Bytes of an over-long current line skipped so far (0: the line is not over-long).
  let skipped = 0;
  // A chunk that ended in \r: a \n starting the next chunk belongs to the same line end.
  let afterCR = false;
  // The first bytes, held until there are enough to tell UTF-16 and a byte-order mark.
  let head: Buffer | null = Buffer.alloc(0);

  const endLine = (chunk: Buffer, start: number, end: number): Line => {
    if (skipped > 0 || partsLength + end - start > maxLineBytes) {
      parts = [];
      partsLength = 0;
      skipped = 0;
      return { fault: `is ${tooLong}`, stop: false };
    }
    const bytes =
      partsLength === 0 ? chunk.subarray(start, end) : Buffer.concat([...parts, chunk.subarray(start, end)]);
    parts = [];
    partsLength = 0;
    return decodeLine(bytes);
  };

  /** Keeps the unfinished rest of a chunk; a fault when the line has grown past every limit. */
  const keep = (chunk: Buffer, start: number): LineFault | null => {
    const rest = chunk.subarray(start);
    if (rest.length === 0) return null;
    if (skipped > 0) {
      skipped += rest.length;
      if (skipped > maxSkipBytes)
        return {
          fault: `is ${tooLong} and has no end within ${size(maxSkipBytes)}; reading stopped there`,
          stop: true,
        };
      return null;
    }
    if (partsLength + rest.length <= maxLineBytes) {
      parts.push(rest);
      partsLength += rest.length;
      return null;
    }
    const binary = rest.includes(0) || parts.some((p) => p.includes(0));
    parts = [];
    skipped = partsLength + rest.length;
    partsLength = 0;
    if (binary)
      return {
        fault: `is ${tooLong} and holds NUL bytes: the input is not text, so reading stopped there`,
        stop: true,
      };
    return null;
  };

  const split = (chunk: Buffer): { lines: Line[]; stop: boolean } => {
    const lines: Line[] = [];
    let start = 0;
    if (afterCR && chunk[0] === 10) start = 1;
    afterCR = false;
    for (let i = start; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte !== 10 && byte !== 13) continue;
      lines.push(endLine(chunk, start, i));
      if (byte === 13) {
        if (i + 1 === chunk.length) afterCR = true;
        else if (chunk[i + 1] === 10) i++;
      }
      start = i + 1;
    }
    const stop = keep(chunk, start);
    if (stop) lines.push(stop);
    return { lines, stop: stop !== null };
  };

  /** The first bytes: UTF-16 stops the stream, a UTF-8 byte-order mark is dropped. */
  const opening = (bytes: Buffer): Buffer | LineFault => {
    if (isUtf16(bytes)) return { fault: 'the input is UTF-16 text; save it as UTF-8', stop: true };
    return hasUtf8Bom(bytes) ? bytes.subarray(3) : bytes;
  };

  for await (const raw of input as AsyncIterable<Buffer | string>) {
    let chunk = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (head !== null) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 64) continue;
      const first = opening(head);
      head = null;
      if (!Buffer.isBuffer(first)) {
        yield [first];
        return;
      }
      chunk = first;
    }
    const { lines, stop } = split(chunk);
    if (lines.length > 0) yield lines;
    if (stop) return;
  }
  if (head !== null && head.length > 0) {
    const first = opening(head);
    if (!Buffer.isBuffer(first)) {
      yield [first];
      return;
    }
    const { lines, stop } = split(first);
    if (lines.length > 0) yield lines;
    if (stop) return;
  }
  if (skipped > 0 || partsLength > 0) yield [endLine(Buffer.alloc(0), 0, 0)];
}
