import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bitOf, buildGeometry, geometryFor, maskDigits, parseGrid } from '@sudoku-forge/core-solver';
import {
  applyMove,
  emptyBoard,
  fillWouldReplaceNotes,
  isSolved,
  peerCandidates,
  type Board,
  type Move,
} from './board.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const geometry = geometryFor('classic');
// A published classic (Wikipedia's example puzzle) and its solution.
const PUZZLE = WIKIPEDIA.puzzle;
const SOLUTION = WIKIPEDIA.solution;
const givens = parseGrid(PUZZLE, 9);
const solution = parseGrid(SOLUTION, 9);
const context = { geometry, givens, autoClean: true };
const cellAt = (r: number, c: number) => (r - 1) * 9 + (c - 1);

describe('applyMove', () => {
  it('places a digit and toggles it off when every selected cell already has it', () => {
    const a = applyMove(emptyBoard(81), { type: 'digit', action: 'toggle', cells: [2], digit: 4 }, context);
    expect(a.digits[2]).toBe(4);
    const b = applyMove(a, { type: 'digit', action: 'toggle', cells: [2], digit: 4 }, context);
    expect(b.digits[2]).toBe(0);
  });

  it('never writes over a given, and a move that changes nothing returns the same board', () => {
    const board = emptyBoard(81);
    expect(applyMove(board, { type: 'digit', action: 'set', cells: [0], digit: 9 }, context)).toBe(board);
    expect(applyMove(board, { type: 'erase', cells: [2] }, context)).toBe(board);
  });

  it('removes the placed digit from the notes of its peers only (auto clean-up)', () => {
    let board = emptyBoard(81);
    // r1c3 and r1c4 are peers (row 1); r8c8 is not a peer of r1c3.
    board = applyMove(
      board,
      { type: 'centre', action: 'toggle', cells: [cellAt(1, 4), cellAt(8, 8)], digit: 4 },
      context,
    );
    board = applyMove(board, { type: 'corner', action: 'toggle', cells: [cellAt(2, 3)], digit: 4 }, context);
    board = applyMove(board, { type: 'digit', action: 'set', cells: [cellAt(1, 3)], digit: 4 }, context);
    expect(board.centre[cellAt(1, 4)]).toBe(0);
    expect(board.corner[cellAt(2, 3)]).toBe(0);
    expect(board.centre[cellAt(8, 8)]).toBe(bitOf(4));
  });

  it('keeps notes when auto clean-up is off', () => {
    let board = applyMove(
      emptyBoard(81),
      { type: 'centre', action: 'toggle', cells: [cellAt(1, 4)], digit: 4 },
      context,
    );
    board = applyMove(
      board,
      { type: 'digit', action: 'set', cells: [cellAt(1, 3)], digit: 4 },
      { ...context, autoClean: false },
    );
    expect(board.centre[cellAt(1, 4)]).toBe(bitOf(4));
  });

  it('toggles notes on a multi-selection: adds to all unless all have it', () => {
    const cells = [cellAt(1, 3), cellAt(1, 4)];
    let board = applyMove(emptyBoard(81), { type: 'centre', action: 'toggle', cells: [cells[0]!], digit: 7 }, context);
    board = applyMove(board, { type: 'centre', action: 'toggle', cells, digit: 7 }, context);
    expect(cells.map((c) => board.centre[c])).toEqual([bitOf(7), bitOf(7)]);
    board = applyMove(board, { type: 'centre', action: 'toggle', cells, digit: 7 }, context);
    expect(cells.map((c) => board.centre[c])).toEqual([0, 0]);
  });

  it('gives a cell several colours, toggling each on its own', () => {
    const c = 2;
    let board = applyMove(emptyBoard(81), { type: 'colour', action: 'toggle', cells: [c], digit: 2 }, context);
    board = applyMove(board, { type: 'colour', action: 'toggle', cells: [c, 3], digit: 5 }, context);
    expect(maskDigits(board.colours[c]!)).toEqual([2, 5]);
    expect(maskDigits(board.colours[3]!)).toEqual([5]);
    board = applyMove(board, { type: 'colour', action: 'toggle', cells: [c], digit: 2 }, context);
    expect(maskDigits(board.colours[c]!)).toEqual([5]);
    // Toggling a colour that only some cells have adds it to the rest.
    board = applyMove(board, { type: 'colour', action: 'toggle', cells: [c, 4], digit: 5 }, context);
    expect(maskDigits(board.colours[4]!)).toEqual([5]);
    expect(maskDigits(board.colours[c]!)).toEqual([5]);
  });

  it('erases digits first, then notes, then colours', () => {
    const c = cellAt(1, 3);
    let board = applyMove(emptyBoard(81), { type: 'colour', action: 'set', cells: [c], digit: 2 }, context);
    board = applyMove(board, { type: 'corner', action: 'set', cells: [c], digit: 1 }, context);
    board = applyMove(board, { type: 'digit', action: 'set', cells: [c], digit: 4 }, context);
    board = applyMove(board, { type: 'erase', cells: [c] }, context);
    expect([board.digits[c], board.corner[c], board.colours[c]]).toEqual([0, bitOf(1), bitOf(2)]);
    board = applyMove(board, { type: 'erase', cells: [c] }, context);
    expect([board.digits[c], board.corner[c], board.colours[c]]).toEqual([0, 0, bitOf(2)]);
    board = applyMove(board, { type: 'erase', cells: [c] }, context);
    expect(board.colours[c]).toBe(0);
  });

  it('fills candidates from the rules: r1c3 of the example can hold 1, 2 and 4', () => {
    const board = applyMove(emptyBoard(81), { type: 'candidates' }, context);
    expect(maskDigits(board.centre[cellAt(1, 3)]!)).toEqual([1, 2, 4]);
    expect(board.centre[0]).toBe(0); // a given gets no notes
  });

  it('fill keeps the player’s notes unless told to replace them, and a killer cage of 3 gets 1 and 2', () => {
    const killer = buildGeometry('killer', { cages: [{ sum: 3, cells: [0, 1] }] });
    const ctx = { geometry: killer, givens: new Uint8Array(81), autoClean: true };
    const mine = { ...emptyBoard(81), centre: Object.assign(new Array<number>(81).fill(0), { 0: bitOf(1) }) };
    expect(fillWouldReplaceNotes(mine, ctx)).toBe(true);
    const kept = applyMove(mine, { type: 'candidates' }, ctx);
    expect(maskDigits(kept.centre[0]!)).toEqual([1]);
    expect(maskDigits(kept.centre[1]!)).toEqual([1, 2]);
    expect(maskDigits(kept.centre[2]!)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const replaced = applyMove(mine, { type: 'candidates', scope: 'all' }, ctx);
    expect(maskDigits(replaced.centre[0]!)).toEqual([1, 2]);
    expect(fillWouldReplaceNotes(replaced, ctx)).toBe(false);
  });

  it('candidates always include the solution digit (property over random partial fills)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 40 }), (cells) => {
        const grid = Uint8Array.from(givens);
        for (const c of cells) grid[c] = solution[c]!;
        const masks = peerCandidates(geometry, grid);
        return masks.every((m, c) => grid[c] !== 0 || (m & bitOf(solution[c]!)) !== 0);
      }),
    );
  });

  it('applies a hint step: placement plus eliminations shown as notes', () => {
    const step: Move = {
      type: 'step',
      placements: [{ cell: cellAt(5, 5), digit: 5 }],
      eliminations: [{ cell: cellAt(1, 3), digit: 2 }],
    };
    const board = applyMove(emptyBoard(81), step, context);
    expect(board.digits[cellAt(5, 5)]).toBe(5);
    expect(maskDigits(board.centre[cellAt(1, 3)]!)).toEqual([1, 4]);
  });

  it('recognises a solved board and only that', () => {
    const digits = [...solution].map((d, c) => (givens[c] ? 0 : d));
    const solved: Board = { ...emptyBoard(81), digits };
    expect(isSolved(givens, solved, solution)).toBe(true);
    const wrong = [...digits];
    wrong[2] = wrong[2] === 1 ? 2 : 1;
    expect(isSolved(givens, { ...solved, digits: wrong }, solution)).toBe(false);
  });
});
