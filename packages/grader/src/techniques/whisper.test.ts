/**
 * Whisper neighbours and whisper high/low (issue 27): exact positions where each must fire and
 * where it must not, their place in the one table, and soundness over random grids with long
 * German whispers drawn from them (no step removes a digit of the grid).
 */
import { describe, expect, it } from 'vitest';
import { randomInt, type Constraint } from '@sudoku-forge/core-solver';
import { FINDERS, TECHNIQUE_TABLE } from '../table.ts';
import { RULE } from './constraints.ts';
import { expectSound, lostBy, r, stateOf, stepsOf, walk } from './constraint-steps.test-helper.ts';
import { WHISPER_NEIGHBOURS, whisperNeighbourSteps } from './whisper-neighbours.ts';
import { WHISPER_POLARITY, whisperPolarities } from './whisper-polarity.ts';

const whisper = (...cells: [number, number][]): Constraint => ({
  type: 'whisper',
  cells: cells.map(([row, col]) => r(row, col)),
  difference: 5,
});

describe('the table', () => {
  it('lists both after the whisper line, at medium', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    expect(names.indexOf(WHISPER_NEIGHBOURS)).toBeGreaterThan(names.indexOf('whisper line'));
    expect(names.indexOf(WHISPER_POLARITY)).toBeGreaterThan(names.indexOf(WHISPER_NEIGHBOURS));
    expect(TECHNIQUE_TABLE.find((t) => t.name === WHISPER_NEIGHBOURS)?.level).toBe('medium');
    expect(TECHNIQUE_TABLE.find((t) => t.name === WHISPER_POLARITY)?.level).toBe('medium');
  });
});

describe('whisper neighbours', () => {
  it('a cell whose two neighbours see each other loses 4, 5 and 6 (a 9 or a 1 on both sides)', () => {
    const state = stateOf([whisper([1, 1], [2, 2], [1, 3])]);
    const steps = stepsOf(whisperNeighbourSteps, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('whisper neighbours');
    expect(lostBy(step)).toEqual({ r2c2: [4, 5, 6] });
    expect(step.explanation).toBe(
      "The whisper line (difference 5) from r1c1: the neighbours of r2c2 on it, r1c1 and r1c3, see each other in row 1, so they need two different digits, each at least 5 away from r2c2's: 4 leaves them only 9, 5 leaves them none, 6 leaves them only 1. So r2c2 loses 4, 5 and 6.",
    );
    expect(step.houses).toEqual([
      {
        unit: 'whisper',
        index: 1,
        name: 'the whisper line (difference 5) from r1c1',
        cells: [r(1, 1), r(1, 3), r(2, 2)],
      },
      { unit: 'row', index: 1, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    ]);
    expect(step.nudge).toBe(
      'Look at the whisper line (difference 5) from r1c1: which digits can r2c2 hold with both of its neighbours seeing each other?',
    );
  });

  it('counts what the neighbours can still hold: a 7 with 1 gone from both leaves them only 2', () => {
    // 1 placed in row 1: r1c1 and r1c3 cannot hold it, so a 7 in r2c2 would need two 2s
    const state = stateOf([whisper([1, 1], [2, 2], [1, 3])], [[1, 9, 1]]);
    const [step] = stepsOf(whisperNeighbourSteps, state);
    expect(lostBy(step!)).toEqual({ r2c2: [4, 5, 6, 7] });
  });

  it('does not fire where the neighbours do not see each other, nor on a line end', () => {
    // r3c3 (box 1) and r5c5 (box 5): no common row, column or box
    expect(stepsOf(whisperNeighbourSteps, stateOf([whisper([3, 3], [4, 4], [5, 5])]))).toEqual([]);
    expect(stepsOf(whisperNeighbourSteps, stateOf([whisper([1, 1], [2, 2])]))).toEqual([]);
  });
});

describe('whisper high/low', () => {
  // A zigzag in box 1: r1c1, r1c2, r1c3 at even places, r2c1 and r2c2 between them.
  const zigzag = whisper([1, 1], [2, 1], [1, 2], [2, 2], [1, 3]);

  it('three cells of one class in a box with two low digits left are high; the cells between them low', () => {
    const state = stateOf(
      [zigzag],
      [
        [3, 1, 1],
        [3, 2, 2],
      ],
    );
    const steps = stepsOf(whisperPolarities, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('whisper high/low');
    expect(lostBy(step)).toEqual({
      r1c1: [3, 4, 5],
      r1c2: [3, 4, 5],
      r1c3: [3, 4, 5],
      r2c1: [5, 6, 7, 8, 9],
      r2c2: [5, 6, 7, 8, 9],
    });
    expect(step.explanation).toBe(
      'The whisper line (difference 5) from r1c1: neighbours on it are one low (1–4) and one high (6–9) digit, so every second cell has the same polarity. The cells r1c1, r1c2 and r1c3 are an even number of places apart, so all low or all high; they see each other in row 1, where only 3 and 4 of the low digits are left for them, so they are high, and so is every second cell from them; the cells between are low: r1c1–r1c3 lose 3, 4 and 5; r2c1, r2c2 lose 5, 6, 7, 8 and 9.',
    );
    expect(step.houses!.map((h) => `${h.unit} ${h.index}`)).toEqual(['whisper 1', 'row 1']);
    expect(step.nudge).toBe(
      'Look at the whisper line (difference 5) from r1c1: which of its cells are low and which high?',
    );
  });

  it('either polarity, the low class takes the last low digits of a box: the box’s other cell loses them', () => {
    // six cells of box 1 alternate (r1c1, r1c2, r1c3 | r2c1, r2c2, r2c3); 3 and 5 are given in
    // row 3, so the low class takes 1, 2 and 4 and r3c2 is high
    const state = stateOf(
      [whisper([1, 1], [2, 1], [1, 2], [2, 2], [1, 3], [2, 3])],
      [
        [3, 1, 5],
        [3, 3, 3],
      ],
    );
    const steps = stepsOf(whisperPolarities, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(lostBy(step)).toEqual({ r3c2: [1, 2, 4] });
    expect(step.explanation).toBe(
      'The whisper line (difference 5) from r1c1: neighbours on it are one low (1–4) and one high (6–9) digit, so r1c1, r1c2 and r1c3 are all low or all high, and r2c1, r2c2 and r2c3 the opposite. In box 1, if the first are low, r1c1, r1c2 and r1c3 take 1, 2 and 4; if they are high, r2c1, r2c2 and r2c3 take 1, 2 and 4. Either way r3c2 loses 1, 2 and 4.',
    );
  });

  it('does not fire while both polarities fit, nor on a whisper without polarity (difference 4)', () => {
    expect(stepsOf(whisperPolarities, stateOf([zigzag]))).toEqual([]);
    const dutch: Constraint = { ...zigzag, difference: 4 } as Constraint;
    expect(
      stepsOf(
        whisperPolarities,
        stateOf(
          [dutch],
          [
            [3, 1, 1],
            [3, 2, 2],
          ],
        ),
      ),
    ).toEqual([]);
  });
});

/** A whisper of difference 5 along the grid: a walk over king moves to unvisited cells 5 or more apart. */
function whisperFrom(grid: ArrayLike<number>, random: () => number, length: number): Constraint | null {
  const cells = walk(grid, random, length, randomInt(random, 81), (d) => Math.abs(d.at(-1)! - d.at(-2)!) >= 5);
  return cells.length >= 3 ? { type: 'whisper', cells, difference: 5 } : null;
}

describe('soundness', () => {
  it('no whisper step removes a digit of the grid the whispers were drawn from (random 9×9 grids)', () => {
    const names = new Set([...Object.values(RULE).map((f) => f!.technique), WHISPER_NEIGHBOURS, WHISPER_POLARITY]);
    const finders = FINDERS.filter((f) => f.techniques.some((t) => t.level === 'easy' || names.has(t.name)));
    const fired = new Set<string>();
    expectSound({
      finders,
      draw(grid, random) {
        const constraints: Constraint[] = [];
        for (let k = 2 + randomInt(random, 4); k > 0; k--) {
          const c = whisperFrom(grid, random, 4 + randomInt(random, 9));
          if (c) constraints.push(c);
        }
        return constraints;
      },
      blanks: [50, 25],
      seed: 20261206,
      onStep: (step) => fired.add(step.technique),
    });
    // the cases must exercise both steps, or the property proves little
    expect(fired.has(WHISPER_NEIGHBOURS)).toBe(true);
    expect(fired.has(WHISPER_POLARITY)).toBe(true);
  });
});
