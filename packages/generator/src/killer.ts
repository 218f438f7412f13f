/**
 * Killer puzzles: a full ordinary grid, then cages carved by *merging*.
 *
 * The state is a partition of the board. A part of one cell is a given (its digit is shown); a
 * part of two or more cells is a cage (its sum is shown). It starts with every cell a given —
 * trivially unique — and merges neighbouring parts in random order: two givens become a 2-cage,
 * a given joins a cage, two cages become one. A merge is kept only if the cage stays connected
 * (parts are neighbours), its digits stay distinct, it stays within the size cap for the target,
 * and the puzzle stays unique and within the target level. Passes repeat until none succeeds, so
 * most killers end with no givens at all; the few left are the ones the puzzle needs.
 * Cage sizes (the cap) and the order of merges are the knobs, as clue removal is for the others.
 */
import { buildGeometry, shuffle, type Cage, type Geometry, type Random } from '@sudoku-forge/core-solver';
import type { Level } from '@sudoku-forge/grader';
import { newCheckCounts, withinTarget, type CheckCounts } from './carve.ts';

/** Largest cage per target level: small cages give easy sums, big cages hard ones. */
export const KILLER_MAX_CAGE: Readonly<Record<Level, number>> = {
  easy: 3,
  medium: 4,
  hard: 5,
  expert: 5,
  extreme: 6,
};

export interface KillerPuzzle {
  givens: Uint8Array;
  cages: Cage[];
  geometry: Geometry;
}

/** Parts as lists of cells, ordered by their first cell (so equal partitions print the same). */
function partsOf(partOf: Int32Array): number[][] {
  const byId = new Map<number, number[]>();
  partOf.forEach((id, cell) => {
    const list = byId.get(id);
    if (list) list.push(cell);
    else byId.set(id, [cell]);
  });
  return [...byId.values()].sort((a, b) => a[0]! - b[0]!);
}

function puzzleOf(grid: Uint8Array, partOf: Int32Array): KillerPuzzle {
  const givens = new Uint8Array(grid.length);
  const cages: Cage[] = [];
  for (const cells of partsOf(partOf)) {
    if (cells.length === 1) givens[cells[0]!] = grid[cells[0]!]!;
    else cages.push({ sum: cells.reduce((s, c) => s + grid[c]!, 0), cells });
  }
  return { givens, cages, geometry: buildGeometry('killer', { cages }) };
}

/** Neighbouring part pairs [a, b] (a < b, part ids), each once. */
function adjacentPairs(partOf: Int32Array, n: number): [number, number][] {
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  for (let cell = 0; cell < partOf.length; cell++) {
    const right = cell % n < n - 1 ? cell + 1 : -1;
    const down = cell + n < partOf.length ? cell + n : -1;
    for (const other of [right, down]) {
      if (other < 0) continue;
      const a = Math.min(partOf[cell]!, partOf[other]!);
      const b = Math.max(partOf[cell]!, partOf[other]!);
      if (a === b || seen.has(a * 65536 + b)) continue;
      seen.add(a * 65536 + b);
      pairs.push([a, b]);
    }
  }
  return pairs;
}

export interface KillerOptions {
  target: Level;
  maxCageSize?: number;
  maxPositions?: number;
}

/** Carves cages from a full classic grid (see the file comment). */
export function carveKiller(grid: Uint8Array, random: Random, options: KillerOptions, counts: CheckCounts = newCheckCounts()): KillerPuzzle {
  const n = 9;
  const maxSize = options.maxCageSize ?? KILLER_MAX_CAGE[options.target];
  const partOf = Int32Array.from({ length: grid.length }, (_, cell) => cell);
  const size = new Int32Array(grid.length).fill(1);
  const digits = Int32Array.from(grid, (d) => 1 << (d - 1));
  for (let merged = true; merged; ) {
    merged = false;
    for (const [a, b] of shuffle(random, adjacentPairs(partOf, n))) {
      // Parts merged earlier in this pass no longer exist under these ids; next pass sees them.
      if (size[a] === 0 || size[b] === 0) continue;
      if (size[a]! + size[b]! > maxSize || (digits[a]! & digits[b]!) !== 0) continue;
      const moved: number[] = [];
      partOf.forEach((id, cell) => {
        if (id === b) {
          partOf[cell] = a;
          moved.push(cell);
        }
      });
      const candidate = puzzleOf(grid, partOf);
      // Singles propagation knows cage sums, which the grader's easy level may not: no shortcut.
      if (withinTarget(candidate.geometry, candidate.givens, { ...options, singlesShortcut: false }, counts)) {
        size[a] = size[a]! + size[b]!;
        size[b] = 0;
        digits[a] = digits[a]! | digits[b]!;
        merged = true;
      } else {
        for (const cell of moved) partOf[cell] = b;
      }
    }
  }
  return puzzleOf(grid, partOf);
}
