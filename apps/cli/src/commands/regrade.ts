import {
  describeWriteFault,
  formatRegradeSummary,
  isEnvironmentFault,
  OutDirError,
  RegradeAbortedError,
  RegradeError,
  regradePools,
  regradeSummaryJson,
} from '@sudoku-forge/puzzle-store/node';
import { EXIT_FAILED, errorJson, UsageError, type Command } from '../cli.ts';
import { shownPath } from '../environment.ts';
import { builtWorkerEntry } from '../worker-entries.ts';
import { poolsFolderArgs } from './pools-folder.ts';
import { catchInterrupts } from './interrupt.ts';
import { io } from '../io.ts';

export const regradeCommand: Command = {
  name: 'regrade',
  summary: "grade every stored puzzle again with today's grader and refile those whose level changed",
  usage: 'sudoku regrade [DIR] [--dry-run] [--workers N] [--json]',
  options: [
    { name: 'dry-run', description: 'print what would move, write nothing' },
    { name: 'workers', value: 'N', description: 'worker threads (default: one per core; 0 = none)' },
  ],
  details: [
    'DIR defaults to data/puzzles. Every record is graded again: one whose level changed moves to',
    "its new level's file (appended, keeping its id), technique lists are brought up to date, and",
    'each changed pool is rewritten atomically, then index.json. Prints what moved (from → to, per',
    'variant); then `generate VARIANT COUNT --fill` tops up pools that fell short. Locked against a',
    'generate or merge like they are; Ctrl+C (SIGINT) or SIGTERM while grading writes nothing (exit',
    '130 / 143). Exit 1 when a record cannot be graded (left where it is; sudoku verify says more).',
    'With --json one object: {"graded", "moved": [{"variant", "from", "to", "count"}], "retechniqued",',
    '"files", "resumed", "notGraded": [{"file", "id", "reason"}], "written"}.',
  ].join('\n'),
  async run(args, out) {
    const { stderr } = io(); // this run's, also for callbacks that come later
    const { dir, workers } = poolsFolderArgs(args);
    const workerEntry = builtWorkerEntry('verify-worker');
    const interruption = catchInterrupts('regrade');
    try {
      const summary = await regradePools(dir, {
        dryRun: args.options.has('dry-run'),
        shownDir: shownPath(dir),
        signal: interruption.signal,
        ...(workers !== undefined ? { workers } : {}),
        ...(workerEntry ? { workerEntry } : {}),
      });
      const code = interruption.received() ? interruption.exitCode() : summary.unfinished.length > 0 ? EXIT_FAILED : 0;
      out.settle(code); // a reader that goes away does not turn a failure into 0
      if (args.json) out.json(regradeSummaryJson(summary));
      else for (const line of formatRegradeSummary(summary)) out.line(line);
      return code;
    } catch (error) {
      if (error instanceof RegradeAbortedError) {
        stderr.write(`sudoku: ${error.message}\n`);
        if (args.json) out.json(errorJson(error.message, 'interrupted'));
        return interruption.exitCode();
      }
      if (error instanceof RegradeError) throw new UsageError(error.message, 'environment');
      if (error instanceof OutDirError) throw new UsageError(error.message, error.code);
      if (isEnvironmentFault(error))
        throw new UsageError(describeWriteFault(error, error.path ?? shownPath(dir)), 'environment');
      throw error;
    } finally {
      interruption.dispose();
    }
  },
};
