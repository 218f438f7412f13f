import { pathToJson, solvePath, type SolvePath } from '@sudoku-forge/grader';
import { PUZZLE_OPTIONS, runPuzzleCommand, type Command } from '../cli.ts';
import { uniqueSolution } from '../unique.ts';
import { describeStep } from './hint.ts';
import { formatSe, seJson, type SeRating, type SeStep } from '@sudoku-forge/grader/se';
import { RATING_OPTION, ratingOption, requireClassic, seRatingOf } from '../se-rating.ts';

type Path = SolvePath & { se?: SeRating };

const cellDigit = (p: number) => ({
  row: Math.floor(p / 81) + 1,
  column: (Math.floor(p / 9) % 9) + 1,
  digit: (p % 9) + 1,
});

/** One step of SE's own path: its rule, SE difficulty, placement and eliminations. */
function seStepJson(step: SeStep) {
  return {
    technique: step.name,
    se: step.difficulty,
    placements: step.place
      ? [{ row: Math.floor(step.place[0] / 9) + 1, column: (step.place[0] % 9) + 1, digit: step.place[1] }]
      : [],
    eliminations: step.eliminations.map(cellDigit),
  };
}

/** The whole logical path (contract §4 `steps`). */
export const stepsCommand: Command = {
  name: 'steps',
  summary: 'the whole logical path, every step named and explained',
  usage: 'sudoku steps [PUZZLE] [--rating level|se] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [...PUZZLE_OPTIONS, RATING_OPTION],
  details: [
    'Steps run until the grid is solved or the techniques run out ("solved": false). A puzzle without exactly one solution gets an error.',
    '--rating se adds Sudoku Explainer\'s own path for a classic 9×9 puzzle: "se": {"er", "ep", "ed", "steps": [{"technique",',
    '"se", "placements", "eliminations"}, …]}, each step with its SE difficulty.',
  ].join('\n'),
  run(args, out) {
    const rating = ratingOption(args);
    return runPuzzleCommand<Path>(args, out, {
      answer({ puzzle }) {
        if (rating === 'se') requireClassic(puzzle);
        uniqueSolution(puzzle, 'list the steps');
        const path = solvePath(puzzle);
        return rating === 'se' ? { ...path, se: seRatingOf(puzzle, true) } : path;
      },
      toJson: (path, { puzzle }) => {
        const json = pathToJson(path, puzzle.geometry);
        return path.se ? { ...json, se: { ...seJson(path.se), steps: path.se.steps.map(seStepJson) } } : json;
      },
      toText: (path, { puzzle }) =>
        [
          ...path.steps.map((s, i) => `${i + 1}. ${describeStep(s, puzzle.geometry).replaceAll('\n', '\n   ')}`),
          '',
          path.solved
            ? `Solved in ${path.steps.length} steps; level ${path.level}.`
            : `The techniques got stuck after ${path.steps.length} steps (level extreme).`,
          ...(path.se
            ? [
                '',
                `Sudoku Explainer's path (SE ${formatSe(path.se)}, ER/EP/ED):`,
                ...path.se.steps.map(
                  (s, i) =>
                    `${i + 1}. ${s.name} (${s.difficulty.toFixed(1)})${s.place ? ` r${Math.floor(s.place[0] / 9) + 1}c${(s.place[0] % 9) + 1}=${s.place[1]}` : ''}${
                      s.eliminations.length
                        ? ` removes ${s.eliminations
                            .map((p) => {
                              const c = cellDigit(p);
                              return `r${c.row}c${c.column}<>${c.digit}`;
                            })
                            .join(' ')}`
                        : ''
                    }`,
                ),
              ]
            : []),
        ].join('\n'),
      toLine: (path) =>
        `${path.solved ? 'solved' : 'stuck '} ${path.level.padEnd(7)} ${path.steps.length} steps${path.se ? ` SE ${formatSe(path.se)}` : ''}`,
    });
  },
};
