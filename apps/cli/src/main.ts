/**
 * `sudoku` — the command-line face of Sudoku Forge (docs/contract.md §1, §4).
 * Exit codes: 0 the job is done, 1 a verify/check found a failure, 2 bad usage, unreadable input or
 * a fault of the environment (a missing or unwritable path, a full disk), 70 a bug.
 */
import { COMMON_OPTIONS, EXIT_INTERNAL, EXIT_USAGE, Output, errorJson, expectedError, parseArgs, type Command } from './cli.ts';
import { COMMANDS } from './commands/index.ts';
import { printable, streamFault } from './environment.ts';

function generalHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Sudoku Forge — solve, check, grade, explain, transform and generate Sudoku puzzles.',
    '',
    'Usage: sudoku <command> [args] [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --json. Run `sudoku <command> --help` for its options.',
  ].join('\n');
}

function commandHelp(command: Command): string {
  const options = [...command.options, ...COMMON_OPTIONS];
  const label = (o: (typeof options)[number]) => `--${o.name}${o.value ? ` ${o.value}` : ''}`;
  const width = Math.max(...options.map((o) => label(o).length));
  return [
    `sudoku ${command.name} — ${command.summary}`,
    '',
    `Usage: ${command.usage}`,
    '',
    'Options:',
    ...options.map((o) => `  ${label(o).padEnd(width)}  ${o.description}`),
    ...(command.details ? ['', command.details] : []),
  ].join('\n');
}

/** Standard output for the whole run: its `decided` code is what a broken pipe exits with. */
const out = new Output();

async function main(argv: readonly string[]): Promise<number> {
  const json = argv.includes('--json');
  const debug = argv.includes('--debug');
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? COMMANDS.find((c) => c.name === rest[0]) : undefined;
      out.line(topic ? commandHelp(topic) : generalHelp());
      await out.end();
      return name === undefined ? EXIT_USAGE : 0;
    }
    if (name === '--version') {
      out.line('sudoku-forge 0.1.0');
      await out.end();
      return 0;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) {
      const problem = `unknown command '${printable(name.slice(0, 40))}' (commands: ${COMMANDS.map((c) => c.name).join(', ')})`;
      process.stderr.write(`sudoku: ${problem}\n`);
      if (json) out.json(errorJson(problem, 'usage'));
      await out.end();
      return EXIT_USAGE;
    }
    const args = parseArgs(rest, command.options);
    if (args.options.has('help')) {
      out.line(commandHelp(command));
      await out.end();
      return 0;
    }
    const code = await command.run(args, out);
    out.settle(code);
    await out.end();
    return code;
  } catch (error) {
    const found = expectedError(error);
    // Messages may quote a path or argument as typed: one line, control characters escaped.
    const problem = found ? { ...found, message: printable(found.message) } : null;
    if (problem) {
      process.stderr.write(`sudoku: ${problem.message}\n`);
      out.settle(EXIT_USAGE);
      if (json) out.json(errorJson(problem.message, problem.code));
      await out.end();
      return EXIT_USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`sudoku: internal error: ${message}${debug ? '' : ' (run with --debug for details)'}\n`);
    if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    if (json) out.json(errorJson(`internal error: ${message}`, 'internal'));
    await out.end();
    return EXIT_INTERNAL;
  }
}

// A reader that goes away (EPIPE, e.g. `| head -1`) ends the program quietly, with the exit code
// decided so far (out.decided: a failed verify stays exit 1; a stream cut short is 0). Any other fault of
// standard output (a full disk, an I/O error) is one sentence and exit 2, never a stack trace.
// Standard error is only for diagnostics: when it cannot be written the command goes on (a
// generate still saves its puzzles) and keeps its exit code.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(out.decided);
  process.stderr.write(`sudoku: ${streamFault(error, 'standard output')}\n`);
  process.exit(EXIT_USAGE);
});
process.stderr.on('error', () => {});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const problem = expectedError(error);
    process.stderr.write(`sudoku: ${problem ? problem.message : `internal error: ${String(error)}`}\n`);
    process.exitCode = problem ? EXIT_USAGE : EXIT_INTERNAL;
  },
);
