/**
 * The constraint rule: every thermo, arrow, dot, line and mark of a puzzle as one propagation rule
 * for forcing chains and nets (forcing.ts, and its drawing in trace.ts), on boards with such
 * constraints only — the constraints' counterpart of the cage rule (killer/cage-rule.ts).
 *
 *   under the current candidates, each place's propagators (a rule, or one pair of a board-wide
 *   rule: techniques/constraints.ts) run to a fixpoint; what they cut from empty cells goes, and
 *   a place they find broken breaks the grid
 *
 * What it removes is exactly what the constraint steps remove one place at a time.
 */
import {
  runToFixpoint,
  ruleViews,
  TrialDomains,
  type Propagator,
  type RuleView,
} from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';

/** One place to reason in: a rule, or one pair of cells of a board-wide rule. */
export interface Place {
  readonly rule: RuleView;
  readonly propagators: readonly Propagator[];
  /** The place's cells, ascending. */
  readonly cells: readonly number[];
}

/** The places of a board's rules, in the rules' order (board-wide rules split into their pairs). */
export const placesOf = perBoard((board: Board): Place[] => {
  const out: Place[] = [];
  for (const rule of ruleViews(board.geometry)) {
    if (!rule.global) out.push({ rule, propagators: rule.propagators, cells: rule.cells });
    else
      for (const p of rule.propagators) out.push({ rule, propagators: [p], cells: [...p.cells].sort((a, b) => a - b) });
  }
  return out;
});

/** A scratch copy of the candidate masks per board. */
const trialOf = perBoard((board: Board) => new TrialDomains(new Uint16Array(board.cellCount)));

/**
 * Runs one place's propagators over the position's candidates (placed digits as their only
 * candidate) into the board's scratch masks. Returns those masks, or null when the place is broken.
 */
export function tryPlace(state: State, place: Place): Uint16Array | null {
  const { digits, candidates } = state;
  const trial = trialOf(state.board);
  const cand = trial.cand;
  // every cell, not only the place's: a propagator may read cells it is not woken by
  for (let c = 0; c < cand.length; c++) cand[c] = digits[c] ? 1 << (digits[c]! - 1) : candidates[c]!;
  return runToFixpoint(place.propagators, trial) ? cand : null;
}

/** Asked before each removal (place index, cell, digit index d = digit - 1); false keeps the candidate. */
export type RuleRemoval = (place: number, cell: number, d: number) => boolean;

/** What constraintRule returns when place `p` is broken (always negative). */
export const brokenPlace = (p: number): number => -1 - p;
export const placeBroken = (result: number): number => -1 - result;

/**
 * The constraint rule once over every place, in place. Returns the number of candidates removed,
 * or a negative number (brokenPlace) when a place is broken; the places after it are not looked at.
 */
export function constraintRule(state: State, onRemove?: RuleRemoval): number {
  const { board, digits, candidates } = state;
  const places = placesOf(board);
  let removed = 0;
  for (let p = 0; p < places.length; p++) {
    const place = places[p]!;
    const cut = tryPlace(state, place);
    if (!cut) return brokenPlace(p);
    for (const cell of place.cells) {
      if (digits[cell]) continue;
      for (let lost = candidates[cell]! & ~cut[cell]!; lost !== 0; lost &= lost - 1) {
        const d = 31 - Math.clz32(lost & -lost);
        if (onRemove && !onRemove(p, cell, d)) continue;
        candidates[cell] = candidates[cell]! & ~(1 << d);
        removed++;
      }
    }
  }
  return removed;
}
