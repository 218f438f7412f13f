/**
 * One run of `sudoku`: argv in, exit code out (docs/contract.md §1, §4). It never exits the process:
 * main.ts runs it with the process's streams; tests run it in-process with captured ones
 * (run-cli.test-helper.ts `runInProcess`). Exit codes: 0 the job is done, 1 a verify/check found a
 * failure, 2 bad usage, unreadable input or a fault of the environment (a missing or unwritable
 * path, a full disk), 70 a bug.
 */
import {
  COMMON_OPTIONS,
  EXIT_INTERNAL,
  EXIT_USAGE,
  type Output,
  errorJson,
  expectedError,
  parseArgs,
  type Command,
} from './cli.ts';
import { COMMAND_NAMES, loadCommand, loadCommands } from './commands/index.ts';
import { printable } from './environment.ts';
import { io } from './io.ts';

function generalHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Sudoku Forge — solve, check, grade, explain, transform and generate Sudoku puzzles.',
    '',
    'Usage: sudoku <command> [args] [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
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

/** Runs `sudoku ...argv` writing answers to `out` and diagnostics to io().stderr; resolves to the exit code. */
export async function sudoku(argv: readonly string[], out: Output): Promise<number> {
  const { stderr } = io();
  const json = argv.includes('--json');
  const debug = argv.includes('--debug');
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' && rest[0] !== undefined ? await loadCommand(rest[0]) : undefined;
      out.line(topic ? commandHelp(topic) : generalHelp(await loadCommands()));
      await out.end();
      return name === undefined ? EXIT_USAGE : 0;
    }
    if (name === '--version') {
      out.line('sudoku-forge 0.1.0');
      await out.end();
      return 0;
    }
    const command = await loadCommand(name);
    if (!command) {
      const problem = `unknown command '${printable(name.slice(0, 40))}' (commands: ${COMMAND_NAMES.join(', ')})`;
      stderr.write(`sudoku: ${problem}\n`);
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
      stderr.write(`sudoku: ${problem.message}\n`);
      out.settle(EXIT_USAGE);
      if (json) out.json(errorJson(problem.message, problem.code));
      await out.end();
      return EXIT_USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    stderr.write(`sudoku: internal error: ${message}${debug ? '' : ' (run with --debug for details)'}\n`);
    if (debug && error instanceof Error && error.stack) stderr.write(`${error.stack}\n`);
    if (json) out.json(errorJson(`internal error: ${message}`, 'internal'));
    await out.end();
    return EXIT_INTERNAL;
  }
}
