/**
 * Player settings: explicit and conservative by default (mistake checking off).
 */
import type { KeyValueStore } from './persistence.ts';
import type { MistakeMode } from './view.ts';

export interface Settings {
  mistakes: MistakeMode;
  highlightSame: boolean;
  highlightRelated: boolean;
  autoClean: boolean;
  showTimer: boolean;
  /** Show every candidate the rules allow in cells without notes (a view: the board is not changed). */
  autoCandidates: boolean;
  theme: 'system' | 'light' | 'dark';
  /** Mistakes counted against the solution: not at all, shown as a count, or a limit of 3 (as sudoku.com). */
  mistakeCount: MistakeCount;
  /** Bigger text: the page's and the board's notes and sums. */
  largeText: boolean;
}

export type MistakeCount = 'off' | 'count' | 'limit';

export const DEFAULT_SETTINGS: Settings = {
  mistakes: 'off',
  highlightSame: true,
  highlightRelated: true,
  autoClean: true,
  showTimer: true,
  autoCandidates: false,
  theme: 'system',
  mistakeCount: 'off',
  largeText: false,
};

const KEY = 'sudoku-forge:settings';

/** Saved settings merged over the defaults; unknown or wrong-typed fields fall back to defaults. */
export function loadSettings(store: KeyValueStore): Settings {
  let saved: unknown;
  try {
    saved = JSON.parse(store.getItem(KEY) ?? '{}');
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  const out: Settings = { ...DEFAULT_SETTINGS };
  if (typeof saved !== 'object' || saved === null) return out;
  const s = saved as Record<string, unknown>;
  if (s.mistakes === 'off' || s.mistakes === 'rules' || s.mistakes === 'solution') out.mistakes = s.mistakes;
  if (s.mistakeCount === 'off' || s.mistakeCount === 'count' || s.mistakeCount === 'limit')
    out.mistakeCount = s.mistakeCount;
  if (s.theme === 'system' || s.theme === 'light' || s.theme === 'dark') out.theme = s.theme;
  for (const key of [
    'highlightSame',
    'highlightRelated',
    'autoClean',
    'showTimer',
    'autoCandidates',
    'largeText',
  ] as const) {
    if (typeof s[key] === 'boolean') out[key] = s[key];
  }
  return out;
}

export function saveSettings(store: KeyValueStore, settings: Settings): void {
  try {
    store.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Unsaved settings still apply for this visit.
  }
}
