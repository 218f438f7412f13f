/**
 * Where the play screen starts and what "continue" offers, as pure decisions over the saved
 * games (so the page never opens on an empty screen, and never loses an unfinished game).
 */
import { isVariantId, type VariantId } from '@sudoku-forge/core-solver';
import { hasProgress, type GameSummary } from './persistence.ts';

export type FirstScreen =
  /** The game that was on screen last (unfinished, or the link's). */
  | { kind: 'resume'; key: string }
  /** Today's daily puzzle of this variant. */
  | { kind: 'daily'; variant: VariantId }
  /** A fresh puzzle of the last variant and level. */
  | { kind: 'fresh'; variant: VariantId; level: string }
  /** A first visit: an easy classic game with a short how-to-play and a level choice beside it. */
  | { kind: 'welcome'; variant: VariantId; level: string };

/**
 * Without a link: the game in progress; else, on a first visit (no game saved), an easy classic
 * game with the welcome; else today's daily of the last variant when it is not solved yet; else a
 * fresh puzzle of the last variant and level.
 */
export function firstScreen(games: readonly GameSummary[], currentKey: string | null, today: string): FirstScreen {
  const current = currentKey === null ? undefined : games.find((g) => g.key === currentKey);
  if (current && !current.completed) return { kind: 'resume', key: current.key };
  if (currentKey !== null && !current) return { kind: 'resume', key: currentKey };
  if (games.length === 0 && currentKey === null) return { kind: 'welcome', variant: 'classic', level: 'easy' };
  const last = games[0];
  const variant: VariantId = last && isVariantId(last.variant) ? last.variant : 'classic';
  const dailyDone = games.some((g) => g.variant === variant && g.daily === today && g.completed);
  if (!dailyDone) return { kind: 'daily', variant };
  return { kind: 'fresh', variant, level: last?.level ?? 'easy' };
}

export interface ContinueGroup {
  readonly variant: string;
  readonly level: string | undefined;
  readonly games: readonly GameSummary[];
}

/** A game opened and looked at this long counts as started even without a move. */
export const STARTED_MS = 60_000;

/**
 * Unfinished, started games grouped by variant and level (groups and games newest first). Started:
 * any move (a note is one), or open for a minute; a game only opened and left at once is not listed.
 */
export function continueGroups(games: readonly GameSummary[], exceptKey?: string): ContinueGroup[] {
  const groups = new Map<string, { variant: string; level: string | undefined; games: GameSummary[] }>();
  for (const game of games) {
    if (game.completed || game.key === exceptKey) continue;
    if (!hasProgress(game) && game.elapsedMs < STARTED_MS) continue;
    const id = `${game.variant}/${game.level ?? ''}`;
    const group = groups.get(id) ?? { variant: game.variant, level: game.level, games: [] };
    group.games.push(game);
    groups.set(id, group);
  }
  return [...groups.values()];
}
