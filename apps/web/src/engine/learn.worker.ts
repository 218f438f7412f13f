/// <reference lib="webworker" />
/**
 * The learn worker: grading work off the page's thread. Requests carry an id; the answer echoes it.
 */
import { readFpuzzles } from '../game/fpuzzles.ts';
import { readLinkPuzzle } from '../game/constraint-link.ts';
import { checkPuzzle, exampleOf, hintFor, pathOf } from './learn.ts';
import type { LearnRequest, LearnResponse } from './learn-client.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<LearnRequest>) => {
  const request = event.data;
  let response: LearnResponse;
  try {
    switch (request.kind) {
      case 'hint':
        response = { id: request.id, ok: true, value: hintFor(request.record, request.digits, request.centre) };
        break;
      case 'check':
        response = { id: request.id, ok: true, value: checkPuzzle(request.text, request.options) };
        break;
      case 'path':
        response = { id: request.id, ok: true, value: pathOf(request.record) };
        break;
      case 'example':
        response = { id: request.id, ok: true, value: exampleOf(request.record, request.technique) };
        break;
      case 'fpuzzles':
        response = { id: request.id, ok: true, value: readFpuzzles(request.text) };
        break;
      case 'link':
        response = { id: request.id, ok: true, value: readLinkPuzzle(request.text) };
        break;
    }
  } catch (error) {
    response = { id: request.id, ok: false, error: (error as Error).message };
  }
  scope.postMessage(response);
};
