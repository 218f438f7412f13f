import { describe, expect, it } from 'vitest';
import { constraintReaderLoaded, loadConstraintReader, readRecord } from './puzzle-reader.ts';

const EMPTY = '.'.repeat(81);
const THERMO = {
  puzzle: EMPTY,
  constraints: [
    {
      type: 'thermo' as const,
      cells: [
        [1, 1],
        [1, 2],
        [1, 3],
      ] as [number, number][],
    },
  ],
};

describe('puzzle-reader', () => {
  it('reads a plain record at once, a constraint record only once the full reader is loaded', async () => {
    expect(readRecord({ puzzle: EMPTY }).geometry.variant).toBe('classic');
    expect(constraintReaderLoaded()).toBe(false);
    expect(() => readRecord(THERMO)).toThrow(/not loaded yet/u);
    await loadConstraintReader();
    expect(constraintReaderLoaded()).toBe(true);
    expect(readRecord(THERMO).geometry.constraints).toEqual([{ type: 'thermo', cells: [0, 1, 2] }]);
  });
});
