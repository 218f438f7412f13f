/**
 * A notice about saving above the game (another tab ahead, a damaged save, a full storage). With
 * a full storage the player may choose to remove the finished games: nothing is removed unasked.
 */
import { listGames, type GameSummary, type KeyValueStore } from '../game/persistence.ts';
import { finishedGames, removeGames } from '../game/room.ts';

export interface PageNoticeProps {
  text: string;
  store: KeyValueStore;
  games: readonly GameSummary[];
  fullStorage: boolean;
  onText: (text: string | null) => void;
}

export function PageNotice({ text, store, games, fullStorage, onText }: PageNoticeProps) {
  const finished = finishedGames(games).length;
  return (
    <div className="notice" role="alert">
      <p>{text}</p>
      {fullStorage && finished > 0 && (
        <button
          type="button"
          onClick={() => {
            const removed = removeGames(store, finishedGames(listGames(store)));
            onText(
              `${removed} finished game${removed === 1 ? '' : 's'} removed to make room (their times stay in Statistics); progress is saved again from your next move.`,
            );
          }}
        >
          Remove {finished} finished game{finished === 1 ? '' : 's'}
        </button>
      )}
      <button type="button" onClick={() => onText(null)}>
        Dismiss
      </button>
    </div>
  );
}
