/**
 * The hint or message on screen, in a sheet that lies over the keypad on phones (so it shows
 * with the board) and sits beside the board on wide screens. It teaches in stages (game/hint-view.ts):
 * where to look, then the technique and its pattern, then why; then Apply, or the player moves.
 */
import { cellName, type Geometry } from '@sudoku-forge/core-solver';
import { guideHref, hintText, type HintView } from '../game/hint-view.ts';

export interface HintSheetProps {
  hint: HintView | null;
  geometry: Geometry;
  /** Shows the next stage (the same as pressing Hint again). */
  onMore: () => void;
  onApply: () => void;
  onErase: (cell: number) => void;
  onClose: () => void;
}

export function HintSheet({ hint, geometry, onMore, onApply, onErase, onClose }: HintSheetProps) {
  return (
    <div className={hint ? 'hint-sheet open' : 'hint-sheet'}>
      <div className="hint-panel" role="status" aria-live="polite">
        {hint?.kind === 'loading' && <p>Looking for the next step…</p>}
        {hint?.kind === 'message' && <p>{hint.text}</p>}
        {hint?.kind === 'wrong' && (
          <>
            <p>{hint.text}</p>
            <button type="button" onClick={() => onErase(hint.cell)}>Erase it</button>
          </>
        )}
        {hint?.kind === 'step' && <StepHint hint={hint} geometry={geometry} onMore={onMore} onApply={onApply} />}
      </div>
      {hint && hint.kind !== 'loading' && (
        <button type="button" className="sheet-close" onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
    </div>
  );
}

function StepHint({ hint, geometry, onMore, onApply }: { hint: Extract<HintView, { kind: 'step' }>; geometry: Geometry; onMore: () => void; onApply: () => void }) {
  const text = hintText(hint, (cell) => cellName(geometry, cell));
  return (
    <>
      {text.title && (
        <p>
          <strong className="technique">{text.title}</strong>{' '}
          <a href={guideHref(geometry.variant, hint.step.technique)}>How {text.title} works</a>
        </p>
      )}
      <p className="nudge">{text.nudge}</p>
      {text.legend && <p className="legend">{text.legend}</p>}
      {text.explanation && <p className="explanation">{text.explanation}</p>}
      {text.changes?.map((line) => <p key={line}>{line}</p>)}
      <div className="hint-buttons">
        {hint.stage === 1 && (
          <button type="button" onClick={onMore}>
            Show the technique
          </button>
        )}
        {hint.stage === 2 && (
          <button type="button" onClick={onMore}>
            Explain
          </button>
        )}
        {hint.stage === 3 && (
          <>
            <button type="button" className="primary" onClick={onApply}>
              Apply
            </button>
            <span className="or">or make the move yourself</span>
          </>
        )}
      </div>
    </>
  );
}
