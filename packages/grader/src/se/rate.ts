/**
 * The Sudoku Explainer rating of a classic puzzle: at each step the first rule in SE's fixed
 * order that applies (a chaining rule gives its easiest chain), applied; then
 *
 *   ER = the highest step difficulty over the whole solve,
 *   EP = the highest up to the first step that places a digit,
 *   ED = the first step's difficulty.
 *
 * Rule order and values after SudokuExplainer 1.2.1 (Solver.getDifficulty, serate): see SE_RULES.
 * Nested forcing chains (9.5+) are not implemented: a puzzle that needs them stops with
 * `complete: false` and its ratings are lower bounds. Every rule below 9.5 was tried and none
 * applies, so the step SE would take there rates at least NESTED (9.5), and so do the numbers it
 * enters.
 */
import { SeGrid } from './grid.ts';
import { applyHint, type SeHint } from './hint.ts';
import { SE_RULES } from './rules.ts';

/** The least difficulty of SE's nested forcing chains, the rules after the ones we have. */
export const NESTED = 9.5;

export interface SeStep extends SeHint {
  readonly rule: string;
}

export interface SeRating {
  readonly er: number;
  readonly ep: number;
  readonly ed: number;
  /** False when no implemented rule applies before the grid is solved (nested chains needed). */
  readonly complete: boolean;
  readonly steps: readonly SeStep[];
}

/** The next SE step on `g`, or null when no implemented rule applies. */
export function nextSeStep(g: SeGrid): SeStep | null {
  for (const rule of SE_RULES) {
    const hint = rule.find(g);
    if (hint) return { ...hint, rule: rule.id };
  }
  return null;
}

/** Rates an 81-character classic puzzle (digits, '.' or '0' for empty). The puzzle must be valid and unique. */
export function seRate(puzzle: string, options: { keepSteps?: boolean } = {}): SeRating {
  const g = SeGrid.parse(puzzle);
  let er = 0;
  let ep = 0;
  let ed = 0;
  let pearlDone = false;
  let first = true;
  const steps: SeStep[] = [];
  while (!g.isSolved()) {
    const step = nextSeStep(g);
    if (!step) {
      er = Math.max(er, NESTED);
      return { er, ep: pearlDone ? ep : er, ed: first ? er : ed, complete: false, steps };
    }
    if (options.keepSteps) steps.push(step);
    er = Math.max(er, step.difficulty);
    applyHint(g, step);
    if (!pearlDone) {
      if (first) ed = er;
      first = false;
      if (step.place) {
        ep = er;
        pearlDone = true;
      }
    }
  }
  return { er, ep: pearlDone ? ep : er, ed, complete: true, steps };
}
