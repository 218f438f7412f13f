/**
 * The mistake limit reached (Settings › Count mistakes › Limit of 3, as sudoku.com): the game
 * stops; a second chance undoes the last mistake and goes on, or a new game starts.
 */
import { useModalDialog } from './hooks/useModalDialog.ts';

export function MistakeLimit({
  limit,
  onSecondChance,
  onNewGame,
}: {
  limit: number;
  onSecondChance: () => void;
  onNewGame?: (() => void) | undefined;
}) {
  const ref = useModalDialog(true);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="limit-title" onCancel={(e) => e.preventDefault()}>
      <h2 id="limit-title">{limit} mistakes</h2>
      <p>You placed {limit} wrong digits: this game is over.</p>
      <div className="dialog-buttons">
        <button type="button" className="primary" onClick={onSecondChance} autoFocus>
          Second chance (undo the last mistake)
        </button>
        {onNewGame && (
          <button type="button" onClick={onNewGame}>
            New game
          </button>
        )}
      </div>
    </dialog>
  );
}
