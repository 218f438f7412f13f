/**
 * Which region-map try made each stored irregular puzzle. make.ts seeds try i's grid with
 * mixSeed(seed, SALT.grid + i), which for i = 1, 2 equals the region and carve salts; moving the
 * tries after the first to their own salts changes only puzzles made by a later try. This script
 * replays make.ts's region-map loop for every stored irregular record and reports which try made
 * it (-1: none agrees with the record, which would mean the replay is wrong).
 *
 *   npx tsx scripts/grid-salts.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGeometry, gridToString, randomGrid } from '@sudoku-forge/core-solver';
import { randomRegionMap, regionString } from '../src/regions.ts';
import { SALT, mixSeed, streamOf } from '../src/seeds.ts';

const dir = join(import.meta.dirname, '../../../data/puzzles/irregular');
let records = 0;
const byTry: Record<number, string[]> = {};
for (const file of readdirSync(dir).sort()) {
  for (const record of JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: string; seed: number; regions: string; solution?: string; puzzle: string }[]) {
    records++;
    const random = streamOf(record.seed, SALT.regions);
    // make.ts's loop: the try that finds a grid makes the puzzle.
    for (let i = 0; i < 20; i++) {
      const regions = regionString(randomRegionMap(random));
      const geometry = buildGeometry('irregular', { regionOf: Array.from(regions, (ch) => Number(ch) - 1), regions });
      const found = randomGrid(geometry, mixSeed(record.seed, SALT.grid + i), { stepCap: 5_000, maxAttempts: 4 });
      if (!found) continue;
      // The stored givens must agree with that grid (records keep no solution below 16×16).
      const grid = gridToString(found.grid);
      const agrees = regions === record.regions && [...record.puzzle].every((ch, k) => ch === '.' || ch === grid[k]);
      (byTry[agrees ? i : -1] ??= []).push(record.id);
      break;
    }
  }
}
const counts = Object.fromEntries(Object.entries(byTry).map(([i, ids]) => [i, ids.length]));
console.log(JSON.stringify({ records, recordsPerTry: counts, collidingTries: { 1: byTry[1] ?? [], 2: byTry[2] ?? [] } }));
