/**
 * The play screen. It always opens on a board: a share link's puzzle, else the game in progress,
 * else today's daily or a fresh puzzle of the last variant and level (game/navigation.ts). Every
 * game has its own address (its share query), pushed on the browser's history, so Back and
 * Forward move between games; each game's progress, solved or not, comes back from storage.
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, LEVELS, type Level } from '../engine/api.ts';
import { firstScreen } from '../game/navigation.ts';
import { listGames, loadCurrentGame, loadGame, needsReader, savedLink, type KeyValueStore, type RestoredGame } from '../game/persistence.ts';
import { hasConstraints, loadConstraintReader } from '../game/puzzle-reader.ts';
import type { Settings } from '../game/settings.ts';
import { readShareQuery, setupGame, shareQuery, withSolution, type GameSetup, type PuzzleOrigin } from '../game/setup.ts';
import { dailyChoice, dailyOfLink, localDate } from '../pools/daily.ts';
import type { PoolChoice } from '../pools/parse.worker.ts';
import { pickById, pickPuzzle, solveInWorker, storedLevels } from '../pools/pools.ts';
import { Game } from './Game.tsx';
import { NewGame, NewGameDialog } from './NewGame.tsx';

// The completion dialog's record (best, average, streak): loaded with the dialog, not the first screen.
// A notice about saving is rare: it loads when there is one.
const PageNotice = lazy(() => import('./PageNotice.tsx').then((m) => ({ default: m.PageNotice })));
const LevelRecord = lazy(() => import('./LevelRecord.tsx').then((m) => ({ default: m.LevelRecord })));

type Status =
  | { kind: 'loading'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'playing'; setup: GameSetup; restored?: Omit<RestoredGame, 'setup'> };

/** How a game reaches the screen: a new entry in the browser's history, or in place of this one. */
type Entry = 'push' | 'replace';

export interface PlayPageProps {
  store: KeyValueStore;
  settings: Settings;
  onSettings: (settings: Settings) => void;
}

const levelName = (level: string) => LEVEL_NAMES[level as Level] ?? level;

export function PlayPage({ store, settings, onSettings }: PlayPageProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading', text: 'Loading…' });
  const [notice, setNotice] = useState<string | null>(null);
  /** A full storage: the player may choose to remove the finished games (nothing is removed unasked). */
  const [fullStorage, setFullStorage] = useState(false);
  const [chooser, setChooser] = useState(false);
  /** A first visit's how-to-play beside its easy game (game/navigation.ts). */
  const [welcome, setWelcome] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const playing = status.kind === 'playing' ? status.setup : null;
  const playingRef = useRef(playing);
  playingRef.current = playing;

  /** A problem: beside the game when one is on screen (it stays), else in place of it. */
  const fail = useCallback((text: string) => {
    if (playingRef.current) {
      setMessage(text);
      setChooser(true);
    } else setStatus({ kind: 'message', text });
  }, []);

  /**
   * The solution of a game shown without one: proved in the pool worker while the board is
   * already playable; a puzzle that turns out not to have one solution leaves the screen.
   */
  const prove = useCallback((setup: GameSetup) => {
    // Functional updates: they apply to the game on screen when the answer comes (the render that
    // shows this game may still be under way), and to no other.
    const same = (s: Status) => s.kind === 'playing' && s.setup.key === setup.key;
    solveInWorker(setup.record)
      .then((answer) => {
        if (!answer.ok) throw new Error(answer.message);
        const solved = withSolution(setup, answer.solution);
        startTransition(() => setStatus((s) => (same(s) ? { ...s, setup: solved } : s)));
      })
      .catch((error: unknown) => {
        setStatus((s) => (same(s) ? { kind: 'message', text: `That puzzle could not be opened: ${(error as Error).message}` } : s));
      });
  }, []);

  /** Shows a game with its saved progress (solved games stay solved). */
  const show = useCallback(
    (fresh: GameSetup, entry: Entry) => {
      const saved = loadGame(store, fresh.key, fresh.record);
      if (saved.status === 'discarded' || saved.status === 'newer') setNotice(saved.notice);
      const restored = saved.status === 'ok' ? saved.game : undefined;
      // A save made after the solution was proved carries it: no search then.
      const setup = !fresh.solution && restored?.setup.solution && restored.setup.record.solution ? withSolution(fresh, restored.setup.record.solution) : fresh;
      // The first board renders as a transition: React renders it in slices and lets the page
      // answer in between (on a phone the whole board at once was the first screen's longest
      // task). A game replacing another changes at once, together with the address.
      const next: Status = { kind: 'playing', setup, ...(restored ? { restored } : {}) };
      if (playingRef.current) setStatus(next);
      else startTransition(() => setStatus(next));
      playingRef.current = setup;
      setChooser(false);
      setMessage(null);
      const url = `${shareQuery(setup)}${window.location.hash}`;
      if (entry === 'push' && window.location.search !== shareQuery(setup)) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      if (!setup.solution) prove(setup);
    },
    [store, prove],
  );

  /**
   * A game from a stored pool, picked and disguised in the pool worker. With no board on screen
   * (the first screen) it is shown at once and its solution proved after; with one on screen the
   * proof comes first, so a puzzle that cannot be played never replaces a game.
   */
  const fromPool = useCallback(
    async (v: VariantId, level: string, choice: PoolChoice, entry: Entry, extra: PuzzleOrigin = {}, whenUnreachable?: () => boolean) => {
      if (!playingRef.current) setStatus({ kind: 'loading', text: `Loading ${VARIANTS[v].name} ${levelName(level)} puzzles…` });
      try {
        // A link's id may have moved to another level (sudoku regrade): it is looked for there too.
        const found = choice.kind === 'id' ? await pickById(v, level, choice) : { picked: await pickPuzzle(v, level, choice), level };
        const picked = found.picked;
        level = found.level;
        if (!picked) {
          fail(`No puzzles stored yet for this level (${VARIANTS[v].name}, ${levelName(level)}).`);
          return;
        }
        const { record, seed } = picked;
        // A constraint preset's record (thermo, kropki, …) is read by the full parser, loaded with the first one.
        if (hasConstraints(record)) await loadConstraintReader();
        let setup = setupGame(record, { ...(record.id !== undefined ? { id: record.id } : {}), level, disguise: seed, ...extra });
        const saved = playingRef.current && !setup.solution ? loadGame(store, setup.key, setup.record) : null;
        if (saved?.status === 'discarded' || saved?.status === 'newer') setNotice(saved.notice);
        if (saved && !(saved.status === 'ok' && saved.game.setup.solution)) {
          const answer = await solveInWorker(setup.record);
          if (!answer.ok) throw new Error(answer.message);
          setup = withSolution(setup, answer.solution);
        }
        show(setup, entry);
      } catch (error) {
        // A pool that cannot be downloaded (offline, not kept yet) may still have the game's save.
        if ((error as Error).name === 'PoolUnreachableError' && whenUnreachable?.()) return;
        fail(`That puzzle could not be opened: ${(error as Error).message}`);
      }
    },
    [show, fail, store],
  );

  const pickLevel = useCallback((v: VariantId, level: string, entry: Entry = 'push') => void fromPool(v, level, { kind: 'random' }, entry), [fromPool]);

  const pickDaily = useCallback(
    (v: VariantId, entry: Entry = 'push', date = localDate()) => {
      const choice = dailyChoice(v, date, storedLevels(v));
      if (!choice) {
        fail(`No puzzles stored yet for ${VARIANTS[v].name}, so there is no daily puzzle.`);
        return;
      }
      void fromPool(v, choice.level, { kind: 'index', pick: choice.pick, disguise: choice.disguise }, entry, { daily: date });
    },
    [fromPool, fail],
  );

  const resume = useCallback(
    (key: string, entry: Entry) => {
      const saved = loadGame(store, key);
      if (saved.status === 'ok') return show(saved.game.setup, entry), true;
      if (saved.status === 'discarded' || saved.status === 'newer') setNotice(saved.notice);
      return false;
    },
    [store, show],
  );

  /** Opens what the address asks for; with no puzzle in it, the first screen's choice. */
  const openAddress = useCallback(
    (entry: Entry) => {
      const request = readShareQuery(window.location.search);
      if (request.kind === 'stored') {
        // A game of this link kept in storage opens from its save, which holds the puzzle: no pool
        // is needed, so it opens offline too (issue 30).
        // Online the pool is asked for first, so it passes through the service worker and is kept
        // for offline play; offline, or when it cannot be downloaded, the save is enough.
        const kept = savedLink(listGames(store), request);
        if (kept !== null && !navigator.onLine && resume(kept, entry)) return;
        const daily = request.daily !== undefined ? dailyOfLink(request.variant, request.daily, storedLevels(request.variant), request) : undefined;
        const fromSave = kept !== null ? () => resume(kept, entry) : undefined;
        void fromPool(request.variant, request.level, { kind: 'id', id: request.id, disguise: request.disguise }, entry, daily !== undefined ? { daily } : {}, fromSave);
        return;
      }
      if (request.kind === 'content') {
        // A link's own puzzle is proved before it is shown: it may have no single solution.
        const refuse = (error: unknown) => setStatus({ kind: 'message', text: `The puzzle in this link cannot be played: ${(error as Error).message}` });
        try {
          const setup = setupGame(request.record);
          if (setup.solution) return show(setup, entry);
          const saved = loadGame(store, setup.key, setup.record);
          if (saved.status === 'discarded' || saved.status === 'newer') setNotice(saved.notice);
          if (saved.status === 'ok' && saved.game.setup.solution) return show(setup, entry);
          if (!playingRef.current) setStatus({ kind: 'loading', text: 'Checking the puzzle…' });
          solveInWorker(setup.record)
            .then((answer) => {
              if (!answer.ok) throw new Error(answer.message);
              show(withSolution(setup, answer.solution), entry);
            })
            .catch(refuse);
        } catch (error) {
          refuse(error);
        }
        return;
      }
      if (request.kind === 'link') {
        // A shared constraint puzzle: read, then proved unique, before it is shown (game/open-link.ts).
        const kept = (setup: GameSetup) => {
          const saved = loadGame(store, setup.key, setup.record);
          return saved.status === 'ok' && saved.game.setup.solution !== null;
        };
        const progress = (text: string) => !playingRef.current && setStatus({ kind: 'loading', text });
        void import('../game/open-link.ts')
          .then((m) => m.openLinkGame(request.text, progress, kept))
          .then((setup) => show(setup, entry))
          .catch((error: unknown) => setStatus({ kind: 'message', text: `The puzzle in this link cannot be played: ${(error as Error).message}` }));
        return;
      }
      if (request.kind === 'bad') {
        setStatus({ kind: 'message', text: `The link is broken: ${request.message}` });
        return;
      }
      const current = loadCurrentGame(store);
      if (current.status === 'discarded' || current.status === 'newer') setNotice(current.notice);
      const choice = firstScreen(listGames(store), current.status === 'ok' ? current.game.setup.key : null, localDate());
      if (choice.kind === 'resume' && resume(choice.key, entry)) return;
      if (choice.kind === 'welcome') setWelcome(true);
      if (choice.kind === 'fresh' || choice.kind === 'welcome') return pickLevel(choice.variant, choice.level, entry);
      pickDaily(choice.kind === 'daily' ? choice.variant : 'classic', entry);
    },
    [store, fromPool, show, resume, pickLevel, pickDaily],
  );

  useEffect(() => {
    // A constraint game on screen last needs its reader before its save opens.
    if (needsReader(store)) void loadConstraintReader().then(() => openAddress('replace'));
    else openAddress('replace');
    // Back and Forward: the address changed to another game (hash-only changes are page moves).
    const onPop = () => {
      if (window.location.search !== (playingRef.current ? shareQuery(playingRef.current) : '')) openAddress('replace');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Runs once: later changes of the address come from this page or from Back/Forward.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const variant: VariantId = playing?.record.variant ?? 'classic';
  const games = listGames(store);
  const chooserProps = {
    variant,
    games,
    currentKey: playing?.key,
    message,
    onLevel: (v: VariantId, level: Level) => (setWelcome(false), pickLevel(v, level)),
    onDaily: (v: VariantId, date?: string) => (setWelcome(false), pickDaily(v, 'push', date)),
    onContinue: (key: string) => {
      setWelcome(false);
      if (needsReader(store, key)) void loadConstraintReader().then(() => resume(key, 'push'));
      else resume(key, 'push');
    },
  };

  return (
    <div className="play">
      {notice && (
        <Suspense fallback={null}>
          <PageNotice
            text={notice}
            store={store}
            games={games}
            fullStorage={fullStorage}
            onText={(text) => {
              setNotice(text);
              setFullStorage(false);
            }}
          />
        </Suspense>
      )}
      {status.kind === 'loading' && <p className="status" role="status">{status.text}</p>}
      {status.kind === 'message' && (
        <>
          <p className="status" role="status">{status.text}</p>
          <NewGame {...chooserProps} />
        </>
      )}
      {status.kind === 'playing' && (
        <>
          <Game
            key={status.setup.key}
            setup={status.setup}
            {...(status.restored ? { restored: status.restored } : {})}
            settings={settings}
            onSettings={onSettings}
            store={store}
            onNotice={(text, kind) => {
              setNotice(text);
              setFullStorage(kind === 'storage-full');
            }}
            covered={chooser}
            {...(welcome ? { welcome: { onChoose: () => setChooser(true), onClose: () => setWelcome(false) } } : {})}
            onMenu={() => {
              setMessage(null);
              setChooser(true);
            }}
            {...(status.setup.origin.level && (LEVELS as readonly string[]).includes(status.setup.origin.level)
              ? { onNewPuzzle: () => pickLevel(status.setup.record.variant, status.setup.origin.level!) }
              : {})}
            record={(elapsedMs) => (
              <Suspense fallback={null}>
                <LevelRecord games={games} setup={status.setup} elapsedMs={elapsedMs} />
              </Suspense>
            )}
          />
          <NewGameDialog open={chooser} onClose={() => setChooser(false)} {...chooserProps} />
        </>
      )}
    </div>
  );
}
