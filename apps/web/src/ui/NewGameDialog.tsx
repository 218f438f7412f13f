/**
 * The chooser (NewGame.tsx) in a modal dialog: the browser's own, so focus stays inside and Escape
 * closes it. The dialog is on the first screen; the chooser inside it loads when it is first opened.
 */
import { lazy, Suspense } from 'react';
import { useModalDialog } from './hooks/useModalDialog.ts';
import type { NewGameProps } from './NewGame.tsx';

export const NewGame = lazy(() => import('./NewGame.tsx').then((m) => ({ default: m.NewGame })));

export function NewGameDialog({ open, onClose, ...props }: NewGameProps & { open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; the keyboard closes it with Escape
    <dialog
      ref={ref}
      className="sheet-dialog"
      aria-labelledby="new-game-title"
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      {open && (
        <Suspense fallback={<h2 id="new-game-title">New game</h2>}>
          <NewGame {...props} />
        </Suspense>
      )}
      <button type="button" className="sheet-close" onClick={onClose} aria-label="Close">
        ×
      </button>
    </dialog>
  );
}
