/**
 * The hint on screen as data, and what it marks on the board. Stage 1 names the technique and
 * lights the cells that make it hold; stage 2 adds the explanation, the target cells and the
 * struck-through candidates. Pure, so the hook only asks and the board only draws.
 */
import type { Step } from '../engine/api.ts';

export type HintView =
  | { kind: 'loading' }
  | { kind: 'wrong'; cell: number; text: string }
  | { kind: 'step'; stage: 1 | 2; step: Step }
  | { kind: 'message'; text: string };

export interface HintMarks {
  /** Cells that make the step hold (or the wrong digit's cell). */
  readonly cells?: ReadonlySet<number>;
  /** Stage 2: cells the step changes. */
  readonly targets?: ReadonlySet<number>;
  /** Stage 2: digits the step removes, per cell. */
  readonly eliminations?: ReadonlyMap<number, readonly number[]>;
}

export function hintMarks(hint: HintView | null): HintMarks {
  if (hint?.kind === 'wrong') return { cells: new Set([hint.cell]) };
  if (hint?.kind !== 'step') return {};
  const cells = new Set(hint.step.cells);
  if (hint.stage === 1) return { cells };
  const targets = new Set([...hint.step.placements.map((p) => p.cell), ...hint.step.eliminations.map((e) => e.cell)]);
  const eliminations = new Map<number, number[]>();
  for (const { cell, digit } of hint.step.eliminations) eliminations.set(cell, [...(eliminations.get(cell) ?? []), digit]);
  return { cells, targets, eliminations };
}

/** Pressing Hint again: stage 1 → stage 2; anything else asks for a new hint (null). */
export function nextHintStage(hint: HintView | null): HintView | null {
  if (hint?.kind === 'step' && hint.stage === 1) return { ...hint, stage: 2 };
  return null;
}
