import { GenerateUsageError, runGenerateCommand } from '@sudoku-forge/generator';
import { stringOption, UsageError, userPath, type Command } from '../cli.ts';
import { builtWorkerEntry } from '../worker-entries.ts';
import { io } from '../io.ts';

/** docs/contract.md §1: interrupted by SIGINT / SIGTERM after saving what was finished (as cli.ts names them). */
export const EXIT_INTERRUPTED_INT = 130;
export const EXIT_INTERRUPTED_TERM = 143;

export const generateCommand: Command = {
  name: 'generate',
  summary: 'make graded, verified-unique puzzles into the pools (data/puzzles)',
  usage: 'sudoku generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR] [--json]',
  options: [
    { name: 'level', value: 'L', description: 'only this level (easy, medium, hard, expert, extreme)' },
    {
      name: 'seed',
      value: 'S',
      description: 'base seed (default: one past the largest seed stored); same seed, same files',
    },
    { name: 'budget', value: 'SECONDS', description: 'stop after this long and keep what was found' },
    { name: 'out', value: 'DIR', description: 'pools directory (default data/puzzles): <variant>/<level>.json' },
    { name: 'workers', value: 'N', description: 'worker threads, 0–256 (default: one per core; 0 = none)' },
    {
      name: 'attempts',
      value: 'N',
      description: 'the run tries at most N seeds, SEED … SEED+N−1 (over all its shards)',
    },
    {
      name: 'shard',
      value: 'i/n',
      description: 'run shard i of n of the seeds into its own --out (sudoku merge combines them)',
    },
    {
      name: 'symmetry',
      value: 'KIND',
      description: 'none (default) or rotational: clues symmetric under 180° rotation',
    },
    { name: 'fill', description: 'COUNT is the size to fill each pool up to, not how many to add' },
    { name: 'quiet', description: 'no progress lines on stderr, only the final one' },
  ],
  details: [
    'COUNT is how many puzzles to add per level (the levels the variant collects, or --level).',
    'Each puzzle is stored under the level it earns; runs resume and append; writes are atomic.',
    'Before any work the folder is checked (writable, room to write) and locked against a second',
    'generate, and the pools to extend are verified: a record that does not hold up is named and',
    'nothing is written. Ctrl+C (SIGINT) or SIGTERM saves every finished puzzle, then exits 130 / 143.',
    'With --shard i/n the run is one of n and --out is required: it starts as a copy of the pools to extend (or empty),',
    'shard.json records the run there, the same command re-run after a failure goes on where it',
    'stopped (and does nothing once complete), and `sudoku merge` combines the n folders.',
    'A shard fills each goal by itself unless --attempts bounds the run: with --attempts N each',
    'shard tries about N/n seeds, so n machines take 1/n of the time.',
  ].join('\n'),
  async run(args, out) {
    const { stderr } = io(); // this run's, also for callbacks that come later
    const option = (name: string) => stringOption(args, name);
    const rawOut = option('out');
    if (rawOut !== undefined && rawOut.trim() === '') throw new UsageError('--out is empty: name the pools folder');
    // A shard into the default folder would extend the stored pools in place and leave shard.json there.
    if (args.options.has('shard') && rawOut === undefined)
      throw new UsageError(
        '--shard makes one shard of a run in its own folder: give --out DIR (a copy of the pools to extend, or an empty folder), then sudoku merge combines the shards into the pools',
      );
    const workerEntry = builtWorkerEntry('generate-worker');
    const verifyWorkerEntry = builtWorkerEntry('verify-worker');
    // A signal stops the run: finished puzzles are committed and written atomically, then the
    // command ends with the contract's code. A second signal ends it at once (files stay whole).
    const controller = new AbortController();
    let interrupted: NodeJS.Signals | null = null;
    const onSignal = (signal: NodeJS.Signals) => {
      const code = signal === 'SIGINT' ? EXIT_INTERRUPTED_INT : EXIT_INTERRUPTED_TERM;
      if (interrupted) process.exit(code);
      interrupted = signal;
      stderr.write(`sudoku: ${signal}: saving the finished puzzles, then stopping\n`);
      controller.abort();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
      const results = await runGenerateCommand(
        {
          positionals: args.positionals,
          out: userPath(rawOut ?? 'data/puzzles'),
          ...Object.fromEntries(
            ['level', 'seed', 'attempts', 'budget', 'workers', 'shard', 'symmetry'].flatMap((name) => {
              const value = option(name);
              return value === undefined ? [] : [[name, value]];
            }),
          ),
          fill: args.options.has('fill'),
          quiet: args.options.has('quiet'),
          ...(workerEntry ? { workerEntry } : {}),
          ...(verifyWorkerEntry ? { verifyWorkerEntry } : {}),
        },
        (line) => stderr.write(`${line}\n`),
        controller.signal,
      );
      for (const result of results) {
        if (args.json) {
          out.json({
            variant: result.variant,
            levels: Object.fromEntries(
              result.levels.map((l) => [l.level, { have: l.have, goal: l.goal, added: l.added }]),
            ),
            attempts: result.attempts,
            seconds: Math.round(result.elapsedSeconds * 10) / 10,
            stopReason: result.stopReason ?? null,
          });
        } else {
          out.line(
            result.levels.map((l) => `${result.variant}/${l.level}: +${l.added} (${l.have}/${l.goal})`).join('\n'),
          );
        }
      }
      if (interrupted) return interrupted === 'SIGINT' ? EXIT_INTERRUPTED_INT : EXIT_INTERRUPTED_TERM;
      return 0;
    } catch (error) {
      if (error instanceof GenerateUsageError) throw new UsageError(error.message, error.code);
      throw error;
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  },
};
