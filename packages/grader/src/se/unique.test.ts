/**
 * Unique loops (6, 8, 10+ cells) and BUG types 3 and 4 at positions from serate-rated puzzles
 * (/tmp/se0-518 set, rated by SE 1.2.1.3): the step fires with SE's difficulty and eliminations,
 * and once applied it does not fire again; the whole puzzle then rates as serate does.
 */
import { describe, expect, it } from 'vitest';
import { bug } from './bug.ts';
import { SeGrid } from './grid.ts';
import { applyHint, type SeFinder } from './hint.ts';
import { nextSeStep, seRate } from './rate.ts';
import { uniqueRectangles } from './unique.ts';

// puzzle, step index, finder, name, difficulty, eliminations (9·cell + d−1), serate's ER
const CASES: readonly [string, number, SeFinder, string, number, number[], number][] = [
  [
    '030000080000791000005000700004080500001204300200305008002508600000000000503010809',
    30,
    uniqueRectangles,
    'Unique Loop',
    4.6,
    [320, 321],
    4.6,
  ],
  [
    '003804200647000958000000000000493000302000509000000000000000000406902701020607080',
    33,
    uniqueRectangles,
    'Unique Loop',
    4.7,
    [419, 420],
    4.7,
  ],
  [
    '020016005000000400306000207600075040000000000080230006207000604005000000100590070',
    14,
    uniqueRectangles,
    'Unique Loop',
    4.8,
    [171],
    6.6,
  ],
  [
    '000309000050060080407000603235000416000040000070010020000000000706080305008704200',
    32,
    uniqueRectangles,
    'Unique Rectangle',
    4.7,
    [504, 513, 521, 531],
    6.6,
  ],
  [
    '209050708000300020000700504000021000305000102000530000106008000080003000403010609',
    36,
    bug,
    'BUG type 4',
    5.7,
    [257, 310],
    5.7,
  ],
  [
    '908257604000906000063010250030090060009060400005348700070000080004000300000000000',
    31,
    bug,
    'BUG type 3',
    5.8,
    [702, 726],
    5.8,
  ],
  [
    '070480000400700000002000704908300040020070060010008903203000500000009008000045030',
    37,
    bug,
    'BUG type 3',
    5.9,
    [92],
    5.9,
  ],
  [
    '560000000013006000090523000750200006000000000100004093000978050000600810000000062',
    34,
    bug,
    'BUG type 3',
    6.1,
    [351],
    6.1,
  ],
];

describe('SE unique loops and BUG types 3, 4', () => {
  for (const [puzzle, at, find, name, difficulty, eliminations, er] of CASES) {
    it(`${name} ${difficulty} (step ${at} of ${puzzle.slice(0, 12)}…)`, () => {
      const g = SeGrid.parse(puzzle);
      for (let i = 0; i < at; i++) applyHint(g, nextSeStep(g)!);
      const hint = find(g);
      expect(hint).toMatchObject({ name, difficulty });
      expect([...hint!.eliminations].sort((a, b) => a - b)).toEqual(eliminations);
      applyHint(g, hint!);
      const again = find(g);
      expect(again === null || again.eliminations.join() !== hint!.eliminations.join()).toBe(true);
      expect(seRate(puzzle).er).toBe(er);
    });
  }

  it('neither finder fires on a position of givens only', () => {
    for (const [puzzle] of CASES) {
      const g = SeGrid.parse(puzzle);
      expect(bug(g)).toBeNull();
    }
    expect(uniqueRectangles(SeGrid.parse(CASES[0]![0]))).toBeNull();
  });
});
