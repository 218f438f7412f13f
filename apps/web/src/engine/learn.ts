/**
 * Everything the player asks the grader, in one place: hints from the player's position, the
 * solver page's report and the guide's worked examples. Runs inside the learn worker, so a slow
 * grade never freezes the page. Steps leave here as contract JSON-like objects with 0-based cells.
 */
import { gradePuzzle, hint, solvePath, TECHNIQUE_TABLE, type Step as GraderStep } from '@sudoku-forge/grader';
import {
  describeVerdict,
  findConflicts,
  gridToString,
  parsePuzzle,
  PuzzleInputError,
  solvePuzzle,
  type ParseOptions,
  type PuzzleRecord,
} from '@sudoku-forge/core-solver';
import type { Grade, Level, Step } from './api.ts';

export type HintAnswer =
  | { kind: 'step'; step: Step }
  | { kind: 'mistake'; cell: number; text: string }
  | { kind: 'stuck'; message: string }
  | { kind: 'error'; message: string };

/**
 * The next logical step from the player's position: their digits, and their centre notes as
 * candidates (a cell without notes counts as having every candidate the rules allow). The grader
 * points out a wrong digit, or notes that lost the solution's digit, before anything else.
 */
export function hintFor(record: PuzzleRecord, digits: ArrayLike<number>, centre: ArrayLike<number>): HintAnswer {
  const puzzle = parsePuzzle(record);
  try {
    const step = hint(puzzle, { digits: Uint8Array.from(digits), candidates: Uint16Array.from(centre) });
    if (!step) return { kind: 'stuck', message: Array.from(puzzle.givens, (g, i) => g || digits[i]).every(Boolean) ? 'The puzzle is already solved.' : 'None of the techniques the grader knows applies here: the next step needs guessing or a technique it lacks.' };
    if (step.technique === 'mistake') return { kind: 'mistake', cell: step.cells[0] ?? 0, text: step.explanation };
    return { kind: 'step', step: plainStep(step) };
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
}

function plainStep(step: GraderStep): Step {
  return {
    technique: step.technique,
    placements: step.placements.map(({ cell, digit }) => ({ cell, digit })),
    eliminations: step.eliminations.map(({ cell, digit }) => ({ cell, digit })),
    cells: [...step.cells],
    ...(step.affected ? { affected: [...step.affected] } : {}),
    explanation: step.explanation,
  };
}

export interface SolverReport {
  variant: string;
  size: number;
  verdict: string;
  status: string;
  givens: number;
  singles: number;
  effort: string;
  solution: string | null;
  conflicts: number[];
  grade: Grade | null;
  gradeNote: string | null;
  path: { steps: Step[]; solved: boolean; level: Level } | null;
}

/** The solver page's report on typed or pasted input; bad input gives `{error}` in words. */
export function checkPuzzle(text: string, options: ParseOptions): SolverReport | { error: string } {
  let puzzle;
  try {
    puzzle = parsePuzzle(text, options);
  } catch (error) {
    if (error instanceof PuzzleInputError) return { error: error.message };
    throw error;
  }
  const verdict = solvePuzzle(puzzle);
  const report: SolverReport = {
    variant: puzzle.geometry.variant,
    size: puzzle.geometry.size,
    verdict: describeVerdict(verdict),
    status: verdict.status,
    givens: verdict.givens,
    singles: verdict.singles,
    effort: verdict.difficulty,
    solution: verdict.status === 'unique' && verdict.solution ? gridToString(verdict.solution) : null,
    conflicts: [...new Set(findConflicts(puzzle.geometry, puzzle.givens).flatMap((c) => c.cells))],
    grade: null,
    gradeNote: null,
    path: null,
  };
  if (verdict.status !== 'unique') {
    report.gradeNote = 'Only a puzzle with exactly one solution has a grade.';
  } else {
    try {
      report.grade = gradePuzzle(puzzle);
      const path = solvePath(puzzle);
      report.path = { steps: path.steps.map(plainStep), solved: path.solved, level: path.level };
    } catch (error) {
      report.gradeNote = `The grader failed on this puzzle: ${(error as Error).message}`;
    }
  }
  return report;
}

/** The logical path of a stored puzzle (the guide's worked examples). */
export function pathOf(record: PuzzleRecord): { steps: Step[]; solved: boolean; level: Level } {
  const path = solvePath(parsePuzzle(record));
  return { steps: path.steps.map(plainStep), solved: path.solved, level: path.level };
}

/** The grader's technique table (name, level, score). */
export function techniqueTable(): readonly { name: string; level: Level; score: number }[] {
  return TECHNIQUE_TABLE;
}
