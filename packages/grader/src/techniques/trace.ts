/**
 * Why a forcing step's trial goes where it goes: the trial re-run with singles only, each
 * consequence remembering the candidate that caused it, so the way from the assumption to a
 * conclusion can be drawn as a chain.
 *
 *   a true candidate A makes B false   A - B  (weak: the same digit in a cell A sees, or another
 *                                             digit of A's cell)
 *   a false candidate B makes C true   B = C  (strong in the trial: B was the last but one
 *                                             candidate of its cell, or of its digit in a house)
 *
 * Every node is a candidate of the position the step was found in. Forcing nets also use locked
 * candidates and naked pairs (`net`: net-rules.ts, the propagation's own pass, with a hook that
 * records each removal's group); a removal by one of those comes from a group node:
 *
 *   locked candidates  B = (d)G - C   B, the digit's last place outside the overlap G in one
 *                                     house, went, so d is in G, and C (d elsewhere in the
 *                                     other house) goes
 *   naked pair         B = (d)P - C   B's loss left the two cells P holding the same two
 *                                     digits, so d is in P, and C (d elsewhere in their house) goes
 *
 * On boards with cages, chains and nets alike also use the cage rule (killer/cage-rule.ts); its
 * removal comes from the cage as a group node, drawn over the cage's cells:
 *
 *   cage rule          B = (d)K - C   B's loss (the cage's last change) left the cage, by its
 *                                     sum, no filling with C (digit d): the group end K is the
 *                                     cage's other cells (what they can still take rules C
 *                                     out), with C's digit
 *
 * On boards with constraints the constraint rule (constraint-rule.ts) is drawn the same way, the
 * constraint's other cells as the group node (B's loss left the thermo, dot or line no room for C).
 *
 * When the singles and those rules run out before the target, the chain is not drawn ([]).
 */
import { bitDigit, lowestBit } from '@sudoku-forge/core-solver';
import type { Board } from '../board.ts';
import { netRules, type NetHook } from './net-rules.ts';
import type { CellDigit, StepLink } from '../types.ts';
import type { State } from '../state.ts';
import { cageBroken, cageRule } from './killer/cage-rule.ts';
import { constraintRule, placeBroken, placesOf } from './constraint-rule.ts';

/**
 * A group node that removed a candidate: the digit in one of `cells`, made true by `parent` (a
 * false candidate); or, with `cage`, that cage's sum (its cells).
 */
interface GroupCause {
  readonly cells: number[];
  readonly parent: number;
  readonly cage?: number;
}

/** madeFalse of a candidate removed by a group node (see Trace.groups). */
const BY_GROUP = -3;
/** madeFalse of a candidate removed by an inner forcing net (see Trace.inner). */
const BY_INNER = -4;

/** A traced trial: for each candidate (cell * n + digit - 1), what made it true or false. */
export interface Trace {
  readonly n: number;
  /** Parent of a true candidate (a false one); -1 for the assumption; -2 when never true. */
  readonly madeTrue: Int32Array;
  /** Parent of a false candidate (a true one); -2 when never removed. */
  readonly madeFalse: Int32Array;
  /** The false candidate that broke the grid (its cell or house was left empty), or -1. */
  readonly broken: number;
  /** The cage left without a filling when that broke the grid (the loss of `broken` did it), or -1. */
  readonly brokenCage: number;
  /** Candidates removed by a group node (net rules), and the group. */
  readonly groups: ReadonlyMap<number, GroupCause>;
  /**
   * Nested traces only: candidates removed by an inner forcing net (their own trial broke the
   * grid), each with that inner net's chain (the candidate true … the broken grid).
   */
  readonly inner: ReadonlyMap<number, StepLink[]>;
  /** Nested traces only: the last candidate the outer propagation removed before the first inner net, or -1. */
  readonly beforeInner: number;
}

/** The position a step was found in, kept for tracing later. */
export interface Snapshot {
  readonly board: Board;
  readonly digits: Uint8Array;
  readonly candidates: Uint16Array;
}

/**
 * `nested`: a nested forcing net's trial. When the net rules run out, each candidate left is
 * tried with a (traced) forcing net on the position reached; the first whose trial breaks the
 * grid is removed (an inner net's conclusion, kept with its chain in `inner`) and the
 * propagation goes on.
 */
export function traceTrial(snapshot: Snapshot, assumption: CellDigit, net = false, nested = false): Trace {
  const { board } = snapshot;
  const n = board.n;
  const digits = snapshot.digits.slice();
  const candidates = snapshot.candidates.slice();
  const size = board.cellCount * n;
  const madeTrue = new Int32Array(size).fill(-2);
  const madeFalse = new Int32Array(size).fill(-2);
  const order = new Int32Array(size);
  let clock = 0;
  let broken = -1;
  let brokenCage = -1;
  const groups = new Map<number, GroupCause>();
  const inner = new Map<number, StepLink[]>();
  let beforeInner = -1;
  const remove = (cell: number, d: number, parent: number, group?: GroupCause) => {
    if (!(candidates[cell]! & (1 << d))) return false;
    candidates[cell]! &= ~(1 << d);
    const key = cell * n + d;
    madeFalse[key] = group ? BY_GROUP : parent;
    if (group) groups.set(key, group);
    order[key] = ++clock;
    return true;
  };
  /** The candidate removed last from the cells (any digit): what made them what they are now. */
  const lastRemovedAny = (cells: ArrayLike<number>) => {
    let best = -1;
    for (let i = 0; i < cells.length; i++) {
      for (let d = 0; d < n; d++) {
        const key = cells[i]! * n + d;
        if (madeFalse[key] !== -2 && (best < 0 || order[key]! > order[best]!)) best = key;
      }
    }
    return best;
  };
  /** The net rules' removals (net-rules.ts finds them), each drawn from its group. */
  const netHook: NetHook = {
    locked(o, mask) {
      let changed = false;
      for (let locked = mask; locked; locked &= locked - 1) {
        const d = lowestBit(locked);
        const parent = lastRemoved(o.outsideA, d);
        if (parent < 0) continue;
        const cells = Array.from(o.inside).filter((c) => candidates[c]! & (1 << d));
        const group = { cells, parent };
        for (let i = 0; i < o.outsideB.length; i++) if (remove(o.outsideB[i]!, d, -1, group)) changed = true;
      }
      return changed;
    },
    pair(house, i, j, m) {
      const pair = [house[i]!, house[j]!];
      const parent = lastRemovedAny(pair);
      if (parent < 0) return false;
      let changed = false;
      for (let x = m; x; x &= x - 1) {
        const group = { cells: pair, parent };
        for (let k = 0; k < house.length; k++)
          if (k !== i && k !== j && remove(house[k]!, lowestBit(x), -1, group)) changed = true;
      }
      return changed;
    },
  };
  const place = (cell: number, digit: number, parent: number) => {
    const key = cell * n + digit - 1;
    madeTrue[key] = parent;
    for (let m = candidates[cell]! & ~(1 << (digit - 1)); m; m &= m - 1) remove(cell, lowestBit(m), key);
    candidates[cell] = 0;
    digits[cell] = digit;
    for (const peer of board.peers[cell]!) remove(peer, digit - 1, key);
  };
  /** The candidate of `d` removed last among the cells (the one that left the last place). */
  const lastRemoved = (cells: ArrayLike<number>, d: number) => {
    let best = -1;
    for (let i = 0; i < cells.length; i++) {
      const key = cells[i]! * n + d;
      if (madeFalse[key] !== -2 && (best < 0 || order[key]! > order[best]!)) best = key;
    }
    return best;
  };
  // The cage rule, each removal drawn from the cage's other cells (the parent: the cage's last
  // removal before the pass).
  const cages = board.cages.length > 0;
  // The constraint rule, drawn the same way from the constraint's other cells.
  const places = placesOf(board);
  let placeNow = -1;
  let placeParent = -1;
  const ruleRemoval = (p: number, cell: number, d: number) => {
    const cells = places[p]!.cells;
    if (placeNow !== p) {
      placeNow = p;
      placeParent = lastRemovedAny(cells);
    }
    if (placeParent < 0) return false;
    const others = cells.filter((x) => x !== cell);
    return remove(cell, d, -1, { cells: others.length > 0 ? [...others] : [cell], parent: placeParent });
  };
  const position: State = { board, digits, candidates, unique: false };
  let cageNow = -1;
  let cageParent = -1;
  const cageRemoval = (c: number, cell: number, d: number) => {
    const cells = board.cages[c]!.cells;
    if (cageNow !== c) {
      cageNow = c;
      cageParent = lastRemovedAny(cells);
    }
    if (cageParent < 0) return false;
    const others = Array.from(cells).filter((x) => x !== cell);
    return remove(cell, d, -1, { cells: others.length > 0 ? others : [cell], parent: cageParent, cage: c });
  };
  /** One inner forcing net: the first candidate left whose net trial breaks the grid goes; true if one did. */
  const innerNet = () => {
    if (inner.size === 0) {
      let last = -1;
      for (let k = 0; k < size; k++) if (madeFalse[k] !== -2 && (last < 0 || order[k]! > order[last]!)) last = k;
      beforeInner = last;
    }
    const here: Snapshot = { board, digits, candidates };
    for (let cell = 0; cell < board.cellCount; cell++) {
      if (digits[cell] !== 0) continue;
      for (let m = candidates[cell]!; m; m &= m - 1) {
        const d = lowestBit(m);
        const t = traceTrial(here, { cell, digit: d + 1 }, true);
        if (t.broken < 0) continue;
        const key = cell * n + d;
        remove(cell, d, -1);
        madeFalse[key] = BY_INNER;
        inner.set(key, chainToBreak(t));
        return true;
      }
    }
    return false;
  };
  place(assumption.cell, assumption.digit, -1);
  for (let changed = true; changed && broken < 0; ) {
    changed = false;
    for (let cell = 0; cell < board.cellCount && broken < 0; cell++) {
      if (digits[cell] !== 0) continue;
      const m = candidates[cell]!;
      // The cell's last removed candidate made the one left true, or broke the cell.
      let last = -1;
      for (let d = 0; d < n; d++) {
        const key = cell * n + d;
        if (madeFalse[key] !== -2 && (last < 0 || order[key]! > order[last]!)) last = key;
      }
      if (m === 0) broken = last;
      else if ((m & (m - 1)) === 0 && last >= 0) {
        place(cell, bitDigit(m), last);
        changed = true;
      }
    }
    for (let h = 0; h < board.houses.length && broken < 0; h++) {
      const house = board.houses[h]!;
      for (let d = 0; d < n && broken < 0; d++) {
        let places = 0;
        let at = -1;
        let placed = false;
        for (let i = 0; i < house.length; i++) {
          const cell = house[i]!;
          if (digits[cell] === d + 1) placed = true;
          else if (candidates[cell]! & (1 << d)) {
            places++;
            at = cell;
          }
        }
        if (placed || places > 1) continue;
        const last = lastRemoved(house, d);
        if (last < 0) continue;
        if (places === 0) broken = last;
        else {
          place(at, d + 1, last);
          changed = true;
        }
      }
    }
    if (!changed && cages && broken < 0) {
      cageNow = -1;
      const removed = cageRule(position, cageRemoval);
      if (removed < 0) {
        brokenCage = cageBroken(removed);
        broken = lastRemovedAny(board.cages[brokenCage]!.cells);
        if (broken < 0) brokenCage = -1;
      } else changed = removed > 0;
    }
    if (!changed && places.length > 0 && broken < 0) {
      placeNow = -1;
      const removed = constraintRule(position, ruleRemoval);
      if (removed < 0) broken = lastRemovedAny(places[placeBroken(removed)]!.cells);
      else changed = removed > 0;
    }
    if (!changed && net && broken < 0) changed = netRules(position, netHook);
    if (!changed && nested && broken < 0) changed = innerNet();
  }
  return { n, madeTrue, madeFalse, broken, brokenCage, groups, inner, beforeInner };
}

/**
 * The chain from the assumption to a candidate made true (`value` true) or false, as links
 * (true → false weak, false → true strong; a group node's end lists its cells); [] when the trace
 * never reached it.
 */
export function chainTo(trace: Trace, target: CellDigit, value: boolean): StepLink[] {
  return walk(trace, target, value).links;
}

/** The chain back from a target to its root: the assumption, or (nested traces) an inner net's conclusion. */
function walk(
  trace: Trace,
  target: CellDigit,
  value: boolean,
): { links: StepLink[]; root: number; rootInner: boolean } {
  const { n, madeTrue, madeFalse, groups } = trace;
  let rootInner = false;
  /** From the target back: candidates (key) and group nodes (cells, digit). */
  const nodes: { key: number; cells?: number[] }[] = [];
  let key = target.cell * n + target.digit - 1;
  let isTrue = value;
  for (let guard = 0; guard < madeTrue.length; guard++) {
    const parent = isTrue ? madeTrue[key]! : madeFalse[key]!;
    if (parent === -2) return { links: [], root: -1, rootInner: false };
    nodes.push({ key });
    if (parent === -1) break;
    if (parent === BY_INNER) {
      rootInner = true;
      break;
    }
    if (parent === BY_GROUP) {
      // False by a group (true), which a false candidate made true: the alternation holds.
      const group = groups.get(key)!;
      nodes.push({ key: group.cells[0]! * n + (key % n), cells: group.cells });
      key = group.parent;
      continue;
    }
    key = parent;
    isTrue = !isTrue;
  }
  nodes.reverse();
  const at = (k: number): CellDigit => ({ cell: Math.floor(k / n), digit: (k % n) + 1 });
  const out: StepLink[] = [];
  // nodes[0] is the assumption (true), or an inner net's conclusion (false); they alternate.
  const first = rootInner ? 1 : 0;
  for (let i = 1; i < nodes.length; i++) {
    const a = nodes[i - 1]!;
    const b = nodes[i]!;
    out.push({
      from: at(a.key),
      to: at(b.key),
      strong: (i + first) % 2 === 0,
      ...(a.cells ? { fromCells: a.cells } : {}),
      ...(b.cells ? { toCells: b.cells } : {}),
    });
  }
  return { links: out, root: nodes[0]!.key, rootInner };
}

/**
 * A nested forcing net's chain to the broken grid. When the outer chain starts from an inner
 * net's conclusion (candidate C gone because its own net broke the grid), it is drawn as: the
 * assumption's chain through the outer propagation (to the last thing it removed before the
 * inner nets), then the inner net's chain (C true … broken), then the outer chain on from C
 * false to the broken grid. Otherwise it is the plain chain from the assumption.
 */
export function chainToBreakNested(trace: Trace): StepLink[] {
  if (trace.broken < 0) return [];
  const n = trace.n;
  const at = (k: number): CellDigit => ({ cell: Math.floor(k / n), digit: (k % n) + 1 });
  const outer = walk(trace, at(trace.broken), false);
  if (!outer.rootInner) return outer.links;
  const lead = trace.beforeInner >= 0 ? chainTo(trace, at(trace.beforeInner), false) : [];
  return [...lead, ...trace.inner.get(outer.root)!, ...outer.links];
}

/**
 * The cages whose sums the links use (killer boards): each link from a cage's group node to the
 * candidate the cage rule removed. `links` must come from this trace.
 */
export function cagesOf(trace: Trace, links: readonly StepLink[]): number[] {
  const out: number[] = [];
  for (const l of links) {
    if (!l.fromCells) continue;
    const cage = trace.groups.get(l.to.cell * trace.n + l.to.digit - 1)?.cage;
    if (cage !== undefined && !out.includes(cage)) out.push(cage);
  }
  return out;
}

/** The chain from the assumption to the candidate whose removal broke the grid. */
export function chainToBreak(trace: Trace): StepLink[] {
  if (trace.broken < 0) return [];
  return chainTo(trace, { cell: Math.floor(trace.broken / trace.n), digit: (trace.broken % trace.n) + 1 }, false);
}
