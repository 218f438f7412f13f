/**
 * The player's settings in a dialog (the browser's own modal: focus stays inside, Escape closes),
 * with the variant's rule and the theme.
 */
import type { Settings } from '../game/settings.ts';
import { THEME_NAMES, type ThemeChoice } from '../game/theme.ts';
import { useModalDialog } from './hooks/useModalDialog.ts';

export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  settings: Settings;
  onSettings: (settings: Settings) => void;
  rule: string;
}

export function SettingsDialog({ open, onClose, settings, onSettings, rule }: SettingsDialogProps) {
  const ref = useModalDialog(open);
  const flag = (
    key: 'highlightSame' | 'highlightRelated' | 'autoClean' | 'showTimer' | 'autoCandidates' | 'largeText',
    text: string,
  ) => (
    <label className="check">
      <input
        type="checkbox"
        checked={settings[key]}
        onChange={(e) => onSettings({ ...settings, [key]: e.target.checked })}
      />{' '}
      {text}
    </label>
  );
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; the keyboard closes it with Escape
    <dialog
      ref={ref}
      className="sheet-dialog"
      aria-labelledby="settings-title"
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <h2 id="settings-title">Settings</h2>
      <p className="rule">{rule}</p>
      <label className="field-row">
        Mistakes
        <select
          value={settings.mistakes}
          onChange={(e) => onSettings({ ...settings, mistakes: e.target.value as Settings['mistakes'] })}
        >
          <option value="off">Off</option>
          <option value="rules">Mark digits that break a rule</option>
          <option value="solution">Mark wrong digits</option>
        </select>
      </label>
      <label className="field-row">
        Count mistakes
        <select
          value={settings.mistakeCount}
          onChange={(e) => onSettings({ ...settings, mistakeCount: e.target.value as Settings['mistakeCount'] })}
        >
          <option value="off">Off</option>
          <option value="count">Count them</option>
          <option value="limit">Limit of 3</option>
        </select>
      </label>
      <label className="field-row">
        Theme
        <select
          value={settings.theme}
          onChange={(e) => onSettings({ ...settings, theme: e.target.value as ThemeChoice })}
        >
          {(Object.keys(THEME_NAMES) as ThemeChoice[]).map((t) => (
            <option key={t} value={t}>
              {THEME_NAMES[t]}
            </option>
          ))}
        </select>
      </label>
      {flag('highlightSame', 'Highlight the same digit')}
      {flag('highlightRelated', 'Highlight row, column and box')}
      {flag('autoClean', 'Remove notes a digit rules out')}
      {flag('autoCandidates', 'Show candidates in cells without notes')}
      {flag('showTimer', 'Show the timer')}
      {flag('largeText', 'Large text')}
      <p className="keys-help">
        Keys: 1–9 (A–G) enter · Shift+digit corner · Ctrl+digit centre · z x c v modes · Space next mode · h hint · p
        pause · n new game · Ctrl+Z undo
      </p>
      <div className="dialog-buttons">
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
    </dialog>
  );
}
