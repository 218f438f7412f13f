import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { geometryFor, parsePuzzle, POPCOUNT } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { effectKey } from '../collect.ts';
import { nextRound } from '../grade.ts';
import { applyStep, createState, isSolved, type State } from '../state.ts';
import { at, list, solutionOf, stateFrom, stateFromCandidates, unsound } from '../testing.ts';
import type { Step } from '../types.ts';
import { first } from '../first.ts';
import { sueDeCoqs } from './sue-de-coq.ts';

const sueDeCoq = first(sueDeCoqs);

/** Every candidate removed from the cell except `keep` ("r1c1=12" style). */
function only(cells: Record<string, string>): string {
  return Object.entries(cells)
    .map(
      ([cell, keep]) =>
        `${cell}:${'123456789'
          .split('')
          .filter((d) => !keep.includes(d))
          .join('')}`,
    )
    .join(' ');
}

/** "d@cell" strings for every digit in `digits` at every cell named. */
const each = (digits: string, cells: string[]) => cells.flatMap((c) => [...digits].map((d) => `${d}@${c}`));

function all(state: State): Step[] {
  const out: Step[] = [];
  sueDeCoqs(state, out);
  return out;
}

const distinctEffects = (steps: Step[]) => new Set(steps.map(effectKey)).size;

const EMPTY = '.'.repeat(81);

/** The candidates of a real position must all allow the solution (so the test position is true). */
function expectConsistent(state: State, solution: Uint8Array) {
  for (let cell = 0; cell < 81; cell++) {
    if (state.digits[cell]) expect(state.digits[cell]).toBe(solution[cell]);
    else expect(state.candidates[cell]! & (1 << (solution[cell]! - 1))).not.toBe(0);
  }
}

describe('sue de coq', () => {
  it('basic form from a magictour path: r1c2, r2c2 {1,2,6,9} with r7c2 {1,9} in column 2 and r3c3 {2,6} in box 1', () => {
    const puzzle = '..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...';
    const state = stateFromCandidates(
      '189 129 =3 =4 125 259 =6 =7 2589 =5 1269 12689 189 1267 2679 =3 =4 289 =7 =4 26 89 2356 2356 189 189 25 ' +
        '=6 1259 12459 =3 1258 2459 2589 289 =7 139 =8 =7 19 1256 2569 259 36 =4 349 2359 2459 =7 2568 24569 2589 36 =1 ' +
        '=2 19 1489 =6 37 37 1489 =5 89 134 13567 1456 25 =9 =8 1247 12 36 389 35679 5689 25 =4 =1 2789 289 36',
    );
    const solution = solutionOf(parsePuzzle(puzzle));
    expectConsistent(state, solution);
    const steps = all(state);
    expect(distinctEffects(steps)).toBe(1);
    const step = sueDeCoq(state)!;
    expect(step.technique).toBe('sue de coq');
    expect(step.cells).toEqual([at('r1c2'), at('r2c2'), at('r3c3'), at('r7c2')]);
    // 1 and 9 leave the rest of column 2, 2 and 6 the rest of box 1 (r1c1 keeps its 1 and 9).
    expect(list(step.eliminations)).toEqual(['1@r4c2', '1@r8c2', '2@r2c3', '6@r2c3', '9@r4c2', '9@r6c2', '9@r9c2']);
    expect(unsound(step, solution)).toEqual([]);
    expect(step.explanation).toBe(
      'r1c2, r2c2, where column 2 meets box 1, hold 1, 2, 6 and 9; with r7c2 (1 and 9) in column 2 and r3c3 (2 and 6) ' +
        'in box 1, these 4 cells hold just 4 digits, each once. So 1 and 9 are locked in column 2 and 2 and 6 in box 1: ' +
        'each leaves every other cell that sees all its places among these cells.',
    );
  });

  it('extended form from a magictour path: three overlap cells, a two-cell set in the box', () => {
    const puzzle = '6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..';
    const state = stateFromCandidates(
      '=6 57 =9 234 2345 2345 1347 1245 =8 =2 58 =3 =7 458 =1 469 4569 569 =4 578 =1 69 2358 69 37 25 2357 157 =9 ' +
        '=8 123 =6 2357 17 12 =4 157 =2 46 1489 1457 45789 16789 =3 1679 17 =3 46 12489 1247 2479 =5 12689 12679 =9 =1 ' +
        '=2 =5 34 3468 3468 =7 36 =8 46 57 12346 =9 23467 1346 1456 1356 =3 46 57 1468 147 4678 =2 145689 1569',
    );
    const solution = solutionOf(parsePuzzle(puzzle));
    expectConsistent(state, solution);
    const step = sueDeCoq(state)!;
    // C = r1c8, r2c8, r3c8 {1,2,4,5,6,9}; A = r4c8 {1,2}; B = r2c7 {4,6,9}, r2c9 {5,6,9}: six cells, six digits.
    expect(step.cells).toEqual([at('r1c8'), at('r2c7'), at('r2c8'), at('r2c9'), at('r3c8'), at('r4c8')]);
    expect(list(step.eliminations)).toEqual(['1@r6c8', '1@r8c8', '1@r9c8', '2@r6c8', '4@r1c7', '5@r3c9']);
    expect(unsound(step, solution)).toEqual([]);
  });

  it('hand-made: r1c1, r1c2 {1,2,3,4} with r1c5 {1,2} in row 1 and r2c2 {3,4} in box 1', () => {
    const state = stateFrom(EMPTY, only({ r1c1: '1234', r1c2: '1234', r1c5: '12', r2c2: '34' }));
    const steps = all(state);
    expect(distinctEffects(steps)).toBe(1);
    const step = steps[0]!;
    expect(step.cells).toEqual([at('r1c1'), at('r1c2'), at('r1c5'), at('r2c2')]);
    expect(list(step.eliminations)).toEqual(
      [
        ...each('12', ['r1c3', 'r1c4', 'r1c6', 'r1c7', 'r1c8', 'r1c9']),
        ...each('34', ['r1c3', 'r2c1', 'r2c3', 'r3c1', 'r3c2', 'r3c3']),
      ].sort(),
    );
  });

  it('a digit of the overlap in neither outside set is locked in the overlap: both houses lose it', () => {
    // C = r1c1, r1c2, r1c3 {1,2,3,4,5}: 1, 2 go with r1c5 in row 1, 3, 4 with r2c2 in box 1, 5 stays in C.
    const state = stateFrom(EMPTY, only({ r1c1: '12345', r1c2: '12345', r1c3: '12345', r1c5: '12', r2c2: '34' }));
    const step = sueDeCoq(state)!;
    const fives = list(step.eliminations).filter((e) => e.startsWith('5@'));
    expect(fives).toEqual(
      each('5', ['r1c4', 'r1c6', 'r1c7', 'r1c8', 'r1c9', 'r2c1', 'r2c3', 'r3c1', 'r3c2', 'r3c3']).sort(),
    );
  });

  it('does not fire when the two outside sets share a digit', () => {
    const state = stateFrom(EMPTY, only({ r1c1: '1234', r1c2: '1234', r1c5: '12', r2c2: '23' }));
    expect(all(state)).toEqual([]);
  });

  it('does not fire when the cells hold more digits than cells', () => {
    // r2c2 {3,5}: five digits in four cells, nothing is locked.
    const state = stateFrom(EMPTY, only({ r1c1: '1234', r1c2: '1234', r1c5: '12', r2c2: '35' }));
    expect(all(state)).toEqual([]);
  });

  it('diagonal: the main diagonal meets box 1 in r1c1, r2c2, r3c3', () => {
    const geometry = geometryFor('diagonal');
    const state = stateFrom(EMPTY, only({ r1c1: '1234', r2c2: '1234', r5c5: '12', r1c2: '34' }), geometry);
    const steps = all(state);
    expect(distinctEffects(steps)).toBe(1);
    const step = steps[0]!;
    expect(step.cells).toEqual([at('r1c1'), at('r1c2'), at('r2c2'), at('r5c5')]);
    expect(list(step.eliminations)).toEqual(
      [
        ...each('12', ['r3c3', 'r4c4', 'r6c6', 'r7c7', 'r8c8', 'r9c9']),
        ...each('34', ['r1c3', 'r2c1', 'r2c3', 'r3c1', 'r3c2', 'r3c3']),
      ].sort(),
    );
    expect(step.explanation).toMatch(
      /^r1c1, r2c2, where diagonal 1 meets box 1, hold 1, 2, 3 and 4; with r5c5 \(1 and 2\) in diagonal 1 and r1c2 \(3 and 4\) in box 1/,
    );
  });
});

/**
 * The definition, written out the slow way: every pair of houses sharing two or more cells, every
 * C, A and B. Used to check the search finds exactly the instances the definition gives.
 */
function bruteForce(state: State): Set<string> {
  const { board, digits, candidates } = state;
  const found = new Set<string>();
  const subsets = (cells: number[]) => {
    const out: number[][] = [];
    for (let m = 1; m < 1 << cells.length; m++) out.push(cells.filter((_, i) => m & (1 << i)));
    return out;
  };
  const union = (cells: number[]) => cells.reduce((m, c) => m | candidates[c]!, 0);
  const empty = (cells: ArrayLike<number>) => Array.from(cells).filter((c) => digits[c] === 0);
  for (let a = 0; a < board.houses.length; a++) {
    for (let b = a + 1; b < board.houses.length; b++) {
      const ha = Array.from(board.houses[a]!);
      const hb = Array.from(board.houses[b]!);
      const inside = ha.filter((c) => hb.includes(c));
      if (inside.length < 2) continue;
      const aSets = subsets(empty(ha.filter((c) => !hb.includes(c))));
      const bSets = subsets(empty(hb.filter((c) => !ha.includes(c))));
      for (const c of subsets(empty(inside)).filter((s) => s.length === 2 || s.length === 3)) {
        const v = union(c);
        if (POPCOUNT[v]! < c.length + 2) continue;
        for (const sa of aSets) {
          const va = union(sa);
          if (!(va & v) || sa.length <= POPCOUNT[va & ~v]!) continue;
          for (const sb of bSets) {
            const vb = union(sb);
            if (!(vb & v) || sb.length <= POPCOUNT[vb & ~v]! || va & vb) continue;
            const pattern = [...c, ...sa, ...sb];
            const u = v | va | vb;
            if (POPCOUNT[u] !== pattern.length) continue;
            const elims: string[] = [];
            for (let d = 1; d <= board.n; d++) {
              const bit = 1 << (d - 1);
              if (!(u & bit)) continue;
              const places = pattern.filter((p) => candidates[p]! & bit);
              for (let cell = 0; cell < board.cellCount; cell++) {
                if (!(candidates[cell]! & bit) || pattern.includes(cell)) continue;
                if (places.every((p) => board.sees[cell * board.cellCount + p] === 1)) elims.push(`${d}@${cell}`);
              }
            }
            if (elims.length > 0)
              found.add(`${[...pattern].sort((x, y) => x - y).join(',')}|${elims.sort().join(' ')}`);
          }
        }
      }
    }
  }
  return found;
}

const keyOf = (step: Step) =>
  `${step.cells.join(',')}|${step.eliminations
    .map((e) => `${e.digit}@${e.cell}`)
    .sort()
    .join(' ')}`;

describe('sue de coq on dataset paths', () => {
  it('every instance in every position of 30 magictour paths is sound, and matches the definition', {
    timeout: 240_000,
  }, () => {
    const lines = readFileSync(join(import.meta.dirname, '../../../../datasets/puzzles3_magictour_top1465'), 'utf8')
      .split('\n')
      .filter((l) => l.length === 81)
      .slice(0, 30);
    let instances = 0;
    let compared = 0;
    for (const line of lines) {
      const puzzle = parsePuzzle(line);
      const solution = solutionOf(puzzle);
      const state = createState(puzzle.geometry, puzzle.givens, true);
      for (let round = 0; !isSolved(state) && round < 200; round++) {
        // Every instance here, whether or not Sue de Coq is the easiest technique in the position.
        const steps = all(state);
        for (const step of steps) expect(unsound(step, solution), line).toEqual([]);
        instances += steps.length;
        if (round % 5 === 0) {
          expect(new Set(steps.map(keyOf)), line).toEqual(bruteForce(state));
          compared++;
        }
        const next = nextRound(state);
        if (next.length === 0) break;
        for (const step of next) applyStep(state, step);
      }
    }
    expect(instances).toBeGreaterThan(20);
    expect(compared).toBeGreaterThan(50);
  });
});
