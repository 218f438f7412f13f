/**
 * The completion dialog's record slot: the player's best time for the variant and level, from the
 * finished games kept on this device. (Full statistics plug in here in place of this component.)
 */
import { isVariantId, VARIANTS } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { formatTime } from '../game/game.ts';
import { bestTime, type GameSummary } from '../game/persistence.ts';
import type { GameSetup } from '../game/setup.ts';

export function LevelRecord({ games, setup, elapsedMs }: { games: readonly GameSummary[]; setup: GameSetup; elapsedMs: number }) {
  const level = setup.origin.level;
  if (!level) return null;
  const best = bestTime(games.filter((g) => g.key !== setup.key), setup.record.variant, level);
  const where = `${isVariantId(setup.record.variant) ? VARIANTS[setup.record.variant].name : ''} ${LEVEL_NAMES[level as Level] ?? level}`;
  if (best === null) return <p className="record">Your first solved {where} puzzle on this device.</p>;
  if (elapsedMs < best) return <p className="record record-new">A new best for {where}: the old one was {formatTime(best)}.</p>;
  return <p className="record">Your best for {where}: {formatTime(best)}.</p>;
}
