/**
 * Grouped AIC: chains whose nodes may be groups (a digit in the cells of one box–line
 * intersection). A real position from a magictour path where only a grouped chain works, hand-made
 * positions that pin the links (a cell inside a group is not weakly linked to it), a 6×6 position,
 * and soundness of every grouped instance along dataset paths.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { applyStep, createState, isSolved } from '../state.ts';
import { nextRound } from '../grade.ts';
import { testPuzzle } from '@sudoku-forge/test-puzzles';
import { list, solutionOf, stateFrom, stateFromCandidates, unsound } from '../testing.ts';
import type { Step } from '../types.ts';
import { first } from '../first.ts';
import { aics, groupedAics } from './chains.ts';

const groupedAic = first(groupedAics);

const run = (search: typeof groupedAics, state: ReturnType<typeof stateFrom>): Step[] => {
  const out: Step[] = [];
  search(state, out);
  return out;
};

/** Removes digit d from each named cell ("r4c2"). */
const without = (d: number, cells: string[]): string => cells.map((c) => `${c}:${d}`).join(' ');

const ROW4_BUT_C178 = ['r4c2', 'r4c3', 'r4c4', 'r4c5', 'r4c6', 'r4c9'];

describe('grouped aic', () => {
  // Magictour #1, the position where its path first needs a grouped chain (every technique
  // before it, plain AIC included, finds nothing here).
  const MAGICTOUR_1 = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const POSITION =
    '=4 569 1268 5789 =3 15789 25 2567 5679 1237 359 12 =6 127 14579 =8 2357 34579 23678 3569 268 45789 278 45789 2345 ' +
    '23567 =1 1236 346 1246 378 =5 13678 23 =9 378 123 =8 59 3479 17 13479 =6 12357 357 136 =7 59 =2 168 13689 345 1358 ' +
    '3458 68 46 468 =1 =9 =2 =7 35 35 =5 =1 =3 78 678 678 =9 =4 =2 =9 =2 =7 35 =4 35 =1 68 68';

  it('magictour #1: (9)r1c9 = (9)r2c9 - (4)r2c9 = (4)r2c6 - (4)r3c4 = (4)r5c4 - (9)r5c4 = (9)r13c4 removes 9 from r1c6', () => {
    const state = stateFromCandidates(POSITION);
    expect(run(aics, state)).toEqual([]);
    const steps = run(groupedAics, state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('grouped aic');
    expect(list(step.eliminations)).toEqual(['9@r1c6']);
    expect(step.placements).toEqual([]);
    expect(step.explanation).toBe(
      'Chain (9)r1c9 = (9)r2c9 - (4)r2c9 = (4)r2c6 - (4)r3c4 = (4)r5c4 - (9)r5c4 = (9)r13c4: if (9)r1c9 is false then (9)r13c4 is true, so one of them holds, and a candidate that conflicts with both goes: r1c6 loses 9.',
    );
    // The chain's cells, the group's two cells included.
    expect(step.cells).toEqual([3, 8, 14, 17, 21, 39].sort((a, b) => a - b));
    expect(groupedAic(state)?.eliminations).toEqual(step.eliminations);
    // One arrow per link; the group (9)r13c4 is one end with both its cells, not an arrow per cell.
    expect(step.links).toHaveLength(7);
    expect(step.links![6]).toEqual({
      from: { cell: 39, digit: 9 },
      to: { cell: 3, digit: 9 },
      strong: true,
      toCells: [3, 21],
    });
    expect(step.links!.slice(0, 6).every((l) => !l.fromCells && !l.toCells)).toBe(true);
    // r1c6 is not 9 in the solution.
    const solution = solutionOf(parsePuzzle(MAGICTOUR_1));
    expect(solution[5]).not.toBe(9);
    expect(unsound(step, solution)).toEqual([]);
  });

  it('one digit: (1)r4c1 = (1)r4c78 - (1)r6c9 = (1)r9c9 removes 1 from r9c1', () => {
    // Row 4 holds 1 only in r4c1, r4c7, r4c8; column 9 only in r6c9 and r9c9.
    const cells = [...ROW4_BUT_C178, 'r1c9', 'r2c9', 'r3c9', 'r5c9', 'r7c9', 'r8c9'];
    const state = stateFrom('.'.repeat(81), without(1, cells));
    expect(run(aics, state)).toEqual([]);
    const steps = run(groupedAics, state);
    expect(steps.map((s) => list(s.eliminations))).toEqual([['1@r9c1']]);
    expect(steps[0]!.explanation).toMatch(/^Chain \(1\)r4c1 = \(1\)r4c78 - \(1\)r6c9 = \(1\)r9c9: /);
  });

  it('a cell inside a group is not weakly linked to it: r4c7 may hold the 1 of (1)r4c78', () => {
    // Row 4: 1 in r4c1, r4c7, r4c8; column 7: 1 in r4c7 and r9c7. "(1)r4c1 = (1)r4c78 - (1)r4c7 =
    // (1)r9c7" would remove 1 from r9c1, but r9c1 = 1, r4c7 = 1 is consistent.
    const cells = [...ROW4_BUT_C178, 'r1c7', 'r2c7', 'r3c7', 'r5c7', 'r6c7', 'r7c7', 'r8c7'];
    const state = stateFrom('.'.repeat(81), without(1, cells));
    const removed = run(groupedAics, state).flatMap((s) => list(s.eliminations));
    expect(removed).not.toContain('1@r9c1');
    expect(removed).toEqual([]);
  });

  it('does not report plain chains (the aic finder owns them)', () => {
    // (1)r1c1 = (1)r1c8 - (1)r6c8 = (1)r6c3: rows 1 and 6 hold 1 only in those cells.
    const row1 = ['r1c2', 'r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c7', 'r1c9'];
    const row6 = ['r6c1', 'r6c2', 'r6c4', 'r6c5', 'r6c6', 'r6c7', 'r6c9'];
    const state = stateFrom('.'.repeat(81), without(1, [...row1, ...row6]));
    expect(run(aics, state).map((s) => list(s.eliminations))).toContainEqual(['1@r2c3', '1@r3c3', '1@r4c1', '1@r5c1']);
    expect(run(groupedAics, state)).toEqual([]);
  });

  it('6×6: (1)r3c4 = (1)r3c23 - (1)r4c1 = (1)r6c1 removes 1 from r6c4', () => {
    // Boxes are 2×3: the group r3c2, r3c3 lies in row 3 and the box of rows 3–4, columns 1–3.
    const state = stateFrom(
      '.'.repeat(36),
      without(1, ['r3c1', 'r3c5', 'r3c6', 'r1c1', 'r2c1', 'r5c1']),
      geometryFor('6x6'),
    );
    const steps = run(groupedAics, state);
    expect(steps.map((s) => list(s.eliminations, 6))).toEqual([['1@r6c4']]);
    expect(steps[0]!.explanation).toMatch(/^Chain \(1\)r3c4 = \(1\)r3c23 - \(1\)r4c1 = \(1\)r6c1: /);
  });

  it('every grouped instance along magictour paths agrees with the solution', { timeout: 240_000 }, () => {
    const data = join(import.meta.dirname, '../../../../datasets');
    const lines = readFileSync(join(data, 'puzzles3_magictour_top1465'), 'utf8')
      .split('\n')
      .filter((l) => l.length === 81);
    let checked = 0;
    let positions = 0;
    for (let i = 0; i < lines.length && i < 300; i += 15) {
      const puzzle = parsePuzzle(lines[i]!);
      const solution = solutionOf(puzzle);
      const state = createState(puzzle.geometry, puzzle.givens, true);
      while (!isSolved(state)) {
        // Every position of the path, also those where an easier technique applies.
        const grouped = run(groupedAics, state);
        if (grouped.length > 0) positions++;
        for (const step of grouped) {
          checked++;
          // A group node in the chain: a digit in two or three cells of one row or column.
          expect(step.explanation).toMatch(/\(\d\)r(\dc\d{2,3}|\d{2,3}c\d)[ :]/);
          expect(unsound(step, solution), lines[i]).toEqual([]);
        }
        const round = nextRound(state);
        if (round.length === 0) break;
        for (const step of round) applyStep(state, step);
      }
    }
    expect(positions).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(1000);
  });

  it.each(['6x6', 'diagonal', 'hyper', 'irregular', 'anti-knight', 'killer'] as const)(
    'every grouped instance along random %s paths agrees with the solution',
    { timeout: 240_000 },
    (variant) => {
      let checked = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const puzzle = testPuzzle(variant, seed);
        const { solution } = puzzle;
        const state = createState(puzzle.geometry, puzzle.givens, true);
        while (!isSolved(state)) {
          for (const step of run(groupedAics, state)) {
            checked++;
            expect(unsound(step, solution)).toEqual([]);
          }
          const round = nextRound(state);
          if (round.length === 0) break;
          for (const step of round) applyStep(state, step);
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );
});
