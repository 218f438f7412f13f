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
import { lastSumCells } from './last-sum-cell.ts';
import { WHISPER_NEIGHBOURS } from './whisper-neighbours.ts';
import { WHISPER_POLARITY } from './whisper-polarity.ts';
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
  it("a thermo's ranges are said from its bulb, whichever way the line runs", () => {
    const geometry = buildGeometry('classic', {
      constraints: [{ type: 'thermo', cells: [r(1, 4), r(1, 3), r(2, 2)] }],
      handlerOf,
    });
    const [step] = stepsOf(geometry);
    expect(step!.explanation).toContain('that keeps r1c4 1–7, r1c3 2–8 and r2c2 3–9, so r1c3 loses 1 and 9;');
  });

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
    expect(step!.explanation).toMatch(
      /^The thermo from r1c1: digits increase from the bulb, .*; counted up from the bulb and down from the tip over the candidates left, that keeps r1c1 1–6, r1c2 2–7, r1c3 3–8 and r1c4 4–9, so r1c1 loses 7, 8 and 9;/u,
    );
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
    // singles, the constraint steps (the whispers' own too) and forcing chains over the constraint
    // rule: the parts that read constraints
    const own = new Set([WHISPER_NEIGHBOURS, WHISPER_POLARITY, 'forcing chain']);
    const fast = FINDERS.filter((f) =>
      f.techniques.some(
        (t) => t.level === 'easy' || own.has(t.name) || Object.values(RULE).some((x) => x!.technique === t.name),
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

describe('the last sum cell (an arrow or a little killer with one open cell)', () => {
  /** The last-sum-cell steps of a 9×9 position: givens as [row, column, digit], 1-based. */
  function lastSteps(constraints: Constraint[], givenList: readonly [number, number, number][]) {
    const geometry = buildGeometry('classic', { constraints, handlerOf });
    const givens = new Uint8Array(81);
    for (const [row, col, d] of givenList) givens[r(row, col)] = d;
    const state = createState(geometry, givens, false);
    const out: Step[] = [];
    lastSumCells(state, out);
    return { out, state };
  }
  const arrow: Constraint = { type: 'arrow', circle: [r(2, 3)], cells: [r(2, 4), r(3, 5)] };

  it('an arrow whose circle and all but one line cell are placed fixes the last one', () => {
    const { out, state } = lastSteps(
      [arrow],
      [
        [2, 3, 9],
        [2, 4, 5],
      ],
    );
    expect(out).toHaveLength(1);
    const step = out[0]!;
    expect(step.technique).toBe('last sum cell');
    expect(step.placements).toEqual([{ cell: r(3, 5), digit: 4 }]);
    expect(step.eliminations).toEqual([]);
    expect(step.cells).toEqual([r(2, 3), r(2, 4), r(3, 5)]);
    expect(step.explanation).toBe('The arrow from r2c3: its circle is 9 and r2c4 is 5, so r3c5 is 9 − 5 = 4.');
    expect(step.nudge).toBe('Look at the arrow from r2c3: only one of its cells is empty.');
    expect(step.houses).toEqual([
      { unit: 'arrow', index: 1, name: 'the arrow from r2c3', cells: [r(2, 3), r(2, 4), r(3, 5)] },
    ]);
    // in the one table it comes before the arrow sum (medium) and any other step of the position
    expect(nextStep(state, FINDERS)?.technique).toBe('last sum cell');
  });

  it('an arrow whose line is full puts its total in the circle', () => {
    const [step] = lastSteps(
      [arrow],
      [
        [2, 4, 5],
        [3, 5, 3],
      ],
    ).out;
    expect(step!.placements).toEqual([{ cell: r(2, 3), digit: 8 }]);
    expect(step!.explanation).toBe(
      'The arrow from r2c3: the circle is the sum of its line; r2c4 and r3c5 add up to 5 + 3 = 8, so the circle r2c3 is 8.',
    );
  });

  it('a one-cell arrow is a clone of its circle', () => {
    const [step] = lastSteps([{ type: 'arrow', circle: [r(3, 3)], cells: [r(4, 4)] }], [[3, 3, 7]]).out;
    expect(step!.placements).toEqual([{ cell: r(4, 4), digit: 7 }]);
    expect(step!.explanation).toBe(
      'The arrow from r3c3 has one cell on its line, r4c4: it is a clone of its circle, so it is 7.',
    );
  });

  it('a little killer with one open cell takes the clue minus the rest', () => {
    const killer: Constraint = { type: 'little-killer', cells: [r(1, 4), r(2, 3), r(3, 2), r(4, 1)], sum: 21 };
    const [step] = lastSteps(
      [killer],
      [
        [1, 4, 9],
        [2, 3, 2],
        [4, 1, 4],
      ],
    ).out;
    expect(step!.technique).toBe('last sum cell');
    expect(step!.placements).toEqual([{ cell: r(3, 2), digit: 6 }]);
    expect(step!.explanation).toBe(
      'The little killer 21 along r1c4–r4c1: the digits along the diagonal add up to 21; r1c4, r2c3 and r4c1 add up to 9 + 2 + 4 = 15, so r3c2 is 21 − 15 = 6.',
    );
    expect(step!.houses).toEqual([
      {
        unit: 'little-killer',
        index: 1,
        name: 'the little killer 21 along r1c4–r4c1',
        cells: [r(1, 4), r(2, 3), r(3, 2), r(4, 1)],
      },
    ]);
  });

  it('does not fire with two open cells, on a full arrow, or when the cell cannot hold the digit', () => {
    // circle placed, two line cells open: bounds are the arrow sum's (medium), not this step
    expect(lastSteps([arrow], [[2, 3, 9]]).out).toEqual([]);
    // nothing open
    expect(
      lastSteps(
        [arrow],
        [
          [2, 3, 9],
          [2, 4, 5],
          [3, 5, 4],
        ],
      ).out,
    ).toEqual([]);
    // r3c5 would be 4, but a 4 in its row rules it out: a contradiction is not this step's to report
    expect(
      lastSteps(
        [arrow],
        [
          [2, 3, 9],
          [2, 4, 5],
          [3, 9, 4],
        ],
      ).out,
    ).toEqual([]);
    // the line adds up to more than 9: no circle digit
    expect(
      lastSteps(
        [arrow],
        [
          [2, 4, 5],
          [3, 5, 6],
        ],
      ).out,
    ).toEqual([]);
    // a pill arrow (a two-cell circle) is the arrow sum's
    expect(
      lastSteps(
        [{ type: 'arrow', circle: [r(1, 1), r(1, 2)], cells: [r(2, 1), r(3, 1)] }],
        [
          [1, 1, 1],
          [1, 2, 2],
          [2, 1, 5],
        ],
      ).out,
    ).toEqual([]);
  });

  it('soundness: every last sum cell agrees with the grid its arrows and little killers were drawn from', () => {
    // singles, the last sum cell and the two sums: a walk the last sum cell takes part in often
    const finders = FINDERS.filter((f) =>
      f.techniques.some((t) =>
        ['naked single', 'hidden single', 'full house', 'last sum cell', 'arrow sum', 'little killer sum'].includes(
          t.name,
        ),
      ),
    );
    let fired = 0;
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const random = mulberry32(seed);
        const variant: VariantId = seed % 3 === 0 ? '6x6' : 'classic';
        const base = buildGeometry(variant);
        const full = randomGrid(base, seed, { maxAttempts: 20 });
        if (!full) return;
        const constraints: Constraint[] = [];
        for (let k = 0; k < 6; k++) {
          const c = randomConstraint(k % 2 ? 'arrow' : 'little-killer', full.grid, base, random);
          if (c) constraints.push(c);
        }
        const geometry = buildGeometry(variant, { constraints, handlerOf });
        const givens = Uint8Array.from(full.grid);
        for (let cell = 0; cell < givens.length; cell++) if (random() < 0.55) givens[cell] = 0;
        const state = createState(geometry, givens, false, givens);
        for (let k = 0; k < 200 && !isSolved(state); k++) {
          // every instance in the position, not only the one the walk takes
          const out: Step[] = [];
          lastSumCells(state, out);
          for (const step of out) {
            fired++;
            for (const p of step.placements) expect(p.digit, step.explanation).toBe(full.grid[p.cell]);
          }
          const step = nextStep(state, finders);
          if (!step) break;
          for (const p of step.placements) expect(p.digit, step.explanation).toBe(full.grid[p.cell]);
          for (const e of step.eliminations) expect(e.digit, step.explanation).not.toBe(full.grid[e.cell]);
          applyStep(state, step);
        }
      }),
      { numRuns: Number(process.env.CONSTRAINT_RUNS ?? 60), seed: 20261205 },
    );
    expect(fired).toBeGreaterThan(50);
  });
});
