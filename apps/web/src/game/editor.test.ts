import { describe, expect, it } from 'vitest';
import { parsePuzzle, PuzzleInputError, solvePuzzle } from '@sudoku-forge/core-solver';
import {
  addCage,
  draftFromRecord,
  draftGeometry,
  draftRecord,
  emptyDraft,
  paintRegion,
  pasteCages,
  pasteGivens,
  pasteRegions,
  regionSizes,
  removeCage,
  setGivens,
  switchVariant,
} from './editor.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const CLASSIC = WIKIPEDIA.puzzle;
const REGIONS = '111222333111222363411522363441552363445555666444455966777788996778889999777888899';

describe('editor', () => {
  it('types givens and makes a record the solver proves unique', () => {
    let draft = emptyDraft('classic');
    [...CLASSIC].forEach((ch, cell) => {
      if (ch !== '.') draft = setGivens(draft, [cell], Number(ch));
    });
    const record = draftRecord(draft);
    expect(record).toEqual({ variant: 'classic', puzzle: CLASSIC });
    expect(solvePuzzle(parsePuzzle(record)).status).toBe('unique');
    expect(draftRecord(setGivens(draft, [0], 0)).puzzle[0]).toBe('.');
  });

  it('starts irregular from boxes and draws regions over cells', () => {
    let draft = emptyDraft('irregular');
    expect(draftRecord(draft).regions).toBe(
      '111222333111222333111222333444555666444555666444555666777888999777888999777888999',
    );
    draft = paintRegion(draft, [3], 0);
    expect(regionSizes(draft)).toEqual([10, 8, 9, 9, 9, 9, 9, 9, 9]);
    expect(draftRecord(draft).regions!.slice(0, 9)).toBe('111122333');
    expect(() => draftGeometry(draft)).not.toThrow();
    expect(draftRecord(pasteRegions(draft, REGIONS)).regions).toBe(REGIONS);
  });

  it('adds cages with sums it can hold, one cage per cell', () => {
    let draft = emptyDraft('killer');
    const added = addCage(draft, [1, 0], 3);
    expect(typeof added).toBe('object');
    draft = added as typeof draft;
    expect(draft.cages).toEqual([{ sum: 3, cells: [0, 1] }]);
    expect(addCage(draft, [1, 2], 5)).toBe('r1c2 is already in a cage: remove that cage first.');
    expect(addCage(draft, [2, 3], 18)).toBe('A cage of 2 cells adds up to 3–17.');
    expect(addCage(draft, [], 5)).toMatch(/Select the cells/u);
    expect(draftGeometry(draft).cages).toHaveLength(1);
    expect(removeCage(draft, 0).cages).toEqual([]);
    expect(draftRecord(pasteCages(draft, '10=0,1; 15=r1c3,r1c4')).cages).toEqual([
      { sum: 10, cells: [0, 1] },
      { sum: 15, cells: [2, 3] },
    ]);
  });

  it('reads pasted grids and records; bad pastes throw the parser’s words', () => {
    expect(draftRecord(pasteGivens(emptyDraft('classic'), CLASSIC)).puzzle).toBe(CLASSIC);
    const fromJson = pasteGivens(
      emptyDraft('classic'),
      JSON.stringify({ variant: 'irregular', puzzle: '.'.repeat(81), regions: REGIONS }),
    );
    expect(fromJson.variant).toBe('irregular');
    expect(draftRecord(fromJson).regions).toBe(REGIONS);
    expect(() => pasteGivens(emptyDraft('classic'), '123')).toThrow(PuzzleInputError);
    expect(() => pasteRegions(emptyDraft('irregular'), '12')).toThrow(PuzzleInputError);
  });

  it('round-trips a record through a draft', () => {
    const record = { variant: 'killer' as const, puzzle: '.'.repeat(81), cages: [{ sum: 3, cells: [0, 1] }] };
    expect(draftRecord(draftFromRecord(record))).toEqual(record);
  });

  it('keeps givens when the board keeps its size', () => {
    const draft = setGivens(emptyDraft('classic'), [0], 5);
    expect(switchVariant(draft, 'diagonal').givens[0]).toBe(5);
    expect(switchVariant(draft, '4x4').givens).toHaveLength(16);
  });
});
