/**
 * Killer cage layouts: cut a solved n×n grid into connected cages of chosen sizes, the digits in
 * each cage distinct — the shape of a published killer before anyone checks it is unique.
 *
 * Cages are grown one at a time. Each starts at a free cell with the fewest free neighbours (the
 * cell most at risk of being cut off), draws a target size from the weights, and grows by adding
 * random free neighbours whose digit the cage does not hold yet. A cage that could not reach two
 * cells is a single-cell cage; afterwards each is folded into a neighbouring cage that has room
 * and lacks its digit, so only the ones that cannot be folded stay.
 *
 * With 180° symmetry every cage is grown together with its image (cell c ↦ n²−1−c): a cell joins
 * only if its image is free too, and the image joins the image cage. The centre cell (odd n) is
 * its own image, so its cage is self-symmetric: the centre plus pairs of opposite cells.
 *
 * Everything random comes from `random`, so the same grid, options and stream give the same layout.
 */
import { randomInt, sumCombinations, type Random } from '@sudoku-forge/core-solver';

export type { Symmetry as LayoutSymmetry } from './carve.ts';
import type { Symmetry as LayoutSymmetry } from './carve.ts';

export interface LayoutOptions {
  /** Relative weights of target cage sizes: weights[s] for size s (index 0 unused). */
  weights: readonly number[];
  /** No cage grows past this, folding included. */
  maxSize: number;
  symmetry?: LayoutSymmetry;
  /**
   * Chance (0..1) that a growing cage takes the neighbour that leaves it the fewest digit
   * combinations for its size and sum (an easy cage: 3 in two is 1+2) instead of a random one.
   */
  comboBias?: number;
}

/** Cages as cell lists, each sorted, the list ordered by first cell. */
export type Layout = number[][];

/** The cells beside `cell` on an n×n board (up, left, right, down), in that order. */
export function orthogonalNeighbours(n: number, cell: number): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const near: number[] = [];
  if (r > 0) near.push(cell - n);
  if (c > 0) near.push(cell - 1);
  if (c < n - 1) near.push(cell + 1);
  if (r < n - 1) near.push(cell + n);
  return near;
}

function neighbours(n: number): number[][] {
  return Array.from({ length: n * n }, (_, cell) => orthogonalNeighbours(n, cell));
}

/** How many digit sets of `size` cells add up to `sum` (9×9 digits; 0 outside the table). */
export function combinationCount(size: number, sum: number): number {
  return sumCombinations(9, size, sum).length;
}

function drawSize(random: Random, weights: readonly number[]): number {
  let total = 0;
  for (let s = 1; s < weights.length; s++) total += weights[s]!;
  let x = random() * total;
  for (let s = 1; s < weights.length; s++) {
    x -= weights[s]!;
    if (x < 0) return s;
  }
  return weights.length - 1;
}

/** Draws a layout of the solved grid `grid` (n² cells, digits 1..n). See the file comment. */
export function randomLayout(grid: ArrayLike<number>, random: Random, options: LayoutOptions): Layout {
  const cellCount = grid.length;
  const n = Math.round(Math.sqrt(cellCount));
  const near = neighbours(n);
  const symmetric = options.symmetry === 'rotational';
  const image = (cell: number) => (symmetric ? cellCount - 1 - cell : -1);
  const bit = (cell: number) => 1 << (grid[cell]! - 1);

  const owner = new Int32Array(cellCount).fill(-1);
  const cages: number[][] = [];
  const masks: number[] = [];
  /** The cage's image cage (itself when self-symmetric; -1 without symmetry). */
  const mirror: number[] = [];
  const freeDegree = (cell: number) => near[cell]!.reduce((k, m) => k + (owner[m] === -1 ? 1 : 0), 0);
  const add = (id: number, cell: number) => {
    owner[cell] = id;
    cages[id]!.push(cell);
    masks[id] = masks[id]! | bit(cell);
  };
  const open = (id: number) => {
    cages.push([]);
    masks.push(0);
    mirror.push(-1);
    return id;
  };

  for (;;) {
    // The free cell with the fewest free neighbours (ties at random) starts the next cage.
    let best = Infinity;
    let seeds: number[] = [];
    for (let cell = 0; cell < cellCount; cell++) {
      if (owner[cell] !== -1) continue;
      const d = freeDegree(cell);
      if (d < best) {
        best = d;
        seeds = [cell];
      } else if (d === best) seeds.push(cell);
    }
    if (seeds.length === 0) break;
    const seed = seeds[randomInt(random, seeds.length)]!;
    const target = Math.min(drawSize(random, options.weights), options.maxSize);
    const id = open(cages.length);
    add(id, seed);
    const selfSymmetric = symmetric && image(seed) === seed;
    let twin = -1;
    if (symmetric && !selfSymmetric) {
      twin = open(cages.length);
      add(twin, image(seed));
      mirror[id] = twin;
      mirror[twin] = id;
    } else if (selfSymmetric) mirror[id] = id;

    for (;;) {
      const room = target - cages[id]!.length;
      if (room <= 0) break;
      const frontier: number[] = [];
      for (const cell of cages[id]!) {
        for (const m of near[cell]!) {
          if (owner[m] !== -1 || (masks[id]! & bit(m)) !== 0 || frontier.includes(m)) continue;
          if (symmetric) {
            const mi = image(m);
            if (mi === m || owner[mi] !== -1) continue;
            if (selfSymmetric) {
              // The pair joins the same cage: room for two, three distinct digits.
              if (room < 2 || (masks[id]! & bit(mi)) !== 0 || grid[mi] === grid[m]) continue;
            } else if ((masks[twin]! & bit(mi)) !== 0) continue;
          }
          frontier.push(m);
        }
      }
      if (frontier.length === 0) break;
      let pick = frontier[randomInt(random, frontier.length)]!;
      if (options.comboBias && random() < options.comboBias) {
        // The neighbour that leaves the fewest combinations (with symmetry, for the pair together).
        const sumOf = (cells: readonly number[]) => cells.reduce((t, c) => t + grid[c]!, 0);
        const size = cages[id]!.length;
        const score = (m: number) => {
          if (selfSymmetric) return combinationCount(size + 2, sumOf(cages[id]!) + grid[m]! + grid[image(m)]!);
          const own = combinationCount(size + 1, sumOf(cages[id]!) + grid[m]!);
          return symmetric ? own + combinationCount(size + 1, sumOf(cages[twin]!) + grid[image(m)]!) : own;
        };
        let best = Infinity;
        for (const m of frontier) {
          const k = score(m);
          if (k < best) {
            best = k;
            pick = m;
          }
        }
      }
      add(id, pick);
      if (selfSymmetric) add(id, image(pick));
      else if (symmetric) add(twin, image(pick));
    }
  }

  // Fold single-cell cages into a neighbouring cage with room and without their digit.
  for (let id = 0; id < cages.length; id++) {
    if (cages[id]!.length !== 1) continue;
    const cell = cages[id]![0]!;
    const twin = mirror[id]!;
    if (twin === id) continue; // the centre alone: nothing symmetric can take it
    let chosen = -1;
    let chosenSize = Infinity;
    for (const m of near[cell]!) {
      const other = owner[m]!;
      if (other === id || cages[other]!.length === 1) continue;
      const size = cages[other]!.length;
      if ((masks[other]! & bit(cell)) !== 0) continue;
      if (symmetric) {
        const otherTwin = mirror[other]!;
        if (otherTwin === other) {
          // A self-symmetric cage takes the cell and its image together.
          if (
            size + 2 > options.maxSize ||
            (masks[other]! & bit(image(cell))) !== 0 ||
            grid[cell] === grid[image(cell)]
          )
            continue;
        } else if (size + 1 > options.maxSize || (masks[otherTwin]! & bit(image(cell))) !== 0) continue;
      } else if (size + 1 > options.maxSize) continue;
      if (size < chosenSize) {
        chosen = other;
        chosenSize = size;
      }
    }
    if (chosen === -1) continue;
    const moveInto = (from: number, into: number) => {
      for (const c of cages[from]!) add(into, c);
      cages[from] = [];
    };
    moveInto(id, chosen);
    if (symmetric) moveInto(twin, mirror[chosen]!);
  }

  return cages
    .filter((cells) => cells.length > 0)
    .map((cells) => [...cells].sort((a, b) => a - b))
    .sort((a, b) => a[0]! - b[0]!);
}

/** How many cages of each size (index = size). */
export function cageSizeCounts(layout: readonly (readonly number[])[], maxSize = 9): number[] {
  const counts = new Array<number>(maxSize + 1).fill(0);
  for (const cells of layout) counts[Math.min(cells.length, maxSize)]!++;
  return counts;
}
