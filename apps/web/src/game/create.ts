/**
 * The Create page's state (issue 30 §7, issue 27 §2): the draft being edited (game/editor.ts), the
 * tool, the selected cells (in the order selected: a thermo's bulb first), the last outcome, the
 * solver's verdict, the undo history and the live count of solutions, with their transitions; the
 * page renders it. Keys mean what they mean on the play screen (game/keys.ts): arrows move (Shift
 * or Ctrl extends), a digit sets the selected cells' given, 0 / Delete / Backspace clears them (with
 * a constraint tool: removes that tool's constraints on the selected cells; with a constraint picked
 * from the list: removes that one), Ctrl+Z / Ctrl+Y undo and redo, Escape deselects.
 *
 * Picking a drawn constraint (the list beside the board, or Enter on a cell of the board: the
 * constraints through it in turn) selects its cells on the board (a
 * sandwich's row or column, a little killer's diagonal); Delete or Remove takes it away, and undo
 * brings it back; a picked cage, little killer or sandwich takes another sum; a picked line is
 * reshaped (game/reshape.ts: a cell added at either end, its first or last cell taken off, reversed),
 * still picked, one undo step each. Any other selection, and any other edit, drops the pick.
 *
 * The constraint form's input before Add (`pending`: the sum typed, a little killer's direction, a
 * sandwich's row or column) lives here too, so the board can preview a little killer or sandwich
 * where Add will put it (game/create-preview.ts).
 *
 * Every edit of the draft drops the verdict, pushes the old draft on the undo stack and starts a
 * new count: `version` numbers the drafts, and an answer counted for another version is dropped,
 * so a stale count never overwrites a newer one (ui/hooks/useCreateCount.ts runs the worker).
 */
import { cellName, VARIANTS } from '@sudoku-forge/core-solver';
import type { SolverReport } from '../engine/learn.ts';
import {
  addConstraint,
  changeSum,
  emptyDraft,
  removeConstraint,
  removeConstraintsAt,
  constraintCells,
  setGivens,
  type Clue,
  switchVariant,
  type ConstraintTool,
  type Draft,
} from './editor.ts';
import type { KeyIntent } from './keys.ts';
import type { Diagonal, House } from './outside-clues.ts';
import { lineCells, reshapeLine, reshapeText, type Reshape } from './reshape.ts';
import { arrowSelect, stepCell, type Selection } from './selection.ts';
import type { CountAnswer } from './solve.ts';

export type Tool = 'digits' | 'regions' | 'cages' | ConstraintTool;
export type Check = { kind: 'working' } | { kind: 'error'; text: string } | { kind: 'report'; report: SolverReport };
export type Outcome = { kind: 'ok' | 'error'; text: string } | null;
/** The live count: under way (`slow` once it takes a while) or answered. */
export type Count = { kind: 'counting'; slow: boolean } | { kind: 'answer'; answer: CountAnswer };

/**
 * What the constraint form holds before Add: the sum as typed (a cage's, optional; a little
 * killer's and a sandwich's), a little killer's direction, a sandwich's row or column. The board
 * previews a clue outside the grid from it (game/create-preview.ts).
 */
export interface Pending {
  readonly sum: string;
  readonly direction: Diagonal;
  readonly house: House;
}

export const NO_PENDING: Pending = { sum: '', direction: 'down-right', house: 'row' };

/** Undo steps kept. */
const HISTORY = 200;

export interface CreateState {
  readonly draft: Draft;
  readonly tool: Tool;
  readonly selection: Selection;
  readonly focus: number | null;
  /** The drawn constraint picked from the list (its index in the draft's constraints), or null. */
  readonly picked: number | null;
  /** The region last painted (its key shows pressed). */
  readonly region: number;
  /** The constraint form's input before Add (a new tool starts it afresh). */
  readonly pending: Pending;
  readonly note: Outcome;
  readonly check: Check | null;
  /** Earlier drafts, newest last; drafts undone, newest last. */
  readonly past: readonly Draft[];
  readonly future: readonly Draft[];
  /** Numbers the drafts: a count answers one version. */
  readonly version: number;
  readonly count: Count;
}

export type CreateAction =
  | { type: 'draft'; draft: Draft; note?: Outcome; deselect?: boolean }
  | { type: 'variant'; variant: Draft['variant'] }
  | { type: 'tool'; tool: Tool }
  /** The constraint form's input changed (the sum typed, the direction or the row or column picked). */
  | { type: 'pending'; pending: Partial<Pending> }
  | { type: 'select'; update: Selection | ((old: Selection) => Selection) }
  | { type: 'focus'; cell: number }
  | { type: 'paint'; region: number; draft: Draft }
  | { type: 'note'; note: Outcome }
  | { type: 'check'; check: Check | null }
  | { type: 'key'; intent: KeyIntent }
  /** The shown constraint tool's constraint over the selection (`sum`: a cage's, optional). */
  | ({ type: 'add' } & Clue)
  | { type: 'remove'; index: number }
  /** A drawn constraint picked (its cells selected), or none. */
  | { type: 'pick'; index: number | null }
  /** The next drawn constraint through the focused cell picked (Enter on the board), the focus kept. */
  | { type: 'pick-at' }
  /** The picked constraint's sum changed (a cage's, a little killer's, a sandwich's). */
  | { type: 'change-sum'; sum: number }
  /** The picked line reshaped: a cell added at an end, its first or last cell taken off, or reversed. */
  | { type: 'reshape'; reshape: Reshape }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'count-slow'; version: number }
  | { type: 'counted'; version: number; answer: CountAnswer };

export const initialCreate = (): CreateState => ({
  draft: emptyDraft('classic'),
  tool: 'digits',
  selection: new Set(),
  focus: null,
  picked: null,
  region: 0,
  pending: NO_PENDING,
  note: null,
  check: null,
  past: [],
  future: [],
  version: 0,
  count: { kind: 'counting', slow: false },
});

/** The constraint tools, in the tool bar's order, with their names there. */
export const CONSTRAINT_TOOLS: readonly { tool: ConstraintTool; name: string; add: string }[] = [
  { tool: 'cage', name: 'Killer cage', add: 'Add killer cage' },
  { tool: 'thermo', name: 'Thermo', add: 'Add thermo' },
  { tool: 'arrow', name: 'Arrow', add: 'Add arrow' },
  { tool: 'renban', name: 'Renban', add: 'Add renban line' },
  { tool: 'whisper', name: 'German whisper', add: 'Add whisper line' },
  { tool: 'palindrome', name: 'Palindrome', add: 'Add palindrome' },
  { tool: 'between', name: 'Between line', add: 'Add between line' },
  { tool: 'region-sum-line', name: 'Region sum line', add: 'Add region sum line' },
  { tool: 'little-killer', name: 'Little killer', add: 'Add little killer' },
  { tool: 'sandwich', name: 'Sandwich', add: 'Add sandwich' },
  { tool: 'kropki-white', name: 'White dot', add: 'Add white dot' },
  { tool: 'kropki-black', name: 'Black dot', add: 'Add black dot' },
  { tool: 'x', name: 'X', add: 'Add X' },
  { tool: 'v', name: 'V', add: 'Add V' },
  { tool: 'odd', name: 'Odd', add: 'Mark odd' },
  { tool: 'even', name: 'Even', add: 'Mark even' },
  { tool: 'minimum', name: 'Minimum', add: 'Mark minimum' },
  { tool: 'maximum', name: 'Maximum', add: 'Mark maximum' },
];

/** The tools a variant draws with (givens always; regions for irregular, cages for killer). */
export const toolsOf = (draft: Draft): Tool[] =>
  draft.variant === 'irregular' ? ['digits', 'regions'] : draft.variant === 'killer' ? ['digits', 'cages'] : ['digits'];

export const isConstraintTool = (tool: Tool): tool is ConstraintTool => CONSTRAINT_TOOLS.some((t) => t.tool === tool);

/** The tool shown: the chosen one when the variant has it (every variant draws constraints), else givens. */
export const shownTool = (state: CreateState): Tool =>
  isConstraintTool(state.tool) || toolsOf(state.draft).includes(state.tool) ? state.tool : 'digits';

/** The live count in the page's words: "2 solutions: they differ in r4c5". */
export function countText(count: Count, size: number): string {
  if (count.kind === 'counting') return count.slow ? 'Still counting…' : 'Counting solutions…';
  const { answer } = count;
  switch (answer.status) {
    case 'unique':
      return 'Unique: ready to play';
    case 'multiple':
      return `2 solutions: they differ in ${cellName({ size }, answer.differ)}`;
    case 'none':
      return 'No solution';
    case 'undecided':
      return 'Too many possibilities to count: add givens or constraints';
    case 'invalid':
      return `Not a puzzle yet: ${answer.message}`;
  }
}

/** A new draft: the verdict dropped, the old draft kept for undo, a new count begun. */
const edited = (state: CreateState, draft: Draft, past = [...state.past, state.draft].slice(-HISTORY)): CreateState =>
  draft === state.draft
    ? state
    : {
        ...state,
        draft,
        picked: null,
        check: null,
        past,
        future: draft === state.future.at(-1) ? state.future.slice(0, -1) : [],
        version: state.version + 1,
        count: { kind: 'counting', slow: false },
      };

/** The selected cells' givens set to `digit` (0 clears them); nothing selected, nothing changes. */
const enter = (state: CreateState, digit: number): CreateState =>
  state.selection.size === 0 ? state : edited(state, setGivens(state.draft, state.selection, digit));

function undo(state: CreateState): CreateState {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return { ...edited(state, previous, state.past.slice(0, -1)), future: [...state.future, state.draft] };
}

function redo(state: CreateState): CreateState {
  const next = state.future.at(-1);
  return next ? edited(state, next) : state;
}

function add(state: CreateState, clue: Clue): CreateState {
  const tool = shownTool(state);
  if (!isConstraintTool(tool)) return state;
  const next = addConstraint(state.draft, tool, [...state.selection], clue);
  if (typeof next === 'string') return { ...state, note: { kind: 'error', text: next } };
  const name = CONSTRAINT_TOOLS.find((t) => t.tool === tool)!.name;
  return {
    ...edited(state, next),
    selection: new Set(),
    pending: { ...state.pending, sum: '' },
    note: { kind: 'ok', text: `${name} added.` },
  };
}

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
      return { ...state, tool: action.tool, pending: NO_PENDING };
    case 'pending':
      return { ...state, pending: { ...state.pending, ...action.pending } };
    case 'select':
      return {
        ...state,
        picked: null,
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
    case 'add': {
      const { type: _, ...clue } = action;
      return add(state, clue);
    }
    case 'remove':
      return action.index === state.picked
        ? removePicked(state, action.index)
        : edited(state, removeConstraint(state.draft, action.index));
    case 'pick':
      return pick(state, action.index);
    case 'pick-at':
      return pickAt(state);
    case 'change-sum': {
      if (state.picked === null) return state;
      const next = changeSum(state.draft, state.picked, action.sum);
      if (typeof next === 'string') return { ...state, note: { kind: 'error', text: next } };
      // Still picked: the same constraint, in the same place.
      return {
        ...edited(state, next),
        picked: state.picked,
        note: { kind: 'ok', text: `Sum changed to ${action.sum}.` },
      };
    }
    case 'reshape':
      return reshape(state, action.reshape);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'count-slow':
      return action.version === state.version && state.count.kind === 'counting'
        ? { ...state, count: { kind: 'counting', slow: true } }
        : state;
    case 'counted':
      return action.version === state.version ? { ...state, count: { kind: 'answer', answer: action.answer } } : state;
  }
}

/** A drawn constraint picked (its cells selected, the first focused), or the pick dropped. */
function pick(state: CreateState, index: number | null): CreateState {
  const constraint = index === null ? undefined : state.draft.constraints[index];
  if (!constraint) return state.picked === null ? state : { ...state, picked: null };
  const cells = constraintCells(constraint, VARIANTS[state.draft.variant].size);
  return { ...state, picked: index, selection: new Set(cells), focus: cells[0] ?? state.focus };
}

/**
 * The picked line reshaped (game/reshape.ts): still picked, its new cells selected and the end that
 * changed focused; undo gives the old shape back. A shape that cannot be is refused in words.
 */
function reshape(state: CreateState, change: Reshape): CreateState {
  if (state.picked === null)
    return { ...state, note: { kind: 'error', text: 'Pick a thermo, an arrow or a line first.' } };
  const next = reshapeLine(state.draft, state.picked, change);
  if (typeof next === 'string') return { ...state, note: { kind: 'error', text: next } };
  const before = lineCells(state.draft.constraints[state.picked]!)!;
  const after = lineCells(next.constraints[state.picked]!)!;
  const n = VARIANTS[state.draft.variant].size;
  const end = change.kind !== 'reverse' && change.end === 'end' ? after.at(-1)! : after[0]!;
  return {
    ...edited(state, next),
    picked: state.picked,
    selection: new Set(after),
    focus: end,
    note: { kind: 'ok', text: reshapeText(change, before, after, n) },
  };
}

/** The drawn constraints through a cell (a sandwich's row or column, a little killer's diagonal), in the list's order. */
export function constraintsAt(state: CreateState, cell: number): number[] {
  const n = VARIANTS[state.draft.variant].size;
  return state.draft.constraints.flatMap((c, i) => (constraintCells(c, n).includes(cell) ? [i] : []));
}

/**
 * Picks a constraint on the board: the first through the focused cell, or, with one of them picked,
 * the next (after the last, none). The focus stays, so Enter again steps through them all.
 */
function pickAt(state: CreateState): CreateState {
  if (state.focus === null) return state;
  const here = constraintsAt(state, state.focus);
  const next = state.picked === null || !here.includes(state.picked) ? here[0] : here[here.indexOf(state.picked) + 1];
  if (next === undefined) return { ...state, picked: null, selection: new Set([state.focus]) };
  return { ...pick(state, next), focus: state.focus };
}

/** The picked constraint removed, and its cells deselected. */
const removePicked = (state: CreateState, index: number): CreateState => ({
  ...edited(state, removeConstraint(state.draft, index)),
  selection: new Set(),
});

function onKey(state: CreateState, intent: KeyIntent): CreateState {
  switch (intent.kind) {
    case 'move': {
      const from = state.focus ?? 0;
      const to = stepCell(from, VARIANTS[state.draft.variant].size, intent.rows, intent.columns);
      return { ...state, picked: null, selection: arrowSelect(state.selection, from, to, intent.extend), focus: to };
    }
    case 'erase': {
      if (state.picked !== null) return removePicked(state, state.picked);
      const tool = shownTool(state);
      return isConstraintTool(tool)
        ? edited(state, removeConstraintsAt(state.draft, tool, state.selection))
        : enter(state, 0);
    }
    case 'deselect':
      return { ...state, picked: null, selection: new Set() };
    case 'enter':
      // A given has no corner or centre form: a digit with Shift or Ctrl means nothing here.
      return intent.mode === undefined ? enter(state, intent.digit) : state;
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    default:
      return state;
  }
}
