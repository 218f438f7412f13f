/**
 * One SE step: its name, SE difficulty, the candidates it removes (p = 9·cell + d-1) and the
 * digit it places, if any. A step that places a digit ends SE's "pearl" (EP) phase.
 */
import { type SeGrid, PEERS as PEERS_ } from './grid.ts';
// Local bindings: a loader that compiles imports to getters (tsx) would call one per table read.
const PEERS = PEERS_;

export interface SeHint {
  readonly name: string;
  readonly difficulty: number;
  readonly eliminations: readonly number[];
  /** [cell, digit] when the step places a digit. */
  readonly place?: readonly [number, number];
}

/** A finder returns the hint SE would apply first, or null. */
export type SeFinder = (g: SeGrid) => SeHint | null;

export function applyHint(g: SeGrid, h: SeHint): void {
  for (const p of h.eliminations) g.cand[(p / 9) | 0]! &= ~(1 << ((p % 9) + 1));
  if (h.place) g.place(h.place[0], h.place[1]);
}

/** The candidates of digit d among `cells` (other than those in `keep`), as potentials. */
export function removable(g: SeGrid, cells: Iterable<number>, d: number, keep?: (i: number) => boolean): number[] {
  const out: number[] = [];
  const bit = 1 << d;
  for (const i of cells) if (g.cand[i]! & bit && !keep?.(i)) out.push(9 * i + d - 1);
  return out;
}

/** Whether placing d in cell i removes anything beyond the cell itself (always true for an empty cell). */
export function peersOf(i: number): Uint8Array {
  return PEERS.subarray(20 * i, 20 * i + 20);
}
