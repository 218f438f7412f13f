/**
 * Every technique is a search that reports ALL its instances in a position (`out.push(step)`),
 * never just the first it happens to meet. Two things rest on that:
 *
 *   grading   a round applies every instance of the easiest technique that applies, so the count
 *             of each technique depends only on the position, not on the order cells are scanned:
 *             a disguised puzzle (rows permuted, transposed, digits relabelled) grades the same
 *   hints     the hint is the instance that comes first in reading order (its first placement or
 *             elimination), whatever order the search ran in
 *
 * Instances are told apart by their effect: two patterns that place and remove exactly the same
 * candidates are one instance (the one whose technique ranks first keeps the name).
 */
import type { State } from './state.ts';
import type { Step } from './types.ts';

/** A technique's search: pushes every instance it finds in the position onto `out`. */
export type Search = (state: State, out: Step[]) => void;

/** The effect of a step as a string: its placements and eliminations, sorted. */
export function effectKey(step: Step): string {
  let key = '';
  const p = step.placements.map((x) => x.cell * 64 + x.digit).sort((a, b) => a - b);
  const e = step.eliminations.map((x) => x.cell * 64 + x.digit).sort((a, b) => a - b);
  for (const v of p) key += `p${v}`;
  for (const v of e) key += `e${v}`;
  return key;
}

/** Smallest (cell, digit) the step places or removes, as cell * 64 + digit. */
function firstTouched(step: Step): number {
  let best = Number.MAX_SAFE_INTEGER;
  for (const x of step.placements) best = Math.min(best, x.cell * 64 + x.digit);
  for (const x of step.eliminations) best = Math.min(best, x.cell * 64 + x.digit);
  return best;
}

/**
 * Reading order of instances: by the first cell (then digit) they change; ties by technique rank,
 * then by the whole effect, then by the cells that cause them — a total order, so the choice never
 * depends on the search order.
 */
export function compareSteps(a: Step, b: Step, rank: (technique: string) => number): number {
  const fa = firstTouched(a);
  const fb = firstTouched(b);
  if (fa !== fb) return fa - fb;
  const ra = rank(a.technique);
  const rb = rank(b.technique);
  if (ra !== rb) return ra - rb;
  const ka = effectKey(a);
  const kb = effectKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  const ca = a.cells.join(',');
  const cb = b.cells.join(',');
  return ca < cb ? -1 : ca > cb ? 1 : 0;
}

/** True when the step still changes the position (places into an empty cell or removes a candidate). */
export function changes(state: State, step: Step): boolean {
  for (const p of step.placements) if (state.digits[p.cell] === 0) return true;
  for (const e of step.eliminations) if (state.candidates[e.cell]! & (1 << (e.digit - 1))) return true;
  return false;
}

/**
 * The distinct instances of a search result, sorted in reading order: those that change the
 * position, one per effect (the best-ranked technique name keeps it), and none whose every change
 * another instance also makes (a chain that removes one candidate of a bigger chain's five adds
 * nothing). Both rules compare sets, so the result never depends on the search order.
 */
export function distinctInstances(state: State, steps: readonly Step[], rank: (technique: string) => number): Step[] {
  if (steps.length === 0) return [];
  if (steps.every(isSinglePlacement)) return distinctPlacements(state, steps, rank);
  // Each step's live effect once: sorted codes (placements negative), its key and first change.
  const items: { step: Step; codes: number[]; key: string; first: number; rank: number }[] = [];
  for (const step of steps) {
    const codes: number[] = [];
    for (const p of step.placements) if (state.digits[p.cell] === 0) codes.push(-(p.cell * 64 + p.digit));
    for (const e of step.eliminations)
      if (state.candidates[e.cell]! & (1 << (e.digit - 1))) codes.push(e.cell * 64 + e.digit);
    if (codes.length === 0) continue;
    codes.sort((a, b) => a - b);
    let first = Number.MAX_SAFE_INTEGER;
    for (const c of codes) first = Math.min(first, Math.abs(c));
    items.push({ step, codes, key: codes.join(','), first, rank: rank(step.technique) });
  }
  items.sort(
    (a, b) =>
      a.first - b.first ||
      a.rank - b.rank ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
      compareSteps(a.step, b.step, rank),
  );
  // Equal effects share their first change, so the first met of each has the best rank.
  const seen = new Set<string>();
  const distinct = items.filter((item) => !seen.has(item.key) && seen.add(item.key));
  if (distinct.length === 1 || distinct.every((x) => x.codes.length === 1)) return distinct.map((x) => x.step);
  const sets = distinct.map((x) => (x.codes.length > 1 ? new Set(x.codes) : null));
  return distinct
    .filter((item, i) => {
      for (let j = 0; j < distinct.length; j++) {
        const other = sets[j];
        if (j === i || !other || other.size <= item.codes.length) continue;
        if (item.codes.every((x) => other.has(x))) return false;
      }
      return true;
    })
    .map((x) => x.step);
}

const isSinglePlacement = (step: Step) => step.placements.length === 1 && step.eliminations.length === 0;

/** The fast path for rounds of singles: one placement each, ordered and told apart by (cell, digit). */
function distinctPlacements(state: State, steps: readonly Step[], rank: (technique: string) => number): Step[] {
  const keyed: { key: number; step: Step }[] = [];
  for (const step of steps) {
    const p = step.placements[0]!;
    if (state.digits[p.cell] === 0) keyed.push({ key: p.cell * 64 + p.digit, step });
  }
  keyed.sort((a, b) => a.key - b.key || rank(a.step.technique) - rank(b.step.technique));
  const out: Step[] = [];
  for (let i = 0; i < keyed.length; i++) if (i === 0 || keyed[i]!.key !== keyed[i - 1]!.key) out.push(keyed[i]!.step);
  return out;
}
