/**
 * The hint sheet's words at each stage (what game/hint-view.ts marks on the board, said in words)
 * and the guide link. Pure; loaded with the teaching parts, not with the first screen.
 */
import { digitSymbol, type VariantId } from '@sudoku-forge/core-solver';
import type { HintView } from './hint-view.ts';

/** The guide's page for a technique in a variant (App's hash route; guide/route.ts reads it). */
export function guideHref(variant: VariantId, technique: string): string {
  return `#/guide/${variant}/${encodeURIComponent(technique)}`;
}

/** What the sheet says at each stage, in words. */
export interface HintText {
  /** Stage 1 on: where to look. */
  nudge: string;
  /** Stage 2 on: the technique's name as people write it. */
  title?: string;
  /** Stage 2 on: whether a chain is drawn, and how to read it. */
  legend?: string;
  /** Stage 3: why the step holds. */
  explanation?: string;
  /** Stage 3: what the step changes, in words. */
  changes?: string[];
}

export function hintText(hint: Extract<HintView, { kind: 'step' }>, cellName: (cell: number) => string): HintText {
  const { step, stage } = hint;
  const nudge = step.nudge ?? 'Look at the highlighted houses.';
  if (stage === 1) return { nudge };
  const links = step.links ?? [];
  const legend =
    links.length > 0
      ? links.some((l) => !l.strong)
        ? 'Arrows follow the chain: solid for a strong link (one of the two is true), dashed for a weak link (not both).'
        : 'Arrows follow the strong links: one end or the other is true.'
      : undefined;
  const title = step.displayName;
  const roles = new Set((step.highlights ?? []).map((h) => h.role));
  const notes = [
    ...(legend ? [legend] : []),
    ...(links.some((l) => l.fromCells || l.toCells) ? ['A boxed group counts as one node: the digit is in one of its cells.'] : []),
    ...(roles.has('cause') || roles.has('ruled-out') ? ['The ringed digits rule out the hatched cells.'] : []),
    ...(roles.has('fin') ? ['The fins have a dashed ring: the cells that lose the digit see every fin.'] : []),
  ];
  const key = notes.length > 0 ? { legend: notes.join(' ') } : {};
  if (stage === 2) return { nudge, title, ...key };
  const changes: string[] = [];
  if (step.placements.length > 0) changes.push(`Place ${step.placements.map((p) => `${digitSymbol(p.digit)} in ${cellName(p.cell)}`).join(', ')}.`);
  if (step.removes) changes.push(`Removes: ${step.removes}.`);
  return { nudge, title, ...key, explanation: step.explanation, changes };
}
