import { pathToJson, solvePath, type SolvePath } from '@sudoku-forge/grader';
import { PUZZLE_OPTIONS, runPuzzleCommand, type Command } from '../cli.ts';
import { uniqueSolution } from '../unique.ts';
import { describeStep } from './hint.ts';

/** The whole logical path (contract §4 `steps`). */
export const stepsCommand: Command = {
  name: 'steps',
  summary: 'the whole logical path, every step named and explained',
  usage: 'sudoku steps [PUZZLE] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [...PUZZLE_OPTIONS],
  details: 'Steps run until the grid is solved or the techniques run out ("solved": false). A puzzle without exactly one solution gets an error.',
  run(args, out) {
    return runPuzzleCommand<SolvePath>(args, out, {
      answer({ puzzle }) {
        uniqueSolution(puzzle, 'list the steps');
        return solvePath(puzzle);
      },
      toJson: (path, { puzzle }) => pathToJson(path, puzzle.geometry),
      toText: (path, { puzzle }) =>
        [
          ...path.steps.map((s, i) => `${i + 1}. ${describeStep(s, puzzle.geometry).replaceAll('\n', '\n   ')}`),
          '',
          path.solved ? `Solved in ${path.steps.length} steps; level ${path.level}.` : `The techniques got stuck after ${path.steps.length} steps (level extreme).`,
        ].join('\n'),
      toLine: (path) => `${path.solved ? 'solved' : 'stuck '} ${path.level.padEnd(7)} ${path.steps.length} steps`,
    });
  },
};
