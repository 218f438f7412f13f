/**
 * How the CLI tests run `sudoku`:
 * - `runInProcess` calls the command's entry (run.ts `sudoku`) in this process with captured
 *   stdin, stdout and stderr: for everything that checks logic (messages, exit codes mapped from
 *   errors, JSON shapes, streams of hostile lines). No process start, no bundle; the sources as
 *   vitest loads them.
 * - `runCliBounded` runs the real binary, `node dist/sudoku.js`, from the one bundle
 *   vitest.global-setup.ts builds per test run into a world-readable temporary folder: for what
 *   only a process shows (signals, a broken or full stdout, a directory as stdin, peak memory,
 *   permissions as another user, the process's own exit).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable, Writable } from 'node:stream';
import { inject } from 'vitest';
import { Output } from './cli.ts';
import { withIo } from './io.ts';
import { sudoku } from './run.ts';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Input for a run: text, bytes, or chunks written as they come (so huge inputs need no buffer). */
export type CliInput = string | Buffer | Iterable<string | Buffer>;

/** A stream that keeps what is written to it. */
function capture(onChunk?: (chunk: string) => void, keep = true): Writable & { text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      onChunk?.(text);
      if (keep) chunks.push(text);
      done();
    },
  });
  return Object.assign(stream, { text: () => chunks.join('') });
}

/**
 * Runs `sudoku ...args` in this process, as main.ts runs it but with captured streams: `stdin`
 * (empty unless given), `cwd` where relative paths start (default: as a spawned run would see it,
 * INIT_CWD or the current folder), `env` variables set for the run and restored after. Resolves to
 * the exit code the process would have and everything written to stdout and stderr. `timeoutMs`
 * is a hang guard: the test fails naming the command (nothing can kill an in-process run).
 */
export async function runInProcess(
  args: readonly string[],
  options: {
    stdin?: CliInput;
    cwd?: string;
    env?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    onStdout?: (chunk: string) => void;
    keepStdout?: boolean;
  } = {},
): Promise<CliRun> {
  const input = options.stdin ?? '';
  const stdin = Readable.from(
    typeof input === 'string' || Buffer.isBuffer(input) ? (input.length > 0 ? [input] : []) : input,
  );
  const stdout = capture(options.onStdout, options.keepStdout !== false);
  const stderr = capture();
  const saved = new Map<string, string | undefined>();
  for (const [name, value] of Object.entries(options.env ?? {})) {
    saved.set(name, process.env[name]);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const cwd = options.cwd ?? process.env.INIT_CWD ?? process.cwd();
    const run = withIo({ stdin, stdout, stderr, cwd, stdinFd: null }, async () => {
      const out = new Output(stdout);
      try {
        return await sudoku(args, out);
      } finally {
        await out.end();
      }
    });
    const guard = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`sudoku ${args.join(' ').slice(0, 200)}: no answer within ${options.timeoutMs} ms (a hang)`),
          ),
        options.timeoutMs ?? 120_000,
      );
    });
    const code = await Promise.race([run, guard]);
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    clearTimeout(timer);
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Runs `sudoku ...args` in-process, feeding `stdin` if given (an empty stdin otherwise). */
export function runCli(args: readonly string[], stdin: CliInput = '', env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return runInProcess(args, { stdin, env });
}

/** Parses every stdout line as JSON. */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The bundle this test run built once (vitest.global-setup.ts): dist/sudoku.js in a folder every user may read. */
export function bundle(): { readonly folder: string; readonly main: string; readonly rssReporter: string } {
  return inject('sudokuBundle');
}

export interface BoundedRun extends CliRun {
  /** True when the guard had to kill the command (a hang). */
  timedOut: boolean;
  /** The command's own peak resident memory in bytes (process.resourceUsage().maxRSS at exit). */
  maxRssBytes: number | null;
}

/**
 * Runs the real binary, `node <bundle>/sudoku.js ...args`, in one Node process (the memory measured
 * is the command's own), from the CLI folder (from the bundle's folder as another user), killing it
 * after `timeoutMs` — a hang guard, not a speed test. `stdin` may be a string or a generator of
 * chunks written with backpressure, so huge inputs need no buffer.
 */
export function runCliBounded(
  args: readonly string[],
  stdin: string | Buffer | Iterable<string | Buffer> = '',
  timeoutMs = 60_000,
  options: {
    onStdout?: (chunk: string) => void;
    keepStdout?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Run as this user (and group): lets a test run by root meet a permission it cannot ignore. */
    uid?: number;
    /** The command's stdin as an open file descriptor instead of a pipe (e.g. a directory). */
    stdinFd?: number;
    /** The command's stdout as an open file descriptor instead of a pipe (e.g. /dev/full). */
    stdoutFd?: number;
    /** Stop reading stdout after this many bytes (a reader that goes away, like `| head -1`). */
    closeStdoutAfter?: number;
  } = {},
): Promise<BoundedRun> {
  const open = bundle();
  return spawnBounded(
    ['--import', open.rssReporter, open.main, ...args],
    options.uid !== undefined ? open.folder : cliRoot,
    stdin,
    timeoutMs,
    options,
  );
}

type BoundedOptions = NonNullable<Parameters<typeof runCliBounded>[3]>;

function spawnBounded(
  nodeArgs: readonly string[],
  cwd: string,
  stdin: string | Buffer | Iterable<string | Buffer>,
  timeoutMs: number,
  options: BoundedOptions,
): Promise<BoundedRun> {
  return new Promise((resolvePromise, reject) => {
    const env = { ...process.env, ...options.env };
    if (options.uid !== undefined) delete env.NODE_OPTIONS; // a tsx loader in NODE_OPTIONS lives in the checkout
    const child = spawn(process.execPath, nodeArgs, {
      cwd,
      env,
      stdio: [options.stdinFd ?? 'pipe', options.stdoutFd ?? 'pipe', 'pipe'],
      ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {}),
    });
    const {
      stdin: input,
      stdout: output,
      stderr: errors,
    } = child as unknown as {
      stdin: NodeJS.WritableStream | null;
      stdout: (NodeJS.ReadableStream & { destroy(): void }) | null;
      stderr: NodeJS.ReadableStream;
    };
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    output?.setEncoding('utf8').on('data', (chunk: string) => {
      options.onStdout?.(chunk);
      if (options.keepStdout !== false) stdout += chunk;
      if (options.closeStdoutAfter !== undefined && stdout.length >= options.closeStdoutAfter) output!.destroy();
    });
    errors.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const report = /^SUDOKU_TEST_MAX_RSS=(\d+)$/mu.exec(stderr);
      stderr = stderr.replace(/^SUDOKU_TEST_MAX_RSS=\d+\n?/gmu, '');
      resolvePromise({ code, stdout, stderr, timedOut, maxRssBytes: report ? Number(report[1]) : null });
    });
    if (!input) return;
    input.on('error', () => {
      // the command may exit before reading everything (e.g. killed by the guard)
    });
    if (typeof stdin === 'string' || Buffer.isBuffer(stdin)) {
      input.end(stdin);
      return;
    }
    const chunks = stdin[Symbol.iterator]();
    const pump = (): void => {
      for (;;) {
        const next = chunks.next();
        if (next.done) {
          input.end();
          return;
        }
        if (!input.write(next.value)) {
          input.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** What `runProgram` runs: the environment is exactly `env` (callers build it), stdin is fed and closed. */
export interface ProgramRun {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly stdin?: string;
  readonly timeoutMs: number;
}

/** Runs any program with a hang guard (SIGKILL at the timeout); the tests' one process runner. */
export function runProgram(run: ProgramRun): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(run.command, run.args, { cwd: run.cwd, env: run.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), run.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
    child.stdin.end(run.stdin ?? '');
  });
}
