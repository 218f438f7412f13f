import { describe, expect, it } from 'vitest';
import {
  CONSTRAINT_TOOLS,
  countText,
  createReducer,
  initialCreate,
  isConstraintTool,
  shownTool,
  toolsOf,
  type CreateAction,
  type CreateState,
  type Tool,
} from './create.ts';
import type { CountAnswer } from './solve.ts';
import { keyIntent } from './keys.ts';

const run = (state: CreateState, ...actions: CreateAction[]) => actions.reduce(createReducer, state);
const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}): CreateAction => ({
  type: 'key',
  intent: keyIntent(
    {
      key: k,
      code: /^\d$/u.test(k) ? `Digit${k}` : k,
      shiftKey: false,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...extra,
    },
    9,
  )!,
});

describe('createReducer', () => {
  it('arrows move the focus and the selection (Shift extends), wrapping at the edges, as on the play screen', () => {
    const moved = run(initialCreate(), key('ArrowLeft'));
    expect(moved.focus).toBe(8);
    expect([...moved.selection]).toEqual([8]);
    const extended = run(moved, key('ArrowDown', { shiftKey: true }));
    expect([...extended.selection].sort((a, b) => a - b)).toEqual([8, 17]);
  });

  it('a digit sets the selected givens, 0 and Delete clear them, Escape deselects; with nothing selected nothing changes', () => {
    const start = initialCreate();
    expect(run(start, key('5'))).toBe(start);
    const typed = run(start, { type: 'select', update: new Set([0, 1]) }, key('5'));
    expect([...typed.draft.givens.slice(0, 3)]).toEqual([5, 5, 0]);
    expect([...run(typed, key('Delete')).draft.givens.slice(0, 2)]).toEqual([0, 0]);
    expect([...run(typed, key('0')).draft.givens.slice(0, 2)]).toEqual([0, 0]);
    expect(run(typed, key('Escape')).selection.size).toBe(0);
    // Shift+digit is a corner note on the board; a given has none.
    expect(run(typed, key('7', { shiftKey: true }))).toBe(typed);
  });

  it('any change to the draft drops the verdict; a variant change deselects and picks its tools', () => {
    const checked = run(
      initialCreate(),
      { type: 'select', update: new Set([3]) },
      { type: 'check', check: { kind: 'error', text: 'x' } },
    );
    expect(run(checked, key('4')).check).toBeNull();
    const killer = run(checked, { type: 'tool', tool: 'cages' }, { type: 'variant', variant: 'killer' });
    expect(killer.selection.size).toBe(0);
    expect(toolsOf(killer.draft)).toEqual(['digits', 'cages']);
    expect(shownTool(killer)).toBe('cages');
    expect(shownTool(run(killer, { type: 'variant', variant: 'classic' }))).toBe('digits');
  });

  it('selection updates take a function of the old selection (the pointer hook drags with it)', () => {
    const state = run(
      initialCreate(),
      { type: 'select', update: new Set([1]) },
      { type: 'select', update: (old) => new Set([...old, 2]) },
    );
    expect([...state.selection]).toEqual([1, 2]);
  });
});

describe('createReducer: constraints (issue 27 §2)', () => {
  const select = (...cells: number[]): CreateAction => ({ type: 'select', update: new Set(cells) });

  it('adds the tool’s constraint over the selection in the order selected (a thermo’s bulb first) and deselects', () => {
    const state = run(initialCreate(), { type: 'tool', tool: 'thermo' }, select(20, 11, 2), { type: 'add' });
    expect(state.draft.constraints).toEqual([{ type: 'thermo', cells: [20, 11, 2] }]);
    expect(state.selection.size).toBe(0);
    expect(state.note).toEqual({ kind: 'ok', text: 'Thermo added.' });
    expect(state.version).toBe(1);
    expect(state.count).toEqual({ kind: 'counting', slow: false });
  });

  it('draws every tool: a cage with or without its sum, an arrow’s circle first, lines, dots, X/V and marks', () => {
    const add = (tool: Tool, cells: number[], sum?: number) =>
      run(initialCreate(), { type: 'tool', tool }, select(...cells), { type: 'add', ...(sum ? { sum } : {}) }).draft
        .constraints[0];
    expect(add('cage', [0, 1], 7)).toEqual({ type: 'cage', cells: [0, 1], sum: 7 });
    expect(add('cage', [0, 1])).toEqual({ type: 'cage', cells: [0, 1] });
    expect(add('arrow', [0, 1, 2])).toEqual({ type: 'arrow', circle: [0], cells: [1, 2] });
    expect(add('renban', [0, 10, 20])).toEqual({ type: 'renban', cells: [0, 10, 20] });
    expect(add('whisper', [0, 1])).toEqual({ type: 'whisper', cells: [0, 1], difference: 5 });
    expect(add('palindrome', [0, 1, 2])).toEqual({ type: 'palindrome', cells: [0, 1, 2] });
    expect(add('kropki-white', [0, 9])).toEqual({ type: 'kropki-white', cells: [0, 9] });
    expect(add('kropki-black', [0, 1])).toEqual({ type: 'kropki-black', cells: [0, 1] });
    expect(add('x', [0, 1])).toEqual({ type: 'xv', cells: [0, 1], sum: 10 });
    expect(add('v', [0, 1])).toEqual({ type: 'xv', cells: [0, 1], sum: 5 });
    for (const mark of ['odd', 'even', 'minimum', 'maximum'] as const)
      expect(add(mark, [40, 0])).toEqual({ type: mark, cells: [40, 0] });
  });

  it('refuses in words what is not a constraint: nothing is added and the selection stays', () => {
    const tries: [Tool, number[], string | RegExp][] = [
      ['thermo', [0], /^Select the bulb/u],
      ['thermo', [0, 2], /not neighbours/u],
      ['kropki-white', [0, 10], /do not share an edge/u],
      ['x', [0, 1, 2], 'Select two cells side by side.'],
      ['cage', [0, 1], /impossible for 2 different digits/u],
    ];
    for (const [tool, cells, words] of tries) {
      const state = run(initialCreate(), { type: 'tool', tool }, select(...cells), {
        type: 'add',
        ...(tool === 'cage' ? { sum: 30 } : {}),
      });
      expect(state.draft.constraints).toEqual([]);
      expect(state.selection.size).toBe(cells.length);
      expect(state.note?.kind).toBe('error');
      expect(state.note?.text).toMatch(words);
      expect(state.version).toBe(0);
    }
  });

  it('removes a constraint from the list, and Delete removes the shown tool’s constraints on the selected cells', () => {
    const drawn = run(
      initialCreate(),
      { type: 'tool', tool: 'thermo' },
      select(0, 1, 2),
      { type: 'add' },
      { type: 'tool', tool: 'x' },
      select(1, 10),
      { type: 'add' },
    );
    expect(drawn.draft.constraints.map((c) => c.type)).toEqual(['thermo', 'xv']);
    expect(run(drawn, { type: 'remove', index: 0 }).draft.constraints.map((c) => c.type)).toEqual(['xv']);
    // The X tool is shown: Delete on r1c2 removes the X there, not the thermo through it.
    const deleted = run(drawn, select(1), key('Delete'));
    expect(deleted.draft.constraints.map((c) => c.type)).toEqual(['thermo']);
    expect(deleted.draft.givens.every((d) => d === 0)).toBe(true);
    // Nothing of the tool there: nothing changes, not even the count.
    expect(run(deleted, select(1), key('Delete'))).toEqual(run(deleted, select(1)));
  });

  it('undo and redo step through the drafts (buttons and Ctrl+Z / Ctrl+Y); a new edit clears redo', () => {
    const drawn = run(initialCreate(), { type: 'tool', tool: 'odd' }, select(4), { type: 'add' }, select(5), key('3'));
    expect(drawn.past).toHaveLength(2);
    const undone = run(drawn, { type: 'undo' });
    expect(undone.draft.givens[5]).toBe(0);
    expect(undone.draft.constraints).toHaveLength(1);
    const twice = run(undone, key('z', { ctrlKey: true }));
    expect(twice.draft.constraints).toEqual([]);
    expect(run(twice, { type: 'undo' })).toBe(twice);
    const redone = run(twice, { type: 'redo' }, key('y', { ctrlKey: true }));
    expect(redone.draft).toBe(drawn.draft);
    expect(redone.future).toEqual([]);
    expect(run(undone, select(6), key('1')).future).toEqual([]);
    // Each step is a new version: its count starts again.
    expect(new Set([drawn.version, undone.version, twice.version, redone.version]).size).toBe(4);
  });

  it('takes the count of the draft on screen only: a stale answer never overwrites a newer one; slow says so', () => {
    const start = initialCreate();
    const edited = run(start, select(0), key('5'));
    const stale = run(edited, { type: 'counted', version: start.version, answer: { status: 'unique' } });
    expect(stale.count).toEqual({ kind: 'counting', slow: false });
    const slow = run(edited, { type: 'count-slow', version: edited.version });
    expect(countText(slow.count, 9)).toBe('Still counting…');
    expect(run(edited, { type: 'count-slow', version: start.version }).count).toEqual({
      kind: 'counting',
      slow: false,
    });
    const answered = run(slow, {
      type: 'counted',
      version: edited.version,
      answer: { status: 'multiple', differ: 30 },
    });
    expect(countText(answered.count, 9)).toBe('2 solutions: they differ in r4c4');
    // A late "slow" for the answered draft does not hide its answer.
    expect(run(answered, { type: 'count-slow', version: edited.version })).toBe(answered);
  });

  it('says the count plainly', () => {
    const text = (answer: CountAnswer) => countText({ kind: 'answer', answer }, 9);
    expect(text({ status: 'none' })).toBe('No solution');
    expect(text({ status: 'unique' })).toBe('Unique: ready to play');
    expect(text({ status: 'multiple', differ: 3 * 9 + 4 })).toBe('2 solutions: they differ in r4c5');
    expect(countText({ kind: 'answer', answer: { status: 'multiple', differ: 17 } }, 16)).toBe(
      '2 solutions: they differ in r2c2',
    );
    expect(text({ status: 'invalid', message: 'two 5s in row 1 (r1c1, r1c2)' })).toBe(
      'Not a puzzle yet: two 5s in row 1 (r1c1, r1c2)',
    );
    expect(countText({ kind: 'counting', slow: false }, 9)).toBe('Counting solutions…');
  });

  it('constraint tools are shown on every variant; their own tools per variant stay', () => {
    const state = run(initialCreate(), { type: 'tool', tool: 'arrow' }, { type: 'variant', variant: 'killer' });
    expect(shownTool(state)).toBe('arrow');
    expect(isConstraintTool('arrow')).toBe(true);
    expect(isConstraintTool('cages')).toBe(false);
    expect(CONSTRAINT_TOOLS.map((t) => t.tool)).toHaveLength(18);
  });
});

describe('createReducer: clues outside the grid, between and region-sum lines (issue 27 §2)', () => {
  const select = (...cells: number[]): CreateAction => ({ type: 'select', update: new Set(cells) });
  const drawn = (tool: Tool, cells: number[], clue: Omit<Extract<CreateAction, { type: 'add' }>, 'type'> = {}) =>
    run(initialCreate(), { type: 'tool', tool }, select(...cells), { type: 'add', ...clue });

  it('a little killer takes the whole diagonal through the selected cell, in the direction picked, with its sum', () => {
    const state = drawn('little-killer', [19], { sum: 40, direction: 'down-right' });
    expect(state.draft.constraints).toEqual([
      { type: 'little-killer', cells: [9, 19, 29, 39, 49, 59, 69, 79], sum: 40 },
    ]);
    expect(state.note).toEqual({ kind: 'ok', text: 'Little killer added.' });
    expect(drawn('little-killer', [2], { sum: 12, direction: 'up-right' }).draft.constraints[0]).toEqual({
      type: 'little-killer',
      cells: [18, 10, 2],
      sum: 12,
    });
    // A corner's diagonal of one cell.
    expect(drawn('little-killer', [8], { sum: 4, direction: 'down-right' }).draft.constraints[0]).toEqual({
      type: 'little-killer',
      cells: [8],
      sum: 4,
    });
  });

  it('a sandwich is the selected cell’s row or column with its sum', () => {
    expect(drawn('sandwich', [21], { sum: 12, house: 'row' }).draft.constraints).toEqual([
      { type: 'sandwich', house: 'row', index: 2, sum: 12 },
    ]);
    expect(drawn('sandwich', [21], { sum: 0, house: 'column' }).draft.constraints).toEqual([
      { type: 'sandwich', house: 'column', index: 3, sum: 0 },
    ]);
  });

  it('refuses in words a clue without a sum or with one out of range, and a between line of two cells', () => {
    const tries: [Tool, number[], object, string | RegExp][] = [
      ['little-killer', [19], { direction: 'down-right' }, 'Type the sum first.'],
      ['little-killer', [2], { sum: 30, direction: 'down-left' }, /out of range/u],
      ['little-killer', [], { sum: 30 }, 'Select a cell of the diagonal first.'],
      ['sandwich', [0], { sum: 36, house: 'row' }, /out of range \(0–35\)/u],
      ['sandwich', [0], { house: 'row' }, 'Type the sum first.'],
      ['between', [0, 1], {}, /at least three/u],
    ];
    for (const [tool, cells, clue, words] of tries) {
      const state = drawn(tool, cells, clue);
      expect(state.draft.constraints).toEqual([]);
      expect(state.note?.kind).toBe('error');
      expect(state.note?.text).toMatch(words);
    }
  });

  it('one sandwich per row or column and one little killer per diagonal and direction: another is refused in words', () => {
    const sandwich = drawn('sandwich', [21], { sum: 12, house: 'row' });
    const again = run(sandwich, select(26), { type: 'add', sum: 5, house: 'row' });
    expect(again.draft).toBe(sandwich.draft);
    expect(again.note?.text).toBe('Row 3 has a sandwich already: pick it to change its sum.');
    expect(run(sandwich, select(26), { type: 'add', sum: 5, house: 'column' }).draft.constraints).toHaveLength(2);
    const killer = drawn('little-killer', [40], { sum: 45, direction: 'down-right' });
    const twice = run(killer, select(0), { type: 'add', sum: 45, direction: 'down-right' });
    expect(twice.note?.text).toBe('That diagonal has a little killer from r1c1 already: pick it to change its sum.');
    // The same diagonal the other way is another clue, at its other end.
    expect(run(killer, select(0), { type: 'add', sum: 45, direction: 'up-left' }).draft.constraints).toHaveLength(2);
  });

  it('draws between and region-sum lines in the order selected', () => {
    expect(drawn('between', [0, 1, 2, 11]).draft.constraints).toEqual([{ type: 'between', cells: [0, 1, 2, 11] }]);
    expect(drawn('region-sum-line', [2, 3]).draft.constraints).toEqual([{ type: 'region-sum-line', cells: [2, 3] }]);
  });

  it('Delete with the sandwich tool removes the sandwich of a selected cell’s row; with the little killer tool, of its diagonal', () => {
    const sandwich = drawn('sandwich', [21], { sum: 12, house: 'row' });
    expect(run(sandwich, select(26), key('Delete')).draft.constraints).toEqual([]);
    expect(run(sandwich, select(30), key('Delete')).draft.constraints).toHaveLength(1);
    const killer = drawn('little-killer', [19], { sum: 40, direction: 'down-right' });
    expect(run(killer, select(79), key('Delete')).draft.constraints).toEqual([]);
  });
});

describe('createReducer: picking a drawn constraint (issue 27 §2)', () => {
  const select = (...cells: number[]): CreateAction => ({ type: 'select', update: new Set(cells) });
  const two = run(
    initialCreate(),
    { type: 'tool', tool: 'thermo' },
    select(1, 2, 3),
    { type: 'add' },
    { type: 'tool', tool: 'sandwich' },
    select(21),
    { type: 'add', sum: 12, house: 'column' },
  );

  it('selects the picked constraint’s cells (a sandwich’s column) and focuses its first', () => {
    const picked = run(two, { type: 'pick', index: 1 });
    expect(picked.picked).toBe(1);
    expect([...picked.selection]).toEqual([3, 12, 21, 30, 39, 48, 57, 66, 75]);
    expect(picked.focus).toBe(3);
    expect(run(picked, { type: 'pick', index: null }).picked).toBeNull();
    // Another selection or an arrow drops the pick.
    expect(run(picked, select(5)).picked).toBeNull();
    expect(run(picked, key('ArrowLeft')).picked).toBeNull();
    expect(run(picked, key('Escape')).picked).toBeNull();
  });

  it('Delete removes the picked constraint whatever the tool, deselects, and undo brings it back', () => {
    const picked = run(two, { type: 'tool', tool: 'odd' }, { type: 'pick', index: 0 });
    const deleted = run(picked, key('Delete'));
    expect(deleted.draft.constraints.map((c) => c.type)).toEqual(['sandwich']);
    expect(deleted.picked).toBeNull();
    expect(deleted.selection.size).toBe(0);
    expect(run(deleted, { type: 'undo' }).draft).toBe(two.draft);
    expect(run(deleted, { type: 'undo' }, { type: 'redo' }).draft).toBe(deleted.draft);
    // Remove in the list does the same for the picked one.
    const removed = run(picked, { type: 'remove', index: 0 });
    expect(removed.draft).toEqual(deleted.draft);
    expect(removed.selection.size).toBe(0);
  });

  it('Enter on the board picks the constraints through the focused cell in turn, then none; the focus stays', () => {
    const at = (cell: number) => run(two, select(cell), { type: 'focus', cell });
    const enter = { type: 'pick-at' } as const;
    // r1c4 is on the thermo and in the sandwich's column.
    const first = run(at(3), enter);
    expect(first.picked).toBe(0);
    expect([...first.selection]).toEqual([1, 2, 3]);
    expect(first.focus).toBe(3);
    expect(run(first, enter).picked).toBe(1);
    const none = run(first, enter, enter);
    expect(none.picked).toBeNull();
    expect([...none.selection]).toEqual([3]);
    expect(run(none, enter).picked).toBe(0);
    // A cell with no constraint: nothing to pick.
    expect(run(at(80), enter).picked).toBeNull();
    expect(run(initialCreate(), enter)).toEqual(initialCreate());
  });

  it('a picked sandwich, little killer or cage takes another sum it can hold (undo gives the old one back); others say why not', () => {
    const changed = run(two, { type: 'pick', index: 1 }, { type: 'change-sum', sum: 20 });
    expect(changed.draft.constraints[1]).toEqual({ type: 'sandwich', house: 'column', index: 3, sum: 20 });
    expect(changed.picked).toBe(1);
    expect(changed.note).toEqual({ kind: 'ok', text: 'Sum changed to 20.' });
    expect(changed.version).toBe(two.version + 1);
    expect(run(changed, { type: 'undo' }).draft).toBe(two.draft);
    const tooBig = run(two, { type: 'pick', index: 1 }, { type: 'change-sum', sum: 36 });
    expect(tooBig.draft).toBe(two.draft);
    expect(tooBig.note?.text).toMatch(/out of range \(0–35\)/u);
    const thermo = run(two, { type: 'pick', index: 0 }, { type: 'change-sum', sum: 3 });
    expect(thermo.draft).toBe(two.draft);
    expect(thermo.note?.kind).toBe('error');
    expect(run(two, { type: 'change-sum', sum: 3 })).toBe(two);
    // A cage drawn without a sum gets one.
    const cage = run(initialCreate(), { type: 'tool', tool: 'cage' }, select(0, 1), { type: 'add' });
    expect(run(cage, { type: 'pick', index: 0 }, { type: 'change-sum', sum: 5 }).draft.constraints[0]).toEqual({
      type: 'cage',
      cells: [0, 1],
      sum: 5,
    });
  });
});
