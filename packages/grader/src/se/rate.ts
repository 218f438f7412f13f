/**
 * The Sudoku Explainer rating of a classic puzzle: at each step the first rule in SE's fixed
 * order that applies (a chaining rule gives its easiest chain), applied; then
 *
 *   ER = the highest step difficulty over the whole solve,
 *   EP = the highest up to the first step that places a digit,
 *   ED = the first step's difficulty.
 *
 * Rule order and values after SudokuExplainer 1.2.1 (Solver.getDifficulty, serate): see SE_RULES,
 * up to its nested forcing chains (levels 2–5, 9.5–11.0 + length; nested.ts). Nested chains run
 * whole chaining rules inside every propagation, so a rating can take seconds to a minute on the
 * forum's hardest puzzles; `maxPropagations` bounds that work. A rating stopped by the bound, or a
 * puzzle no rule of SE solves (serate says 20.0), ends with `complete: false`: its numbers are
 * lower bounds — the step SE would take there rates at least the least difficulty of the rule being
 * tried (11.0 when none applies), and so do the numbers it enters.
 */
import { SeGrid } from './grid.ts';
import { applyHint, type SeHint } from './hint.ts';
import { meter, OverBudget } from './propagate.ts';
import { SE_RULES } from './rules.ts';

/** The least difficulty of SE's last rule (nested forcing chains of level 5): a step no rule takes rates at least this. */
export const LAST_RULE = 11.0;

export interface SeStep extends SeHint {
  readonly rule: string;
}

export interface SeRating {
  readonly er: number;
  readonly ep: number;
  readonly ed: number;
  /** False when the numbers are lower bounds: the propagation bound was reached, or no rule of SE applies. */
  readonly complete: boolean;
  readonly steps: readonly SeStep[];
}

export interface SeRateOptions {
  readonly keepSteps?: boolean;
  /** The most chain propagations the rating may run (unbounded by default; the forum's hardest take up to a few million). */
  readonly maxPropagations?: number;
}

/** The next SE step on `g`, or the least difficulty it could have when no rule applies or the bound stops the search. */
function nextStep(g: SeGrid): SeStep | number {
  for (const rule of SE_RULES) {
    try {
      const hint = rule.find(g);
      if (hint) return { ...hint, rule: rule.id };
    } catch (e) {
      if (e instanceof OverBudget) return rule.least ?? 0;
      throw e;
    }
  }
  return LAST_RULE;
}

/** The next SE step on `g`, or null when no rule applies. */
export function nextSeStep(g: SeGrid): SeStep | null {
  const step = nextStep(g);
  return typeof step === 'number' ? null : step;
}

/** Rates an 81-character classic puzzle (digits, '.' or '0' for empty). The puzzle must be valid and unique. */
export function seRate(puzzle: string, options: SeRateOptions = {}): SeRating {
  const g = SeGrid.parse(puzzle);
  let er = 0;
  let ep = 0;
  let ed = 0;
  let pearlDone = false;
  let first = true;
  const steps: SeStep[] = [];
  meter.count = 0;
  meter.cap = options.maxPropagations ?? Infinity;
  try {
    while (!g.isSolved()) {
      const step = nextStep(g);
      if (typeof step === 'number') {
        er = Math.max(er, step);
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
  } finally {
    meter.cap = Infinity;
  }
}
