/**
 * The counter's choice of the next cell to branch on (engine.ts pickCell), over its candidate masks
 * (cand[c], digit d = bit d-1; an empty cell at a fixpoint has two or more, a placed one exactly
 * its own) and, in a weighted count, the contradictions met around each cell (weight[c], solver.ts):
 *
 *   fewestCandidates   the first empty cell with the fewest candidates (a pair ends the scan)
 *   weightedCell       the empty cell with the fewest candidates per weight (count / weight least)
 *
 * Both return -1 when every cell is placed.
 */
import { POPCOUNT as importedPOPCOUNT } from './symbols.ts';

/** Module-local binding (under tsx an imported binding is a getter, read again on every call). */
const POPCOUNT = importedPOPCOUNT;

/** The first empty cell with the fewest candidates, or -1 if the grid is full. */
export function fewestCandidates(cand: Uint16Array, cellCount: number): number {
  let best = -1;
  let bestCount = 99;
  // At a fixpoint every empty cell has two or more candidates (a single is placed at once) and
  // every placed cell exactly one, so the count alone tells them apart.
  for (let c = 0; c < cellCount; c++) {
    const k = POPCOUNT[cand[c]!]!;
    if (k > 1 && k < bestCount) {
      bestCount = k;
      best = c;
      if (k <= 2) break;
    }
  }
  return best;
}

/** The empty cell whose candidate count per weight is least (the first on a tie), or -1 if the grid is full. */
export function weightedCell(cand: Uint16Array, weight: Int32Array, cellCount: number): number {
  let best = -1;
  let bestCount = 1;
  let bestWeight = 0;
  for (let c = 0; c < cellCount; c++) {
    const k = POPCOUNT[cand[c]!]!;
    if (k > 1 && (best < 0 || k * bestWeight < bestCount * weight[c]!)) {
      best = c;
      bestCount = k;
      bestWeight = weight[c]!;
    }
  }
  return best;
}
