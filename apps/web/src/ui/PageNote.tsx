/** A page's one-line outcome (an import, a copy): a status, or an alert for an error, in a polite live region. */
export type Note = { kind: 'ok' | 'error'; text: string } | null;

export function PageNote({ note }: { note: Note }) {
  return (
    <div aria-live="polite">
      {note && (
        <p
          className={note.kind === 'error' ? 'page-note error' : 'page-note'}
          role={note.kind === 'error' ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
