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
