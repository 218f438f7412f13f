/// <reference lib="webworker" />
/**
 * The Create page's counting worker (issue 27 §2): a draft's record in, its solutions up to two out
 * (game/solve.ts `countRecord`, the counter the pool worker proves games with, with every
 * constraint's handler). Its own worker, apart from the pool worker, so the page can end a slow
 * count by terminating it when the player edits again (ui/hooks/useCreateCount.ts).
 */
import type { PuzzleRecord } from '@sudoku-forge/core-solver';
import { countRecord } from '../game/solve.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ id: number; record: PuzzleRecord }>) => {
  const { id, record } = event.data;
  try {
    scope.postMessage({ id, ok: true, answer: countRecord(record) });
  } catch (error) {
    scope.postMessage({ id, ok: false, message: (error as Error).message });
  }
};
