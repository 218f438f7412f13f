/**
 * One positive and one negative position per technique. The positions (fixtures.json, made by
 * scripts/make-fixtures.ts from logical paths of the public sets, each step checked against the
 * solution) are candidate grids; each technique must report exactly the recorded placements and
 * eliminations, and must find nothing in a position where a later technique was needed.
 * Hand-made positions below pin the classic patterns independently.
 */
import { describe, expect, it } from 'vitest';
import { at, finderOf, list, stateFrom, stateFromCandidates } from '../testing.ts';
import fixtures from './fixtures.json' with { type: 'json' };
import { xWing } from './fish.ts';
import { lockedCandidates } from './intersections.ts';
import { nakedPair } from './subsets.ts';

describe.each(fixtures)('$technique', (f) => {
  const finder = finderOf(f.technique);
  it('reports the exact step in a position where it applies', () => {
    const step = finder.find(stateFromCandidates(f.fires))!;
    expect(step).not.toBeNull();
    expect(step.technique).toBe(f.technique);
    expect(list(step.placements)).toEqual(f.placements);
    expect(list(step.eliminations)).toEqual(f.eliminations);
    expect(step.explanation.length).toBeGreaterThan(20);
  });
  it.runIf(f.quiet !== null)('finds nothing where it does not apply', () => {
    expect(finder.find(stateFromCandidates(f.quiet!))).toBeNull();
  });
});

describe('hand-made positions', () => {
  it('pointing: 7 confined to row 4 inside box 5 leaves the rest of row 4', () => {
    // Box 5 = r4-6 c4-6; remove 7 from its rows 5 and 6.
    const s = stateFrom('.'.repeat(81), 'r5c4:7 r5c5:7 r5c6:7 r6c4:7 r6c5:7 r6c6:7');
    const step = lockedCandidates(s)!;
    expect(step.technique).toBe('locked candidates (pointing)');
    expect(list(step.eliminations)).toEqual(['7@r4c1', '7@r4c2', '7@r4c3', '7@r4c7', '7@r4c8', '7@r4c9']);
    expect(step.explanation).toBe('In box 5, 7 can only go in row 4, so 7 is removed from the rest of row 4.');
  });

  it('pointing does not fire when the digit spreads over two rows and two columns of every box', () => {
    expect(lockedCandidates(stateFrom('.'.repeat(81), 'r5c4:7 r5c5:7 r6c6:7'))).toBeNull();
  });

  it('x-wing on 1 in rows 1 and 5, columns 2 and 8', () => {
    // Remove 1 from every cell of rows 1 and 5 except columns 2 and 8.
    const removals: string[] = [];
    for (const r of [1, 5]) for (let c = 1; c <= 9; c++) if (c !== 2 && c !== 8) removals.push(`r${r}c${c}:1`);
    const s = stateFrom('.'.repeat(81), removals.join(' '));
    const step = xWing(s)!;
    expect(step.technique).toBe('x-wing');
    const expected: string[] = [];
    for (const r of [2, 3, 4, 6, 7, 8, 9]) for (const c of [2, 8]) expected.push(`1@r${r}c${c}`);
    expect(list(step.eliminations)).toEqual(expected.sort());
    expect(step.cells).toEqual([at('r1c2'), at('r1c8'), at('r5c2'), at('r5c8')]);
  });

  it('naked pair {3,8} in row 1 clears 3 and 8 from the rest of the row', () => {
    const s = stateFrom('.'.repeat(81), 'r1c1:1245679 r1c5:1245679');
    const step = nakedPair(s)!;
    expect(step.technique).toBe('naked pair');
    expect(step.cells).toEqual([at('r1c1'), at('r1c5')]);
    const expected: string[] = [];
    for (const c of [2, 3, 4, 6, 7, 8, 9]) expected.push(`3@r1c${c}`, `8@r1c${c}`);
    expect(list(step.eliminations)).toEqual(expected.sort());
  });
});
