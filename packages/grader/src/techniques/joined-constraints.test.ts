/**
 * Joined constraints (issue 27): constraints sharing cells, two such clusters meeting in a house,
 * or a house with every cluster reaching into it, searched together. Exact positions where they
 * must fire (a black-dot chain: 1-2-4 or 2-4-8; a white-dot chain's middle cell; two black dots
 * in a row that has its 3; a black dot that must hold its row's 8) and where they must not (one
 * dot alone; two dots in no common house; a black dot in an open row), the published 'Leven,
 * Arrow and XV Kropki with no forcing step, and soundness over random puzzles of every local
 * constraint type.
 */
import { describe, expect, it } from 'vitest';
import { buildGeometry, type Constraint } from '@sudoku-forge/core-solver';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { solvePath } from '../grade.ts';
import { TECHNIQUE_TABLE } from '../table.ts';
import {
  cheapFindersAnd,
  drawLocal,
  expectSound,
  lostBy,
  r,
  stateOf,
  stepsOf,
} from './constraint-steps.test-helper.ts';
import {
  HOUSE_CONSTRAINTS,
  JOINED_CONSTRAINTS,
  MEETING_CONSTRAINTS,
  houseConstraintSteps,
  joinedConstraintSteps,
  meetingConstraintSteps,
} from './joined-constraints.ts';

const dot = (type: 'kropki-black' | 'kropki-white', a: [number, number], b: [number, number]): Constraint => ({
  type,
  cells: [r(...a), r(...b)],
});

/** The kropki dot step on r1c1–r1c2 first: no 5, 7 or 9 on a black dot. */
function withoutOffDot(state: ReturnType<typeof stateOf>): void {
  for (const cell of [r(1, 1), r(1, 2)]) state.candidates[cell] = state.candidates[cell]! & ~0b1_0101_0000;
}

describe('the table', () => {
  it('lists joined constraints first of expert, and constraints meeting in a house at expert, after the constraint chain', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    const firstExpert = TECHNIQUE_TABLE.findIndex((t) => t.level === 'expert');
    expect(names.indexOf(JOINED_CONSTRAINTS)).toBe(firstExpert);
    expect(TECHNIQUE_TABLE.find((t) => t.name === JOINED_CONSTRAINTS)?.level).toBe('expert');
    expect(names.indexOf(MEETING_CONSTRAINTS)).toBe(names.indexOf('constraint chain') + 1);
    expect(TECHNIQUE_TABLE.find((t) => t.name === MEETING_CONSTRAINTS)?.level).toBe('expert');
  });

  it('lists the house and its constraints last of expert, after the combination chain', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    const firstExtreme = TECHNIQUE_TABLE.findIndex((t) => t.level === 'extreme');
    expect(names.indexOf(HOUSE_CONSTRAINTS)).toBe(firstExtreme - 1);
    expect(names.indexOf(HOUSE_CONSTRAINTS)).toBe(names.indexOf('combination chain') + 1);
    expect(TECHNIQUE_TABLE.find((t) => t.name === HOUSE_CONSTRAINTS)?.level).toBe('expert');
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
      /^The black dot between r4c6 and r5c6 and the black dot between r5c6 and r6c6 share r5c6\. Read together, with cells that see each other holding different digits, no filling of them keeps these candidates: r4c6, r6c6 lose 3, 5, 6, 7 and 9; r5c6 loses 1, 3, 5, 6, 7, 8 and 9; and every filling puts a 2 and a 4 where r1c6, r2c6, r3c6, r4c4, r4c5, r5c4, r5c5, r6c4, r6c5, r7c6, r8c6 and r9c6 see them, so they lose 2 and 4\.$/u,
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
      /^The black dot between r1c1 and r1c2 and the black dot between r1c4 and r1c5 meet in row 1\. Read together, with cells that see each other holding different digits, no filling of them keeps these candidates: r1c1, r1c2, r1c4, r1c5 lose 5, 6, 7 and 9; and every filling puts a 1, a 2, a 4 and an 8 where r1c6, r1c7, r1c8 and r1c9 see them, so they lose 1, 2, 4 and 8\.$/u,
    );
  });

  it('a black dot in row 1 whose row has nowhere else for its 8 (box 2, box 3 and column 3 hold one): 4-8, so row 1 and box 1 lose 4', () => {
    const black = [dot('kropki-black', [1, 1], [1, 2])];
    const state = stateOf(black, [
      [2, 5, 8],
      [3, 8, 8],
      [4, 3, 8],
    ]);
    withoutOffDot(state);
    // one constraint: nothing joined or meeting
    expect(stepsOf(joinedConstraintSteps, state)).toEqual([]);
    expect(stepsOf(meetingConstraintSteps, state)).toEqual([]);
    const steps = stepsOf(houseConstraintSteps, state);
    // row 1 needs its 8 in the dot; box 1 too (rows 2 and 3 and column 3 hold one)
    expect(steps).toHaveLength(2);
    const step = steps[0]!;
    expect(step.technique).toBe(HOUSE_CONSTRAINTS);
    const lost = lostBy(step);
    expect(lost.r1c1).toEqual([1, 2, 3, 6]);
    expect(lost.r1c2).toEqual([1, 2, 3, 6]);
    for (const cell of ['r1c3', 'r1c4', 'r1c9', 'r2c1', 'r3c3']) expect(lost[cell], cell).toEqual([4]);
    expect(Object.keys(lost)).toHaveLength(2 + 7 + 6);
    expect(step.explanation).toBe(
      'Row 1 with every constraint reaching into it: the black dot between r1c1 and r1c2. Filled together, row 1 holding every digit once and cells that see each other different, no filling of them keeps these candidates: r1c1, r1c2 lose 1, 2, 3 and 6; and every filling puts a 4 where r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3 see it, so they lose 4.',
    );
    expect(step.nudge).toBe('Fill row 1 together with the constraints reaching into it: which fillings fit?');
    expect(step.houses!.map((h) => h.unit)).toEqual(['kropki-black', 'row']);
    expect(lostBy(steps[1]!)).toEqual(lost);
    expect(steps[1]!.explanation).toMatch(/^Box 1 with every constraint reaching into it: the black dot between r1c1/u);
  });

  it('the rest of the row must complete around the dot: with r1c5 and r1c6 down to 1 and 2, the row’s other free cells lose them', () => {
    const state = stateOf(
      [dot('kropki-black', [1, 1], [1, 2])],
      [
        [2, 5, 8],
        [3, 8, 8],
        [4, 3, 8],
      ],
    );
    withoutOffDot(state);
    state.candidates[r(1, 5)] = 0b11;
    state.candidates[r(1, 6)] = 0b11;
    const row = stepsOf(houseConstraintSteps, state).find((s) => s.explanation.startsWith('Row 1 '))!;
    const lost = lostBy(row);
    for (const cell of ['r1c3', 'r1c4', 'r1c7', 'r1c8', 'r1c9']) expect(lost[cell], cell).toEqual([1, 2, 4]);
    expect(lost.r1c5).toBeUndefined();
    expect(lost.r1c1).toEqual([1, 2, 3, 6]);
  });

  it('finds nothing for a black dot in an open row, once the dot has taken what it rules out alone', () => {
    const state = stateOf([dot('kropki-black', [1, 1], [1, 2])]);
    withoutOffDot(state);
    expect(stepsOf(houseConstraintSteps, state)).toEqual([]);
  });

  it('the published XV Kropki: solved with no forcing step, column 3 read with its V–X box shapes and white dot', () => {
    const e = issExamples().read.find((x) => x.name === 'XV Kropki Sudoku')!;
    expect(e).toBeDefined();
    const geometry = buildGeometry('classic', { constraints: e.constraints, handlerOf });
    const path = solvePath({ geometry, givens: e.givens } as never);
    expect(path.solved).toBe(true);
    expect(path.level).toBe('expert');
    const house = path.steps.filter((s) => s.technique === HOUSE_CONSTRAINTS);
    expect(house.length).toBeGreaterThan(0);
    expect(house[0]!.explanation).toMatch(/^Column 3 with every constraint reaching into it: /u);
    expect(path.steps.filter((s) => /forcing/u.test(s.technique))).toEqual([]);
    const solution = Array.from(e.solution, Number);
    for (const step of path.steps)
      for (const x of step.eliminations) expect(x.digit, step.explanation).not.toBe(solution[x.cell]);
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
    let fired = 0;
    let meeting = 0;
    expectSound({
      finders: cheapFindersAnd(JOINED_CONSTRAINTS, MEETING_CONSTRAINTS),
      draw: drawLocal(10),
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

  it('no house-and-its-constraints step removes a digit of the grid its constraints were drawn from (random 9×9 grids, every local type)', () => {
    let fired = 0;
    expectSound({
      finders: cheapFindersAnd(HOUSE_CONSTRAINTS),
      draw: drawLocal(6),
      blanks: [58, 20],
      seed: 20261206,
      onStep: (step) => {
        if (step.technique === HOUSE_CONSTRAINTS) fired++;
      },
    });
    expect(fired).toBeGreaterThan(10);
  });
});
