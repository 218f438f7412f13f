/** The `[DIR] [--workers N]` arguments of the commands that read a whole pools folder (verify, regrade). */
import { MAX_WORKERS } from '@sudoku-forge/puzzle-store/node';
import { integerOption, UsageError, userPath, type Args } from '../cli.ts';

export interface PoolsFolderArgs {
  /** The folder's path (data/puzzles when none is named). */
  readonly dir: string;
  /** --workers, when given. */
  readonly workers: number | undefined;
}

export function poolsFolderArgs(args: Args): PoolsFolderArgs {
  if (args.positionals.length > 1)
    throw new UsageError(`expected at most one pools folder, got ${args.positionals.length} arguments`);
  const workers = args.options.has('workers') ? integerOption(args, 'workers', 0, 0, MAX_WORKERS) : undefined;
  const typed = args.positionals[0] ?? 'data/puzzles';
  if (typed.trim() === '')
    throw new UsageError('the pools folder is empty: name a folder (or leave it out for data/puzzles)');
  return { dir: userPath(typed), workers };
}
