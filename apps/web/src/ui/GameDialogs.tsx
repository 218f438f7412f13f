/**
 * The dialogs a game opens over its board, each loaded the first time it shows (none is part of
 * the first screen): Settings, the fill question, the mistake limit and the completion screen.
 */
import { lazy, Suspense } from 'react';
import { MISTAKE_LIMIT } from '../game/game.ts';
import type { GameDialog } from '../game/play-view.ts';
import type { Settings } from '../game/settings.ts';
import type { DoneDialogProps } from './DoneDialog.tsx';
import { FillDialog } from './Teach.tsx';

const SettingsDialog = lazy(() => import('./SettingsPanel.tsx').then((m) => ({ default: m.SettingsDialog })));
const MistakeLimit = lazy(() => import('./MistakeLimit.tsx').then((m) => ({ default: m.MistakeLimit })));
const DoneDialog = lazy(() => import('./DoneDialog.tsx').then((m) => ({ default: m.DoneDialog })));

export interface GameDialogsProps {
  dialog: GameDialog;
  onClose: () => void;
  onFill: (scope: 'empty' | 'all') => void;
  settings: Settings;
  onSettings: (settings: Settings) => void;
  rule: string;
  overLimit: boolean;
  onSecondChance: () => void;
  onMenu?: (() => void) | undefined;
  /** The completion screen's figures once it shows, else null. */
  done: Omit<DoneDialogProps, 'onNewGame'> | null;
}

export function GameDialogs({
  dialog,
  onClose,
  onFill,
  settings,
  onSettings,
  rule,
  overLimit,
  onSecondChance,
  onMenu,
  done,
}: GameDialogsProps) {
  return (
    <Suspense fallback={null}>
      {dialog === 'fill' && <FillDialog onFill={onFill} onClose={onClose} />}
      {dialog === 'settings' && (
        <SettingsDialog open onClose={onClose} settings={settings} onSettings={onSettings} rule={rule} />
      )}
      {overLimit && <MistakeLimit limit={MISTAKE_LIMIT} onSecondChance={onSecondChance} onNewGame={onMenu} />}
      {done && <DoneDialog {...done} onNewGame={onMenu} />}
    </Suspense>
  );
}
