/**
 * Stored puzzles verified per second (contract §6 op "verify", issue 7: every stored puzzle, over
 * 10,000, in under 60 s on 2 cores): `verifyPools` over `data/puzzles` (or another folder) with
 * its worker threads, timed as a whole (worker start-up included, as `pnpm verify` pays it).
 */
import { verifyPools } from '@sudoku-forge/puzzle-store/node';
import { listPools } from '@sudoku-forge/puzzle-store/node';

export interface VerifyFigure {
  count: number;
  perSecond: number;
  failures: number;
}

/** One verify run over the pools in `dir`; null when it holds no pool file. */
export async function benchVerify(dir: string): Promise<VerifyFigure | null> {
  let pools: Awaited<ReturnType<typeof listPools>>['pools'];
  try {
    pools = (await listPools(dir)).pools;
  } catch {
    return null;
  }
  if (pools.length === 0) return null;
  const started = performance.now();
  const summary = await verifyPools(dir);
  const seconds = (performance.now() - started) / 1000;
  if (summary.verified === 0) return null;
  return { count: summary.verified, perSecond: summary.verified / seconds, failures: summary.failures.length };
}
