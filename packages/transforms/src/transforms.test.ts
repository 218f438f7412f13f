import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  findConflicts,
  gridToString,
  solvePuzzle,
  VARIANT_IDS,
  VARIANTS,
  isConnected,
} from '@sudoku-forge/core-solver';
import { gradePuzzle } from '@sudoku-forge/grader';
import { canonicalForm } from './canonical.ts';
import { toPuzzle, toRecord, puzzleDataFromRecord } from './data.ts';
import { applyMoves, randomTransform } from './random.ts';
import { safeMoves } from './safe-moves.ts';
import { movesToTransformation } from './moves.ts';
import { moveGrid } from './transformation.ts';
import { asData, testPuzzle } from '@sudoku-forge/test-puzzles';

const clues = (grid: Uint8Array) => grid.reduce((k, d) => k + (d !== 0 ? 1 : 0), 0);

// A few unique puzzles per variant (16×16 fewer: its checks are the slow ones). Anti-knight's
// carved to the end grade extreme at 10–15 s each (eleven grades below): 30 clues keep it quick.
const pools = new Map(
  VARIANT_IDS.map((variant) => [
    variant,
    [1, 2, 3]
      .slice(0, variant === '16x16' ? 2 : 3)
      .map((s) => asData(testPuzzle(variant, s * 7919, variant === 'anti-knight' ? { clueFloor: 30 } : {}))),
  ]),
);

describe.each(VARIANT_IDS)('%s disguises', (variant) => {
  const pool = pools.get(variant)!;
  const runs = variant === '16x16' ? 4 : 15;
  const seeds = fc.tuple(fc.integer({ min: 0, max: pool.length - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }));

  it('stay valid and unique, keep the clue count, and carry the solution along', () => {
    fc.assert(
      fc.property(seeds, ([which, seed]) => {
        const original = pool[which]!;
        const { data, ops } = randomTransform(original, seed);
        const puzzle = toPuzzle(data);
        expect(findConflicts(puzzle.geometry, data.puzzle)).toEqual([]);
        expect(clues(data.puzzle)).toBe(clues(original.puzzle));
        const verdict = solvePuzzle(puzzle);
        expect(verdict.status).toBe('unique');
        // solve(transform(p)) = transform(solve(p))
        expect(gridToString(verdict.solution!)).toBe(gridToString(data.solution!));
        expect(data.solution).toEqual(moveGrid(movesToTransformation(ops, variant), original.solution!));
        // Only safe moves, replayable, and the same seed gives the same disguise.
        const safe = safeMoves(variant);
        for (const op of ops) expect(op.startsWith('relabel') ? safe.relabel : safe.moves.includes(op), op).toBe(true);
        expect(toRecord(applyMoves(original, ops))).toEqual(toRecord(data));
        expect(toRecord(randomTransform(original, seed).data)).toEqual(toRecord(data));
      }),
      { numRuns: runs },
    );
  });

  it('have the canonical form of the original', () => {
    const canon = pool.map(canonicalForm);
    fc.assert(
      fc.property(seeds, ([which, seed]) => {
        expect(canonicalForm(randomTransform(pool[which]!, seed).data)).toBe(canon[which]);
      }),
      { numRuns: runs },
    );
  });

  it('differ in canonical form from puzzles that are not disguises', () => {
    const canon = pool.map(canonicalForm);
    expect(new Set(canon).size).toBe(pool.length);
    // One given more is a different puzzle (same solution): a different canonical form.
    const original = pool[0]!;
    const blank = original.puzzle.indexOf(0);
    const more = Uint8Array.from(original.puzzle);
    more[blank] = original.solution![blank]!;
    expect(canonicalForm({ ...original, puzzle: more })).not.toBe(canon[0]);
  });
});

describe('moved extras', () => {
  it('killer disguises keep every cage connected and never relabel', () => {
    const killer = pools.get('killer')![0]!;
    for (let seed = 0; seed < 20; seed++) {
      const { data, ops } = randomTransform(killer, seed);
      expect(ops.some((op) => op.startsWith('relabel'))).toBe(false);
      for (const cage of data.cages!) expect(isConnected([...cage.cells], 9)).toBe(true);
      expect(data.cages!.map((c) => c.sum).sort()).toEqual(killer.cages!.map((c) => c.sum).sort());
    }
  });
  it('irregular disguises move the region map with the grid and round-trip through a record', () => {
    const irregular = pools.get('irregular')![0]!;
    const { data, ops } = randomTransform(irregular, 3);
    expect(ops.length).toBeGreaterThan(0);
    const again = puzzleDataFromRecord(toRecord(data));
    expect(again.regions).toBe(data.regions);
    expect(toRecord(again)).toEqual(toRecord(data));
  });
  it('6x6 never uses a move that turns its 2×3 boxes', () => {
    const six = pools.get('6x6')![0]!;
    for (let seed = 0; seed < 30; seed++) {
      const { ops } = randomTransform(six, seed);
      for (const op of ops) expect(['transpose', 'anti-transpose', 'rotate 90', 'rotate 270']).not.toContain(op);
    }
  });
});

describe('grades are preserved', () => {
  // A safe move keeps every technique's availability, and the grader counts every instance of the
  // easiest technique in rounds (never "the first one in scan order"), so a disguise must keep
  // the whole grade: level, hardest technique, the count of each technique, steps, score, solved.
  for (const variant of ['classic', '4x4', '6x6', 'diagonal', 'hyper', 'anti-knight', 'irregular', 'killer'] as const) {
    it(variant, () => {
      const pool = pools.get(variant)!;
      const grades = pool.map((data) => gradePuzzle(toPuzzle(data)));
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: pool.length - 1 }),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          (which, seed) => {
            const after = gradePuzzle(toPuzzle(randomTransform(pool[which]!, seed).data));
            expect(after).toEqual(grades[which]);
          },
        ),
        { numRuns: 8 },
      );
    }, 120_000);
  }
});

describe('records', () => {
  it('keep the solution when the input record has one', () => {
    const p = pools.get('classic')![0]!;
    const record = toRecord(p);
    expect(record.solution).toBe(gridToString(p.solution!));
    expect(puzzleDataFromRecord(record).solution).toEqual(p.solution);
    expect(VARIANTS[puzzleDataFromRecord(record).variant].size).toBe(9);
  });
});
