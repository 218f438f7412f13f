import { displayName, gradePuzzle, gradeToJson, LEVELS, type Grade, type Level } from '@sudoku-forge/grader';
import { PUZZLE_OPTIONS, runPuzzleCommand, stringOption, UsageError, type Command } from '../cli.ts';
import { uniqueSolution } from '../unique.ts';
import { formatSe, seJson, type SeRating } from '@sudoku-forge/grader/se';
import { RATING_OPTION, ratingOption, requireClassic, seRatingOf } from '../se-rating.ts';

type Graded = Grade & { se?: SeRating };

/** Technique grading (contract §4 `grade`). */
export const gradeCommand: Command = {
  name: 'grade',
  summary: 'the level of a puzzle: the hardest technique its logical path needs',
  usage:
    'sudoku grade [PUZZLE] [--max-level LEVEL] [--rating level|se] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [
    ...PUZZLE_OPTIONS,
    { name: 'max-level', value: 'LEVEL', description: 'use only techniques up to this level (easy … extreme)' },
    RATING_OPTION,
  ],
  details: [
    'Levels: easy, medium, hard, expert, extreme (HoDoKu: Easy, Medium, Hard, Unfair, Extreme). A puzzle the',
    'techniques cannot finish is extreme with "solved": false and "hardest": "guessing". A puzzle without',
    'exactly one solution (invalid givens, none, several) gets an error, not a grade.',
    '--rating se adds Sudoku Explainer\'s rating ER/EP/ED (JSON "se": {"er", "ep", "ed"}) for a classic 9×9',
    'puzzle, nested forcing chains (9.5–11+) included: the hardest take seconds to minutes. "partial": true marks',
    'lower bounds, where no rule of SE applies (serate says 20.0).',
  ].join('\n'),
  run(args, out) {
    const raw = stringOption(args, 'max-level');
    if (raw !== undefined && !(LEVELS as readonly string[]).includes(raw)) {
      throw new UsageError(`--max-level must be one of ${LEVELS.join(', ')}, got '${raw.slice(0, 40)}'`);
    }
    const maxLevel = raw as Level | undefined;
    const rating = ratingOption(args);
    return runPuzzleCommand<Graded>(args, out, {
      answer({ puzzle }) {
        if (rating === 'se') requireClassic(puzzle);
        uniqueSolution(puzzle, 'grade');
        const grade = gradePuzzle(puzzle, maxLevel ? { maxLevel } : {});
        return rating === 'se' ? { ...grade, se: seRatingOf(puzzle) } : grade;
      },
      toJson: (grade) => (grade.se ? { ...gradeToJson(grade), se: seJson(grade.se) } : gradeToJson(grade)),
      toText: (grade) =>
        [
          `Level: ${grade.level}${grade.solved ? '' : ' (the techniques could not finish)'}`,
          ...(grade.se ? [`SE rating: ${formatSe(grade.se)} (ER/EP/ED)`] : []),
          `Hardest technique: ${displayName(grade.hardest)}`,
          `Steps: ${grade.steps}   Score: ${grade.score}`,
          ...Object.entries(grade.techniques).map(([name, count]) => `  ${displayName(name)}: ${count}`),
        ].join('\n'),
      toLine: (grade) =>
        `${grade.level.padEnd(7)} ${grade.solved ? 'solved' : 'stuck '} ${grade.hardest}${grade.se ? ` SE ${formatSe(grade.se)}` : ''}`,
    });
  },
};
