/**
 * Daily streaks over the played games (stats.ts re-exports them): apart from the rest of the
 * statistics so the completion screen (on the first screen) does not load them.
 */
import type { PlayedGame } from './stats.ts';

export interface Streaks {
  readonly current: number;
  readonly longest: number;
}

/** Days since 1970 of a YYYY-MM-DD date (calendar arithmetic, no time zones), or NaN. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  // 2026-02-31 is no date.
  if (back.getUTCDate() !== Number(m[3]) || back.getUTCMonth() !== Number(m[2]) - 1) return Number.NaN;
  return ms / 86_400_000;
}

/**
 * Daily streaks: the days whose daily puzzle was solved (of the given variant, or of any). The
 * current streak runs back from today, or from yesterday while today's daily is still open.
 */
export function dailyStreaks(games: readonly PlayedGame[], today: string, variant?: string): Streaks {
  const days = new Set<number>();
  for (const g of games) {
    if (g.daily === undefined || g.solved === undefined || (variant !== undefined && g.variant !== variant)) continue;
    const day = dayNumber(g.daily);
    if (Number.isFinite(day)) days.add(day);
  }
  const sorted = [...days].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    run = i > 0 && sorted[i]! === sorted[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const now = dayNumber(today);
  let start = days.has(now) ? now : days.has(now - 1) ? now - 1 : null;
  let current = 0;
  while (start !== null && days.has(start)) {
    current++;
    start--;
  }
  return { current, longest };
}
