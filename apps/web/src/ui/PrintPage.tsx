/**
 * Printing through the browser: the puzzle on screen, or 1, 2 or 4 new puzzles of a variant and
 * level per A4 or Letter sheet. The sheets are ordinary elements; pages.css gives them the paper
 * (`@page` named pages) and hides everything else when printing. Loaded only when opened.
 */
import { useEffect, useMemo, useState } from 'react';
import { parsePuzzle, VARIANT_IDS, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { disguise } from '../engine/disguise.ts';
import { browserStore, loadCurrentGame, needsReader } from '../game/persistence.ts';
import { loadConstraintReader } from '../game/puzzle-reader.ts';
import { needsMargin } from '../game/constraint-draw.ts';
import { ConstraintShapes } from './ConstraintLayer.tsx';
import { MAX_PAGES, PAPERS, PER_PAGE, pickIndices, printDrawing, sheets, type Paper, type PerPage } from '../game/print.ts';
import { readShareQuery } from '../game/setup.ts';
import { loadPool, storedLevels } from '../pools/pools.ts';
import './pages.css';

interface Printed {
  record: PuzzleRecord;
  caption: string;
}
type Source = 'current' | 'new';
type Load = { kind: 'loading' } | { kind: 'ready'; puzzles: Printed[] } | { kind: 'message'; text: string };

const variantName = (v: string) => (v in VARIANTS ? VARIANTS[v as VariantId].name : v);
const levelName = (level: string | undefined) => (level && level in LEVEL_NAMES ? LEVEL_NAMES[level as Level] : undefined);
const captionOf = (record: PuzzleRecord, extra = '') => [variantName(record.variant ?? 'classic'), levelName(record.level)].filter(Boolean).join(' · ') + extra;

/** The puzzle in the address (a share link) or else the game last on screen. */
async function currentPuzzle(): Promise<Printed | null> {
  const request = readShareQuery(window.location.search);
  if (request.kind === 'content') return { record: request.record, caption: captionOf(request.record) };
  if (request.kind === 'stored') {
    const records = await loadPool(request.variant, request.level);
    const record = records?.find((r) => r.id === request.id);
    if (!record) return null;
    const shown = disguise(record, request.disguise).record;
    return { record: shown, caption: captionOf({ ...shown, level: request.level }) };
  }
  // A constraint game on screen last: its reader loads first (game/puzzle-reader.ts).
  if (needsReader(browserStore())) await loadConstraintReader();
  const saved = loadCurrentGame(browserStore());
  if (saved.status !== 'ok') return null;
  const { record, origin } = saved.game.setup;
  return { record, caption: captionOf({ ...record, ...(origin.level ? { level: origin.level } : {}) }, origin.daily ? ` · daily ${origin.daily}` : '') };
}

export default function PrintPage() {
  const [source, setSource] = useState<Source>('current');
  const [variant, setVariant] = useState<VariantId>('classic');
  const levels = storedLevels(variant);
  const [level, setLevel] = useState<Level>('easy');
  const shownLevel = levels.includes(level) ? level : levels[0];
  const [perPage, setPerPage] = useState<PerPage>(1);
  const [pages, setPages] = useState(1);
  const [paper, setPaper] = useState<Paper>('a4');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [current, setCurrent] = useState<Printed | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    currentPuzzle()
      .catch(() => null)
      .then((found) => {
        if (!live) return;
        setCurrent(found);
        if (!found) setSource('new');
      });
    return () => void (live = false);
  }, []);

  useEffect(() => {
    if (current === undefined) return;
    let live = true;
    if (source === 'current') {
      setLoad(current ? { kind: 'ready', puzzles: [current] } : { kind: 'message', text: 'No game is on screen: choose new puzzles.' });
      return;
    }
    if (!shownLevel) {
      setLoad({ kind: 'message', text: `No puzzles are stored for ${variantName(variant)}.` });
      return;
    }
    setLoad({ kind: 'loading' });
    loadPool(variant, shownLevel)
      .then((records) => {
        if (!live) return;
        if (!records || records.length === 0) return setLoad({ kind: 'message', text: `No puzzles are stored for ${variantName(variant)} ${levelName(shownLevel)}.` });
        const count = perPage * pages;
        const picked = pickIndices(count, records.length, Math.random).map((i, k) => {
          const shown = disguise(records[i]!, Math.floor(Math.random() * 2 ** 30)).record;
          return { record: shown, caption: `${captionOf({ ...shown, level: shownLevel })} · ${k + 1} of ${count}` };
        });
        setLoad({ kind: 'ready', puzzles: picked });
      })
      .catch((error: unknown) => live && setLoad({ kind: 'message', text: `The puzzles could not be loaded: ${(error as Error).message}` }));
    return () => void (live = false);
  }, [source, current, variant, shownLevel, perPage, pages]);

  const per = source === 'current' ? 1 : perPage;
  const groups = load.kind === 'ready' ? sheets(load.puzzles, per) : [];

  return (
    <section className="print page" aria-labelledby="print-title">
      <div className="print-controls">
        <h2 id="print-title">Print</h2>
        <div className="modes" role="group" aria-label="What to print">
          <button type="button" aria-pressed={source === 'current'} disabled={!current} onClick={() => setSource('current')}>
            The puzzle on screen
          </button>
          <button type="button" aria-pressed={source === 'new'} onClick={() => setSource('new')}>
            New puzzles
          </button>
        </div>
        {source === 'new' && (
          <div className="print-options">
            <div className="field inline">
              <label htmlFor="f-variant">Variant</label>
              <select id="f-variant" value={variant} onChange={(e) => setVariant(e.target.value as VariantId)}>
                {VARIANT_IDS.map((id) => (
                  <option key={id} value={id}>
                    {VARIANTS[id].name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field inline">
              <label htmlFor="f-level">Level</label>
              <select id="f-level" value={shownLevel ?? ''} onChange={(e) => setLevel(e.target.value as Level)} disabled={levels.length === 0}>
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {LEVEL_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field inline">
              <label htmlFor="f-puzzles-per-page">Puzzles per page</label>
              <select id="f-puzzles-per-page" value={perPage} onChange={(e) => setPerPage(Number(e.target.value) as PerPage)}>
                {PER_PAGE.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            </div>
            <div className="field inline">
              <label htmlFor="f-pages">Pages</label>
              <select id="f-pages" value={pages} onChange={(e) => setPages(Number(e.target.value))}>
                {Array.from({ length: MAX_PAGES }, (_, i) => i + 1).map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <div className="print-options">
          <div className="field inline">
            <label htmlFor="f-paper">Paper</label>
            <select id="f-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
              {(Object.keys(PAPERS) as Paper[]).map((p) => (
                <option key={p} value={p}>
                  {PAPERS[p]}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="primary" onClick={() => window.print()} disabled={groups.length === 0}>
            Print
          </button>
        </div>
        <p className="status" role="status">
          {load.kind === 'loading' ? 'Preparing the pages…' : load.kind === 'message' ? load.text : `${groups.length} ${groups.length === 1 ? 'page' : 'pages'}, ${PAPERS[paper]}.`}
        </p>
      </div>
      <div className="print-sheets">
        {groups.map((group, i) => (
          <div key={i} className={`print-sheet paper-${paper} per-${per}`} aria-label={`Page ${i + 1}`} role="group">
            {group.map((p, k) => (
              <figure key={k} className="print-slot">
                <PrintBoard record={p.record} />
                <figcaption>{p.caption}</figcaption>
              </figure>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** One puzzle for paper: an SVG in cell units, black on white whatever the theme. */
function PrintBoard({ record }: { record: PuzzleRecord }) {
  const drawing = useMemo(() => {
    const puzzle = parsePuzzle(record);
    return { ...printDrawing(puzzle.geometry, puzzle.givens), constraints: puzzle.geometry.constraints };
  }, [record]);
  const { n } = drawing;
  const constraints = drawing.constraints;
  // Clues outside the grid (little killers, sandwiches) need a margin of a cell.
  const pad = needsMargin(constraints) ? 1 : 0.04;
  const digitSize = n > 9 ? 0.62 : 0.66;
  return (
    <svg className="print-board" viewBox={`${-pad} ${-pad} ${n + 2 * pad} ${n + 2 * pad}`} role="img" aria-label={`${variantName(record.variant ?? 'classic')} puzzle, ${drawing.givens.length} givens`}>
      <rect x="0" y="0" width={n} height={n} fill="#fff" />
      {drawing.shaded.map((c) => (
        <rect key={`${c.x},${c.y}`} x={c.x} y={c.y} width="1" height="1" fill="#d9d9d9" />
      ))}
      {drawing.diagonals && <path d={`M0 0L${n} ${n}M${n} 0L0 ${n}`} stroke="#8a8a8a" strokeWidth="0.03" />}
      {constraints.length > 0 && <ConstraintShapes constraints={constraints} n={n} part="under" />}
      <path d={drawing.thin} stroke="#555" strokeWidth={n > 9 ? 0.025 : 0.02} fill="none" />
      <path d={drawing.thick} stroke="#000" strokeWidth="0.07" strokeLinecap="square" fill="none" />
      {drawing.cages.map((d, i) => (
        <path key={i} d={d} stroke="#000" strokeWidth="0.025" strokeDasharray="0.08 0.06" fill="none" />
      ))}
      {constraints.length > 0 && <ConstraintShapes constraints={constraints} n={n} part="over" />}
      {drawing.sums.map((s) => (
        <g key={`${s.x},${s.y}`}>
          <rect x={s.x + 0.04} y={s.y + 0.04} width={String(s.sum).length * 0.17 + 0.06} height="0.27" fill="#fff" />
          <text x={s.x + 0.07} y={s.y + 0.27} fontSize="0.26" fontFamily="sans-serif" fill="#000">
            {s.sum}
          </text>
        </g>
      ))}
      {drawing.givens.map((g) => (
        <text key={`${g.x},${g.y}`} x={g.x + 0.5} y={g.y + 0.5} dy="0.35em" textAnchor="middle" fontSize={digitSize} fontFamily="sans-serif" fill="#000">
          {g.text}
        </text>
      ))}
      <rect x="0" y="0" width={n} height={n} stroke="#000" strokeWidth="0.08" fill="none" />
    </svg>
  );
}
