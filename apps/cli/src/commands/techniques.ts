import { displayName, LEVELS, TECHNIQUE_TABLE } from '@sudoku-forge/grader';
import { EXIT_OK, UsageError, type Command } from '../cli.ts';

/** The grader's technique table: every technique, its level and HoDoKu-style score. */
export const techniquesCommand: Command = {
  name: 'techniques',
  summary: 'the techniques the grader knows, in grading order, with level and score',
  usage: 'sudoku techniques [--json]',
  options: [],
  async run(args, out) {
    if (args.positionals.length > 0) throw new UsageError('techniques takes no arguments');
    if (args.json) {
      out.json({
        levels: LEVELS,
        techniques: TECHNIQUE_TABLE.map((t) => ({ name: t.name, level: t.level, score: t.score })),
      });
    } else {
      const width = Math.max(...TECHNIQUE_TABLE.map((t) => displayName(t.name).length));
      for (const level of LEVELS) {
        out.line(`${level}:`);
        for (const t of TECHNIQUE_TABLE.filter((x) => x.level === level))
          out.line(`  ${displayName(t.name).padEnd(width)}  ${t.score}`);
      }
    }
    return EXIT_OK;
  },
};
