/** Contract §4 JSON for steps, paths and grades (rows and columns 1-based). */
import { rowColumn, type Geometry } from '@sudoku-forge/core-solver';
import type { Grade, Step } from './types.ts';
import type { SolvePath } from './grade.ts';

export interface StepJson {
  technique: string | null;
  placements: { row: number; column: number; digit: number }[];
  eliminations: { row: number; column: number; digit: number }[];
  cells: [number, number][];
  explanation: string;
}

export function stepToJson(step: Step, geometry: Pick<Geometry, 'size'>): StepJson {
  const at = (cell: number, digit: number) => {
    const [row, column] = rowColumn(geometry, cell);
    return { row, column, digit };
  };
  return {
    technique: step.technique,
    placements: step.placements.map((p) => at(p.cell, p.digit)),
    eliminations: step.eliminations.map((e) => at(e.cell, e.digit)),
    cells: step.cells.map((cell) => rowColumn(geometry, cell)),
    explanation: step.explanation,
  };
}

/** The hint JSON when no technique applies (or the grid is already full). */
export function noStepJson(solved: boolean): StepJson {
  return {
    technique: null,
    placements: [],
    eliminations: [],
    cells: [],
    explanation: solved
      ? 'The grid is already solved.'
      : 'None of the techniques the grader knows applies to this position.',
  };
}

export function pathToJson(path: SolvePath, geometry: Pick<Geometry, 'size'>) {
  return { steps: path.steps.map((s) => stepToJson(s, geometry)), solved: path.solved, level: path.level };
}

export function gradeToJson(grade: Grade) {
  return {
    level: grade.level,
    hardest: grade.hardest,
    techniques: grade.techniques,
    solved: grade.solved,
    steps: grade.steps,
    score: grade.score,
  };
}
