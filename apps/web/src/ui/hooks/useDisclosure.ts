/**
 * A disclosure (a button with aria-expanded and the part it shows): open and closed by the button,
 * closed by Escape (focus back on the button), by a press outside it and when focus leaves it.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes the menu only (the board's Escape would clear the selection).
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  const onBlur = useCallback((event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  }, []);
  return { open, setOpen, toggle: () => setOpen((o) => !o), rootRef, buttonRef, onBlur };
}
