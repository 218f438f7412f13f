import { describe, expect, it } from 'vitest';
import { at, list, stateFrom } from '../testing.ts';
import { first } from '../first.ts';
import { fullHouses, hiddenSingles, nakedSingles } from './singles.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const fullHouse = first(fullHouses);
const nakedSingle = first(nakedSingles);
const hiddenSingle = first(hiddenSingles);

// Wikipedia's example puzzle (solved by singles alone).
const WIKI = WIKIPEDIA.puzzle;

describe('full house', () => {
  it('fills the last empty cell of a house', () => {
    const s = stateFrom(`12345678.${'.'.repeat(72)}`);
    const step = fullHouse(s)!;
    expect(step.technique).toBe('full house');
    expect(list(step.placements)).toEqual(['9@r1c9']);
    expect(step.explanation).toContain('row 1');
  });
  it('does not fire when every house has two or more empty cells', () => {
    expect(fullHouse(stateFrom(WIKI))).toBeNull();
  });
});

describe('naked single', () => {
  it('places the only candidate left, first cell in reading order', () => {
    // r5c5: row 5 has 4,8,3,1; column 5 has 7,9,6,2,1,8; box 5 has 8,6,3,2 → only 5.
    const step = nakedSingle(stateFrom(WIKI))!;
    expect(step.technique).toBe('naked single');
    expect(list(step.placements)).toEqual(['5@r5c5']);
  });
  it('does not fire on an empty grid', () => {
    expect(nakedSingle(stateFrom('.'.repeat(81)))).toBeNull();
  });
});

describe('hidden single', () => {
  it('places a digit with one place in a house (first cell in reading order)', () => {
    const step = hiddenSingle(stateFrom(WIKI))!;
    expect(step.technique).toBe('hidden single');
    // Box 1 needs 1, 2, 4, 7: 1 fits only r3c1?  Verify from the solution instead of by hand.
    const solution = WIKIPEDIA.solution;
    const p = step.placements[0]!;
    expect(Number(solution[p.cell])).toBe(p.digit);
    expect(step.explanation).toMatch(/^In (row|column|box) \d, \d can only go in r\dc\d\.$/);
  });
  it('finds the hidden single in a constructed row', () => {
    // Row 1 empty except that 1 is blocked from r1c2..r1c9 by 1s in their columns/boxes.
    const s = stateFrom(
      '.........' +
        '...1.....' +
        '......1..' +
        '.1.......' +
        '.....1...' +
        '........1' +
        '..1......' +
        '....1....' +
        '.......1.',
    );
    const step = hiddenSingle(s)!;
    expect(list(step.placements)).toEqual(['1@r1c1']);
    expect(step.cells).toEqual([at('r1c1')]);
  });
  it('does not fire on an empty grid', () => {
    expect(hiddenSingle(stateFrom('.'.repeat(81)))).toBeNull();
  });
});
