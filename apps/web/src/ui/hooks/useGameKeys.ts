/**
 * Keys work wherever focus is on the play screen (as in SudokuPad), except in form fields and
 * dialogs, and Enter/Space keep their meaning on buttons and links.
 */
import { useEffect, useRef } from 'react';
import { keyIntent, type KeyIntent } from '../../game/keys.ts';

export function useGameKeys(size: number, onIntent: (intent: KeyIntent) => void): void {
  const handler = useRef(onIntent);
  handler.current = onIntent;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')) return;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], dialog')) return;
      if (target?.closest('button, a, summary') && (event.key === 'Enter' || event.key === ' ')) return;
      const intent = keyIntent(event, size);
      if (!intent) return;
      event.preventDefault();
      handler.current(intent);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [size]);
}
