import { describe, expect, it } from 'vitest';
import { emptyBoard } from './board.ts';
import { padPress, remainingDigits } from './number-first.ts';

describe('padPress (issue 30)', () => {
  it('cell-first: a digit goes into the selected cells', () => {
    expect(padPress(2, null, 5)).toEqual({ kind: 'enter', digit: 5 });
  });

  it('number-first: with nothing selected a digit is picked; the same digit again drops it; another switches', () => {
    expect(padPress(0, null, 5)).toEqual({ kind: 'arm', digit: 5 });
    expect(padPress(1, 5, 5)).toEqual({ kind: 'arm', digit: null });
    expect(padPress(1, 5, 3)).toEqual({ kind: 'arm', digit: 3 });
  });
});

describe('remainingDigits', () => {
  it("counts givens and the player's digits", () => {
    const givens = [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const board = { ...emptyBoard(16), digits: [0, 1, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] };
    expect(remainingDigits(givens, board, 4)).toEqual([1, 3, 3, 4]);
  });

  it('never below zero when a digit is placed too often', () => {
    const board = { ...emptyBoard(16), digits: [1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] };
    expect(remainingDigits(new Array(16).fill(0), board, 4)[0]).toBe(0);
  });
});
