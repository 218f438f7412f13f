/** Small readable fixtures for the store's tests (test files only; never shipped as puzzles). */
import type { StoredRecord } from './record.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

/** The Wikipedia example puzzle and its solution (a textbook fixture with one known solution). */
export const TEXTBOOK = WIKIPEDIA.puzzle;
export const TEXTBOOK_SOLUTION = WIKIPEDIA.solution;

/** The textbook puzzle as a stored classic/easy record (it needs full houses and naked singles). */
export function textbookRecord(overrides: Partial<StoredRecord> = {}): StoredRecord {
  return {
    id: 'classic-easy-0001',
    variant: 'classic',
    level: 'easy',
    puzzle: TEXTBOOK,
    clues: 30,
    techniques: ['full house', 'naked single'],
    seed: 1,
    ...overrides,
  };
}
