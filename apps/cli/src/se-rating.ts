/**
 * `--rating se` for grade and steps: the Sudoku Explainer rating of a classic 9×9 puzzle
 * (contract §4). Other variants and constraint puzzles are refused: SE rates classic grids only.
 */
import type { Puzzle } from '@sudoku-forge/core-solver';
import { seRate, type SeRating } from '@sudoku-forge/grader/se';
import { stringOption, UsageError, type Args, type OptionSpec } from './cli.ts';

export const RATINGS = ['level', 'se'] as const;
export type Rating = (typeof RATINGS)[number];

export const RATING_OPTION: OptionSpec = {
  name: 'rating',
  value: 'RATING',
  description: 'level (default) or se: add the Sudoku Explainer rating ER/EP/ED (classic 9×9 only)',
};

/** The --rating value; a bad one is a usage error (exit 2). */
export function ratingOption(args: Args): Rating {
  const raw = stringOption(args, 'rating');
  if (raw === undefined) return 'level';
  if (!(RATINGS as readonly string[]).includes(raw)) {
    throw new UsageError(`--rating must be one of ${RATINGS.join(', ')}, got '${raw.slice(0, 40)}'`);
  }
  return raw as Rating;
}

/** A usage error for a puzzle SE cannot rate (a variant other than classic). */
export function requireClassic(puzzle: Puzzle): void {
  if (puzzle.geometry.variant !== 'classic') {
    throw new UsageError(
      `--rating se rates classic 9×9 puzzles only (Sudoku Explainer's rules), not ${puzzle.geometry.variant}`,
      'unsupported',
    );
  }
}

/** The SE rating of a classic puzzle with one solution. */
export function seRatingOf(puzzle: Puzzle, keepSteps = false): SeRating {
  requireClassic(puzzle);
  let text = '';
  for (let i = 0; i < 81; i++) text += puzzle.givens[i] ? String(puzzle.givens[i]) : '.';
  return seRate(text, { keepSteps });
}
