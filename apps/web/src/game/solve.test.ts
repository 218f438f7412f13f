import { describe, expect, it } from 'vitest';
import { parsePuzzle, solvePuzzle } from '@sudoku-forge/core-solver';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';
import { readLinkPuzzle } from './constraint-link.ts';
import {
  addConstraint,
  draftFromRecord,
  draftLoad,
  draftPlayLink,
  draftRecord,
  emptyDraft,
  setGivens,
  type Draft,
} from './editor.ts';
import { countRecord } from './solve.ts';

/** The Wikipedia puzzle as a draft (unique). */
const wikipedia = () =>
  [...WIKIPEDIA.puzzle].reduce(
    (draft, ch, cell) => (ch === '.' ? draft : setGivens(draft, [cell], Number(ch))),
    emptyDraft('classic'),
  );
const solution = [...WIKIPEDIA.solution].map(Number);

describe('countRecord (the Create page’s live count, issue 27 §2)', () => {
  it('counts with the constraints’ handlers: unique, none, and two solutions with a cell where they differ', () => {
    // A thermo along r1c3 → r1c4 the solution keeps, and the same thermo reversed, which it breaks.
    const [a, b] = solution[2]! < solution[3]! ? [2, 3] : [3, 2];
    const keeps = addConstraint(wikipedia(), 'thermo', [a, b]);
    const breaks = addConstraint(wikipedia(), 'thermo', [b, a]);
    if (typeof keeps === 'string' || typeof breaks === 'string') throw new Error('not drawn');
    expect(countRecord(draftRecord(keeps))).toEqual({ status: 'unique' });
    expect(countRecord(draftRecord(breaks))).toEqual({ status: 'none' });

    const open = addConstraint(emptyDraft('classic'), 'thermo', [0, 1, 2]);
    if (typeof open === 'string') throw new Error('not drawn');
    const answer = countRecord(draftRecord(open));
    expect(answer.status).toBe('multiple');
    const { solutions } = solvePuzzle(parsePuzzle(draftRecord(open)));
    const differ = (answer as { differ: number }).differ;
    expect(solutions[0]![differ]).not.toBe(solutions[1]![differ]);
    expect(solutions[0]!.slice(0, differ)).toEqual(solutions[1]!.slice(0, differ));
  });

  it('names a broken rule or an unreadable record', () => {
    const twice = setGivens(emptyDraft('classic'), [0, 1], 5);
    expect(countRecord(draftRecord(twice))).toEqual({ status: 'invalid', message: expect.stringMatching(/two 5s/u) });
    const half = {
      ...emptyDraft('irregular'),
      regionOf: emptyDraft('irregular').regionOf.map((r, i) => (i === 0 ? 1 : r)),
    };
    expect(countRecord(draftRecord(half)).status).toBe('invalid');
  });
});

describe('a created constraint puzzle’s play link (the player’s ?load= reader)', () => {
  it('reads back as the same givens and constraints, with the variant’s own rules and cages', () => {
    let draft: Draft = wikipedia();
    for (const [tool, cells] of [
      ['thermo', [2, 3]],
      ['x', [0, 9]],
      ['odd', [40]],
      ['cage', [80, 79]],
    ] as const) {
      const next = addConstraint(draft, tool, [...cells]);
      if (typeof next === 'string') throw new Error(next);
      draft = next;
    }
    const link = readLinkPuzzle(`https://www.f-puzzles.com/?load=${draftLoad(draft)}`);
    expect(link.record.puzzle).toBe(draftRecord(draft).puzzle);
    expect(draftFromRecord(link.record).constraints).toEqual(expect.arrayContaining([...draft.constraints]));
    expect(draftPlayLink(draft)).toBe(`./?load=${encodeURIComponent(draftLoad(draft))}#/`);
    // Without constraints: the content link it always had.
    expect(draftPlayLink(wikipedia())).toMatch(/^\.\/\?v=classic&p=/u);
  });

  it('keeps a diagonal board’s diagonals and a killer’s cages', () => {
    const cage = { ...emptyDraft('killer'), cages: [{ sum: 3, cells: [0, 1] }] };
    const odd = addConstraint(cage, 'odd', [40]);
    if (typeof odd === 'string') throw new Error(odd);
    const killer = readLinkPuzzle(draftLoad(odd)).record;
    expect(killer.constraints).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'cage', sum: 3 }),
        expect.objectContaining({ type: 'odd' }),
      ]),
    );
    const diagonal = addConstraint(emptyDraft('diagonal'), 'odd', [40]);
    if (typeof diagonal === 'string') throw new Error(diagonal);
    const types = readLinkPuzzle(draftLoad(diagonal)).record.constraints!.map((c) => c.type);
    expect(types).toEqual(expect.arrayContaining(['diagonal+', 'diagonal-', 'odd']));
  });

  it('keeps little killers, sandwiches, between and region-sum lines; with the solution’s sums the count says unique', () => {
    // The long diagonal's sum, and row 3's digits between its 1 and 9, from the solution.
    const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80];
    const row = solution.slice(18, 27);
    const [lo, hi] = [row.indexOf(1), row.indexOf(9)].sort((a, b) => a - b);
    const between = row.slice(lo! + 1, hi).reduce((a, b) => a + b, 0);
    let draft: Draft = wikipedia();
    for (const [tool, cells, clue] of [
      ['little-killer', [40], { sum: diagonal.reduce((a, c) => a + solution[c]!, 0), direction: 'down-right' }],
      ['sandwich', [20], { sum: between, house: 'row' }],
      ['between', [45, 46, 47], {}],
      ['region-sum-line', [47, 48], {}],
    ] as const) {
      const next = addConstraint(draft, tool, [...cells], clue);
      if (typeof next === 'string') throw new Error(next);
      draft = next;
    }
    const link = readLinkPuzzle(`https://www.f-puzzles.com/?load=${draftLoad(draft)}`);
    expect(draftFromRecord(link.record).constraints).toEqual(expect.arrayContaining([...draft.constraints]));
    expect(draft.constraints.map((c) => c.type)).toEqual(['little-killer', 'sandwich', 'between', 'region-sum-line']);
    // Whether the lines hold depends on the solution: the count says unique or none, never invalid.
    expect(['unique', 'none']).toContain(countRecord(draftRecord(draft)).status);
    const clues = { ...draft, constraints: draft.constraints.slice(0, 2) };
    expect(countRecord(draftRecord(clues))).toEqual({ status: 'unique' });
  });
});
