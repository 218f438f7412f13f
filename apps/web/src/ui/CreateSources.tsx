/**
 * The Create page's other ways in: an f-puzzles link to import, and pasted givens, region maps or
 * cages. They hold the typed text; what it becomes is ui/hooks/useCreate.ts's and game/editor.ts's.
 */
import { useState } from 'react';
import { pasteCages, pasteGivens, pasteRegions, type Draft } from '../game/editor.ts';

export function CreateImport({ onImport }: { onImport: (link: string) => void }) {
  const [link, setLink] = useState('');
  return (
    <details className="import-box">
      <summary>Import from f-puzzles</summary>
      <label className="field">
        f-puzzles link (classic, diagonal, anti-knight, hyper, irregular or killer; a SudokuPad link or other
        constraints open in the player)
        <input
          type="url"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder="https://www.f-puzzles.com/?load=N4Ig…"
          spellCheck={false}
        />
      </label>
      <button type="button" onClick={() => onImport(link)} disabled={link.trim() === ''}>
        Import link
      </button>
    </details>
  );
}

export function CreatePaste({
  draft,
  n,
  attempt,
}: {
  draft: Draft;
  n: number;
  attempt: (what: string, make: () => Draft) => void;
}) {
  const [paste, setPaste] = useState('');
  const use = (label: string, what: string, read: (draft: Draft, text: string) => Draft) => (
    <button type="button" disabled={paste.trim() === ''} onClick={() => attempt(what, () => read(draft, paste))}>
      {label}
    </button>
  );
  return (
    <details className="paste-box">
      <summary>Paste instead</summary>
      <label className="field">
        <span>
          Puzzle: {n * n} characters, <code>.</code> or <code>0</code> for blanks, or a JSON puzzle record
        </span>
        <textarea value={paste} onChange={(e) => setPaste(e.target.value)} rows={3} spellCheck={false} />
      </label>
      <div className="actions">
        {use('Use as givens', 'Givens read from the pasted text.', pasteGivens)}
        {draft.variant === 'irregular' && use('Use as region map', 'Regions read from the pasted map.', pasteRegions)}
        {draft.variant === 'killer' && use('Use as cages', 'Cages read from the pasted list.', pasteCages)}
      </div>
    </details>
  );
}
