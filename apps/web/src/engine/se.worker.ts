/// <reference lib="webworker" />
/**
 * The SE worker: Sudoku Explainer ratings (grader/se) off the page's thread, in their own worker so
 * a long rating never holds up a hint. Requests carry an id; the answer echoes it.
 */
import { seRate } from '@sudoku-forge/grader/se';
import type { SeRequest, SeResponse } from './se-client.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SeRequest>) => {
  const { id, text } = event.data;
  let response: SeResponse;
  try {
    const r = seRate(text);
    response = { id, ok: true, value: { er: r.er, ep: r.ep, ed: r.ed, ...(r.complete ? {} : { partial: true }) } };
  } catch (error) {
    response = { id, ok: false, error: (error as Error).message };
  }
  scope.postMessage(response);
};
