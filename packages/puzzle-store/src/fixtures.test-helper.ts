/** Small readable fixtures for the store's tests (test files only; never shipped as puzzles). */
import type { StoredRecord } from './record.ts';

/** The Wikipedia example puzzle and its solution (a textbook fixture with one known solution). */
export const TEXTBOOK = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const TEXTBOOK_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

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
