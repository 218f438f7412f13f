/**
 * The command framework: argument parsing, the common options, error reporting and exit codes
 * (docs/contract.md §1), and the loop every puzzle command shares — one puzzle from an argument, or a
 * stream of lines on stdin answered line by line (NDJSON with --json), in order, in constant memory.
 */
import { parseArgs as nodeParseArgs } from 'node:util';
import {
  CodedError,
  isPuzzleLink,
  linkRecord,
  PuzzleInputError,
  parseCages,
  parsePuzzle,
  parseRecord,
  type ParseOptions,
  type Puzzle,
  type PuzzleRecord,
} from '@sudoku-forge/core-solver';
import { environmentError, printable } from './environment.ts';
import { io } from './io.ts';
import {
  argumentOrFile,
  argumentSource,
  checkStandardInput,
  InputError,
  lineBatches,
  type LineFault,
} from './input.ts';

export { lineBatches, userPath, type Line, type LineFault } from './input.ts';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
/** Bad usage, unreadable input, or a fault of the environment (a missing or unwritable path, a full disk). */
export const EXIT_USAGE = 2;
/** Interrupted by SIGINT (Ctrl+C) after saving what was finished. */
export const EXIT_INTERRUPTED_INT = 130;
/** Interrupted by SIGTERM after saving what was finished. */
export const EXIT_INTERRUPTED_TERM = 143;
/** An unexpected error: a bug. */
export const EXIT_INTERNAL = 70;

/** Bad usage or unreadable input: exit code 2 with one human sentence. */
export class UsageError extends CodedError {
  constructor(message: string, code = 'usage') {
    super('UsageError', message, code);
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
  {
    name: 'variant',
    value: 'ID',
    description:
      'classic (default), 4x4, 6x6, 16x16, diagonal, hyper, anti-knight, irregular, killer, thermo, arrow, kropki, xv, odd-even, non-consecutive, anti-king, little-killer',
  },
  { name: 'regions', value: 'MAP', description: 'irregular region map: n×n labels in reading order (or a file)' },
  {
    name: 'cages',
    value: 'SPEC',
    description: 'killer cages: JSON [{"sum":10,"cells":[0,1]},…] or "10=0,1;15=r1c3,r1c4" (or a file)',
  },
];

/**
 * Parses argv against the command's options; unknown options and options given twice are usage
 * errors. node:util's parseArgs splits the words (its tokens: `--name`, `--name=value`, `--`,
 * positionals); the checks and their messages are the contract's (docs/contract.md §4), so they
 * stay here: Node's strict mode words them its own way.
 */
export function parseArgs(argv: readonly string[], specs: readonly OptionSpec[]): Args {
  const known = new Map([...COMMON_OPTIONS, ...specs].map((s) => [s.name, s]));
  const config: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const spec of known.values()) config[spec.name] = { type: spec.value === undefined ? 'boolean' : 'string' };
  config.help = { type: 'boolean', short: 'h' };
  const { tokens } = nodeParseArgs({
    args: [...argv],
    options: config,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  let shortAt = -1;
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    if (!token.rawName.startsWith('--')) {
      // One word may give several short tokens ("-abc"): the word decides once.
      if (token.index === shortAt) continue;
      shortAt = token.index;
      const word = argv[token.index]!;
      if (word === '-h') options.set('help', true);
      else if (/^-[A-Za-z]/u.test(word) && !/\s/u.test(word)) {
        // Short options other than -h do not exist (a grid never starts with a letter after '-').
        throw new UsageError(`unknown option ${shownArg(word)} (options are long, like --json; try --help)`);
      } else positionals.push(word);
      continue;
    }
    const name = token.name;
    const spec = known.get(name);
    if (!spec) throw new UsageError(`unknown option --${shownArg(name)} (try --help)`);
    if (options.has(name)) throw new UsageError(`--${name} given twice`);
    if (spec.value === undefined) {
      if (token.inlineValue) throw new UsageError(`option --${name} takes no value`);
      options.set(name, true);
    } else {
      if (token.value === undefined) throw new UsageError(`option --${name} needs a value (${spec.value})`);
      options.set(name, token.value);
    }
  }
  return { positionals, options, json: options.has('json'), debug: options.has('debug') };
}

/** An argument as typed, for a message: at most 40 characters, control characters escaped. */
function shownArg(text: string): string {
  return printable(text, 40);
}

export function stringOption(args: Args, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
}

/**
 * A whole number from `min` to `max` as typed by the user ("--limit", or a positional's name like
 * "COUNT"), or null when absent; the message names the option and repeats what was typed.
 */
export function wholeNumber(
  label: string,
  raw: string | undefined,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | null {
  if (raw === undefined) return null;
  const value = Number(raw.trim());
  if (!/^\d+$/u.test(raw.trim()) || value < min || value > max) {
    // The upper bound is named when it is the one broken (or when it is not just the largest safe integer).
    const range = max === Number.MAX_SAFE_INTEGER && !(value > max) ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`${label} must be a whole number ${range}, got '${shownArg(raw)}'`);
  }
  return value;
}

/** A whole-number option within bounds, or the default. */
export function integerOption(
  args: Args,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  return wholeNumber(`--${name}`, stringOption(args, name), min, max) ?? fallback;
}

/** The puzzle-shaping options (--variant, --regions, --cages) as parser options. */
export function puzzleOptions(args: Args): ParseOptions {
  const variant = stringOption(args, 'variant');
  const regions = stringOption(args, 'regions');
  const cages = stringOption(args, 'cages');
  return {
    ...(variant !== undefined ? { variant } : {}),
    ...(regions !== undefined ? { regions: argumentOrFile(regions, 'region map') } : {}),
    ...(cages !== undefined ? { cages: argumentOrFile(cages, 'cages') } : {}),
  };
}

/** stdout with backpressure: buffers small writes, waits for drain when the pipe is full. */
export class Output {
  private buffer = '';
  private scheduled = false;
  private blocked: Promise<void> | null = null;

  /**
   * The exit code as far as it is decided: a verify's verdict, or whatever the command returned. A
   * reader that goes away (EPIPE, `| head -1`) ends the program with it — a failed verify is exit 1
   * whatever happens to its output; a command cut short before deciding anything ends with 0.
   */
  decided = 0;

  constructor(private readonly stream: NodeJS.WritableStream = io().stdout) {}

  /** Fixes the exit code a reader going away ends the program with (see `decided`). */
  settle(code: number): void {
    this.decided = code;
  }

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

/** The message and code of an error a user caused (bad usage or input); null for anything else. */
export function userError(error: unknown): { message: string; code: string } | null {
  if (error instanceof PuzzleInputError || error instanceof UsageError || error instanceof InputError) {
    return { message: error.message, code: error.code };
  }
  return null;
}

/**
 * Every error that exits 2 with one sentence: bad usage or input, and faults of the environment
 * (EACCES, EROFS, ENOSPC, ENOENT, …, naming the path). Null for an unexpected one (a bug: 70).
 */
export function expectedError(error: unknown): { message: string; code: string } | null {
  return userError(error) ?? environmentError(error);
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
    checkRecordAgainstOptions(record, options);
    return { puzzle: parsePuzzle(record, options), record };
  }
  if (isPuzzleLink(trimmed)) {
    // An f-puzzles or SudokuPad link: its record (with "constraints") is what the puzzle is.
    const record = linkRecord(trimmed, options);
    return { puzzle: parsePuzzle(record), record };
  }
  return { puzzle: parsePuzzle(text, options), record: { puzzle: text } };
}

/**
 * The puzzle argument, or the file it names. Bad text from a file names the file; a word that is
 * neither (`sudoku solve puzzle`, with no file of that name) gets the parse error and, since it
 * holds a letter no grid uses, the missing file.
 */
function readArgument(value: string, options: ParseOptions): PuzzleInput {
  const { text, file } = argumentSource(value, 'puzzle');
  try {
    return readInput(text, options);
  } catch (error) {
    if (!(error instanceof PuzzleInputError)) throw error;
    if (file !== null) throw new PuzzleInputError(`puzzle file ${file}: ${error.message}`, error.code);
    if (/^[\w-]{1,80}$/u.test(value) && /[H-Zh-z_]/u.test(value)) {
      throw new PuzzleInputError(`${error.message}; no file named '${value}' exists either`, error.code);
    }
    throw error;
  }
}

/**
 * A record carries its own variant, region map and cages; an option that says something else is a
 * conflict to name, never a silent choice of one (the same option is fine: it is the default for
 * the lines of a stream that carry none).
 */
function checkRecordAgainstOptions(record: PuzzleRecord, options: ParseOptions): void {
  const conflict = (what: string, option: string) =>
    new PuzzleInputError(
      `the record's ${what} and ${option} disagree: give one (the record's own, or a bare grid with ${option})`,
    );
  if (options.variant !== undefined && record.variant !== undefined && options.variant !== record.variant) {
    throw new PuzzleInputError(
      `the record is a ${record.variant} puzzle but --variant says ${shownArg(options.variant)}: give one`,
    );
  }
  if (
    options.regions !== undefined &&
    record.regions !== undefined &&
    partitionKey(options.regions) !== partitionKey(record.regions)
  ) {
    throw conflict('"regions"', '--regions');
  }
  if (options.cages !== undefined && record.cages !== undefined) {
    const key = (cages: string | readonly unknown[]) =>
      JSON.stringify(
        parseCages(cages, 9)
          .map((c) => [c.sum, [...c.cells].sort((a, b) => a - b)])
          .sort(),
      );
    if (key(options.cages) !== key(record.cages)) throw conflict('"cages"', '--cages');
  }
}

/**
 * A region map as the partition it draws, whatever its labels: each cell gets the number of its
 * label's first appearance in reading order, so `aab…` and `112…` are the same map.
 */
function partitionKey(map: string): string {
  const first = new Map<string, number>();
  return [...map]
    .filter((label) => !/\s/u.test(label))
    .map((label) => {
      if (!first.has(label)) first.set(label, first.size);
      return first.get(label)!;
    })
    .join(',');
}

/** "line 3 is longer than 1 MiB", "line 3: a NUL byte at column 7". */
function lineFaultMessage(lineNumber: number, line: LineFault): string {
  return line.fault.startsWith('is ') ? `line ${lineNumber} ${line.fault}` : `line ${lineNumber}: ${line.fault}`;
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
    const input = readArgument(single, options);
    const result = handler.answer(input);
    if (args.json) out.json(handler.toJson(result, input));
    else out.line(handler.toText(result, input));
    return EXIT_OK;
  }

  checkStandardInput();
  const { stdin, stderr } = io();
  if (stdin.isTTY) {
    stderr.write('Reading puzzles from standard input, one per line (Ctrl+D to finish).\n');
  }
  let lineNumber = 0;
  let badLines = 0;
  const report = (text: string, code: string) => {
    const message = printable(text);
    badLines++;
    stderr.write(`sudoku: ${message}\n`);
    if (args.json) out.json(errorJson(message, code, { line: lineNumber }));
    else out.line(`error     ${message}`);
  };
  stream: for await (const batch of lineBatches(stdin)) {
    for (const line of batch) {
      lineNumber++;
      if (typeof line !== 'string') {
        report(lineFaultMessage(lineNumber, line), 'bad_input');
        if (line.stop) break stream;
        continue;
      }
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
        report(`line ${lineNumber}: ${problem.message}`, problem.code);
      }
      const wait = out.ready();
      if (wait) await wait;
    }
  }
  return badLines > 0 ? EXIT_USAGE : EXIT_OK;
}
