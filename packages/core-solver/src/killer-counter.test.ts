/**
 * The counter on killers: exact against the reference backtracker on random killers (cages of up
 * to six cells, some cells in no cage), and the published hard killers of datasets/killer/ decided
 * within the default position limit (tarek, extreme, and the two cheapest of mathemagic), each
 * solution checked against the rules and, where the source publishes one, against it; with a
 * high limit, every solution found exactly once.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflicts } from './check.ts';
import { referenceCount } from './fixtures/reference-count.ts';
import { buildGeometry } from './geometry.ts';
import { randomGrid } from './grid.ts';
import { geometryFor, type PuzzleRecord } from './parse.ts';
import { parsePuzzle } from './parse-links.ts';
import { mulberry32, randomInt, shuffle } from './rng.ts';
import { countSolutions, DEFAULT_MAX_POSITIONS } from './solver.ts';
import { randomCages } from './fixtures/random-cages.ts';
import { gridToString } from './symbols.ts';

const published = (file: string): (PuzzleRecord & { id: string })[] =>
  readFileSync(new URL(`../../../datasets/killer/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as PuzzleRecord & { id: string });

/** One random killer of `kind`, compared with the reference backtracker; returns its true count. */
interface RandomKiller {
  salt: number;
  /** randomCages' third argument: how many cells may stay uncaged. */
  uncaged: number;
  /** Largest cage (randomCages' default when absent). */
  maxCage?: number;
}

function agreesWithReference(kind: RandomKiller, seed: number, blanks: number, tamper: boolean): number {
  const full = randomGrid(geometryFor('classic'), seed)!.grid;
  const random = mulberry32(seed ^ kind.salt);
  const geometry = buildGeometry('killer', {
    cages: randomCages(full, random, randomInt(random, kind.uncaged), kind.maxCage),
  });
  const givens = Uint8Array.from(full);
  for (const cell of shuffle(
    random,
    Array.from({ length: 81 }, (_, i) => i),
  ).slice(0, blanks))
    givens[cell] = 0;
  if (tamper) {
    const filled = [...givens.keys()].filter((c) => givens[c] !== 0);
    const cell = filled[randomInt(random, filled.length)]!;
    givens[cell] = 1 + ((givens[cell]! + randomInt(random, 8)) % 9);
  }
  const reference = referenceCount(geometry, givens);
  const ours = countSolutions(geometry, givens, { limit: 2 });
  expect(ours.decided).toBe(true);
  expect(ours.solutions).toBe(reference.count);
  if (reference.count === 1) expect(gridToString(ours.found[0]!)).toBe(reference.first);
  for (const grid of ours.found) expect(findConflicts(geometry, grid)).toEqual([]);
  return reference.count;
}

describe('killer counts agree with the reference backtracker', () => {
  it('random killers with cages of 1–6 cells, some cells uncaged, 45–62 blanks: same 0 / 1 / 2+, same solution', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 45, max: 62 }), fc.boolean(), (seed, blanks, tamper) => {
        seen.add(agreesWithReference({ salt: 0x5eed, uncaged: 5 }, seed, blanks, tamper));
      }),
      { numRuns: 60, seed: 1515 },
    );
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('random killers with cages of up to 9 cells (exact supports on whole houses), 50–64 blanks: same 0 / 1 / 2+', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 50, max: 64 }), fc.boolean(), (seed, blanks, tamper) => {
        seen.add(agreesWithReference({ salt: 0x9ca9e, uncaged: 3, maxCage: 9 }, seed, blanks, tamper));
      }),
      { numRuns: 40, seed: 4509 },
    );
    expect(seen.has(1)).toBe(true);
  });

  it('counts every solution once: with a high limit, exactly the classic completions that keep the cages', () => {
    // The killer search branches cell = digit, then cell ≠ digit; the classic fast path branches
    // on every digit of a cell. Same givens, a few cages: the killer solutions must be exactly the
    // classic ones that satisfy the cages, each found once.
    let many = 0;
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 50, max: 58 }), (seed, blanks) => {
        const full = randomGrid(geometryFor('classic'), seed)!.grid;
        const random = mulberry32(seed ^ 0xc0de);
        const cages = randomCages(full, random, 0, 4).slice(0, 8);
        const geometry = buildGeometry('killer', { cages });
        const givens = Uint8Array.from(full);
        for (const cell of shuffle(
          random,
          Array.from({ length: 81 }, (_, i) => i),
        ).slice(0, blanks))
          givens[cell] = 0;
        const classic = countSolutions(geometryFor('classic'), givens, { limit: 100_000 });
        fc.pre(classic.decided && classic.solutions < 100_000);
        const keep = classic.found
          .filter((grid) => findConflicts(geometry, grid).length === 0)
          .map(gridToString)
          .sort();
        const ours = countSolutions(geometry, givens, { limit: 100_000 });
        expect(ours.decided).toBe(true);
        expect(ours.found.map(gridToString).sort()).toEqual(keep);
        if (keep.length > 2) many++;
      }),
      { numRuns: 30, seed: 2222 },
    );
    expect(many).toBeGreaterThan(5);
  });

  it('an empty grid with a few cages has many solutions, and says so', () => {
    const puzzle = parsePuzzle({
      variant: 'killer',
      puzzle: '.'.repeat(81),
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 24, cells: [2, 3, 4] },
      ],
    });
    const result = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
    expect(result).toMatchObject({ solutions: 2, decided: true });
    for (const grid of result.found) expect(findConflicts(puzzle.geometry, grid)).toEqual([]);
  });
});

describe('published hard killers (datasets/killer) are decided within the default position limit', () => {
  // Mathemagic's fourteen take 12–55 CPU seconds each (pnpm bench measures them all); the suite
  // checks the two cheapest, so CI stays short.
  const cases: [string, number, string[] | null][] = [
    ['tarek.jsonl', 1, null],
    ['extreme.jsonl', 1, null],
    ['mathemagic.jsonl', 1, ['mathemagic-05', 'mathemagic-01']],
  ];
  // One test per extreme or mathemagic killer (each takes seconds, the suite's timeout is per
  // test); tarek's 42 together take about as long as one of them. The timeout only guards against
  // a hang (the position limit is the measure): 240 s, since the slowest took 39–48 s on a loaded machine.
  for (const [file, want, only] of cases) {
    const records = published(file).filter((r) => only === null || only.includes(r.id));
    if (only !== null && records.length !== only.length) throw new Error(`${file}: expected ${only.join(', ')}`);
    const batches = file === 'tarek.jsonl' ? [records] : records.map((r) => [r]);
    for (const batch of batches) {
      const name = batch.length === 1 ? `${file} ${batch[0]!.id}` : `${file} (${batch.length})`;
      it(`${name}: decided; a unique one checked against the rules and the published solution`, () => {
        for (const record of batch) {
          const puzzle = parsePuzzle(record);
          const result = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
          expect(result.decided, record.id).toBe(true);
          expect(result.positions).toBeLessThanOrEqual(DEFAULT_MAX_POSITIONS);
          // Wecoc's "mod B" is published without a solution: it has two.
          expect(result.solutions, record.id).toBe(record.id === 'wecoc-1-mod-b' ? 2 : want);
          for (const grid of result.found) expect(findConflicts(puzzle.geometry, grid), record.id).toEqual([]);
          if (record.solution) expect(gridToString(result.found[0]!), record.id).toBe(record.solution);
        }
      }, 240_000);
    }
  }
});

describe('a count given a larger position limit keeps the cheaper search longer (solver.ts header)', () => {
  // tarek's longest counts pass 2,000 positions (wider locked candidates at the default limit);
  // with 50,000,000 they never do. Different searches, the same answer.
  const longest = published('tarek.jsonl').filter((r) => ['tarek-37', 'tarek-38', 'tarek-39'].includes(r.id));
  it.each(longest.map((r) => [r.id, r] as const))(
    '%s: the same solution either way, in other positions',
    (_, record) => {
      const puzzle = parsePuzzle(record);
      const usual = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
      const ample = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2, maxPositions: 50_000_000 });
      expect(usual.positions).toBeGreaterThan(2_000);
      for (const result of [usual, ample]) {
        expect(result).toMatchObject({ solutions: 1, decided: true });
        expect(findConflicts(puzzle.geometry, result.found[0]!)).toEqual([]);
      }
      expect(gridToString(ample.found[0]!)).toBe(gridToString(usual.found[0]!));
      expect(ample.positions).not.toBe(usual.positions);
    },
  );
});
