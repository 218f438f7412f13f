import { describe, expect, it } from 'vitest';
import { heldMode, keyIntent, nextMode, type KeyLike } from './keys.ts';

describe('heldMode (SudokuPad temporary modes, issue 30)', () => {
  it('Shift corner, Ctrl or Cmd centre, both colour, none null', () => {
    const held = (shiftKey: boolean, ctrlKey: boolean, metaKey = false) => heldMode({ shiftKey, ctrlKey, metaKey });
    expect([
      held(true, false),
      held(false, true),
      held(false, false, true),
      held(true, true),
      held(false, false),
    ]).toEqual(['corner', 'centre', 'centre', 'colour', null]);
  });
});

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  code: /^\d$/u.test(k) ? `Digit${k}` : `Key${k.toUpperCase()}`,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('keyIntent (SudokuPad conventions)', () => {
  it('maps digits, and Shift/Ctrl+digit to corner/centre notes by the physical key', () => {
    expect(keyIntent(key('5'), 9)).toEqual({ kind: 'enter', digit: 5 });
    expect(keyIntent(key('%', { code: 'Digit5', shiftKey: true }), 9)).toEqual({
      kind: 'enter',
      digit: 5,
      mode: 'corner',
    });
    expect(keyIntent(key('5', { ctrlKey: true }), 9)).toEqual({ kind: 'enter', digit: 5, mode: 'centre' });
    expect(keyIntent(key('7'), 6)).toBeNull();
  });

  it('maps z/x/c/v to the modes on 9×9, and letters to digits on 16×16', () => {
    expect(['z', 'x', 'c', 'v'].map((k) => keyIntent(key(k), 9))).toEqual([
      { kind: 'mode', mode: 'digit' },
      { kind: 'mode', mode: 'corner' },
      { kind: 'mode', mode: 'centre' },
      { kind: 'mode', mode: 'colour' },
    ]);
    expect(keyIntent(key('c'), 16)).toEqual({ kind: 'enter', digit: 12 });
    expect(keyIntent(key('g'), 16)).toEqual({ kind: 'enter', digit: 16 });
    expect(keyIntent(key('v'), 16)).toEqual({ kind: 'mode', mode: 'colour' });
  });

  it('maps undo/redo, erase, arrows with extension, escape', () => {
    expect(keyIntent(key('z', { ctrlKey: true }), 9)).toEqual({ kind: 'undo' });
    expect(keyIntent(key('y', { ctrlKey: true }), 9)).toEqual({ kind: 'redo' });
    expect(keyIntent(key('Z', { ctrlKey: true, shiftKey: true }), 9)).toEqual({ kind: 'redo' });
    expect(keyIntent(key('Backspace', { code: 'Backspace' }), 9)).toEqual({ kind: 'erase' });
    expect(keyIntent(key('0'), 9)).toEqual({ kind: 'erase' });
    expect(keyIntent(key('ArrowLeft', { code: 'ArrowLeft', shiftKey: true }), 9)).toEqual({
      kind: 'move',
      rows: 0,
      columns: -1,
      extend: true,
    });
    expect(keyIntent(key('Escape', { code: 'Escape' }), 9)).toEqual({ kind: 'deselect' });
    expect(keyIntent(key('q'), 9)).toBeNull();
  });

  it('maps h, p and n to hint, pause and new game, on 16×16 too', () => {
    for (const size of [9, 16]) {
      expect(keyIntent(key('h'), size)).toEqual({ kind: 'hint' });
      expect(keyIntent(key('p'), size)).toEqual({ kind: 'pause' });
      expect(keyIntent(key('n'), size)).toEqual({ kind: 'new-game' });
    }
    expect(keyIntent(key('H', { shiftKey: true }), 9)).toBeNull();
  });

  it('on 16×16, Ctrl+letter is a centre note and Shift+letter a corner note', () => {
    expect(keyIntent(key('c', { ctrlKey: true }), 16)).toEqual({ kind: 'enter', digit: 12, mode: 'centre' });
    expect(keyIntent(key('A', { shiftKey: true }), 16)).toEqual({ kind: 'enter', digit: 10, mode: 'corner' });
    expect(keyIntent(key('z', { ctrlKey: true }), 16)).toEqual({ kind: 'undo' });
    expect(keyIntent(key('c', { ctrlKey: true }), 9)).toBeNull();
  });

  it('cycles through the four modes', () => {
    expect(nextMode('digit')).toBe('corner');
    expect(nextMode('colour')).toBe('digit');
  });
});
