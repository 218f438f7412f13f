/**
 * Runs the real `sudoku` command (through tsx, from source) for the CLI tests. A run as another
 * user (`uid`) goes through a copy of the bundle in a world-readable temporary folder instead: the
 * checkout may sit in a folder that user cannot enter (a home folder, `mktemp -d`, mode 0700).
 */
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(cliRoot, 'node_modules', '.bin', 'tsx');
const main = join(cliRoot, 'src', 'main.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `sudoku ...args`, feeding `stdin` if given (an empty stdin otherwise). */
export function runCli(args: readonly string[], stdin = '', env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tsx, [main, ...args], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** Parses every stdout line as JSON. */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const rssReporter = join(cliRoot, 'src', 'report-rss.test-helper.mjs');

/** The bundle and the memory reporter, built once per test file into a folder every user may read. */
interface OpenBundle {
  readonly folder: string;
  readonly main: string;
  readonly rssReporter: string;
}
let openBundle: Promise<OpenBundle> | null = null;

/** Builds the bundle once into a fresh world-readable temporary folder (removed when the test process exits). */
export function bundleForOtherUsers(): Promise<OpenBundle> {
  openBundle ??= (async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sudoku-open-bundle-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const dist = join(folder, 'dist');
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const build = await runProgram({
      command: process.execPath,
      args: [join(cliRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
      cwd: cliRoot,
      env,
      timeoutMs: 120_000,
    });
    if (build.code !== 0) throw new Error(`building the bundle for another user failed: ${build.stderr}`);
    const reporter = join(dist, 'report-rss.mjs');
    copyFileSync(rssReporter, reporter);
    chmodSync(folder, 0o755);
    chmodSync(dist, 0o755);
    for (const name of readdirSync(dist)) chmodSync(join(dist, name), 0o644);
    return { folder, main: join(dist, 'sudoku.js'), rssReporter: reporter };
  })();
  return openBundle;
}

export interface BoundedRun extends CliRun {
  /** True when the guard had to kill the command (a hang). */
  timedOut: boolean;
  /** The command's own peak resident memory in bytes (process.resourceUsage().maxRSS at exit). */
  maxRssBytes: number | null;
}

/**
 * Runs `sudoku ...args` in one Node process (no tsx launcher in between, so the memory measured is
 * the command's own), killing it after `timeoutMs` — a hang guard, not a speed test. `stdin` may be
 * a string or a generator of chunks written with backpressure, so huge inputs need no buffer.
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
  if (options.uid === undefined) return spawnBounded(['--import', 'tsx', '--import', rssReporter, main, ...args], cliRoot, stdin, timeoutMs, options);
  return bundleForOtherUsers().then((open) =>
    spawnBounded(['--import', open.rssReporter, open.main, ...args], open.folder, stdin, timeoutMs, options),
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
    const { stdin: input, stdout: output, stderr: errors } = child as unknown as {
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
