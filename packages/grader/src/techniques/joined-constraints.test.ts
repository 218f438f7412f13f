/**
 * Joined constraints (issue 27): constraints sharing cells, or two such clusters meeting in a
 * house, searched together. Exact positions where they must fire (a black-dot chain: 1-2-4 or
 * 2-4-8; a white-dot chain's middle cell; two black dots in a row that has its 3) and where they
 * must not (one dot alone; two dots in no common house), the published 'Leven and Arrow with no forcing step, and soundness over random
 * puzzles of every local constraint type.
 */
import { describe, expect, it } from 'vitest';
import { buildGeometry, randomInt, type Constraint } from '@sudoku-forge/core-solver';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import { LOCAL_TYPES, randomConstraint } from '@sudoku-forge/core-solver/random-constraints';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { solvePath } from '../grade.ts';
import { FINDERS, TECHNIQUE_TABLE } from '../table.ts';
import { expectSound, lostBy, r, stateOf, stepsOf } from './constraint-steps.test-helper.ts';
import {
  JOINED_CONSTRAINTS,
  MEETING_CONSTRAINTS,
  joinedConstraintSteps,
  meetingConstraintSteps,
} from './joined-constraints.ts';

const dot = (type: 'kropki-black' | 'kropki-white', a: [number, number], b: [number, number]): Constraint => ({
  type,
  cells: [r(...a), r(...b)],
});

describe('the table', () => {
  it('lists joined constraints first of expert, and constraints meeting in a house at expert, after the constraint chain', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    const firstExpert = TECHNIQUE_TABLE.findIndex((t) => t.level === 'expert');
    expect(names.indexOf(JOINED_CONSTRAINTS)).toBe(firstExpert);
    expect(TECHNIQUE_TABLE.find((t) => t.name === JOINED_CONSTRAINTS)?.level).toBe('expert');
    expect(names.indexOf(MEETING_CONSTRAINTS)).toBe(names.indexOf('constraint chain') + 1);
    expect(TECHNIQUE_TABLE.find((t) => t.name === MEETING_CONSTRAINTS)?.level).toBe('expert');
  });
});

describe('joined constraints', () => {
  it('two black dots sharing r5c6 double twice: r5c6 is 2 or 4, the ends 1, 2, 4 or 8, and column 6 and box 5 hold the 2 and the 4', () => {
    const state = stateOf([dot('kropki-black', [4, 6], [5, 6]), dot('kropki-black', [5, 6], [6, 6])]);
    const steps = stepsOf(joinedConstraintSteps, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe(JOINED_CONSTRAINTS);
    const lost = lostBy(step);
    expect(lost.r5c6).toEqual([1, 3, 5, 6, 7, 8, 9]);
    expect(lost.r4c6).toEqual([3, 5, 6, 7, 9]);
    expect(lost.r6c6).toEqual([3, 5, 6, 7, 9]);
    // every filling puts a 2 and a 4 into column 6 and box 5: their other cells lose them
    for (const cell of ['r1c6', 'r9c6', 'r4c4', 'r6c5']) expect(lost[cell], cell).toEqual([2, 4]);
    expect(lost.r5c1).toBeUndefined();
    expect(step.explanation).toMatch(
      /^The black dot between r4c6 and r5c6 and the black dot between r5c6 and r6c6 share r5c6\. Read together, with cells that see each other holding different digits, no filling of them keeps these candidates: r4c6, r6c6 lose 3, 5, 6, 7 and 9; r5c6 loses 1, 3, 5, 6, 7, 8 and 9; and every filling puts a 2 where r1c6, /u,
    );
    expect(step.houses!.map((h) => h.unit)).toEqual(['kropki-black', 'kropki-black']);
  });

  it('two white dots sharing r1c2: the middle of three consecutive digits is neither 1 nor 9', () => {
    const state = stateOf([dot('kropki-white', [1, 1], [1, 2]), dot('kropki-white', [1, 2], [1, 3])]);
    const steps = stepsOf(joinedConstraintSteps, state);
    expect(steps).toHaveLength(1);
    expect(lostBy(steps[0]!)).toEqual({ r1c2: [1, 9] });
  });

  it('finds nothing for one dot alone, nor for two dots in no common house', () => {
    expect(stepsOf(joinedConstraintSteps, stateOf([dot('kropki-black', [4, 6], [5, 6])]))).toEqual([]);
    const apart = [dot('kropki-black', [1, 1], [1, 2]), dot('kropki-black', [5, 5], [5, 6])];
    expect(stepsOf(joinedConstraintSteps, stateOf(apart))).toEqual([]);
    expect(stepsOf(meetingConstraintSteps, stateOf(apart))).toEqual([]);
  });

  it('two black dots in row 1 with its 3 placed: 1-2 and 4-8 between them, so the row’s other cells lose 1, 2, 4 and 8', () => {
    const dots = [dot('kropki-black', [1, 1], [1, 2]), dot('kropki-black', [1, 4], [1, 5])];
    const state = stateOf(dots, [[1, 3, 3]]);
    // they share no cell: not joined constraints
    expect(stepsOf(joinedConstraintSteps, state)).toEqual([]);
    const steps = stepsOf(meetingConstraintSteps, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe(MEETING_CONSTRAINTS);
    const lost = lostBy(step);
    for (const cell of ['r1c6', 'r1c7', 'r1c8', 'r1c9']) expect(lost[cell], cell).toEqual([1, 2, 4, 8]);
    for (const cell of ['r1c1', 'r1c2', 'r1c4', 'r1c5']) expect(lost[cell], cell).toEqual([5, 6, 7, 9]);
    expect(Object.keys(lost)).toHaveLength(8);
    expect(step.explanation).toMatch(
      /^The black dot between r1c1 and r1c2 and the black dot between r1c4 and r1c5 meet in row 1\. Read together, with cells that see each other holding different digits, no filling of them keeps these candidates: .*; and every filling puts a 1 where r1c6, r1c7, r1c8 and r1c9 see it, so they lose 1; /u,
    );
  });

  for (const name of ["'Leven", 'Arrow']) {
    it(`the published ${name}: solved with no forcing step`, () => {
      const e = issExamples().read.find((x) => x.name === name)!;
      expect(e, name).toBeDefined();
      const geometry = buildGeometry('classic', { constraints: e.constraints, handlerOf });
      const path = solvePath({ geometry, givens: e.givens } as never);
      expect(path.solved).toBe(true);
      expect(path.steps.some((s) => s.technique === MEETING_CONSTRAINTS)).toBe(true);
      expect(path.steps.filter((s) => /forcing/u.test(s.technique))).toEqual([]);
      const solution = Array.from(e.solution, Number);
      for (const step of path.steps)
        for (const x of step.eliminations) expect(x.digit, step.explanation).not.toBe(solution[x.cell]);
    });
  }
});

describe('soundness', () => {
  it('no joined or meeting constraints step removes a digit of the grid its constraints were drawn from (random 9×9 grids, every local type)', () => {
    const base = buildGeometry('classic');
    const finders = FINDERS.filter((f) =>
      f.techniques.some(
        (t) =>
          t.level === 'easy' || t.level === 'medium' || t.name === JOINED_CONSTRAINTS || t.name === MEETING_CONSTRAINTS,
      ),
    );
    let fired = 0;
    let meeting = 0;
    expectSound({
      finders,
      draw: (grid, random) => {
        const out: Constraint[] = [];
        for (let k = 10 + randomInt(random, 10); k > 0; k--) {
          const c = randomConstraint(LOCAL_TYPES[randomInt(random, LOCAL_TYPES.length)]!, grid, base, random);
          if (c) out.push(c);
        }
        return out;
      },
      blanks: [58, 20],
      seed: 20261208,
      onStep: (step) => {
        if (step.technique === JOINED_CONSTRAINTS) fired++;
        if (step.technique === MEETING_CONSTRAINTS) meeting++;
      },
    });
    // the cases must exercise both steps, or the property proves little
    expect(fired).toBeGreaterThan(10);
    expect(meeting).toBeGreaterThan(10);
  });
});
