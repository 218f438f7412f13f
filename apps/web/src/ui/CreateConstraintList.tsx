/**
 * The drawn constraints beside the Create page's board (issue 27 §2): each a key that picks it (its
 * cells selected and its drawing outlined on the board, pressed again: unpicked; Delete on it
 * removes it and the focus goes to the next) and its Remove; above it, Pick at the focused cell
 * (Enter on the board) picks the constraints through it in turn; under the list, a picked cage, little
 * killer or sandwich takes another sum, a picked line is reshaped (CreateReshape.tsx). Undo brings
 * back whatever was removed or changed.
 */
import { useState, type Dispatch } from 'react';
import { cellName, type Geometry } from '@sudoku-forge/core-solver';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { constraintsAt, type CreateAction, type CreateState } from '../game/create.ts';
import { hasSum } from '../game/editor.ts';
import { lineCells } from '../game/reshape.ts';
import { LineReshape } from './CreateReshape.tsx';

/** The drawn constraints: each picks it (again: unpicks), Delete on it or its Remove removes it. */
export function ConstraintList({
  state,
  geometry,
  dispatch,
}: {
  state: CreateState;
  geometry: Geometry;
  dispatch: Dispatch<CreateAction>;
}) {
  const { constraints } = state.draft;
  if (constraints.length === 0) return null;
  const picked = state.picked === null ? undefined : constraints[state.picked];
  const { focus } = state;
  const here = focus === null ? 0 : constraintsAt(state, focus).length;
  return (
    <>
      {focus !== null && (
        <div className="cage-form">
          <button type="button" disabled={here === 0} onClick={() => dispatch({ type: 'pick-at' })}>
            {`Pick at ${cellName(geometry, focus)}`}
          </button>
          <span className="status">
            {here === 0
              ? 'No constraint there.'
              : `${here === 1 ? 'One constraint' : `${here} constraints`} through it: Enter on the board picks them in turn.`}
          </span>
        </div>
      )}
      <ul className="cage-list constraint-list" aria-label="Constraints">
        {constraints.map((c, i) => {
          const named = handlerOf(c).name(c as never, geometry);
          const label = `${named.charAt(0).toUpperCase()}${named.slice(1)}`;
          return (
            <li key={`${i}-${c.type}`}>
              <button
                type="button"
                className="constraint-pick"
                aria-pressed={state.picked === i}
                onClick={() => dispatch({ type: 'pick', index: state.picked === i ? null : i })}
                onKeyDown={(event) => {
                  if (event.key !== 'Delete' && event.key !== 'Backspace') return;
                  event.preventDefault();
                  const list = event.currentTarget.closest('ul');
                  dispatch({ type: 'remove', index: i });
                  // The focus goes to the constraint now in its place (or the last), not to the page.
                  setTimeout(() => {
                    const picks = list?.querySelectorAll<HTMLElement>('.constraint-pick') ?? [];
                    picks[Math.min(i, picks.length - 1)]?.focus();
                  });
                }}
              >
                {label}
              </button>
              <button
                type="button"
                onClick={() => dispatch({ type: 'remove', index: i })}
                aria-label={`Remove ${named}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {picked && hasSum(picked) && <SumChange key={state.picked} dispatch={dispatch} />}
      {picked && lineCells(picked) && <LineReshape constraint={picked} geometry={geometry} dispatch={dispatch} />}
    </>
  );
}

/** Another sum for the picked cage, little killer or sandwich (Enter changes it too). */
function SumChange({ dispatch }: { dispatch: Dispatch<CreateAction> }) {
  const [sum, setSum] = useState('');
  return (
    <form
      className="cage-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sum !== '') dispatch({ type: 'change-sum', sum: Number(sum) });
      }}
    >
      <div className="field inline">
        <label htmlFor="f-picked-sum">New sum</label>
        <input
          id="f-picked-sum"
          type="number"
          inputMode="numeric"
          min={0}
          value={sum}
          onChange={(e) => setSum(e.target.value)}
        />
      </div>
      <button type="submit" disabled={sum === ''}>
        Change sum
      </button>
    </form>
  );
}
