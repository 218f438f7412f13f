import { poolsFolderProblem, runVerifyCommand } from '@sudoku-forge/puzzle-store/node';
import { shownPath } from '../environment.ts';
import { UsageError, type Command } from '../cli.ts';
import { builtWorkerEntry } from '../worker-entries.ts';
import { poolsFolderArgs } from './pools-folder.ts';
import { io } from '../io.ts';

export const verifyCommand: Command = {
  name: 'verify',
  summary: 're-check every stored puzzle: unique, graded as filed, no duplicates',
  usage: 'sudoku verify [DIR] [--workers N]',
  options: [{ name: 'workers', value: 'N', description: 'worker threads (default: one per core; 0 = none)' }],
  details: [
    'DIR defaults to data/puzzles. Prints each failing record, then per pool and in all',
    '"N puzzles verified, F failures". Exit 1 on any failure. With --json one object:',
    '{"verified": N, "failures": [{"file": "classic/easy.json", "id": "classic-easy-0008", "reason": "…"}]}',
    '(id is null when the problem is the file itself).',
  ].join('\n'),
  async run(args, out) {
    const { stderr } = io(); // this run's, also for callbacks that come later
    const { dir, workers } = poolsFolderArgs(args);
    const problem = await poolsFolderProblem(dir, shownPath(dir));
    if (problem !== null) throw new UsageError(problem, 'environment');
    const workerEntry = builtWorkerEntry('verify-worker');
    // The verdict is settled before the report is printed: a reader that goes away (`| head`)
    // cannot turn a failed verify into exit 0 (issue 31).
    const report: string[] = [];
    const code = await runVerifyCommand(dir, {
      json: args.json,
      ...(workers !== undefined ? { workers } : {}),
      ...(workerEntry ? { workerEntry } : {}),
      out: (line) => report.push(line),
      err: (line) => stderr.write(`${line}\n`),
    });
    out.settle(code);
    for (const line of report) out.line(line);
    return code;
  },
};
