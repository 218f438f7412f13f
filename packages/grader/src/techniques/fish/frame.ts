/**
 * The state of the Franken fish search (franken.ts): the board's tables and the current search
 * (`Frame`, one per board, reused), and the fish being built (`Fish`, one record per branch).
 */
import { perBoard } from '../../board.ts';
import type { State } from '../../state.ts';
import type { Step } from '../../types.ts';

export interface Frame {
  n: number;
  /** Cross mask of line l's cells in box b: segments[o * n * n + l * n + b] (o = 0 rows, 1 columns). */
  segments: Uint16Array;
  /** Places of the digit: per line (o * n + l) its crosses and boxes, per box its crosses, lines and count. */
  lineCross: Uint16Array;
  lineBoxes: Uint16Array;
  boxCross: Uint16Array;
  boxLines: Uint16Array;
  boxCount: Uint8Array;
  /** The current search. */
  state: State | null;
  out: Step[];
  digit: number;
  size: number;
  o: number;
  finned: boolean;
  /** Lines and boxes that may not be base (they hold the suspect the search is seeded with). */
  banLines: number;
  banBoxes: number;
  /** Boxes where the suspect sees a cell (or is one): the only possible fin boxes. */
  finBoxes: number;
  /** The suspect the search is seeded with: fins must be cells it sees. */
  suspect: number;
  /** Scratch: the fins of a fish found. */
  fins: Int16Array;
  /** Per cell: the boxes where it sees a cell, or is one. */
  seenBoxes: Uint16Array;
}

export const frameFor = perBoard((board): Frame => {
  const n = board.n;
  const regionOf = board.geometry.regionOf;
  const segments = new Uint16Array(2 * n * n);
  for (let cell = 0; cell < board.cellCount; cell++) {
    const r = board.rowOf[cell]!;
    const c = board.columnOf[cell]!;
    const b = regionOf[cell]!;
    segments[r * n + b]! |= 1 << c;
    segments[n * n + c * n + b]! |= 1 << r;
  }
  const seenBoxes = new Uint16Array(board.cellCount);
  for (let cell = 0; cell < board.cellCount; cell++) {
    seenBoxes[cell] = 1 << regionOf[cell]!;
    for (const peer of board.peers[cell]!) seenBoxes[cell]! |= 1 << regionOf[peer]!;
  }
  const frame: Frame = {
    n,
    segments,
    lineCross: new Uint16Array(2 * n),
    lineBoxes: new Uint16Array(2 * n),
    boxCross: new Uint16Array(2 * n),
    boxLines: new Uint16Array(2 * n),
    boxCount: new Uint8Array(n),
    state: null,
    out: [],
    digit: 0,
    size: 0,
    o: 0,
    finned: false,
    banLines: 0,
    banBoxes: 0,
    finBoxes: 0,
    suspect: -1,
    fins: new Int16Array(board.cellCount),
    seenBoxes,
  };
  return frame;
});

/**
 * A Franken fish being built, as masks over the pass's lines, crosses and boxes (bit i = the i-th,
 * 0-based). The search hands a new record to each branch.
 */
export interface Fish {
  /** Base houses chosen so far. */
  readonly count: number;
  /** The base: its lines and its boxes. */
  readonly lines: number;
  readonly boxes: number;
  /** Cover boxes, and the crosses the base needs as cover. */
  readonly cover: number;
  readonly need: number;
  /** Boxes that may no longer join the cover. */
  readonly shut: number;
  /** The fin box once chosen (finned search), else -1. */
  readonly fin: number;
}

export const NO_FISH: Fish = { count: 0, lines: 0, boxes: 0, cover: 0, need: 0, shut: 0, fin: -1 };
