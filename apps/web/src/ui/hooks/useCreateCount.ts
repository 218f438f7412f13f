/**
 * The Create page's live count (issue 27 §2): after each edit (debounced), the draft's record goes to
 * its own worker (pools/count.worker.ts), which counts solutions up to two. An edit while a count
 * runs ends it (the worker is terminated and a fresh one started), a count that takes a while is
 * marked slow ("Still counting…"), and the reducer drops any answer for an older draft
 * (game/create.ts `version`).
 */
import { useEffect, useRef, type Dispatch } from 'react';
import type { CreateAction } from '../../game/create.ts';
import { draftRecord, type Draft } from '../../game/editor.ts';
import type { CountAnswer } from '../../game/solve.ts';

/** Quiet time after an edit before counting, and when a running count is called slow. */
const DEBOUNCE_MS = 250;
const SLOW_MS = 700;

type Reply = { id: number; ok: true; answer: CountAnswer } | { id: number; ok: false; message: string };

export function useCreateCount(draft: Draft, version: number, dispatch: Dispatch<CreateAction>): void {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const latest = useRef({ draft, version });
  latest.current = { draft, version };

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      busy.current = false;
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a new draft (latest holds it)
  useEffect(() => {
    let slow = 0;
    if (busy.current) {
      // The count under way is for an older draft: end it now, not after the quiet time.
      worker.current?.terminate();
      worker.current = null;
      busy.current = false;
    }
    const start = window.setTimeout(() => {
      const { draft: shown, version: asked } = latest.current;
      if (!worker.current) {
        const fresh = new Worker(new URL('../../pools/count.worker.ts', import.meta.url), { type: 'module' });
        fresh.onmessage = (event: MessageEvent<Reply>) => {
          busy.current = false;
          const reply = event.data;
          const answer: CountAnswer = reply.ok ? reply.answer : { status: 'invalid', message: reply.message };
          dispatch({ type: 'counted', version: reply.id, answer });
        };
        fresh.onerror = (event) => {
          busy.current = false;
          worker.current = null;
          const message = event.message || 'the count failed';
          dispatch({ type: 'counted', version: latest.current.version, answer: { status: 'invalid', message } });
        };
        worker.current = fresh;
      }
      busy.current = true;
      worker.current.postMessage({ id: asked, record: draftRecord(shown) });
      slow = window.setTimeout(() => dispatch({ type: 'count-slow', version: asked }), SLOW_MS);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(slow);
    };
  }, [version, dispatch]);
}
