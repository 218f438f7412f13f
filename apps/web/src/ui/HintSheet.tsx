/**
 * The hint or message on screen, in a sheet that lies over the keypad on phones (so it shows
 * with the board) and sits beside the board on wide screens.
 */
import { cellName, digitSymbol, type Geometry } from '@sudoku-forge/core-solver';
import type { HintView } from '../game/hint-view.ts';
import { capitalise } from '../game/text.ts';

export interface HintSheetProps {
  hint: HintView | null;
  geometry: Geometry;
  onApply: () => void;
  onErase: (cell: number) => void;
  onClose: () => void;
}

export function HintSheet({ hint, geometry, onApply, onErase, onClose }: HintSheetProps) {
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
        {hint?.kind === 'step' && (
          <>
            <p>
              <strong className="technique">{capitalise(hint.step.technique ?? '')}</strong>
              {hint.stage === 1 && ': the highlighted cells hold the next step. Press Hint again for the explanation.'}
            </p>
            {hint.stage === 2 && (
              <>
                <p className="explanation">{hint.step.explanation}</p>
                {hint.step.placements.length > 0 && (
                  <p>Place: {hint.step.placements.map((p) => `${digitSymbol(p.digit)} in ${cellName(geometry, p.cell)}`).join(', ')}</p>
                )}
                {hint.step.eliminations.length > 0 && (
                  <p>Remove: {hint.step.eliminations.map((e) => `${digitSymbol(e.digit)} from ${cellName(geometry, e.cell)}`).join(', ')}</p>
                )}
                <button type="button" className="primary" onClick={onApply}>Apply</button>
              </>
            )}
          </>
        )}
      </div>
      {hint && hint.kind !== 'loading' && (
        <button type="button" className="sheet-close" onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
    </div>
  );
}
