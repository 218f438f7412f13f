/**
 * SE's rules as data, in the order Sudoku Explainer 1.2.1 tries them (Solver's direct, indirect,
 * chaining and chaining-2 producer lists). Each finder returns the hint SE would apply, or null;
 * a chaining finder returns its easiest chain. The first rule that returns a hint makes the step.
 *
 *   id              SE difficulty
 *   hidden-single   1.0 last value / 1.2 box / 1.5 line
 *   direct-locking  1.7 pointing / 1.9 claiming
 *   direct-hidden2  2.0      naked-single 2.3      direct-hidden3 2.5
 *   locking         2.6 / 2.8   naked2 3.0  x-wing 3.2  hidden2 3.4  naked3 3.6  swordfish 3.8
 *   hidden3 4.0  xy-wing 4.2  xyz-wing 4.4  unique 4.5+  naked4 5.0  jellyfish 5.2  hidden4 5.4
 *   bug 5.6+  ape 6.2  chains 6.5+  ate 7.5  nishio 7.5+  multiple 8.0+  dynamic 8.5+  dynamic+ 9.0+
 *   nested-chains-2 9.5+  -3 10.0+  -4 10.5+  -5 11.0+ (nested.ts)
 */
import type { SeGrid } from './grid.ts';
import type { SeHint } from './hint.ts';
import { directHiddenSet, directLocking, hiddenSingle, locking, nakedSingle } from './direct.ts';
import { fish, hiddenSet, nakedSet, xyWing } from './subsets.ts';
import { uniqueRectangles } from './unique.ts';
import { bug } from './bug.ts';
import { alignedExclusion } from './aligned.ts';
import { forcingChainsAndCycles } from './cycles.ts';
import { DYNAMIC, DYNAMIC_PLUS, MULTIPLE, NISHIO, multipleChains, type MultipleRule } from './multiple.ts';
import { NESTED_RULES } from './nested.ts';

export interface SeRule {
  readonly id: string;
  readonly find: (g: SeGrid) => SeHint | null;
  /** The least difficulty of the rule's hints (chaining rules: their base before the length bonus). */
  readonly least?: number;
}

const chained = (rule: MultipleRule) => (g: SeGrid) => multipleChains(g, rule)?.hint ?? null;

export const SE_RULES: readonly SeRule[] = [
  { id: 'hidden-single', find: hiddenSingle },
  { id: 'direct-locking', find: directLocking },
  { id: 'direct-hidden-pair', find: directHiddenSet(2) },
  { id: 'naked-single', find: nakedSingle },
  { id: 'direct-hidden-triple', find: directHiddenSet(3) },
  { id: 'locking', find: locking },
  { id: 'naked-pair', find: nakedSet(2) },
  { id: 'x-wing', find: fish(2) },
  { id: 'hidden-pair', find: hiddenSet(2) },
  { id: 'naked-triple', find: nakedSet(3) },
  { id: 'swordfish', find: fish(3) },
  { id: 'hidden-triple', find: hiddenSet(3) },
  { id: 'xy-wing', find: xyWing(false) },
  { id: 'xyz-wing', find: xyWing(true) },
  { id: 'unique-loop', find: uniqueRectangles },
  { id: 'naked-quad', find: nakedSet(4) },
  { id: 'jellyfish', find: fish(4) },
  { id: 'hidden-quad', find: hiddenSet(4) },
  { id: 'bug', find: bug },
  { id: 'aligned-pair', find: alignedExclusion(2) },
  { id: 'forcing-chain', find: (g) => forcingChainsAndCycles(g)?.hint ?? null },
  { id: 'aligned-triple', find: alignedExclusion(3) },
  { id: 'nishio', find: chained(NISHIO), least: NISHIO.base },
  { id: 'multiple-chains', find: chained(MULTIPLE), least: MULTIPLE.base },
  { id: 'dynamic-chains', find: chained(DYNAMIC), least: DYNAMIC.base },
  { id: 'dynamic-chains-plus', find: chained(DYNAMIC_PLUS), least: DYNAMIC_PLUS.base },
  ...NESTED_RULES.map((rule) => ({ id: `nested-chains-${rule.level}`, find: chained(rule), least: rule.base })),
];
