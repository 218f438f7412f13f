/**
 * The counter with constraint handlers against the reference backtracker (fixtures/): random
 * puzzles on 6×6 and 9×9 boards, each handler alone and mixed with others and with a board-wide
 * rule, a random grid under the board-wide rule, constraints that hold on it (and sometimes one
 * that need not), cells blanked. Both must agree on 0 / 1 / 2+ and on the solution when unique.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflicts } from '../check.ts';
import { buildGeometry, type VariantId } from '../geometry.ts';
import { handlerOf } from './registry.ts';
import { randomGrid } from '../grid.ts';
import { mulberry32, randomInt, shuffle } from '../rng.ts';
import { countSolutions } from '../solver.ts';
import { gridToString } from '../symbols.ts';
import { referenceCount } from '../fixtures/reference-count.ts';
import { LOCAL_TYPES, randomConstraint, type LocalType } from '../fixtures/random-constraints.ts';
import type { Constraint } from './types.ts';

const GLOBALS: readonly (Constraint | null)[] = [
  null,
  { type: 'antiking' },
  { type: 'antiknight' },
  { type: 'nonconsecutive' },
  { type: 'diagonal+' },
  { type: 'disjointgroups' },
];

export function randomCase(type: LocalType | 'negative', seed: number, mixed: boolean) {
  const random = mulberry32(seed);
  const variant: VariantId = randomInt(random, 3) === 0 ? '6x6' : 'classic';
  const global = type === 'negative' ? null : GLOBALS[randomInt(random, GLOBALS.length)]!;
  const base = buildGeometry(variant, { constraints: global ? [global] : [], handlerOf });
  const full = randomGrid(base, seed, { maxAttempts: 20 });
  if (!full) return null;
  const grid = full.grid;
  const constraints: Constraint[] = global ? [global] : [];
  const n = base.size;
  if (type === 'negative') {
    // every X and V that holds is drawn, so "no other pair adds up to 5 or 10" holds
    for (let cell = 0; cell < n * n; cell++) {
      for (const other of [cell + 1, cell + n]) {
        if ((other === cell + 1 && cell % n === n - 1) || other >= n * n) continue;
        const s = grid[cell]! + grid[other]!;
        if (s === 5 || s === 10) constraints.push({ type: 'xv', cells: [cell, other], sum: s });
      }
    }
    constraints.push({ type: 'negative', of: 'xv' });
  } else {
    const types: LocalType[] = [type];
    if (mixed)
      for (let k = randomInt(random, 3); k >= 0; k--) types.push(LOCAL_TYPES[randomInt(random, LOCAL_TYPES.length)]!);
    for (const t of types) {
      const c = randomConstraint(t, grid, base, random, randomInt(random, 6) === 0);
      if (c) constraints.push(c);
    }
  }
  const geometry = buildGeometry(variant, { constraints, handlerOf });
  const givens = Uint8Array.from(grid);
  const blanks = Math.min(n === 9 ? 34 : 26, Math.round((0.3 + 0.7 * random()) * n * n));
  for (const cell of shuffle(
    random,
    Array.from({ length: n * n }, (_, i) => i),
  ).slice(0, blanks))
    givens[cell] = 0;
  return { geometry, givens };
}

describe('the counter with constraints agrees with the reference backtracker', () => {
  for (const type of [...LOCAL_TYPES, 'negative'] as const) {
    for (const mixed of [false, true]) {
      it(`${type}${mixed ? ' mixed with others' : ' alone'}: same count, same unique solution, valid completions`, () => {
        const seen = new Set<number>();
        fc.assert(
          fc.property(fc.nat(), (seed) => {
            const c = randomCase(type, seed, mixed);
            if (!c) return;
            const reference = referenceCount(c.geometry, c.givens);
            seen.add(reference.count);
            const ours = countSolutions(c.geometry, c.givens, { limit: 2 });
            expect(ours.decided).toBe(true);
            expect(ours.solutions).toBe(reference.count);
            if (reference.count === 1) expect(gridToString(ours.found[0]!)).toBe(reference.first);
            for (const grid of ours.found) {
              expect(findConflicts(c.geometry, grid)).toEqual([]);
              for (let i = 0; i < grid.length; i++) if (c.givens[i] !== 0) expect(grid[i]).toBe(c.givens[i]);
            }
          }),
          { numRuns: Number(process.env.CONSTRAINT_RUNS ?? 25), seed: Number(process.env.CONSTRAINT_SEED ?? 20261204) },
        );
        // the cases must reach more than one answer, or the comparison proves little
        expect(seen.size).toBeGreaterThan(1);
      });
    }
  }
});
