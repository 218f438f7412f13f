/**
 * The completion dialog: the time, the level, a slot for the player's record on that level, and
 * a way on to the next puzzle.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { formatTime } from '../game/game.ts';

export interface DoneDialogProps {
  variantName: string;
  levelName?: string | undefined;
  elapsedMs: number;
  /** Mistakes made and hints asked for. */
  tally?: { mistakes: number; hints: number };
  /** The player's record for this variant and level (statistics plug in here). */
  record?: ReactNode;
  onNewPuzzle?: (() => void) | undefined;
  /** Without a level to draw from: open the chooser instead. */
  onNewGame?: (() => void) | undefined;
  onClose: () => void;
}

export function DoneDialog({
  variantName,
  levelName,
  elapsedMs,
  tally,
  record,
  onNewPuzzle,
  onNewGame,
  onClose,
}: DoneDialogProps) {
  const next = onNewPuzzle ?? onNewGame;
  // The browser's own modal dialog: focus stays inside, Escape closes it.
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="dialog done-dialog" aria-labelledby="done-title" onClose={onClose}>
      <div>
        <h2 id="done-title">Solved!</h2>
        <p>
          You solved this {levelName ? `${levelName} ` : ''}
          {variantName} puzzle in {formatTime(elapsedMs)}.
        </p>
        <p className="done-stats">
          Time: {formatTime(elapsedMs)}
          {levelName ? ` · Level: ${levelName}` : ''}
        </p>
        {tally && (
          <p className="done-tally">
            {tally.mistakes === 1 ? '1 mistake' : `${tally.mistakes} mistakes`} ·{' '}
            {tally.hints === 1 ? '1 hint' : `${tally.hints} hints`}
          </p>
        )}
        {record && <div className="done-record">{record}</div>}
        <div className="dialog-buttons">
          {next && (
            <button
              type="button"
              className="primary"
              onClick={() => {
                if (!onNewPuzzle) onClose();
                next();
              }}
              autoFocus
            >
              {onNewPuzzle ? 'New puzzle' : 'New game'}
            </button>
          )}
          <button type="button" onClick={onClose} autoFocus={!next}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
