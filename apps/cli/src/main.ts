/**
 * `sudoku` — the command-line face of Sudoku Forge (docs/contract.md §1, §4): run.ts's `sudoku`
 * with the process's own streams, and what only a process has: its exit code, and a standard
 * output that may break.
 */
import { EXIT_INTERNAL, EXIT_USAGE, Output, expectedError } from './cli.ts';
import { streamFault } from './environment.ts';
import { sudoku } from './run.ts';

/** Standard output for the whole run: its `decided` code is what a broken pipe exits with. */
const out = new Output(process.stdout);

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

sudoku(process.argv.slice(2), out).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const problem = expectedError(error);
    process.stderr.write(`sudoku: ${problem ? problem.message : `internal error: ${String(error)}`}\n`);
    process.exitCode = problem ? EXIT_USAGE : EXIT_INTERNAL;
  },
);
