import { describe, expect, it } from 'vitest';
import { clockRuns, formatTime, gameReducer, startGame } from './game.ts';
import { setupGame } from './setup.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const puzzle = WIKIPEDIA.puzzle;
const solution = WIKIPEDIA.solution;
const setup = setupGame({ variant: 'classic', puzzle, solution });

describe('tally (issue 30)', () => {
  const place = (state: ReturnType<typeof startGame>, cell: number, digit: number) =>
    gameReducer(state, { type: 'move', move: { type: 'digit', action: 'set', cells: [cell], digit } });
  it('counts each wrong digit placed (not right ones, not notes, not undo/redo) and each hint asked for', () => {
    const blank = [...setup.puzzle.givens].indexOf(0);
    const right = setup.solution![blank]!;
    const wrong = right === 9 ? 1 : right + 1;
    let state = place(startGame(setup), blank, wrong);
    expect(state.tally.mistakes).toBe(1);
    state = gameReducer(state, { type: 'undo' });
    state = gameReducer(state, { type: 'redo' });
    expect(state.tally.mistakes).toBe(1);
    state = place(state, blank, right);
    state = gameReducer(state, {
      type: 'move',
      move: { type: 'corner', action: 'set', cells: [blank + 1], digit: wrong },
    });
    expect(state.tally.mistakes).toBe(1);
    state = gameReducer(gameReducer(state, { type: 'hint' }), { type: 'hint' });
    expect(state.tally).toEqual({ mistakes: 1, hints: 2 });
  });

  it('a second chance undoes the last mistake and forgives it', () => {
    const blank = [...setup.puzzle.givens].indexOf(0);
    const wrong = setup.solution![blank]! === 9 ? 1 : setup.solution![blank]! + 1;
    let state = startGame(setup, {
      board: startGame(setup).history.present,
      elapsedMs: 0,
      completed: false,
      tally: { mistakes: 2, hints: 0 },
    });
    state = place(state, blank, wrong);
    expect(state.tally.mistakes).toBe(3);
    state = gameReducer(state, { type: 'second-chance' });
    expect(state.tally.mistakes).toBe(2);
    expect(state.history.present.digits[blank]).toBe(0);
  });

  it('no mistakes are counted before the solution is proved', () => {
    const pending = startGame(setupGame({ variant: 'classic', puzzle }));
    const blank = [...pending.setup.puzzle.givens].indexOf(0);
    expect(place(pending, blank, 9).tally.mistakes).toBe(0);
  });
});

describe('gameReducer', () => {
  it('the clock stops while a dialog covers the board (issue 30)', () => {
    let state = gameReducer(startGame(setup), { type: 'tick', ms: 1000 });
    state = gameReducer(state, { type: 'cover', on: true });
    expect(clockRuns(state)).toBe(false);
    state = gameReducer(state, { type: 'tick', ms: 5000 });
    expect(state.elapsedMs).toBe(1000);
    state = gameReducer(state, { type: 'cover', on: false });
    expect(clockRuns(state)).toBe(true);
    state = gameReducer(state, { type: 'tick', ms: 1000 });
    expect(state.elapsedMs).toBe(2000);
    expect(clockRuns(gameReducer(state, { type: 'pause' }))).toBe(false);
  });

  it('completes when the last right digit goes in, and takes no moves after', () => {
    let state = startGame(setup);
    const blanks = [...setup.puzzle.givens].flatMap((d, c) => (d === 0 ? [c] : []));
    for (const cell of blanks) {
      expect(state.completed).toBe(false);
      state = gameReducer(state, {
        type: 'move',
        move: { type: 'digit', action: 'set', cells: [cell], digit: setup.solution![cell]! },
      });
    }
    expect(state.completed).toBe(true);
    const after = gameReducer(state, { type: 'undo' });
    expect(after).toBe(state);
  });

  it('completes before the solution is known (every cell filled, no rule broken), and takes the solution when it comes', () => {
    const pending = setupGame({ variant: 'classic', puzzle });
    expect(pending.solution).toBeNull();
    let state = startGame(pending);
    const blanks = [...pending.puzzle.givens].flatMap((d, c) => (d === 0 ? [c] : []));
    // A wrong last digit (the one a rule forbids) does not complete it.
    for (const cell of blanks.slice(0, -1))
      state = gameReducer(state, {
        type: 'move',
        move: { type: 'digit', action: 'set', cells: [cell], digit: Number(solution[cell]) },
      });
    const last = blanks.at(-1)!;
    const wrong = gameReducer(state, {
      type: 'move',
      move: { type: 'digit', action: 'set', cells: [last], digit: (Number(solution[last]) % 9) + 1 },
    });
    expect(wrong.completed).toBe(false);
    expect(
      gameReducer(state, {
        type: 'move',
        move: { type: 'digit', action: 'set', cells: [last], digit: Number(solution[last]) },
      }).completed,
    ).toBe(true);
    const proved = gameReducer(state, { type: 'setup', setup: { ...pending, solution: setup.solution } });
    expect(proved.setup.solution).toBe(setup.solution);
    expect(proved.history).toBe(state.history);
    const other = setupGame({ variant: 'classic', puzzle: `.${puzzle.slice(1)}` });
    expect(gameReducer(state, { type: 'setup', setup: other })).toBe(state); // another puzzle's setup: ignored
  });

  it('counts time only while running, and pause blocks moves', () => {
    let state = gameReducer(startGame(setup), { type: 'tick', ms: 1500 });
    expect(state.elapsedMs).toBe(1500);
    state = gameReducer(state, { type: 'pause' });
    expect(gameReducer(state, { type: 'tick', ms: 1000 }).elapsedMs).toBe(1500);
    expect(gameReducer(state, { type: 'move', move: { type: 'digit', action: 'set', cells: [2], digit: 4 } })).toBe(
      state,
    );
    state = gameReducer(state, { type: 'resume' });
    expect(gameReducer(state, { type: 'tick', ms: 1000 }).elapsedMs).toBe(2500);
  });

  it('formats times as players read them', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(247_900)).toBe('4:07');
    expect(formatTime(3_723_000)).toBe('1:02:03');
  });
});

describe('issue 31: the move count and a newer save from another tab', () => {
  it('counts every change of the board, and takes a save that is ahead (never one behind)', () => {
    let state = startGame(setup);
    expect(state.moves).toBe(0);
    state = gameReducer(state, { type: 'move', move: { type: 'digit', action: 'set', cells: [2], digit: 4 } });
    state = gameReducer(state, { type: 'undo' });
    expect(state.moves).toBe(2);
    state = gameReducer(state, { type: 'tick', ms: 500 });
    expect(state.moves).toBe(2);
    const ahead = startGame(setup);
    const board = gameReducer(ahead, { type: 'move', move: { type: 'digit', action: 'set', cells: [3], digit: 6 } })
      .history.present;
    const adopted = gameReducer(state, {
      type: 'adopt',
      saved: { board, elapsedMs: 9000, completed: false, moves: 7 },
    });
    expect(adopted.history.present).toEqual(board);
    expect(adopted.moves).toBe(7);
    expect(adopted.elapsedMs).toBe(9000);
    expect(
      gameReducer(adopted, {
        type: 'adopt',
        saved: { board: state.history.present, elapsedMs: 0, completed: false, moves: 3 },
      }),
    ).toBe(adopted);
  });
});
