import { describe, expect, it } from 'vitest';
import type { Constraint } from '@sudoku-forge/core-solver';
import { createReducer, initialCreate, type CreateAction, type CreateState } from './create.ts';
import { emptyDraft, type Draft } from './editor.ts';
import { kingAdjacent } from '@sudoku-forge/core-solver';
import { dragStep, endAt, lineCells, reshapeLine, stepFrom } from './reshape.ts';

const draftWith = (...constraints: Constraint[]): Draft => ({ ...emptyDraft('classic'), constraints });
const thermo: Constraint = { type: 'thermo', cells: [3, 4, 5] }; // r1c4 → r1c6
const constraintOf = (result: Draft | string) => (typeof result === 'string' ? result : result.constraints[0]);

describe('reshapeLine (issue 27 §2)', () => {
  it('extends a line by a cell next to either end, diagonals included', () => {
    const draft = draftWith(thermo);
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'extend', end: 'end', cell: 15 }))).toEqual({
      type: 'thermo',
      cells: [3, 4, 5, 15],
    });
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'extend', end: 'start', cell: 11 }))).toEqual({
      type: 'thermo',
      cells: [11, 3, 4, 5],
    });
  });

  it('takes off the first or last cell, down to the least its type allows', () => {
    const draft = draftWith(thermo, { type: 'between', cells: [0, 1, 2] });
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'trim', end: 'end' }))).toEqual({
      type: 'thermo',
      cells: [3, 4],
    });
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'trim', end: 'start' }))).toEqual({
      type: 'thermo',
      cells: [4, 5],
    });
    const short = reshapeLine(draftWith({ type: 'thermo', cells: [3, 4] }), 0, { kind: 'trim', end: 'end' });
    expect(short).toBe('A thermo has at least 2 cells: this one has 2. Remove it in the list instead.');
    expect(reshapeLine(draft, 1, { kind: 'trim', end: 'start' })).toBe(
      'A between line has at least 3 cells: this one has 3. Remove it in the list instead.',
    );
    const arrow = draftWith({ type: 'arrow', circle: [0], cells: [1] });
    expect(reshapeLine(arrow, 0, { kind: 'trim', end: 'end' })).toBe(
      'An arrow has at least 2 cells: this one has 2. Remove it in the list instead.',
    );
  });

  it('reverses a line (a thermo’s bulb to the other end), keeping its type and other fields', () => {
    const draft = draftWith(thermo, { type: 'whisper', cells: [9, 10, 20], difference: 5 });
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'reverse' }))).toEqual({ type: 'thermo', cells: [5, 4, 3] });
    const whisper = reshapeLine(draft, 1, { kind: 'reverse' });
    expect(typeof whisper !== 'string' && whisper.constraints).toEqual([
      thermo,
      { type: 'whisper', cells: [20, 10, 9], difference: 5 },
    ]);
  });

  it('an arrow is its circle then its shaft: reversed, the circle moves to the other end', () => {
    const arrow: Constraint = { type: 'arrow', circle: [0], cells: [10, 20] };
    const draft = draftWith(arrow);
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'reverse' }))).toEqual({
      type: 'arrow',
      circle: [20],
      cells: [10, 0],
    });
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'extend', end: 'end', cell: 30 }))).toEqual({
      type: 'arrow',
      circle: [0],
      cells: [10, 20, 30],
    });
    expect(constraintOf(reshapeLine(draft, 0, { kind: 'trim', end: 'start' }))).toEqual({
      type: 'arrow',
      circle: [10],
      cells: [20],
    });
    // A circle of two cells (an import) is redrawn, not reshaped.
    const pill = draftWith({ type: 'arrow', circle: [0, 1], cells: [11] });
    expect(lineCells(pill.constraints[0]!)).toBeNull();
    expect(reshapeLine(pill, 0, { kind: 'reverse' })).toBe(
      'This arrow’s circle has 2 cells: remove it and draw it again to change it.',
    );
  });

  it('refuses in words a cell already on the line, one not next to that end, one off the board', () => {
    const draft = draftWith(thermo);
    expect(reshapeLine(draft, 0, { kind: 'extend', end: 'end', cell: 4 })).toBe('r1c5 is already on the thermo.');
    expect(reshapeLine(draft, 0, { kind: 'extend', end: 'end', cell: 12 })).toBe(
      'r2c4 does not touch the end of the thermo (r1c6): a line steps to one of the 8 cells around it.',
    );
    expect(reshapeLine(draft, 0, { kind: 'extend', end: 'start', cell: 7 })).toMatch(/^r1c8 does not touch the start/u);
    expect(reshapeLine(draft, 0, { kind: 'extend', end: 'end', cell: 81 })).toBe('That cell is not on the board.');
  });

  it('leaves the rest to core-solver’s rules (a renban no longer than the side) and refuses what is not a line', () => {
    const renban = draftWith({ type: 'renban', cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(reshapeLine(renban, 0, { kind: 'extend', end: 'end', cell: 17 })).toMatch(/has 10 cells, expected 2–9/u);
    const dot = draftWith({ type: 'kropki-white', cells: [0, 1] });
    expect(reshapeLine(dot, 0, { kind: 'reverse' })).toBe('Pick a thermo, an arrow or a line first.');
    expect(reshapeLine(dot, 3, { kind: 'reverse' })).toBe('Pick a thermo, an arrow or a line first.');
  });

  it('steps and neighbours on the board', () => {
    expect(stepFrom(0, -1, 0, 9)).toBeNull();
    expect(stepFrom(8, 0, 1, 9)).toBeNull();
    expect(stepFrom(40, 1, 1, 9)).toBe(50);
    expect(kingAdjacent(8, 9, 9)).toBe(false); // r1c9 and r2c1: not neighbours across the edge
    expect(kingAdjacent(8, 16, 9)).toBe(true);
    expect(kingAdjacent(8, 8, 9)).toBe(false);
  });
});

describe('createReducer: reshaping the picked line (issue 27 §2)', () => {
  const run = (state: CreateState, ...actions: CreateAction[]) => actions.reduce(createReducer, state);
  const select = (...cells: number[]): CreateAction => ({ type: 'select', update: new Set(cells) });
  const drawn = run(
    initialCreate(),
    { type: 'tool', tool: 'thermo' },
    select(3, 4, 5),
    { type: 'add' },
    { type: 'tool', tool: 'renban' },
    select(60, 61),
    { type: 'add' },
    { type: 'pick', index: 0 },
  );

  it('reshapes the picked line in place: still picked, its cells selected, the changed end focused, said in words', () => {
    const longer = run(drawn, { type: 'reshape', reshape: { kind: 'extend', end: 'end', cell: 15 } });
    expect(longer.draft.constraints[0]).toEqual({ type: 'thermo', cells: [3, 4, 5, 15] });
    expect(longer.draft.constraints[1]).toBe(drawn.draft.constraints[1]);
    expect(longer.picked).toBe(0);
    expect([...longer.selection]).toEqual([3, 4, 5, 15]);
    expect(longer.focus).toBe(15);
    expect(longer.note).toEqual({ kind: 'ok', text: 'r2c7 added at the end: 4 cells.' });
    expect(longer.version).toBe(drawn.version + 1);
    const reversed = run(longer, { type: 'reshape', reshape: { kind: 'reverse' } });
    expect(reversed.draft.constraints[0]).toEqual({ type: 'thermo', cells: [15, 5, 4, 3] });
    expect(reversed.note?.text).toBe('Reversed: it now runs from r2c7 to r1c4.');
    expect(reversed.focus).toBe(15);
    const trimmed = run(reversed, { type: 'reshape', reshape: { kind: 'trim', end: 'start' } });
    expect(trimmed.draft.constraints[0]).toEqual({ type: 'thermo', cells: [5, 4, 3] });
    expect(trimmed.note?.text).toBe('r2c7 taken off the start: 3 cells.');
    expect(trimmed.focus).toBe(5);
  });

  it('each reshape is one undo step; undo and redo step through the shapes', () => {
    const twice = run(
      drawn,
      { type: 'reshape', reshape: { kind: 'extend', end: 'start', cell: 12 } },
      { type: 'reshape', reshape: { kind: 'reverse' } },
    );
    expect(twice.draft.constraints[0]).toEqual({ type: 'thermo', cells: [5, 4, 3, 12] });
    const once = run(twice, { type: 'undo' });
    expect(once.draft.constraints[0]).toEqual({ type: 'thermo', cells: [12, 3, 4, 5] });
    expect(run(once, { type: 'undo' }).draft).toBe(drawn.draft);
    expect(run(once, { type: 'redo' }).draft.constraints[0]).toEqual({ type: 'thermo', cells: [5, 4, 3, 12] });
  });

  it('a refused shape changes nothing and says why; without a pick, nothing is reshaped', () => {
    const refused = run(drawn, { type: 'reshape', reshape: { kind: 'extend', end: 'end', cell: 4 } });
    expect(refused.draft).toBe(drawn.draft);
    expect(refused.past).toBe(drawn.past);
    expect(refused.picked).toBe(0);
    expect(refused.note).toEqual({ kind: 'error', text: 'r1c5 is already on the thermo.' });
    const renban = run(drawn, { type: 'pick', index: 1 }, { type: 'reshape', reshape: { kind: 'trim', end: 'end' } });
    expect(renban.note?.text).toBe(
      'A renban line has at least 2 cells: this one has 2. Remove it in the list instead.',
    );
    const none = run(drawn, { type: 'pick', index: null }, { type: 'reshape', reshape: { kind: 'reverse' } });
    expect(none.draft).toBe(drawn.draft);
    expect(none.note?.kind).toBe('error');
  });
});

describe('dragging an end of the picked line (issue 27 §2)', () => {
  const line: Constraint = { type: 'thermo', cells: [0, 1, 2] }; // r1c1 (bulb) – r1c3

  it('knows the ends, and only the ends', () => {
    expect(endAt(line, 0)).toBe('start');
    expect(endAt(line, 2)).toBe('end');
    expect(endAt(line, 1)).toBeNull();
    expect(endAt({ type: 'odd', cells: [0] }, 0)).toBeNull();
  });

  it('extends onto a free cell around the dragged end, takes the end off going back, ignores the rest', () => {
    expect(dragStep(line, 'end', 12, 9)).toEqual({ kind: 'extend', end: 'end', cell: 12 }); // r2c4, diagonal
    expect(dragStep(line, 'end', 3, 9)).toEqual({ kind: 'extend', end: 'end', cell: 3 });
    expect(dragStep(line, 'end', 1, 9)).toEqual({ kind: 'trim', end: 'end' });
    expect(dragStep(line, 'start', 1, 9)).toEqual({ kind: 'trim', end: 'start' });
    expect(dragStep(line, 'start', 9, 9)).toEqual({ kind: 'extend', end: 'start', cell: 9 });
    expect(dragStep(line, 'end', 2, 9)).toBeNull(); // the end itself
    expect(dragStep(line, 'end', 4, 9)).toBeNull(); // skipped to, two cells away
    expect(dragStep(line, 'end', 8, 9)).toBeNull(); // r1c9 is not beside r1c3
    expect(dragStep({ type: 'thermo', cells: [8, 17] }, 'start', 9, 9)).toBeNull(); // r2c1 is not beside r1c9
  });

  it('a drag out and back again, through the reducer, leaves the line as it was, one undo step a cell', () => {
    let state = [
      { type: 'tool', tool: 'thermo' },
      { type: 'select', update: new Set([0, 1, 2]) },
      { type: 'add' },
      { type: 'pick', index: 0 },
    ].reduce((s, a) => createReducer(s, a as CreateAction), initialCreate());
    const undoSteps = state.past.length;
    const drag = (cell: number) => {
      const step = dragStep(state.draft.constraints[0]!, 'end', cell, 9);
      if (step) state = createReducer(state, { type: 'reshape', reshape: step });
    };
    for (const cell of [12, 21, 22]) drag(cell);
    expect(state.draft.constraints[0]).toEqual({ type: 'thermo', cells: [0, 1, 2, 12, 21, 22] });
    expect(state.picked).toBe(0);
    for (const cell of [21, 12, 2]) drag(cell);
    expect(state.draft.constraints[0]).toEqual(line);
    expect(state.past.length - undoSteps).toBe(6);
  });
});
