/**
 * The player's settings, as a disclosure under the controls.
 */
import type { Settings } from '../game/settings.ts';

export function SettingsPanel({ settings, onSettings }: { settings: Settings; onSettings: (settings: Settings) => void }) {
  const flag = (key: 'highlightSame' | 'highlightRelated' | 'autoClean' | 'showTimer', text: string) => (
    <label>
      <input type="checkbox" checked={settings[key]} onChange={(e) => onSettings({ ...settings, [key]: e.target.checked })} /> {text}
    </label>
  );
  return (
    <details className="settings">
      <summary>Settings</summary>
      <label>
        Mistakes{' '}
        <select value={settings.mistakes} onChange={(e) => onSettings({ ...settings, mistakes: e.target.value as Settings['mistakes'] })}>
          <option value="off">Off</option>
          <option value="rules">Rules: mark digits that break a rule</option>
          <option value="solution">Solution: mark digits that are wrong</option>
        </select>
      </label>
      {flag('highlightSame', 'Highlight the same digit')}
      {flag('highlightRelated', 'Highlight row, column and box')}
      {flag('autoClean', 'Remove notes a digit rules out')}
      {flag('showTimer', 'Show the timer')}
    </details>
  );
}
