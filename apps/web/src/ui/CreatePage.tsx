/**
 * Your own puzzle: type or paste the givens of any variant, draw (or paste) irregular regions and
 * killer cages, draw constraints (cages, thermos, arrows, lines, dots, marks), or import an
 * f-puzzles link; after each edit the solver counts the solutions ("2 solutions: they differ in
 * r4c5"), and a unique puzzle plays or shares at once (constraint puzzles as `?load=` links).
 * The state is game/create.ts, the orchestration ui/hooks/useCreate.ts; this page renders them
 * (the tools: CreateTools.tsx, the import and paste: CreateSources.tsx, the verdicts: CreateCheck.tsx).
 * Loaded only when opened.
 */
import { VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { useEffect, useMemo } from 'react';
import { CONSTRAINT_TOOLS, toolsOf, type Tool } from '../game/create.ts';
import { outsidePreview } from '../game/create-preview.ts';
import { Board } from './Board.tsx';
import { CreateCheck, CreateCount } from './CreateCheck.tsx';
import { CreateImport, CreatePaste } from './CreateSources.tsx';
import { CreateTools } from './CreateTools.tsx';
import { useCreate } from './hooks/useCreate.ts';
import { VariantOptions } from './VariantOptions.tsx';
import './pages.css';
import { PageNote } from './PageNote.tsx';
import { keyIntent } from '../game/keys.ts';

const TOOL_NAMES: Record<'digits' | 'regions' | 'cages', string> = {
  digits: 'Givens',
  regions: 'Regions',
  cages: 'Cages',
};

export default function CreatePage() {
  const create = useCreate(keyIntent);
  // The board's constraint drawing (a chunk of its own) loaded now, so the first preview or line shows at once.
  useEffect(() => void import('./ConstraintLayer.tsx'), []);
  const { state, dispatch, n, tool, geometry, pointer } = create;
  const { draft, note, check } = state;
  // A little killer or sandwich complete before Add: drawn ghosted where it will go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the preview reads only these parts of the state
  const preview = useMemo(() => outsidePreview(state), [state.draft, state.selection, state.pending, tool]);
  const ghost = preview?.kind === 'clue' ? preview : null;
  const toolButton = (t: Tool, name: string) => (
    <button key={t} type="button" aria-pressed={tool === t} onClick={() => dispatch({ type: 'tool', tool: t })}>
      {name}
    </button>
  );

  return (
    <section className="create page" aria-labelledby="create-title">
      <h2 id="create-title">Your own puzzle</h2>
      <p>
        Type, draw, paste or import a puzzle; once the solver proves it has exactly one solution, play it or share its
        link.
      </p>

      <CreateImport onImport={(link) => void create.importFpuzzles(link)} />

      <div className="field inline">
        <label htmlFor="f-variant">Variant</label>
        <select
          id="f-variant"
          value={draft.variant}
          onChange={(e) => dispatch({ type: 'variant', variant: e.target.value as VariantId })}
        >
          <VariantOptions />
        </select>
      </div>
      <p className="rule">{VARIANTS[draft.variant].rule}</p>

      <div className="create-toolbar">
        <div className="create-tools" role="group" aria-label="Draw">
          {toolsOf(draft).map((t) => toolButton(t, TOOL_NAMES[t as keyof typeof TOOL_NAMES]))}
        </div>
        <div className="create-tools" role="group" aria-label="History">
          <button type="button" disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })}>
            Undo
          </button>
          <button type="button" disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })}>
            Redo
          </button>
        </div>
        <div className="create-tools" role="group" aria-label="Constraints">
          {CONSTRAINT_TOOLS.map((t) => toolButton(t.tool, t.name))}
        </div>
      </div>

      <div className="editor">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: tracks a drag and focus across the grid's cells, which are the controls */}
        <div
          className={tool === 'little-killer' || tool === 'sandwich' ? 'board-wrap outside-tool' : 'board-wrap'}
          onPointerMove={pointer.onPointerMove}
          onFocus={pointer.onFocus}
        >
          <Board
            geometry={geometry}
            views={create.views}
            focus={state.focus}
            picked={state.picked}
            preview={ghost}
            gridRef={create.gridRef}
            onCellPointerDown={pointer.onCellPointerDown}
            onKeyDown={create.onKeyDown}
            label="Puzzle being created"
          />
        </div>
        <div className="editor-tools">
          <CreateCount count={state.count} draft={draft} size={n} />
          <CreateTools key={tool} state={state} tool={tool} geometry={geometry} preview={preview} dispatch={dispatch} />
          <PageNote note={note} />
        </div>
      </div>

      <CreatePaste draft={draft} n={n} attempt={create.attempt} />

      {draft.constraints.length === 0 && (
        <div className="actions">
          <button type="button" className="primary" onClick={() => void create.runCheck()}>
            Check puzzle
          </button>
        </div>
      )}
      <CreateCheck check={check} />
    </section>
  );
}
