/**
 * One game's changing state and its reducer: the board history (undo/redo), the clock, pause and
 * completion. Every change the player makes goes through gameReducer as a typed action.
 */
import { findConflicts } from '@sudoku-forge/core-solver';
import { combinedGrid, isSolved, type Board, type Move } from './board.ts';
import { historyReducer, startHistory, type History } from './history.ts';
import type { Tally } from './persistence.ts';
import type { GameSetup } from './setup.ts';

export interface GameState {
  readonly setup: GameSetup;
  readonly history: History;
  readonly elapsedMs: number;
  readonly paused: boolean;
  /** A dialog covers the board (new game, settings…): the clock stops as when paused. */
  readonly covered: boolean;
  readonly completed: boolean;
  readonly autoClean: boolean;
  /** Changes made to the board (moves, undos, redos) since the puzzle was first saved: the save's revision. */
  readonly moves: number;
  /** Wrong digits placed (against the proved solution) and hints asked for (issue 30). */
  readonly tally: Tally;
}

export type GameAction =
  | { type: 'move'; move: Move }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'tick'; ms: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cover'; on: boolean }
  | { type: 'auto-clean'; on: boolean }
  /** A new hint was asked for. */
  | { type: 'hint' }
  /** The mistake limit was reached: the last move is undone and one mistake forgiven (a second chance). */
  | { type: 'second-chance' }
  /** The same game with more known about it (its solution, proved in the worker after the first paint). */
  | { type: 'setup'; setup: GameSetup }
  /** A newer save of this game (another tab moved on): taken as it is. */
  | {
      type: 'adopt';
      saved: { board: Board; elapsedMs: number; completed: boolean; history?: History; moves: number; tally?: Tally };
    };

export function startGame(
  setup: GameSetup,
  restored?: { board: Board; elapsedMs: number; completed: boolean; history?: History; moves?: number; tally?: Tally },
  autoClean = true,
): GameState {
  const board = restored?.board ?? {
    digits: new Array<number>(setup.puzzle.geometry.cellCount).fill(0),
    corner: new Array<number>(setup.puzzle.geometry.cellCount).fill(0),
    centre: new Array<number>(setup.puzzle.geometry.cellCount).fill(0),
    colours: new Array<number>(setup.puzzle.geometry.cellCount).fill(0),
  };
  return {
    setup,
    history: restored?.history && restored.history.present === board ? restored.history : startHistory(board),
    elapsedMs: restored?.elapsedMs ?? 0,
    paused: false,
    covered: false,
    completed: restored?.completed ?? false,
    autoClean,
    moves: restored?.moves ?? 0,
    tally: restored?.tally ?? { mistakes: 0, hints: 0 },
  };
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'move':
    case 'undo':
    case 'redo': {
      // A finished or paused game takes no moves: the board is hidden or done.
      if (state.completed || state.paused) return state;
      const context = {
        geometry: state.setup.puzzle.geometry,
        givens: state.setup.puzzle.givens,
        autoClean: state.autoClean,
      };
      const history = historyReducer(state.history, action, context);
      if (history === state.history) return state;
      const wrong = action.type === 'move' ? wrongPlacements(state.setup, state.history.present, history.present) : 0;
      const tally = wrong > 0 ? { ...state.tally, mistakes: state.tally.mistakes + wrong } : state.tally;
      return { ...state, history, completed: solved(state.setup, history.present), moves: state.moves + 1, tally };
    }
    case 'hint':
      return state.completed ? state : { ...state, tally: { ...state.tally, hints: state.tally.hints + 1 } };
    case 'second-chance': {
      const undone = gameReducer(state, { type: 'undo' });
      return { ...undone, tally: { ...state.tally, mistakes: Math.max(0, state.tally.mistakes - 1) } };
    }
    case 'tick':
      if (!clockRuns(state) || action.ms <= 0) return state;
      return { ...state, elapsedMs: state.elapsedMs + action.ms };
    case 'pause':
      return state.completed || state.paused ? state : { ...state, paused: true };
    case 'resume':
      return state.paused ? { ...state, paused: false } : state;
    case 'cover':
      return state.covered === action.on ? state : { ...state, covered: action.on };
    case 'auto-clean':
      return state.autoClean === action.on ? state : { ...state, autoClean: action.on };
    case 'setup':
      return action.setup === state.setup || action.setup.key !== state.setup.key
        ? state
        : { ...state, setup: action.setup };
    case 'adopt': {
      if (action.saved.moves < state.moves) return state;
      const next = startGame(state.setup, action.saved, state.autoClean);
      return { ...next, paused: state.paused && !next.completed, covered: state.covered };
    }
  }
}

/** Digits newly placed by a move that differ from the proved solution (0 before it is known). */
export function wrongPlacements(setup: GameSetup, before: Board, after: Board): number {
  const solution = setup.solution;
  if (!solution || before === after) return 0;
  let wrong = 0;
  for (let cell = 0; cell < after.digits.length; cell++) {
    const d = after.digits[cell]!;
    if (d !== 0 && d !== before.digits[cell] && d !== solution[cell]) wrong++;
  }
  return wrong;
}

/** The mistake limit (sudoku.com's three) is reached. */
export const MISTAKE_LIMIT = 3;

/** The clock runs while the game is on, not paused, not finished and not covered by a dialog. */
export const clockRuns = (state: GameState): boolean => !state.paused && !state.completed && !state.covered;

/**
 * Solved: the solution's digits everywhere; before the solution is known (it is being proved in
 * the worker), every cell filled with no rule broken — for a puzzle with one solution the same.
 */
export function solved(setup: GameSetup, board: Board): boolean {
  const { givens, geometry } = setup.puzzle;
  if (setup.solution) return isSolved(givens, board, setup.solution);
  const grid = combinedGrid(givens, board);
  return !grid.includes(0) && findConflicts(geometry, grid).length === 0;
}

/** "4:07" or "1:02:03". */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (k: number) => String(k).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
