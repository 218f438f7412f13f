/**
 * Keys work wherever focus is on the play screen (as in SudokuPad), except in form fields and
 * dialogs, and Enter/Space keep their meaning on buttons and links. The key map (game/keys.ts)
 * loads with the player's first touch, click, focus or key, not with the first screen; a key
 * pressed before it arrives is handled when it does.
 */
import { useEffect, useRef } from 'react';
import type { KeyIntent } from '../../game/keys.ts';

let keyMap: Promise<typeof import('../../game/keys.ts')> | null = null;
const loadKeyMap = () => (keyMap ??= import('../../game/keys.ts'));

export function useGameKeys(size: number, onIntent: (intent: KeyIntent) => void): void {
  const handler = useRef(onIntent);
  handler.current = onIntent;
  useEffect(() => {
    let keyIntent: typeof import('../../game/keys.ts').keyIntent | null = null;
    const load = () => void loadKeyMap().then((m) => (keyIntent = m.keyIntent));
    const early = { once: true, capture: true } as const;
    document.addEventListener('pointerdown', load, early);
    document.addEventListener('focusin', load, early);
    if (keyMap) load();
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], dialog')) return;
      if (target?.closest('button, a, summary') && (event.key === 'Enter' || event.key === ' ')) return;
      if (!keyIntent) {
        void loadKeyMap().then((m) => {
          keyIntent = m.keyIntent;
          handle(m.keyIntent(event, size));
        });
        return;
      }
      const intent = keyIntent(event, size);
      if (!intent) return;
      event.preventDefault();
      handle(intent);
    };
    const handle = (intent: KeyIntent | null) => intent && handler.current(intent);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', load, early);
      document.removeEventListener('focusin', load, early);
    };
  }, [size]);
}
