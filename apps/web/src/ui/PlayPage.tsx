/**
 * The play screen: pick a variant and a level (or today's puzzle), or open a share link; the last
 * game on screen comes back on reload.
 */
import { useCallback, useEffect, useState } from 'react';
import { VARIANT_IDS, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, LEVELS, type Level } from '../engine/api.ts';
import { disguise } from '../engine/disguise.ts';
import type { Board } from '../game/board.ts';
import { loadCurrentGame, loadGame, type KeyValueStore } from '../game/persistence.ts';
import type { Settings } from '../game/settings.ts';
import { readShareQuery, setupGame, shareQuery, type GameSetup, type PuzzleOrigin } from '../game/setup.ts';
import { dailyChoice, localDate } from '../pools/daily.ts';
import { loadPool, storedLevels } from '../pools/pools.ts';
import { Game } from './Game.tsx';

type Status =
  | { kind: 'idle' }
  | { kind: 'loading'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'playing'; setup: GameSetup; restored?: { board: Board; elapsedMs: number; completed: boolean } };

export interface PlayPageProps {
  store: KeyValueStore;
  settings: Settings;
  onSettings: (settings: Settings) => void;
}

export function PlayPage({ store, settings, onSettings }: PlayPageProps) {
  const [variant, setVariant] = useState<VariantId>('classic');
  const [status, setStatus] = useState<Status>({ kind: 'loading', text: 'Loading…' });
  const [notice, setNotice] = useState<string | null>(null);

  /** Shows a game, restoring saved progress of the same puzzle unless it was finished. */
  const play = useCallback(
    (setup: GameSetup, fresh = false) => {
      const saved = loadGame(store, setup.key);
      if (saved.status === 'discarded') setNotice(saved.notice);
      const restored = saved.status === 'ok' && !(fresh && saved.game.completed) ? saved.game : undefined;
      setVariant(setup.record.variant);
      setStatus({ kind: 'playing', setup, ...(restored ? { restored } : {}) });
      window.history.replaceState(null, '', `${shareQuery(setup)}${window.location.hash}`);
    },
    [store],
  );

  const fromPool = useCallback(
    async (v: VariantId, level: string, choose: (records: PuzzleRecord[]) => { record: PuzzleRecord; seed: number }, extra: PuzzleOrigin = {}) => {
      setStatus({ kind: 'loading', text: `Loading ${VARIANTS[v].name} ${LEVEL_NAMES[level as Level] ?? level} puzzles…` });
      try {
        const records = await loadPool(v, level);
        if (!records || records.length === 0) {
          setStatus({ kind: 'message', text: `No puzzles stored yet for this level (${VARIANTS[v].name}, ${LEVEL_NAMES[level as Level] ?? level}).` });
          return;
        }
        const { record, seed } = choose(records);
        const disguised = disguise(record, seed).record;
        play(setupGame(disguised, { ...(record.id !== undefined ? { id: record.id } : {}), level, disguise: seed, ...extra }), true);
      } catch (error) {
        setStatus({ kind: 'message', text: `That puzzle could not be opened: ${(error as Error).message}` });
      }
    },
    [play],
  );

  const pickLevel = (level: Level, v: VariantId = variant) => {
    void fromPool(v, level, (records) => ({
      record: records[Math.floor(Math.random() * records.length)]!,
      seed: Math.floor(Math.random() * 2 ** 30),
    }));
  };

  const pickDaily = () => {
    const date = localDate();
    const choice = dailyChoice(variant, date, storedLevels(variant));
    if (!choice) {
      setStatus({ kind: 'message', text: `No puzzles stored yet for ${VARIANTS[variant].name}, so there is no daily puzzle.` });
      return;
    }
    void fromPool(variant, choice.level, (records) => ({ record: records[choice.pick % records.length]!, seed: choice.disguise }), { daily: date });
  };

  // First screen: a share link wins, then the game that was on screen last.
  useEffect(() => {
    const request = readShareQuery(window.location.search);
    if (request.kind === 'stored') {
      void fromPool(request.variant, request.level, (records) => {
        const record = records.find((r) => r.id === request.id);
        if (!record) throw new Error(`no stored puzzle has the id ${request.id}`);
        return { record, seed: request.disguise };
      });
      return;
    }
    if (request.kind === 'content') {
      try {
        play(setupGame(request.record));
      } catch (error) {
        setStatus({ kind: 'message', text: `The puzzle in this link cannot be played: ${(error as Error).message}` });
      }
      return;
    }
    if (request.kind === 'bad') {
      setStatus({ kind: 'message', text: `The link is broken: ${request.message}` });
      return;
    }
    const current = loadCurrentGame(store);
    if (current.status === 'ok') {
      play(current.game.setup);
    } else {
      if (current.status === 'discarded') setNotice(current.notice);
      setStatus({ kind: 'idle' });
    }
    // Runs once: later changes of the URL come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const levels = storedLevels(variant);
  return (
    <div className="play">
      {notice && (
        <div className="notice" role="alert">
          <p>{notice}</p>
          <button type="button" onClick={() => setNotice(null)}>Dismiss</button>
        </div>
      )}
      <div className="picker">
        <div className="variants" role="group" aria-label="Variant">
          {VARIANT_IDS.map((id) => (
            <button key={id} type="button" aria-pressed={variant === id} onClick={() => setVariant(id)}>
              {VARIANTS[id].name}
            </button>
          ))}
        </div>
        <div className="levels" role="group" aria-label="Level">
          {LEVELS.map((level) => (
            <button key={level} type="button" onClick={() => pickLevel(level)} className={levels.includes(level) ? undefined : 'no-pool'} title={levels.includes(level) ? undefined : 'No puzzles stored yet'}>
              {LEVEL_NAMES[level]}
            </button>
          ))}
          <button type="button" onClick={pickDaily}>Daily puzzle</button>
        </div>
      </div>
      {status.kind === 'idle' && <p className="status">Pick a variant and a level to start a puzzle, or try the daily puzzle.</p>}
      {status.kind === 'loading' && <p className="status" role="status">{status.text}</p>}
      {status.kind === 'message' && <p className="status" role="status">{status.text}</p>}
      {status.kind === 'playing' && (
        <Game
          key={status.setup.key}
          setup={status.setup}
          {...(status.restored ? { restored: status.restored } : {})}
          settings={settings}
          onSettings={onSettings}
          store={store}
          {...(status.setup.origin.level && (LEVELS as readonly string[]).includes(status.setup.origin.level)
            ? { onNewPuzzle: () => pickLevel(status.setup.origin.level as Level, status.setup.record.variant) }
            : {})}
        />
      )}
    </div>
  );
}
