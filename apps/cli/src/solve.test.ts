import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

// Wikipedia's example puzzle and its published solution (an independent source).
const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const WIKIPEDIA_SOLUTION = WIKIPEDIA_EXAMPLE.solution;
// First line of tdoku's 17-clue list (unique by construction of that collection).
const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
// First line of the serg benchmark set: known to have at least two solutions.
const SERG = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

describe('sudoku solve', () => {
  it('answers the contract JSON for a unique classic puzzle', async () => {
    const run = await runCli(['solve', WIKIPEDIA, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      status: 'unique',
      givens: 30,
      solution: WIKIPEDIA_SOLUTION,
      singles: 51,
      guesses: 0,
      positions: 1,
      difficulty: 'singles only',
    });
  });

  it('prints a readable grid and verdict without --json', async () => {
    const run = await runCli(['solve', WIKIPEDIA]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Unique solution');
    expect(run.stdout).toContain('5 3 4 | 6 7 8 | 9 1 2');
    expect(run.stdout).toContain('Cells found by singles: 51');
  });

  it('reports multiple with two different completions', async () => {
    const run = await runCli(['solve', SERG, '--json']);
    const out = JSON.parse(run.stdout) as { status: string; solutions: string[]; solution: string };
    expect(out.status).toBe('multiple');
    expect(out.solutions).toHaveLength(2);
    expect(out.solutions[0]).not.toBe(out.solutions[1]);
    expect(out.solution).toBe(out.solutions[0]);
  });

  it('reports invalid givens with every conflict named', async () => {
    const puzzle = `55${'.'.repeat(79)}`;
    const run = await runCli(['solve', puzzle, '--json']);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { status: string; conflicts: unknown[] };
    expect(out.status).toBe('invalid');
    expect(out.conflicts).toEqual([
      {
        unit: 'row',
        index: 1,
        digit: 5,
        cells: [
          [1, 1],
          [1, 2],
        ],
        message: 'two 5s in row 1 (r1c1, r1c2)',
      },
      {
        unit: 'box',
        index: 1,
        digit: 5,
        cells: [
          [1, 1],
          [1, 2],
        ],
        message: 'two 5s in box 1 (r1c1, r1c2)',
      },
    ]);
  });

  it('reports none for valid givens without a completion', async () => {
    // Row 1 leaves only 9 for r1c9, but column 9 already has a 9: no givens conflict, no solution.
    const puzzle = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
    const run = await runCli(['solve', puzzle, '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'none', solution: null });
  });

  it('says undecided when the position limit is reached', async () => {
    const run = await runCli(['solve', SEVENTEEN, '--limit', '2', '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'undecided', solution: null });
  });

  it('solves other variants', async () => {
    const empty4 = '.'.repeat(16);
    const run = await runCli(['solve', empty4, '--variant', '4x4', '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'multiple', givens: 0 });
    const inferred = await runCli(['solve', '1234341221434321', '--json']);
    expect(JSON.parse(inferred.stdout)).toMatchObject({ status: 'unique', givens: 16 });
  });

  it('accepts a killer record with cages', async () => {
    // Cages: each row split into a 4-cell, a 3-cell and a 2-cell cage with sums from the Wikipedia solution.
    const cages = [];
    for (let r = 0; r < 9; r++) {
      for (const [from, to] of [
        [0, 4],
        [4, 7],
        [7, 9],
      ] as const) {
        const cells = Array.from({ length: to - from }, (_, i) => r * 9 + from + i);
        cages.push({ sum: cells.reduce((s, c) => s + Number(WIKIPEDIA_SOLUTION[c]), 0), cells });
      }
    }
    const record = JSON.stringify({ variant: 'killer', puzzle: WIKIPEDIA, cages });
    const run = await runCli(['solve', record, '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'unique', solution: WIKIPEDIA_SOLUTION });
  });

  it('streams NDJSON in order and answers a bad line with an error object', async () => {
    const input = ['# comment', WIKIPEDIA, '', '123', SERG, `{"puzzle": "${WIKIPEDIA}"}`].join('\n');
    const run = await runCli(['solve', '--json'], input);
    const lines = jsonLines(run.stdout);
    expect(lines.map((l) => l.status ?? 'error')).toEqual(['unique', 'error', 'multiple', 'unique']);
    expect(lines[1]).toEqual({
      error: { code: 'bad_input', message: 'line 4: expected 81 cells, got 3 in the puzzle', line: 4 },
    });
    expect(run.stderr).toContain('line 4: expected 81 cells, got 3');
    expect(run.code).toBe(2);
  });

  it('gives bad input a clear error and exit code 2', async () => {
    const cases: [string[], string][] = [
      [['solve', WIKIPEDIA.slice(0, 80), '--json'], 'expected 81 cells, got 80'],
      [['solve', `x${WIKIPEDIA.slice(1)}`, '--json'], "unknown symbol 'x' in the puzzle at row 1, column 1"],
      [['solve', WIKIPEDIA, '--variant', 'chess', '--json'], "unknown variant 'chess'"],
      [['solve', WIKIPEDIA, '--limit', 'lots', '--json'], '--limit must be a whole number'],
      [['solve', WIKIPEDIA, '--bogus', '--json'], 'unknown option --bogus'],
      [['solve', WIKIPEDIA, '--variant', 'irregular', '--json'], 'irregular puzzles need a region map'],
      [
        ['solve', WIKIPEDIA, '--variant', 'killer', '--cages', '10=0,1;99=2,3', '--json'],
        'cage 2: sum 99 is impossible',
      ],
      [['frobnicate', '--json'], "unknown command 'frobnicate'"],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      const out = JSON.parse(run.stdout) as { error: { message: string } };
      expect(out.error.message).toContain(message);
      expect(run.stderr).toContain(message);
      expect(run.stderr).not.toContain('    at '); // no stack trace
    }
  });
});
