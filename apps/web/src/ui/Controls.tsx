/**
 * The play controls: entry modes, the digit pad and the tools (undo, redo, erase, hint, …).
 * They only render and report presses; Game decides what a press does.
 */
import { digitSymbol } from '@sudoku-forge/core-solver';
import { MODES, type Mode } from '../game/keys.ts';
import { COLOUR_NAMES } from '../game/view.ts';

export const MODE_NAMES: Record<Mode, string> = { digit: 'Digit', corner: 'Corner', centre: 'Centre', colour: 'Colour' };
const MODE_KEYS: Record<Mode, string> = { digit: 'z', corner: 'x', centre: 'c', colour: 'v' };

export function ModeBar({ mode, onMode, disabled }: { mode: Mode; onMode: (mode: Mode) => void; disabled: boolean }) {
  return (
    <div className="modes" role="group" aria-label="Entry mode">
      {MODES.map((m) => (
        <button key={m} type="button" aria-pressed={mode === m} disabled={disabled} onClick={() => onMode(m)} title={`${MODE_NAMES[m]} mode (${MODE_KEYS[m]})`}>
          {MODE_NAMES[m]}
        </button>
      ))}
    </div>
  );
}

export function Keypad({ size, mode, disabled, onDigit }: { size: number; mode: Mode; disabled: boolean; onDigit: (digit: number) => void }) {
  const symbols = Array.from({ length: size }, (_, i) => i + 1);
  return (
    <div className={`keypad keypad-${size}`} role="group" aria-label="Keypad">
      {symbols.map((d) => (
        <button
          key={d}
          type="button"
          className={mode === 'colour' ? `key colour-key bg-colour-${d}` : `key key-${mode}`}
          disabled={disabled || (mode === 'colour' && d > 9)}
          onClick={() => onDigit(d)}
          title={mode === 'colour' ? COLOUR_NAMES[d] : undefined}
        >
          {digitSymbol(d)}
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
      <button type="button" onClick={props.onUndo} disabled={!props.canUndo} title="Undo (Ctrl+Z)">Undo</button>
      <button type="button" onClick={props.onRedo} disabled={!props.canRedo} title="Redo (Ctrl+Y)">Redo</button>
      <button type="button" onClick={props.onErase} disabled={!props.canErase} title="Erase (Delete)">Erase</button>
      <button type="button" onClick={props.onHint} disabled={!props.canHint} title="Hint (h)">Hint</button>
      <button type="button" onClick={props.onCandidates} disabled={!props.canHint}>Fill candidates</button>
    </div>
  );
}
