/**
 * Which region-map try made each stored irregular puzzle. core-solver's solutionGrid seeds try
 * i's grid with mixSeed(seed, gridSalt(i)): SALT.grid + i for tries 0–2 (for i = 1, 2 the region
 * and carve salts), SALT.gridRetry + i after that. Before, every try took SALT.grid + i; the
 * replay with the old salts found tries 0, 1 and 2 only (942, 55, 3), so moving tries 3 and later
 * changed no stored puzzle. This script replays the region-map loop for every stored irregular
 * record and reports which try made it (-1: none agrees with the record, which would mean the
 * replay, or a stored puzzle, changed).
 *
 *   npx tsx scripts/grid-salts.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildGeometry,
  gridSalt,
  gridToString,
  mixSeed,
  randomGrid,
  randomRegionMap,
  regionString,
  REGION_MAP_TRIES,
  SALT,
  streamOf,
} from '@sudoku-forge/core-solver';

const dir = join(import.meta.dirname, '../../../data/puzzles/irregular');
let records = 0;
const byTry: Record<number, string[]> = {};
for (const file of readdirSync(dir).sort()) {
  for (const record of JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    id: string;
    seed: number;
    regions: string;
    solution?: string;
    puzzle: string;
  }[]) {
    records++;
    const random = streamOf(record.seed, SALT.regions);
    // solutionGrid's loop: the try that finds a grid makes the puzzle.
    for (let i = 0; i < REGION_MAP_TRIES; i++) {
      const regions = regionString(randomRegionMap(random));
      const geometry = buildGeometry('irregular', { regionOf: Array.from(regions, (ch) => Number(ch) - 1), regions });
      const found = randomGrid(geometry, mixSeed(record.seed, gridSalt(i)), { stepCap: 5_000, maxAttempts: 4 });
      if (!found) continue;
      // The stored givens must agree with that grid (records keep no solution below 16×16).
      const grid = gridToString(found.grid);
      const agrees = regions === record.regions && [...record.puzzle].every((ch, k) => ch === '.' || ch === grid[k]);
      const at = agrees ? i : -1;
      byTry[at] ??= [];
      byTry[at].push(record.id);
      break;
    }
  }
}
const counts = Object.fromEntries(Object.entries(byTry).map(([i, ids]) => [i, ids.length]));
console.log(
  JSON.stringify({ records, recordsPerTry: counts, collidingTries: { 1: byTry[1] ?? [], 2: byTry[2] ?? [] } }),
);
