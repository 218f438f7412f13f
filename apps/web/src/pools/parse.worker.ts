/// <reference lib="webworker" />
/**
 * The pool worker, off the page's thread:
 * - `parse`: a pool file's text in, its checked records out (or the checker's error message).
 *   Checking a pool parses every record (300–1,000 of them), which on a phone would block the
 *   page for seconds.
 * - `pick`: one record of a pool (random, the daily's index, or a link's id) in its disguise, so
 *   the page receives one record, not a thousand, and the disguise's search runs here.
 * - `solve`: the counter's proof that a record has one solution (game/solve.ts) — the first
 *   board is drawn before it ends.
 * Checked pools are kept by variant and level, so a pool is parsed once.
 */
import type { PuzzleRecord, VariantId } from '@sudoku-forge/core-solver';
import { parsePool, type StoredLevel, type StoredRecord } from '@sudoku-forge/puzzle-store';
import { disguise } from '../engine/disguise.ts';
import { UNKNOWN_ID } from './errors.ts';
import { solveRecord } from '../game/solve.ts';

/** Which record of a pool: any (with a random disguise), the daily's index, or a link's id. */
export type PoolChoice =
  | { kind: 'random' }
  | { kind: 'index'; pick: number; disguise: number }
  | { kind: 'id'; id: string; disguise: number };

export type PoolRequest =
  | { id: number; kind: 'parse'; text: string; variant: VariantId; level: StoredLevel }
  | { id: number; kind: 'pick'; text: string; variant: VariantId; level: StoredLevel; choice: PoolChoice }
  | { id: number; kind: 'solve'; record: PuzzleRecord };

/** A picked record (null: the pool is empty) and the disguise seed it is shown in. */
export type Picked = { record: PuzzleRecord; seed: number } | null;

export type ParseResponse =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; name: string; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
const pools = new Map<string, StoredRecord[]>();

function pool(text: string, variant: VariantId, level: StoredLevel): StoredRecord[] {
  const key = `${variant}/${level}`;
  let records = pools.get(key);
  if (!records) {
    records = parsePool(text, variant, level);
    pools.set(key, records);
  }
  return records;
}

function pick(records: readonly StoredRecord[], choice: PoolChoice): Picked {
  if (records.length === 0) return null;
  let record: PuzzleRecord | undefined;
  let seed: number;
  if (choice.kind === 'random') {
    record = records[Math.floor(Math.random() * records.length)];
    seed = Math.floor(Math.random() * 2 ** 30);
  } else if (choice.kind === 'index') {
    record = records[choice.pick % records.length];
    seed = choice.disguise;
  } else {
    record = records.find((r) => r.id === choice.id);
    if (!record) throw Object.assign(new Error(`no stored puzzle has the id ${choice.id}`), { name: UNKNOWN_ID });
    seed = choice.disguise;
  }
  return { record: disguise(record!, seed).record, seed };
}

scope.onmessage = (event: MessageEvent<PoolRequest>) => {
  const request = event.data;
  let response: ParseResponse;
  try {
    const value =
      request.kind === 'parse'
        ? pool(request.text, request.variant, request.level)
        : request.kind === 'pick'
          ? pick(pool(request.text, request.variant, request.level), request.choice)
          : solveRecord(request.record);
    response = { id: request.id, ok: true, value };
  } catch (error) {
    response = { id: request.id, ok: false, name: (error as Error).name, message: (error as Error).message };
  }
  scope.postMessage(response);
};
