/**
 * The givens check: names every rule the givens already break, before any search.
 */
import { cellName, type Geometry, type UnitKind } from './geometry.ts';
import { digitSymbol } from './symbols.ts';
import { sumRange } from './combinations.ts';
import { ruleViolations } from './constraints/lookup.ts';
import type { ConstraintType } from './constraints/types.ts';

export interface Conflict {
  /**
   * The kind of rule broken: a unit's kind; "knight" for two equal digits a knight's move apart,
   * "pair" for two equal digits another rule keeps apart (a king's move, a renban line); else the
   * constraint's type ("thermo", "arrow", …).
   */
  readonly unit: UnitKind | 'knight' | 'pair' | ConstraintType;
  /** 1-based number of the unit among its kind (knight and pair conflicts: their order of discovery; constraints: their place in the list). */
  readonly index: number;
  /** The repeated digit; null for a cage whose sum cannot be met. */
  readonly digit: number | null;
  /** 0-based cells involved, ascending. */
  readonly cells: readonly number[];
  /** The conflict in words: "two 5s in row 1 (r1c1, r1c2)". */
  readonly message: string;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function countWord(k: number): string {
  return COUNT_WORDS[k] ?? String(k);
}

/**
 * Whether the givens may break a rule: a digit twice in a unit or a knight's move apart, or any
 * cage sum (cages are left to the full check). No allocation: nearly every puzzle a stream sees is
 * valid, and naming conflicts (maps, sorting, messages) is only worth doing for those that are not.
 */
function mayConflict(geometry: Geometry, grid: ArrayLike<number>): boolean {
  const units = geometry.units;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u]!;
    if (unit.sum !== undefined) return true;
    const cells = unit.cells;
    let seen = 0;
    for (let i = 0; i < cells.length; i++) {
      const d = grid[cells[i]!]!;
      if (d === 0) continue;
      const bit = 1 << (d - 1);
      if ((seen & bit) !== 0) return true;
      seen |= bit;
    }
  }
  for (const pairs of [geometry.knightPairs, geometry.differPairs]) {
    for (let i = 0; i < pairs.length; i++) {
      const [a, b] = pairs[i]!;
      const d = grid[a]!;
      if (d !== 0 && d === grid[b]) return true;
    }
  }
  // Houses and pairs are checked above; only rules with propagators (thermos, dots, …) need the full check.
  return geometry.handlers.some((h) => h.propagators !== undefined);
}

/** Every conflict among the givens (0 = blank), in unit order. Empty when the givens are valid. */
export function findConflicts(geometry: Geometry, grid: ArrayLike<number>): Conflict[] {
  if (!mayConflict(geometry, grid)) return [];
  const conflicts: Conflict[] = [];
  const names = (cells: readonly number[]) => cells.map((c) => cellName(geometry, c)).join(', ');

  for (const unit of geometry.units) {
    const byDigit = new Map<number, number[]>();
    for (const cell of unit.cells) {
      const d = grid[cell]!;
      if (d !== 0) byDigit.set(d, [...(byDigit.get(d) ?? []), cell]);
    }
    for (const [digit, cells] of [...byDigit].sort((a, b) => a[0] - b[0])) {
      if (cells.length < 2) continue;
      conflicts.push({
        unit: unit.kind,
        index: unit.index,
        digit,
        cells,
        message: `${countWord(cells.length)} ${digitSymbol(digit)}s in ${unit.kind} ${unit.index} (${names(cells)})`,
      });
    }
    if (unit.sum !== undefined) {
      const filled = unit.cells.filter((c) => grid[c] !== 0);
      const total = filled.reduce((s, c) => s + grid[c]!, 0);
      const empty = unit.cells.length - filled.length;
      // Even the smallest digits in the empty cells would overshoot, or a full cage misses its sum.
      const overshoots = total + sumRange(empty, geometry.size)[0] > unit.sum;
      const fullButWrong = empty === 0 && total !== unit.sum;
      if (overshoots || fullButWrong) {
        conflicts.push({
          unit: 'cage',
          index: unit.index,
          digit: null,
          cells: filled,
          message: fullButWrong
            ? `cage ${unit.index} adds up to ${total}, not ${unit.sum} (${names(filled)})`
            : `the givens in cage ${unit.index} already add up to ${total}, too much for its sum ${unit.sum} (${names(filled)})`,
        });
      }
    }
  }
  let knightIndex = 0;
  for (const [a, b] of geometry.knightPairs) {
    const d = grid[a]!;
    if (d !== 0 && d === grid[b]) {
      knightIndex++;
      conflicts.push({
        unit: 'knight',
        index: knightIndex,
        digit: d,
        cells: [a, b],
        message: `two ${digitSymbol(d)}s a knight’s move apart (${names([a, b])})`,
      });
    }
  }
  let pairIndex = 0;
  for (const [a, b] of geometry.differPairs) {
    const d = grid[a]!;
    if (d !== 0 && d === grid[b]) {
      pairIndex++;
      conflicts.push({
        unit: 'pair',
        index: pairIndex,
        digit: d,
        cells: [a, b],
        message: `two ${digitSymbol(d)}s that must differ (${names([a, b])})`,
      });
    }
  }
  const board = { size: geometry.size, regionOf: geometry.regionOf, box: geometry.box, constraints: geometry.rules };
  for (const v of ruleViolations(board, geometry.handlers, grid)) {
    conflicts.push({ unit: v.constraint.type, index: v.at + 1, digit: null, cells: v.cells, message: v.message });
  }
  return conflicts;
}
