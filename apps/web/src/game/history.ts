/**
 * Undo and redo: a stack of whole boards. A move that changes nothing adds no entry, and a move's
 * automatic note clean-up is part of the board it produces, so one undo reverts both.
 */
import { applyMove, type Board, type Move, type MoveContext } from './board.ts';

export interface History {
  readonly past: readonly Board[];
  readonly present: Board;
  readonly future: readonly Board[];
}

export type HistoryAction = { type: 'move'; move: Move } | { type: 'undo' } | { type: 'redo' };

/** Older entries are dropped past this depth; boards are small, but a long game should not grow forever. */
export const HISTORY_LIMIT = 500;

export function startHistory(board: Board): History {
  return { past: [], present: board, future: [] };
}

export function historyReducer(history: History, action: HistoryAction, context: MoveContext): History {
  switch (action.type) {
    case 'move': {
      const next = applyMove(history.present, action.move, context);
      if (next === history.present) return history;
      const past = [...history.past, history.present];
      return { past: past.length > HISTORY_LIMIT ? past.slice(-HISTORY_LIMIT) : past, present: next, future: [] };
    }
    case 'undo': {
      const previous = history.past[history.past.length - 1];
      if (!previous) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest };
    }
  }
}

/** How many undo (and redo) steps a save keeps: enough for a long game, small in storage. */
export const SAVED_HISTORY_LIMIT = 200;

/** One board as the cells where it differs from its neighbour: [cell, digit, corner, centre, colour]. */
export type BoardDiff = readonly (readonly [number, number, number, number, number])[];

export interface PackedHistory {
  /** Oldest first; each entry is relative to the next newer board (the last to the present). */
  readonly past: readonly BoardDiff[];
  /** Nearest first; each entry is relative to the previous board (the first to the present). */
  readonly future: readonly BoardDiff[];
}

function diff(from: Board, to: Board): BoardDiff {
  const out: [number, number, number, number, number][] = [];
  for (let cell = 0; cell < to.digits.length; cell++) {
    if (
      from.digits[cell] !== to.digits[cell] ||
      from.corner[cell] !== to.corner[cell] ||
      from.centre[cell] !== to.centre[cell] ||
      from.colours[cell] !== to.colours[cell]
    ) {
      out.push([cell, to.digits[cell]!, to.corner[cell]!, to.centre[cell]!, to.colours[cell]!]);
    }
  }
  return out;
}

function patch(from: Board, changes: BoardDiff): Board {
  const digits = [...from.digits];
  const corner = [...from.corner];
  const centre = [...from.centre];
  const colours = [...from.colours];
  for (const [cell, d, k, c, colour] of changes) {
    digits[cell] = d;
    corner[cell] = k;
    centre[cell] = c;
    colours[cell] = colour;
  }
  return { digits, corner, centre, colours };
}

/** The undo and redo stacks as differences, the newest `limit` of each. */
export function packHistory(history: History, limit = SAVED_HISTORY_LIMIT): PackedHistory {
  const pastBoards = history.past.slice(-limit);
  const past: BoardDiff[] = [];
  for (let i = 0; i < pastBoards.length; i++) past.push(diff(pastBoards[i + 1] ?? history.present, pastBoards[i]!));
  const futureBoards = history.future.slice(0, limit);
  const future: BoardDiff[] = [];
  for (let i = 0; i < futureBoards.length; i++)
    future.push(diff(futureBoards[i - 1] ?? history.present, futureBoards[i]!));
  return { past, future };
}

/** Rebuilds the stacks around the present board (the inverse of packHistory). */
export function unpackHistory(present: Board, packed: PackedHistory): History {
  const past: Board[] = new Array<Board>(packed.past.length);
  let newer = present;
  for (let i = packed.past.length - 1; i >= 0; i--) {
    newer = patch(newer, packed.past[i]!);
    past[i] = newer;
  }
  const future: Board[] = [];
  let older = present;
  for (const changes of packed.future) {
    older = patch(older, changes);
    future.push(older);
  }
  return { past, present, future };
}
