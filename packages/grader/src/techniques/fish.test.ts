import { geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { distinctInstances } from '../collect.ts';
import type { State } from '../state.ts';
import { finderOf, list, solutionOf, stateFrom, stateFromCandidates } from '../testing.ts';
import type { Step } from '../types.ts';
import {
  finnedFrankenJellyfishes,
  finnedFrankenSwordfishes,
  finnedFrankenXWings,
  frankenJellyfishes,
  frankenSwordfishes,
  frankenXWings,
  mutantJellyfishes,
  mutantSwordfishes,
  mutantXWings,
  jellyfishes,
  swordfishes,
  xWings,
} from './fish.ts';
import { suspects, uncleared } from './templates.ts';

type Search = (state: State, out: Step[]) => void;

/** Every distinct instance a search reports. */
function all(search: Search, state: State): Step[] {
  const out: Step[] = [];
  search(state, out);
  return distinctInstances(state, out, () => 0);
}

/** The instance whose explanation starts with `start`. */
function named(search: Search, state: State, start: string): Step {
  const step = all(search, state).find((s) => s.explanation.startsWith(start));
  if (!step) throw new Error(`no instance "${start}"`);
  return step;
}

function expectSound(line: string, steps: Step[]): void {
  const solution = solutionOf(parsePuzzle(line));
  for (const step of steps)
    for (const e of step.eliminations) expect(solution[e.cell], `${e.digit}@${e.cell}`).not.toBe(e.digit);
}

/** Removes `digit` from the cells of a house except `keep` ("r1c5" style names). */
function only(digit: number, cells: string[], keep: string[]): string {
  return cells
    .filter((c) => !keep.includes(c))
    .map((c) => `${c}:${digit}`)
    .join(' ');
}
const row = (r: number, n = 9) => Array.from({ length: n }, (_, c) => `r${r}c${c + 1}`);
const col = (c: number, n = 9) => Array.from({ length: n }, (_, r) => `r${r + 1}c${c}`);
const box = (b: number) => {
  const r0 = Math.floor((b - 1) / 3) * 3;
  const c0 = ((b - 1) % 3) * 3;
  const out: string[] = [];
  for (let r = 1; r <= 3; r++) for (let c = 1; c <= 3; c++) out.push(`r${r0 + r}c${c0 + c}`);
  return out;
};
const EMPTY = '.'.repeat(81);

/** The smaller fish searches: none may report a size-4 fish's eliminations. */
const SMALLER: Search[] = [
  xWings,
  swordfishes,
  jellyfishes,
  frankenXWings,
  frankenSwordfishes,
  mutantXWings,
  mutantSwordfishes,
];
const keysOf = (search: Search, state: State) => all(search, state).map((x) => list(x.eliminations).join());

/** Franken jellyfish: rows 1, 2, 5 and box 9 (two 1s each, in a cycle) covered by columns 1, 5, 8, 9. */
const FRANKEN_JELLY = (extra: string[] = []) =>
  stateFrom(
    EMPTY,
    [
      only(1, row(1), ['r1c1', 'r1c5']),
      only(1, row(2), ['r2c1', 'r2c9']),
      only(1, row(5), ['r5c5', 'r5c8', ...extra]),
      only(1, box(9), ['r7c8', 'r8c9']),
    ].join(' '),
  );
/** Mutant jellyfish: row 1, row 5, column 9 and box 7 covered by row 8, columns 1 and 5 and box 6. */
const MUTANT_JELLY = (extra: string[] = []) =>
  stateFrom(
    EMPTY,
    [
      only(1, row(1), ['r1c1', 'r1c5']),
      only(1, row(5), ['r5c5', 'r5c8']),
      only(1, col(9), ['r4c9', 'r8c9']),
      only(1, box(7), ['r7c1', 'r8c2', ...extra]),
    ].join(' '),
  );

// Positions from the grader's own paths through magictour puzzles, candidates as 81 tokens.
/** #61 as graded before grouped AICs (which now take this step first): a franken swordfish. */
const MAGIC_61 = '...3.9.7.8..4.....1........2..5..6...3.....4.....1....5.....8......2.1.....7....9';
const MAGIC_61_AT =
  '46 2456 2456 =3 =8 =9 245 =7 =1 =8 2579 23579 =4 567 =1 2359 23569 2356 =1 4579 34579 26 567 2567 3459 3589 34568 =2 4789 4789 =5 3479 3478 =6 =1 38 679 =3 =1 2689 679 2678 2579 =4 258 4679 456789 456789 2689 =1 234678 2379 2389 238 =5 24679 24679 =1 3469 346 =8 236 23467 34679 46789 46789 689 =2 34568 =1 356 34567 346 =1 2468 =7 3456 34568 2345 2356 =9';
/** #702: the round uses a finned franken swordfish. */
const MAGIC_702 = '..27....49.....7...1...6.5...5..........4.2.7..36879..3..5...7......4...859..2...';
const MAGIC_702_AT =
  '=5 368 =2 =7 139 1389 1368 1689 =4 =9 368 68 =4 =5 138 =7 26 12368 47 =1 47 2389 239 =6 38 =5 389 1467 46789 =5 1239 1239 139 13468 13468 1368 16 689 168 139 =4 =5 =2 1368 =7 124 24 =3 =6 =8 =7 =9 14 =5 =3 246 14 =5 169 189 18 =7 1289 1267 267 167 389 1369 =4 =5 1289 12389 =8 =5 =9 13 =7 =2 1346 1346 136';
/** #281: the round uses a finned franken jellyfish. */
const MAGIC_281 = '.6.5.1.9.1...9..539....7....4.8...7.......5.8.817.5.3.....5.2............76..8...';
const MAGIC_281_AT =
  '3478 =6 3478 =5 238 =1 478 =9 24 =1 =2 78 46 =9 46 78 =5 =3 =9 35 3458 23 238 =7 1468 12468 1246 2356 =4 2359 =8 1236 239 16 =7 126 2367 39 2379 12349 1346 2349 =5 1246 =8 26 =8 =1 =7 246 =5 469 =3 2469 348 139 3489 13469 =5 3469 =2 1468 =7 23458 1359 234589 123469 =7 23469 134689 1468 14569 2345 =7 =6 12349 1234 =8 1349 14 1459';
/** #1 where its path needs a forcing chain: every fish finder had found nothing. */
const MAGIC_1_FORCING =
  '=4 569 1268 5789 =3 1578 25 2567 5679 1237 359 12 =6 127 14579 =8 2357 3459 23678 3569 268 45789 278 45789 345 23567 =1 1236 346 124 378 =5 13678 23 =9 378 123 =8 59 3479 17 13479 =6 12357 357 136 =7 59 =2 168 13689 345 1358 3458 68 46 468 =1 =9 =2 =7 35 35 =5 =1 =3 78 678 678 =9 =4 =2 =9 =2 =7 35 =4 35 =1 68 68';

describe('franken fish', () => {
  it('magictour #61: box 1, row 4 and row 7 hold the 9s of columns 2, 3 and 5', () => {
    const state = stateFromCandidates(MAGIC_61_AT);
    const steps = finderOf('franken swordfish').findAll(state);
    expect(steps).toHaveLength(1);
    const step = steps[0]!;
    expect(step.technique).toBe('franken swordfish');
    expect(list(step.eliminations)).toEqual(['9@r5c5', '9@r6c2', '9@r6c3', '9@r8c2', '9@r8c3']);
    expect(step.explanation).toBe(
      "Row 4, row 7 and box 1 each hold one 9, in places they do not share, and all those places lie in column 2, column 3 and column 5, so their three 9s are those houses' 9s. So 9 is removed from r5c5, r6c2, r6c3, r8c2, r8c3.",
    );
    expectSound(MAGIC_61, steps);
    // No plain swordfish and no smaller franken fish here.
    expect(all(swordfishes, state)).toEqual([]);
    expect(all(frankenXWings, state)).toEqual([]);
  });

  it('row 1 and box 5 cover columns 5 and 6 (hand-made x-wing)', () => {
    const s = stateFrom(EMPTY, [only(1, row(1), ['r1c5', 'r1c6']), only(1, box(5), ['r4c5', 'r5c6'])].join(' '));
    const step = named(frankenXWings, s, 'Row 1 and box 5 each hold one 1');
    expect(step.technique).toBe('franken x-wing');
    expect(list(step.eliminations)).toEqual(
      ['r2c5', 'r2c6', 'r3c5', 'r3c6', 'r7c5', 'r7c6', 'r8c5', 'r8c6', 'r9c5', 'r9c6'].map((c) => `1@${c}`),
    );
  });

  it('with a fin in row 1 the plain fish is gone; the finned one removes only what sees the fin', () => {
    const s = stateFrom(
      EMPTY,
      [only(1, row(1), ['r1c4', 'r1c5', 'r1c6']), only(1, box(5), ['r4c5', 'r5c6'])].join(' '),
    );
    expect(all(frankenXWings, s).some((x) => x.explanation.startsWith('Row 1 and box 5'))).toBe(false);
    const step = named(finnedFrankenXWings, s, 'Row 1 and box 5 each hold one 1');
    expect(step.technique).toBe('finned franken x-wing');
    expect(list(step.eliminations)).toEqual(['1@r2c5', '1@r2c6', '1@r3c5', '1@r3c6']);
    expect(step.explanation).toContain('apart from the fin r1c4');
  });

  it('magictour #702 and #281: finned franken swordfish and jellyfish from real paths', () => {
    const sword = finderOf('finned franken swordfish').findAll(stateFromCandidates(MAGIC_702_AT));
    expect(sword.map((s) => [s.technique, list(s.eliminations)])).toEqual([['finned franken swordfish', ['1@r8c8']]]);
    expect(sword[0]!.explanation).toBe(
      "Row 5, row 6 and row 9 each hold one 1, in places they do not share, and all those places lie in column 4, column 8 and box 4 apart from the fins r9c7, r9c9: either a fin holds 1 or their three 1s are those houses' 1s. Either way 1 is removed from r8c8, which see every fin.",
    );
    expectSound(MAGIC_702, sword);
    // The plain (finless) search finds nothing there.
    expect(all(frankenSwordfishes, stateFromCandidates(MAGIC_702_AT))).toEqual([]);
    const jelly = finderOf('finned franken jellyfish').findAll(stateFromCandidates(MAGIC_281_AT));
    expect(jelly.map((s) => [s.technique, list(s.eliminations)])).toEqual([['finned franken jellyfish', ['2@r4c5']]]);
    expectSound(MAGIC_281, jelly);
  });

  it('rows 1, 2, 5 and box 9 covered by columns 1, 5, 8 and 9 (hand-made jellyfish)', () => {
    const s = FRANKEN_JELLY();
    const step = named(
      frankenJellyfishes,
      s,
      'Row 1, row 2, row 5 and box 9 each hold one 1, in places they do not share, and all those places lie in column 1, column 5, column 8 and column 9',
    );
    expect(step.technique).toBe('franken jellyfish');
    expect(list(step.eliminations)).toEqual(
      [
        'r3c1',
        'r4c1',
        'r6c1',
        'r7c1',
        'r8c1',
        'r9c1',
        'r3c5',
        'r4c5',
        'r6c5',
        'r7c5',
        'r8c5',
        'r9c5',
        'r3c8',
        'r4c8',
        'r6c8',
        'r3c9',
        'r4c9',
        'r6c9',
      ]
        .map((c) => `1@${c}`)
        .sort(),
    );
    // Each base pair shares a cover only with the next one round the cycle: no smaller fish has these eliminations.
    const key = list(step.eliminations).join();
    for (const search of SMALLER) expect(keysOf(search, s)).not.toContain(key);
  });

  it('with an extra 1 at r5c3 (in no cover house) the franken jellyfish is gone', () => {
    const key = list(named(frankenJellyfishes, FRANKEN_JELLY(), 'Row 1, row 2, row 5 and box 9').eliminations).join();
    const s = FRANKEN_JELLY(['r5c3']);
    expect(keysOf(frankenJellyfishes, s)).not.toContain(key);
    expect(all(frankenJellyfishes, s)).toEqual([]);
  });

  it('on 6x6: rows 1 and 2 covered by box 1 and column 5', () => {
    const geometry = geometryFor('6x6');
    const keep1 = ['r1c2', 'r1c5'];
    const keep2 = ['r2c1', 'r2c5'];
    const s = stateFrom('.'.repeat(36), [only(1, row(1, 6), keep1), only(1, row(2, 6), keep2)].join(' '), geometry);
    const step = named(frankenXWings, s, 'Row 1 and row 2 each hold one 1');
    expect(list(step.eliminations, 6)).toEqual(['1@r3c5', '1@r4c5', '1@r5c5', '1@r6c5']);
    expect(step.explanation).toContain('lie in column 5 and box 1');
  });
});

describe('mutant fish', () => {
  it('row 1, column 1 and box 9 covered by row 8, column 8 and box 1 (hand-made swordfish)', () => {
    const s = stateFrom(
      EMPTY,
      [only(1, row(1), ['r1c2', 'r1c8']), only(1, col(1), ['r2c1', 'r8c1']), only(1, box(9), ['r8c7', 'r7c8'])].join(
        ' ',
      ),
    );
    const step = named(mutantSwordfishes, s, 'Row 1, column 1 and box 9 each hold one 1');
    expect(step.technique).toBe('mutant swordfish');
    expect(list(step.eliminations)).toEqual(
      [
        'r2c2',
        'r2c3',
        'r2c8',
        'r3c2',
        'r3c3',
        'r3c8',
        'r4c8',
        'r5c8',
        'r6c8',
        'r8c2',
        'r8c3',
        'r8c4',
        'r8c5',
        'r8c6',
      ].map((c) => `1@${c}`),
    );
    expect(step.explanation).toContain('all those places lie in row 8, column 8 and box 1');
    // Rows and columns in one base: no franken search reports this fish.
    const key = list(step.eliminations).join();
    for (const search of [frankenSwordfishes, finnedFrankenSwordfishes])
      expect(all(search, s).map((x) => list(x.eliminations).join())).not.toContain(key);
  });

  it('row 1, row 5, column 9 and box 7 covered by row 8, columns 1 and 5 and box 6 (hand-made jellyfish)', () => {
    const s = MUTANT_JELLY();
    const step = named(mutantJellyfishes, s, 'Row 1, row 5, column 9 and box 7 each hold one 1');
    expect(step.technique).toBe('mutant jellyfish');
    expect(step.explanation).toContain('all those places lie in row 8, column 1, column 5 and box 6');
    expect(list(step.eliminations)).toEqual(
      [
        'r2c1',
        'r3c1',
        'r4c1',
        'r6c1',
        'r2c5',
        'r3c5',
        'r4c5',
        'r6c5',
        'r7c5',
        'r8c5',
        'r9c5',
        'r4c7',
        'r4c8',
        'r6c7',
        'r6c8',
        'r8c4',
        'r8c6',
        'r8c7',
        'r8c8',
      ]
        .map((c) => `1@${c}`)
        .sort(),
    );
    // A true size-4 fish: no smaller fish, and no franken search, reports these eliminations.
    const key = list(step.eliminations).join();
    for (const search of [...SMALLER, frankenJellyfishes]) expect(keysOf(search, s)).not.toContain(key);
  });

  it('with an extra 1 at r9c3 (in no cover house) the mutant jellyfish is gone', () => {
    const key = list(named(mutantJellyfishes, MUTANT_JELLY(), 'Row 1, row 5, column 9 and box 7').eliminations).join();
    const s = MUTANT_JELLY(['r9c3']);
    expect(keysOf(mutantJellyfishes, s)).not.toContain(key);
    expect(all(mutantJellyfishes, s)).toEqual([]);
  });

  it('diagonal: row 5 and diagonal 1 covered by columns 1 and 9 (a mutant x-wing)', () => {
    const geometry = geometryFor('diagonal');
    const diagonal = Array.from({ length: 9 }, (_, i) => `r${i + 1}c${i + 1}`);
    const s = stateFrom(
      EMPTY,
      [only(1, row(5), ['r5c1', 'r5c9']), only(1, diagonal, ['r1c1', 'r9c9'])].join(' '),
      geometry,
    );
    const step = named(mutantXWings, s, 'Row 5 and diagonal 1 each hold one 1');
    expect(step.technique).toBe('mutant x-wing');
    const expected: string[] = [];
    for (let r = 1; r <= 9; r++) {
      if (r === 5) continue;
      if (r !== 1) expected.push(`1@r${r}c1`);
      if (r !== 9) expected.push(`1@r${r}c9`);
    }
    expect(list(step.eliminations)).toEqual(expected.sort());
  });
});

describe('where no franken or mutant fish applies', () => {
  it('magictour #1 where its path needs a forcing chain: every finder finds nothing', () => {
    const state = stateFromCandidates(MAGIC_1_FORCING);
    for (const search of [
      frankenXWings,
      frankenSwordfishes,
      frankenJellyfishes,
      finnedFrankenXWings,
      finnedFrankenSwordfishes,
      finnedFrankenJellyfishes,
      mutantXWings,
      mutantSwordfishes,
      mutantJellyfishes,
    ]) {
      expect(all(search, state)).toEqual([]);
    }
  });
});

describe('templates', () => {
  it('an empty grid has no digit with a place outside every template', () => {
    expect(uncleared(stateFrom(EMPTY), 'fish')).toBe(0);
  });

  it('keep only the rules a search uses: a knight move counts for fins, not for plain fish', () => {
    // Anti-knight, 1 only at r1c3 in row 1: r2c5 is a knight's move away.
    const s = stateFrom(EMPTY, only(1, row(1), ['r1c3']), geometryFor('anti-knight'));
    const has = (rules: 'fish' | 'finned', cell: number) => {
      uncleared(s, rules);
      return (suspects(s, rules, 1)[cell >>> 5]! >>> (cell & 31)) & 1;
    };
    const r2c5 = 9 + 4;
    const r2c1 = 9;
    expect(has('finned', r2c5)).toBe(1);
    expect(has('fish', r2c5)).toBe(0);
    // Same box as r1c3: out under both rules.
    expect(has('fish', r2c1)).toBe(1);
  });

  it('the franken x-wing position: only digit 1 has suspects, and they include the fish’s eliminations', () => {
    const s = stateFrom(EMPTY, [only(1, row(1), ['r1c5', 'r1c6']), only(1, box(5), ['r4c5', 'r5c6'])].join(' '));
    expect(uncleared(s, 'fish')).toBe(1);
    const mask = suspects(s, 'fish', 1);
    const cells: string[] = [];
    for (let cell = 0; cell < 81; cell++)
      if (mask[cell >>> 5]! & (1 << (cell & 31))) cells.push(`1@r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
    // Columns 5 and 6 go to row 1 and box 5; box 2's other places go too (row 1 takes box 2's 1).
    expect(cells.sort()).toEqual(
      ['r2c4', 'r2c5', 'r2c6', 'r3c4', 'r3c5', 'r3c6', 'r7c5', 'r7c6', 'r8c5', 'r8c6', 'r9c5', 'r9c6'].map(
        (c) => `1@${c}`,
      ),
    );
  });
});
