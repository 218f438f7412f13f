/** The generation worker's task: one attempt (runs in a worker thread, see run.ts). */
import type { VariantId } from '@sudoku-forge/core-solver';
import type { Level } from '@sudoku-forge/grader';
import { makePuzzle, type Attempt, type MakeOptions } from './make.ts';

export interface AttemptTask {
  variant: VariantId;
  seed: number;
  target: Level;
  options: MakeOptions;
}

export function runAttempt(task: AttemptTask): Attempt {
  return makePuzzle(task.variant, task.seed, task.target, task.options);
}
