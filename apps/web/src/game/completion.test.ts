import { describe, expect, it } from 'vitest';
import { completion } from './completion.ts';
import type { GameSummary } from './persistence.ts';

const kept = (key: string, extra: Partial<GameSummary>): GameSummary => ({
  key,
  variant: 'classic',
  level: 'easy',
  updated: 0,
  completed: true,
  elapsedMs: 60_000,
  filled: 40,
  open: 40,
  ...extra,
});

describe('completion (issue 30)', () => {
  it('the first solved game of a level: no previous best, its own time as the average', () => {
    expect(completion([], { key: 'a', variant: 'classic', level: 'easy', elapsedMs: 90_000 }, '2026-12-04')).toEqual({
      previousBest: null,
      averageMs: 90_000,
      solved: 1,
      streak: 0,
    });
  });

  it('best and average over the solved games of the same variant and level, this one included once', () => {
    const games = [
      kept('a', { elapsedMs: 60_000 }),
      kept('b', { elapsedMs: 120_000 }),
      kept('c', { elapsedMs: 10_000, level: 'hard' }),
      kept('d', { completed: false, elapsedMs: 5_000 }),
      kept('x', { completed: false }),
    ];
    const c = completion(games, { key: 'x', variant: 'classic', level: 'easy', elapsedMs: 90_000 }, '2026-12-04');
    expect(c.previousBest).toBe(60_000);
    expect(c.averageMs).toBe(90_000);
    expect(c.solved).toBe(3);
  });

  it('the daily streak counts this daily and the days before it', () => {
    const games = [
      kept('y', { daily: '2026-12-03', variant: 'killer' }),
      kept('z', { daily: '2026-12-02' }),
      kept('w', { daily: '2026-11-30' }),
    ];
    expect(
      completion(
        games,
        { key: 't', variant: 'classic', level: 'hard', daily: '2026-12-04', elapsedMs: 1 },
        '2026-12-04',
      ).streak,
    ).toBe(3);
  });
});
