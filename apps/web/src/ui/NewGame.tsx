/**
 * Choosing what to play: a variant, then a level (or its daily puzzle), or an unfinished game to
 * continue. Shown in a dialog over the game (NewGameDialog.tsx), or on the page when there is no game
 * to show. Loaded when first shown, not with the first screen.
 */
import { lazy, Suspense, useState } from 'react';
import { isVariantId, VARIANT_IDS, VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, LEVELS, type Level } from '../engine/api.ts';
import { formatTime } from '../game/game.ts';
import { continueGroups } from '../game/navigation.ts';
import type { GameSummary } from '../game/persistence.ts';
import { dailyLevel, localDate } from '../pools/daily.ts';
import { storedLevels } from '../pools/pools.ts';
// The archive opens with the chooser, not with the first screen.
const DailyArchive = lazy(() => import('./DailyArchive.tsx').then((m) => ({ default: m.DailyArchive })));

export interface NewGameProps {
  variant: VariantId;
  games: readonly GameSummary[];
  currentKey?: string | undefined;
  /** Something to tell the player (a level without puzzles, a pool that failed). */
  message?: string | null;
  onLevel: (variant: VariantId, level: Level) => void;
  /** Today's daily, or a past day's (the archive). */
  onDaily: (variant: VariantId, date?: string) => void;
  onContinue: (key: string) => void;
}

const levelName = (level: string | undefined) =>
  level && level in LEVEL_NAMES ? LEVEL_NAMES[level as Level] : level ? level : 'Other puzzles';

/** What the variant has stored and what not, and today's daily level (by weekday). */
function levelsNote(name: string, levels: readonly Level[]): string {
  if (levels.length === 0) return `No ${name} puzzles are stored yet.`;
  const names = (list: readonly Level[]) => list.map((l) => LEVEL_NAMES[l]).join(', ');
  const missing = LEVELS.filter((l) => !levels.includes(l));
  const today = dailyLevel(localDate(), levels) as Level;
  const stored = `${name} puzzles: ${names(levels)}${missing.length > 0 ? ` (no ${names(missing)} yet)` : ''}.`;
  return `${stored} Today's daily is ${LEVEL_NAMES[today]}: dailies are easy on Monday and harder through the week.`;
}

export function NewGame({ variant: initial, games, currentKey, message, onLevel, onDaily, onContinue }: NewGameProps) {
  const [variant, setVariant] = useState<VariantId>(initial);
  const levels = storedLevels(variant);
  const groups = continueGroups(games, currentKey);
  return (
    <div className="new-game">
      <h2 id="new-game-title">New game</h2>
      <div className="variants" role="group" aria-label="Variant">
        {VARIANT_IDS.map((id) => (
          <button key={id} type="button" aria-pressed={variant === id} onClick={() => setVariant(id)}>
            {VARIANTS[id].name}
          </button>
        ))}
      </div>
      <p className="rule">{VARIANTS[variant].rule}</p>
      <div className="levels" role="group" aria-label="Level">
        {levels.map((level) => (
          <button key={level} type="button" onClick={() => onLevel(variant, level)}>
            {LEVEL_NAMES[level]}
          </button>
        ))}
        {levels.length > 0 && (
          <button type="button" onClick={() => onDaily(variant)}>
            Daily puzzle
          </button>
        )}
      </div>
      <p className="levels-note">{levelsNote(VARIANTS[variant].name, levels)}</p>
      <Suspense fallback={null}>
        <DailyArchive variant={variant} levels={levels} games={games} onDaily={onDaily} />
      </Suspense>
      <p className="new-game-more">
        <a href="#/create">Create or import a puzzle</a>
        <a href="#/print">Print puzzles</a>
        <a href="#/stats">Your statistics</a>
      </p>
      {message && (
        <p className="new-game-message" role="status">
          {message}
        </p>
      )}
      {groups.length > 0 && (
        <section className="continue" aria-labelledby="continue-title">
          <h3 id="continue-title">Continue</h3>
          {groups.map((group) => (
            <div key={`${group.variant}/${group.level ?? ''}`} className="continue-group">
              <h4>
                {isVariantId(group.variant) ? VARIANTS[group.variant].name : group.variant} · {levelName(group.level)}
              </h4>
              <ul>
                {group.games.map((g) => (
                  <li key={g.key}>
                    <button type="button" onClick={() => onContinue(g.key)}>
                      {g.daily
                        ? `Daily ${g.daily}`
                        : new Date(g.updated).toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}{' '}
                      · {Math.round((100 * g.filled) / Math.max(1, g.open))}% filled · {formatTime(g.elapsedMs)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
