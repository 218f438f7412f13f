/**
 * A game's view state beside its board (issue 30 §7): what is selected and focused, the entry
 * mode, the digit picked for number-first input, the dialog over the board and 16×16's zoom. Undo
 * does not touch it (the board's history is game.ts's). One pure reducer, so Game only renders:
 *
 *   press / drag / focus-cell / arrow   the selection (game/selection.ts's rules)
 *   tap                                 a cell tapped while a digit is picked: it alone is selected
 *   pad                                 a keypad press with nothing picked and nothing selected
 *                                       picks the digit (number-first; padPress)
 *   deselect                            Escape: no selection, nothing picked
 *   solved                              the wave runs over a board with nothing selected
 */
import { nextMode, type Mode } from './modes.ts';
import { arrowSelect, dragOnto, pressCell, stepCell, type PointerModifiers, type Selection } from './selection.ts';

/** The dialog a game opens over its board (the page's own, the new-game chooser, is apart). */
export type GameDialog = 'settings' | 'fill' | null;

export interface PlayView {
  readonly selection: Selection;
  readonly focus: number | null;
  /** The mode chosen on the mode bar or with z/x/c/v (a held Shift/Ctrl overrides it while held). */
  readonly mode: Mode;
  /** The digit picked for number-first input, or null (cell-first). */
  readonly armed: number | null;
  readonly dialog: GameDialog;
  readonly zoomed: boolean;
}

export type PlayViewAction =
  | { type: 'press'; cell: number; modifiers: PointerModifiers }
  | { type: 'drag'; cell: number }
  | { type: 'focus-cell'; cell: number }
  | { type: 'arrow'; n: number; rows: number; columns: number; extend: boolean }
  | { type: 'tap'; cell: number }
  | { type: 'arm'; digit: number | null }
  | { type: 'deselect' }
  | { type: 'mode'; mode: Mode }
  | { type: 'cycle-mode' }
  | { type: 'dialog'; dialog: GameDialog }
  | { type: 'zoom' }
  | { type: 'solved' };

export const START_VIEW: PlayView = {
  selection: new Set(),
  focus: null,
  mode: 'digit',
  armed: null,
  dialog: null,
  zoomed: false,
};

export function playViewReducer(view: PlayView, action: PlayViewAction): PlayView {
  switch (action.type) {
    case 'press':
      return { ...view, selection: pressCell(view.selection, action.cell, action.modifiers), focus: action.cell };
    case 'drag':
      return view.selection.has(action.cell)
        ? view
        : { ...view, selection: dragOnto(view.selection, action.cell), focus: action.cell };
    case 'focus-cell':
      return {
        ...view,
        selection: view.selection.size === 0 ? new Set([action.cell]) : view.selection,
        focus: action.cell,
      };
    case 'arrow': {
      const from = view.focus ?? 0;
      const to = stepCell(from, action.n, action.rows, action.columns);
      return { ...view, selection: arrowSelect(view.selection, from, to, action.extend), focus: to };
    }
    case 'tap':
      return { ...view, selection: new Set([action.cell]), focus: action.cell };
    case 'arm':
      return { ...view, armed: action.digit };
    case 'deselect':
      return { ...view, selection: new Set(), armed: null };
    case 'mode':
      return { ...view, mode: action.mode };
    case 'cycle-mode':
      return { ...view, mode: nextMode(view.mode) };
    case 'dialog':
      return { ...view, dialog: action.dialog };
    case 'zoom':
      return { ...view, zoomed: !view.zoomed };
    case 'solved':
      return { ...view, selection: new Set(), focus: null, armed: null };
  }
}
