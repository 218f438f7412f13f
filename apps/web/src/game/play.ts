/**
 * What the play screen shows (issue 30 §7): one state and its transitions, so the page renders
 * and ui/hooks/usePlay.ts runs the asynchronous work (pools, the solver worker, the address).
 *
 *   status   loading ─show→ playing ─show→ playing (another game)
 *              │  fail                 │ fail: the game stays, the message opens the chooser
 *              ▼                       │ lost (its proof failed): the message replaces it
 *            message ←─────────────────┘
 *
 * Beside it: a notice above the game (saving; with a full storage, the offer to remove finished
 * games), the chooser dialog, the first visit's welcome, and the chooser's message.
 */
import type { RestoredGame } from './persistence.ts';
import type { GameSetup } from './setup.ts';

export type PlayStatus =
  | { kind: 'loading'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'playing'; setup: GameSetup; restored?: Omit<RestoredGame, 'setup'> };

export interface PlayState {
  readonly status: PlayStatus;
  readonly notice: string | null;
  /** The notice is about a full storage: the player may remove the finished games. */
  readonly fullStorage: boolean;
  readonly chooser: boolean;
  readonly welcome: boolean;
  /** Said in the chooser (a level without puzzles, a pool that failed). */
  readonly message: string | null;
}

export type PlayAction =
  /** Waiting for a game: shown only while no game is on screen (a game stays until the next one). */
  | { type: 'loading'; text: string }
  /** A problem: beside the game when one is on screen, else in place of it. */
  | { type: 'fail'; text: string }
  /** A problem that replaces whatever is on screen (a broken link). */
  | { type: 'refuse'; text: string }
  | { type: 'show'; setup: GameSetup; restored?: Omit<RestoredGame, 'setup'> | undefined }
  /** A game's solution proved (`setup` carries it), or its proof failed: only for that game. */
  | { type: 'proved'; setup: GameSetup }
  | { type: 'lost'; key: string; text: string }
  | { type: 'notice'; text: string | null; full?: boolean }
  | { type: 'menu' }
  | { type: 'close' }
  | { type: 'welcome'; on: boolean };

export const initialPlay: PlayState = {
  status: { kind: 'loading', text: 'Loading…' },
  notice: null,
  fullStorage: false,
  chooser: false,
  welcome: false,
  message: null,
};

/** The game on screen, if any. */
export const playingSetup = (state: PlayState): GameSetup | null =>
  state.status.kind === 'playing' ? state.status.setup : null;

const onScreen = (state: PlayState, key: string) => state.status.kind === 'playing' && state.status.setup.key === key;

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case 'loading':
      return state.status.kind === 'playing' ? state : { ...state, status: { kind: 'loading', text: action.text } };
    case 'fail':
      return state.status.kind === 'playing'
        ? { ...state, message: action.text, chooser: true }
        : { ...state, status: { kind: 'message', text: action.text } };
    case 'refuse':
      return { ...state, status: { kind: 'message', text: action.text } };
    case 'show':
      return {
        ...state,
        status: { kind: 'playing', setup: action.setup, ...(action.restored ? { restored: action.restored } : {}) },
        chooser: false,
        message: null,
      };
    case 'proved':
      return state.status.kind === 'playing' && onScreen(state, action.setup.key)
        ? { ...state, status: { ...state.status, setup: action.setup } }
        : state;
    case 'lost':
      return onScreen(state, action.key) ? { ...state, status: { kind: 'message', text: action.text } } : state;
    case 'notice':
      return { ...state, notice: action.text, fullStorage: action.full ?? false };
    case 'menu':
      return { ...state, message: null, chooser: true };
    case 'close':
      return { ...state, chooser: false };
    case 'welcome':
      return { ...state, welcome: action.on };
  }
}
