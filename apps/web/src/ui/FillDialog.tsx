/**
 * "Fill candidates" asks before it touches notes the player wrote: fill only the cells without
 * notes, replace every note, or leave the board as it is.
 */
import { useModalDialog } from './hooks/useModalDialog.ts';

export interface FillDialogProps {
  open: boolean;
  onFill: (scope: 'empty' | 'all') => void;
  onClose: () => void;
}

export function FillDialog({ open, onFill, onClose }: FillDialogProps) {
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} className="sheet-dialog" aria-labelledby="fill-title" onClose={onClose}>
      <h2 id="fill-title">Fill candidates</h2>
      <p>Some cells hold notes of your own. Fill candidates only where a cell has no notes, or replace your notes with every candidate the rules allow?</p>
      <div className="dialog-buttons">
        <button type="button" className="primary" onClick={() => onFill('empty')} autoFocus>
          Keep my notes
        </button>
        <button type="button" onClick={() => onFill('all')}>
          Replace my notes
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
