import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { geometryFor, parseGrid } from '@sudoku-forge/core-solver';
import { emptyBoard, type Move } from './board.ts';
import { historyReducer, packHistory, startHistory, unpackHistory, type History } from './history.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const geometry = geometryFor('classic');
const givens = parseGrid(WIKIPEDIA.puzzle, 9);
const context = { geometry, givens, autoClean: true };

describe('historyReducer', () => {
  it('undoes a digit and its note clean-up in one step, and redoes both', () => {
    let h = startHistory(emptyBoard(81));
    h = historyReducer(h, { type: 'move', move: { type: 'centre', action: 'toggle', cells: [3], digit: 4 } }, context);
    const withNote = h.present;
    h = historyReducer(h, { type: 'move', move: { type: 'digit', action: 'set', cells: [2], digit: 4 } }, context);
    expect(h.present.centre[3]).toBe(0);
    const placed = h.present;
    h = historyReducer(h, { type: 'undo' }, context);
    expect(h.present).toBe(withNote);
    expect(h.present.digits[2]).toBe(0);
    expect(h.present.centre[3]).not.toBe(0);
    h = historyReducer(h, { type: 'redo' }, context);
    expect(h.present).toBe(placed);
  });

  it('adds no entry for a move that changes nothing, and a new move clears redo', () => {
    let h = startHistory(emptyBoard(81));
    h = historyReducer(h, { type: 'move', move: { type: 'digit', action: 'set', cells: [0], digit: 1 } }, context); // a given
    expect(h.past).toHaveLength(0);
    h = historyReducer(h, { type: 'move', move: { type: 'digit', action: 'set', cells: [2], digit: 1 } }, context);
    h = historyReducer(h, { type: 'undo' }, context);
    expect(h.future).toHaveLength(1);
    h = historyReducer(h, { type: 'move', move: { type: 'digit', action: 'set', cells: [2], digit: 2 } }, context);
    expect(h.future).toHaveLength(0);
  });

  it('undo with nothing to undo and redo with nothing to redo leave the history alone', () => {
    const h = startHistory(emptyBoard(81));
    expect(historyReducer(h, { type: 'undo' }, context)).toBe(h);
    expect(historyReducer(h, { type: 'redo' }, context)).toBe(h);
  });

  it('undoing every move returns the start, redoing every move returns the end (property)', () => {
    const move = fc.record({
      type: fc.constantFrom('digit', 'corner', 'centre', 'colour' as const),
      action: fc.constantFrom('set', 'remove', 'toggle' as const),
      cells: fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 4 }),
      digit: fc.integer({ min: 1, max: 9 }),
    }) as fc.Arbitrary<Move>;
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        const start = emptyBoard(81);
        let h: History = startHistory(start);
        for (const m of moves) h = historyReducer(h, { type: 'move', move: m }, context);
        const end = h.present;
        const depth = h.past.length;
        for (let i = 0; i < depth; i++) h = historyReducer(h, { type: 'undo' }, context);
        expect(h.present).toBe(start);
        for (let i = 0; i < depth; i++) h = historyReducer(h, { type: 'redo' }, context);
        expect(h.present).toBe(end);
      }),
      { numRuns: 200 },
    );
  });
});

describe('packHistory / unpackHistory', () => {
  const moves: Move[] = [
    { type: 'digit', action: 'set', cells: [2], digit: 4 },
    { type: 'centre', action: 'toggle', cells: [3, 5], digit: 6 },
    { type: 'corner', action: 'toggle', cells: [6], digit: 1 },
    { type: 'colour', action: 'toggle', cells: [2, 3], digit: 5 },
    { type: 'erase', cells: [3] },
    { type: 'digit', action: 'set', cells: [5], digit: 9 },
  ];

  it('round-trips any undo/redo stacks exactly', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...moves).map((move) => ({ type: 'move' as const, move })),
            fc.constant({ type: 'undo' as const }),
            fc.constant({ type: 'redo' as const }),
          ),
          { maxLength: 30 },
        ),
        (actions) => {
          let h: History = startHistory(emptyBoard(81));
          for (const action of actions) h = historyReducer(h, action, context);
          const back = unpackHistory(h.present, JSON.parse(JSON.stringify(packHistory(h))));
          expect(back.past).toEqual(h.past);
          expect(back.future).toEqual(h.future);
        },
      ),
    );
  });

  it('keeps only the newest steps, and stores differences rather than boards', () => {
    let h = startHistory(emptyBoard(81));
    const blanks = [...givens].flatMap((d, i) => (d === 0 ? [i] : []));
    for (const cell of blanks.slice(0, 12))
      h = historyReducer(
        h,
        { type: 'move', move: { type: 'centre', action: 'set', cells: [cell], digit: 1 } },
        context,
      );
    const packed = packHistory(h, 5);
    expect(packed.past).toHaveLength(5);
    expect(packed.past.every((d) => d.length === 1)).toBe(true);
    const back = unpackHistory(h.present, packed);
    expect(back.past).toEqual(h.past.slice(-5));
  });
});
