import { MergeAbortedError, MergeError, mergeShards } from '@sudoku-forge/generator';
import { describeWriteFault, isEnvironmentFault, MAX_WORKERS, OutDirError } from '@sudoku-forge/puzzle-store/node';
import { EXIT_FAILED, errorJson, integerOption, stringOption, UsageError, userPath, type Command } from '../cli.ts';
import { printable } from '../environment.ts';
import { builtWorkerEntry } from '../worker-entries.ts';
import { catchInterrupts } from './interrupt.ts';
import { io } from '../io.ts';

export const mergeCommand: Command = {
  name: 'merge',
  summary: 'combine the shards of a sharded generate into the pools, as one machine would have made them',
  usage: 'sudoku merge DIR… --out DIR [--workers N] [--json]',
  options: [
    {
      name: 'out',
      value: 'DIR',
      description: 'the pools the shards started from (default data/puzzles); the merged pools go there',
    },
    {
      name: 'workers',
      value: 'N',
      description: 'worker threads for verifying the shards (default: one per core; 0 = none)',
    },
  ],
  details: [
    'Each DIR is the --out of one `generate … --shard i/n` (it holds shard.json). The merged pools',
    'are byte for byte what one machine running all the seeds makes. Refused with exit 2, nothing',
    'written: a shard missing, given twice or cut short, shards of different runs, or --out not',
    'holding the pools the shards started from (or, level by level, this merge: a re-run after a',
    'crash finishes it, and a re-run of a finished merge changes nothing). Exit 1, nothing written: a shard pool fails verify',
    'or is not what its shard wrote (the digest in shard.json). Ctrl+C (SIGINT) or SIGTERM during the',
    'checks stops with nothing written (exit 130 / 143); once the writes have begun they finish first.',
    'With --json one object: {"merged": [{"variant", "shards", "offered", "added": {level: n}, "duplicates", "full", "resumed"}]}.',
  ].join('\n'),
  async run(args, out) {
    const { stderr } = io(); // this run's, also for callbacks that come later
    if (args.positionals.length === 0)
      throw new UsageError('name the shard folders to merge (sudoku merge DIR… --out DIR)');
    const rawOut = stringOption(args, 'out');
    if (rawOut !== undefined && rawOut.trim() === '') throw new UsageError('--out is empty: name the pools folder');
    const workers = args.options.has('workers') ? integerOption(args, 'workers', 0, 0, MAX_WORKERS) : undefined;
    const verifyWorkerEntry = builtWorkerEntry('verify-worker');
    // A signal stops the checks and nothing is written; if the writes have begun, they finish
    // (a few atomic renames), so the pools are never left half merged. Either way 130 / 143.
    const interruption = catchInterrupts('merge');
    try {
      const merged = await mergeShards(userPath(rawOut ?? 'data/puzzles'), args.positionals.map(userPath), {
        signal: interruption.signal,
        ...(workers !== undefined ? { workers } : {}),
        ...(verifyWorkerEntry ? { verifyWorkerEntry } : {}),
      });
      if (args.json) out.json({ merged });
      else {
        for (const m of merged) {
          const added =
            Object.entries(m.added)
              .map(([level, n]) => `${level} +${n}`)
              .join(', ') || 'nothing new';
          const again = m.resumed ? ' (--out already held part or all of this merge: finished)' : '';
          out.line(
            `${m.variant}: ${m.shards} shards, ${m.offered} new puzzles offered: ${added}; ${m.duplicates} duplicates, ${m.full} over full pools${again}`,
          );
        }
      }
      return interruption.received() ? interruption.exitCode() : 0;
    } catch (error) {
      if (error instanceof MergeAbortedError) {
        stderr.write(`sudoku: ${error.message}\n`);
        if (args.json) out.json(errorJson(error.message, 'interrupted'));
        return interruption.exitCode();
      }
      if (error instanceof MergeError && error.code === 'verify') {
        const message = printable(error.message);
        out.settle(EXIT_FAILED); // a reader that goes away does not turn the refusal into 0
        stderr.write(`sudoku: ${message}\n`);
        if (args.json) out.json(errorJson(message, 'verify'));
        return EXIT_FAILED;
      }
      if (error instanceof MergeError) throw new UsageError(error.message);
      if (error instanceof OutDirError) throw new UsageError(error.message, error.code);
      if (isEnvironmentFault(error))
        throw new UsageError(describeWriteFault(error, error.path ?? 'the pools folder'), 'environment');
      throw error;
    } finally {
      interruption.dispose();
    }
  },
};
