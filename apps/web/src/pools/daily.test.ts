import { describe, expect, it } from 'vitest';
import { dailyArchive, dailyChoice, dailyLevel, dailyOfLink, daysBefore, weekday } from './daily.ts';

const LEVELS = ['easy', 'medium', 'hard'];

describe('dailyOfLink', () => {
  it("a shared daily is that day's daily when its level and disguise are the day's (issue 30)", () => {
    const choice = dailyChoice('classic', '2026-12-04', LEVELS)!;
    expect(dailyOfLink('classic', '2026-12-04', LEVELS, { level: choice.level, disguise: choice.disguise })).toBe(
      '2026-12-04',
    );
  });

  it("a link that claims another day's daily, or another variant's, is not one", () => {
    const choice = dailyChoice('classic', '2026-12-04', LEVELS)!;
    expect(
      dailyOfLink('classic', '2026-12-05', LEVELS, { level: choice.level, disguise: choice.disguise }),
    ).toBeUndefined();
    expect(
      dailyOfLink('killer', '2026-12-04', LEVELS, { level: choice.level, disguise: choice.disguise }),
    ).toBeUndefined();
    expect(
      dailyOfLink('classic', '2026-12-04', LEVELS, { level: choice.level, disguise: choice.disguise + 1 }),
    ).toBeUndefined();
  });
});

describe('daily level by weekday (issue 30)', () => {
  const ALL = ['easy', 'medium', 'hard', 'expert', 'extreme'];
  it('easy on Monday, the hardest on Sunday', () => {
    expect(weekday('2026-12-07')).toBe(1);
    expect(dailyLevel('2026-12-07', ALL)).toBe('easy');
    expect(dailyLevel('2026-12-08', ALL)).toBe('medium');
    expect(
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'].map((d) =>
        dailyLevel(d, ALL),
      ),
    ).toEqual(['easy', 'medium', 'medium', 'hard', 'hard', 'expert', 'extreme']);
    expect(dailyLevel('2026-12-12', ALL)).toBe('expert');
    expect(dailyLevel('2026-12-13', ALL)).toBe('extreme');
    expect(dailyChoice('classic', '2026-12-07', ALL)!.level).toBe('easy');
  });

  it("the hardest stored level below the day's, else the easiest stored", () => {
    expect(dailyLevel('2026-12-13', ['easy', 'medium', 'hard'])).toBe('hard');
    expect(dailyLevel('2026-12-13', ['easy'])).toBe('easy');
    expect(dailyLevel('2026-12-07', ['medium', 'hard'])).toBe('medium');
    expect(dailyLevel('2026-12-07', [])).toBeNull();
  });

  it('the archive lists past days newest first, with their level and state', () => {
    const games = [
      { variant: 'classic', daily: '2026-12-06', completed: true },
      { variant: 'classic', daily: '2026-12-05', completed: false },
      { variant: 'killer', daily: '2026-12-04', completed: true },
    ];
    const days = dailyArchive('classic', '2026-12-07', ALL, games, 4);
    expect(days).toEqual([
      { date: '2026-12-07', level: 'easy', state: 'new' },
      { date: '2026-12-06', level: 'extreme', state: 'solved' },
      { date: '2026-12-05', level: 'expert', state: 'started' },
      { date: '2026-12-04', level: 'hard', state: 'new' },
    ]);
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
  });
});
