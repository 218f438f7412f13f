/**
 * Printing through the browser: the puzzle on screen, or 1, 2 or 4 new puzzles of a variant and
 * level per A4 or Letter sheet. The sheets are ordinary elements; pages.css gives them the paper
 * (`@page` named pages) and hides everything else when printing. Loaded only when opened.
 */
import { useEffect, useState } from 'react';
import { VARIANT_IDS, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { disguise } from '../engine/disguise.ts';
import { browserStore, listGames, loadCurrentGame, loadGame, needsReader, savedLink } from '../game/persistence.ts';
import { loadConstraintReader } from '../game/puzzle-reader.ts';
import { MAX_PAGES, PAPERS, PER_PAGE, pickIndices, sheets, type Paper, type PerPage } from '../game/print.ts';
import { PrintBoard } from './PrintBoard.tsx';
import { readShareQuery, setupGame } from '../game/setup.ts';
import { loadPool, storedLevels } from '../pools/pools.ts';
import './pages.css';

interface Printed {
  record: PuzzleRecord;
  caption: string;
  /** The player's digits (the puzzle on screen), printed when asked for. */
  digits?: ArrayLike<number>;
  /** On the solutions page: the solution written in. */
  solved?: boolean;
}
type Source = 'current' | 'new';
type Load = { kind: 'loading' } | { kind: 'ready'; puzzles: Printed[] } | { kind: 'message'; text: string };

const variantName = (v: string) => (v in VARIANTS ? VARIANTS[v as VariantId].name : v);
const levelName = (level: string | undefined) =>
  level && level in LEVEL_NAMES ? LEVEL_NAMES[level as Level] : undefined;
const captionOf = (record: PuzzleRecord, extra = '') =>
  [variantName(record.variant ?? 'classic'), levelName(record.level)].filter(Boolean).join(' · ') + extra;

/** The player's digits in the saved game of a puzzle (by its save's key), if any were placed. */
function savedDigits(keyOf: () => string | null): ArrayLike<number> | undefined {
  try {
    const key = keyOf();
    if (key === null) return undefined;
    const saved = loadGame(browserStore(), key);
    return saved.status === 'ok' && saved.game.board.digits.some((d) => d !== 0) ? saved.game.board.digits : undefined;
  } catch {
    return undefined;
  }
}

/** With the player's digits when the game has some. */
const withDigits = (printed: Printed, keyOf: () => string | null): Printed => {
  const digits = savedDigits(keyOf);
  return digits ? { ...printed, digits } : printed;
};

/** The puzzle in the address (a share link) or else the game last on screen. */
async function currentPuzzle(): Promise<Printed | null> {
  const request = readShareQuery(window.location.search);
  if (request.kind === 'content')
    return withDigits(
      { record: request.record, caption: captionOf(request.record) },
      () => setupGame(request.record).key,
    );
  if (request.kind === 'stored') {
    const records = await loadPool(request.variant, request.level);
    const record = records?.find((r) => r.id === request.id);
    if (!record) return null;
    const shown = disguise(record, request.disguise).record;
    return withDigits({ record: shown, caption: captionOf({ ...shown, level: request.level }) }, () =>
      savedLink(listGames(browserStore()), request),
    );
  }
  // A constraint game on screen last: its reader loads first (game/puzzle-reader.ts).
  if (needsReader(browserStore())) await loadConstraintReader();
  const saved = loadCurrentGame(browserStore());
  if (saved.status !== 'ok') return null;
  const { record, origin } = saved.game.setup;
  const digits = saved.game.board.digits.some((d) => d !== 0) ? { digits: saved.game.board.digits } : {};
  return {
    record,
    caption: captionOf(
      { ...record, ...(origin.level ? { level: origin.level } : {}) },
      origin.daily ? ` · daily ${origin.daily}` : '',
    ),
    ...digits,
  };
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
  const [mine, setMine] = useState(false);
  const [answers, setAnswers] = useState(false);

  useEffect(() => {
    let live = true;
    currentPuzzle()
      .catch(() => null)
      .then((found) => {
        if (!live) return;
        setCurrent(found);
        if (!found) setSource('new');
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (current === undefined) return;
    let live = true;
    if (source === 'current') {
      setLoad(
        current
          ? { kind: 'ready', puzzles: [current] }
          : { kind: 'message', text: 'No game is on screen: choose new puzzles.' },
      );
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
        if (!records || records.length === 0)
          return setLoad({
            kind: 'message',
            text: `No puzzles are stored for ${variantName(variant)} ${levelName(shownLevel)}.`,
          });
        const count = perPage * pages;
        const picked = pickIndices(count, records.length, Math.random).map((i, k) => {
          const shown = disguise(records[i]!, Math.floor(Math.random() * 2 ** 30)).record;
          return { record: shown, caption: `${captionOf({ ...shown, level: shownLevel })} · ${k + 1} of ${count}` };
        });
        setLoad({ kind: 'ready', puzzles: picked });
      })
      .catch(
        (error: unknown) =>
          live && setLoad({ kind: 'message', text: `The puzzles could not be loaded: ${(error as Error).message}` }),
      );
    return () => {
      live = false;
    };
  }, [source, current, variant, shownLevel, perPage, pages]);

  const per = source === 'current' ? 1 : perPage;
  const puzzles: Printed[] =
    load.kind === 'ready'
      ? load.puzzles.map((p) => (source === 'current' && mine ? p : { record: p.record, caption: p.caption }))
      : [];
  // The solutions, four to a page after the puzzles.
  const solutions: Printed[] = answers
    ? puzzles.map((p) => ({ record: p.record, caption: `Solution · ${p.caption}`, solved: true }))
    : [];
  const groups = [
    ...sheets(puzzles, per).map((group) => ({ per, group })),
    ...sheets(solutions, 4).map((group) => ({ per: 4, group })),
  ];

  return (
    <section className="print page" aria-labelledby="print-title">
      <div className="print-controls">
        <h2 id="print-title">Print</h2>
        <div className="modes" role="group" aria-label="What to print">
          <button
            type="button"
            aria-pressed={source === 'current'}
            disabled={!current}
            onClick={() => setSource('current')}
          >
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
              <select
                id="f-level"
                value={shownLevel ?? ''}
                onChange={(e) => setLevel(e.target.value as Level)}
                disabled={levels.length === 0}
              >
                {levels.map((l) => (
                  <option key={l} value={l}>
                    {LEVEL_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field inline">
              <label htmlFor="f-puzzles-per-page">Puzzles per page</label>
              <select
                id="f-puzzles-per-page"
                value={perPage}
                onChange={(e) => setPerPage(Number(e.target.value) as PerPage)}
              >
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
          {source === 'current' && current?.digits && (
            <label className="field inline">
              <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} /> With my digits
            </label>
          )}
          <label className="field inline">
            <input type="checkbox" checked={answers} onChange={(e) => setAnswers(e.target.checked)} /> Add a solutions
            page
          </label>
          <button type="button" className="primary" onClick={() => window.print()} disabled={groups.length === 0}>
            Print
          </button>
        </div>
        <p className="status" role="status">
          {load.kind === 'loading'
            ? 'Preparing the pages…'
            : load.kind === 'message'
              ? load.text
              : `${groups.length} ${groups.length === 1 ? 'page' : 'pages'}, ${PAPERS[paper]}.`}
        </p>
      </div>
      <div className="print-sheets">
        {groups.map(({ per: slots, group }, i) => (
          <div key={i} className={`print-sheet paper-${paper} per-${slots}`} aria-label={`Page ${i + 1}`} role="group">
            {group.map((p, k) => (
              <figure key={k} className="print-slot">
                <PrintBoard record={p.record} digits={p.digits} solved={p.solved ?? false} />
                <figcaption>{p.caption}</figcaption>
              </figure>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
