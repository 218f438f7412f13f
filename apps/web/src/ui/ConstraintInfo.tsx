/**
 * Beside a shared constraint puzzle: its title, author and rules text (the link's own words), and —
 * when the player marks digits that break a rule — which rule the board breaks, in the handlers'
 * words ("the thermo from r2c3 …"). Loaded only for puzzles with constraints.
 */
import { useMemo } from 'react';
import { findConflicts, type Geometry } from '@sudoku-forge/core-solver';
import { constraintSummary } from '../game/constraint-words.ts';
import type { PuzzleOrigin } from '../game/setup.ts';

export interface ConstraintInfoProps {
  origin: PuzzleOrigin;
  geometry: Geometry;
  /** Givens and the player's digits. */
  grid: ArrayLike<number>;
  /** Settings → Mistakes is "Mark digits that break a rule". */
  showConflicts: boolean;
}

export function ConstraintInfo({ origin, geometry, grid, showConflicts }: ConstraintInfoProps) {
  // The drawings are pictures: their list in words, for every reader.
  const kinds = useMemo(() => constraintSummary(geometry.constraints), [geometry]);
  const conflicts = useMemo(
    () => (showConflicts ? findConflicts(geometry, grid).map((c) => c.message) : []),
    [showConflicts, geometry, grid],
  );
  return (
    <section className="constraint-info" aria-label="About this puzzle">
      {(origin.title !== undefined || origin.author !== undefined) && (
        <p className="puzzle-title">
          {origin.title !== undefined && <strong>{origin.title}</strong>}
          {origin.author !== undefined && <span> by {origin.author}</span>}
        </p>
      )}
      {kinds !== '' && <p className="puzzle-kinds">Constraints: {kinds}</p>}
      {origin.rules !== undefined && (
        <details className="puzzle-rules">
          <summary>Rules</summary>
          <p>{origin.rules}</p>
        </details>
      )}
      <div role="status" className="conflict-list">
        {conflicts.length > 0 && (
          <ul aria-label="Rules broken">
            {conflicts.map((m) => (
              <li key={m}>{m.charAt(0).toUpperCase() + m.slice(1)}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default ConstraintInfo;
