/**
 * Everything the player asks the grader, in one place: hints from the player's position, the
 * solver page's report and the guide's worked examples. Runs inside the learn worker, so a slow
 * grade never freezes the page. Steps leave here as contract JSON-like objects with 0-based cells.
 */
import {
  applyStep,
  boardOf,
  createState,
  displayName,
  eliminationsWord,
  gradePuzzle,
  hint,
  solvePath,
  TECHNIQUE_TABLE,
  type Board as GraderBoard,
  type Step as GraderStep,
} from '@sudoku-forge/grader';
import {
  cellName,
  describeVerdict,
  digitSymbol,
  findConflicts,
  gridToString,
  parsePuzzle,
  PuzzleInputError,
  solvePuzzle,
  type ParseOptions,
  type PuzzleRecord,
} from '@sudoku-forge/core-solver';
import type { Grade, Level, Position, ShownStep } from './api.ts';

export type HintAnswer =
  | { kind: 'step'; step: ShownStep; position: Position }
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
    if (!step) return stuckAnswer(puzzle, digits);
    if (step.technique === 'mistake')
      return mistakeAnswer(puzzle.geometry, step.cells[0] ?? 0, digits, step.explanation);
    // The candidates the step was found in, as the grader saw them: the player's centre notes,
    // and every candidate the peers allow in a cell without notes.
    const grid = Uint8Array.from(puzzle.givens, (g, cell) => g || (digits[cell] ?? 0));
    const state = createState(puzzle.geometry, grid, false);
    const candidates = Array.from(state.candidates, (mask, cell) => (centre[cell] ? mask & centre[cell]! : mask));
    return { kind: 'step', step: plainStep(step, state.board), position: { digits: [...grid], candidates } };
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
}

/**
 * What the hint says when no technique finds a step: already solved, or that nothing the grader
 * knows applies at this point — the constraints' own steps included (issue 27: they read every
 * rule now) — with how many cells are still empty.
 */
export function stuckAnswer(
  puzzle: { givens: ArrayLike<number>; geometry: { constraints: readonly unknown[] } },
  digits: ArrayLike<number>,
): HintAnswer {
  const empty = Array.from(puzzle.givens, (g, i) => g || digits[i]).filter((d) => !d).length;
  if (empty === 0) return { kind: 'stuck', message: 'The puzzle is already solved.' };
  const known = puzzle.geometry.constraints.length > 0 ? ' (the constraints’ own steps included)' : '';
  const cells = `${empty} ${empty === 1 ? 'cell' : 'cells'} still empty`;
  return {
    kind: 'stuck',
    message: `No technique the grader knows${known} applies at this point, with ${cells}: the next step needs guessing or a technique it lacks.`,
  };
}

/**
 * A wrong digit said with the board's symbol ("the C in r1c1" on 16×16, where the grader's own
 * text, shared with the CLI, says "12"); wrong notes keep the grader's words (issue 30 §5).
 */
export function mistakeAnswer(
  geometry: { size: number },
  cell: number,
  digits: ArrayLike<number>,
  graderText: string,
): HintAnswer {
  const digit = digits[cell] ?? 0;
  if (digit === 0) return { kind: 'mistake', cell, text: graderText };
  const text = `The ${digitSymbol(digit)} in ${cellName(geometry, cell)} does not lead to the solution; remove it before going on.`;
  return { kind: 'mistake', cell, text };
}

/** A grader step as plain data with its teaching fields read (they are lazy getters there). */
function plainStep(step: GraderStep, board: GraderBoard): ShownStep {
  const cellDigit = ({ cell, digit }: { cell: number; digit: number }) => ({ cell, digit });
  return {
    technique: step.technique,
    placements: step.placements.map(cellDigit),
    eliminations: step.eliminations.map(cellDigit),
    cells: [...step.cells],
    ...(step.affected ? { affected: [...step.affected] } : {}),
    explanation: step.explanation,
    ...(step.nudge ? { nudge: step.nudge } : {}),
    houses: (step.houses ?? []).map((h) => ({ ...h, cells: [...h.cells] })),
    links: (step.links ?? []).map((l) => ({
      from: cellDigit(l.from),
      to: cellDigit(l.to),
      strong: l.strong,
      ...(l.fromCells ? { fromCells: [...l.fromCells] } : {}),
      ...(l.toCells ? { toCells: [...l.toCells] } : {}),
    })),
    highlights: (step.highlights ?? []).map((h) => ({ ...h })),
    displayName: displayName(step.technique),
    removes: step.eliminations.length > 0 ? eliminationsWord(board, step.eliminations) : '',
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
  path: { steps: ShownStep[]; solved: boolean; level: Level } | null;
}

/** The solver page's report on typed or pasted input; bad input gives `{error}` in words. */
export function checkPuzzle(text: string, options: ParseOptions): SolverReport | { error: string } {
  let puzzle: ReturnType<typeof parsePuzzle>;
  try {
    puzzle = parsePuzzle(text, options);
  } catch (error) {
    if (error instanceof PuzzleInputError) return { error: error.message };
    throw error;
  }
  // A pasted f-puzzles or SudokuPad link may carry rules the solver and grader here do not read
  // yet: refuse it by name rather than report on the puzzle without them.
  const types = [...new Set(puzzle.geometry.constraints.map((c) => c.type))];
  if (types.length > 0) {
    return {
      error: `This puzzle link has rules the solver page does not read yet (${types.join(', ')}); an f-puzzles link of one of the nine variants opens through Create → Import from f-puzzles.`,
    };
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
      const board = boardOf(puzzle.geometry);
      report.path = { steps: path.steps.map((s) => plainStep(s, board)), solved: path.solved, level: path.level };
    } catch (error) {
      report.gradeNote = `The grader failed on this puzzle: ${(error as Error).message}`;
    }
  }
  return report;
}

/** The logical path of a stored puzzle (the guide's worked examples). */
export function pathOf(record: PuzzleRecord): { steps: ShownStep[]; solved: boolean; level: Level } {
  const puzzle = parsePuzzle(record);
  const path = solvePath(puzzle);
  const board = boardOf(puzzle.geometry);
  return { steps: path.steps.map((s) => plainStep(s, board)), solved: path.solved, level: path.level };
}

/** A worked example: the whole logical path, the position before each step, and where the technique first appears (-1: nowhere). */
export interface Example {
  steps: ShownStep[];
  positions: Position[];
  index: number;
}

/**
 * The guide's worked example of a technique in a stored puzzle: its logical path replayed step by
 * step, keeping the position (digits and candidates) just before each step, so the guide can
 * draw the candidates and step through the solve.
 */
export function exampleOf(record: PuzzleRecord, technique: string): Example {
  const puzzle = parsePuzzle(record);
  const path = solvePath(puzzle);
  const state = createState(puzzle.geometry, puzzle.givens, true, puzzle.givens);
  const positions: Position[] = [];
  for (const step of path.steps) {
    positions.push({ digits: [...state.digits], candidates: [...state.candidates] });
    applyStep(state, step);
  }
  return {
    steps: path.steps.map((s) => plainStep(s, state.board)),
    positions,
    index: path.steps.findIndex((s) => s.technique === technique),
  };
}

/** The grader's technique table (name, level, score). */
export function techniqueTable(): readonly { name: string; level: Level; score: number }[] {
  return TECHNIQUE_TABLE;
}
