import { gridToString, solvePuzzle } from '@sudoku-forge/core-solver';
import { puzzleData, randomTransform, toRecord, type Disguise } from '@sudoku-forge/transforms';
import { integerOption, PUZZLE_OPTIONS, runPuzzleCommand, type Command } from '../cli.ts';
import { formatGrid } from '../format.ts';
import { recordSolution } from '../unique.ts';

/** A seeded random disguise using only the variant's safe moves (contract §4 `transform`). */
export const transformCommand: Command = {
  name: 'transform',
  summary: 'the same puzzle in a disguise: a seeded random mix of the moves its variant allows',
  usage: 'sudoku transform [PUZZLE] [--seed N] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [
    ...PUZZLE_OPTIONS,
    { name: 'seed', value: 'N', description: 'which disguise (default 1); the same seed gives the same disguise' },
  ],
  details: [
    'Prints a puzzle record of the same variant (with its solution when known, and the moved regions',
    'or cages) and "ops", the moves applied in order: relabel, transpose, rotate 90, swap rows 1 2, …',
    'Killer never relabels (sums depend on digits) and keeps its cages connected; irregular moves its',
    'region map with the grid; diagonal, hyper and anti-knight use only moves that keep their extra rules.',
    'A constraint puzzle (thermos, arrows, dots, …) turns or mirrors with its constraints, and relabels',
    'only as they allow (never with sums or thermos; only 9↔1 with whispers or white dots).',
  ].join('\n'),
  run(args, out) {
    const seed = integerOption(args, 'seed', 1, 0, 0xffffffff);
    return runPuzzleCommand<Disguise>(args, out, {
      answer({ puzzle, record }) {
        // The solution moves along: from the record when it has one, else solved here when unique.
        // A record's solution is checked first: a wrong one must not be moved along as if it were right.
        let solution = recordSolution(record.solution, puzzle);
        if (!solution) {
          const verdict = solvePuzzle(puzzle);
          if (verdict.status === 'unique') solution = verdict.solution!;
        }
        return randomTransform(puzzleData(puzzle, solution), seed);
      },
      toJson: ({ data, ops }) => ({ ...toRecord(data), ops }),
      toText: ({ data, ops }, { puzzle }) =>
        [
          formatGrid(puzzle.geometry, data.puzzle),
          '',
          `Moves: ${ops.length > 0 ? ops.join(', ') : 'none (this seed picked the identity)'}`,
          `Puzzle: ${gridToString(data.puzzle)}`,
          ...(data.regions !== undefined ? [`Regions: ${data.regions}`] : []),
          ...(data.cages ? [`Cages: ${data.cages.map((c) => `${c.sum}=${c.cells.join(',')}`).join(';')}`] : []),
        ].join('\n'),
      toLine: ({ data, ops }) => `${gridToString(data.puzzle)} ${ops.join(', ')}`,
    });
  },
};
