/**
 * A constraint tool's form beside the board (issue 27 §2): how to draw with it, a sum (a killer
 * cage's, optional; a little killer's and a sandwich's), a little killer's direction and a
 * sandwich's row or column, and the Add key (Enter in the sum adds too). A little killer or
 * sandwich complete before Add is previewed on the board, and said here in words
 * (game/create-preview.ts). The drawn constraints' list is CreateConstraintList.tsx. It renders
 * game/create.ts's state (the form's input is its `pending`) and dispatches its actions.
 */
import type { Dispatch } from 'react';
import { cellName, type Geometry } from '@sudoku-forge/core-solver';
import { CONSTRAINT_TOOLS, type CreateAction, type CreateState } from '../game/create.ts';
import type { OutsidePreview } from '../game/create-preview.ts';
import type { ConstraintTool } from '../game/editor.ts';
import { DIAGONALS, diagonalThrough, type House } from '../game/outside-clues.ts';

const LINE = 'Select the cells of the line in order and add it.';
const PAIR = 'Select two cells side by side and add the';
const MARK = 'Select cells and mark them.';

/** How to draw with each tool. */
const HOW: Readonly<Record<ConstraintTool, string>> = {
  cage: 'Select the cells of the cage, type its sum if it has one, and add it.',
  thermo: 'Select the bulb first, then the cells in order (drag, or Shift+click / Shift+arrow each), and add it.',
  arrow: 'Select the circle first, then the shaft in order, and add it.',
  renban: LINE,
  whisper: LINE,
  palindrome: LINE,
  between: 'Select the line in order from one circle to the other (at least three cells) and add it.',
  'region-sum-line': LINE,
  'little-killer':
    'Select a cell of the diagonal, pick where its arrow points and type the sum: the clue sits outside the grid where the diagonal starts.',
  sandwich:
    'Select a cell of the row or column, pick which, and type the sum of the digits between its 1 and 9: the clue sits outside the grid.',
  'kropki-white': `${PAIR} dot between them.`,
  'kropki-black': `${PAIR} dot between them.`,
  x: `${PAIR} X between them.`,
  v: `${PAIR} V between them.`,
  odd: MARK,
  even: MARK,
  minimum: MARK,
  maximum: MARK,
};

/** The arrows in their places: up-left, up-right, down-left, down-right. */
const ARROWS = ['up-left', 'up-right', 'down-left', 'down-right'].map((d) => DIAGONALS.find((a) => a.direction === d)!);

const HOUSES: readonly { house: House; name: string }[] = [
  { house: 'row', name: 'Row, clue on the left' },
  { house: 'column', name: 'Column, clue above' },
];

export function ConstraintForm({
  state,
  tool,
  geometry,
  preview,
  dispatch,
}: {
  state: CreateState;
  tool: ConstraintTool;
  geometry: Geometry;
  /** The pending little killer or sandwich (drawn on the board), or null. */
  preview: OutsidePreview | null;
  dispatch: Dispatch<CreateAction>;
}) {
  const { sum, direction, house } = state.pending;
  const { add } = CONSTRAINT_TOOLS.find((t) => t.tool === tool)!;
  const n = geometry.size;
  const needsSum = tool === 'little-killer' || tool === 'sandwich';
  const first = [...state.selection][0];
  const toggle = (pressed: boolean, name: string, onClick: () => void, text = name) => (
    <button key={name} type="button" aria-pressed={pressed} aria-label={name} onClick={onClick}>
      {text}
    </button>
  );
  let where = '';
  if (first !== undefined && tool === 'little-killer') {
    const cells = diagonalThrough(first, direction, n);
    where = `Its diagonal: ${cellName(geometry, cells[0]!)} to ${cellName(geometry, cells.at(-1)!)}, ${cells.length} ${cells.length === 1 ? 'cell' : 'cells'}.`;
  } else if (first !== undefined && tool === 'sandwich')
    where = `Its ${house}: ${house === 'row' ? Math.floor(first / n) + 1 : (first % n) + 1}.`;
  // Complete: where the clue goes (drawn ghosted on the board), or why Add would refuse it.
  if (preview) where = preview.kind === 'clue' ? `Preview: ${preview.text}` : preview.text;
  return (
    <>
      <p className="status">
        {HOW[tool]} Delete removes this tool’s constraints on the selected cells, or the constraint picked in the list.
      </p>
      {tool === 'little-killer' && (
        <div className="direction-keys" role="group" aria-label="Arrow points">
          {ARROWS.map((a) =>
            toggle(
              direction === a.direction,
              a.name,
              () => dispatch({ type: 'pending', pending: { direction: a.direction } }),
              a.symbol,
            ),
          )}
        </div>
      )}
      {tool === 'sandwich' && (
        <div className="cage-form" role="group" aria-label="Clue for">
          {HOUSES.map((h) =>
            toggle(house === h.house, h.name, () => dispatch({ type: 'pending', pending: { house: h.house } })),
          )}
        </div>
      )}
      {/* Always there for these tools, so a screen reader hears where the clue will go as it changes. */}
      {needsSum && (
        <p className="status" aria-live="polite" data-preview={preview?.kind ?? 'none'}>
          {where}
        </p>
      )}
      <form
        className="cage-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (state.selection.size === 0 || (needsSum && sum === '')) return;
          const clue = sum === '' || (tool !== 'cage' && !needsSum) ? {} : { sum: Number(sum) };
          dispatch({
            type: 'add',
            ...clue,
            ...(tool === 'little-killer' ? { direction } : {}),
            ...(tool === 'sandwich' ? { house } : {}),
          });
        }}
      >
        {(tool === 'cage' || needsSum) && (
          <div className="field inline">
            <label htmlFor="f-constraint-sum">{needsSum ? 'Sum' : 'Sum (optional)'}</label>
            <input
              id="f-constraint-sum"
              type="number"
              inputMode="numeric"
              min={tool === 'sandwich' ? 0 : 1}
              max={tool === 'little-killer' ? n * n : (n * (n + 1)) / 2 - (tool === 'sandwich' ? n + 1 : 0)}
              value={sum}
              onChange={(e) => dispatch({ type: 'pending', pending: { sum: e.target.value } })}
            />
          </div>
        )}
        <button type="submit" disabled={state.selection.size === 0 || (needsSum && sum === '')}>
          {add}
        </button>
      </form>
    </>
  );
}
