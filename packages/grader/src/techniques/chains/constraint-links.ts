/**
 * Weak links through constraints (issue 27): two candidates a thermo, a dot, a line … forbids
 * together, the solvers' "if r4c5 is 6, the white dot makes r4c6 5 or 7, so not 8". A chain
 * passes from one to the other as it does between two candidates that see each other.
 *
 *   (a, d) - (b, e)   a and b share a place (constraint-rule.ts), and with a fixed to d the
 *                     place's own propagators remove e from b (or the other way round)
 *
 * Sound: the propagators only remove digits no solution of the rule allows, so a = d and b = e
 * never hold together, which is all a weak link says. Same-digit pairs of cells that see each
 * other are left out (the houses give that link). Built once per chain search over the
 * position's candidates, as flat lists per cell node (node = cell * n + d):
 *
 *   to[start[x] .. start[x] + count[x])   the partners of node x;  via[…]  the place behind each
 */
import { runToFixpoint, TrialDomains } from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../../board.ts';
import type { State } from '../../state.ts';
import { placesOf } from '../constraint-rule.ts';

export interface ConstraintLinks {
  readonly start: Int32Array;
  readonly count: Int32Array;
  to: Int32Array;
  /** The number of the place behind each link in placesOf. */
  via: Int32Array;
  /** Room the lists take (an upper bound on the links). */
  total: number;
  readonly base: TrialDomains;
  readonly trial: TrialDomains;
  /** Links as found, (from, to, place) triples: pairs[0 .. 3 * pairCount). */
  pairs: Int32Array;
}

const linksOf = perBoard(
  (board: Board): ConstraintLinks => ({
    start: new Int32Array(board.cellCount * board.n + 1),
    count: new Int32Array(board.cellCount * board.n),
    to: new Int32Array(256),
    via: new Int32Array(256),
    total: 0,
    base: new TrialDomains(new Uint16Array(board.cellCount)),
    trial: new TrialDomains(new Uint16Array(board.cellCount)),
    pairs: new Int32Array(768),
  }),
);

/** The position's constraint weak links (the board's scratch, valid until the next call); null without constraints. */
export function constraintLinks(state: State): ConstraintLinks | null {
  const { board, digits, candidates } = state;
  const places = placesOf(board);
  if (places.length === 0) return null;
  const links = linksOf(board);
  const n = board.n;
  const { base, trial } = links;
  const cellCount = board.cellCount;
  for (let c = 0; c < cellCount; c++) base.cand[c] = digits[c] ? 1 << (digits[c]! - 1) : candidates[c]!;
  let found = 0;
  const push = (from: number, to: number, p: number) => {
    if (found * 3 + 3 > links.pairs.length) {
      const grown = new Int32Array(links.pairs.length * 2);
      grown.set(links.pairs);
      links.pairs = grown;
    }
    const i = found++ * 3;
    links.pairs[i] = from;
    links.pairs[i + 1] = to;
    links.pairs[i + 2] = p;
  };
  for (let p = 0; p < places.length; p++) {
    const { cells, propagators } = places[p]!;
    if (cells.length < 2) continue;
    for (const a of cells) {
      if (digits[a]) continue;
      for (let m = candidates[a]!; m !== 0; m &= m - 1) {
        const bit = m & -m;
        trial.cand.set(base.cand);
        trial.cand[a] = bit;
        // a candidate the place forbids alone is the constraint steps' to remove, not a link
        if (!runToFixpoint(propagators, trial)) continue;
        const d = 31 - Math.clz32(bit);
        for (const b of cells) {
          if (b === a || digits[b]) continue;
          for (let lost = candidates[b]! & ~trial.cand[b]!; lost !== 0; lost &= lost - 1) {
            const e = 31 - Math.clz32(lost & -lost);
            if (e === d && board.sees[a * cellCount + b] === 1) continue;
            push(a * n + d, b * n + e, p);
            push(b * n + e, a * n + d, p);
          }
        }
      }
    }
  }
  group(links, found);
  return links;
}

/** Sorts the found pairs into the per-node lists, each partner once (the first place that gave it). */
function group(links: ConstraintLinks, found: number): void {
  const { start, count, pairs } = links;
  count.fill(0);
  for (let i = 0; i < found; i++) count[pairs[i * 3]!]!++;
  start[0] = 0;
  for (let x = 0; x < count.length; x++) start[x + 1] = start[x]! + count[x]!;
  links.total = start[count.length]!;
  if (links.to.length < links.total) {
    links.to = new Int32Array(links.total * 2);
    links.via = new Int32Array(links.total * 2);
  }
  count.fill(0);
  const { to, via } = links;
  for (let i = 0; i < found; i++) {
    const from = pairs[i * 3]!;
    const target = pairs[i * 3 + 1]!;
    const first = start[from]!;
    let k = first;
    const end = first + count[from]!;
    while (k < end && to[k] !== target) k++;
    if (k < end) continue;
    to[k] = target;
    via[k] = pairs[i * 3 + 2]!;
    count[from]!++;
  }
}

/** The place behind the link from node x to node y, or -1 when there is none. */
export function linkPlace(links: ConstraintLinks, x: number, y: number): number {
  for (let k = links.start[x]!, end = k + links.count[x]!; k < end; k++) if (links.to[k] === y) return links.via[k]!;
  return -1;
}

/**
 * Whether a weak link between candidate nodes a and b (cell * n + digit) is not one the houses
 * give: two cells, with other digits or not seeing each other. Between a chain's candidates such
 * a link is a constraint's.
 */
export function isConstraintLink(board: Board, a: number, b: number): boolean {
  const n = board.n;
  const ac = (a / n) | 0;
  const bc = (b / n) | 0;
  return ac !== bc && (a % n !== b % n || board.sees[ac * board.cellCount + bc] !== 1);
}
