/**
 * The page's side of the learn worker: one lazily started worker, promises per request.
 */
import type { ParseOptions, PuzzleRecord } from '@sudoku-forge/core-solver';
import type { Example, HintAnswer, SolverReport } from './learn.ts';
import type { Level, ShownStep } from './api.ts';
import type { LinkPuzzle } from '../game/constraint-link.ts';

export type LearnRequest =
  | { id: number; kind: 'hint'; record: PuzzleRecord; digits: number[]; centre: number[] }
  | { id: number; kind: 'check'; text: string; options: ParseOptions }
  | { id: number; kind: 'path'; record: PuzzleRecord }
  | { id: number; kind: 'example'; record: PuzzleRecord; technique: string }
  | { id: number; kind: 'fpuzzles'; text: string }
  | { id: number; kind: 'link'; text: string };

export type LearnResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = LearnRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function ask(request: Request): Promise<unknown> {
  if (!worker) {
    worker = new Worker(new URL('./learn.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LearnResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'the learn worker failed'));
      pending.clear();
      worker = null;
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...request, id });
  });
}

export function requestHint(
  record: PuzzleRecord,
  digits: readonly number[],
  centre: readonly number[],
): Promise<HintAnswer> {
  return ask({ kind: 'hint', record, digits: [...digits], centre: [...centre] }) as Promise<HintAnswer>;
}

export function requestCheck(text: string, options: ParseOptions): Promise<SolverReport | { error: string }> {
  return ask({ kind: 'check', text, options }) as Promise<SolverReport | { error: string }>;
}

export function requestPath(
  record: PuzzleRecord,
): Promise<{ steps: ShownStep[]; solved: boolean; level: Level } | null> {
  return ask({ kind: 'path', record }) as Promise<{ steps: ShownStep[]; solved: boolean; level: Level } | null>;
}

/** A worked example of a technique: the stored puzzle's path with the position before each step. */
export function requestExample(record: PuzzleRecord, technique: string): Promise<Example> {
  return ask({ kind: 'example', record, technique }) as Promise<Example>;
}

/**
 * An f-puzzles link read into a record in the worker (game/fpuzzles.ts): unpacking is bounded,
 * but a link at the limits still takes a moment, which the page does not wait through (issue 31).
 * A refusal rejects with FpuzzlesError's words.
 */
export function requestFpuzzles(text: string): Promise<PuzzleRecord> {
  return ask({ kind: 'fpuzzles', text }) as Promise<PuzzleRecord>;
}

/**
 * A shared constraint puzzle (f-puzzles or SudokuPad link, or f-puzzles JSON) read in the worker
 * (game/constraint-link.ts); a refusal rejects with a sentence for the player.
 */
export function requestLink(text: string): Promise<LinkPuzzle> {
  return ask({ kind: 'link', text }) as Promise<LinkPuzzle>;
}
