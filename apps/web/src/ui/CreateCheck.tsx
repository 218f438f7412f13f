/** The solver's verdict on the puzzle being created, with its play link once it is unique. */
import { LEVEL_NAMES } from '../engine/api.ts';
import type { Check } from '../game/create.ts';

export function CreateCheck({ check }: { check: Check | null }) {
  return (
    <div role="status" aria-live="polite" className="solver-result">
      {check?.kind === 'working' && <p>Checking…</p>}
      {check?.kind === 'error' && <p className="verdict bad-input">This puzzle cannot be read: {check.text}</p>}
      {check?.kind === 'report' && (
        <>
          <p className={`verdict verdict-${check.report.status}`}>{check.report.verdict}</p>
          {check.report.grade && (
            <p>
              Grade: {LEVEL_NAMES[check.report.grade.level]} (hardest technique: {check.report.grade.hardest})
            </p>
          )}
          {check.report.status === 'unique' ? (
            <p className="actions">
              <a className="button-link" href={check.link}>
                Play this puzzle
              </a>
            </p>
          ) : (
            <p>
              Only a puzzle with exactly one solution can be played:{' '}
              {check.report.status === 'multiple' ? 'add givens' : 'fix the givens'} and check again.
            </p>
          )}
        </>
      )}
    </div>
  );
}
