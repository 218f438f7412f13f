/**
 * What the hint on screen marks on the board at each stage — the technique and where to look,
 * then why, then the step (Good Sudoku's order, issue 30 §5):
 *
 *   stage 1  the houses (and cages) the step reasons in; no cell, no candidate, no answer
 *   stage 2  why: the pattern cells, the candidates of the position with the pattern's marked,
 *            what rules cells out, and the chain's links drawn as arrows (strong solid, weak
 *            dashed); a cell the step places a digit in shows no candidates (they would tell)
 *   stage 3  the step: the cells it changes and its eliminations struck out; then Apply, or the
 *            player makes the move
 *
 * Pure, so the hook only asks and the board only draws. The sheet's words are in hint-text.ts
 * (loaded with the sheet, not with the first screen).
 */
import type { PuzzleRecord } from '@sudoku-forge/core-solver';
import type { StepLink } from '@sudoku-forge/grader/types';
import { requestHint } from '../engine/learn-client.ts';
import type { HintView } from './hint-stage.ts';

// The hint's stages and what pressing Hint again does, apart: the first screen loads them, and
// this module with the first hint (ui/hooks/useHint.ts).
export { nextHintStage, type HintStage, type HintView } from './hint-stage.ts';

/** How a candidate is marked: part of the pattern, a finned fish's fin, removed by the step, or the digit it places. */
export type CandidateMark = 'pattern' | 'fin' | 'removed' | 'placed';

export interface HintMarks {
  /** Stage 1 on: the cells of the houses and cages the step reasons in. */
  readonly houses?: ReadonlySet<number>;
  /** Stage 2 on: the cells that make the step hold (or the wrong digit's cell). */
  readonly cells?: ReadonlySet<number>;
  /** Stage 3: cells the step changes. */
  readonly targets?: ReadonlySet<number>;
  /** Stage 3: digits the step removes, per cell. */
  readonly eliminations?: ReadonlyMap<number, readonly number[]>;
  /** Stage 2 on: the candidates to draw in empty cells (masks; the position the step was found in). */
  readonly candidates?: readonly number[];
  /** Stage 2 on: marked candidates, per cell and digit. */
  readonly marks?: ReadonlyMap<number, ReadonlyMap<number, CandidateMark>>;
  /** Stage 2 on: the chain to draw. */
  readonly links?: readonly StepLink[];
  /** Stage 2 on: cells whose digit rules other cells out (a hidden single's helpers), ringed. */
  readonly causes?: ReadonlySet<number>;
  /** Stage 2 on: empty cells that cannot take the step's digit, hatched. */
  readonly ruledOut?: ReadonlySet<number>;
}

const bit = (digit: number) => 1 << (digit - 1);

export function hintMarks(hint: HintView | null): HintMarks {
  if (hint?.kind === 'wrong') return { cells: new Set([hint.cell]) };
  if (hint?.kind !== 'step') return {};
  const { step, stage, position } = hint;
  const houses = new Set((step.houses ?? []).flatMap((h) => h.cells));
  if (stage === 1) return { houses };

  // A killer step's position has every candidate the peers allow (the cages' sums are the step's
  // subject): 81 cells of 1–9 bury it, so only the cells it reasons in show their candidates. So
  // for a constraint's own step (its house carries the constraint's name): the thermo, not the board.
  const local = (step.houses ?? []).some((h) => h.unit === 'cage' || h.name !== undefined);
  const shown = local
    ? new Set([
        ...houses,
        ...step.cells,
        ...step.placements.map((p) => p.cell),
        ...step.eliminations.map((e) => e.cell),
      ])
    : null;
  // Stage 2 shows why, not the answer (Good Sudoku): a cell the step places a digit in is lit
  // with its pattern, but shows no candidates until stage 3 (a single's only candidate is its answer).
  const answers = new Set(stage === 2 ? step.placements.map((p) => p.cell) : []);
  const candidates = position.candidates.map((mask, cell) =>
    (shown && !shown.has(cell)) || answers.has(cell) ? 0 : mask,
  );
  const has = (cell: number, digit: number) => ((candidates[cell] ?? 0) & bit(digit)) !== 0;
  const marks = new Map<number, Map<number, CandidateMark>>();
  const mark = (cell: number, digit: number, how: CandidateMark) => {
    if (!has(cell, digit)) return;
    const cellMarks = marks.get(cell) ?? new Map<number, CandidateMark>();
    cellMarks.set(digit, how);
    marks.set(cell, cellMarks);
  };
  const targets = new Set([...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)]);
  // The pattern's candidates: in each pattern cell the step does not change, the digits the step
  // is about (the ones it removes elsewhere or places); plus every candidate the chain runs through.
  const digits = new Set([...step.eliminations.map((e) => e.digit), ...step.placements.map((p) => p.digit)]);
  for (const cell of step.cells) {
    if (targets.has(cell) && step.placements.length === 0) continue;
    for (const digit of digits) mark(cell, digit, 'pattern');
  }
  const links = step.links ?? [];
  for (const l of links) {
    for (const cell of l.fromCells ?? [l.from.cell]) mark(cell, l.from.digit, 'pattern');
    for (const cell of l.toCells ?? [l.to.cell]) mark(cell, l.to.digit, 'pattern');
  }
  // The step's own highlights: fins, a rectangle's corners, what rules a hidden single's cells out.
  const causes = new Set<number>();
  const ruledOut = new Set<number>();
  for (const h of step.highlights ?? []) {
    if (h.role === 'ruled-out') ruledOut.add(h.cell);
    else if (h.role === 'cause') causes.add(h.cell);
    else if (h.digit !== undefined) {
      if (has(h.cell, h.digit)) mark(h.cell, h.digit, h.role);
      else if (position.digits[h.cell] === h.digit) causes.add(h.cell);
    }
  }
  const extra = { ...(causes.size > 0 ? { causes } : {}), ...(ruledOut.size > 0 ? { ruledOut } : {}) };
  const cells = new Set(step.cells);
  if (stage === 2) return { houses, cells, candidates, marks, links, ...extra };

  const eliminations = new Map<number, number[]>();
  for (const { cell, digit } of step.eliminations) {
    eliminations.set(cell, [...(eliminations.get(cell) ?? []), digit]);
    mark(cell, digit, 'removed');
  }
  for (const { cell, digit } of step.placements) mark(cell, digit, 'placed');
  return { houses, cells, candidates, marks, links, targets, eliminations, ...extra };
}

/** Asks the learn worker for the next step from the player's position, as the hint to show (stage 1). */
export async function askHint(
  record: PuzzleRecord,
  digits: readonly number[],
  centre: readonly number[],
): Promise<HintView> {
  const answer = await requestHint(record, digits, centre);
  if (answer.kind === 'step') return { kind: 'step', stage: 1, step: answer.step, position: answer.position };
  if (answer.kind === 'mistake') return { kind: 'wrong', cell: answer.cell, text: answer.text };
  return { kind: 'message', text: answer.message };
}
