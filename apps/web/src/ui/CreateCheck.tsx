/**
 * The solver's verdicts on the puzzle being created: the live count after each edit (CreateCount:
 * "2 solutions: they differ in r4c5", then Play and Share once unique) and the grade check
 * (CreateCheck: the grade; its play link is the live count's).
 */
import { LEVEL_NAMES } from '../engine/api.ts';
import { countText, type Count, type Check } from '../game/create.ts';
import { draftPlayLink, type Draft } from '../game/editor.ts';
import { ShareButton } from './ShareButton.tsx';

export function CreateCount({ count, draft, size }: { count: Count; draft: Draft; size: number }) {
  const status = count.kind === 'answer' ? count.answer.status : 'counting';
  const link = status === 'unique' ? draftPlayLink(draft) : null;
  return (
    <div className="create-count">
      <p role="status" aria-label="Solutions" className={`count-verdict count-${status}`}>
        {countText(count, size)}
      </p>
      {/* Always there, empty until the puzzle is unique: the tools below do not jump while a count runs. */}
      <p className="actions count-actions">
        {link && (
          <>
            <a className="button-link primary" href={link}>
              Play this puzzle
            </a>
            <ShareButton url={new URL(link, window.location.href).href} title="Sudoku Forge: a puzzle of my own" />
          </>
        )}
      </p>
    </div>
  );
}

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
          {check.report.status !== 'unique' && (
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
