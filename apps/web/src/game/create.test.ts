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
    expect(CONSTRAINT_TOOLS.map((t) => t.tool)).toHaveLength(14);
  });
});
