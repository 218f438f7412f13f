/**
 * A constraint puzzle's drawing (game/constraint-draw.ts) as SVG in cell units over the board:
 * `under` the grid lines and cages (marks, thermos, lines, arrows), `over` them (dots, XV,
 * quadruples, and the clues outside the grid). Loaded only for puzzles with constraints. The Create
 * page's picked constraint is drawn again over the rest, outlined (`c-picked`, styles.css), and its
 * pending clue outside the grid ghosted, its cells lightly marked (`c-preview`, pages.css).
 */
import { memo, useMemo } from 'react';
import type { Constraint } from '@sudoku-forge/core-solver';
import { drawConstraints, type Layer, type Primitive } from '../game/constraint-draw.ts';

const PART: Readonly<Record<'under' | 'over', readonly Layer[]>> = {
  under: ['marks', 'thermo', 'lines', 'arrows', 'cages'],
  over: ['dots', 'outside'],
};

export interface ConstraintLayerProps {
  constraints: readonly Constraint[];
  n: number;
  part: 'under' | 'over';
  /** The index of the constraint outlined over the rest (`over` only), or null. */
  picked?: number | null;
  /** A clue not added yet, drawn ghosted with its cells marked (`over` only), or null. */
  preview?: ConstraintPreview | null;
}

/** The Create page's pending clue (game/create-preview.ts) and the cells it covers. */
export interface ConstraintPreview {
  readonly constraint: Constraint;
  readonly cells: readonly number[];
}

export const ConstraintLayer = memo(function ConstraintLayer({
  constraints,
  n,
  part,
  picked,
  preview,
}: ConstraintLayerProps) {
  const shown = useParts(constraints, n, part);
  const one = picked === null || picked === undefined ? undefined : constraints[picked];
  const outlined = useMemo(() => (one ? drawConstraints([one], n).primitives : []), [one, n]);
  const ghost = useMemo(() => (preview ? drawConstraints([preview.constraint], n).primitives : []), [preview, n]);
  if (shown.length === 0 && outlined.length === 0 && ghost.length === 0) return null;
  return (
    <svg
      className={`board-layer constraint-layer constraint-${part}`}
      viewBox={`0 0 ${n} ${n}`}
      aria-hidden="true"
      data-constraints={part}
    >
      {shown.map((p, i) => (
        <Shape key={i} p={p} />
      ))}
      {outlined.length > 0 && (
        <g className="c-picked" data-picked="">
          {outlined.map((p, i) => (
            <Shape key={i} p={p} />
          ))}
        </g>
      )}
      {preview && ghost.length > 0 && (
        <g className="c-preview" data-preview="">
          {preview.cells.map((cell) => (
            <rect key={cell} className="c-preview-cell" x={cell % n} y={Math.floor(cell / n)} width={1} height={1} />
          ))}
          {ghost.map((p, i) =>
            p.kind === 'text' ? (
              <g key={i}>
                {/* A dashed box around the clue: not added yet. */}
                <rect className="c-preview-box" x={p.x - 0.42} y={p.y - 0.36} width={0.84} height={0.72} rx={0.12} />
                <Shape p={p} />
              </g>
            ) : (
              <Shape key={i} p={p} />
            ),
          )}
        </g>
      )}
    </svg>
  );
});

/** The same shapes as a group inside another drawing (the printed board, PrintPage.tsx). */
export function ConstraintShapes({ constraints, n, part }: ConstraintLayerProps) {
  const shown = useParts(constraints, n, part);
  return (
    <g className={`print-constraints constraint-${part}`}>
      {shown.map((p, i) => (
        <Shape key={i} p={p} />
      ))}
    </g>
  );
}

function useParts(constraints: readonly Constraint[], n: number, part: 'under' | 'over'): Primitive[] {
  const drawing = useMemo(() => drawConstraints(constraints, n), [constraints, n]);
  return drawing.primitives.filter((p) => PART[part].includes(p.layer));
}

function Shape({ p }: { p: Primitive }) {
  switch (p.kind) {
    case 'rect':
      return <rect className={p.cls} x={p.x} y={p.y} width={p.w} height={p.h} rx={p.r} />;
    case 'circle':
      return <circle className={p.cls} cx={p.cx} cy={p.cy} r={p.r} />;
    case 'line':
      return <polyline className={p.cls} points={p.points.map(([x, y]) => `${x},${y}`).join(' ')} />;
    case 'path':
      return <path className={p.cls} d={p.d} />;
    case 'text':
      return (
        <text className={p.cls} x={p.x} y={p.y} textAnchor="middle" dominantBaseline="central">
          {p.text}
        </text>
      );
  }
}

export default ConstraintLayer;
