/**
 * The Create page's drawing tools beside the board: the givens' keypad, the region keys, the cage
 * form and list, and for a constraint tool its form and the list of drawn constraints
 * (CreateConstraints.tsx, CreateConstraintList.tsx). They render game/create.ts's state and dispatch its actions.
 */
import { useState, type Dispatch } from 'react';
import type { Geometry } from '@sudoku-forge/core-solver';
import { addCage, paintRegion, regionSizes, removeCage, setGivens } from '../game/editor.ts';
import { isConstraintTool, type CreateAction, type CreateState, type Tool } from '../game/create.ts';
import type { OutsidePreview } from '../game/create-preview.ts';
import { ConstraintList } from './CreateConstraintList.tsx';
import { ConstraintForm } from './CreateConstraints.tsx';
import { Keypad } from './Controls.tsx';

export function CreateTools({
  state,
  tool,
  geometry,
  preview,
  dispatch,
}: {
  state: CreateState;
  tool: Tool;
  geometry: Geometry;
  preview: OutsidePreview | null;
  dispatch: Dispatch<CreateAction>;
}) {
  const { draft, selection, region } = state;
  const n = geometry.size;
  const cells = [...selection];
  const [sum, setSum] = useState('');
  if (isConstraintTool(tool))
    return (
      <>
        <ConstraintForm state={state} tool={tool} geometry={geometry} preview={preview} dispatch={dispatch} />
        <ConstraintList state={state} geometry={geometry} dispatch={dispatch} />
      </>
    );
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
