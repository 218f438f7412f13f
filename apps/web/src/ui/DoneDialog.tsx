/**
 * The completion dialog: the time, the level, a slot for the player's record on that level, and
 * a way on to the next puzzle.
 */
import type { ReactNode } from 'react';
import { formatTime } from '../game/game.ts';

export interface DoneDialogProps {
  variantName: string;
  levelName?: string | undefined;
  elapsedMs: number;
  /** The player's record for this variant and level (statistics plug in here). */
  record?: ReactNode;
  onNewPuzzle?: (() => void) | undefined;
  onClose: () => void;
}

export function DoneDialog({ variantName, levelName, elapsedMs, record, onNewPuzzle, onClose }: DoneDialogProps) {
  return (
    <div className="overlay">
      <div className="dialog done-dialog" role="dialog" aria-modal="true" aria-labelledby="done-title">
        <h2 id="done-title">Solved!</h2>
        <p>
          You solved this {levelName ? `${levelName} ` : ''}
          {variantName} puzzle in {formatTime(elapsedMs)}.
        </p>
        <p className="done-stats">
          Time: {formatTime(elapsedMs)}
          {levelName ? ` · Level: ${levelName}` : ''}
        </p>
        {record && <div className="done-record">{record}</div>}
        <div className="dialog-buttons">
          {onNewPuzzle && (
            <button type="button" onClick={onNewPuzzle} autoFocus>
              New puzzle
            </button>
          )}
          <button type="button" onClick={onClose} autoFocus={!onNewPuzzle}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
