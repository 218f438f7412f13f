/**
 * The Sudoku Explainer rating (ER/EP/ED) of classic puzzles: `@sudoku-forge/grader/se`, kept out of
 * the grader's main entry so the player loads it only when it shows the rating.
 */
export { seRate, nextSeStep, type SeRating, type SeStep } from './rate.ts';
export { SE_RULES, type SeRule } from './rules.ts';
export { SeGrid } from './grid.ts';
export type { SeHint } from './hint.ts';
export { formatSe, seJson, type SeJson } from './format.ts';
