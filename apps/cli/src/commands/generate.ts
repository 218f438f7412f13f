import { GenerateUsageError, runGenerateCommand } from '@sudoku-forge/generator';
import { stringOption, UsageError, userPath, type Command } from '../cli.ts';
import { builtWorkerEntry } from '../worker-entries.ts';

export const generateCommand: Command = {
  name: 'generate',
  summary: 'make graded, verified-unique puzzles into the pools (data/puzzles)',
  usage: 'sudoku generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR] [--json]',
  options: [
    { name: 'level', value: 'L', description: 'only this level (easy, medium, hard, expert, extreme)' },
    { name: 'seed', value: 'S', description: 'base seed (default: one past the largest seed stored); same seed, same files' },
    { name: 'budget', value: 'SECONDS', description: 'stop after this long and keep what was found' },
    { name: 'out', value: 'DIR', description: 'pools directory (default data/puzzles): <variant>/<level>.json' },
    { name: 'workers', value: 'N', description: 'worker threads (default: one per core; 0 = none)' },
    { name: 'shard', value: 'i/n', description: 'take shard i of n of the seeds (split a run over machines)' },
    { name: 'symmetry', value: 'KIND', description: 'none (default) or rotational: clues symmetric under 180° rotation' },
    { name: 'fill', description: 'COUNT is the size to fill each pool up to, not how many to add' },
    { name: 'quiet', description: 'no progress lines on stderr, only the final one' },
  ],
  details: [
    'COUNT is how many puzzles to add per level (the levels the variant collects, or --level).',
    'Each puzzle is stored under the level it earns; runs resume and append; writes are atomic.',
  ].join('\n'),
  async run(args, out) {
    const option = (name: string) => stringOption(args, name);
    const workerEntry = builtWorkerEntry('generate-worker');
    try {
      const results = await runGenerateCommand(
        {
          positionals: args.positionals,
          out: userPath(option('out') ?? 'data/puzzles'),
          ...Object.fromEntries(
            ['level', 'seed', 'budget', 'workers', 'shard', 'symmetry'].flatMap((name) => {
              const value = option(name);
              return value === undefined ? [] : [[name, value]];
            }),
          ),
          fill: args.options.has('fill'),
          quiet: args.options.has('quiet'),
          ...(workerEntry ? { workerEntry } : {}),
        },
        (line) => process.stderr.write(`${line}\n`),
      );
      for (const result of results) {
        if (args.json) {
          out.json({
            variant: result.variant,
            levels: Object.fromEntries(result.levels.map((l) => [l.level, { have: l.have, goal: l.goal, added: l.added }])),
            attempts: result.attempts,
            seconds: Math.round(result.elapsedSeconds * 10) / 10,
            stopReason: result.stopReason ?? null,
          });
        } else {
          out.line(result.levels.map((l) => `${result.variant}/${l.level}: +${l.added} (${l.have}/${l.goal})`).join('\n'));
        }
      }
      return 0;
    } catch (error) {
      if (error instanceof GenerateUsageError) throw new UsageError(error.message);
      throw error;
    }
  },
};
