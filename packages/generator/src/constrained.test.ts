import {
  countSolutions,
  gridToString,
  parsePuzzle,
  VARIANT_IDS,
  VARIANTS,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { constraintTechniques, gradePuzzle, LEVELS, type Level } from '@sudoku-forge/grader';
import { describe, expect, it } from 'vitest';
import { drawsConstraints, usesConstraints } from './constrained.ts';
import { makePuzzle, type Candidate } from './make.ts';

const PRESETS = VARIANT_IDS.filter(drawsConstraints);

/** The first candidate from seed 1 up that earned a level at most `target`. */
function firstCandidate(variant: VariantId, target: Level): Candidate {
  for (let seed = 1; ; seed++) {
    const { candidate } = makePuzzle(variant, seed, target);
    if (candidate) return candidate;
  }
}

describe('constraint presets', () => {
  it('are the presets that list constraint types to draw', () => {
    expect(PRESETS).toEqual(['thermo', 'arrow', 'kropki', 'xv', 'odd-even', 'non-consecutive', 'little-killer']);
  });

  it.each(PRESETS)(
    '%s: a record that is unique, holds its constraints, earns its grade with its own steps',
    (variant) => {
      const made = firstCandidate(variant, 'medium');
      expect(made.constraints!.length).toBeGreaterThan(0);
      const puzzle = parsePuzzle({ variant, puzzle: made.puzzle, constraints: made.constraints! });
      const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2, maxPositions: 1e6 });
      expect(count.solutions).toBe(1);
      expect(gridToString(count.found[0]!)).toBe(made.solution);
      const grade = gradePuzzle(puzzle, { nestedNet: false });
      expect(grade.level).toBe(made.level);
      expect(LEVELS.indexOf(made.level)).toBeLessThanOrEqual(LEVELS.indexOf('medium'));
      const own = VARIANTS[variant].draws.flatMap(constraintTechniques);
      expect(made.techniques.some((t) => own.includes(t))).toBe(true);
    },
  );

  it('are a pure function of preset, seed and target (same seed, same bytes)', () => {
    for (const variant of ['kropki', 'little-killer'] as const) {
      const a = makePuzzle(variant, 31, 'hard').candidate;
      const b = makePuzzle(variant, 31, 'hard').candidate;
      expect(JSON.stringify({ ...a, checks: null })).toBe(JSON.stringify({ ...b, checks: null }));
    }
    expect(makePuzzle('thermo', 32, 'hard').candidate?.constraints).not.toEqual(
      makePuzzle('thermo', 31, 'hard').candidate?.constraints,
    );
  });

  it('keep a puzzle only when its grade uses a step of its own constraints', () => {
    expect(usesConstraints('thermo', ['naked single', 'thermometer'])).toBe(true);
    expect(usesConstraints('thermo', ['naked single', 'kropki dot'])).toBe(false);
    expect(usesConstraints('kropki', ['hidden single', 'kropki dot'])).toBe(true);
    // an easy arrow or little killer fills the last cell of a sum
    expect(usesConstraints('arrow', ['naked single', 'last sum cell'])).toBe(true);
    expect(usesConstraints('little-killer', ['hidden single', 'last sum cell'])).toBe(true);
    expect(usesConstraints('thermo', ['naked single', 'last sum cell'])).toBe(false);
  });

  it('draw non-consecutive grids under the rule (no two orthogonal neighbours consecutive)', () => {
    const made = firstCandidate('non-consecutive', 'easy');
    const s = made.solution;
    for (let cell = 0; cell < 81; cell++) {
      if (cell % 9 < 8) expect(Math.abs(Number(s[cell]) - Number(s[cell + 1]))).not.toBe(1);
      if (cell < 72) expect(Math.abs(Number(s[cell]) - Number(s[cell + 9]))).not.toBe(1);
    }
  });

  it('anti-king is a preset rule like anti-knight: its records carry no constraints', () => {
    const made = firstCandidate('anti-king', 'medium');
    expect(made.constraints).toBeUndefined();
    const puzzle = parsePuzzle({ variant: 'anti-king', puzzle: made.puzzle });
    expect(countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 }).solutions).toBe(1);
    expect(gradePuzzle(puzzle, { nestedNet: false }).level).toBe(made.level);
  });
});
