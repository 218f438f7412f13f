/**
 * The bar above the board: what is played (variant, level, the daily's date and level), the time,
 * and the game's buttons (pause, zoom on 16×16, new game, share, settings).
 */
import { formatTime } from '../game/game.ts';
import { Icon } from './Icon.tsx';
import { ShareButton } from './ShareButton.tsx';
import type { SeShown } from './hooks/useSeRating.ts';

export interface GameBarProps {
  variantName: string;
  levelName: string | undefined;
  /** Sudoku Explainer's rating of a classic puzzle, once rated (absent until then). */
  seRating?: SeShown | undefined;
  daily: string | undefined;
  rule: string;
  elapsedMs: number | null;
  paused: boolean;
  completed: boolean;
  onPause: () => void;
  /** 16×16 only: bigger cells. */
  zoom?: { on: boolean; onToggle: () => void } | undefined;
  onMenu?: (() => void) | undefined;
  link: string;
  onSettings: () => void;
  /** Mistakes (limit: a number, Infinity to count without one, null not shown) and hints asked for. */
  tally: { mistakes: number; hints: number; limit: number | null };
}

export function GameBar({
  variantName,
  levelName,
  seRating,
  daily,
  rule,
  elapsedMs,
  paused,
  completed,
  onPause,
  zoom,
  onMenu,
  link,
  onSettings,
  tally,
}: GameBarProps) {
  return (
    <div className="game-bar">
      <p className="game-title" title={rule}>
        <strong>{variantName}</strong>
        {levelName && <> · {levelName}</>}
        {seRating && (
          <span className="se-rating" title={seRating.title}>
            {' '}
            · {seRating.label}
          </span>
        )}
        {daily && <span className="daily"> · daily {daily}</span>}
      </p>
      {elapsedMs !== null && (
        <span className="time" aria-label={`Time ${formatTime(elapsedMs)}`} role="timer">
          {formatTime(elapsedMs)}
        </span>
      )}
      {(tally.limit !== null || tally.hints > 0) && (
        <span className="tally">
          {tally.limit !== null && (
            <span>
              Mistakes {tally.mistakes}
              {Number.isFinite(tally.limit) ? `/${tally.limit}` : ''}
            </span>
          )}
          {tally.hints > 0 && <span>Hints {tally.hints}</span>}
        </span>
      )}
      <div className="bar-buttons">
        <button
          type="button"
          className="icon-button"
          onClick={onPause}
          disabled={completed}
          title={paused ? 'Resume (p)' : 'Pause (p)'}
        >
          <Icon name={paused ? 'play' : 'pause'} />
          <span className="label">{paused ? 'Resume' : 'Pause'}</span>
        </button>
        {zoom && (
          <button
            type="button"
            className="icon-button zoom-button"
            aria-pressed={zoom.on}
            onClick={zoom.onToggle}
            title="Bigger cells (scroll the board)"
          >
            <Icon name="zoom" />
            <span className="label">Zoom</span>
          </button>
        )}
        {onMenu && (
          <button type="button" className="icon-button" onClick={onMenu} title="New game, continue, daily (n)">
            <Icon name="plus" />
            <span className="label">New game</span>
          </button>
        )}
        <ShareButton url={link} title={`Sudoku Forge: ${variantName}`} />
        <button type="button" className="icon-button" onClick={onSettings} title="Settings">
          <Icon name="gear" />
          <span className="label">Settings</span>
        </button>
      </div>
    </div>
  );
}
