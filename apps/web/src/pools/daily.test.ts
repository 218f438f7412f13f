import { describe, expect, it } from 'vitest';
import { dailyChoice, dailyOfLink } from './daily.ts';

const LEVELS = ['easy', 'medium', 'hard'];

describe('dailyOfLink', () => {
  it('a shared daily is that day\'s daily when its level and disguise are the day\'s (issue 30)', () => {
    const choice = dailyChoice('classic', '2026-12-04', LEVELS)!;
    expect(dailyOfLink('classic', '2026-12-04', LEVELS, { level: choice.level, disguise: choice.disguise })).toBe('2026-12-04');
  });

  it('a link that claims another day\'s daily, or another variant\'s, is not one', () => {
    const choice = dailyChoice('classic', '2026-12-04', LEVELS)!;
    expect(dailyOfLink('classic', '2026-12-05', LEVELS, { level: choice.level, disguise: choice.disguise })).toBeUndefined();
    expect(dailyOfLink('killer', '2026-12-04', LEVELS, { level: choice.level, disguise: choice.disguise })).toBeUndefined();
    expect(dailyOfLink('classic', '2026-12-04', LEVELS, { level: choice.level, disguise: choice.disguise + 1 })).toBeUndefined();
  });
});
