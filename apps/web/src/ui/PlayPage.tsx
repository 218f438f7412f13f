/**
 * The play screen: the game, a notice above it, and the chooser (New game, Continue, dailies).
 * What it shows is game/play.ts's state; the work (pools, the solver, the address, Back and
 * Forward) is ui/hooks/usePlay.ts. The notice, the chooser and the completion record load when
 * first shown, not with the first screen.
 */
import { lazy, Suspense } from 'react';
import type { VariantId } from '@sudoku-forge/core-solver';
import { LEVELS, type Level } from '../engine/api.ts';
import { listGames, type KeyValueStore } from '../game/persistence.ts';
import type { Settings } from '../game/settings.ts';
import { Game } from './Game.tsx';
import { usePlay } from './hooks/usePlay.ts';
import { NewGame, NewGameDialog } from './NewGameDialog.tsx';

// A notice (and with a full storage, the offer to make room) loads when there is one.
const PageNotice = lazy(() => import('./PageNotice.tsx').then((m) => ({ default: m.PageNotice })));
// The completion dialog's record (best, average, streak): loaded with the dialog, not the first screen.
const LevelRecord = lazy(() => import('./LevelRecord.tsx').then((m) => ({ default: m.LevelRecord })));

export interface PlayPageProps {
  store: KeyValueStore;
  settings: Settings;
  onSettings: (settings: Settings) => void;
}

export function PlayPage({ store, settings, onSettings }: PlayPageProps) {
  const { state, dispatch, pickLevel, pickDaily, continueGame } = usePlay(store);
  const { status, notice, fullStorage, chooser, welcome, message } = state;
  const playing = status.kind === 'playing' ? status.setup : null;
  const variant: VariantId = playing?.record.variant ?? 'classic';
  const games = listGames(store);
  const chooserProps = {
    variant,
    games,
    currentKey: playing?.key,
    message,
    onLevel: (v: VariantId, level: Level) => {
      dispatch({ type: 'welcome', on: false });
      return pickLevel(v, level);
    },
    onDaily: (v: VariantId, date?: string) => {
      dispatch({ type: 'welcome', on: false });
      return pickDaily(v, 'push', date);
    },
    onContinue: continueGame,
  };
  const onNotice = (text: string | null, full = false) => dispatch({ type: 'notice', text, full });

  return (
    <div className="play">
      {notice && (
        <Suspense
          fallback={
            <div className="notice" role="alert">
              <p>{notice}</p>
            </div>
          }
        >
          <PageNotice
            text={notice}
            store={store}
            games={games}
            fullStorage={fullStorage}
            onText={(text) => onNotice(text)}
          />
        </Suspense>
      )}
      {status.kind === 'loading' && (
        <p className="status" role="status">
          {status.text}
        </p>
      )}
      {status.kind === 'message' && (
        <>
          <p className="status" role="status">
            {status.text}
          </p>
          <Suspense fallback={null}>
            <NewGame {...chooserProps} />
          </Suspense>
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
            onNotice={(text, kind) => onNotice(text, kind === 'storage-full')}
            covered={chooser}
            {...(welcome
              ? {
                  welcome: {
                    onChoose: () => dispatch({ type: 'menu' }),
                    onClose: () => dispatch({ type: 'welcome', on: false }),
                  },
                }
              : {})}
            onMenu={() => dispatch({ type: 'menu' })}
            {...(status.setup.origin.level && (LEVELS as readonly string[]).includes(status.setup.origin.level)
              ? { onNewPuzzle: () => pickLevel(status.setup.record.variant, status.setup.origin.level!) }
              : {})}
            record={(elapsedMs) => (
              <Suspense fallback={null}>
                <LevelRecord games={games} setup={status.setup} elapsedMs={elapsedMs} />
              </Suspense>
            )}
          />
          <NewGameDialog open={chooser} onClose={() => dispatch({ type: 'close' })} {...chooserProps} />
        </>
      )}
    </div>
  );
}
