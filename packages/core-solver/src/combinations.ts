/**
 * "k distinct digits adding up to s", written once for the counter, the grader, the generator and
 * the player.
 *
 *   combination   a set of digits as a mask (digit d = bit d-1), e.g. {1, 3, 5} = 0b10101
 *   sum range     the smallest and largest sum k distinct digits of 1..n can make:
 *                 1 + 2 + … + k and n + (n−1) + … + (n−k+1)
 *
 * Lists are in ascending mask order and memoised per (n, k, s); the counter takes them all at once,
 * flattened and grouped by (k, s) (`combinationTable`).
 */
import { POPCOUNT } from './symbols.ts';

/** Smallest and largest sum of k distinct digits from 1..n. */
export function sumRange(k: number, n: number): [number, number] {
  return [(k * (k + 1)) / 2, (k * (2 * n - k + 1)) / 2];
}

/** The sum of a mask's digits. */
export function maskSum(mask: number): number {
  let sum = 0;
  for (let d = 1; mask >> (d - 1); d++) if (mask & (1 << (d - 1))) sum += d;
  return sum;
}

/** Every mask of k distinct digits of 1..n, grouped by (k, sum): masks of (k, s) are `combos[comboStart[k * sumSpan + s] …]`. */
export interface CombinationTable {
  readonly comboStart: Int32Array;
  readonly combos: Uint16Array;
  readonly sumSpan: number;
}

const tables = new Map<number, CombinationTable>();

/** The flattened table of every combination of 1..n (built once per n). */
export function combinationTable(n: number): CombinationTable {
  let table = tables.get(n);
  if (table) return table;
  const sumSpan = (n * (n + 1)) / 2 + 1;
  const counts = new Int32Array((n + 1) * sumSpan + 1);
  const keys = new Int32Array(1 << n);
  for (let mask = 0; mask < 1 << n; mask++) {
    keys[mask] = POPCOUNT[mask]! * sumSpan + maskSum(mask);
    counts[keys[mask]! + 1]!++;
  }
  const comboStart = new Int32Array((n + 1) * sumSpan + 1);
  for (let i = 1; i < comboStart.length; i++) comboStart[i] = comboStart[i - 1]! + counts[i]!;
  const combos = new Uint16Array(1 << n);
  const fill = comboStart.slice();
  for (let mask = 0; mask < 1 << n; mask++) combos[fill[keys[mask]!]!++] = mask;
  table = { comboStart, combos, sumSpan };
  tables.set(n, table);
  return table;
}

const lists = new Map<number, readonly number[]>();

/** Every combination of k distinct digits of 1..n adding up to `sum`, ascending ([] when there is none). */
export function sumCombinations(n: number, k: number, sum: number): readonly number[] {
  const key = (n * 32 + k) * 1024 + sum;
  let list = lists.get(key);
  if (list) return list;
  const { comboStart, combos, sumSpan } = combinationTable(n);
  const ok = Number.isInteger(k) && Number.isInteger(sum) && k >= 0 && k <= n && sum >= 0 && sum < sumSpan;
  list = ok ? Array.from(combos.subarray(comboStart[k * sumSpan + sum]!, comboStart[k * sumSpan + sum + 1]!)) : [];
  lists.set(key, list);
  return list;
}
