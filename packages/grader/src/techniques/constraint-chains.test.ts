/**
 * Constraint chains (issue 27): AICs whose weak links may pass through a constraint. A hand-made
 * position where the one chain needs a thermo's link and what it removes, the same position where
 * it must not fire (no constraint; a slow thermo, whose cells may be equal), the published Thermo
 * puzzle's first position where the plain chains stop (it needed forcing chains before), and
 * soundness over random puzzles of every local constraint type.
 */
import { describe, expect, it } from 'vitest';
import { buildGeometry, type Constraint } from '@sudoku-forge/core-solver';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { solvePath } from '../grade.ts';
import { applyStep, createState, type State } from '../state.ts';
import { TECHNIQUE_TABLE } from '../table.ts';
import { aics, constraintChains, groupedAics } from './chains.ts';
import { cheapFindersAnd, drawLocal, expectSound, lostBy, r, stepsOf } from './constraint-steps.test-helper.ts';

/** An open 9×9 board of these constraints, with these cells' candidates set ("r1c3": [4, 5]). */
function position(constraints: Constraint[], set: Record<string, number[]>): State {
  const geometry = buildGeometry('classic', { constraints, handlerOf });
  const state = createState(geometry, new Uint8Array(81), false);
  for (const [name, digits] of Object.entries(set)) {
    const [, row, col] = /r(\d)c(\d)/u.exec(name)!;
    state.candidates[r(Number(row), Number(col))] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
  }
  return state;
}

// r1c3 (box 1) and r2c4 (box 2) share no house: only the thermo joins them
const CELLS = { r1c3: [4, 5], r2c4: [5, 6], r2c9: [4, 6] };
const thermo: Constraint = { type: 'thermo', cells: [r(1, 3), r(2, 4)] };

describe('the table', () => {
  it('lists the constraint chain at expert, after the plain AIC', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    expect(names.indexOf('constraint chain')).toBe(names.indexOf('aic') + 1);
    expect(TECHNIQUE_TABLE.find((t) => t.name === 'constraint chain')?.level).toBe('expert');
  });
});

describe('constraint chain', () => {
  it('(4)r1c3 = (5)r1c3 - (5)r2c4 = (6)r2c4 - (6)r2c9 = (4)r2c9: the thermo forbids two 5s, so 4 leaves what sees both ends', () => {
    const state = position([thermo], CELLS);
    expect(stepsOf(aics, state)).toEqual([]);
    expect(stepsOf(groupedAics, state)).toEqual([]);
    const steps = stepsOf(constraintChains, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('constraint chain');
    expect(lostBy(step)).toEqual({ r1c7: [4], r1c8: [4], r1c9: [4], r2c1: [4], r2c2: [4], r2c3: [4] });
    expect(step.explanation).toBe(
      'Chain (4)r1c3 = (5)r1c3 - (5)r2c4 = (6)r2c4 - (6)r2c9 = (4)r2c9: if (4)r1c3 is false then (4)r2c9 is true, so one of them holds, and a candidate that conflicts with both goes: r1c7, r1c8, r1c9, r2c1, r2c2, r2c3 lose 4. The constraints give (5)r1c3 - (5)r2c4 by the thermo from r1c3.',
    );
    // the thermo is a highlight unit named by its place, beside the houses of the other links
    expect(step.houses![0]).toEqual({
      unit: 'thermo',
      index: 1,
      name: 'the thermo from r1c3',
      cells: [r(1, 3), r(2, 4)],
    });
    expect(step.links!.map((l) => l.strong)).toEqual([true, false, true, false, true]);
  });

  it('finds nothing without a constraint between the cells, nor through a slow thermo (equal digits allowed)', () => {
    expect(stepsOf(constraintChains, position([], CELLS))).toEqual([]);
    const slow: Constraint = { type: 'slow-thermo', cells: [r(1, 3), r(2, 4)] };
    expect(stepsOf(constraintChains, position([slow], CELLS))).toEqual([]);
  });

  it('the published Thermo: where the plain chains stop, a chain along the thermos goes on, and no forcing is needed', () => {
    const e = issExamples().read.find((x) => x.name === 'Thermo')!;
    const geometry = buildGeometry('classic', { constraints: e.constraints, handlerOf });
    const path = solvePath({ geometry, givens: e.givens } as never);
    expect(path.solved).toBe(true);
    expect(path.steps.filter((s) => /forcing/u.test(s.technique))).toEqual([]);
    const k = path.steps.findIndex((s) => s.technique === 'constraint chain');
    expect(k).toBeGreaterThan(0);
    const state = createState(geometry, e.givens, false);
    for (const step of path.steps.slice(0, k)) applyStep(state, step);
    expect(stepsOf(aics, state)).toEqual([]);
    const step = stepsOf(constraintChains, state)[0]!;
    expect(step.explanation).toMatch(/by the thermo from r\dc\d\.$/u);
    const solution = Array.from(e.solution, Number);
    for (const x of step.eliminations) expect(x.digit).not.toBe(solution[x.cell]);
  });
});

describe('soundness', () => {
  it('no constraint chain removes a digit of the grid its constraints were drawn from (random 9×9 grids, every local type)', () => {
    let fired = 0;
    expectSound({
      // the cheap finders and the chains: a path that stops early reaches the chain often
      finders: cheapFindersAnd('aic', 'constraint chain'),
      draw: drawLocal(10),
      blanks: [58, 20],
      seed: 20261207,
      onStep: (step) => {
        if (step.technique === 'constraint chain') fired++;
      },
    });
    // the cases must exercise the chain, or the property proves little
    expect(fired).toBeGreaterThan(20);
  });
});
