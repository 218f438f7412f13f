import { useEffect, useRef } from 'react';

/** A ref for a `<dialog>` shown as the browser's modal while `open` is true (focus kept inside, Escape closes). */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
