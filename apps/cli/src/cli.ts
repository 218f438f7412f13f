/**
 * The command framework: argument parsing, the common options, error reporting and exit codes
 * (CONTRACT §1), and the loop every puzzle command shares — one puzzle from an argument, or a
 * stream of lines on stdin answered line by line (NDJSON with --json), in order, in constant memory.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { PuzzleInputError, parsePuzzle, parseRecord, type ParseOptions, type Puzzle, type PuzzleRecord } from '@sudoku-forge/core-solver';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Bad usage or unreadable input: exit code 2 with one human sentence. */
export class UsageError extends Error {
  readonly code: string;
  constructor(message: string, code = 'usage') {
    super(message);
    this.name = 'UsageError';
    this.code = code;
  }
}

export interface OptionSpec {
  /** Long name without dashes: "variant". */
  readonly name: string;
  /** Placeholder for the value ("ID"); absent for a flag. */
  readonly value?: string;
  readonly description: string;
}

export interface Args {
  readonly positionals: readonly string[];
  readonly options: ReadonlyMap<string, string | true>;
  readonly json: boolean;
  readonly debug: boolean;
}

export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  readonly options: readonly OptionSpec[];
  /** Extra help text (examples, notes). */
  readonly details?: string;
  run(args: Args, out: Output): Promise<number>;
}

export const COMMON_OPTIONS: readonly OptionSpec[] = [
  { name: 'json', description: 'machine-readable JSON (NDJSON for a stream)' },
  { name: 'debug', description: 'show stack traces for unexpected errors' },
  { name: 'help', description: 'show help for the command' },
];

export const PUZZLE_OPTIONS: readonly OptionSpec[] = [
  { name: 'variant', value: 'ID', description: 'classic (default), 4x4, 6x6, 16x16, diagonal, hyper, anti-knight, irregular, killer' },
  { name: 'regions', value: 'MAP', description: 'irregular region map: n×n labels in reading order (or a file)' },
  { name: 'cages', value: 'SPEC', description: 'killer cages: JSON [{"sum":10,"cells":[0,1]},…] or "10=0,1;15=r1c3,r1c4" (or a file)' },
];

/** Parses argv against the command's options; unknown options are usage errors. */
export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): Args {
  const known = new Map([...COMMON_OPTIONS, ...specs].map((s) => [s.name, s]));
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = arg.slice(2, eq < 0 ? undefined : eq);
      const spec = known.get(name);
      if (!spec) {
        throw new UsageError(`unknown option --${name} (try --help)`);
      }
      if (spec.value === undefined) {
        if (eq >= 0) throw new UsageError(`option --${name} takes no value`);
        options.set(name, true);
      } else {
        const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
        if (value === undefined) throw new UsageError(`option --${name} needs a value (${spec.value})`);
        options.set(name, value);
      }
    } else if (arg === '-h') {
      options.set('help', true);
    } else {
      positionals.push(arg);
    }
  }
  return { positionals, options, json: options.has('json'), debug: options.has('debug') };
}

export function stringOption(args: Args, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
}

/** A whole-number option within bounds, or the default. */
export function integerOption(args: Args, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = stringOption(args, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/u.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, got '${raw.slice(0, 40)}'`);
  const value = Number(raw);
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/**
 * Paths given by the user are relative to where they typed the command: pnpm runs root scripts
 * from the repository root but records the caller's directory in INIT_CWD.
 */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The text of an argument, or of the file it names when such a file exists. */
function argumentOrFile(value: string): string {
  if (value.length < 4096 && !value.includes('\n')) {
    const path = userPath(value);
    try {
      if (existsSync(path) && statSync(path).isFile()) return readFileSync(path, 'utf8');
    } catch {
      // not a readable file: treat as text
    }
  }
  return value;
}

/** The puzzle-shaping options (--variant, --regions, --cages) as parser options. */
export function puzzleOptions(args: Args): ParseOptions {
  const variant = stringOption(args, 'variant');
  const regions = stringOption(args, 'regions');
  const cages = stringOption(args, 'cages');
  return {
    ...(variant !== undefined ? { variant } : {}),
    ...(regions !== undefined ? { regions: argumentOrFile(regions) } : {}),
    ...(cages !== undefined ? { cages: argumentOrFile(cages) } : {}),
  };
}

/** stdout with backpressure: buffers small writes, waits for drain when the pipe is full. */
export class Output {
  private buffer = '';
  private scheduled = false;
  private blocked: Promise<void> | null = null;

  constructor(private readonly stream: NodeJS.WritableStream = process.stdout) {}

  write(text: string): void {
    this.buffer += text;
    if (this.buffer.length >= 1 << 16) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flush();
      });
    }
  }

  line(text: string): void {
    this.write(`${text}\n`);
  }

  json(value: unknown): void {
    this.line(JSON.stringify(value));
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    const ok = this.stream.write(this.buffer);
    this.buffer = '';
    if (!ok && !this.blocked) {
      this.blocked = new Promise((resolveDrain) =>
        this.stream.once('drain', () => {
          this.blocked = null;
          resolveDrain();
        }),
      );
    }
  }

  /** Resolves when the pipe can take more (call between lines of a stream). */
  ready(): Promise<void> | null {
    return this.blocked;
  }

  /** Writes everything and waits until the stream has taken it. */
  async end(): Promise<void> {
    this.flush();
    if (this.blocked) await this.blocked;
  }
}

/** The message and code of an error a user caused; null for an unexpected one (a bug). */
export function userError(error: unknown): { message: string; code: string } | null {
  if (error instanceof PuzzleInputError) return { message: error.message, code: error.code };
  if (error instanceof UsageError) return { message: error.message, code: error.code };
  return null;
}

export function errorJson(message: string, code: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { error: { code, message, ...extra } };
}

export interface PuzzleInput {
  readonly puzzle: Puzzle;
  /** The record form of the input (bare strings become {puzzle}). */
  readonly record: PuzzleRecord;
}

/** What a puzzle command does with one puzzle. */
export interface PuzzleHandler<R> {
  /** Works out the answer; throws PuzzleInputError/UsageError for bad input. */
  answer(input: PuzzleInput): R;
  /** The answer as contract JSON. */
  toJson(result: R, input: PuzzleInput): Record<string, unknown>;
  /** The answer for people, for a single puzzle. */
  toText(result: R, input: PuzzleInput): string;
  /** The answer for people as one line, for a stream. */
  toLine(result: R, input: PuzzleInput): string;
}

function readInput(text: string, options: ParseOptions): PuzzleInput {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const record = parseRecord(trimmed);
    return { puzzle: parsePuzzle(record, options), record };
  }
  return { puzzle: parsePuzzle(text, options), record: { puzzle: text } };
}

/**
 * The lines of a stream, as readline reads them (a line ends at \n, \r\n or a lone \r; a last
 * line without an end still counts; the text is UTF-8), a chunk's worth at a time, in constant
 * memory. Faster than readline's async iterator, which costs an event and a promise per line.
 */
export async function* lineBatches(input: NodeJS.ReadableStream): AsyncGenerator<string[]> {
  input.setEncoding('utf8');
  let pending = '';
  // A chunk that ended in \r: a \n starting the next chunk belongs to the same line end.
  let afterCR = false;
  for await (const chunk of input as AsyncIterable<string>) {
    const lines: string[] = [];
    let start = 0;
    if (afterCR && chunk.charCodeAt(0) === 10) start = 1;
    afterCR = false;
    for (let i = start; i < chunk.length; i++) {
      const code = chunk.charCodeAt(i);
      if (code !== 10 && code !== 13) continue;
      lines.push(pending + chunk.slice(start, i));
      pending = '';
      if (code === 13) {
        if (i + 1 === chunk.length) afterCR = true;
        else if (chunk.charCodeAt(i + 1) === 10) i++;
      }
      start = i + 1;
    }
    pending += chunk.slice(start);
    if (lines.length > 0) yield lines;
  }
  if (pending.length > 0) yield [pending];
}

/**
 * One puzzle from the single argument (or the file it names), else a stream from stdin: one
 * puzzle per line, empty lines and '#' comments skipped, answered in order. A bad line gets an
 * error object (and a sentence on stderr) in its place and the stream goes on; the exit code is
 * then 2.
 */
export async function runPuzzleCommand<R>(args: Args, out: Output, handler: PuzzleHandler<R>): Promise<number> {
  if (args.positionals.length > 1) {
    throw new UsageError(`expected one puzzle, got ${args.positionals.length} arguments (quote a pretty-printed grid)`);
  }
  const options = puzzleOptions(args);
  const single = args.positionals[0];
  if (single !== undefined) {
    const input = readInput(argumentOrFile(single), options);
    const result = handler.answer(input);
    if (args.json) out.json(handler.toJson(result, input));
    else out.line(handler.toText(result, input));
    return EXIT_OK;
  }

  if (process.stdin.isTTY) {
    process.stderr.write('Reading puzzles from standard input, one per line (Ctrl+D to finish).\n');
  }
  let lineNumber = 0;
  let badLines = 0;
  for await (const batch of lineBatches(process.stdin)) {
    for (const line of batch) {
      lineNumber++;
      const text = line.trim();
      if (text.length === 0 || text.startsWith('#')) continue;
      try {
        const input = readInput(text, options);
        const result = handler.answer(input);
        if (args.json) out.json(handler.toJson(result, input));
        else out.line(handler.toLine(result, input));
      } catch (error) {
        const problem = userError(error);
        if (!problem) throw error;
        badLines++;
        const message = `line ${lineNumber}: ${problem.message}`;
        process.stderr.write(`sudoku: ${message}\n`);
        if (args.json) out.json(errorJson(message, problem.code, { line: lineNumber }));
        else out.line(`error     ${message}`);
      }
      const wait = out.ready();
      if (wait) await wait;
    }
  }
  return badLines > 0 ? EXIT_USAGE : EXIT_OK;
}
