import { describe, expect, it } from 'vitest';
import { initialPlay, playingSetup, playReducer, type PlayAction, type PlayState } from './play.ts';
import { setupGame, type GameSetup } from './setup.ts';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const SOLVED = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const puzzle = (origin = {}): GameSetup => setupGame({ variant: 'classic', puzzle: EASY }, origin);
const run = (...actions: PlayAction[]) => actions.reduce(playReducer, initialPlay);

describe('playReducer', () => {
  it('waits, then shows a game and closes the chooser', () => {
    const setup = puzzle();
    expect(run({ type: 'loading', text: 'Loading Classic Easy…' }).status).toEqual({
      kind: 'loading',
      text: 'Loading Classic Easy…',
    });
    const state = run({ type: 'menu' }, { type: 'show', setup });
    expect(playingSetup(state)).toBe(setup);
    expect(state.chooser).toBe(false);
  });

  it('keeps the game on screen while the next one loads, and a problem opens the chooser beside it', () => {
    const playing = run({ type: 'show', setup: puzzle() });
    expect(playReducer(playing, { type: 'loading', text: 'Loading…' })).toBe(playing);
    const failed = playReducer(playing, { type: 'fail', text: 'No puzzles stored yet for this level.' });
    expect(failed.status).toBe(playing.status);
    expect(failed).toMatchObject({ chooser: true, message: 'No puzzles stored yet for this level.' });
    // Opened again from the menu, the old message is gone.
    expect(playReducer(playReducer(failed, { type: 'close' }), { type: 'menu' })).toMatchObject({
      chooser: true,
      message: null,
    });
  });

  it('without a game, a problem takes the screen; a broken link always does', () => {
    expect(run({ type: 'fail', text: 'x' }).status).toEqual({ kind: 'message', text: 'x' });
    expect(run({ type: 'show', setup: puzzle() }, { type: 'refuse', text: 'The link is broken' }).status).toEqual({
      kind: 'message',
      text: 'The link is broken',
    });
  });

  it('a proof applies to its own game only', () => {
    const setup = puzzle();
    const solved = setupGame({ variant: 'classic', puzzle: EASY, solution: SOLVED });
    const state = run({ type: 'show', setup });
    expect(playingSetup(playReducer(state, { type: 'proved', setup: solved }))?.solution).not.toBeNull();
    const elsewhere: PlayState = run({
      type: 'show',
      setup: setupGame({ variant: 'classic', puzzle: `.${EASY.slice(1).replace('3', '.')}` }),
    });
    expect(playReducer(elsewhere, { type: 'proved', setup: solved })).toBe(elsewhere);
    expect(playReducer(state, { type: 'lost', key: setup.key, text: 'no single solution' }).status.kind).toBe(
      'message',
    );
    expect(playReducer(elsewhere, { type: 'lost', key: setup.key, text: 'x' })).toBe(elsewhere);
  });

  it('a notice says whether it is about a full storage; the welcome comes and goes', () => {
    expect(run({ type: 'notice', text: 'Storage is full', full: true })).toMatchObject({
      notice: 'Storage is full',
      fullStorage: true,
    });
    expect(
      run({ type: 'notice', text: 'Storage is full', full: true }, { type: 'notice', text: 'Removed' }),
    ).toMatchObject({ notice: 'Removed', fullStorage: false });
    expect(run({ type: 'welcome', on: true }).welcome).toBe(true);
    expect(run({ type: 'welcome', on: true }, { type: 'welcome', on: false }).welcome).toBe(false);
  });
});
