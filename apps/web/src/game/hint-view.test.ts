import { describe, expect, it } from 'vitest';
import type { Position, ShownStep } from '../engine/api.ts';
import { chainInWords, guideHref, hintText, housesInWords } from './hint-text.ts';
import { hintMarks, nextHintStage, type HintView } from './hint-view.ts';

const all = 0x1ff;
const bit = (d: number) => 1 << (d - 1);
const position: Position = { digits: new Array<number>(81).fill(0), candidates: new Array<number>(81).fill(all) };

// A naked pair in row 1: r1c2, r1c3 hold 3 and 7; r1c6 and r1c9 lose them.
const pair: ShownStep = {
  technique: 'naked pair',
  displayName: 'Naked pair',
  placements: [],
  eliminations: [
    { cell: 5, digit: 3 },
    { cell: 5, digit: 7 },
    { cell: 8, digit: 3 },
  ],
  cells: [1, 2],
  explanation: 'r1c2 and r1c3 hold 3 and 7 between them.',
  nudge: 'Look at row 1: two cells there hold only two digits between them.',
  houses: [{ unit: 'row', index: 1, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] }],
  links: [],
  removes: 'r1c6 loses 3 and 7; r1c9 loses 3',
};

// A hidden single: 4 in column 6 goes in r1c6.
const single: ShownStep = {
  technique: 'hidden single',
  displayName: 'Hidden single',
  placements: [{ cell: 5, digit: 4 }],
  eliminations: [],
  cells: [5],
  explanation: 'In column 6, 4 can only go in r1c6.',
  nudge: 'Look at where 4 can go in column 6.',
  houses: [{ unit: 'column', index: 6, cells: [5, 14, 23, 32, 41, 50, 59, 68, 77] }],
  links: [],
  removes: '',
};

// A chain: (5)r1c1 = (5)r1c9 - (5)r9c9 = (5)r9c1.
const chain: ShownStep = {
  technique: 'x-chain',
  displayName: 'X-chain',
  placements: [],
  eliminations: [{ cell: 36, digit: 5 }],
  cells: [0, 8, 80, 72],
  explanation: 'One end or the other is 5.',
  nudge: 'Look at the 5s.',
  houses: [],
  links: [
    { from: { cell: 0, digit: 5 }, to: { cell: 8, digit: 5 }, strong: true },
    { from: { cell: 8, digit: 5 }, to: { cell: 80, digit: 5 }, strong: false },
    { from: { cell: 80, digit: 5 }, to: { cell: 72, digit: 5 }, strong: true },
  ],
  removes: 'r5c1 loses 5',
};

const at = (step: ShownStep, stage: 1 | 2 | 3): Extract<HintView, { kind: 'step' }> => ({
  kind: 'step',
  stage,
  step,
  position,
});

describe('hintMarks', () => {
  it('stage 1 lights the houses only: no pattern cell, no answer cell, no candidates', () => {
    const marks = hintMarks(at(single, 1));
    expect([...marks.houses!].sort((a, b) => a - b)).toEqual(single.houses![0]!.cells);
    expect(marks.cells).toBeUndefined();
    expect(marks.targets).toBeUndefined();
    expect(marks.candidates).toBeUndefined();
    expect(marks.marks).toBeUndefined();
    expect(marks.links).toBeUndefined();
  });

  it('stage 2 adds the pattern cells, the candidates with the pattern marked, and the links — but not the eliminations', () => {
    const marks = hintMarks(at(pair, 2));
    expect([...marks.cells!]).toEqual([1, 2]);
    expect(marks.candidates).toEqual(position.candidates);
    expect([...marks.marks!.get(1)!]).toEqual([
      [3, 'pattern'],
      [7, 'pattern'],
    ]);
    expect(marks.marks!.has(5)).toBe(false);
    expect(marks.targets).toBeUndefined();
    expect(marks.eliminations).toBeUndefined();
    expect(hintMarks(at(chain, 2)).links).toHaveLength(3);
    expect([...hintMarks(at(chain, 2)).marks!.keys()].sort((a, b) => a - b)).toEqual([0, 8, 72, 80]);
  });

  it("stage 2 shows why, not the answer: a single's cell shows no candidates until stage 3 (issue 30 §5)", () => {
    const two = hintMarks(at(single, 2));
    expect(two.candidates![5]).toBe(0);
    expect(two.marks!.has(5)).toBe(false);
    const three = hintMarks(at(single, 3));
    expect(three.targets!.has(5)).toBe(true);
    expect(three.candidates![5]).toBe(all);
  });

  it('stage 3 adds the targets and the struck candidates, grouped per cell', () => {
    const marks = hintMarks(at(pair, 3));
    expect([...marks.targets!].sort()).toEqual([5, 8]);
    expect(marks.eliminations!.get(5)).toEqual([3, 7]);
    expect(marks.eliminations!.get(8)).toEqual([3]);
    expect(marks.marks!.get(5)!.get(3)).toBe('removed');
    expect(hintMarks(at(single, 3)).marks!.get(5)!.get(4)).toBe('placed');
  });

  it('marks only candidates the position has', () => {
    const sparse: Position = {
      digits: position.digits,
      candidates: position.candidates.map((m, c) => (c === 2 ? bit(3) : m)),
    };
    const marks = hintMarks({ kind: 'step', stage: 2, step: pair, position: sparse });
    expect([...marks.marks!.get(2)!.keys()]).toEqual([3]);
  });

  it('a wrong digit marks its cell; messages and loading mark nothing', () => {
    expect([...hintMarks({ kind: 'wrong', cell: 9, text: '' }).cells!]).toEqual([9]);
    expect(hintMarks({ kind: 'message', text: 'x' })).toEqual({});
    expect(hintMarks(null)).toEqual({});
  });
});

describe('nextHintStage', () => {
  it('moves 1 → 2 → 3 and stays there; asks anew otherwise', () => {
    expect(nextHintStage(at(pair, 1))).toEqual(at(pair, 2));
    expect(nextHintStage(at(pair, 2))).toEqual(at(pair, 3));
    expect(nextHintStage(at(pair, 3))).toEqual(at(pair, 3));
    const others: (HintView | null)[] = [null, { kind: 'message', text: '' }, { kind: 'wrong', cell: 1, text: '' }];
    for (const hint of others) expect(nextHintStage(hint)).toBeNull();
  });
});

describe('hintText', () => {
  const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  it('stage 1 names the technique and the house; stage 2 says why; stage 3 explains and lists the changes (issue 30 §5)', () => {
    expect(hintText(at(single, 1), name)).toEqual({ title: 'Hidden single', nudge: 'A hidden single in column 6.' });
    const two = hintText(at(single, 2), name);
    expect(two.why).toBe(single.nudge);
    expect(two.explanation).toBeUndefined();
    const three = hintText(at(single, 3), name);
    expect(three.explanation).toBe(single.explanation);
    expect(three.changes).toEqual(['Place 4 in r1c6.']);
    expect(hintText(at(pair, 3), name).changes).toEqual(['Removes: r1c6 loses 3 and 7; r1c9 loses 3.']);
  });

  it('a constraint step whose explanation says what it removes does not say it again (issue 27)', () => {
    const thermo: ShownStep = {
      ...pair,
      technique: 'thermometer',
      displayName: 'Thermometer',
      houses: [{ unit: 'thermo', index: 1, name: 'the thermo from r1c6', cells: [5, 8] }],
      explanation: `The thermo from r1c6: digits increase from the bulb, so ${pair.removes}.`,
    };
    expect(hintText(at(thermo, 1), name).nudge).toBe('A thermometer in the thermo from r1c6.');
    expect(hintText(at(thermo, 3), name).changes).toEqual([]);
    expect(hintText(at(pair, 3), name).changes).toHaveLength(1);
  });

  it("stage 1 names neither the answer's cell nor its digit", () => {
    const text = JSON.stringify(hintText(at(single, 1), name));
    expect(text).not.toContain('r1c6');
    expect(text).not.toContain('4');
  });

  it('houses in words: kinds together, cages by their sum; a chain over many houses names none', () => {
    const row = (index: number) => ({ unit: 'row' as const, index, cells: [] });
    expect(housesInWords([row(2), row(7), { unit: 'box', index: 3, cells: [] }])).toBe('rows 2 and 7 and box 3');
    expect(housesInWords([{ unit: 'cage', index: 1, sum: 11, cells: [] }])).toBe('the 11 cage');
    // A constraint by its place (issue 27), not by its number among the puzzle's rules.
    expect(housesInWords([{ unit: 'thermo', index: 3, name: 'the thermo from r4c1', cells: [27, 19] }])).toBe(
      'the thermo from r4c1',
    );
    // A cage drawn without a sum and a renban line as groups of a naked subset, by place.
    expect(
      housesInWords([
        { unit: 'cage', index: 2, name: 'the cage at r3c3', cells: [20, 21, 30] },
        { unit: 'renban', index: 1, name: 'the renban line from r3c3', cells: [20, 30] },
      ]),
    ).toBe('the cage at r3c3 and the renban line from r3c3');
    const many = { ...chain, houses: [1, 2, 3, 4, 5].map(row) };
    expect(hintText(at(many, 1), name).nudge).toBe('An X-chain is on the board: the highlighted houses hold it.');
  });

  it('a chain is explained in words, not Eureka notation', () => {
    const eureka = {
      ...chain,
      explanation: 'Chain (5)r1c1 = (5)r1c9 - (5)r9c9 = (5)r9c1: if (5)r1c1 is false then (5)r9c1 is true.',
    };
    const text = hintText(at(eureka, 3), name).explanation!;
    expect(text).not.toMatch(/\(\d\)r\d/u);
    expect(text).toBe(
      'Suppose r1c1 is not 5. Then r1c9 is 5 (one of the two must be true). So r9c9 is not 5 (both cannot be true). ' +
        'Then r9c1 is 5 (one of the two must be true). So either r1c1 is 5 or r9c1 is 5: a candidate that sees both cannot be true.',
    );
  });

  it("16×16: a chain says the board's symbols", () => {
    const links = [
      { from: { cell: 0, digit: 12 }, to: { cell: 1, digit: 12 }, strong: true },
      { from: { cell: 1, digit: 12 }, to: { cell: 17, digit: 10 }, strong: false },
    ];
    expect(chainInWords(links, name)).toBe(
      'Suppose r1c1 is not C. Then r1c2 is C (one of the two must be true). So r2c9 is not A (both cannot be true).',
    );
  });

  it('explains the arrows when a chain is drawn', () => {
    expect(hintText(at(chain, 2), name).legend).toMatch(/solid.*dashed/u);
    expect(hintText(at(pair, 2), name).legend).toBeUndefined();
  });
});

describe('guideHref', () => {
  it('points at the technique in the variant', () => {
    expect(guideHref('killer', 'cage combinations')).toBe('#/guide/killer/cage%20combinations');
  });
});

describe('highlights: fins, group ends, what rules a hidden single out', () => {
  it('a hidden single at stage 2 rings the digits that rule the other cells out and hatches those cells', () => {
    // Column 6: r2c6 and r3c6 cannot take 4 (a 4 in r2c1 and one in r3c9); the rest is filled.
    const digits = new Array<number>(81).fill(0);
    digits[9] = 4;
    digits[26] = 4;
    const ruled: ShownStep = {
      ...single,
      highlights: [
        { role: 'ruled-out', cell: 14, digit: 4 },
        { role: 'ruled-out', cell: 23, digit: 4 },
        { role: 'cause', cell: 9, digit: 4 },
        { role: 'cause', cell: 26, digit: 4 },
      ],
    };
    const at = (stage: 1 | 2 | 3) =>
      hintMarks({ kind: 'step', stage, step: ruled, position: { digits, candidates: position.candidates } });
    expect(at(1).ruledOut).toBeUndefined();
    expect([...at(2).ruledOut!]).toEqual([14, 23]);
    expect([...at(2).causes!]).toEqual([9, 26]);
    expect([...at(3).causes!]).toEqual([9, 26]);
  });

  it('a fin gets its own mark, apart from the fish', () => {
    const fish: ShownStep = {
      ...pair,
      technique: 'finned x-wing',
      displayName: 'Finned X-wing',
      eliminations: [{ cell: 19, digit: 8 }],
      cells: [0, 3, 12, 27, 30],
      highlights: [{ role: 'fin', cell: 12, digit: 8 }],
    };
    const m = hintMarks({ kind: 'step', stage: 2, step: fish, position });
    expect(m.marks!.get(12)!.get(8)).toBe('fin');
    expect(m.marks!.get(0)!.get(8)).toBe('pattern');
  });

  it('a group end marks the digit in each of its cells', () => {
    const grouped: ShownStep = {
      ...chain,
      technique: 'grouped aic',
      links: [{ from: { cell: 39, digit: 9 }, to: { cell: 3, digit: 9 }, strong: true, toCells: [3, 21] }],
    };
    const m = hintMarks({ kind: 'step', stage: 2, step: grouped, position });
    expect(m.marks!.get(3)!.get(9)).toBe('pattern');
    expect(m.marks!.get(21)!.get(9)).toBe('pattern');
    expect(m.links).toHaveLength(1);
  });
});

describe('the legend says how to read the new marks', () => {
  const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  const view = (step: ShownStep): Extract<HintView, { kind: 'step' }> => ({ kind: 'step', stage: 2, step, position });
  it('ringed digits and hatched cells, fins, group boxes', () => {
    expect(hintText(view({ ...single, highlights: [{ role: 'cause', cell: 9, digit: 4 }] }), name).legend).toMatch(
      /ringed digits rule out the hatched cells/u,
    );
    expect(hintText(view({ ...pair, highlights: [{ role: 'fin', cell: 12, digit: 8 }] }), name).legend).toMatch(
      /fins/u,
    );
    const grouped = {
      ...chain,
      links: [{ from: { cell: 39, digit: 9 }, to: { cell: 3, digit: 9 }, strong: true, toCells: [3, 21] }],
    };
    expect(hintText(view(grouped), name).legend).toMatch(/strong.*boxed group counts as one node/u);
    expect(hintText(view(pair), name).legend).toBeUndefined();
  });
});

describe('killer hints', () => {
  it('draw candidates only in the cells the step reasons in', () => {
    const innie: ShownStep = {
      ...single,
      technique: 'one innie or outie',
      displayName: 'One innie or outie',
      placements: [{ cell: 11, digit: 6 }],
      cells: [0, 1, 2, 9, 10, 11],
      houses: [
        { unit: 'box', index: 1, cells: [0, 1, 2, 9, 10, 11, 18, 19, 20] },
        { unit: 'cage', index: 2, sum: 25, cells: [3, 4, 11, 12, 21, 30] },
      ],
    };
    const m = hintMarks({ kind: 'step', stage: 2, step: innie, position });
    expect(m.candidates![0]).toBe(all);
    expect(m.candidates![30]).toBe(all);
    expect(m.candidates![80]).toBe(0);
    expect(hintMarks({ kind: 'step', stage: 2, step: single, position }).candidates![80]).toBe(all);
  });
});

describe('constraint hints (issue 27)', () => {
  it("draw candidates only in the constraint's cells and the cells the step changes", () => {
    const thermo: ShownStep = {
      ...pair,
      technique: 'thermometer',
      displayName: 'Thermometer',
      placements: [],
      eliminations: [{ cell: 10, digit: 9 }],
      cells: [9, 10, 11],
      houses: [{ unit: 'thermo', index: 1, name: 'the thermo from r2c1', cells: [9, 10, 11] }],
    };
    const m = hintMarks({ kind: 'step', stage: 2, step: thermo, position });
    expect(m.candidates![9]).toBe(all);
    expect(m.candidates![11]).toBe(all);
    expect(m.candidates![80]).toBe(0);
    expect(m.houses).toEqual(new Set([9, 10, 11]));
  });
});
