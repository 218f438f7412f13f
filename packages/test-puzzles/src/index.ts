/**
 * The tests' random puzzles, one maker for the packages' tests (grader, transforms, generator).
 * Each starts from the generator's own solution grid for (variant, seed) —
 * core-solver's `solutionGrid`, the first step of makePuzzle — and is carved the way makePuzzle
 * carves for the target `extreme` (where no grade check applies): cells in the order of the
 * seed's carve stream, a blank kept while the counter proves one solution within 20,000
 * positions. So (but on 16×16, where it stops at 150 clues) `testPuzzle(v, s).givens` is
 * exactly the puzzle of `makePuzzle(v, s, 'extreme')` (the generator's tests check it), without
 * the grader: the grader's own tests can use it (the generator depends on the grader, so a maker
 * calling makePuzzle would close a package cycle).
 *
 * Killers get random connected cages of 1–4 cells (their own stream) and givens carved the same
 * way; the generator's zero-given killers need the grader to steer them.
 */
import {
  buildGeometry,
  geometryFor,
  mixSeed,
  mulberry32,
  parseRegions,
  randomInt,
  removeWhileUnique,
  SALT,
  shuffle,
  solutionGrid,
  streamOf,
  VARIANTS,
  type Cage,
  type Geometry,
  type Puzzle,
  type VariantId,
} from '@sudoku-forge/core-solver';

export interface TestPuzzle extends Puzzle {
  variant: VariantId;
  /** The one solution. */
  solution: Uint8Array;
  /** Irregular: the region map. */
  regions?: string;
  /** Killer: the cages (0-based cells). */
  cages?: Cage[];
}

export interface TestPuzzleOptions {
  /**
   * Carving stops at this many clues (default: 150 on 16×16, which keeps its tests quick;
   * 4–7 on 4×4, as makePuzzle; 0 elsewhere). makePuzzle's `clueFloor` has the same meaning.
   */
  clueFloor?: number;
}

/** The killer cages' stream (a test-only salt, clear of core-solver's SALT values). */
const CAGE_SALT = 64;

/** Positions the counter may visit per carving check (as the generator's CARVE_MAX_POSITIONS). */
const MAX_POSITIONS = 20_000;

/** A random unique puzzle of the variant, and its solution; deterministic from the seed. */
export function testPuzzle(variant: VariantId, seed: number, options: TestPuzzleOptions = {}): TestPuzzle {
  const full = solutionGrid(variant, seed);
  if (!full) throw new Error(`no solution grid for ${variant} seed ${seed}: take another seed`);
  const cages = VARIANTS[variant].needsCages ? randomCages(full.grid, 9, mixSeed(seed, CAGE_SALT)) : undefined;
  const geometry = cages ? buildGeometry(variant, { cages }) : full.geometry;
  const floor = options.clueFloor ?? defaultFloor(variant, seed);
  const order = shuffle(
    streamOf(seed, SALT.carve),
    Array.from({ length: full.grid.length }, (_, i) => i),
  );
  const givens = removeWhileUnique(geometry, full.grid, order, MAX_POSITIONS, floor);
  return {
    variant,
    geometry,
    givens,
    solution: full.grid,
    ...(full.regions !== undefined ? { regions: full.regions } : {}),
    ...(cages ? { cages } : {}),
  };
}

/** The puzzle as transforms' PuzzleData (`puzzle` = the givens). */
export function asData(p: TestPuzzle): {
  variant: VariantId;
  puzzle: Uint8Array;
  solution: Uint8Array;
  regions?: string;
  cages?: Cage[];
} {
  return {
    variant: p.variant,
    puzzle: p.givens,
    solution: p.solution,
    ...(p.regions !== undefined ? { regions: p.regions } : {}),
    ...(p.cages ? { cages: p.cages } : {}),
  };
}

/** A variant's geometry, with the given region map or cages where its preset needs them. */
export function geometryOf(variant: VariantId, extra: { regions?: string; cages?: Cage[] } = {}): Geometry {
  const spec = VARIANTS[variant];
  if (spec.needsRegions) {
    if (extra.regions === undefined) throw new Error(`a ${variant} geometry needs its regions`);
    return buildGeometry(variant, parseRegions(extra.regions, spec.size));
  }
  if (spec.needsCages) return buildGeometry(variant, { cages: extra.cages ?? [] });
  return geometryFor(variant);
}

/**
 * 16×16: 150 clues keep its tests quick. 4×4: makePuzzle's seed-chosen floor of 4–7 clues (its
 * minimal puzzles are so few that three random ones are often disguises of each other); the
 * generator's test of this maker against makePuzzle covers 4×4, so the two stay in step.
 */
function defaultFloor(variant: VariantId, seed: number): number {
  const { size } = VARIANTS[variant];
  if (size === 16) return 150;
  if (size === 4) return 4 + (mixSeed(seed, SALT.floor) % 4);
  return 0;
}

/** makePuzzle's carving without the grade check (target extreme, no symmetry). */
/** Random connected cages of 1–4 cells with distinct digits covering the grid, sums from the grid. */
function randomCages(grid: Uint8Array, n: number, seed: number): Cage[] {
  const random = mulberry32(seed);
  const owner = new Int32Array(n * n).fill(-1);
  const cages: number[][] = [];
  for (const start of shuffle(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  )) {
    if (owner[start] !== -1) continue;
    const cells = [start];
    owner[start] = cages.length;
    const want = 1 + randomInt(random, 4);
    while (cells.length < want) {
      const options: number[] = [];
      for (const cell of cells) {
        const r = Math.floor(cell / n);
        const c = cell % n;
        for (const [rr, cc] of [
          [r - 1, c],
          [r + 1, c],
          [r, c - 1],
          [r, c + 1],
        ] as const) {
          const m = rr * n + cc;
          if (rr >= 0 && rr < n && cc >= 0 && cc < n && owner[m] === -1 && !cells.some((x) => grid[x] === grid[m]))
            options.push(m);
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
