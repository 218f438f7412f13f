/**
 * SE's nested forcing chains (9.5+) against serate 1.2.1.3 on the forum's hardest puzzles
 * (datasets/se-rated/serate-hardest.txt): the puzzles of that file whose rating is quickest here
 * (a few seconds each), with serate's three numbers exactly. The whole file is measured by
 * `pnpm bench --op se-rate` (docs/benchmarks.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSe } from './format.ts';
import { seRate } from './rate.ts';

const FILE = join(import.meta.dirname, '../../../../datasets/se-rated/serate-hardest.txt');
const RATED = new Map(
  readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l): [string, string] => {
      const [puzzle, rating] = l.split(/\s+/) as [string, string];
      return [puzzle, rating];
    }),
);

// ER 10.3 (nested levels 2–3 from the first step) and 10.5 (level 4 once).
const PICKED = [
  '000000008003000400090020060000079000000061200060502070008000500010000020405000003',
  '000000006009000400010070080000701030108030500030002000080020010006000900400300000',
];

describe("SE rating: serate's ratings of the forum's hardest puzzles (nested chains)", () => {
  for (const puzzle of PICKED) {
    const want = RATED.get(puzzle);
    it(`${puzzle.slice(0, 20)}… ${want}`, { timeout: 60_000 }, () => {
      expect(want).toBeDefined();
      const r = seRate(puzzle);
      expect(r.complete).toBe(true);
      expect(formatSe(r)).toBe(want);
    });
  }
});
