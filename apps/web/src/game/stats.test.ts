import { describe, expect, it } from 'vitest';
import {
  dailyStreaks,
  dayNumber,
  exportStats,
  MAX_IMPORT_BYTES,
  MAX_KEPT_GAMES,
  levelStats,
  mergeGame,
  mergeGames,
  parseStatsFile,
  solvedHistory,
  StatsImportError,
  type PlayedGame,
} from './stats.ts';

const game = (key: string, extra: Partial<PlayedGame> = {}): PlayedGame => ({
  key,
  variant: 'classic',
  level: 'easy',
  started: 1000,
  ...extra,
});
const solved = (key: string, elapsedMs: number, extra: Partial<PlayedGame> = {}) =>
  game(key, { solved: 5000, elapsedMs, ...extra });

describe('levelStats', () => {
  it('counts played and solved, best and average time per variant and level', () => {
    const rows = levelStats([
      solved('a', 60_000),
      solved('b', 120_000),
      game('c'),
      solved('k', 300_000, { variant: 'killer', level: 'hard' }),
      game('own', { level: undefined }),
      game('m', { level: 'medium' }),
    ]);
    expect(rows).toEqual([
      { variant: 'classic', level: 'easy', played: 3, solved: 2, bestMs: 60_000, averageMs: 90_000 },
      { variant: 'classic', level: 'medium', played: 1, solved: 0, bestMs: null, averageMs: null },
      { variant: 'classic', level: undefined, played: 1, solved: 0, bestMs: null, averageMs: null },
      { variant: 'killer', level: 'hard', played: 1, solved: 1, bestMs: 300_000, averageMs: 300_000 },
    ]);
  });

  it('is empty without games', () => expect(levelStats([])).toEqual([]));
});

describe('dailyStreaks', () => {
  const daily = (date: string, isSolved = true, variant = 'classic') =>
    isSolved
      ? solved(`d${date}${variant}`, 1, { daily: date, variant })
      : game(`d${date}${variant}`, { daily: date, variant });

  it('counts the run ending today, or yesterday while today is open', () => {
    const games = [daily('2026-11-29'), daily('2026-11-30'), daily('2026-12-01')];
    expect(dailyStreaks(games, '2026-12-01')).toEqual({ current: 3, longest: 3 });
    expect(dailyStreaks(games, '2026-12-02')).toEqual({ current: 3, longest: 3 });
    expect(dailyStreaks(games, '2026-12-03')).toEqual({ current: 0, longest: 3 });
  });

  it('a gap breaks the streak; unsolved dailies do not count; months and years roll over', () => {
    const games = [
      daily('2025-12-30'),
      daily('2025-12-31'),
      daily('2026-01-01'),
      daily('2026-01-03'),
      daily('2026-01-04', false),
    ];
    expect(dailyStreaks(games, '2026-01-04')).toEqual({ current: 1, longest: 3 });
  });

  it('per variant or over all variants (two variants on one day count once)', () => {
    const games = [daily('2026-03-01', true, 'killer'), daily('2026-03-01'), daily('2026-03-02')];
    expect(dailyStreaks(games, '2026-03-02')).toEqual({ current: 2, longest: 2 });
    expect(dailyStreaks(games, '2026-03-02', 'killer')).toEqual({ current: 1, longest: 1 });
    expect(dailyStreaks(games, '2026-03-03', 'killer')).toEqual({ current: 0, longest: 1 });
  });

  it('reads only real dates', () => {
    expect(dayNumber('2026-02-31')).toBeNaN();
    expect(dayNumber('2026-3-1')).toBeNaN();
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-28')).toBe(1);
  });
});

describe('history and merging', () => {
  it('lists solved games newest first', () => {
    const history = solvedHistory([solved('a', 1, { solved: 10 }), game('b'), solved('c', 1, { solved: 30 })]);
    expect(history.map((g) => g.key)).toEqual(['c', 'a']);
  });

  it('keeps the earliest start and the first solve with its time', () => {
    const a = game('x', { started: 50 });
    const b = solved('x', 99, { started: 80, solved: 200, query: '?v=classic' });
    const c = solved('x', 70, { started: 90, solved: 300 });
    expect(mergeGame(a, b)).toEqual({
      key: 'x',
      variant: 'classic',
      level: 'easy',
      started: 50,
      solved: 200,
      elapsedMs: 99,
      query: '?v=classic',
    });
    expect(mergeGame(b, a)).toEqual(mergeGame(a, b));
    expect(mergeGame(mergeGame(a, b), c)).toEqual(mergeGame(a, b));
  });

  it('an import adds and updates but never drops kept games', () => {
    const kept = [game('a'), solved('b', 5)];
    const { games, added, updated } = mergeGames(kept, [solved('a', 7), game('c')]);
    expect(games.map((g) => g.key).sort()).toEqual(['a', 'b', 'c']);
    expect([added, updated]).toEqual([1, 1]);
    expect(mergeGames(games, games)).toMatchObject({ added: 0, updated: 0 });
  });
});

describe('export and import', () => {
  it('reads back what it exports', () => {
    const games = [
      solved('a', 61_000, { daily: '2026-12-01', query: '?v=classic&l=easy&id=x&d=1' }),
      game('b', { variant: 'killer', level: undefined }),
    ];
    const text = JSON.stringify(exportStats(games, new Date(0)));
    expect(parseStatsFile(text)).toEqual(games);
  });

  const bad = (text: string) => {
    try {
      parseStatsFile(text);
    } catch (error) {
      expect(error).toBeInstanceOf(StatsImportError);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  const file = (games: unknown[], extra: object = {}) =>
    JSON.stringify({ format: 'sudoku-forge-statistics', version: 1, exported: '', games, ...extra });

  it('refuses bad files with a message in words', () => {
    expect(bad('{not json')).toMatch(/not JSON/u);
    expect(bad('[]')).toMatch(/not a Sudoku Forge statistics export/u);
    expect(bad(JSON.stringify({ format: 'other' }))).toMatch(/not a Sudoku Forge statistics export/u);
    expect(bad(file([], { version: 2 }))).toMatch(/newer version/u);
    expect(bad(file([], { games: {} }))).toMatch(/no list of games/u);
    expect(bad(file([game('a'), { ...game('b'), variant: 'chess' }]))).toBe(
      'Game 2 of the file cannot be read: “variant” “chess” is not a variant. Nothing was imported.',
    );
    expect(bad(file([{ ...game('a'), started: -1 }]))).toMatch(/“started”/u);
    expect(bad(file([{ ...game('a'), level: 'constructor' }]))).toMatch(/“level” is not a level/u);
    expect(bad(file([{ ...game('a'), daily: '2026-13-01' }]))).toMatch(/“daily”/u);
    expect(bad(file([{ ...game('a'), query: 'javascript:alert(1)' }]))).toMatch(/“query”/u);
    expect(bad(file([null]))).toMatch(/not an object/u);
    expect(bad(' '.repeat(5_000_001))).toMatch(/too large/u);
  });

  it('drops unknown fields and merges duplicate keys', () => {
    const games = parseStatsFile(file([{ ...game('a'), extra: '<b>x</b>' }, solved('a', 9)]));
    expect(games).toEqual([{ ...game('a'), solved: 5000, elapsedMs: 9 }]);
  });
});

describe('issue 31: many games never blank the statistics', () => {
  const file = (from: number, count: number) =>
    JSON.stringify({
      format: 'sudoku-forge-statistics',
      version: 1,
      exported: '2026-01-01T00:00:00.000Z',
      games: Array.from({ length: count }, (_, i) => ({
        key: `c:${from + i}`,
        variant: 'classic',
        started: 1000 + i,
        solved: 2000 + i,
        elapsedMs: 60_000 + ((i * 7919) % 50_000),
      })),
    });

  const files = [0, 1, 2].map((k) => file(k * 50_000, 50_000));

  it('the numbers of 150,000 games (three valid 50,000-entry files) are computed without overflowing the stack', () => {
    for (const f of files) expect(f.length).toBeLessThan(MAX_IMPORT_BYTES);
    const all = files.flatMap((f) => parseStatsFile(f));
    expect(all).toHaveLength(150_000);
    const [row] = levelStats(all);
    expect(row).toMatchObject({ played: 150_000, solved: 150_000, bestMs: 60_000 });
    expect(solvedHistory(all)).toHaveLength(150_000);
    expect(dailyStreaks(all, '2026-01-01').longest).toBe(0);
    expect(exportStats(all).games).toHaveLength(150_000);
  });

  it('the third of those files is refused by name: at most 100,000 games are kept', () => {
    let kept: PlayedGame[] = [];
    for (const f of files.slice(0, 2)) kept = mergeGames(kept, parseStatsFile(f)).games;
    expect(kept).toHaveLength(100_000);
    expect(MAX_KEPT_GAMES).toBe(100_000);
    const third = parseStatsFile(files[2]!);
    expect(() => mergeGames(kept, third)).toThrow(StatsImportError);
    expect(() => mergeGames(kept, third)).toThrow(/at most 100,000 games/u);
    // Repeating kept games stays allowed at the cap.
    expect(mergeGames(kept, kept.slice(0, 10)).added).toBe(0);
  });

  it('refuses a file of more games than are kept, before merging', () => {
    const games = Array.from({ length: MAX_KEPT_GAMES + 1 }, (_, i) => ({
      key: `${i}`,
      variant: 'classic',
      started: 1,
    }));
    const text = JSON.stringify({ format: 'sudoku-forge-statistics', version: 1, exported: '', games });
    expect(text.length).toBeLessThan(MAX_IMPORT_BYTES);
    expect(() => parseStatsFile(text)).toThrow(/at most 100,000 games/u);
  });
});
