/**
 * The completion dialog's record slot: the player's best time for the variant and level, the
 * average over the solved games kept on this device, and the daily streak (game/completion.ts).
 */
import { isVariantId, VARIANTS } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { completion } from '../game/completion.ts';
import { formatTime } from '../game/game.ts';
import type { GameSummary } from '../game/persistence.ts';
import type { GameSetup } from '../game/setup.ts';
import { localDate } from '../pools/daily.ts';

export function LevelRecord({
  games,
  setup,
  elapsedMs,
}: {
  games: readonly GameSummary[];
  setup: GameSetup;
  elapsedMs: number;
}) {
  const level = setup.origin.level;
  if (!level) return null;
  const variant = setup.record.variant ?? 'classic';
  const c = completion(games, { key: setup.key, variant, level, daily: setup.origin.daily, elapsedMs }, localDate());
  const where = `${isVariantId(variant) ? VARIANTS[variant].name : ''} ${LEVEL_NAMES[level as Level] ?? level}`;
  const best = c.previousBest;
  return (
    <>
      {best === null && <p className="record">Your first solved {where} puzzle on this device.</p>}
      {best !== null && elapsedMs < best && (
        <p className="record record-new">
          A new best for {where}: the old one was {formatTime(best)}.
        </p>
      )}
      {best !== null && elapsedMs >= best && (
        <p className="record">
          Your best for {where}: {formatTime(best)}.
        </p>
      )}
      {c.solved > 1 && (
        <p className="record">
          Average {formatTime(c.averageMs)} over {c.solved} solved.
        </p>
      )}
      {(c.streak > 0 || setup.origin.daily) && (
        <p className="record">Daily streak: {c.streak === 1 ? '1 day' : `${c.streak} days`}.</p>
      )}
    </>
  );
}
