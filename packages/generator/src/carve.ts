/**
 * Carving: take clues out of a full grid one by one (in random order) and keep each removal only
 * if the puzzle still has exactly one solution and the technique solver still finishes it within
 * the target level. When every cell has been visited, no clue can be removed without breaking
 * one of the two, so the puzzle has no spare clues for its target.
 *
 * The checks, cheapest first:
 *   1. singles propagation fills the whole grid → unique, and easy (so within any target)
 *   2. the bounded counter: exactly one solution, decided within the cap (undecided = reject)
 *   3. the grader with techniques up to the target finishes it (skipped for extreme: anything
 *      unique is within extreme)
 */
import { countSolutions, propagateSingles, shuffle, type Geometry, type Random } from '@sudoku-forge/core-solver';
import { gradePuzzle, type Level } from '@sudoku-forge/grader';

/** Positions the carving counter may visit per check; past it the removal is rejected. */
export const CARVE_MAX_POSITIONS = 20_000;

export interface AcceptOptions {
  target: Level;
  maxPositions?: number;
  /** Use the singles shortcut (true unless singles propagation is stronger than the grader's easy). */
  singlesShortcut?: boolean;
}

export interface CheckCounts {
  /** Removals tried. */
  tried: number;
  /** Decided by the singles shortcut. */
  shortcut: number;
  /** Rejected because the counter found 2+ solutions or could not decide. */
  notUnique: number;
  undecided: number;
  /** Rejected by the grader. */
  tooHard: number;
}

export function newCheckCounts(): CheckCounts {
  return { tried: 0, shortcut: 0, notUnique: 0, undecided: 0, tooHard: 0 };
}

/** Whether the givens make a unique puzzle within the target level (see the file comment). */
export function withinTarget(
  geometry: Geometry,
  givens: Uint8Array,
  options: AcceptOptions,
  counts = newCheckCounts(),
): boolean {
  counts.tried++;
  if (options.singlesShortcut !== false) {
    const singles = propagateSingles(geometry, givens);
    if (!singles.contradiction && !singles.grid.includes(0)) {
      counts.shortcut++;
      return true;
    }
  }
  const count = countSolutions(geometry, givens, {
    limit: 2,
    maxPositions: options.maxPositions ?? CARVE_MAX_POSITIONS,
  });
  if (!count.decided) {
    counts.undecided++;
    return false;
  }
  if (count.solutions !== 1) {
    counts.notUnique++;
    return false;
  }
  if (options.target === 'extreme') return true;
  if (!gradePuzzle({ geometry, givens }, { maxLevel: options.target, nestedNet: false }).solved) {
    counts.tooHard++;
    return false;
  }
  return true;
}

export type Symmetry = 'none' | 'rotational';

export interface CarveOptions extends AcceptOptions {
  /** Keep at least this many clues (16x16 uses a floor; 0 = none). */
  clueFloor?: number;
  /** 'rotational': clues come out in 180°-symmetric pairs, so the pattern stays symmetric. */
  symmetry?: Symmetry;
}

/** Groups of cells removed together: single cells, or a cell with its 180° partner. */
function removalGroups(cellCount: number, symmetry: Symmetry): number[][] {
  const groups: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const partner = cellCount - 1 - cell;
    if (symmetry === 'none') groups.push([cell]);
    else if (partner > cell) groups.push([cell, partner]);
    else if (partner === cell) groups.push([cell]);
  }
  return groups;
}

/** Carves the solution down; returns the givens (0 = blank). The solution is not changed. */
export function carve(
  geometry: Geometry,
  solution: Uint8Array,
  random: Random,
  options: CarveOptions,
  counts = newCheckCounts(),
): Uint8Array {
  const givens = solution.slice();
  let clues = givens.length;
  const floor = options.clueFloor ?? 0;
  for (const group of shuffle(random, removalGroups(givens.length, options.symmetry ?? 'none'))) {
    if (clues - group.length < floor) continue;
    for (const cell of group) givens[cell] = 0;
    if (withinTarget(geometry, givens, options, counts)) {
      clues -= group.length;
    } else {
      for (const cell of group) givens[cell] = solution[cell]!;
    }
  }
  return givens;
}
