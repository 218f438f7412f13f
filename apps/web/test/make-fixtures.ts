/**
 * Makes the tiny puzzle pools the web app's end-to-end tests play on, with core-solver only:
 * a random solved grid (randomGrid), then givens removed in a seeded random order while the
 * puzzle keeps exactly one solution (countSolutions with limit 2).
 *
 *   pnpm --filter @sudoku-forge/web fixtures      (writes test/fixtures/pools/<variant>/<level>.json)
 *
 * Each puzzle is graded by the grader (givens are put back until its techniques finish it, as
 * stored puzzles must be) and filed under its level, like the real pools. These are test
 * fixtures, not shipped pools. The output is deterministic (fixed seeds).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildGeometry,
  countSolutions,
  geometryFor,
  gridToString,
  isConnected,
  mulberry32,
  parseRegions,
  randomGrid,
  randomInt,
  shuffle,
  VARIANT_IDS,
  VARIANTS,
  type Cage,
  type Geometry,
  type PuzzleRecord,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { gradePuzzle } from '@sudoku-forge/grader';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'fixtures', 'pools');

/** Removes givens in random order while the puzzle stays unique; keeps `keepAtLeast` givens. */
function carve(geometry: Geometry, solution: Uint8Array, seed: number, keepAtLeast = 0): Uint8Array {
  const random = mulberry32(seed);
  const puzzle = solution.slice();
  let givens = geometry.cellCount;
  for (const cell of shuffle(random, Array.from({ length: geometry.cellCount }, (_, i) => i))) {
    if (givens <= keepAtLeast) break;
    const digit = puzzle[cell]!;
    puzzle[cell] = 0;
    const count = countSolutions(geometry, puzzle, { limit: 2, maxPositions: 20_000 });
    if (count.decided && count.solutions === 1) givens--;
    else puzzle[cell] = digit;
  }
  return puzzle;
}

/** A jigsaw region map: the 3×3 boxes bent by random swaps of border cells that keep regions whole. */
function jigsawRegions(seed: number): string {
  const n = 9;
  const random = mulberry32(seed);
  const regionOf = Array.from({ length: n * n }, (_, cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3));
  const neighbours = (cell: number) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    return [r > 0 ? cell - n : -1, r < n - 1 ? cell + n : -1, c > 0 ? cell - 1 : -1, c < n - 1 ? cell + 1 : -1].filter((x) => x >= 0);
  };
  const cellsOf = (region: number) => regionOf.flatMap((g, cell) => (g === region ? [cell] : []));
  for (let swaps = 0, tries = 0; swaps < 40 && tries < 20_000; tries++) {
    const a = randomInt(random, n * n);
    const bs = neighbours(a).filter((x) => regionOf[x] !== regionOf[a]);
    if (bs.length === 0) continue;
    const ra = regionOf[a]!;
    const rb = regionOf[bs[randomInt(random, bs.length)]!]!;
    // Give a to region rb, and take back some cell of rb that borders ra (not a itself).
    const candidates = cellsOf(rb).filter((x) => neighbours(x).some((m) => regionOf[m] === ra && m !== a));
    if (candidates.length === 0) continue;
    const b = candidates[randomInt(random, candidates.length)]!;
    regionOf[a] = rb;
    regionOf[b] = ra;
    if (isConnected(cellsOf(ra), n) && isConnected(cellsOf(rb), n)) swaps++;
    else {
      regionOf[a] = ra;
      regionOf[b] = rb;
    }
  }
  return regionOf.map((g) => String(g + 1)).join('');
}

/** Killer cages cut from a solved grid: connected groups of 1–4 cells with different digits. */
function killerCages(solution: Uint8Array, seed: number): Cage[] {
  const n = 9;
  const random = mulberry32(seed);
  const owner = new Int32Array(n * n).fill(-1);
  const cages: Cage[] = [];
  for (let start = 0; start < n * n; start++) {
    if (owner[start] !== -1) continue;
    const target = [1, 2, 2, 3, 3, 3, 4, 4][randomInt(random, 8)]!;
    const cells = [start];
    owner[start] = cages.length;
    while (cells.length < target) {
      const used = new Set(cells.map((c) => solution[c]));
      const frontier = cells
        .flatMap((cell) => {
          const r = Math.floor(cell / n);
          const c = cell % n;
          return [c < n - 1 ? cell + 1 : -1, r < n - 1 ? cell + n : -1, c > 0 ? cell - 1 : -1];
        })
        .filter((x) => x >= 0 && owner[x] === -1 && !used.has(solution[x]));
      if (frontier.length === 0) break;
      const next = frontier[randomInt(random, frontier.length)]!;
      owner[next] = cages.length;
      cells.push(next);
    }
    cells.sort((a, b) => a - b);
    cages.push({ sum: cells.reduce((s, c) => s + solution[c]!, 0), cells });
  }
  return cages;
}

function makeRecord(variant: VariantId, seed: number, keepAtLeast: number): PuzzleRecord {
  let geometry: Geometry;
  let regions: string | undefined;
  let solution: Uint8Array;
  let cages: Cage[] | undefined;
  if (variant === 'irregular') {
    for (let s = seed; ; s++) {
      const parsed = parseRegions(jigsawRegions(s), 9);
      const candidate = buildGeometry('irregular', parsed);
      const grid = randomGrid(candidate, s, { maxAttempts: 50 });
      if (grid) {
        geometry = candidate;
        regions = parsed.regions;
        solution = grid.grid;
        break;
      }
    }
  } else if (variant === 'killer') {
    solution = randomGrid(geometryFor('classic'), seed)!.grid;
    cages = killerCages(solution, seed);
    geometry = buildGeometry('killer', { cages });
  } else {
    geometry = geometryFor(variant);
    const grid = randomGrid(geometry, seed, variant === '16x16' ? { stepCap: 200_000 } : {});
    if (!grid) throw new Error(`no grid for ${variant}`);
    solution = grid.grid;
  }
  const puzzle = carve(geometry!, solution!, seed * 7 + 1, keepAtLeast);
  // Put givens back (seeded order) until the grader's techniques finish the puzzle.
  const random = mulberry32(seed * 13 + 5);
  const order = shuffle(random, Array.from({ length: geometry!.cellCount }, (_, i) => i)).filter((c) => puzzle[c] === 0);
  let grade = gradePuzzle({ geometry: geometry!, givens: puzzle });
  while (!grade.solved) {
    const cell = order.pop()!;
    puzzle[cell] = solution![cell]!;
    grade = gradePuzzle({ geometry: geometry!, givens: puzzle });
  }
  const clues = puzzle.reduce((k, d) => k + (d === 0 ? 0 : 1), 0);
  return {
    id: '',
    variant,
    level: grade.level,
    puzzle: gridToString(puzzle),
    clues,
    techniques: Object.keys(grade.techniques),
    solution: gridToString(solution!),
    ...(regions !== undefined ? { regions } : {}),
    ...(cages !== undefined ? { cages } : {}),
    seed,
  };
}

rmSync(outDir, { recursive: true, force: true });
for (const variant of VARIANT_IDS) {
  const cells = VARIANTS[variant].size ** 2;
  // One sparse puzzle and one with plenty of givens (easy), so every variant has an easy pool.
  // 16×16 carving is slow in a script; more givens keep it quick and still unique.
  const keeps = variant === '16x16' ? [150, 170] : [0, Math.round(cells * 0.5)];
  const records = keeps.map((keep, i) => makeRecord(variant, 1000 + i * 17 + variant.length, keep));
  const byLevel = new Map<string, PuzzleRecord[]>();
  for (const record of records) {
    const list = byLevel.get(record.level!) ?? [];
    list.push({ ...record, id: `${variant}-${record.level}-${String(list.length + 1).padStart(4, '0')}` });
    byLevel.set(record.level!, list);
  }
  for (const [level, list] of byLevel) {
    const dir = join(outDir, variant);
    mkdirSync(dir, { recursive: true });
    // One record per line, as contract §5 stores pools.
    writeFileSync(join(dir, `${level}.json`), `[\n${list.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
  }
  console.log(`${variant}: ${[...byLevel.values()].flat().map((r) => `${r.id} (${r.clues} clues; ${r.techniques!.join(', ')})`).join('; ')}`);
}
