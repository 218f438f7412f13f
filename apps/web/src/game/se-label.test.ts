import { describe, expect, it } from 'vitest';
import { geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import { seInput, seLabel, seTitle } from './se-label.ts';

const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

describe('the SE rating beside the level', () => {
  it('rates plain classic puzzles only, from their givens', () => {
    expect(seInput(parsePuzzle(WIKIPEDIA))).toBe(WIKIPEDIA);
    expect(seInput(parsePuzzle('32414.3.2..4.4.3'))).toBeNull();
    expect(
      seInput({ geometry: { ...geometryFor('classic'), constraints: [{}] }, givens: new Uint8Array(81) }),
    ).toBeNull();
  });

  it('reads "SE 7.1", with ≥ for a lower bound, and names all three numbers in the title', () => {
    expect(seLabel({ er: 7.1, ep: 2.6, ed: 1.5 })).toBe('SE 7.1');
    expect(seLabel({ er: 9, ep: 9, ed: 9, partial: true })).toBe('SE ≥9.0');
    expect(seTitle({ er: 7.1, ep: 2.6, ed: 1.5 })).toBe('Sudoku Explainer rating ER 7.1, EP 2.6, ED 1.5');
  });
});
