import { geometryFor, parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { GraderError, gradePuzzle, hint, progressOf, solvePath } from './grade.ts';
import { stepToJson } from './json.ts';
import { TECHNIQUE_TABLE } from './table.ts';
import { LEVELS } from './types.ts';
import { testPuzzle } from '@sudoku-forge/test-puzzles';
import { solutionOf, unsound } from './testing.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const WIKI = WIKIPEDIA.puzzle;
const WIKI_SOLUTION = WIKIPEDIA.solution;

describe('gradePuzzle', () => {
  it('grades a singles-only puzzle easy and solves it', () => {
    const grade = gradePuzzle(parsePuzzle(WIKI));
    expect(grade.solved).toBe(true);
    expect(grade.level).toBe('easy');
    expect(grade.steps).toBe(51);
    const total = Object.values(grade.techniques).reduce((a, b) => a + b, 0);
    expect(total).toBe(51);
    expect(grade.score).toBeGreaterThan(51 * 4 - 1);
  });
  it('reports extreme / guessing when capped techniques cannot finish', () => {
    // Magictour #1 needs much more than singles.
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const grade = gradePuzzle(parsePuzzle(hard), { maxLevel: 'easy' });
    expect(grade.solved).toBe(false);
    expect(grade.level).toBe('extreme');
    expect(grade.hardest).toBe('guessing');
  });
});

describe('progressOf', () => {
  it('finishes what gradePuzzle finishes, with its step count', () => {
    const progress = progressOf(parsePuzzle(WIKI), { maxLevel: 'easy' });
    expect(progress).toMatchObject({ steps: 51, solved: true });
    expect(Array.from(progress.digits).join('')).toBe(WIKI_SOLUTION);
  });
  it('stops where the capped techniques stop: the digits placed so far, the rest empty', () => {
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const puzzle = parsePuzzle(hard);
    const progress = progressOf(puzzle, { maxLevel: 'easy' });
    const grade = gradePuzzle(puzzle, { maxLevel: 'easy' });
    expect(progress.solved).toBe(false);
    expect(progress.steps).toBe(grade.steps);
    const solution = solutionOf(puzzle);
    progress.digits.forEach((d, cell) => {
      if (puzzle.givens[cell]) expect(d).toBe(puzzle.givens[cell]);
      else if (d !== 0) expect(d).toBe(solution[cell]);
    });
    expect(progress.digits.filter((d) => d === 0).length).toBe(81 - 17 - progress.steps);
  });
});

describe('solvePath', () => {
  it('every step is sound and the path ends in the solution', () => {
    const puzzle = parsePuzzle(WIKI);
    const path = solvePath(puzzle);
    expect(path.solved).toBe(true);
    const solution = solutionOf(puzzle);
    for (const step of path.steps) expect(unsound(step, solution)).toEqual([]);
    const placed = new Map<number, number>();
    for (const step of path.steps) for (const p of step.placements) placed.set(p.cell, p.digit);
    for (const [cell, digit] of placed) expect(String(digit)).toBe(WIKI_SOLUTION[cell]);
  });
});

describe('hint', () => {
  it('gives the easiest step: a naked single here (r5c5 = 5)', () => {
    const step = hint(parsePuzzle(WIKI))!;
    expect(['full house', 'naked single']).toContain(step.technique);
    const json = stepToJson(step, geometryFor('classic'));
    expect(json).toEqual({
      technique: 'naked single',
      placements: [{ row: 5, column: 5, digit: 5 }],
      eliminations: [],
      cells: [[5, 5]],
      explanation: expect.stringContaining('r5c5'),
      nudge: 'Look at r5c5 and the digits in row 5, column 5 and box 5.',
      houses: [
        { unit: 'row', index: 5, cells: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => [5, c]) },
        { unit: 'column', index: 5, cells: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => [r, 5]) },
        { unit: 'box', index: 5, cells: [4, 5, 6].flatMap((r) => [4, 5, 6].map((c) => [r, c])) },
      ],
      links: [],
    });
  });
  it('takes the solution a caller has proved instead of counting again, with the same answer', () => {
    const puzzle = parsePuzzle(WIKI);
    const digits = Uint8Array.from(WIKI, (ch) => (ch === '.' ? 0 : Number(ch)));
    digits[2] = 1; // a mistake, found against the solution handed in
    const solution = solutionOf(puzzle);
    expect(hint(puzzle, { solution })).toEqual(hint(puzzle));
    expect(hint(puzzle, { digits, solution })).toEqual(hint(puzzle, { digits }));
  });
  it('reports a wrong player digit first, as a mistake', () => {
    const digits = Uint8Array.from(WIKI, (ch) => (ch === '.' ? 0 : Number(ch)));
    digits[2] = 1; // r1c3 is 4 in the solution
    const step = hint(parsePuzzle(WIKI), { digits })!;
    expect(step.technique).toBe('mistake');
    expect(step.cells).toEqual([2]);
  });
  it('reports notes that lost the solution digit as a mistake', () => {
    const candidates = new Uint16Array(81);
    candidates[2] = 0b1; // r1c3 noted as only 1, but it is 4
    const step = hint(parsePuzzle(WIKI), { candidates })!;
    expect(step.technique).toBe('mistake');
  });
  it('continues from a position in progress', () => {
    const digits = Uint8Array.from(WIKI_SOLUTION, Number);
    digits[78] = 0; // r9c7, not a given
    const step = hint(parsePuzzle(WIKI), { digits })!;
    expect(step.technique).toBe('full house');
    expect(step.placements).toEqual([{ cell: 78, digit: 1 }]);
  });
  it('refuses puzzles without one solution', () => {
    expect(() => hint(parsePuzzle('.'.repeat(81)))).toThrow(GraderError);
  });
});

describe('TECHNIQUE_TABLE', () => {
  it('names are lower case, unique, with known levels, in non-decreasing level order', () => {
    const names = TECHNIQUE_TABLE.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of TECHNIQUE_TABLE) {
      expect(t.name).toBe(t.name.toLowerCase());
      expect(LEVELS).toContain(t.level);
    }
  });
});

describe('grading and the path agree', () => {
  // gradePuzzle runs the singles without Step objects; solvePath builds every step. Both must
  // count the same instances, or a grade would not describe the path the CLI shows.
  const countsOf = (steps: readonly { technique: string }[]) => {
    const out: Record<string, number> = {};
    for (const s of steps) out[s.technique] = (out[s.technique] ?? 0) + 1;
    return out;
  };
  const puzzles = [
    WIKI,
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
    '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....',
  ];
  it.each(puzzles)('%s', (line) => {
    const puzzle = parsePuzzle(line);
    const grade = gradePuzzle(puzzle);
    const path = solvePath(puzzle);
    expect(grade.techniques).toEqual(countsOf(path.steps));
    expect(grade.steps).toBe(path.steps.length);
    expect(grade.solved).toBe(path.solved);
  });
  it.each(['diagonal', 'hyper', 'anti-knight', 'irregular', 'killer', '6x6'] as const)(
    'random %s puzzle',
    (variant) => {
      const puzzle = testPuzzle(variant, 11);
      expect(gradePuzzle(puzzle).techniques).toEqual(countsOf(solvePath(puzzle).steps));
    },
  );
});
