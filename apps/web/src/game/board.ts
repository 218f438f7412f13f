/**
 * The player's marks on a board and the one pure function that changes them.
 *
 * Glossary
 *   givens   the puzzle's digits (0 = blank); never changed by the player
 *   digits   the player's digits (0 = none); a given's cell always stays 0 here
 *   corner   corner notes per cell, a candidate mask (digit d = bit d-1), as core-solver uses
 *   centre   centre notes per cell, same masks ("notes" in the cell's accessible name)
 *   colours  colours per cell, a mask like the notes (colour k = bit k-1; 1..9 from the palette):
 *            a cell can carry several, drawn as wedges (as SudokuPad)
 *
 * Every player intent is a typed Move (contract with STYLE.md's player section). applyMove
 * returns a new Board (or the same object when nothing changes, so the history can skip no-ops).
 * Automatic note clean-up happens inside the digit move, so one undo undoes both.
 */
import { bitOf, peerCandidates, type Geometry } from '@sudoku-forge/core-solver';
import { ruleCandidates } from './candidates.ts';

export { peerCandidates };

export interface Board {
  readonly digits: readonly number[];
  readonly corner: readonly number[];
  readonly centre: readonly number[];
  readonly colours: readonly number[];
}

export type MarkKind = 'digit' | 'corner' | 'centre' | 'colour';

export type Move =
  /** 'toggle' sets the mark on every cell, or removes it if every cell already has it. */
  | { type: MarkKind; action: 'set' | 'remove' | 'toggle'; cells: readonly number[]; digit: number }
  /** Clears the selected cells: digits first; if none, notes; if none, colours (as SudokuPad). */
  | { type: 'erase'; cells: readonly number[] }
  /**
   * Fills empty cells' centre notes with the candidates every rule of the variant allows
   * (game/candidates.ts). 'empty' (the default) fills only cells without centre notes, so the
   * player's own notes stay; 'all' replaces them too (the player agreed).
   */
  | { type: 'candidates'; scope?: 'empty' | 'all' }
  /** A logical step applied at once (a hint's "apply"). */
  | {
      type: 'step';
      placements: readonly { cell: number; digit: number }[];
      eliminations: readonly { cell: number; digit: number }[];
    };

export interface MoveContext {
  readonly geometry: Geometry;
  readonly givens: ArrayLike<number>;
  /** Remove a placed digit from its peers' notes in the same move (default on). */
  readonly autoClean: boolean;
}

export function emptyBoard(cellCount: number): Board {
  const zeros = () => new Array<number>(cellCount).fill(0);
  return { digits: zeros(), corner: zeros(), centre: zeros(), colours: zeros() };
}

/** The digit shown in a cell: the given or the player's (0 = empty). */
export function shownDigit(givens: ArrayLike<number>, board: Board, cell: number): number {
  return givens[cell]! || board.digits[cell]!;
}

/** Givens and player digits together, as one grid for the checker. */
export function combinedGrid(givens: ArrayLike<number>, board: Board): Uint8Array {
  const grid = new Uint8Array(board.digits.length);
  for (let cell = 0; cell < grid.length; cell++) grid[cell] = shownDigit(givens, board, cell);
  return grid;
}

export function applyMove(board: Board, move: Move, context: MoveContext): Board {
  switch (move.type) {
    case 'digit':
      return placeDigits(board, move.cells, move.digit, move.action, context);
    case 'corner':
    case 'centre':
      return toggleNotes(board, move.type, move.cells, move.digit, move.action, context);
    case 'colour':
      return setColours(board, move.cells, move.digit, move.action);
    case 'erase':
      return erase(board, move.cells, context);
    case 'candidates':
      return fillCandidates(board, context, move.scope ?? 'empty');
    case 'step':
      return applyStep(board, move, context);
  }
}

/** Cells the player may write in: not givens. */
function editable(cells: readonly number[], givens: ArrayLike<number>): number[] {
  return cells.filter((cell) => givens[cell] === 0);
}

function placeDigits(
  board: Board,
  cells: readonly number[],
  digit: number,
  action: 'set' | 'remove' | 'toggle',
  context: MoveContext,
): Board {
  const targets = editable(cells, context.givens);
  if (targets.length === 0) return board;
  const remove = action === 'remove' || (action === 'toggle' && targets.every((cell) => board.digits[cell] === digit));
  const digits = [...board.digits];
  let changed = false;
  for (const cell of targets) {
    const next = remove ? (digits[cell] === digit ? 0 : digits[cell]!) : digit;
    if (digits[cell] !== next) {
      digits[cell] = next;
      changed = true;
    }
  }
  if (!changed) return board;
  if (remove || !context.autoClean) return { ...board, digits };
  const corner = [...board.corner];
  const centre = [...board.centre];
  const bit = bitOf(digit);
  for (const cell of targets) {
    for (const peer of context.geometry.peers[cell]!) {
      corner[peer] = corner[peer]! & ~bit;
      centre[peer] = centre[peer]! & ~bit;
    }
  }
  return { ...board, digits, corner, centre };
}

function toggleNotes(
  board: Board,
  kind: 'corner' | 'centre',
  cells: readonly number[],
  digit: number,
  action: 'set' | 'remove' | 'toggle',
  context: MoveContext,
): Board {
  // Notes go in cells without a digit; a selection that is all digits takes no notes.
  const targets = editable(cells, context.givens).filter((cell) => board.digits[cell] === 0);
  if (targets.length === 0) return board;
  const bit = bitOf(digit);
  const marks = [...board[kind]];
  const remove = action === 'remove' || (action === 'toggle' && targets.every((cell) => (marks[cell]! & bit) !== 0));
  let changed = false;
  for (const cell of targets) {
    const next = remove ? marks[cell]! & ~bit : marks[cell]! | bit;
    if (next !== marks[cell]) {
      marks[cell] = next;
      changed = true;
    }
  }
  return changed ? { ...board, [kind]: marks } : board;
}

function setColours(
  board: Board,
  cells: readonly number[],
  colour: number,
  action: 'set' | 'remove' | 'toggle',
): Board {
  if (cells.length === 0) return board;
  const bit = bitOf(colour);
  const remove =
    action === 'remove' || (action === 'toggle' && cells.every((cell) => (board.colours[cell]! & bit) !== 0));
  const colours = [...board.colours];
  let changed = false;
  for (const cell of cells) {
    const next = remove ? colours[cell]! & ~bit : colours[cell]! | bit;
    if (next !== colours[cell]) {
      colours[cell] = next;
      changed = true;
    }
  }
  return changed ? { ...board, colours } : board;
}

/** Colour masks from an older save's single colour index per cell (0 = none, k = colour k). */
export function coloursFromIndexes(indexes: readonly number[]): number[] {
  return indexes.map((k) => (k > 0 ? bitOf(k) : 0));
}

function erase(board: Board, cells: readonly number[], context: MoveContext): Board {
  const targets = editable(cells, context.givens);
  const clear = (marks: readonly number[], among: readonly number[]) => {
    const next = [...marks];
    for (const cell of among) next[cell] = 0;
    return next;
  };
  if (targets.some((cell) => board.digits[cell] !== 0)) return { ...board, digits: clear(board.digits, targets) };
  if (targets.some((cell) => board.corner[cell] !== 0 || board.centre[cell] !== 0)) {
    return { ...board, corner: clear(board.corner, targets), centre: clear(board.centre, targets) };
  }
  if (cells.some((cell) => board.colours[cell] !== 0)) return { ...board, colours: clear(board.colours, cells) };
  return board;
}

function fillCandidates(board: Board, context: MoveContext, scope: 'empty' | 'all'): Board {
  const grid = combinedGrid(context.givens, board);
  const masks = ruleCandidates(context.geometry, grid);
  const centre = masks.map((mask, cell) =>
    scope === 'empty' && board.centre[cell] !== 0 && grid[cell] === 0 ? board.centre[cell]! : mask,
  );
  if (centre.every((mask, cell) => mask === board.centre[cell])) return board;
  return { ...board, centre };
}

/** Whether "Fill candidates" would replace notes the player wrote (some differ from the rules'). */
export function fillWouldReplaceNotes(board: Board, context: Pick<MoveContext, 'geometry' | 'givens'>): boolean {
  const grid = combinedGrid(context.givens, board);
  const masks = ruleCandidates(context.geometry, grid);
  return board.centre.some((notes, cell) => grid[cell] === 0 && notes !== 0 && notes !== masks[cell]);
}

function applyStep(board: Board, move: Extract<Move, { type: 'step' }>, context: MoveContext): Board {
  let next = board;
  for (const { cell, digit } of move.placements) next = placeDigits(next, [cell], digit, 'set', context);
  if (move.eliminations.length === 0) return next;
  const corner = [...next.corner];
  const centre = [...next.centre];
  // A cell without centre notes first gets its rule candidates, so the elimination shows.
  const open = ruleCandidates(context.geometry, combinedGrid(context.givens, next));
  for (const { cell, digit } of move.eliminations) {
    if (shownDigit(context.givens, next, cell) !== 0) continue;
    if (centre[cell] === 0) centre[cell] = open[cell]!;
    corner[cell] = corner[cell]! & ~bitOf(digit);
    centre[cell] = centre[cell]! & ~bitOf(digit);
  }
  return { ...next, corner, centre };
}

/** Whether every cell holds a digit and they match the solution. */
export function isSolved(givens: ArrayLike<number>, board: Board, solution: ArrayLike<number>): boolean {
  for (let cell = 0; cell < board.digits.length; cell++) {
    if (shownDigit(givens, board, cell) !== solution[cell]) return false;
  }
  return true;
}
