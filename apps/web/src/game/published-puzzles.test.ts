/**
 * The ten published constraint puzzles of e2e/published-puzzles.ts (issue 27): their links are the
 * ones our exporter writes (test/make-published.ts), and the player's hint — asked from the empty
 * board, applied as its Apply button applies it, again and again — solves each to its published
 * solution without ever saying that no technique applies, and without a forcing chain or net (the
 * grader's last resort: XV Kropki needed 30 before the house and its constraints). The browser test
 * (e2e/published.e2e.ts) does the same through the page for some of them; this is the whole set, in
 * a few seconds.
 */
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { PUBLISHED } from '../../e2e/published-puzzles.ts';
import { hintFor, stuckAnswer } from '../engine/learn.ts';
import { publishedLink } from '../../test/published-source.ts';
import { applyMove, emptyBoard, type Board } from './board.ts';
import { readLinkPuzzle } from './constraint-link.ts';

describe('published constraint puzzles (e2e/published-puzzles.ts)', () => {
  for (const [key, p] of Object.entries(PUBLISHED)) {
    it(`${key}: the link is our exporter's; hint after hint, applied, solves it to the published solution`, () => {
      expect(p.link).toBe(publishedLink(p.issName, p.title));
      const { record } = readLinkPuzzle(p.link);
      const puzzle = parsePuzzle(record);
      const context = { geometry: puzzle.geometry, givens: puzzle.givens, autoClean: true };
      const solution = Array.from(p.solution, Number);
      let board: Board = emptyBoard(puzzle.givens.length);
      let hints = 0;
      const forcing: string[] = [];
      for (;;) {
        const answer = hintFor(record, board.digits, board.centre);
        if (answer.kind !== 'step') {
          expect(answer.kind === 'stuck' ? answer.message : answer).toBe('The puzzle is already solved.');
          break;
        }
        hints++;
        if (/forcing/u.test(answer.step.technique)) forcing.push(answer.step.explanation);
        for (const { cell, digit } of answer.step.placements) expect(digit, `r${cell}`).toBe(solution[cell]);
        for (const { cell, digit } of answer.step.eliminations) expect(digit).not.toBe(solution[cell]);
        board = applyMove(board, { type: 'step', ...answer.step }, context);
        expect(hints).toBeLessThan(1000);
      }
      const shown = Array.from(puzzle.givens, (g, i) => g || board.digits[i]);
      expect(shown).toEqual(solution);
      // every hint a technique a person can follow: none is the grader's last resort
      expect(forcing).toEqual([]);
    });
  }
});

describe('the hint where no technique applies', () => {
  it('says so at that point, with the cells still empty, no longer that the constraints are not read', () => {
    const givens = new Uint8Array(81);
    const digits = new Array<number>(81).fill(0);
    givens[0] = 5;
    digits[1] = 3;
    const thermo = { givens, geometry: { constraints: [{ type: 'thermo' }] } };
    expect(stuckAnswer(thermo, digits)).toEqual({
      kind: 'stuck',
      message:
        'No technique the grader knows (the constraints’ own steps included) applies at this point, with 79 cells still empty: the next step needs guessing or a technique it lacks.',
    });
    digits[2] = 1;
    expect(stuckAnswer({ givens, geometry: { constraints: [] } }, digits)).toEqual({
      kind: 'stuck',
      message:
        'No technique the grader knows applies at this point, with 78 cells still empty: the next step needs guessing or a technique it lacks.',
    });
    expect(stuckAnswer(thermo, new Array<number>(81).fill(1))).toEqual({
      kind: 'stuck',
      message: 'The puzzle is already solved.',
    });
  });
});
