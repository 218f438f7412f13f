import { describe, expect, it } from 'vitest';
import { continueGroups, firstScreen } from './navigation.ts';
import type { GameSummary } from './persistence.ts';

const game = (key: string, extra: Partial<GameSummary> = {}): GameSummary => ({
  key,
  variant: 'classic',
  level: 'easy',
  updated: 0,
  completed: false,
  elapsedMs: 0,
  filled: 3,
  open: 50,
  ...extra,
});
const TODAY = '2026-12-02';

describe('firstScreen', () => {
  it('resumes the unfinished game that was on screen', () => {
    expect(firstScreen([game('a'), game('b')], 'b', TODAY)).toEqual({ kind: 'resume', key: 'b' });
  });

  it("offers today's daily of the last variant once the current game is solved", () => {
    const games = [game('a', { variant: 'killer', level: 'hard', completed: true })];
    expect(firstScreen(games, 'a', TODAY)).toEqual({ kind: 'daily', variant: 'killer' });
  });

  it('a fresh puzzle of the last variant and level when the daily is done too', () => {
    const games = [
      game('a', { variant: 'hyper', level: 'medium', completed: true }),
      game('d', { variant: 'hyper', daily: TODAY, completed: true }),
    ];
    expect(firstScreen(games, 'a', TODAY)).toEqual({ kind: 'fresh', variant: 'hyper', level: 'medium' });
  });

  it('a first visit gets an easy classic game with the welcome, not a daily at any level (issue 30)', () => {
    expect(firstScreen([], null, TODAY)).toEqual({ kind: 'welcome', variant: 'classic', level: 'easy' });
  });

  it('a second visit after a game was seen gets the daily', () => {
    expect(firstScreen([game('a', { completed: true })], null, TODAY)).toEqual({ kind: 'daily', variant: 'classic' });
  });

  it('a current game missing from the list is still resumed (saved before the list existed)', () => {
    expect(firstScreen([], 'x', TODAY)).toEqual({ kind: 'resume', key: 'x' });
  });
});

describe('continueGroups', () => {
  it('groups unfinished games by variant and level, leaving out solved ones and the one on screen', () => {
    const games = [
      game('a'),
      game('b', { level: 'hard' }),
      game('c'),
      game('d', { completed: true }),
      game('e', { variant: 'killer' }),
    ];
    const groups = continueGroups(games, 'c');
    expect(groups.map((g) => [g.variant, g.level, g.games.map((x) => x.key)])).toEqual([
      ['classic', 'easy', ['a']],
      ['classic', 'hard', ['b']],
      ['killer', 'easy', ['e']],
    ]);
  });

  it('leaves out games opened and left at once (no digit, under a minute)', () => {
    const games = [game('a', { filled: 0, elapsedMs: 5000 }), game('b', { filled: 0, elapsedMs: 120_000 })];
    expect(continueGroups(games).flatMap((g) => g.games.map((x) => x.key))).toEqual(['b']);
  });

  it('lists every started game: notes only, open under a minute (issue 30)', () => {
    const games = [
      game('a', { filled: 0, elapsedMs: 5000, moves: 2 }),
      game('b', { filled: 0, elapsedMs: 5000, moves: 0 }),
    ];
    expect(continueGroups(games).flatMap((g) => g.games.map((x) => x.key))).toEqual(['a']);
  });
});
