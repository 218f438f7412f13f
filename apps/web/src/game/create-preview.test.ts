import { describe, expect, it } from 'vitest';
import { createReducer, initialCreate, type CreateAction, type CreateState, type Tool } from './create.ts';
import { outsidePreview } from './create-preview.ts';

const run = (state: CreateState, ...actions: CreateAction[]) => actions.reduce(createReducer, state);
const select = (...cells: number[]): CreateAction => ({ type: 'select', update: new Set(cells) });
const typed = (tool: Tool, cells: number[], pending: Extract<CreateAction, { type: 'pending' }>['pending']) =>
  run(initialCreate(), { type: 'tool', tool }, select(...cells), { type: 'pending', pending });

describe('outsidePreview: the pending little killer or sandwich (issue 27 §2)', () => {
  it('is nothing while the input is incomplete, or with a tool that draws no clue outside the grid', () => {
    expect(outsidePreview(typed('little-killer', [], { sum: '45' }))).toBeNull();
    expect(outsidePreview(typed('little-killer', [40], {}))).toBeNull();
    expect(outsidePreview(typed('little-killer', [40], { sum: '  ' }))).toBeNull();
    expect(outsidePreview(typed('sandwich', [40], { sum: '' }))).toBeNull();
    expect(outsidePreview(typed('cage', [40], { sum: '12' }))).toBeNull();
    expect(outsidePreview(typed('thermo', [40, 41], { sum: '12' }))).toBeNull();
  });

  it('is exactly the clue Add would add, with its cells, and where it goes in words', () => {
    const state = typed('little-killer', [2], { sum: '30', direction: 'down-right' });
    const preview = outsidePreview(state);
    expect(preview).toEqual({
      kind: 'clue',
      constraint: { type: 'little-killer', cells: [2, 12, 22, 32, 42, 52, 62], sum: 30 },
      cells: [2, 12, 22, 32, 42, 52, 62],
      text: 'Little killer 30 above column 2, pointing down and right along r1c3–r7c9, 7 cells.',
    });
    const added = run(state, { type: 'add', sum: 30, direction: 'down-right' });
    expect(added.draft.constraints).toEqual([preview?.kind === 'clue' && preview.constraint]);
    // Added: the sum is cleared and nothing is pending any more.
    expect(added.pending.sum).toBe('');
    expect(outsidePreview(added)).toBeNull();
  });

  it('says each side and corner a little killer starts from', () => {
    const text = (cell: number, direction: 'down-right' | 'down-left' | 'up-right' | 'up-left') => {
      const p = outsidePreview(typed('little-killer', [cell], { sum: '9', direction }));
      return p?.kind === 'clue' ? p.text : p?.text;
    };
    expect(text(40, 'down-right')).toBe(
      'Little killer 9 outside the top-left corner, pointing down and right along r1c1–r9c9, 9 cells.',
    );
    expect(text(40, 'up-left')).toBe(
      'Little killer 9 outside the bottom-right corner, pointing up and left along r9c9–r1c1, 9 cells.',
    );
    expect(text(40, 'down-left')).toBe(
      'Little killer 9 outside the top-right corner, pointing down and left along r1c9–r9c1, 9 cells.',
    );
    // r3c1 → down-right starts on the left edge: left of row 2.
    expect(text(18, 'down-right')).toBe(
      'Little killer 9 left of row 2, pointing down and right along r3c1–r9c7, 7 cells.',
    );
    // r9c3 going up-left starts on the bottom edge, below column 4.
    expect(text(74, 'up-left')).toBe('Little killer 9 below column 4, pointing up and left along r9c3–r7c1, 3 cells.');
    // The diagonal through r4c9 going up-right starts at r9c4, on the bottom edge.
    expect(text(35, 'up-right')).toBe(
      'Little killer 9 below column 3, pointing up and right along r9c4–r4c9, 6 cells.',
    );
    expect(text(26, 'down-left')).toBe(
      'Little killer 9 right of row 2, pointing down and left along r3c9–r9c3, 7 cells.',
    );
    // A corner's diagonal of one cell: from beside the corner (where f-puzzles puts it), not from the
    // corner, whose arrow would run along the long diagonal.
    expect(text(8, 'down-right')).toBe('Little killer 9 above column 8, pointing down and right into r1c9, 1 cell.');
    expect(text(0, 'down-left')).toBe('Little killer 9 above column 2, pointing down and left into r1c1, 1 cell.');
  });

  it('places a sandwich left of its row or above its column', () => {
    const row = outsidePreview(typed('sandwich', [30], { sum: '12', house: 'row' }));
    expect(row).toMatchObject({
      kind: 'clue',
      constraint: { type: 'sandwich', house: 'row', index: 3, sum: 12 },
      cells: [27, 28, 29, 30, 31, 32, 33, 34, 35],
      text: 'Sandwich 12 left of row 4, over r4c1–r4c9.',
    });
    const column = outsidePreview(typed('sandwich', [30], { sum: '0', house: 'column' }));
    expect(column).toMatchObject({ kind: 'clue', text: 'Sandwich 0 above column 4, over r1c4–r9c4.' });
  });

  it('draws nothing for a clue Add would refuse, and says why', () => {
    expect(outsidePreview(typed('little-killer', [2], { sum: '200' }))).toEqual({
      kind: 'refused',
      text: expect.stringMatching(/^Not drawn yet: .*out of range/u),
    });
    expect(outsidePreview(typed('sandwich', [0], { sum: '2.5' }))?.kind).toBe('refused');
    const one = run(typed('sandwich', [30], { sum: '12' }), { type: 'add', sum: 12, house: 'row' });
    expect(outsidePreview(run(one, select(31), { type: 'pending', pending: { sum: '5' } }))).toEqual({
      kind: 'refused',
      text: 'Not drawn yet: Row 4 has a sandwich already: pick it to change its sum.',
    });
  });

  it('the form starts afresh with another tool', () => {
    const state = run(typed('sandwich', [30], { sum: '12', house: 'column' }), { type: 'tool', tool: 'little-killer' });
    expect(state.pending).toEqual({ sum: '', direction: 'down-right', house: 'row' });
  });
});
