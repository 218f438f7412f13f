/**
 * @sudoku-forge/grader — human techniques over core-solver's geometry: explained hints, the whole
 * logical path, and a level that means the same as HoDoKu's.
 */
export { LEVELS, type Level, type Step, type Grade, type CellDigit } from './types.ts';
export { TECHNIQUE_TABLE, FINDERS, techniqueInfo, type TechniqueInfo, type Finder } from './table.ts';
export {
  gradePuzzle,
  progressOf,
  solvePath,
  hint,
  nextStep,
  nextRound,
  GraderError,
  type GradeOptions,
  type Position,
  type Progress,
  type SolvePath,
} from './grade.ts';
export { stepToJson, noStepJson, pathToJson, gradeToJson, type StepJson } from './json.ts';
export { createState, applyStep, isSolved, hasContradiction, type State } from './state.ts';
export { boardOf, type Board } from './board.ts';
export { displayName } from './names.ts';
export { eliminationsWord, spanWord, cageWord, listWord } from './words.ts';
export type { StepHouse, StepLink, StepDetail } from './types.ts';
export type { HouseJson, CandidateJson } from './json.ts';
export { RULE as CONSTRAINT_RULES, constraintTechniques } from './techniques/constraints.ts';
