/**
 * Constraint steps (issue 27 §1): the table covers every constraint that cuts candidates; exact
 * positions where a step must fire and where it must not; soundness over random puzzles of each
 * constraint; and Interactive-Sudoku-Solver's example puzzles (published solutions) solved by
 * the steps with every step true to the published solution.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildGeometry,
  mulberry32,
  randomGrid,
  type Constraint,
  type Geometry,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { issExamples } from '@sudoku-forge/core-solver/iss-examples';
import { LOCAL_TYPES, randomConstraint, randomConstraintPuzzle } from '@sudoku-forge/core-solver/random-constraints';
import { ruleViews } from '@sudoku-forge/core-solver/rules';
import { FINDERS, TECHNIQUE_TABLE } from '../table.ts';
import { applyStep, createState, isSolved } from '../state.ts';
import { nextStep, solvePath } from '../grade.ts';
import type { Step } from '../types.ts';
import { RULE, constraintSteps } from './constraints.ts';
import { handlerOf } from '@sudoku-forge/core-solver/rules';

const r = (row: number, col: number, n = 9) => (row - 1) * n + (col - 1);

/** The constraint steps of a fresh position (givens placed, candidates from the peers). */
function stepsOf(geometry: Geometry, givens: Uint8Array = new Uint8Array(geometry.cellCount)): Step[] {
  const out: Step[] = [];
  const all = new Set(Object.values(RULE).map((f) => f!.technique));
  constraintSteps(all)(createState(geometry, givens, false), out);
  return out;
}

const lost = (step: Step, cell: number) => step.eliminations.filter((e) => e.cell === cell).map((e) => e.digit);

describe('the technique table', () => {
  it('lists every constraint family once, and every type that cuts candidates has a family', () => {
    const names = new Set(TECHNIQUE_TABLE.map((t) => t.name));
    for (const family of Object.values(RULE)) expect(names.has(family!.technique), family!.technique).toBe(true);
    const random = mulberry32(7);
    const base = buildGeometry('classic');
    const grid = randomGrid(base, 7)!.grid;
    for (const type of LOCAL_TYPES) {
      let c: Constraint | null = null;
      for (let k = 0; k < 200 && !c; k++) c = randomConstraint(type, grid, base, random);
      // a clone needs two equal regions of this grid: rare, and it is a pair relation like a palindrome
      if (!c && type === 'clone') c = { type: 'clone', cells: [0], clone: [80] };
      expect(c, type).not.toBeNull();
      for (const rule of ruleViews(buildGeometry('classic', { constraints: [c!], handlerOf })))
        expect(RULE[rule.type], rule.type).toBeDefined();
    }
  });
});

describe('constraint steps fire where they must, and only there', () => {
  it('a thermo bounds each cell by its place on the line', () => {
    const geometry = buildGeometry('classic', {
      constraints: [{ type: 'thermo', cells: [r(1, 1), r(1, 2), r(1, 3), r(1, 4)] }],
      handlerOf,
    });
    const [step] = stepsOf(geometry);
    expect(step!.technique).toBe('thermometer');
    expect(lost(step!, r(1, 1))).toEqual([7, 8, 9]);
    expect(lost(step!, r(1, 2))).toEqual([1, 8, 9]);
    expect(lost(step!, r(1, 4))).toEqual([1, 2, 3]);
    expect(step!.explanation).toMatch(/^The thermo from r1c1: digits increase from the bulb/);
    expect(step!.houses).toEqual([{ unit: 'thermo', index: 1, name: 'the thermo from r1c1', cells: [0, 1, 2, 3] }]);
    expect(step!.nudge).toBe('Look at the thermo from r1c1: what can its cells hold?');
  });
  it('a thermo whose cells already fit gives nothing', () => {
    const geometry = buildGeometry('classic', {
      constraints: [{ type: 'thermo', cells: [r(1, 1), r(1, 2)] }],
      handlerOf,
    });
    const givens = new Uint8Array(81);
    givens[r(1, 1)] = 1;
    expect(stepsOf(geometry, givens)).toEqual([]);
  });
  it('an arrow counts its line cells in one row as different digits', () => {
    const geometry = buildGeometry('classic', {
      constraints: [{ type: 'arrow', circle: [r(1, 1)], cells: [r(1, 2), r(1, 3)] }],
      handlerOf,
    });
    const [step] = stepsOf(geometry);
    expect(step!.technique).toBe('arrow sum');
    // the line holds two different digits: at least 1 + 2, so the circle is at least 3
    expect(lost(step!, r(1, 1))).toEqual([1, 2]);
    expect(lost(step!, r(1, 2))).toEqual([9]);
  });
  it('a V keeps 1–4 on both sides; an X beside a given keeps its partner', () => {
    const v = buildGeometry('classic', { constraints: [{ type: 'xv', cells: [r(5, 5), r(5, 6)], sum: 5 }], handlerOf });
    const [step] = stepsOf(v);
    expect(lost(step!, r(5, 5))).toEqual([5, 6, 7, 8, 9]);
    const x = buildGeometry('classic', {
      constraints: [{ type: 'xv', cells: [r(5, 5), r(5, 6)], sum: 10 }],
      handlerOf,
    });
    const givens = new Uint8Array(81);
    givens[r(5, 5)] = 3;
    const [xs] = stepsOf(x, givens);
    expect(xs!.eliminations.map((e) => e.digit).sort()).toEqual([1, 2, 4, 5, 6, 8, 9]);
  });
  it('a board-wide rule is one step per pair of cells, named by them', () => {
    const geometry = buildGeometry('classic', { constraints: [{ type: 'nonconsecutive' }], handlerOf });
    const givens = new Uint8Array(81);
    givens[r(5, 5)] = 5;
    const steps = stepsOf(geometry, givens);
    expect(steps.length).toBe(4);
    expect(steps.every((s) => s.technique === 'non-consecutive')).toBe(true);
    const right = steps.find((s) => s.affected!.includes(r(5, 6)))!;
    expect(lost(right, r(5, 6))).toEqual([4, 6]);
    expect(right.explanation).toMatch(/^The non-consecutive rule on r5c5 and r5c6:/);
  });
  it('the nudge asks in the number of the name: odd cells are "they", a thermo has cells', () => {
    const geometry = buildGeometry('4x4', { constraints: [{ type: 'odd', cells: [0, 5] }], handlerOf });
    const [step] = stepsOf(geometry);
    expect(step!.nudge).toMatch(/^Look at the odd cells? at r1c1.*: what can they hold\?$/u);
  });
  it('an odd mark on a cell whose candidates are odd gives nothing', () => {
    const geometry = buildGeometry('4x4', { constraints: [{ type: 'odd', cells: [0] }], handlerOf });
    const givens = Uint8Array.from([0, 2, 0, 4, ...new Array(12).fill(0)]);
    expect(stepsOf(geometry, givens)).toEqual([]);
  });
});

/**
 * One position per constraint family where the step must fire (what a cell loses) and, where it
 * makes sense, one where it must not (the constraint already fits the candidates). 9×9, empty but
 * for the givens named; cells as [row, column], 1-based.
 */
const EXACT: {
  readonly name: string;
  readonly constraints: Constraint[];
  readonly givens?: readonly [number, number, number][];
  readonly at: readonly [number, number];
  readonly technique: string;
  /** What the cell loses; null when no step may fire at all. */
  readonly lost: number[] | null;
}[] = [
  {
    name: 'a white dot beside a 1 keeps its 2',
    constraints: [{ type: 'kropki-white', cells: [r(1, 1), r(1, 2)] }],
    givens: [[1, 1, 1]],
    at: [1, 2],
    technique: 'kropki dot',
    lost: [3, 4, 5, 6, 7, 8, 9],
  },
  {
    name: 'a white dot on an empty pair gives nothing',
    constraints: [{ type: 'kropki-white', cells: [r(1, 1), r(1, 2)] }],
    at: [1, 2],
    technique: 'kropki dot',
    lost: null,
  },
  {
    name: 'a black dot holds neither 5, 7 nor 9',
    constraints: [{ type: 'kropki-black', cells: [r(1, 1), r(1, 2)] }],
    at: [1, 1],
    technique: 'kropki dot',
    lost: [5, 7, 9],
  },
  {
    name: 'a German whisper holds no 5',
    constraints: [{ type: 'whisper', cells: [r(1, 1), r(1, 2)], difference: 5 }],
    at: [1, 1],
    technique: 'whisper line',
    lost: [5],
  },
  {
    name: 'a renban from a 1 runs 1-2-3',
    constraints: [{ type: 'renban', cells: [r(1, 1), r(1, 2), r(1, 3)] }],
    givens: [[1, 1, 1]],
    at: [1, 3],
    technique: 'renban line',
    lost: [4, 5, 6, 7, 8, 9],
  },
  {
    name: 'an empty renban gives nothing',
    constraints: [{ type: 'renban', cells: [r(1, 1), r(1, 2), r(1, 3)] }],
    at: [1, 2],
    technique: 'renban line',
    lost: null,
  },
  {
    name: 'a palindrome mirrors its given',
    constraints: [{ type: 'palindrome', cells: [r(1, 1), r(5, 5)] }],
    givens: [[1, 1, 3]],
    at: [5, 5],
    technique: 'palindrome and clone',
    lost: [1, 2, 4, 5, 6, 7, 8, 9],
  },
  {
    name: 'a clone copies its given',
    constraints: [{ type: 'clone', cells: [r(1, 1)], clone: [r(5, 5)] }],
    givens: [[1, 1, 4]],
    at: [5, 5],
    technique: 'palindrome and clone',
    lost: [1, 2, 3, 5, 6, 7, 8, 9],
  },
  {
    name: 'a between line holds neither 1 nor 9 inside',
    constraints: [{ type: 'between', cells: [r(1, 1), r(1, 2), r(1, 3)] }],
    at: [1, 2],
    technique: 'between line',
    lost: [1, 9],
  },
  {
    name: 'an entropic triple after low and middle is high',
    constraints: [{ type: 'entropic', cells: [r(1, 1), r(1, 2), r(1, 3)] }],
    givens: [
      [1, 1, 1],
      [1, 2, 5],
    ],
    at: [1, 3],
    technique: 'entropic line',
    lost: [2, 3, 4, 6],
  },
  {
    name: 'a little killer of 6 in one box is 1+2+3',
    constraints: [{ type: 'little-killer', cells: [r(1, 1), r(2, 2), r(3, 3)], sum: 6 }],
    at: [2, 2],
    technique: 'little killer sum',
    lost: [4, 5, 6, 7, 8, 9],
  },
  {
    name: 'a sandwich of 35 puts the 1 and the 9 at the ends',
    constraints: [{ type: 'sandwich', house: 'row', index: 0, sum: 35 }],
    at: [1, 1],
    technique: 'sandwich sum',
    lost: [2, 3, 4, 5, 6, 7, 8],
  },
  {
    name: 'a region-sum line of single cells copies its given',
    constraints: [{ type: 'region-sum-line', cells: [r(3, 3), r(4, 4)] }],
    givens: [[3, 3, 7]],
    at: [4, 4],
    technique: 'region sum line',
    lost: [1, 2, 3, 4, 5, 6, 8, 9],
  },
  {
    name: 'a quadruple of four digits fills its four cells',
    constraints: [{ type: 'quadruple', cells: [r(1, 1), r(1, 2), r(2, 1), r(2, 2)], digits: [1, 2, 3, 4] }],
    at: [2, 2],
    technique: 'quadruple',
    lost: [5, 6, 7, 8, 9],
  },
  {
    name: 'a minimum cell is never 9',
    constraints: [{ type: 'minimum', cells: [r(5, 5)] }],
    at: [5, 5],
    technique: 'minimum and maximum',
    lost: [9],
  },
  {
    name: 'a maximum cell is never 1',
    constraints: [{ type: 'maximum', cells: [r(5, 5)] }],
    at: [5, 5],
    technique: 'minimum and maximum',
    lost: [1],
  },
  {
    name: 'a slow thermo never falls',
    constraints: [{ type: 'slow-thermo', cells: [r(1, 1), r(2, 1)] }],
    givens: [[1, 1, 5]],
    at: [2, 1],
    technique: 'thermometer',
    lost: [1, 2, 3, 4],
  },
  {
    name: 'no X or V: beside a 1 neither 4 nor 9',
    constraints: [{ type: 'negative', of: 'xv' }],
    givens: [[1, 1, 1]],
    at: [1, 2],
    technique: 'negative constraint',
    lost: [4, 9],
  },
  {
    name: 'an even mark keeps even digits',
    constraints: [{ type: 'even', cells: [r(5, 5)] }],
    at: [5, 5],
    technique: 'parity mark',
    lost: [1, 3, 5, 7, 9],
  },
];

describe('each constraint family: one position where it must fire, one where it must not', () => {
  for (const x of EXACT) {
    it(x.name, () => {
      const geometry = buildGeometry('classic', { constraints: x.constraints, handlerOf });
      const givens = new Uint8Array(81);
      for (const [row, col, d] of x.givens ?? []) givens[r(row, col)] = d;
      const steps = stepsOf(geometry, givens);
      if (x.lost === null) {
        expect(steps).toEqual([]);
        return;
      }
      const cell = r(x.at[0], x.at[1]);
      const step = steps.find((s) => s.eliminations.some((e) => e.cell === cell));
      expect(step?.technique).toBe(x.technique);
      expect(lost(step!, cell)).toEqual(x.lost);
    });
  }
});

/** Every step from the givens on, each checked against the grid the puzzle was made from. */
function walk(geometry: Geometry, givens: Uint8Array, solution: ArrayLike<number>, finders = FINDERS, cap = 400) {
  const state = createState(geometry, givens, false, givens);
  const techniques = new Set<string>();
  for (let k = 0; k < cap && !isSolved(state); k++) {
    const step = nextStep(state, finders);
    if (!step) break;
    techniques.add(step.technique);
    for (const p of step.placements) expect(p.digit, `${step.technique}: ${step.explanation}`).toBe(solution[p.cell]);
    for (const e of step.eliminations)
      expect(e.digit, `${step.technique}: ${step.explanation}`).not.toBe(solution[e.cell]);
    applyStep(state, step);
  }
  return { solved: isSolved(state), techniques };
}

describe('soundness', () => {
  it('no step removes a digit of the grid the constraints were drawn from (random 6×6 and 9×9 puzzles)', () => {
    // singles, the constraint steps and forcing chains over the constraint rule: the parts that read constraints
    const fast = FINDERS.filter((f) =>
      f.techniques.some(
        (t) =>
          t.level === 'easy' || t.name === 'forcing chain' || Object.values(RULE).some((x) => x!.technique === t.name),
      ),
    );
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const c = randomConstraintPuzzle(seed, { blanks: 0.5 + 0.3 * ((seed % 97) / 97) });
        if (!c) return;
        for (const t of walk(c.geometry, c.givens, c.grid, fast, 120).techniques) seen.add(t);
      }),
      { numRuns: Number(process.env.CONSTRAINT_RUNS ?? 60), seed: 20261205 },
    );
    // the cases must exercise the constraint steps, or the property proves little
    expect([...seen].filter((t) => Object.values(RULE).some((x) => x!.technique === t)).length).toBeGreaterThan(5);
  });
});

/** ISS examples the steps solve (the others: the note names where the techniques stop). */
const SOLVED = [
  'Thermo',
  'German Whispers',
  'Elementary',
  "'Leven",
  'Sudoku Variants Series (173) - Between Lines Sudoku',
  'Sudoku Variants Series (013) - Palindrome Sudoku',
  'Pill Arrow Sudoku',
  'Quadruple X',
  'XV Kropki Sudoku',
  'Merry X/V-mas',
  'Between 1 and 9 Sudoku',
  'I just like colours',
];

describe("Interactive-Sudoku-Solver's example puzzles (published solutions)", () => {
  const examples = issExamples().read;
  for (const name of SOLVED) {
    it(`${name}: every step agrees with the published solution, and the steps solve it`, () => {
      const e = examples.find((x) => x.name === name)!;
      expect(e, name).toBeDefined();
      const preset: Record<number, VariantId> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };
      const geometry = e.regionOf
        ? buildGeometry('irregular', { regionOf: e.regionOf, constraints: e.constraints, handlerOf })
        : buildGeometry(preset[e.size]!, { constraints: e.constraints, handlerOf });
      const solution = Array.from(e.solution, (ch) => Number(ch));
      const path = solvePath({ geometry, givens: e.givens } as never);
      const state = createState(geometry, e.givens, false);
      for (const step of path.steps) {
        for (const p of step.placements) expect(p.digit).toBe(solution[p.cell]);
        for (const x of step.eliminations) expect(x.digit).not.toBe(solution[x.cell]);
        applyStep(state, step);
      }
      expect(path.solved).toBe(true);
      expect(Array.from(state.digits)).toEqual(solution);
    });
  }
});
