/**
 * The mode a held modifier gives while it is held (game/keys.ts heldMode): Shift corner, Ctrl
 * centre, as SudokuPad; the keypad and the mode bar follow it. Released, or the window left, it ends.
 */
import { useEffect, useState } from 'react';
import { heldMode, type Mode } from '../../game/modes.ts';

export function useHeldMode(): Mode | null {
  const [held, setHeld] = useState<Mode | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => setHeld(heldMode(event));
    const clear = () => setHeld(null);
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    window.addEventListener('blur', clear);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      window.removeEventListener('blur', clear);
    };
  }, []);
  return held;
}
