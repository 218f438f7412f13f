/**
 * Test fixtures: small random unique puzzles of every variant, made with core-solver's randomGrid
 * and carved while the solution stays unique. Deterministic from a seed.
 */
import {
  buildGeometry,
  removeWhileUnique,
  geometryFor,
  isConnected,
  mulberry32,
  parseRegions,
  randomGrid,
  randomInt,
  shuffle,
  VARIANTS,
  type Cage,
  type Geometry,
  type VariantId,
} from '@sudoku-forge/core-solver';
import type { PuzzleData } from './data.ts';

/** A jigsaw map: the 3×3 boxes with two pairs of cells traded across box borders. */
export const IRREGULAR_REGIONS =
  '111122333' + '111222333' + '112222333' + '444555666' + '444555666' + '444555666' + '777788999' + '777888999' + '778888999';

/** Carving stops after this many removal attempts (keeps 16×16 quick; smaller boards get all cells). */
const CARVE_ATTEMPTS: Partial<Record<VariantId, number>> = { '16x16': 90 };

/** Random connected cages of 1–4 cells covering the grid, sums from the solution. */
function randomCages(grid: Uint8Array, n: number, seed: number): Cage[] {
  const random = mulberry32(seed);
  const owner = new Int32Array(n * n).fill(-1);
  const cages: number[][] = [];
  for (const start of shuffle(random, Array.from({ length: n * n }, (_, i) => i))) {
    if (owner[start] !== -1) continue;
    const cells = [start];
    owner[start] = cages.length;
    const want = 1 + randomInt(random, 4);
    while (cells.length < want) {
      const options: number[] = [];
      for (const cell of cells) {
        const r = Math.floor(cell / n);
        const c = cell % n;
        for (const [rr, cc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]] as const) {
          const m = rr * n + cc;
          if (rr >= 0 && rr < n && cc >= 0 && cc < n && owner[m] === -1 && !cells.some((x) => grid[x] === grid[m])) options.push(m);
        }
      }
      if (options.length === 0) break;
      const next = options[randomInt(random, options.length)]!;
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push(cells);
  }
  return cages.map((cells) => ({ sum: cells.reduce((s, c) => s + grid[c]!, 0), cells: cells.sort((a, b) => a - b) }));
}

export function geometryOf(variant: VariantId, extra: { regions?: string; cages?: Cage[] } = {}): Geometry {
  if (variant === 'irregular') {
    const { regionOf, regions } = parseRegions(extra.regions ?? IRREGULAR_REGIONS, 9);
    return buildGeometry('irregular', { regionOf, regions });
  }
  if (variant === 'killer') return buildGeometry('killer', { cages: extra.cages ?? [] });
  return geometryFor(variant);
}

/** A random puzzle of the variant with exactly one solution (and that solution). */
export function randomPuzzle(variant: VariantId, seed: number): PuzzleData {
  const n = VARIANTS[variant].size;
  const base = geometryOf(variant);
  const solution = randomGrid(base, seed)!.grid;
  const cages = variant === 'killer' ? randomCages(solution, n, seed) : undefined;
  const geometry = cages ? geometryOf(variant, { cages }) : base;
  const random = mulberry32(seed ^ 0x5bd1e995);
  const order = shuffle(random, Array.from({ length: n * n }, (_, i) => i)).slice(0, CARVE_ATTEMPTS[variant] ?? n * n);
  const puzzle = removeWhileUnique(geometry, solution, order);
  return {
    variant,
    puzzle,
    solution,
    ...(variant === 'irregular' ? { regions: geometry.regions! } : {}),
    ...(cages ? { cages } : {}),
  };
}

export { isConnected };
