/**
 * The past two weeks' dailies of a variant (issue 30): each day's level by weekday and whether it
 * was solved or started, any of them playable (it counts as that day's daily).
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import type { GameSummary } from '../game/persistence.ts';
import { dailyArchive, localDate } from '../pools/daily.ts';

const STATE_WORDS = { solved: ' · solved ✓', started: ' · started', new: '' } as const;

export function dailyDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
}

export function DailyArchive({
  variant,
  levels,
  games,
  onDaily,
}: {
  variant: VariantId;
  levels: readonly string[];
  games: readonly GameSummary[];
  onDaily: (variant: VariantId, date: string) => void;
}) {
  const days = dailyArchive(variant, localDate(), levels, games).slice(1);
  if (days.length === 0) return null;
  return (
    <details className="daily-archive">
      <summary>Past dailies</summary>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <button type="button" onClick={() => onDaily(variant, day.date)}>
              {dailyDay(day.date)} · {LEVEL_NAMES[day.level as Level] ?? day.level}
              {STATE_WORDS[day.state]}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
