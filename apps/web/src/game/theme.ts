/**
 * Which theme the page shows: the player's choice, or the system's while they follow it.
 */
import type { Settings } from './settings.ts';

export type ThemeChoice = Settings['theme'];
export const THEME_NAMES: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function shownTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}
