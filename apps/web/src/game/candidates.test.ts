import { describe, expect, it } from 'vitest';
import { bitOf, buildGeometry, geometryFor, maskDigits, parsePuzzle, type Cage } from '@sudoku-forge/core-solver';
import { createState } from '@sudoku-forge/grader';
// The grader's own cage rule, to check that both say the same (test-only deep import).
import { cageOptions } from '../../../../packages/grader/src/techniques/killer/index.ts';
import { cageCellMasks, cageCombinations, cageHelp, digitSets, peerMasks, ruleCandidates } from './candidates.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const bit = (d: number) => 1 << (d - 1);

const empty81 = new Array<number>(81).fill(0);

describe('digitSets', () => {
  it('lists the sets of different digits with a sum', () => {
    expect(digitSets(2, 3, 9)).toEqual([[1, 2]]);
    expect(digitSets(2, 10, 9)).toEqual([
      [1, 9],
      [2, 8],
      [3, 7],
      [4, 6],
    ]);
    expect(digitSets(3, 24, 9)).toEqual([[7, 8, 9]]);
    expect(digitSets(4, 27, 9).map((s) => s.join(''))).toEqual(['3789', '4689', '5679']);
    expect(digitSets(2, 18, 9)).toEqual([]);
  });
});

describe('ruleCandidates', () => {
  it('a 2-cell cage of 3 gets 1 and 2, not all of 1–9', () => {
    const geometry = buildGeometry('killer', { cages: [{ sum: 3, cells: [0, 1] }] });
    const masks = ruleCandidates(geometry, empty81);
    expect(maskDigits(masks[0]!)).toEqual([1, 2]);
    expect(maskDigits(masks[1]!)).toEqual([1, 2]);
    expect(maskDigits(masks[2]!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a placed digit in a cage fixes its partner', () => {
    const geometry = buildGeometry('killer', { cages: [{ sum: 10, cells: [0, 1] }] });
    const grid = [...empty81];
    grid[0] = 3;
    expect(maskDigits(ruleCandidates(geometry, grid)[1]!)).toEqual([7]);
  });

  it('anti-knight peers, diagonals and windows count', () => {
    const grid = [...empty81];
    grid[0] = 5; // r1c1
    const knight = ruleCandidates(geometry('anti-knight'), grid);
    expect(knight[11]! & bitOf(5)).toBe(0); // r2c3 is a knight's move away
    expect(knight[10]! & bitOf(5)).toBe(0); // r2c2 shares the box
    expect(knight[40]! & bitOf(5)).not.toBe(0);
    const diagonal = ruleCandidates(geometry('diagonal'), grid);
    expect(diagonal[80]! & bitOf(5)).toBe(0); // r9c9 on the same diagonal
    const hyper = ruleCandidates(geometry('hyper'), grid);
    expect(hyper[40]! & bitOf(5)).not.toBe(0);
    grid[0] = 0;
    grid[10] = 4; // r2c2, in the first window
    expect(ruleCandidates(geometry('hyper'), grid)[30]! & bitOf(4)).toBe(0); // r4c4 shares the window
  });

  it('classic candidates are the peer candidates', () => {
    const puzzle = parsePuzzle(WIKIPEDIA.puzzle);
    expect(ruleCandidates(puzzle.geometry, puzzle.givens)).toEqual(peerMasks(puzzle.geometry, puzzle.givens));
  });

  it('agrees with the grader’s cage rule on stored killer positions', () => {
    const record = {
      variant: 'killer' as const,
      puzzle: '.................................................................................',
      cages: [
        { sum: 6, cells: [0, 1] },
        { sum: 17, cells: [2, 3] },
        { sum: 15, cells: [4, 5, 6] },
        { sum: 24, cells: [7, 8, 17] },
      ],
    };
    const puzzle = parsePuzzle(record);
    const grid = Uint8Array.from(empty81);
    grid[9] = 1; // r2c1 = 1 sees r1c1, r1c2
    const state = createState(puzzle.geometry, grid, false);
    const ours = ruleCandidates(puzzle.geometry, grid);
    for (const cage of puzzle.geometry.cages) {
      const { view, allowed } = cageOptions(state, cage.cells, cage.sum);
      expect(view.empty).toEqual([...cage.cells].sort((a, b) => a - b));
      view.empty.forEach((c, i) => {
        expect(ours[c], `cell ${c}`).toBe(allowed[i]);
      });
    }
    expect(maskDigits(ours[0]!)).toEqual([2, 4]);
  });
});

function geometry(variant: 'anti-knight' | 'diagonal' | 'hyper') {
  return geometryFor(variant);
}

describe('the cage calculator', () => {
  const cage: Cage = { sum: 10, cells: [0, 1, 2] };
  it('marks which combinations still fit the board', () => {
    const grid = [...empty81];
    const masks = new Array<number>(81).fill(0x1ff);
    masks[0] = bitOf(1) | bitOf(2); // r1c1 can only be 1 or 2
    masks[1] = bitOf(1) | bitOf(2);
    const combos = cageCombinations(cage, 9, grid, masks);
    expect(combos.map((c) => c.digits.join(''))).toEqual(['127', '136', '145', '235']);
    expect(combos.filter((c) => c.fits).map((c) => c.digits.join(''))).toEqual(['127']);
  });

  it('needs the digits already placed in the cage', () => {
    const grid = [...empty81];
    grid[0] = 5;
    const masks = peerMasks(geometryFor('classic'), grid);
    const combos = cageCombinations(cage, 9, grid, masks);
    expect(combos.filter((c) => c.fits).map((c) => c.digits.join(''))).toEqual(['145', '235']);
  });

  it('cell masks follow the fitting combinations', () => {
    const grid = [...empty81];
    const masks = new Array<number>(81).fill(0x1ff);
    masks[0] = bitOf(7);
    expect(cageCellMasks(cage, grid, masks).map(maskDigits)).toEqual([[7], [1, 2], [1, 2]]);
  });
});

describe('cageHelp', () => {
  const geometry = buildGeometry('killer', {
    cages: [
      { sum: 3, cells: [0, 1] },
      { sum: 9, cells: [2, 3] },
    ],
  });
  it('finds the cage of a cell and its combinations; none outside cages', () => {
    const grid = [...empty81];
    const help = cageHelp(geometry, grid, empty81, 1)!;
    expect(help.sum).toBe(3);
    expect(help.combinations).toEqual([{ digits: [1, 2], fits: true }]);
    expect(cageHelp(geometry, grid, empty81, 40)).toBeNull();
  });

  it('uses the player’s notes and the digits on the board', () => {
    const grid = [...empty81];
    grid[9] = 8; // r2c1 = 8: r1c3 shares box 1 with it
    const notes = [...empty81];
    notes[3] = bit(4) | bit(5) | bit(6); // r1c4 notes 4 5 6
    const help = cageHelp(geometry, grid, notes, 2)!;
    expect(help.combinations.map((c) => `${c.digits.join('')}${c.fits ? '' : ' ✗'}`)).toEqual([
      '18 ✗',
      '27 ✗',
      '36',
      '45',
    ]);
  });
});
