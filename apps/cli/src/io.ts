/**
 * The streams and folder one run of `sudoku` works with. A real run (main.ts) uses the process's
 * own; the tests run the same entry in-process (`runSudoku` with captured streams) where the
 * process itself is not what they check. The run's Io travels with it through AsyncLocalStorage,
 * so every layer asks `io()` instead of reaching for `process.stdout` or `process.cwd()`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Io {
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Where relative paths start: the caller's folder (pnpm records it in INIT_CWD). */
  readonly cwd: string;
  /** The descriptor behind stdin, looked at for a directory (`< /tmp`); null for a stream given in-process. */
  readonly stdinFd: number | null;
}

/** The process's own streams, read when asked (process.stdin is only opened when a command reads it). */
const processIo: Io = {
  get stdin() {
    return process.stdin;
  },
  get stdout() {
    return process.stdout;
  },
  get stderr() {
    return process.stderr;
  },
  get cwd() {
    return process.env.INIT_CWD ?? process.cwd();
  },
  stdinFd: 0,
};

const current = new AsyncLocalStorage<Io>();

/** The Io of the run this code is part of (the process's own outside `withIo`). */
export function io(): Io {
  return current.getStore() ?? processIo;
}

/** Runs `body` (and everything it starts) with `streams` as its Io. */
export function withIo<T>(streams: Io, body: () => T): T {
  return current.run(streams, body);
}
