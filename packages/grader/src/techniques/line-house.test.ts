/**
 * Line-house intersection and line-house pigeonhole (issue 27): exact positions where each must
 * fire and where it must not, their place in the one table, and soundness over random grids with
 * renbans, whispers, thermos, arrows, black dots and XV pairs drawn from them (no step removes a
 * digit of the grid).
 */
import { describe, expect, it } from 'vitest';
import { randomInt, type Constraint } from '@sudoku-forge/core-solver';
import { FINDERS, TECHNIQUE_TABLE } from '../table.ts';
import { RULE } from './constraints.ts';
import { expectSound, lostBy, r, stateOf, stepsOf, walk as walkFrom } from './constraint-steps.test-helper.ts';
import { LINE_HOUSE, LINE_PIGEONHOLE, lineHouseSteps, linePigeonholeSteps } from './line-house.ts';

const line = (type: 'renban' | 'thermo', ...cells: [number, number][]): Constraint => ({
  type,
  cells: cells.map(([row, col]) => r(row, col)),
});
const blackDot = (a: [number, number], b: [number, number]): Constraint => ({
  type: 'kropki-black',
  cells: [r(...a), r(...b)],
});

describe('the table', () => {
  it('lists the intersection at medium after the cage-unit ones, the pigeonhole at hard', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    expect(names.indexOf(LINE_HOUSE)).toBeGreaterThan(names.indexOf('unit-cage intersection'));
    expect(names.indexOf(LINE_PIGEONHOLE)).toBeGreaterThan(names.indexOf('negative constraint'));
    expect(TECHNIQUE_TABLE.find((t) => t.name === LINE_HOUSE)?.level).toBe('medium');
    expect(TECHNIQUE_TABLE.find((t) => t.name === LINE_PIGEONHOLE)?.level).toBe('hard');
  });
});

describe('line-house intersection', () => {
  // a four-cell renban in box 1 with 1 and 2 placed in the box: every run left (3–6 … 6–9) holds a 6
  const renban = line('renban', [2, 1], [1, 1], [1, 2], [1, 3]);

  it('a renban that cannot do without a 6 in box 1 takes the box’s 6', () => {
    const state = stateOf(
      [renban],
      [
        [3, 3, 1],
        [3, 2, 2],
      ],
    );
    const steps = stepsOf(lineHouseSteps, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe(LINE_HOUSE);
    expect(lostBy(step)).toEqual({ r2c2: [6], r2c3: [6], r3c1: [6] });
    expect(step.explanation).toBe(
      "The renban line from r2c1 lies in box 1, and no filling of it without a 6 keeps its rule. So it holds the 6 of box 1, and the box's other cells lose it: r2c2, r2c3, r3c1 lose 6.",
    );
    expect(step.houses!.map((h) => `${h.unit} ${h.index}`)).toEqual(['renban 1', 'box 1']);
    expect(step.nudge).toBe('Look at the renban line from r2c1 in box 1: which digits must it put there?');
  });

  it('does not fire while every run fits', () => {
    expect(stepsOf(lineHouseSteps, stateOf([renban]))).toEqual([]);
  });

  it('a black dot leads too: beside a placed 1 and 3 in row 1 it must hold a 4 (2–4 or 4–8)', () => {
    const state = stateOf(
      [blackDot([1, 1], [1, 2])],
      [
        [1, 9, 1],
        [1, 8, 3],
      ],
    );
    const steps = stepsOf(lineHouseSteps, state);
    expect(steps.map((step) => step.explanation)).toEqual([
      "The black dot between r1c1 and r1c2 lies in row 1, and no filling of it without a 4 keeps its rule. So it holds the 4 of row 1, and the row's other cells lose it: r1c3–r1c7 lose 4.",
      "The black dot between r1c1 and r1c2 lies in box 1, and no filling of it without a 4 keeps its rule. So it holds the 4 of box 1, and the box's other cells lose it: r1c3, r2c1, r2c2, r2c3, r3c1, r3c2, r3c3 lose 4.",
    ]);
    expect(steps[0]!.technique).toBe(LINE_HOUSE);
    expect(lostBy(steps[0]!)).toEqual({ r1c3: [4], r1c4: [4], r1c5: [4], r1c6: [4], r1c7: [4] });
  });
});

describe('line-house pigeonhole', () => {
  // 'Leven's box 2: a four-cell renban and a black dot, with a 1 placed in row 3
  const constraints = [line('renban', [2, 6], [1, 6], [1, 5], [1, 4]), blackDot([3, 6], [3, 5])];

  it('a renban and a black dot in box 2 that each need a 4 or a 6 take both', () => {
    const state = stateOf(constraints, [[3, 7, 1]]);
    const steps = stepsOf(linePigeonholeSteps, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe(LINE_PIGEONHOLE);
    expect(lostBy(step)).toEqual({ r2c4: [4, 6], r2c5: [4, 6], r3c4: [4, 6] });
    expect(step.explanation).toBe(
      "In box 2, the renban line from r2c6 and the black dot between r3c6 and r3c5 must each hold a 4 or a 6: neither can be filled there without one. They sit on different cells of one box, so between them they hold the 4 and the 6, and the box's other cells lose them: r2c4, r2c5, r3c4 lose 4 and 6.",
    );
    expect(step.houses!.map((h) => `${h.unit} ${h.index}`)).toEqual(['renban 1', 'kropki-black 2', 'box 2']);
    expect(step.nudge).toBe(
      'Look at box 2: which digits must the renban line from r2c6 and the constraints beside it put there?',
    );
  });

  it('does not fire while the dot may still be 1–2', () => {
    expect(stepsOf(linePigeonholeSteps, stateOf(constraints))).toEqual([]);
  });
});

/** A line from a random cell (walkFrom), or null when it stays shorter than 2 cells. */
function walk(
  grid: ArrayLike<number>,
  random: () => number,
  length: number,
  fits: (digits: number[]) => boolean,
): number[] | null {
  const cells = walkFrom(grid, random, length, randomInt(random, 81), fits);
  return cells.length >= 2 ? cells : null;
}

const consecutive = (digits: number[]) =>
  new Set(digits).size === digits.length && Math.max(...digits) - Math.min(...digits) === digits.length - 1;

/** Renbans, whispers, thermos, arrows, black dots and XV pairs drawn from a solution grid. */
function constraintsFrom(grid: ArrayLike<number>, random: () => number): Constraint[] {
  const out: Constraint[] = [];
  for (let k = 3 + randomInt(random, 5); k > 0; k--) {
    const cells = walk(grid, random, 3 + randomInt(random, 4), consecutive);
    if (cells) out.push({ type: 'renban', cells });
  }
  for (let k = randomInt(random, 3); k > 0; k--) {
    const cells = walk(grid, random, 3 + randomInt(random, 6), (d) => {
      const n = d.length;
      return n < 2 || Math.abs(d[n - 1]! - d[n - 2]!) >= 5;
    });
    if (cells && cells.length >= 3) out.push({ type: 'whisper', cells, difference: 5 });
  }
  for (let k = randomInt(random, 3); k > 0; k--) {
    const cells = walk(grid, random, 3 + randomInt(random, 3), (d) => d.every((x, i) => i === 0 || x > d[i - 1]!));
    if (cells && cells.length >= 3) out.push({ type: 'thermo', cells });
  }
  // arrows: a circle and the longest shaft from it whose digits add up to the circle's
  const sum = (digits: readonly number[]) => digits.reduce((a, b) => a + b, 0);
  for (let k = randomInt(random, 3); k > 0; k--) {
    const cells = walk(grid, random, 4, (d) => sum(d.slice(1)) <= d[0]!);
    if (!cells) continue;
    const digits = cells.map((c) => grid[c]!);
    for (let end = cells.length; end >= 2; end--) {
      if (sum(digits.slice(1, end)) !== digits[0]) continue;
      out.push({ type: 'arrow', circle: [cells[0]!], cells: cells.slice(1, end) });
      break;
    }
  }
  for (let cell = 0; cell < 81; cell++) {
    for (const next of [cell + 1, cell + 9]) {
      if (next >= 81 || (next === cell + 1 && next % 9 === 0)) continue;
      const [a, b] = [grid[cell]!, grid[next]!];
      if ((a === 2 * b || b === 2 * a) && random() < 0.5) out.push({ type: 'kropki-black', cells: [cell, next] });
      else if ((a + b === 10 || a + b === 5) && random() < 0.3)
        out.push({ type: 'xv', cells: [cell, next], sum: a + b === 10 ? 10 : 5 });
    }
  }
  return out;
}

describe('soundness', () => {
  it('no line-house step removes a digit of the grid the constraints were drawn from (random 9×9 grids)', () => {
    const names = new Set([...Object.values(RULE).map((f) => f!.technique), LINE_HOUSE, LINE_PIGEONHOLE]);
    const finders = FINDERS.filter((f) => f.techniques.some((t) => t.level === 'easy' || names.has(t.name)));
    const fired = new Set<string>();
    expectSound({
      finders,
      draw: constraintsFrom,
      blanks: [55, 26],
      seed: 20261206,
      onStep: (step) => fired.add(step.technique),
    });
    // the cases must exercise both steps, or the property proves little
    expect(fired.has(LINE_HOUSE)).toBe(true);
    expect(fired.has(LINE_PIGEONHOLE)).toBe(true);
  });
});
