/// <reference lib="webworker" />
/**
 * The pool check off the page's thread: a pool file's text in, its checked records out (or the
 * checker's error message). Checking a pool parses every record (300–1,000 of them), which on a
 * phone would block the page for seconds.
 */
import type { VariantId } from '@sudoku-forge/core-solver';
import { parsePool, type StoredLevel } from '@sudoku-forge/puzzle-store';

export interface ParseRequest {
  id: number;
  text: string;
  variant: VariantId;
  level: StoredLevel;
}

export type ParseResponse = { id: number; ok: true; records: unknown[] } | { id: number; ok: false; name: string; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { id, text, variant, level } = event.data;
  let response: ParseResponse;
  try {
    response = { id, ok: true, records: parsePool(text, variant, level) };
  } catch (error) {
    response = { id, ok: false, name: (error as Error).name, message: (error as Error).message };
  }
  scope.postMessage(response);
};
