/**
 * The play controls: entry modes, the digit pad and the tools (undo, redo, erase, hint, …).
 * They only render and report presses; Game decides what a press does.
 */
import { digitSymbol } from '@sudoku-forge/core-solver';
import { MODES, type Mode } from '../game/modes.ts';
import { COLOUR_NAMES } from '../game/view.ts';
import { Icon, type IconName } from './Icon.tsx';

export const MODE_NAMES: Record<Mode, string> = {
  digit: 'Digit',
  corner: 'Corner',
  centre: 'Centre',
  colour: 'Colour',
};
const MODE_KEYS: Record<Mode, string> = { digit: 'z', corner: 'x', centre: 'c', colour: 'v' };

export function ModeBar({ mode, onMode, disabled }: { mode: Mode; onMode: (mode: Mode) => void; disabled: boolean }) {
  return (
    <div className="modes" role="group" aria-label="Entry mode">
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          disabled={disabled}
          onClick={() => onMode(m)}
          title={`${MODE_NAMES[m]} mode (${MODE_KEYS[m]})`}
        >
          {MODE_NAMES[m]}
        </button>
      ))}
    </div>
  );
}

export interface KeypadProps {
  size: number;
  mode: Mode;
  disabled: boolean;
  onDigit: (digit: number) => void;
  /** The digit picked for number-first input (pressed), or null. */
  armed?: number | null;
  /** How many of each digit are left to place (index d-1), shown small on each key. */
  remaining?: readonly number[];
}

export function Keypad({ size, mode, disabled, onDigit, armed = null, remaining }: KeypadProps) {
  const symbols = Array.from({ length: size }, (_, i) => i + 1);
  return (
    <div className={`keypad keypad-${size}`} role="group" aria-label="Keypad">
      {symbols.map((d) => (
        <button
          key={d}
          type="button"
          className={`${mode === 'colour' ? `key colour-key bg-colour-${d}` : `key key-${mode}`}${remaining?.[d - 1] === 0 ? ' key-done' : ''}`}
          disabled={disabled || (mode === 'colour' && d > 9)}
          aria-pressed={armed === d}
          onClick={() => onDigit(d)}
          title={mode === 'colour' ? COLOUR_NAMES[d] : remaining ? `${remaining[d - 1]} left` : undefined}
        >
          {digitSymbol(d)}
          {remaining && mode !== 'colour' && (
            <span className="key-count" aria-hidden="true">
              {remaining[d - 1]}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

export interface ToolsProps {
  canUndo: boolean;
  canRedo: boolean;
  canErase: boolean;
  canHint: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onErase: () => void;
  onHint: () => void;
  onCandidates: () => void;
}

export function Tools(props: ToolsProps) {
  return (
    <div className="actions" role="group" aria-label="Actions">
      <Tool icon="undo" name="Undo" keys="Ctrl+Z" onClick={props.onUndo} enabled={props.canUndo} />
      <Tool icon="redo" name="Redo" keys="Ctrl+Y" onClick={props.onRedo} enabled={props.canRedo} />
      <Tool icon="erase" name="Erase" keys="Delete" onClick={props.onErase} enabled={props.canErase} />
      <Tool icon="hint" name="Hint" keys="h" onClick={props.onHint} enabled={props.canHint} />
      <Tool icon="grid" name="Fill candidates" short="Fill" onClick={props.onCandidates} enabled={props.canHint} />
    </div>
  );
}

function Tool({
  icon,
  name,
  short,
  keys,
  onClick,
  enabled,
}: {
  icon: IconName;
  name: string;
  short?: string;
  keys?: string;
  onClick: () => void;
  enabled: boolean;
}) {
  return (
    <button
      type="button"
      className="tool"
      onClick={onClick}
      disabled={!enabled}
      title={keys ? `${name} (${keys})` : name}
      aria-label={short ? name : undefined}
    >
      <Icon name={icon} />
      <span>{short ?? name}</span>
    </button>
  );
}
