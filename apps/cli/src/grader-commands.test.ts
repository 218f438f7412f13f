/**
 * The grader's commands end to end: hint, steps, grade and techniques (contract §4), spawned
 * like a user would run them, for every variant.
 */
import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

// Wikipedia's example puzzle and its published solution (an independent source).
const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const WIKIPEDIA_SOLUTION = WIKIPEDIA_EXAMPLE.solution;

// One unique puzzle per variant (random grids carved by the grader's test helper, seed 11).
const VARIANT_PUZZLES: Record<
  string,
  { puzzle: string; regions?: string; cages?: { sum: number; cells: number[] }[] }
> = {
  classic: { puzzle: '..74......3.1.87..9...2.4.66.......127...9..8..1...........1.6....3.68...4...59.7' },
  '4x4': { puzzle: '32414.3.2..4.4.3' },
  '6x6': { puzzle: '..5..1..645.3...4.......1...2.5.3...' },
  '16x16': {
    puzzle:
      '..BAF61.C.4G3.D2235..9..EF6AG.8C..1D5G.AB.3.6.F.F6G4C.E...D7B.5.194.6BD.7..5.2E3G5FB7...2.....A43.7.2C4.D.B.1.6.D2..EA.F3.91C7GB.1E89.C.4.F35...4F9.B...G.1D7.C...C5....6.78.F..7D623.....A.4.1..C..4D9...5.8.BF..DGA1F.93.6E.7...A98E..F.G.2....B.FG3...8C..6..',
  },
  diagonal: { puzzle: '..74........1.879.9...2.4.6........484...6..3..9...........9......7...........3.1' },
  hyper: { puzzle: '...4..1.....7.86......2.4...4.5....3.8...7.....3...........4......8..........95.6' },
  'anti-knight': { puzzle: '...4........1.245.....7.9..........195...1.....3...........5.................98..' },
  irregular: {
    puzzle: '...43.9...9.6.832.....2.8.6.5......2.8...97....2......8....2......3..6.....14...7',
    regions: '111122333111222333112222333444555666444555666444555666777888999777888999777888999',
  },
  killer: {
    puzzle: '...4......3.1.87........4..........1.7...9.....1...........1.6...................',
    cages: [
      { sum: 11, cells: [0, 1] },
      { sum: 11, cells: [2, 3] },
      { sum: 12, cells: [4, 5] },
      { sum: 9, cells: [6, 7] },
      { sum: 2, cells: [8] },
      { sum: 7, cells: [9, 10] },
      { sum: 3, cells: [11, 12] },
      { sum: 14, cells: [13, 14] },
      { sum: 16, cells: [15, 16] },
      { sum: 5, cells: [17] },
      { sum: 10, cells: [18, 19] },
      { sum: 13, cells: [20, 21] },
      { sum: 9, cells: [22, 23] },
      { sum: 7, cells: [24, 25] },
      { sum: 6, cells: [26] },
      { sum: 15, cells: [27, 28] },
      { sum: 12, cells: [29, 30] },
      { sum: 7, cells: [31, 32] },
      { sum: 10, cells: [33, 34] },
      { sum: 1, cells: [35] },
      { sum: 9, cells: [36, 37] },
      { sum: 9, cells: [38, 39] },
      { sum: 10, cells: [40, 41] },
      { sum: 9, cells: [42, 43] },
      { sum: 8, cells: [44] },
      { sum: 13, cells: [45, 46] },
      { sum: 8, cells: [47, 48] },
      { sum: 7, cells: [49, 50] },
      { sum: 8, cells: [51, 52] },
      { sum: 9, cells: [53] },
      { sum: 15, cells: [54, 55] },
      { sum: 14, cells: [56, 57] },
      { sum: 5, cells: [58, 59] },
      { sum: 8, cells: [60, 61] },
      { sum: 3, cells: [62] },
      { sum: 3, cells: [63, 64] },
      { sum: 12, cells: [65, 66] },
      { sum: 13, cells: [67, 68] },
      { sum: 13, cells: [69, 70] },
      { sum: 4, cells: [71] },
      { sum: 7, cells: [72, 73] },
      { sum: 8, cells: [74, 75] },
      { sum: 13, cells: [76, 77] },
      { sum: 10, cells: [78, 79] },
      { sum: 7, cells: [80] },
    ],
  },
};

const STEP_KEYS = ['cells', 'eliminations', 'explanation', 'houses', 'links', 'nudge', 'placements', 'technique'];

describe('sudoku hint', () => {
  it('answers the contract JSON: the easiest step, a naked single at r5c5', async () => {
    const run = await runCli(['hint', WIKIPEDIA, '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toEqual({
      technique: 'naked single',
      placements: [{ row: 5, column: 5, digit: 5 }],
      eliminations: [],
      cells: [[5, 5]],
      explanation: expect.stringContaining('r5c5'),
      nudge: 'Look at r5c5 and the digits in row 5, column 5 and box 5.',
      houses: [
        { unit: 'row', index: 5, cells: expect.arrayContaining([[5, 1]]) },
        { unit: 'column', index: 5, cells: expect.arrayContaining([[1, 5]]) },
        { unit: 'box', index: 5, cells: expect.arrayContaining([[4, 4]]) },
      ],
      links: [],
    });
    expect(WIKIPEDIA_SOLUTION[4 * 9 + 4]).toBe('5');
  });

  it('reports a wrong digit in --position as a mistake', async () => {
    const run = await runCli(['hint', WIKIPEDIA, '--position', `531${WIKIPEDIA.slice(3)}`, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ technique: 'mistake', cells: [[1, 3]] });
  });

  it('refuses a puzzle with more than one solution (exit 2, JSON error)', async () => {
    const run = await runCli(['hint', '.'.repeat(81), '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      error: { code: 'not_unique', message: expect.stringContaining('more than one solution') },
    });
    expect(run.stderr).toContain('more than one solution');
  });

  it('streams NDJSON for stdin, one answer per line', async () => {
    const run = await runCli(['hint', '--json'], `${WIKIPEDIA}\n# comment\n${WIKIPEDIA}\n`);
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual(lines[1]);
  });
});

describe('sudoku steps / grade / techniques', () => {
  it('steps: the whole path, every placement matching the solution', async () => {
    const run = await runCli(['steps', WIKIPEDIA, '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      steps: { placements: { row: number; column: number; digit: number }[] }[];
      solved: boolean;
      level: string;
    };
    expect(out.solved).toBe(true);
    expect(out.level).toBe('easy');
    expect(out.steps).toHaveLength(51);
    for (const step of out.steps) {
      expect(Object.keys(step).sort()).toEqual(STEP_KEYS);
      for (const p of step.placements) expect(String(p.digit)).toBe(WIKIPEDIA_SOLUTION[(p.row - 1) * 9 + p.column - 1]);
    }
  });

  it('grade: the contract fields', async () => {
    const run = await runCli(['grade', WIKIPEDIA, '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ level: 'easy', solved: true, steps: 51 });
    expect(Object.values(out.techniques as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(51);
    expect(typeof out.hardest).toBe('string');
    expect(typeof out.score).toBe('number');
  });

  it('grade --max-level easy on a hard puzzle: extreme, guessing, not solved', async () => {
    const hard = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const run = await runCli(['grade', hard, '--max-level', 'easy', '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ level: 'extreme', hardest: 'guessing', solved: false });
  });

  // A published SE rating (datasets/se-rated): ER 7.1 — a forcing chain with SE's length bonus.
  const RATED_71 = '008000600050000070401805209040503080100000006000746000600000003500629007080000060';

  it('grade --rating se: the se field beside the level, text and line forms', async () => {
    const json = await runCli(['grade', RATED_71, '--rating', 'se', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out.se).toEqual({ er: 7.1, ep: 1.2, ed: 1.2 });
    expect(out).toHaveProperty('level');
    const text = await runCli(['grade', RATED_71, '--rating', 'se']);
    expect(text.stdout).toContain('SE rating: 7.1/1.2/1.2 (ER/EP/ED)');
    const plain = await runCli(['grade', WIKIPEDIA, '--json']);
    expect(JSON.parse(plain.stdout)).not.toHaveProperty('se');
  });

  it("steps --rating se: SE's own path, each step with its SE difficulty", async () => {
    const run = await runCli(['steps', RATED_71, '--rating', 'se', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const se = JSON.parse(run.stdout).se as {
      er: number;
      steps: { technique: string; se: number; placements: unknown[]; eliminations: unknown[] }[];
    };
    expect(se.er).toBe(7.1);
    expect(Math.max(...se.steps.map((s) => s.se))).toBe(7.1);
    expect(se.steps[0]).toMatchObject({ technique: 'Hidden Single', se: 1.2 });
    expect(se.steps.filter((s) => s.placements.length > 0).length).toBe(81 - RATED_71.replace(/0/g, '').length);
  });

  it('--rating: a bad value and a non-classic puzzle are usage errors (exit 2)', async () => {
    const bad = await runCli(['grade', WIKIPEDIA, '--rating', 'hodoku']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--rating must be one of level, se');
    const small = await runCli(['grade', '32414.3.2..4.4.3', '--rating', 'se']);
    expect(small.code).toBe(2);
    expect(small.stderr).toContain('classic 9×9 puzzles only');
  });

  it('techniques: the table with levels and scores', async () => {
    const run = await runCli(['techniques', '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as {
      levels: string[];
      techniques: { name: string; level: string; score: number }[];
    };
    expect(out.levels).toEqual(['easy', 'medium', 'hard', 'expert', 'extreme']);
    expect(out.techniques).toContainEqual({ name: 'x-wing', level: 'hard', score: 140 });
    expect(out.techniques).toContainEqual({ name: 'hidden single', level: 'easy', score: 14 });
  });
});

describe('every variant', () => {
  it('hint, steps and grade answer the contract for all nine variants (one JSON record per line)', {
    timeout: 240_000,
  }, async () => {
    const variants = Object.keys(VARIANT_PUZZLES);
    const input = variants.map((variant) => JSON.stringify({ variant, ...VARIANT_PUZZLES[variant] })).join('\n');
    const [hint, steps, grade] = await Promise.all([
      runCli(['hint', '--json'], input),
      runCli(['steps', '--json'], input),
      runCli(['grade', '--json'], input),
    ]);
    for (const run of [hint, steps, grade]) expect(run.code, run.stderr).toBe(0);
    const hints = jsonLines(hint.stdout);
    const paths = jsonLines(steps.stdout) as { steps: unknown[]; solved: boolean; level: string }[];
    const grades = jsonLines(grade.stdout) as { level: string; solved: boolean; steps: number }[];
    expect(hints).toHaveLength(variants.length);
    variants.forEach((variant, i) => {
      expect(Object.keys(hints[i]!).sort(), variant).toEqual(STEP_KEYS);
      expect(paths[i]!.solved, variant).toBe(true);
      expect(grades[i]!.solved, variant).toBe(true);
      expect(grades[i]!.level, variant).toBe(paths[i]!.level);
      expect(grades[i]!.steps, variant).toBe(paths[i]!.steps.length);
    });
  });
});
