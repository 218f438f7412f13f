import { describe, expect, it } from 'vitest';
import { at, list, stateFrom } from '../testing.ts';
import { almostLockedSets, alsXyWing, alsXz, alsXzStep } from './als.ts';
import type { Step } from '../types.ts';

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

const EMPTY = '.'.repeat(81);

describe('almost locked sets', () => {
  it('finds N cells with N + 1 digits, each cell set once', () => {
    const s = stateFrom(EMPTY, only({ r1c1: '12', r1c2: '23' }));
    const sets = almostLockedSets(s).map((a) => a.cells.join(','));
    // r1c1 and r1c2 alone (bivalue cells) and together (row 1 and box 1 give the same set once).
    expect(sets.sort()).toEqual(['0', '0,1', '1'].sort());
  });
});

describe('als-xz', () => {
  it('A = r1c1 {1,2} + r1c2 {2,3}, B = r5c2 {1,3}: x = 3 links them, so 1 leaves the cells seeing every 1 of both', () => {
    const s = stateFrom(EMPTY, only({ r1c1: '12', r1c2: '23', r5c2: '13' }));
    const step = alsXzStep(s)!;
    expect(step.technique).toBe('als-xz');
    expect(list(step.eliminations)).toEqual(['1@r2c2', '1@r3c2', '1@r4c1', '1@r5c1', '1@r6c1']);
    expect(step.cells).toEqual([at('r1c1'), at('r1c2'), at('r5c2')]);
    // The same three cells also split as r1c1 / {r1c2, r5c2} linked by 2, with the same effect;
    // either way the explanation names the two sets.
    expect(step.explanation).toMatch(/^The almost locked sets r1c\d.* cannot both hold [23] /);
  });

  it('does not fire when the two sets share no digit besides the restricted common', () => {
    const s = stateFrom(EMPTY, only({ r1c1: '12', r1c2: '23', r5c2: '34' }));
    const out: Step[] = [];
    alsXz(s, out);
    expect(out).toEqual([]);
  });

  it('does not fire when the common digit is not restricted (its places do not all see each other)', () => {
    // B = r5c3 {1,3}: its 3 does not see A's 3 in r1c2, and its 1 does not see A's 1 in r1c1.
    const s = stateFrom(EMPTY, only({ r1c1: '12', r1c2: '23', r5c3: '13' }));
    const out: Step[] = [];
    alsXz(s, out);
    expect(out).toEqual([]);
  });
});

describe('als-xy-wing', () => {
  it('C = r1c5 {1,2} links A = r1c1 {1,3} (on 1) and B = r5c5 {2,3} (on 2): 3 leaves cells seeing both 3s', () => {
    const s = stateFrom(EMPTY, only({ r1c5: '12', r1c1: '13', r5c5: '23' }));
    const out: Step[] = [];
    alsXyWing(s, out);
    const step = out.find((x) => list(x.eliminations).includes('3@r5c1'))!;
    expect(step.technique).toBe('als-xy-wing');
    // r1c1 and r5c5 are both seen only by r1c5 (C itself, no 3) and r5c1.
    expect(list(step.eliminations)).toEqual(['3@r5c1']);
  });

  it('does not fire without a digit common to A and B', () => {
    const s = stateFrom(EMPTY, only({ r1c5: '12', r1c1: '13', r5c5: '24' }));
    const out: Step[] = [];
    alsXyWing(s, out);
    expect(out).toEqual([]);
  });
});
