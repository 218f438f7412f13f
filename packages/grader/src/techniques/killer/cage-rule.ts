/**
 * The cage rule: cage arithmetic as a propagation rule for forcing chains and nets (forcing.ts,
 * and its drawing in trace.ts), on boards with cages only.
 *
 *   under the current candidates, a cage cell's candidate that appears in no valid filling of
 *   the cage (different digits adding up to its sum, each cell one of its candidates) goes; a
 *   cage with no valid filling breaks the grid
 *
 * A cage's last cell is the special case (it keeps only the sum minus the placed digits). The
 * arithmetic is sums.ts's, exactly what the "cage combinations" technique removes: combinations
 * that agree with the placed digits, those whose digits the empty cells can take (Hall), and what
 * each cell can hold under them.
 */
import { bitIndex } from '@sudoku-forge/core-solver';
import type { Board } from '../../board.ts';
import type { State } from '../../state.ts';
import { cageFilling, newCageFilling, type CageFilling } from './sums.ts';

/**
 * Asked before each removal (cage index, cell, digit index d = digit - 1); false keeps the
 * candidate (the trace skips a removal it cannot draw).
 */
export type CageRemoval = (cage: number, cell: number, d: number) => boolean;

/** What cageRule returns when cage `cage` has no valid filling (always negative). */
export const brokenCage = (cage: number): number => -1 - cage;

/** The cage that broke, from a negative cageRule result. */
export const cageBroken = (result: number): number => -1 - result;

/**
 * The cage rule once over every cage, in place. Returns the number of candidates removed, or a
 * negative number (brokenCage) when a cage has no valid filling; the cages after it are not looked at.
 */
export function cageRule(state: State, onRemove?: CageRemoval): number {
  const { board, candidates, digits } = state;
  const memo = memoFor(board);
  const { width, allowed } = memo;
  let removed = 0;
  for (let c = 0; c < board.cages.length; c++) {
    const { cells } = board.cages[c]!;
    const slot = memo.lookup(state, c);
    if (slot < 0) return brokenCage(c);
    const at = slot * width;
    for (let j = 0; j < cells.length; j++) {
      const cell = cells[j]!;
      if (digits[cell] !== 0) continue;
      for (let m = candidates[cell]! & ~allowed[at + j]!; m; m &= m - 1) {
        const bit = m & -m;
        if (onRemove && !onRemove(c, cell, bitIndex(bit))) continue;
        candidates[cell]! &= ~bit;
        removed++;
      }
    }
  }
  return removed;
}

/** Slots of a board's memo (direct-mapped: a new entry replaces the one in its slot). */
const MEMO_SLOTS = 1 << 13;

/**
 * cageFilling's answers for one board, keyed exactly by the cage and the state of its cells
 * (a placed digit, or the candidates), so a propagation pass over cages that did not change since
 * an earlier pass (or trial) costs a lookup.
 *
 *   keys[slot * (width + 1)]        cage + 1 (0: empty slot), then one key per cage cell:
 *                                   the candidates, or FILLED | digit for a placed cell
 *   allowed[slot * width + j]       what cage cell j can hold (0 for placed cells)
 *   broken[slot]                    1 when the cage has no valid filling
 */
class FillingMemo {
  /** Cells of the largest cage (cells of a cage differ in digit, so at most n). */
  readonly width: number;
  readonly keys: Int32Array;
  readonly allowed: Uint16Array;
  readonly broken: Uint8Array;
  /** Scratch: the key of the cage at hand. */
  private readonly key: Int32Array;
  private readonly into: CageFilling;

  constructor(board: Board) {
    this.width = Math.max(1, ...board.cages.map((cage) => cage.cells.length));
    this.keys = new Int32Array(MEMO_SLOTS * (this.width + 1));
    this.allowed = new Uint16Array(MEMO_SLOTS * this.width);
    this.broken = new Uint8Array(MEMO_SLOTS);
    this.key = new Int32Array(this.width);
    this.into = newCageFilling(this.width);
  }

  /** The slot holding cage c's answer in this state (filled now if absent), or -1 when the cage is broken. */
  lookup(state: State, c: number): number {
    const { digits, candidates, board } = state;
    const { cells, sum } = board.cages[c]!;
    const { keys, key, width, allowed, into } = this;
    let hash = Math.imul(c + 1, 0x9e3779b1);
    for (let j = 0; j < cells.length; j++) {
      const cell = cells[j]!;
      const k = digits[cell] !== 0 ? FILLED | digits[cell]! : candidates[cell]!;
      key[j] = k;
      hash = Math.imul(hash ^ k, 0x01000193);
    }
    const slot = (hash ^ (hash >>> 15)) & (MEMO_SLOTS - 1);
    const base = slot * (width + 1);
    let hit = keys[base] === c + 1;
    for (let j = 0; hit && j < cells.length; j++) hit = keys[base + 1 + j] === key[j];
    if (!hit) {
      keys[base] = c + 1;
      for (let j = 0; j < cells.length; j++) keys[base + 1 + j] = key[j]!;
      const at = slot * width;
      this.broken[slot] = cageFilling(state, cells, sum, into) === 0 ? 1 : 0;
      for (let j = 0, i = 0; j < cells.length; j++)
        allowed[at + j] = digits[cells[j]!] !== 0 || this.broken[slot] ? 0 : into.allowed[i++]!;
    }
    return this.broken[slot] ? -1 : slot;
  }
}

/** Marks a placed cell's key (above any candidates mask). */
const FILLED = 1 << 30;

/** One memo per board, dropped with it. */
const MEMOS = new WeakMap<Board, FillingMemo>();
function memoFor(board: Board): FillingMemo {
  let memo = MEMOS.get(board);
  if (!memo) {
    memo = new FillingMemo(board);
    MEMOS.set(board, memo);
  }
  return memo;
}
