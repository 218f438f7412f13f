/**
 * The hint or message on screen, in a sheet that lies over the keypad on phones (so it shows
 * with the board) and sits beside the board on wide screens. It teaches in stages (game/hint-view.ts):
 * where to look, then the technique and its pattern, then why; then Apply, or the player moves.
 * Its words load with the first hint (teach-parts.tsx); the live region is there from the start.
 */
import { Suspense } from 'react';
import type { Geometry } from '@sudoku-forge/core-solver';
import type { HintView } from '../game/hint-stage.ts';
import { HintBody } from './Teach.tsx';

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
        {hint && (
          <Suspense fallback={<p>Looking for the next step…</p>}>
            <HintBody hint={hint} geometry={geometry} onMore={onMore} onApply={onApply} onErase={onErase} />
          </Suspense>
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
