/**
 * Technique grading per second (contract §6 op "grade", issue 7: ≥ 2,000/s on 17-clue, ≥ 200/s on
 * magictour top 1465), for the bench runner to call, plus how many puzzles the techniques finish
 * without guessing (issue 3 asks for that fraction per set).
 *
 * `prepareGrade` does the untimed work (parsing, a soundness check of a few logical paths against
 * the solution) and returns the timed run, in the shape of a BenchOp's `prepare`; the run's
 * `finished` property tells how many puzzles its last call finished. `benchGrade` times one run.
 * Meant for sets of unique puzzles: on the serg set (2+ solutions) a grade means little.
 */
import { countSolutions, parsePuzzle, type Puzzle } from '@sudoku-forge/core-solver';
import { LEVELS, gradePuzzle, solvePath } from '@sudoku-forge/grader';

export interface GradeRun {
  /** Grades every puzzle; returns how many it graded. */
  (): number;
  /** Puzzles the last run finished without guessing. */
  readonly finished: number;
}

/** How many paths are checked step by step before timing (each costs a solver run and a path). */
const CHECKED = 5;

/** Untimed set-up; the returned run grades every puzzle and returns how many it did. */
export function prepareGrade(puzzles: readonly string[]): GradeRun {
  const parsed: Puzzle[] = puzzles.map((line) => parsePuzzle(line));
  // A fast wrong answer is worth nothing: the first paths must agree with the solution.
  for (let i = 0; i < Math.min(CHECKED, parsed.length); i++) {
    const puzzle = parsed[i]!;
    const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
    if (count.solutions !== 1) continue;
    const solution = count.found[0]!;
    for (const step of solvePath(puzzle).steps) {
      const wrong =
        step.placements.some((p) => solution[p.cell] !== p.digit) ||
        step.eliminations.some((e) => solution[e.cell] === e.digit);
      if (wrong)
        throw new Error(`grade: puzzle ${i + 1} (${puzzles[i]}): unsound ${step.technique} step: ${step.explanation}`);
    }
  }
  let finished = 0;
  const run = () => {
    finished = 0;
    for (const puzzle of parsed) {
      const grade = gradePuzzle(puzzle);
      if (!LEVELS.includes(grade.level)) throw new Error(`grade: unknown level ${grade.level}`);
      if (grade.solved) finished++;
    }
    return parsed.length;
  };
  return Object.defineProperty(run, 'finished', { get: () => finished, enumerable: true }) as GradeRun;
}

/** Grades per second over the puzzles (one timed run) and the fraction finished without guessing. */
export function benchGrade(puzzles: string[]): { perSecond: number; finishedFraction: number } {
  const run = prepareGrade(puzzles);
  const start = performance.now();
  const count = run();
  const perSecond = (count * 1000) / (performance.now() - start);
  return { perSecond, finishedFraction: count === 0 ? 0 : run.finished / count };
}
