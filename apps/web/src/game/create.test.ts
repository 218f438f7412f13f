import { describe, expect, it } from 'vitest';
import { createReducer, initialCreate, shownTool, toolsOf, type CreateAction, type CreateState } from './create.ts';
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
