/** Contract §4 JSON for steps, paths and grades (rows and columns 1-based). */
import { rowColumn, type Geometry } from '@sudoku-forge/core-solver';
import type { Grade, Step, StepHouse } from './types.ts';
import type { SolvePath } from './grade.ts';

export interface StepJson {
  technique: string | null;
  placements: { row: number; column: number; digit: number }[];
  eliminations: { row: number; column: number; digit: number }[];
  cells: [number, number][];
  explanation: string;
  /** Where to look, without giving the answer away. */
  nudge: string;
  /** The houses and cages the step reasons in; cages carry `sum` and no `index`. */
  houses: HouseJson[];
  /** The chain as ordered candidate links (empty for steps that are not chain-like). */
  links: LinkJson[];
}

/** A link; a group node's end also lists its cells (`fromCells` / `toCells`, [row, column]). */
export interface LinkJson {
  from: CandidateJson;
  to: CandidateJson;
  strong: boolean;
  fromCells?: [number, number][];
  toCells?: [number, number][];
}

export interface CandidateJson {
  row: number;
  column: number;
  digit: number;
}

export type HouseJson =
  | { unit: Exclude<StepHouse['unit'], 'cage'>; index: number; cells: [number, number][] }
  | { unit: 'cage'; sum: number; cells: [number, number][] };

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
    nudge: step.nudge ?? '',
    houses: (step.houses ?? []).map((h) => houseToJson(h, geometry)),
    links: (step.links ?? []).map((l) => ({
      from: at(l.from.cell, l.from.digit),
      to: at(l.to.cell, l.to.digit),
      strong: l.strong,
      ...(l.fromCells ? { fromCells: l.fromCells.map((cell) => rowColumn(geometry, cell)) } : {}),
      ...(l.toCells ? { toCells: l.toCells.map((cell) => rowColumn(geometry, cell)) } : {}),
    })),
  };
}

/** A step house in contract §4 form: `{"unit": "row", "index": 5, "cells": …}`, a cage by its sum. */
export function houseToJson(house: StepHouse, geometry: Pick<Geometry, 'size'>): HouseJson {
  const cells = house.cells.map((cell) => rowColumn(geometry, cell));
  return house.unit === 'cage'
    ? { unit: 'cage', sum: house.sum ?? 0, cells }
    : { unit: house.unit, index: house.index, cells };
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
    nudge: '',
    houses: [],
    links: [],
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
