import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from './settings.ts';

const memory = (text: string | null = null) => {
  const map = new Map<string, string>();
  if (text !== null) map.set('sudoku-forge:settings', text);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: () => null,
    get length() {
      return map.size;
    },
  };
};

describe('settings', () => {
  it('defaults when nothing or something unreadable is saved', () => {
    expect(loadSettings(memory())).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(memory('{oops'))).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(memory('7'))).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps good fields and drops wrong-typed ones', () => {
    const s = loadSettings(
      memory(
        JSON.stringify({
          mistakes: 'solution',
          mistakeCount: 'limit',
          theme: 'dark',
          showTimer: false,
          autoClean: 'yes',
          highlightSame: 3,
          largeText: true,
        }),
      ),
    );
    expect(s).toEqual({
      ...DEFAULT_SETTINGS,
      mistakes: 'solution',
      mistakeCount: 'limit',
      theme: 'dark',
      showTimer: false,
      largeText: true,
    });
    expect(loadSettings(memory(JSON.stringify({ mistakeCount: 'many' }))).mistakeCount).toBe('off');
  });

  it('round-trips through the store', () => {
    const store = memory();
    saveSettings(store, { ...DEFAULT_SETTINGS, mistakeCount: 'count' });
    expect(loadSettings(store).mistakeCount).toBe('count');
  });
});
