/**
 * The shapes the player's pages share with the grader, as plain data that crosses the worker
 * boundary. Each package is reached through one module: the grader through ./learn.ts (inside the
 * learn worker, so grading never blocks the page), the transforms through ./disguise.ts.
 */
// The one Step, Grade and Level of the grader; `./types` keeps the grader's code out of the page.
export { LEVELS, type Grade, type Level, type Step } from '@sudoku-forge/grader/types';
import type { Level, Step } from '@sudoku-forge/grader/types';

/**
 * A step as the player shows it: the grader's Step with its teaching fields filled (nudge,
 * houses, links), the technique's name as people write it and the eliminations in words.
 */
export interface ShownStep extends Step {
  /** "X-wing", "AIC", "Hidden single". */
  displayName: string;
  /** Eliminations grouped as people say them ("r1c1–r1c3 lose 4, 5 and 6"); '' for none. */
  removes: string;
}

/** A position: digits on the board (givens included) and every empty cell's candidates. */
export interface Position {
  digits: number[];
  candidates: number[];
}

/**
 * The levels' names as shown. No prototype: a name from a link or a save such as "constructor"
 * or "__proto__" is not `in` it and looks up as undefined.
 */
export const LEVEL_NAMES: Readonly<Record<Level, string>> = Object.freeze(
  Object.assign(Object.create(null) as Record<Level, string>, {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    expert: 'Expert',
    extreme: 'Extreme',
  }),
);
