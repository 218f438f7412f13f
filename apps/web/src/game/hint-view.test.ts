import { describe, expect, it } from 'vitest';
import type { Step } from '../engine/api.ts';
import { hintMarks, nextHintStage, type HintView } from './hint-view.ts';

const step: Step = {
  technique: 'naked pair',
  placements: [],
  eliminations: [
    { cell: 5, digit: 3 },
    { cell: 5, digit: 7 },
    { cell: 8, digit: 3 },
  ],
  cells: [1, 2],
  explanation: 'r1c2 and r1c3 hold 3 and 7 between them.',
};

describe('hintMarks', () => {
  it('stage 1 lights only the cells that make the step hold', () => {
    const marks = hintMarks({ kind: 'step', stage: 1, step });
    expect([...marks.cells!]).toEqual([1, 2]);
    expect(marks.targets).toBeUndefined();
    expect(marks.eliminations).toBeUndefined();
  });

  it('stage 2 adds the targets and the struck candidates, grouped per cell', () => {
    const marks = hintMarks({ kind: 'step', stage: 2, step });
    expect([...marks.targets!].sort()).toEqual([5, 8]);
    expect(marks.eliminations!.get(5)).toEqual([3, 7]);
    expect(marks.eliminations!.get(8)).toEqual([3]);
  });

  it('a wrong digit marks its cell; messages and loading mark nothing', () => {
    expect([...hintMarks({ kind: 'wrong', cell: 9, text: '' }).cells!]).toEqual([9]);
    expect(hintMarks({ kind: 'message', text: 'x' })).toEqual({});
    expect(hintMarks(null)).toEqual({});
  });
});

describe('nextHintStage', () => {
  it('moves stage 1 to stage 2 and asks anew otherwise', () => {
    expect(nextHintStage({ kind: 'step', stage: 1, step })).toEqual({ kind: 'step', stage: 2, step });
    const others: (HintView | null)[] = [null, { kind: 'step', stage: 2, step }, { kind: 'message', text: '' }, { kind: 'wrong', cell: 1, text: '' }];
    for (const hint of others) expect(nextHintStage(hint)).toBeNull();
  });
});
