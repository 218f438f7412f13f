/**
 * The hint on screen as data, and its stages (game/hint-view.ts says what each stage marks on the
 * board). Apart from the marks so that the first screen carries only this.
 */
import type { Position, ShownStep } from '../engine/api.ts';

export type HintStage = 1 | 2 | 3;

export type HintView =
  | { kind: 'loading' }
  | { kind: 'wrong'; cell: number; text: string }
  | { kind: 'step'; stage: HintStage; step: ShownStep; position: Position }
  | { kind: 'message'; text: string };

/** Pressing Hint again: stage 1 → 2 → 3, where it stays; anything else asks for a new hint (null). */
export function nextHintStage(hint: HintView | null): HintView | null {
  if (hint?.kind === 'step') return { ...hint, stage: hint.stage === 3 ? 3 : ((hint.stage + 1) as HintStage) };
  return null;
}
