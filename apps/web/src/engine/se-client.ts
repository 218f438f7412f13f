/**
 * The page's side of the SE worker: started on the first request (never on the first screen),
 * one promise per request; ratings are remembered per puzzle text.
 */
import type { SeFigures } from '../game/se-label.ts';

export type SeRequest = { id: number; text: string };
export type SeResponse = { id: number; ok: true; value: SeFigures } | { id: number; ok: false; error: string };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (value: SeFigures) => void; reject: (error: Error) => void }>();
const known = new Map<string, Promise<SeFigures>>();

/** The SE rating of a classic puzzle text (se-label.ts's seInput). */
export function requestSeRating(text: string): Promise<SeFigures> {
  const cached = known.get(text);
  if (cached) return cached;
  if (!worker) {
    worker = new Worker(new URL('./se.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SeResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'the SE worker failed'));
      pending.clear();
      known.clear();
      worker = null;
    };
  }
  const id = nextId++;
  const answer = new Promise<SeFigures>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, text } satisfies SeRequest);
  });
  known.set(text, answer);
  answer.catch(() => known.delete(text));
  return answer;
}
