/**
 * Reshaping the picked line under the Create page's list of constraints (issue 27 §2,
 * game/reshape.ts): at each end, the eight cells around it as arrow keys ("Extend the end to
 * r2c7"), then Remove first cell, Remove last cell and Reverse line. Every change is one undo step;
 * a shape that cannot be is refused in words (the page's note).
 */
import type { Dispatch } from 'react';
import { cellName, type Constraint, type Geometry } from '@sudoku-forge/core-solver';
import type { CreateAction } from '../game/create.ts';
import { AROUND, lineCells, lineName, startName, stepFrom, type End } from '../game/reshape.ts';

export function LineReshape({
  constraint,
  geometry,
  dispatch,
}: {
  constraint: Constraint;
  geometry: Geometry;
  dispatch: Dispatch<CreateAction>;
}) {
  const line = lineCells(constraint);
  const name = lineName(constraint);
  if (!line || !name) return null;
  const n = geometry.size;
  const at = (cell: number) => cellName(geometry, cell);
  const start = startName(constraint);
  const ends: { end: End; cell: number; caption: string }[] = [
    { end: 'start', cell: line[0]!, caption: start ? `Start (${start})` : 'Start' },
    { end: 'end', cell: line.at(-1)!, caption: 'End' },
  ];
  return (
    <section className="reshape" aria-labelledby="reshape-title">
      <h3 id="reshape-title" className="reshape-title">
        Reshape the {name}
      </h3>
      <p className="status">{`It runs from ${at(line[0]!)} to ${at(line.at(-1)!)}, ${line.length} cells. Add a cell next to an end, take one off, or reverse it; or drag an end on the board.`}</p>
      <div className="reshape-ends">
        {ends.map(({ end, cell, caption }) => (
          <div key={end} className="reshape-end" role="group" aria-label={`Extend the ${end} (${at(cell)})`}>
            <span className="reshape-caption">{`${caption}: ${at(cell)}`}</span>
            <div className="reshape-pad">
              {AROUND.slice(0, 4).map((a) => key(end, cell, a))}
              <span className="reshape-centre" aria-hidden="true">
                {end === 'start' ? '●' : '■'}
              </span>
              {AROUND.slice(4).map((a) => key(end, cell, a))}
            </div>
          </div>
        ))}
      </div>
      <div className="cage-form">
        <button type="button" onClick={() => dispatch({ type: 'reshape', reshape: { kind: 'trim', end: 'start' } })}>
          Remove first cell
        </button>
        <button type="button" onClick={() => dispatch({ type: 'reshape', reshape: { kind: 'trim', end: 'end' } })}>
          Remove last cell
        </button>
        <button type="button" onClick={() => dispatch({ type: 'reshape', reshape: { kind: 'reverse' } })}>
          Reverse line
        </button>
      </div>
    </section>
  );

  /** The arrow key to the cell a step from an end (off the board: an empty place). */
  function key(end: End, from: number, a: (typeof AROUND)[number]) {
    const cell = stepFrom(from, a.rows, a.columns, n);
    const place = `${a.rows},${a.columns}`;
    if (cell === null) return <span key={place} className="reshape-off" aria-hidden="true" />;
    return (
      <button
        key={place}
        type="button"
        aria-label={`Extend the ${end} to ${at(cell)}`}
        className={line!.includes(cell) ? 'on-line' : undefined}
        onClick={() => dispatch({ type: 'reshape', reshape: { kind: 'extend', end, cell } })}
      >
        {a.symbol}
      </button>
    );
  }
}
