import lzString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readLinkPuzzle } from './constraint-link.ts';

const grid = Array.from({ length: 9 }, (_, r) =>
  Array.from({ length: 9 }, (_, c) => (r === 0 && c === 0 ? { value: 5, given: true } : {})),
);
const JSON_PUZZLE = {
  size: 9,
  title: 'A thermo',
  author: 'Someone',
  ruleset: 'Normal sudoku rules apply.\nThermos increase from the bulb.',
  grid,
  thermometer: [{ lines: [['R2C1', 'R2C2', 'R2C3']] }],
};
const link = (json: object) => `https://www.f-puzzles.com/?load=${lzString.compressToBase64(JSON.stringify(json))}`;

describe('readLinkPuzzle', () => {
  it('reads an f-puzzles link into a record with constraints, its title, author and rules, and f-puzzles data that reads back', () => {
    const read = readLinkPuzzle(link(JSON_PUZZLE));
    expect(read.record.variant).toBe('classic');
    expect(read.record.puzzle.startsWith('5........')).toBe(true);
    expect(read.record.constraints).toEqual([
      {
        type: 'thermo',
        cells: [
          [2, 1],
          [2, 2],
          [2, 3],
        ],
      },
    ]);
    expect(read.about).toEqual({
      title: 'A thermo',
      author: 'Someone',
      rules: 'Normal sudoku rules apply.\nThermos increase from the bulb.',
    });
    expect(readLinkPuzzle(read.load).record).toEqual(read.record);
  });

  it('reads f-puzzles JSON pasted as it is', () => {
    expect(readLinkPuzzle(JSON.stringify(JSON_PUZZLE)).record.constraints).toHaveLength(1);
  });

  it('refuses in a sentence: what it cannot model, a damaged link, JSON that is not f-puzzles', () => {
    expect(() => readLinkPuzzle(link({ ...JSON_PUZZLE, skyscraper: [{ cell: 'R0C1', value: 3 }] }))).toThrow(
      /^Sudoku Forge cannot model this puzzle yet\. .*skyscraper/u,
    );
    expect(() => readLinkPuzzle('https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA')).toThrow(/^[A-Z].*\.$/u);
    expect(() => readLinkPuzzle('{"size": 9')).toThrow(/is not JSON\.$/u);
  });
});
