/**
 * The play screen's work (issue 30 §7): it always opens on a board — a share link's puzzle, else
 * the game in progress, else today's daily or a fresh puzzle of the last variant and level
 * (game/navigation.ts). Every game has its own address (its share query), pushed on the browser's
 * history, so Back and Forward move between games; each game's progress, solved or not, comes
 * back from storage. What the screen shows is game/play.ts's state; this hook runs the pools, the
 * solver worker and the address, and dispatches.
 */
import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level } from '../../engine/api.ts';
import { firstScreen } from '../../game/navigation.ts';
import {
  listGames,
  loadCurrentGame,
  loadGame,
  needsReader,
  savedLink,
  type KeyValueStore,
  type LoadResult,
} from '../../game/persistence.ts';
import { initialPlay, playingSetup, playReducer } from '../../game/play.ts';
import { hasConstraints, loadConstraintReader } from '../../game/puzzle-reader.ts';
import {
  readShareQuery,
  setupGame,
  shareQuery,
  withSolution,
  type GameSetup,
  type PuzzleOrigin,
} from '../../game/setup.ts';
import { dailyChoice, dailyOfLink, localDate } from '../../pools/daily.ts';
import type { PoolChoice } from '../../pools/parse.worker.ts';
import { pickById, pickPuzzle, solveInWorker, storedLevels } from '../../pools/pools.ts';

/** How a game reaches the screen: a new entry in the browser's history, or in place of this one. */
type Entry = 'push' | 'replace';

const levelName = (level: string) => LEVEL_NAMES[level as Level] ?? level;

export function usePlay(store: KeyValueStore) {
  const [state, dispatch] = useReducer(playReducer, initialPlay);
  const playingRef = useRef<GameSetup | null>(null);
  playingRef.current = playingSetup(state);

  const fail = useCallback((text: string) => dispatch({ type: 'fail', text }), []);
  /** A damaged save or one from a newer version is told about (it is never trusted). */
  const tell = useCallback((saved: LoadResult | null) => {
    if (saved?.status === 'discarded' || saved?.status === 'newer') dispatch({ type: 'notice', text: saved.notice });
  }, []);

  /**
   * The solution of a game shown without one: proved in the pool worker while the board is
   * already playable; a puzzle that turns out not to have one solution leaves the screen.
   */
  const prove = useCallback((setup: GameSetup) => {
    solveInWorker(setup.record)
      .then((answer) => {
        if (!answer.ok) throw new Error(answer.message);
        const solved = withSolution(setup, answer.solution);
        startTransition(() => dispatch({ type: 'proved', setup: solved }));
      })
      .catch((error: unknown) =>
        dispatch({
          type: 'lost',
          key: setup.key,
          text: `That puzzle could not be opened: ${(error as Error).message}`,
        }),
      );
  }, []);

  /** Shows a game with its saved progress (solved games stay solved). */
  const show = useCallback(
    (fresh: GameSetup, entry: Entry) => {
      const saved = loadGame(store, fresh.key, fresh.record);
      tell(saved);
      const restored = saved.status === 'ok' ? saved.game : undefined;
      // A save made after the solution was proved carries it: no search then.
      const setup =
        !fresh.solution && restored?.setup.solution && restored.setup.record.solution
          ? withSolution(fresh, restored.setup.record.solution)
          : fresh;
      // The first board renders as a transition: React renders it in slices and lets the page
      // answer in between (on a phone the whole board at once was the first screen's longest
      // task). A game replacing another changes at once, together with the address.
      const action = { type: 'show', setup, restored } as const;
      if (playingRef.current) dispatch(action);
      else startTransition(() => dispatch(action));
      playingRef.current = setup;
      const url = `${shareQuery(setup)}${window.location.hash}`;
      if (entry === 'push' && window.location.search !== shareQuery(setup)) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      if (!setup.solution) prove(setup);
    },
    [store, prove, tell],
  );

  /**
   * A game from a stored pool, picked and disguised in the pool worker. With no board on screen
   * (the first screen) it is shown at once and its solution proved after; with one on screen the
   * proof comes first, so a puzzle that cannot be played never replaces a game.
   */
  const fromPool = useCallback(
    async (
      v: VariantId,
      level: string,
      choice: PoolChoice,
      entry: Entry,
      extra: PuzzleOrigin = {},
      whenUnreachable?: () => boolean,
    ) => {
      dispatch({ type: 'loading', text: `Loading ${VARIANTS[v].name} ${levelName(level)} puzzles…` });
      try {
        // A link's id may have moved to another level (sudoku regrade): it is looked for there too.
        const found =
          choice.kind === 'id'
            ? await pickById(v, level, choice)
            : { picked: await pickPuzzle(v, level, choice), level };
        const picked = found.picked;
        level = found.level;
        if (!picked) return fail(`No puzzles stored yet for this level (${VARIANTS[v].name}, ${levelName(level)}).`);
        const { record, seed } = picked;
        // A constraint preset's record (thermo, kropki, …) is read by the full parser, loaded with the first one.
        if (hasConstraints(record)) await loadConstraintReader();
        let setup = setupGame(record, {
          ...(record.id !== undefined ? { id: record.id } : {}),
          level,
          disguise: seed,
          ...extra,
        });
        const saved = playingRef.current && !setup.solution ? loadGame(store, setup.key, setup.record) : null;
        tell(saved);
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
    [show, fail, store, tell],
  );

  const pickLevel = useCallback(
    (v: VariantId, level: string, entry: Entry = 'push') => void fromPool(v, level, { kind: 'random' }, entry),
    [fromPool],
  );

  const pickDaily = useCallback(
    (v: VariantId, entry: Entry = 'push', date = localDate()) => {
      const choice = dailyChoice(v, date, storedLevels(v));
      if (!choice) return fail(`No puzzles stored yet for ${VARIANTS[v].name}, so there is no daily puzzle.`);
      void fromPool(v, choice.level, { kind: 'index', pick: choice.pick, disguise: choice.disguise }, entry, {
        daily: date,
      });
    },
    [fromPool, fail],
  );

  const resume = useCallback(
    (key: string, entry: Entry) => {
      const saved = loadGame(store, key);
      if (saved.status === 'ok') {
        show(saved.game.setup, entry);
        return true;
      }
      tell(saved);
      return false;
    },
    [store, show, tell],
  );

  /** A puzzle carried in the link itself: proved before it is shown (it may have no single solution). */
  const openContent = useCallback(
    (setup: GameSetup, entry: Entry) => {
      const refuse = (error: unknown) =>
        dispatch({ type: 'refuse', text: `The puzzle in this link cannot be played: ${(error as Error).message}` });
      if (setup.solution) return show(setup, entry);
      const saved = loadGame(store, setup.key, setup.record);
      tell(saved);
      if (saved.status === 'ok' && saved.game.setup.solution) return show(setup, entry);
      dispatch({ type: 'loading', text: 'Checking the puzzle…' });
      solveInWorker(setup.record)
        .then((answer) => {
          if (!answer.ok) throw new Error(answer.message);
          show(withSolution(setup, answer.solution), entry);
        })
        .catch(refuse);
    },
    [store, show, tell],
  );

  /** Opens what the address asks for; with no puzzle in it, the first screen's choice. */
  const openAddress = useCallback(
    (entry: Entry) => {
      const request = readShareQuery(window.location.search);
      const refuse = (error: unknown) =>
        dispatch({ type: 'refuse', text: `The puzzle in this link cannot be played: ${(error as Error).message}` });
      if (request.kind === 'stored') {
        // A game of this link kept in storage opens from its save, which holds the puzzle: no pool
        // is needed, so it opens offline too (issue 30). Online the pool is asked for first, so it
        // passes through the service worker and is kept for offline play.
        const kept = savedLink(listGames(store), request);
        if (kept !== null && !navigator.onLine && resume(kept, entry)) return;
        const daily =
          request.daily !== undefined
            ? dailyOfLink(request.variant, request.daily, storedLevels(request.variant), request)
            : undefined;
        const fromSave = kept !== null ? () => resume(kept, entry) : undefined;
        void fromPool(
          request.variant,
          request.level,
          { kind: 'id', id: request.id, disguise: request.disguise },
          entry,
          daily !== undefined ? { daily } : {},
          fromSave,
        );
      } else if (request.kind === 'content') {
        try {
          openContent(setupGame(request.record), entry);
        } catch (error) {
          refuse(error);
        }
      } else if (request.kind === 'link') {
        // A shared constraint puzzle: read, then proved unique, before it is shown (game/open-link.ts).
        const kept = (setup: GameSetup) => {
          const saved = loadGame(store, setup.key, setup.record);
          return saved.status === 'ok' && saved.game.setup.solution !== null;
        };
        const progress = (text: string) => dispatch({ type: 'loading', text });
        void import('../../game/open-link.ts')
          .then((m) => m.openLinkGame(request.text, progress, kept))
          .then((setup) => show(setup, entry))
          .catch(refuse);
      } else if (request.kind === 'bad') {
        dispatch({ type: 'refuse', text: `The link is broken: ${request.message}` });
      } else {
        const current = loadCurrentGame(store);
        tell(current);
        const choice = firstScreen(
          listGames(store),
          current.status === 'ok' ? current.game.setup.key : null,
          localDate(),
        );
        if (choice.kind === 'resume' && resume(choice.key, entry)) return;
        if (choice.kind === 'welcome') dispatch({ type: 'welcome', on: true });
        if (choice.kind === 'fresh' || choice.kind === 'welcome') return pickLevel(choice.variant, choice.level, entry);
        pickDaily(choice.kind === 'daily' ? choice.variant : 'classic', entry);
      }
    },
    [store, fromPool, show, resume, pickLevel, pickDaily, openContent, tell],
  );

  // Runs once: later changes of the address come from this page or from Back/Forward.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opening the first address and listening to Back/Forward happen once
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
  }, []);

  /** A saved game chosen in Continue (a constraint game loads its reader first). */
  const continueGame = useCallback(
    (key: string) => {
      dispatch({ type: 'welcome', on: false });
      if (needsReader(store, key)) void loadConstraintReader().then(() => resume(key, 'push'));
      else resume(key, 'push');
    },
    [store, resume],
  );

  return { state, dispatch, pickLevel, pickDaily, continueGame };
}
