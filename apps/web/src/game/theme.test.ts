import { describe, expect, it } from 'vitest';
import { shownTheme } from './theme.ts';

describe('shownTheme', () => {
  it('follows the system only while the choice is "system"', () => {
    expect(shownTheme('system', true)).toBe('dark');
    expect(shownTheme('system', false)).toBe('light');
    expect(shownTheme('light', true)).toBe('light');
    expect(shownTheme('dark', false)).toBe('dark');
  });
});
