/**
 * One puzzle for paper: an SVG in cell units, black on white whatever the theme; the player's
 * digits or the solution written in the empty cells in a lighter italic (issue 30).
 */
import { useMemo } from 'react';
import { parsePuzzle, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { needsMargin } from '../game/constraint-draw.ts';
import { printDrawing, solutionOf } from '../game/print.ts';
import { ConstraintShapes } from './ConstraintLayer.tsx';

const variantName = (v: string) => (v in VARIANTS ? VARIANTS[v as VariantId].name : v);

export function PrintBoard({
  record,
  digits,
  solved = false,
}: {
  record: PuzzleRecord;
  digits?: ArrayLike<number> | undefined;
  solved?: boolean;
}) {
  const drawing = useMemo(() => {
    const puzzle = parsePuzzle(record);
    const written = solved ? (solutionOf(puzzle, record) ?? undefined) : digits;
    return { ...printDrawing(puzzle.geometry, puzzle.givens, written), constraints: puzzle.geometry.constraints };
  }, [record, digits, solved]);
  const { n } = drawing;
  const constraints = drawing.constraints;
  // Clues outside the grid (little killers, sandwiches) need a margin of a cell.
  const pad = needsMargin(constraints) ? 1 : 0.04;
  const digitSize = n > 9 ? 0.62 : 0.66;
  return (
    <svg
      className="print-board"
      viewBox={`${-pad} ${-pad} ${n + 2 * pad} ${n + 2 * pad}`}
      role="img"
      aria-label={`${variantName(record.variant ?? 'classic')} puzzle, ${drawing.givens.length} givens`}
    >
      <rect x="0" y="0" width={n} height={n} fill="#fff" />
      {drawing.shaded.map((c) => (
        <rect key={`${c.x},${c.y}`} x={c.x} y={c.y} width="1" height="1" fill="#d9d9d9" />
      ))}
      {drawing.diagonals !== '' && <path d={drawing.diagonals} stroke="#8a8a8a" strokeWidth="0.03" />}
      {constraints.length > 0 && <ConstraintShapes constraints={constraints} n={n} part="under" />}
      <path d={drawing.thin} stroke="#555" strokeWidth={n > 9 ? 0.025 : 0.02} fill="none" />
      <path d={drawing.thick} stroke="#000" strokeWidth="0.07" strokeLinecap="square" fill="none" />
      {drawing.cages.map((d, i) => (
        <path key={i} d={d} stroke="#000" strokeWidth="0.025" strokeDasharray="0.08 0.06" fill="none" />
      ))}
      {constraints.length > 0 && <ConstraintShapes constraints={constraints} n={n} part="over" />}
      {drawing.sums.map((s) => (
        <g key={`${s.x},${s.y}`}>
          <rect x={s.x + 0.04} y={s.y + 0.04} width={String(s.sum).length * 0.17 + 0.06} height="0.27" fill="#fff" />
          <text x={s.x + 0.07} y={s.y + 0.27} fontSize="0.26" fontFamily="sans-serif" fill="#000">
            {s.sum}
          </text>
        </g>
      ))}
      {drawing.givens.map((g) => (
        <text
          key={`${g.x},${g.y}`}
          x={g.x + 0.5}
          y={g.y + 0.5}
          dy="0.35em"
          textAnchor="middle"
          fontSize={digitSize}
          fontFamily="sans-serif"
          fill="#000"
        >
          {g.text}
        </text>
      ))}
      {drawing.written.map((g) => (
        <text
          key={`w${g.x},${g.y}`}
          x={g.x + 0.5}
          y={g.y + 0.5}
          dy="0.35em"
          textAnchor="middle"
          fontSize={digitSize * 0.9}
          fontFamily="serif"
          fontStyle="italic"
          fill="#333"
        >
          {g.text}
        </text>
      ))}
      <rect x="0" y="0" width={n} height={n} stroke="#000" strokeWidth="0.08" fill="none" />
    </svg>
  );
}
