/**
 * Constraint cells as groups (issue 27): a constraint whose handler makes its cells all differ (a
 * renban line's `differ` pairs join every two of its cells) is a group for naked subsets, named
 * by its place; a cage drawn without a sum is named by place, not by a sum it lacks. Exact
 * positions where the naked pair must fire in such a group and where it must not, and soundness
 * of the naked subsets over random grids with renbans and cages drawn from them.
 */
import { describe, expect, it } from 'vitest';
import { buildGeometry, randomInt, type Constraint } from '@sudoku-forge/core-solver';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { boardOf } from '../board.ts';
import { FINDERS } from '../table.ts';
import { createState } from '../state.ts';
import type { Step } from '../types.ts';
import { RULE } from './constraints.ts';
import { expectSound, r, walk } from './constraint-steps.test-helper.ts';
import { nakedPairs } from './subsets.ts';

/** A 9×9 state of these constraints, every cell open, with these cells' candidates set. */
function position(constraints: Constraint[], set: Record<number, number[]>) {
  const geometry = buildGeometry('classic', { constraints, handlerOf });
  const state = createState(geometry, new Uint8Array(81), false);
  for (const [cell, digits] of Object.entries(set))
    state.candidates[Number(cell)] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
  return state;
}

function pairsOf(state: ReturnType<typeof position>): Step[] {
  const out: Step[] = [];
  nakedPairs(state, out);
  return out;
}

// r3c3 (box 1), r4c4 and r5c5 (box 5), r6c7 (box 6): no house holds them all
const renban: Constraint = { type: 'renban', cells: [r(3, 3), r(4, 4), r(5, 5), r(6, 7)] };

describe('constraint groups on the board', () => {
  it('a renban is a group named by place; a thermo (no differ pairs) and a two-cell renban are not', () => {
    const board = boardOf(
      buildGeometry('classic', {
        constraints: [
          { type: 'thermo', cells: [r(7, 1), r(8, 2), r(9, 3)] },
          renban,
          { type: 'renban', cells: [r(1, 9), r(2, 8)] },
        ],
        handlerOf,
      }),
    );
    const named = board.groupRules.filter((x) => x !== null);
    expect(named).toEqual([{ type: 'renban', index: 2, name: 'the renban line from r3c3' }]);
    const g = board.groupRules.findIndex((x) => x !== null);
    expect([...board.groups[g]!]).toEqual([r(3, 3), r(4, 4), r(5, 5), r(6, 7)]);
  });

  it('a cage without a sum keeps its unit and is named by place', () => {
    const board = boardOf(
      buildGeometry('classic', { constraints: [{ type: 'cage', cells: [r(3, 3), r(3, 4), r(4, 4)] }], handlerOf }),
    );
    const g = board.groupRules.findIndex((x) => x !== null);
    expect(board.groupUnits[g]!.kind).toBe('cage');
    expect(board.groupRules[g]).toEqual({ type: 'cage', index: 1, name: 'the cage at r3c3' });
  });
});

describe('naked subsets in constraint groups', () => {
  it('two renban cells holding only 1 and 2 take them from the line’s other cells', () => {
    const state = position([renban], { [r(3, 3)]: [1, 2], [r(4, 4)]: [1, 2] });
    const steps = pairsOf(state).filter((s) => s.houses!.some((h) => h.unit === 'renban'));
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('naked pair');
    expect(step.cells).toEqual([r(3, 3), r(4, 4)]);
    expect(step.eliminations).toEqual([
      { cell: r(5, 5), digit: 1 },
      { cell: r(5, 5), digit: 2 },
      { cell: r(6, 7), digit: 1 },
      { cell: r(6, 7), digit: 2 },
    ]);
    expect(step.explanation).toBe(
      'In the renban line from r3c3, the cells r3c3, r4c4 hold only 1 and 2 between them, so these digits go there and are removed from the rest of the renban line from r3c3.',
    );
    expect(step.houses).toEqual([
      {
        unit: 'renban',
        index: 1,
        name: 'the renban line from r3c3',
        cells: [r(3, 3), r(4, 4), r(5, 5), r(6, 7)],
      },
    ]);
    expect(step.nudge).toBe('Look at the renban line from r3c3: two cells there hold only two digits between them.');
  });

  it('a cage without a sum: the pair is named by the cage’s place', () => {
    const cage: Constraint = { type: 'cage', cells: [r(3, 3), r(3, 4), r(4, 4)] };
    const state = position([cage], { [r(3, 3)]: [1, 2], [r(4, 4)]: [1, 2] });
    const step = pairsOf(state).find((s) => s.houses!.some((h) => h.unit === 'cage'))!;
    expect(step.eliminations).toEqual([
      { cell: r(3, 4), digit: 1 },
      { cell: r(3, 4), digit: 2 },
    ]);
    expect(step.explanation).toBe(
      'In the cage at r3c3, the cells r3c3, r4c4 hold only 1 and 2 between them, so these digits go there and are removed from the rest of the cage at r3c3.',
    );
  });

  it('does not fire on a thermo’s cells, nor when the renban’s other cells have neither digit', () => {
    const thermo: Constraint = { type: 'thermo', cells: [r(3, 3), r(4, 4), r(5, 5), r(6, 7)] };
    expect(pairsOf(position([thermo], { [r(3, 3)]: [1, 2], [r(4, 4)]: [1, 2] }))).toEqual([]);
    const state = position([renban], {
      [r(3, 3)]: [1, 2],
      [r(4, 4)]: [1, 2],
      [r(5, 5)]: [3, 4],
      [r(6, 7)]: [3, 4, 5],
    });
    expect(pairsOf(state).filter((s) => s.houses!.some((h) => h.unit === 'renban'))).toEqual([]);
  });
});

/**
 * Renban lines and cages without a sum drawn from a grid: walks over king moves to unused cells,
 * a renban's digits inside a run of its length, a cage's digits all different.
 */
function groupsFrom(grid: ArrayLike<number>, random: () => number): Constraint[] {
  const out: Constraint[] = [];
  for (let k = 3 + randomInt(random, 4); k > 0; k--) {
    const length = 3 + randomInt(random, 4);
    const renban = randomInt(random, 2) === 0;
    const start = 1 + randomInt(random, 10 - length);
    const fits = (d: number, used: number[]) => !used.includes(d) && (!renban || (d >= start && d < start + length));
    const first = Array.from({ length: 81 }, (_, i) => i).filter((c) => fits(grid[c]!, []));
    const cells = walk(grid, random, length, first[randomInt(random, first.length)]!, (digits) =>
      fits(digits.at(-1)!, digits.slice(0, -1)),
    );
    if (cells.length < length) continue;
    out.push(renban ? { type: 'renban', cells } : { type: 'cage', cells });
  }
  return out;
}

describe('soundness', () => {
  it('no naked subset removes a digit of the grid its renbans and cages were drawn from (random 9×9 grids)', () => {
    const families = new Set(Object.values(RULE).map((f) => f!.technique));
    const subsets = new Set(['naked pair', 'naked triple', 'naked quad']);
    const finders = FINDERS.filter((f) =>
      f.techniques.some((t) => t.level === 'easy' || families.has(t.name) || subsets.has(t.name)),
    );
    let inConstraint = 0;
    expectSound({
      finders,
      draw: groupsFrom,
      blanks: [50, 20],
      seed: 20261207,
      onStep(step) {
        if (subsets.has(step.technique) && step.houses!.some((h) => h.name !== undefined)) inConstraint++;
      },
    });
    // the runs must reach a subset in a constraint's group, or the property proves little
    expect(inConstraint).toBeGreaterThan(0);
  });
});
