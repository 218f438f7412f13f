/// <reference lib="webworker" />
/**
 * The SE worker: Sudoku Explainer ratings (grader/se) off the page's thread, in their own worker so
 * a long rating never holds up a hint. Requests carry an id; the answer echoes it.
 */
import { seRate } from '@sudoku-forge/grader/se';
import type { SeRequest, SeResponse } from './se-client.ts';

/**
 * The most chain propagations one rating may run: about 5 s on a desktop (SE's nested chains on the
 * forum's hardest need up to a few million). A rating stopped there is shown as a lower bound ("SE ≥10.0").
 */
const MAX_PROPAGATIONS = 300_000;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SeRequest>) => {
  const { id, text } = event.data;
  let response: SeResponse;
  try {
    const r = seRate(text, { maxPropagations: MAX_PROPAGATIONS });
    response = { id, ok: true, value: { er: r.er, ep: r.ep, ed: r.ed, ...(r.complete ? {} : { partial: true }) } };
  } catch (error) {
    response = { id, ok: false, error: (error as Error).message };
  }
  scope.postMessage(response);
};
