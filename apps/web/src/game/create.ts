/**
 * The Create page's state (issue 30 §7): the draft being edited (game/editor.ts), the tool, the
 * selected cells, the last outcome and the solver's verdict, with their transitions; the page
 * renders it. Keys mean what they mean on the play screen (game/keys.ts): arrows move (Shift or
 * Ctrl extends), a digit sets the selected cells' given, 0 / Delete / Backspace clears them,
 * Escape deselects. Any change to the draft drops the verdict (it was about another puzzle).
 */
import { VARIANTS } from '@sudoku-forge/core-solver';
import type { SolverReport } from '../engine/learn.ts';
import { emptyDraft, setGivens, switchVariant, type Draft } from './editor.ts';
import type { KeyIntent } from './keys.ts';
import { arrowSelect, stepCell, type Selection } from './selection.ts';

export type Tool = 'digits' | 'regions' | 'cages';
export type Check =
  | { kind: 'working' }
  | { kind: 'error'; text: string }
  | { kind: 'report'; report: SolverReport; link: string };
export type Outcome = { kind: 'ok' | 'error'; text: string } | null;

export interface CreateState {
  readonly draft: Draft;
  readonly tool: Tool;
  readonly selection: Selection;
  readonly focus: number | null;
  /** The region last painted (its key shows pressed). */
  readonly region: number;
  readonly note: Outcome;
  readonly check: Check | null;
}

export type CreateAction =
  | { type: 'draft'; draft: Draft; note?: Outcome; deselect?: boolean }
  | { type: 'variant'; variant: Draft['variant'] }
  | { type: 'tool'; tool: Tool }
  | { type: 'select'; update: Selection | ((old: Selection) => Selection) }
  | { type: 'focus'; cell: number }
  | { type: 'paint'; region: number; draft: Draft }
  | { type: 'note'; note: Outcome }
  | { type: 'check'; check: Check | null }
  | { type: 'key'; intent: KeyIntent };

export const initialCreate = (): CreateState => ({
  draft: emptyDraft('classic'),
  tool: 'digits',
  selection: new Set(),
  focus: null,
  region: 0,
  note: null,
  check: null,
});

/** The tools a variant draws with (givens always; regions for irregular, cages for killer). */
export const toolsOf = (draft: Draft): Tool[] =>
  draft.variant === 'irregular' ? ['digits', 'regions'] : draft.variant === 'killer' ? ['digits', 'cages'] : ['digits'];

/** The tool shown: the chosen one when the variant has it, else givens. */
export const shownTool = (state: CreateState): Tool =>
  toolsOf(state.draft).includes(state.tool) ? state.tool : 'digits';

const edited = (state: CreateState, draft: Draft): CreateState => ({ ...state, draft, check: null });

/** The selected cells' givens set to `digit` (0 clears them); nothing selected, nothing changes. */
const enter = (state: CreateState, digit: number): CreateState =>
  state.selection.size === 0 ? state : edited(state, setGivens(state.draft, state.selection, digit));

export function createReducer(state: CreateState, action: CreateAction): CreateState {
  switch (action.type) {
    case 'draft': {
      const next = edited(state, action.draft);
      return {
        ...next,
        ...(action.note !== undefined ? { note: action.note } : {}),
        ...(action.deselect ? { selection: new Set<number>() } : {}),
      };
    }
    case 'variant':
      return { ...edited(state, switchVariant(state.draft, action.variant)), selection: new Set() };
    case 'tool':
      return { ...state, tool: action.tool };
    case 'select':
      return {
        ...state,
        selection: typeof action.update === 'function' ? action.update(state.selection) : action.update,
      };
    case 'focus':
      return { ...state, focus: action.cell };
    case 'paint':
      return { ...edited(state, action.draft), region: action.region };
    case 'note':
      return { ...state, note: action.note };
    case 'check':
      return { ...state, check: action.check };
    case 'key':
      return onKey(state, action.intent);
  }
}

function onKey(state: CreateState, intent: KeyIntent): CreateState {
  switch (intent.kind) {
    case 'move': {
      const from = state.focus ?? 0;
      const to = stepCell(from, VARIANTS[state.draft.variant].size, intent.rows, intent.columns);
      return { ...state, selection: arrowSelect(state.selection, from, to, intent.extend), focus: to };
    }
    case 'erase':
      return enter(state, 0);
    case 'deselect':
      return { ...state, selection: new Set() };
    case 'enter':
      // A given has no corner or centre form: a digit with Shift or Ctrl means nothing here.
      return intent.mode === undefined ? enter(state, intent.digit) : state;
    default:
      return state;
  }
}
