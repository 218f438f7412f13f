/**
 * Candidates from the rules, written once: "Fill candidates", the auto-candidates view, the
 * hint's board and the cage calculator all read them here.
 *
 * A cell's candidates are the digits no peer holds (peers come from core-solver's geometry, so
 * rows, columns, boxes or jigsaw regions, diagonals, hyper windows, cages and anti-knight moves
 * all count), cut in killer cages to the digits that some combination of the cage's sum can put
 * in that cell — the same exact per-cell rule as the grader's cage-combination technique
 * (`cageOptions` in packages/grader/src/techniques/killer/sums.ts; candidates.test.ts checks they
 * agree).
 */
import {
  bitDigit,
  bitOf,
  distinctPicks,
  maskDigits,
  peerCandidates,
  sumCombinations,
  type Cage,
  type Geometry,
} from '@sudoku-forge/core-solver';

/** The digits each empty cell's peers leave open (no search, just the rules): core-solver's, written once. */
export const peerMasks = peerCandidates;

/** One way to fill a cage: the digits (ascending) and whether it still fits the board. */
export interface CageCombination {
  readonly digits: readonly number[];
  readonly fits: boolean;
}

/** Every set of `count` different digits from 1..size adding up to `sum`, each ascending, the sets in dictionary order (core-solver's combinations). */
export function digitSets(count: number, sum: number, size: number): number[][] {
  const sets = sumCombinations(size, count, sum).map(maskDigits);
  return sets.sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  });
}

/**
 * Whether the digits of `set` not yet placed in the cage can go one each into its empty cells,
 * each cell taking a digit of its mask (a perfect matching: core-solver's distinctPicks).
 */
function assignable(digits: readonly number[], masks: readonly number[]): boolean {
  if (digits.length !== masks.length) return false;
  let set = 0;
  for (const d of digits) set |= bitOf(d);
  return distinctPicks(masks.map((m) => m & set));
}

/**
 * The cage calculator: every combination of the cage's sum over its size, and whether it still
 * fits — it holds every digit already placed in the cage, and the rest can go one each into the
 * empty cells within their candidates (`masks`, per cell of the board; 0 for filled cells).
 */
export function cageCombinations(
  cage: Cage,
  size: number,
  grid: ArrayLike<number>,
  masks: ArrayLike<number>,
): CageCombination[] {
  const placed = cage.cells.map((c) => grid[c]!).filter((d) => d !== 0);
  const empty = cage.cells.filter((c) => grid[c] === 0).map((c) => masks[c]!);
  return digitSets(cage.cells.length, cage.sum, size).map((digits) => {
    const fits =
      new Set(placed).size === placed.length &&
      placed.every((d) => digits.includes(d)) &&
      assignable(
        digits.filter((d) => !placed.includes(d)),
        empty,
      );
    return { digits, fits };
  });
}

/**
 * For each cell of the cage (in the cage's order), the digits some fitting combination can put
 * there with every other empty cell of the cage filled too (0 for placed cells). All zero when
 * nothing fits (a broken position).
 */
export function cageCellMasks(cage: Cage, grid: ArrayLike<number>, masks: ArrayLike<number>): number[] {
  const cells = cage.cells;
  const out = cells.map(() => 0);
  const empty: number[] = [];
  let used = 0;
  let rest = cage.sum;
  cells.forEach((c, i) => {
    const d = grid[c]!;
    if (d !== 0) {
      used |= bitOf(d);
      rest -= d;
    } else empty.push(i);
  });
  const chosen = new Array<number>(empty.length).fill(0);
  const walk = (k: number, mask: number, left: number): void => {
    if (k === empty.length) {
      if (left === 0)
        empty.forEach((i, j) => {
          out[i] = out[i]! | chosen[j]!;
        });
      return;
    }
    // Digits come ascending: one above what is left ends the loop.
    for (let m = masks[cells[empty[k]!]!]! & ~mask; m; m &= m - 1) {
      const bit = m & -m;
      const d = bitDigit(bit);
      if (d > left) break;
      chosen[k] = bit;
      walk(k + 1, mask | bit, left - d);
    }
  };
  walk(0, used, rest);
  return out;
}

/**
 * The candidates every rule of the variant allows, from the digits on the board (givens and the
 * player's): peer candidates, then each killer cage cut to its fitting combinations.
 */
export function ruleCandidates(geometry: Geometry, grid: ArrayLike<number>): number[] {
  const masks = peerMasks(geometry, grid);
  for (const cage of geometry.cages) {
    const cut = cageCellMasks(cage, grid, masks);
    cage.cells.forEach((c, i) => {
      if (grid[c] === 0) masks[c] = cut[i]!;
    });
  }
  return masks;
}

/** The cage calculator's answer for the cage holding a cell. */
export interface CageHelp {
  readonly sum: number;
  readonly cells: readonly number[];
  readonly combinations: readonly CageCombination[];
}

/**
 * The cage holding `cell` and its sum's combinations, each marked whether it still fits the board:
 * the digits placed (givens and the player's) and the player's centre notes where a cell has some.
 * Null outside killer cages.
 */
export function cageHelp(
  geometry: Geometry,
  grid: ArrayLike<number>,
  notes: ArrayLike<number>,
  cell: number,
): CageHelp | null {
  const cage = geometry.cages.find((c) => c.cells.includes(cell));
  if (!cage) return null;
  const masks = peerMasks(geometry, grid).map((mask, c) => (notes[c] ? mask & notes[c]! : mask));
  return { sum: cage.sum, cells: cage.cells, combinations: cageCombinations(cage, geometry.size, grid, masks) };
}
