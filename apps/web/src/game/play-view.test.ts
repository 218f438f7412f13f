import { describe, expect, it } from 'vitest';
import { playViewReducer, START_VIEW, type PlayView, type PlayViewAction } from './play-view.ts';

const run = (...actions: PlayViewAction[]): PlayView => actions.reduce(playViewReducer, START_VIEW);
const plain = { ctrl: false, shift: false };

describe('playViewReducer (issue 30 §7)', () => {
  it('a press selects one cell and focuses it; Shift adds, Ctrl toggles', () => {
    expect([...run({ type: 'press', cell: 4, modifiers: plain }).selection]).toEqual([4]);
    const added = run(
      { type: 'press', cell: 4, modifiers: plain },
      { type: 'press', cell: 7, modifiers: { ctrl: false, shift: true } },
    );
    expect([...added.selection].sort()).toEqual([4, 7]);
    expect(added.focus).toBe(7);
    const toggled = playViewReducer(added, { type: 'press', cell: 4, modifiers: { ctrl: true, shift: false } });
    expect([...toggled.selection]).toEqual([7]);
  });

  it('a drag onto a cell already selected keeps the same view', () => {
    const view = run({ type: 'press', cell: 4, modifiers: plain });
    expect(playViewReducer(view, { type: 'drag', cell: 4 })).toBe(view);
    expect([...playViewReducer(view, { type: 'drag', cell: 5 }).selection]).toEqual([4, 5]);
  });

  it('focus from the keyboard selects the cell only when nothing is selected', () => {
    expect([...run({ type: 'focus-cell', cell: 3 }).selection]).toEqual([3]);
    const kept = run({ type: 'press', cell: 1, modifiers: plain }, { type: 'focus-cell', cell: 3 });
    expect([...kept.selection]).toEqual([1]);
    expect(kept.focus).toBe(3);
  });

  it('arrows move from the focus, wrapping; extended they add', () => {
    const moved = run(
      { type: 'press', cell: 0, modifiers: plain },
      { type: 'arrow', n: 9, rows: 0, columns: -1, extend: false },
    );
    expect(moved.focus).toBe(8);
    expect([...moved.selection]).toEqual([8]);
    const extended = playViewReducer(moved, { type: 'arrow', n: 9, rows: 1, columns: 0, extend: true });
    expect([...extended.selection].sort((a, b) => a - b)).toEqual([8, 17]);
  });

  it('number-first: a picked digit stays until dropped; a tap selects the one cell; Escape drops both', () => {
    const armed = run({ type: 'arm', digit: 5 }, { type: 'tap', cell: 10 }, { type: 'tap', cell: 11 });
    expect(armed.armed).toBe(5);
    expect([...armed.selection]).toEqual([11]);
    const cleared = playViewReducer(armed, { type: 'deselect' });
    expect(cleared.armed).toBeNull();
    expect(cleared.selection.size).toBe(0);
  });

  it('modes: chosen, and Space cycles digit → corner → centre → colour → digit', () => {
    expect(run({ type: 'mode', mode: 'centre' }).mode).toBe('centre');
    const modes = [1, 2, 3, 4].map(
      (k) => run(...Array.from({ length: k }, () => ({ type: 'cycle-mode' }) as const)).mode,
    );
    expect(modes).toEqual(['corner', 'centre', 'colour', 'digit']);
  });

  it('one dialog at a time; zoom toggles; solved clears selection, focus and the picked digit', () => {
    expect(run({ type: 'dialog', dialog: 'settings' }, { type: 'dialog', dialog: 'fill' }).dialog).toBe('fill');
    expect(run({ type: 'zoom' }, { type: 'zoom' }).zoomed).toBe(false);
    const solved = run({ type: 'press', cell: 2, modifiers: plain }, { type: 'arm', digit: 3 }, { type: 'solved' });
    expect(solved).toMatchObject({ focus: null, armed: null });
    expect(solved.selection.size).toBe(0);
  });
});
