/**
 * The killer techniques on hand-made positions: the exact placements and eliminations, the
 * explanation's words (cages by sum and place, combinations listed, eliminations grouped), the
 * teaching fields (nudge, houses, links), and near misses where each must find nothing.
 */
import { cellName, parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { createState, place, type State } from '../../state.ts';
import { almostLockedSets } from '../als.ts';
import { at, list } from '../../testing.ts';
import type { Step } from '../../types.ts';
import {
  areasOf,
  cageCombinations,
  cageSplitting,
  cageUnitIntersection,
  combinationSubset,
  innieMinusOutie,
  innieOutie,
  largeInnieOutie,
  lastCageCell,
  multiInnieOutie,
  oneCombinationCage,
  oneInnieOutie,
  unitCageIntersection,
} from './index.ts';

type CageSpec = { sum: number; cells: string[] };

/** A killer position: cages by cell names, candidate removals "r1c2:57", placed digits "r1c1=7". */
function killer(cages: CageSpec[], edits = ''): State {
  const geometry = parsePuzzle('.'.repeat(81), {
    variant: 'killer',
    cages: cages.map((c) => ({ sum: c.sum, cells: c.cells.map((x) => at(x)) })),
  }).geometry;
  const state = createState(geometry, new Uint8Array(81), true);
  for (const item of edits.split(/\s+/).filter(Boolean)) {
    const placed = /^(r\d+c\d+)=(\d)$/.exec(item);
    if (placed) {
      place(state, at(placed[1]!), Number(placed[2]));
      continue;
    }
    const m = /^(r\d+c\d+):(\d+)$/.exec(item);
    if (!m) throw new Error(`bad edit ${item}`);
    for (const ch of m[2]!) state.candidates[at(m[1]!)]! &= ~(1 << (Number(ch) - 1));
  }
  return state;
}

const row = (r: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `r${r}c${from + i}`);

/** The teaching fields hold: cages named as the player sees them, no answer in the nudge. */
function checkDetail(step: Step, cages: CageSpec[]): void {
  const board = step; // fields only
  expect(board.nudge!.length).toBeGreaterThan(10);
  expect(step.houses!.length).toBeGreaterThan(0);
  for (const h of step.houses!) {
    if (h.unit !== 'cage') continue;
    const spec = cages.find((c) => c.cells.length === h.cells.length && c.cells.every((x) => h.cells.includes(at(x))));
    expect(spec, 'a cage house is one of the cages').toBeDefined();
    expect(h.sum).toBe(spec!.sum);
  }
  for (const p of step.placements) {
    const name = `r${Math.floor(p.cell / 9) + 1}c${(p.cell % 9) + 1}`;
    const digitShown = new RegExp(`(^|[^\\w-])${p.digit}(?![\\w-])`).test(step.nudge!.replace(/r\d+c\d+/g, ''));
    expect(step.nudge!.includes(name) && digitShown, `nudge "${step.nudge}" gives ${p.digit} in ${name} away`).toBe(
      false,
    );
  }
  expect(step.links).toEqual([]);
  expect(step.explanation).not.toMatch(/cage \d/); // never an internal cage number
}

describe('last cage cell (easy)', () => {
  const cages = [
    { sum: 15, cells: ['r1c1', 'r1c2'] },
    { sum: 5, cells: ['r5c5'] },
  ];

  it('a two-cell cage of 15 with 7 placed puts 8 in its last cell', () => {
    const step = lastCageCell(killer(cages.slice(0, 1), 'r1c1=7'))!;
    expect(step.technique).toBe('last cage cell');
    expect(list(step.placements)).toEqual(['8@r1c2']);
    expect(step.eliminations).toEqual([]);
    expect(step.explanation).toBe(
      'The 15-cage in r1c1, r1c2 has one empty cell left, r1c2: the placed digits add up to 7, so it takes 15 − 7 = 8.',
    );
    expect(step.nudge).toBe('Look at row 1: one of its cages has a single empty cell left.');
    expect(step.houses!.map((h) => `${h.unit} ${h.index}`)).toEqual(['row 1', 'cage 1']);
    checkDetail(step, cages);
  });

  it('a one-cell cage holds its sum, and the nudge does not say which', () => {
    const step = lastCageCell(killer(cages.slice(1)))!;
    expect(list(step.placements)).toEqual(['5@r5c5']);
    expect(step.explanation).toBe('The 5-cage in r5c5 is a single cell, so it holds its sum, 5.');
    checkDetail(step, cages);
  });

  it('finds nothing with two empty cells, or when the digit is not a candidate', () => {
    expect(lastCageCell(killer(cages.slice(0, 1)))).toBeNull();
    expect(lastCageCell(killer(cages.slice(0, 1), 'r1c1=7 r1c2:8'))).toBeNull();
  });
});

describe('one-combination cage (easy)', () => {
  it('17 in two cells is 8+9', () => {
    const cages = [{ sum: 17, cells: ['r1c1', 'r1c2'] }];
    const step = oneCombinationCage(killer(cages))!;
    expect(step.technique).toBe('one-combination cage');
    expect(list(step.eliminations)).toEqual(
      ['r1c1', 'r1c2'].flatMap((c) => [1, 2, 3, 4, 5, 6, 7].map((d) => `${d}@${c}`)).sort(),
    );
    expect(step.explanation).toBe(
      'The 17-cage in r1c1, r1c2 can be made only one way: 17 in two cells: 8+9. So r1c1, r1c2 lose 1, 2, 3, 4, 5, 6 and 7.',
    );
    expect(step.nudge).toBe('Look at the 17-cage in r1c1, r1c2: its sum can be made only one way.');
    checkDetail(step, cages);
  });

  it('6 in three cells is 1+2+3', () => {
    const step = oneCombinationCage(killer([{ sum: 6, cells: row(1, 1, 3) }]))!;
    expect(list(step.eliminations).length).toBe(18);
    expect(step.explanation).toContain('6 in three cells: 1+2+3');
  });

  it('counts the placed digits: 7 in three with 4 placed leaves 3 in two = 1+2', () => {
    const step = oneCombinationCage(killer([{ sum: 7, cells: row(1, 1, 3) }], 'r1c1=4'))!;
    expect(list(step.eliminations)).toEqual(
      ['r1c2', 'r1c3'].flatMap((c) => [3, 5, 6, 7, 8, 9].map((d) => `${d}@${c}`)).sort(),
    );
    expect(step.explanation).toContain('(beside the placed 4): 3 in two cells: 1+2');
  });

  it('finds nothing for sums made several ways (10 in two, 15 in three with 9 placed)', () => {
    expect(oneCombinationCage(killer([{ sum: 10, cells: ['r1c1', 'r1c2'] }]))).toBeNull();
    expect(oneCombinationCage(killer([{ sum: 15, cells: row(1, 1, 3) }], 'r1c1=9'))).toBeNull();
  });
});

describe('one innie or outie (easy)', () => {
  it('row 1 covered by cages of 10 and 30 but r1c9: r1c9 is 5', () => {
    const cages = [
      { sum: 10, cells: row(1, 1, 4) },
      { sum: 30, cells: row(1, 5, 8) },
    ];
    const step = oneInnieOutie(killer(cages))!;
    expect(step.technique).toBe('one innie or outie');
    expect(list(step.placements)).toEqual(['5@r1c9']);
    expect(step.explanation).toBe(
      'Rule of 45: row 1 holds digits adding up to 45; the cages wholly inside add up to 40, so the innie r1c9 is 5.',
    );
    expect(step.nudge).toBe('Look at row 1: add up the cages that lie wholly inside.');
    checkDetail(step, cages);
  });

  it('cages covering row 1 stick out by r2c1: it is their sum minus 45', () => {
    const cages = [
      { sum: 19, cells: [...row(1, 1, 4), 'r2c1'] },
      { sum: 35, cells: row(1, 5, 9) },
    ];
    const step = oneInnieOutie(killer(cages))!;
    expect(list(step.placements)).toEqual(['9@r2c1']);
    expect(step.explanation).toBe(
      'Rule of 45: row 1 holds digits adding up to 45; the cages wholly inside add up to 35, counting also the 19-cage in r1c1, r1c2, r1c3, r1c4, r2c1, which sticks out (19), so the outie r2c1 is 9.',
    );
    expect(step.nudge).toBe('Look at row 1: add up the cages that cover it.');
  });

  it('finds nothing with two cells left', () => {
    expect(
      oneInnieOutie(
        killer([
          { sum: 10, cells: row(1, 1, 4) },
          { sum: 20, cells: row(1, 5, 7) },
        ]),
      ),
    ).toBeNull();
  });
});

describe('cage combinations (medium)', () => {
  it('10 in two cells loses 5', () => {
    const step = cageCombinations(killer([{ sum: 10, cells: ['r1c1', 'r1c2'] }]))!;
    expect(list(step.eliminations)).toEqual(['5@r1c1', '5@r1c2']);
    expect(step.explanation).toBe(
      'The 10-cage in r1c1, r1c2 needs 10 in two cells: 1+9 or 2+8 or 3+7 or 4+6 (the combinations that fit its candidates), so 5 cannot be in it: r1c1, r1c2 lose 5.',
    );
  });

  it('under the candidates: r1c1 only 1–3 leaves r1c2 7, 8 or 9', () => {
    const cages = [{ sum: 10, cells: ['r1c1', 'r1c2'] }];
    const step = cageCombinations(killer(cages, 'r1c1:456789'))!;
    expect(step.technique).toBe('cage combinations');
    expect(list(step.eliminations)).toEqual([1, 2, 3, 4, 5, 6].map((d) => `${d}@r1c2`));
    expect(step.explanation).toBe(
      'The 10-cage in r1c1, r1c2 needs 10 in two cells: 1+9 or 2+8 or 3+7 (the combinations that fit its candidates), so 4, 5 and 6 cannot be in it: r1c2 loses 1, 2, 3, 4, 5 and 6.',
    );
    expect(step.nudge).toBe(
      'Look at the 10-cage in r1c1, r1c2: see which combinations of its sum still fit its candidates.',
    );
    checkDetail(step, cages);
  });

  it('27 in four cells: 3+7+8+9 or 4+6+8+9 or 5+6+7+9, so 1 and 2 cannot be in it', () => {
    const step = cageCombinations(killer([{ sum: 27, cells: ['r1c4', 'r2c4', 'r3c4', 'r4c4'] }]))!;
    expect(step.explanation).toContain(
      'The 27-cage in r1c4–r4c4 needs 27 in four cells: 3+7+8+9 or 4+6+8+9 or 5+6+7+9',
    );
    expect(step.explanation).toContain('so 1 and 2 cannot be in it: r1c4–r4c4 lose 1 and 2.');
  });

  it('finds nothing when every digit fits', () => {
    expect(cageCombinations(killer([{ sum: 45, cells: row(1, 1, 9) }]))).toBeNull();
  });
});

describe('cage-unit intersection (medium)', () => {
  it('a 6-cage in r1c1–r1c3 holds 1, 2 and 3: the rest of row 1 loses them', () => {
    const cages = [{ sum: 6, cells: row(1, 1, 3) }];
    const step = cageUnitIntersection(killer(cages, 'r1c1:456789 r1c2:456789 r1c3:456789'))!;
    expect(step.technique).toBe('cage-unit intersection');
    expect(list(step.eliminations)).toEqual(
      row(1, 4, 9)
        .flatMap((c) => [1, 2, 3].map((d) => `${d}@${c}`))
        .sort(),
    );
    expect(step.explanation).toBe(
      'The 6-cage in r1c1–r1c3 needs 6 in three cells: 1+2+3: every one holds 1, 2 and 3, and in the cage each can only go in r1c1–r1c3, inside row 1. So r1c4–r1c9 lose 1, 2 and 3.',
    );
    expect(step.houses!.map((h) => `${h.unit} ${h.index}`)).toEqual(['row 1', 'cage 1']);
    checkDetail(step, cages);
  });

  it('finds nothing when no digit is in every combination (10 in two)', () => {
    expect(cageUnitIntersection(killer([{ sum: 10, cells: ['r1c1', 'r1c2'] }], 'r1c1:5 r1c2:5'))).toBeNull();
  });
});

describe('unit-cage intersection (medium)', () => {
  const cages = [{ sum: 12, cells: ['r1c1', 'r1c2', 'r2c1'] }];
  it('row 1 has 9 only in the 12-cage: the cage is 1+2+9', () => {
    const step = unitCageIntersection(
      killer(
        cages,
        row(1, 3, 9)
          .map((c) => `${c}:9`)
          .join(' '),
      ),
    )!;
    expect(step.technique).toBe('unit-cage intersection');
    const expected = [
      ...['r1c1', 'r1c2'].flatMap((c) => [3, 4, 5, 6, 7, 8].map((d) => `${d}@${c}`)),
      ...[3, 4, 5, 6, 7, 8, 9].map((d) => `${d}@r2c1`),
    ];
    expect(list(step.eliminations)).toEqual(expected.sort());
    expect(step.explanation).toBe(
      'In row 1, 9 can only go in r1c1, r1c2, all in the 12-cage in r1c1, r1c2, r2c1, so the cage holds 9: that leaves 12 in three cells: 1+2+9. So r1c1, r1c2 lose 3, 4, 5, 6, 7 and 8; r2c1 loses 3, 4, 5, 6, 7, 8 and 9.',
    );
    expect(step.nudge).toBe('Look at the 9s in row 1 and the 12-cage in r1c1, r1c2, r2c1.');
    checkDetail(step, cages);
  });

  it('finds nothing when the digit has a place outside the cage', () => {
    const edits = row(1, 3, 9)
      .filter((c) => c !== 'r1c5')
      .map((c) => `${c}:9`)
      .join(' ');
    expect(unitCageIntersection(killer(cages, edits))).toBeNull();
  });
});

describe('innies and outies (medium)', () => {
  const cages = [
    { sum: 10, cells: row(1, 1, 4) },
    { sum: 20, cells: row(1, 5, 7) },
  ];
  it('row 1: the innies r1c8, r1c9 add up to 15 = 6+9 or 7+8', () => {
    const step = innieOutie(killer(cages))!;
    expect(step.technique).toBe('innies and outies');
    expect(list(step.eliminations)).toEqual(
      ['r1c8', 'r1c9'].flatMap((c) => [1, 2, 3, 4, 5].map((d) => `${d}@${c}`)).sort(),
    );
    expect(step.explanation).toBe(
      'Rule of 45: row 1 holds digits adding up to 45; the cages wholly inside add up to 30, so the innies r1c8, r1c9 add up to 15 (15 in two cells: 6+9 or 7+8); that leaves them only 6, 7, 8 and 9, so r1c8, r1c9 lose 1, 2, 3, 4 and 5.',
    );
    checkDetail(step, cages);
  });

  it('finds nothing with four innies', () => {
    expect(
      innieOutie(
        killer([
          { sum: 10, cells: row(1, 1, 4) },
          { sum: 7, cells: row(1, 5, 5) },
        ]),
      ),
    ).toBeNull();
  });
});

describe('innies minus outies (hard)', () => {
  // Row 1: the 10-cage in r1c1–r1c4 inside; the 30-cage in r1c5–r1c8 + r2c8 sticks out; r1c9 in
  // no cage. Counting the 30-cage: r1c9 − r2c8 = 45 − 10 − 30 = 5.
  const cages = [
    { sum: 10, cells: row(1, 1, 4) },
    { sum: 30, cells: [...row(1, 5, 8), 'r2c8'] },
  ];
  it('r1c9 − r2c8 = 5', () => {
    const step = innieMinusOutie(killer(cages))!;
    expect(step.technique).toBe('innies minus outies');
    expect(list(step.eliminations)).toEqual(
      [...[1, 2, 3, 4, 5].map((d) => `${d}@r1c9`), ...[5, 6, 7, 8, 9].map((d) => `${d}@r2c8`)].sort(),
    );
    expect(step.explanation).toContain('so the innie r1c9 minus the outie r2c8 come to 5');
    expect(step.explanation).toContain(
      'that leaves r1c9 only 6, 7, 8 and 9 and r2c8 only 1, 2, 3 and 4, so r1c9 loses 1, 2, 3, 4 and 5; r2c8 loses 5, 6, 7, 8 and 9.',
    );
    checkDetail(step, cages);
  });

  it('finds nothing where no cage sticks out', () => {
    expect(
      innieMinusOutie(
        killer([
          { sum: 10, cells: row(1, 1, 4) },
          { sum: 20, cells: row(1, 5, 7) },
        ]),
      ),
    ).toBeNull();
  });
});

describe('multi-unit innies and outies (hard)', () => {
  it('does not take one house alone', () => {
    expect(
      multiInnieOutie(
        killer([
          { sum: 10, cells: row(1, 1, 4) },
          { sum: 30, cells: row(1, 5, 8) },
        ]),
      ),
    ).toBeNull();
  });
});

describe('cage splitting (hard)', () => {
  // Row 1: the 28-cage r1c1–r1c7 inside, the 20-cage r1c8, r1c9, r2c8, r2c9 sticks out: its part
  // in row 1 adds up to 17 (8+9), the rest to 3 (1+2).
  const cages = [
    { sum: 28, cells: row(1, 1, 7) },
    { sum: 20, cells: ['r1c8', 'r1c9', 'r2c8', 'r2c9'] },
  ];
  it('splits the 20-cage into 17 in row 1 and 3 below', () => {
    const step = cageSplitting(killer(cages))!;
    expect(step.technique).toBe('cage splitting');
    const expected = [
      ...['r1c8', 'r1c9'].flatMap((c) => [1, 2, 3, 4, 5, 6, 7].map((d) => `${d}@${c}`)),
      ...['r2c8', 'r2c9'].flatMap((c) => [3, 4, 5, 6, 7, 8, 9].map((d) => `${d}@${c}`)),
    ];
    expect(list(step.eliminations)).toEqual(expected.sort());
    expect(step.explanation).toBe(
      'Rule of 45: row 1 holds digits adding up to 45 and the cages wholly inside add up to 28, so the part of the 20-cage in r1c8, r1c9, r2c8, r2c9 inside, r1c8, r1c9, adds up to 17 and the part outside, r2c8, r2c9, to 3. Their digits differ: 17 in two cells: 8+9 inside, 3 in two cells: 1+2 outside. So r1c8, r1c9 lose 1, 2, 3, 4, 5, 6 and 7; r2c8, r2c9 lose 3, 4, 5, 6, 7, 8 and 9.',
    );
    checkDetail(step, cages);
  });

  it('finds nothing when two cages stick out', () => {
    expect(cageSplitting(killer([{ sum: 40, cells: [...row(1, 1, 7), 'r2c1'] }, cages[1]!]))).toBeNull();
  });
});

describe('combination subset (hard)', () => {
  const cages = [
    { sum: 4, cells: ['r1c1', 'r1c2'] },
    { sum: 7, cells: ['r1c3', 'r1c4'] },
  ];
  it('4 = 1+3 beside 7 in one row leaves 7 = 2+5 only, locked in the two cages', () => {
    const step = combinationSubset(killer(cages))!;
    expect(step.technique).toBe('combination subset');
    const expected = [
      ...['r1c3', 'r1c4'].flatMap((c) => [1, 3, 4, 6, 7, 8, 9].map((d) => `${d}@${c}`)),
      ...row(1, 5, 9).flatMap((c) => [2, 5].map((d) => `${d}@${c}`)),
    ];
    expect(list(step.eliminations)).toEqual(expected.sort());
    expect(step.explanation).toBe(
      'The 4-cage in r1c1, r1c2 and the 7-cage in r1c3, r1c4 both lie in row 1, so their digits differ: the combinations that fit together are 1+3 with 2+5. Every pair holds 2 and 5, locked in the two cages. So r1c3, r1c4 lose 1, 3, 4, 6, 7, 8 and 9; r1c5–r1c9 lose 2 and 5.',
    );
    checkDetail(step, cages);
  });

  it('finds nothing for two 10-cages (every combination has a partner, no digit in every pair)', () => {
    expect(
      combinationSubset(
        killer([
          { sum: 10, cells: ['r1c1', 'r1c2'] },
          { sum: 10, cells: ['r1c3', 'r1c4'] },
        ]),
      ),
    ).toBeNull();
  });
});

describe('large-area innies and outies (expert)', () => {
  // Wikipedia's solution, rows 1–5: 534678912 / 672195348 / 198342567 / 859761423 / 426853791.
  // Rows 1–2 in four cages, r2c9+r3c9, dominoes r3cK+r4cK (K = 1..8) and r4c9+r5c9: rows 1–4
  // hold 180, the cages inside 177, so r4c9 = 3; no row, pair of rows or band shows it.
  const cages = [
    { sum: 18, cells: row(1, 1, 4) },
    { sum: 27, cells: row(1, 5, 9) },
    { sum: 16, cells: row(2, 1, 4) },
    { sum: 21, cells: row(2, 5, 8) },
    { sum: 15, cells: ['r2c9', 'r3c9'] },
    ...[9, 14, 17, 10, 10, 3, 9, 8].map((sum, k) => ({ sum, cells: [`r3c${k + 1}`, `r4c${k + 1}`] })),
    { sum: 4, cells: ['r4c9', 'r5c9'] },
  ];
  it('rows 1–4: r4c9 is 3', () => {
    const state = killer(cages);
    const step = largeInnieOutie(state)!;
    expect(step.technique).toBe('large-area innies and outies');
    expect(list(step.placements)).toEqual(['3@r4c9']);
    expect(step.explanation).toBe(
      'Rule of 45: rows 1–4 hold digits adding up to 180; the cages wholly inside add up to 177, so the innie r4c9 is 3.',
    );
    checkDetail(step, cages);
    for (const easier of [oneInnieOutie, innieOutie, multiInnieOutie, innieMinusOutie]) {
      expect(easier(state)?.placements.some((p) => p.cell === at('r4c9')) ?? false).toBe(false);
    }
  });

  it('the areas: 27 houses, 42 unions of two or three, 42 larger ones', () => {
    const areas = areasOf(killer(cages).board);
    expect(areas.filter((a) => a.tier === 'one').length).toBe(27);
    expect(areas.filter((a) => a.tier === 'union').length).toBe(2 * 3 * (3 + 1 + 3));
    expect(areas.filter((a) => a.tier === 'large').length).toBe(2 * (3 * 6 + 3));
    expect(areas.map((a) => a.name)).toContain('rows 1–3 and 5');
  });
});

describe('cages as almost locked sets (expert, in ALS-XZ and ALS-XY-wing)', () => {
  it('an L-shaped cage over two boxes with three cells and four digits is an ALS', () => {
    const state = killer([{ sum: 7, cells: ['r1c3', 'r1c4', 'r2c4'] }], 'r1c3:3456789 r1c4:1456789 r2c4:256789');
    const cells = [at('r1c3'), at('r1c4'), at('r2c4')];
    const found = almostLockedSets(state).find((s) => s.cells.join() === cells.join());
    expect(found).toBeDefined();
    expect(found!.mask).toBe(0b1111);
    expect(state.board.groupUnits[found!.house]!.kind).toBe('cage');
    expect(cellName(state.board.geometry, cells[0]!)).toBe('r1c3');
  });
});
