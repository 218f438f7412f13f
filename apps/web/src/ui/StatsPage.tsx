/**
 * The statistics page: games played and solved, best and average time per variant and level,
 * daily streaks, the solved history, and export/import as a JSON file. Numbers come from
 * game/stats.ts (pure), entries from game/stats-db.ts (IndexedDB). Loaded only when opened.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { isVariantId, VARIANTS } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { formatTime } from '../game/game.ts';
import { allGames, importGames } from '../game/stats-db.ts';
import {
  dailyStreaks,
  exportStats,
  levelStats,
  MAX_IMPORT_BYTES,
  parseStatsFile,
  solvedHistory,
  StatsImportError,
  type PlayedGame,
} from '../game/stats.ts';
import { localDate } from '../pools/daily.ts';
import './pages.css';
import { PageNote, type Note } from './PageNote.tsx';

type Load = { kind: 'loading' } | { kind: 'ready'; games: PlayedGame[] } | { kind: 'failed'; text: string };

const variantName = (v: string) => (isVariantId(v) ? VARIANTS[v].name : v);
const levelName = (level: string | undefined) =>
  level === undefined ? 'Own puzzles' : (LEVEL_NAMES[level as Level] ?? level);
const days = (k: number) => `${k} ${k === 1 ? 'day' : 'days'}`;
const HISTORY_SHOWN = 100;

export default function StatsPage() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [note, setNote] = useState<Note>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    try {
      setLoad({ kind: 'ready', games: await allGames() });
    } catch (error) {
      setLoad({ kind: 'failed', text: `Statistics cannot be kept in this browser: ${(error as Error).message}.` });
    }
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const games = load.kind === 'ready' ? load.games : [];
  const today = localDate();
  // The numbers never take the page down with them (issue 31): if they fail, the page says so and
  // Export and Import still work.
  const derived = useMemo(() => {
    try {
      return {
        rows: levelStats(games),
        streaks: dailyStreaks(games, today),
        dailyVariants: [...new Set(games.filter((g) => g.daily !== undefined).map((g) => g.variant))],
        history: solvedHistory(games),
        failed: null,
      };
    } catch (error) {
      return {
        rows: [],
        streaks: { current: 0, longest: 0 },
        dailyVariants: [],
        history: [],
        failed: (error as Error).message,
      };
    }
  }, [games, today]);
  const { rows, streaks, dailyVariants, history } = derived;

  const download = () => {
    const blob = new Blob([JSON.stringify(exportStats(games), null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `sudoku-forge-statistics-${today}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    setNote({ kind: 'ok', text: `Exported ${games.length} ${games.length === 1 ? 'game' : 'games'}.` });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      if (file.size > MAX_IMPORT_BYTES)
        throw new StatsImportError(`This file is too large for a statistics file (${Math.round(file.size / 1e6)} MB).`);
      const incoming = parseStatsFile(await file.text());
      const { added, updated } = await importGames(incoming);
      setNote({
        kind: 'ok',
        text: `Imported ${file.name}: ${added} new ${added === 1 ? 'game' : 'games'}, ${updated} updated. Your other games are kept.`,
      });
      await refresh();
    } catch (error) {
      const text =
        error instanceof StatsImportError
          ? error.message
          : `The file could not be imported: ${(error as Error).message}.`;
      setNote({ kind: 'error', text: `${text} Your statistics are unchanged.` });
    }
  };

  return (
    <section className="stats page" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics</h2>
      {load.kind === 'loading' && <p className="status">Loading…</p>}
      {load.kind === 'failed' && <p className="status">{load.text}</p>}
      {load.kind === 'ready' && (
        <>
          {derived.failed !== null && (
            <p className="status">
              Your statistics could not be summed up ({derived.failed}); they are kept, and Export still saves them all.
            </p>
          )}
          <dl className="facts stat-summary">
            <dt>Games played</dt>
            <dd>{games.length}</dd>
            <dt>Solved</dt>
            <dd>{history.length}</dd>
            <dt>Daily streak</dt>
            <dd>
              {days(streaks.current)} (longest {days(streaks.longest)})
            </dd>
          </dl>
          {games.length === 0 ? (
            <p>No games yet: a game counts from its first move, and its time when it is solved.</p>
          ) : (
            <>
              <h3 id="by-level">By variant and level</h3>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard to scroll (axe: scrollable-region-focusable) */}
              <div className="table-scroll" role="region" aria-labelledby="by-level" tabIndex={0}>
                <table className="stats-table">
                  <thead>
                    <tr>
                      <th scope="col">Variant</th>
                      <th scope="col">Level</th>
                      <th scope="col">Played</th>
                      <th scope="col">Solved</th>
                      <th scope="col">Best</th>
                      <th scope="col">Average</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.variant}/${row.level ?? ''}`}>
                        <th scope="row">{variantName(row.variant)}</th>
                        <td>{levelName(row.level)}</td>
                        <td>{row.played}</td>
                        <td>{row.solved}</td>
                        <td>{row.bestMs === null ? '—' : formatTime(row.bestMs)}</td>
                        <td>{row.averageMs === null ? '—' : formatTime(row.averageMs)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {dailyVariants.length > 0 && (
                <>
                  <h3>Daily streaks by variant</h3>
                  <ul className="streaks">
                    {dailyVariants.map((v) => {
                      const s = dailyStreaks(games, today, v);
                      return (
                        <li key={v}>
                          {variantName(v)}: {days(s.current)} now, longest {days(s.longest)}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
              <h3 id="history">Solved puzzles</h3>
              {history.length === 0 ? (
                <p>None solved yet.</p>
              ) : (
                <ol className="history" aria-labelledby="history">
                  {history.slice(0, HISTORY_SHOWN).map((g) => (
                    <li key={g.key}>
                      <span>
                        {new Date(g.solved!).toLocaleDateString(undefined, {
                          year: 'numeric',
                          month: 'short',
                          day: 'numeric',
                        })}
                      </span>
                      <span>
                        {variantName(g.variant)}
                        {g.level ? ` · ${levelName(g.level)}` : ''}
                        {g.daily ? ` · daily ${g.daily}` : ''}
                      </span>
                      <span>{g.elapsedMs !== undefined ? formatTime(g.elapsedMs) : '—'}</span>
                      {g.query && (
                        <a href={`${g.query}#/`}>
                          Open<span className="visually-hidden"> this {variantName(g.variant)} puzzle</span>
                        </a>
                      )}
                    </li>
                  ))}
                </ol>
              )}
              {history.length > HISTORY_SHOWN && (
                <p className="status">
                  The newest {HISTORY_SHOWN} of {history.length} are shown; the export holds them all.
                </p>
              )}
            </>
          )}
          <h3>Keep or move your statistics</h3>
          <p>
            They are kept in this browser only. Export them to a file, and import it here or on another device: an
            import adds to what is kept, it never removes a game.
          </p>
          <div className="actions">
            <button type="button" onClick={download} disabled={games.length === 0}>
              Export statistics
            </button>
            <button type="button" onClick={() => fileRef.current?.click()}>
              Import statistics
            </button>
            <input
              ref={fileRef}
              className="visually-hidden"
              type="file"
              accept="application/json,.json"
              aria-label="Statistics file to import"
              tabIndex={-1}
              onChange={(e) => void upload(e)}
            />
          </div>
        </>
      )}
      <PageNote note={note} />
    </section>
  );
}
