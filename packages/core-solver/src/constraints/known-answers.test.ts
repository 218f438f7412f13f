/**
 * Known answers from outside: Interactive-Sudoku-Solver's example puzzles (thermos, whispers,
 * renban, dots, XV, arrows, cages, little killers, sandwiches, quadruples, … with their published
 * solutions). Each one we can read must count to exactly one solution, the published one.
 */
import { describe, expect, it } from 'vitest';
import { buildGeometry, type VariantId } from '../geometry.ts';
import { handlerOf } from './registry.ts';
import { countSolutions } from '../solver.ts';
import { gridToString } from '../symbols.ts';
import { findConflicts } from '../check.ts';
import { issExamples } from '../fixtures/iss-examples.ts';

const { read, skipped } = issExamples();
const PRESET_BY_SIZE: Record<number, VariantId> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };

describe("Interactive-Sudoku-Solver's example puzzles", () => {
  it('reads most of them (the rest use rules we do not model)', () => {
    expect(read.length).toBeGreaterThanOrEqual(21);
    expect(read.length + skipped.length).toBe(62);
  });
  for (const e of read) {
    it(`${e.name}: one solution, the published one`, () => {
      const geometry = e.regionOf
        ? buildGeometry('irregular', { regionOf: e.regionOf, constraints: e.constraints, handlerOf })
        : buildGeometry(PRESET_BY_SIZE[e.size]!, { constraints: e.constraints, handlerOf });
      expect(findConflicts(geometry, e.givens)).toEqual([]);
      const r = countSolutions(geometry, e.givens, { limit: 2, maxPositions: 2_000_000 });
      expect(r.decided).toBe(true);
      expect(r.solutions).toBe(1);
      expect(gridToString(r.found[0]!)).toBe(e.solution);
    });
  }
});
