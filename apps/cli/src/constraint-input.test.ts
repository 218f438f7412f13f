/**
 * Constraint puzzles on the command line (issue 26 §2): f-puzzles and SudokuPad links as PUZZLE and
 * as stream lines, records with "constraints", and the errors for what cannot be read. Solution
 * counts are the counter's business (its own tests); these check that the input gets there.
 */
import { fpuzzlesLink } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

const EMPTY = '.'.repeat(81);

/** An f-puzzles JSON object as the site writes it. */
function fpuzzle(extra: Record<string, unknown> = {}, grid = EMPTY) {
  return {
    size: 9,
    grid: Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 9 }, (_, c) =>
        grid[r * 9 + c] === '.' ? {} : { value: Number(grid[r * 9 + c]), given: true },
      ),
    ),
    ...extra,
  };
}
const link = (value: Record<string, unknown>) => fpuzzlesLink(value);
/** The data of a link (what follows ?load=). */
const data = (value: Record<string, unknown>) => link(value).split('?load=')[1]!;
// Wikipedia's example puzzle and its published solution, with a thermo its solution keeps (r1c3 4 < r1c4 6).
const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const WIKIPEDIA_SOLUTION = WIKIPEDIA_EXAMPLE.solution;
const THERMO = link(fpuzzle({ thermometer: [{ lines: [['R1C3', 'R1C4']] }] }, WIKIPEDIA));
// Interactive-Sudoku-Solver's example "Thermo" (https://sudokupad.app/TtTmqGMBDR): eight givens and four thermos.
const ISS_THERMO = JSON.stringify({
  puzzle: `.4.....1.2.......6${'.'.repeat(45)}9.......2.1.....9.`,
  constraints: [
    [
      [9, 4],
      [8, 3],
      [7, 2],
      [6, 1],
      [5, 2],
      [4, 3],
    ],
    [
      [4, 1],
      [3, 2],
      [2, 3],
      [1, 4],
      [2, 5],
      [3, 6],
    ],
    [
      [1, 6],
      [2, 7],
      [3, 8],
      [4, 9],
      [5, 8],
      [6, 7],
    ],
    [
      [6, 9],
      [7, 8],
      [8, 7],
      [9, 6],
      [8, 5],
      [7, 4],
    ],
  ].map((cells) => ({ type: 'thermo', cells })),
});

describe('constraint puzzles on the command line', () => {
  it('solve takes an f-puzzles link as PUZZLE (not a file path, not a grid)', async () => {
    const run = await runCli(['solve', THERMO, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The givens alone force this solution, which keeps the thermo: whatever the engine does with it.
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'unique', givens: 30, solution: WIKIPEDIA_SOLUTION });
  });

  it('solve reads a record with "constraints" and names a bad one (exit 2)', async () => {
    const good = JSON.stringify({
      variant: 'constraints',
      puzzle: WIKIPEDIA,
      constraints: [
        {
          type: 'thermo',
          cells: [
            [1, 3],
            [1, 4],
          ],
        },
      ],
    });
    const ok = await runCli(['solve', good, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ status: 'unique' });
    const bad = JSON.stringify({
      puzzle: EMPTY,
      constraints: [
        { type: 'antiking' },
        {
          type: 'thermo',
          cells: [
            [10, 1],
            [9, 1],
          ],
        },
      ],
    });
    const run = await runCli(['solve', bad, '--json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('sudoku: constraint 2 (thermo): cell [10,1] is off the board (rows and columns 1–9)\n');
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        code: 'bad_input',
        message: 'constraint 2 (thermo): cell [10,1] is off the board (rows and columns 1–9)',
      },
    });
  });

  it('an f-puzzles field we do not model is exit 2 with a sentence naming it', async () => {
    const run = await runCli(['solve', link(fpuzzle({ 'sudoku-x-sums': [{ cell: 'R0C1', value: 3 }] }))]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "sudoku: f-puzzles 'sudoku-x-sums' is not supported yet: the puzzle's rules cannot be read without it\n",
    );
    const cage = await runCli(['solve', link(fpuzzle({ killercage: [{ cells: ['R1C1', 'R1C2'], value: '1?' }] }))]);
    expect(cage.code).toBe(2);
    expect(cage.stderr).toMatch(/^sudoku: this puzzle has a killer cage we cannot read: f-puzzles killer cage 1/u);
  });

  it('a SudokuPad short link needs the network: exit 2 saying so', async () => {
    const run = await runCli(['solve', 'https://sudokupad.app/8bNmDd4J9G']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^sudoku: the SudokuPad link names the puzzle '8bNmDd4J9G' kept on SudokuPad's server, and Sudoku Forge does not go online/u,
    );
  });

  it('links and records as lines of a stream, a bad line answered in its place', async () => {
    const record = JSON.stringify({
      puzzle: EMPTY,
      constraints: [
        {
          type: 'kropki-white',
          cells: [
            [1, 1],
            [2, 2],
          ],
        },
      ],
    });
    const stdin = [
      THERMO,
      `https://sudokupad.app/fpuzzles${data(fpuzzle({ odd: [{ cell: 'R1C1' }] }, WIKIPEDIA))}`,
      record,
      'https://f-puzzles.com/?load=AAAA',
    ].join('\n');
    const run = await runCli(['solve', '--json'], stdin);
    expect(run.code).toBe(2);
    const lines = jsonLines(run.stdout);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ status: 'unique' });
    expect(lines[1]).toMatchObject({ status: 'unique', solution: WIKIPEDIA_SOLUTION });
    expect(lines[2]).toEqual({
      error: {
        code: 'bad_input',
        line: 3,
        message: 'line 3: constraint 1 (kropki-white): cells [1,1] and [2,2] do not share an edge',
      },
    });
    expect((lines[3] as { error: { message: string } }).error.message).toMatch(
      /^line 4: the f-puzzles data cannot be (unpacked|read)/u,
    );
  });

  it('canon spells a constraint puzzle with its constraints: the same for its disguise, not for the bare grid', async () => {
    const thermo = await runCli(['canon', ISS_THERMO, '--json']);
    expect(thermo.stderr).toBe('');
    const form = (JSON.parse(thermo.stdout) as { canonical: string }).canonical;
    expect(form).toMatch(/\|.*"type":"thermo"/u);
    const { ops, ...disguise } = JSON.parse(
      (await runCli(['transform', ISS_THERMO, '--seed', '5', '--json'])).stdout,
    ) as Record<string, unknown>;
    expect(ops).not.toEqual([]);
    const again = await runCli(['canon', JSON.stringify(disguise), '--json']);
    expect((JSON.parse(again.stdout) as { canonical: string }).canonical).toBe(form);
    // Without constraints a link is just a puzzle to it.
    const bare = await runCli(['canon', link(fpuzzle({}, WIKIPEDIA))]);
    expect(bare.code).toBe(0);
    expect(bare.stdout).not.toContain('|');
  });

  it('transform moves the constraints with the grid, and the disguise keeps its one solution', async () => {
    const run = await runCli(['transform', ISS_THERMO, '--seed', '3', '--json']);
    expect(run.stderr).toBe('');
    const disguise = JSON.parse(run.stdout) as {
      ops: string[];
      constraints: { type: string; cells: number[][] }[];
      solution: string;
    };
    expect(disguise.constraints.map((c) => c.type)).toEqual(['thermo', 'thermo', 'thermo', 'thermo']);
    expect(disguise.ops.some((op) => op.startsWith('relabel'))).toBe(false);
    const { ops, ...record } = disguise;
    const solved = await runCli(['solve', JSON.stringify(record), '--json']);
    expect(JSON.parse(solved.stdout)).toMatchObject({ status: 'unique', solution: disguise.solution });
  });

  it('grade, hint and steps read the constraints (issue 27): a thermo step names its thermo', async () => {
    const hint = await runCli(['hint', ISS_THERMO, '--json']);
    expect(hint.stderr).toBe('');
    const step = JSON.parse(hint.stdout) as {
      technique: string;
      houses: { unit: string; index: number; cells: number[][] }[];
      explanation: string;
    };
    expect(step.technique).toBe('thermometer');
    expect(step.houses[0]).toMatchObject({ unit: 'thermo' });
    expect(step.explanation).toMatch(/^The thermo from r\d+c\d+: digits increase from the bulb/u);
    const grade = await runCli(['grade', ISS_THERMO, '--json']);
    expect(grade.code).toBe(0);
    expect(JSON.parse(grade.stdout)).toMatchObject({ solved: true, techniques: { thermometer: expect.any(Number) } });
    const steps = await runCli(['steps', ISS_THERMO, '--json']);
    expect(steps.code).toBe(0);
    const path = JSON.parse(steps.stdout) as { solved: boolean; steps: { technique: string }[] };
    expect(path.solved).toBe(true);
    expect(path.steps.filter((s) => s.technique === 'thermometer').length).toBeGreaterThan(0);
  });

  it('a link and --variant or --cages that say something else are a conflict', async () => {
    const run = await runCli(['solve', THERMO, '--variant', 'diagonal']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/the link is a classic puzzle with its constraints, but --variant says diagonal/u);
  });
});
