/**
 * What the completion screen says beside the time (issue 30): the record for the variant and level
 * (before this game), the average over the solved games kept, and the daily streak. Pure, over
 * the list of kept games (persistence.ts); the game just solved counts whether or not its save
 * has caught up.
 */
import type { GameSummary } from './persistence.ts';
import { dailyStreaks } from './streaks.ts';

export interface Completion {
  /** The best time before this game, or null for the first solved one. */
  readonly previousBest: number | null;
  /** Mean time over the solved games of the variant and level, this one included. */
  readonly averageMs: number;
  readonly solved: number;
  /** Days in a row with a solved daily, up to today (any variant). */
  readonly streak: number;
}

export interface SolvedGame {
  readonly key: string;
  readonly variant: string;
  readonly level: string;
  readonly daily?: string | undefined;
  readonly elapsedMs: number;
}

export function completion(games: readonly GameSummary[], game: SolvedGame, today: string): Completion {
  const others = games.filter((g) => g.key !== game.key && g.completed);
  const same = others.filter((g) => g.variant === game.variant && g.level === game.level);
  const previousBest = same.length > 0 ? Math.min(...same.map((g) => g.elapsedMs)) : null;
  const times = [...same.map((g) => g.elapsedMs), game.elapsedMs];
  const dailies = [...others, { ...game, completed: true }]
    .filter((g) => g.daily !== undefined)
    .map((g) => ({ key: g.key, variant: g.variant, daily: g.daily!, started: 0, solved: 1 }));
  return {
    previousBest,
    averageMs: times.reduce((a, b) => a + b, 0) / times.length,
    solved: times.length,
    streak: dailyStreaks(dailies, today).current,
  };
}
