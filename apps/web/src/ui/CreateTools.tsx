/**
 * The Create page's drawing tools beside the board: the givens' keypad, the region keys, the cage
 * form and list, and for a constraint tool its form (a killer cage's optional sum) and the list of
 * drawn constraints, each with its Remove. They render game/create.ts's state and dispatch its actions.
 */
import { useState, type Dispatch } from 'react';
import type { Geometry } from '@sudoku-forge/core-solver';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { addCage, paintRegion, regionSizes, removeCage, setGivens, type ConstraintTool } from '../game/editor.ts';
import { CONSTRAINT_TOOLS, isConstraintTool, type CreateAction, type CreateState, type Tool } from '../game/create.ts';
import { Keypad } from './Controls.tsx';

/** How to draw with each tool, beside the board. */
const HOW: Readonly<Record<ConstraintTool, string>> = {
  cage: 'Select the cells of the cage, type its sum if it has one, and add it.',
  thermo: 'Select the bulb first, then the cells in order (drag, or Shift+click / Shift+arrow each), and add it.',
  arrow: 'Select the circle first, then the shaft in order, and add it.',
  renban: 'Select the cells of the line in order and add it.',
  whisper: 'Select the cells of the line in order and add it.',
  palindrome: 'Select the cells of the line in order and add it.',
  'kropki-white': 'Select two cells side by side and add the dot between them.',
  'kropki-black': 'Select two cells side by side and add the dot between them.',
  x: 'Select two cells side by side and add the X between them.',
  v: 'Select two cells side by side and add the V between them.',
  odd: 'Select cells and mark them.',
  even: 'Select cells and mark them.',
  minimum: 'Select cells and mark them.',
  maximum: 'Select cells and mark them.',
};

/** The form of a constraint tool and the drawn constraints' list (Delete removes the tool's on the selected cells). */
function ConstraintTools({
  state,
  tool,
  geometry,
  dispatch,
}: {
  state: CreateState;
  tool: ConstraintTool;
  geometry: Geometry;
  dispatch: Dispatch<CreateAction>;
}) {
  const [sum, setSum] = useState('');
  const { add } = CONSTRAINT_TOOLS.find((t) => t.tool === tool)!;
  const { constraints } = state.draft;
  return (
    <>
      <p className="status">{HOW[tool]} Delete removes this tool’s constraints on the selected cells.</p>
      <div className="cage-form">
        {tool === 'cage' && (
          <div className="field inline">
            <label htmlFor="f-constraint-sum">Sum (optional)</label>
            <input
              id="f-constraint-sum"
              type="number"
              inputMode="numeric"
              min={1}
              max={(geometry.size * (geometry.size + 1)) / 2}
              value={sum}
              onChange={(e) => setSum(e.target.value)}
            />
          </div>
        )}
        <button
          type="button"
          disabled={state.selection.size === 0}
          onClick={() => {
            dispatch({ type: 'add', ...(tool === 'cage' && sum !== '' ? { sum: Number(sum) } : {}) });
            setSum('');
          }}
        >
          {add}
        </button>
      </div>
      {constraints.length > 0 && (
        <ul className="cage-list" aria-label="Constraints">
          {constraints.map((c, i) => {
            const named = handlerOf(c).name(c as never, geometry);
            const label = `${named.charAt(0).toUpperCase()}${named.slice(1)}`;
            return (
              <li key={`${i}-${c.type}`}>
                {label}
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'remove', index: i })}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export function CreateTools({
  state,
  tool,
  geometry,
  dispatch,
}: {
  state: CreateState;
  tool: Tool;
  geometry: Geometry;
  dispatch: Dispatch<CreateAction>;
}) {
  const { draft, selection, region } = state;
  const n = geometry.size;
  const cells = [...selection];
  const [sum, setSum] = useState('');
  if (isConstraintTool(tool))
    return <ConstraintTools state={state} tool={tool} geometry={geometry} dispatch={dispatch} />;
  if (tool === 'regions') {
    return (
      <>
        <p className="status">
          Select cells, then press the region they belong to. Each region needs {n} connected cells.
        </p>
        <div className="region-keys" role="group" aria-label="Region">
          {regionSizes(draft).map((size, r) => (
            <button
              key={r}
              type="button"
              className="key region-key"
              aria-pressed={region === r}
              disabled={cells.length === 0}
              onClick={() => dispatch({ type: 'paint', region: r, draft: paintRegion(draft, cells, r) })}
            >
              <span className={`swatch bg-colour-${(r % 9) + 1}`} aria-hidden="true" />
              {`Region ${r + 1}`}
              <span className="region-count">{`${size} cells`}</span>
            </button>
          ))}
        </div>
      </>
    );
  }
  if (tool === 'cages') {
    const cageSum = Number(sum);
    const add = () => {
      const next = addCage(draft, cells, cageSum);
      if (typeof next === 'string') return dispatch({ type: 'note', note: { kind: 'error', text: next } });
      dispatch({
        type: 'draft',
        draft: next,
        note: { kind: 'ok', text: `Cage of ${cells.length} cells with sum ${cageSum} added.` },
        deselect: true,
      });
      setSum('');
    };
    return (
      <>
        <p className="status">Select the cells of a cage, type its sum and add it.</p>
        <div className="cage-form">
          <div className="field inline">
            <label htmlFor="f-cage-sum">Cage sum</label>
            <input
              id="f-cage-sum"
              type="number"
              inputMode="numeric"
              min={1}
              max={45}
              value={sum}
              onChange={(e) => setSum(e.target.value)}
            />
          </div>
          <button type="button" disabled={cells.length === 0 || sum === ''} onClick={add}>
            Add cage
          </button>
        </div>
        {draft.cages.length > 0 && (
          <ul className="cage-list" aria-label="Cages">
            {draft.cages.map((cage, i) => (
              <li key={cage.cells.join(',')}>
                {`Sum ${cage.sum}: ${cage.cells.length} cells`}
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'draft', draft: removeCage(draft, i) })}
                  aria-label={`Remove cage ${i + 1} (sum ${cage.sum})`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const enter = (digit: number) => {
    if (cells.length > 0) dispatch({ type: 'draft', draft: setGivens(draft, cells, digit) });
  };
  return (
    <>
      <p className="status">Select cells (drag or Shift+click for several), then type a digit or press a key below.</p>
      <Keypad size={n} mode="digit" disabled={cells.length === 0} onDigit={enter} />
      <div className="actions">
        <button type="button" onClick={() => enter(0)} disabled={cells.length === 0}>
          Clear cells
        </button>
        <button
          type="button"
          onClick={() => dispatch({ type: 'draft', draft: { ...draft, givens: draft.givens.map(() => 0) } })}
        >
          Clear all givens
        </button>
      </div>
    </>
  );
}
