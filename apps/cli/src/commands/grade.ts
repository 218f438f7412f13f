import { displayName, gradePuzzle, gradeToJson, LEVELS, type Grade, type Level } from '@sudoku-forge/grader';
import { PUZZLE_OPTIONS, runPuzzleCommand, stringOption, UsageError, type Command } from '../cli.ts';
import { uniqueSolution } from '../unique.ts';

/** Technique grading (contract §4 `grade`). */
export const gradeCommand: Command = {
  name: 'grade',
  summary: 'the level of a puzzle: the hardest technique its logical path needs',
  usage: 'sudoku grade [PUZZLE] [--max-level LEVEL] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [
    ...PUZZLE_OPTIONS,
    { name: 'max-level', value: 'LEVEL', description: 'use only techniques up to this level (easy … extreme)' },
  ],
  details: [
    'Levels: easy, medium, hard, expert, extreme (HoDoKu: Easy, Medium, Hard, Unfair, Extreme). A puzzle the',
    'techniques cannot finish is extreme with "solved": false and "hardest": "guessing". A puzzle without',
    'exactly one solution (invalid givens, none, several) gets an error, not a grade.',
  ].join('\n'),
  run(args, out) {
    const raw = stringOption(args, 'max-level');
    if (raw !== undefined && !(LEVELS as readonly string[]).includes(raw)) {
      throw new UsageError(`--max-level must be one of ${LEVELS.join(', ')}, got '${raw.slice(0, 40)}'`);
    }
    const maxLevel = raw as Level | undefined;
    return runPuzzleCommand<Grade>(args, out, {
      answer({ puzzle }) {
        uniqueSolution(puzzle, 'grade');
        return gradePuzzle(puzzle, maxLevel ? { maxLevel } : {});
      },
      toJson: (grade) => gradeToJson(grade),
      toText: (grade) =>
        [
          `Level: ${grade.level}${grade.solved ? '' : ' (the techniques could not finish)'}`,
          `Hardest technique: ${displayName(grade.hardest)}`,
          `Steps: ${grade.steps}   Score: ${grade.score}`,
          ...Object.entries(grade.techniques).map(([name, count]) => `  ${displayName(name)}: ${count}`),
        ].join('\n'),
      toLine: (grade) => `${grade.level.padEnd(7)} ${grade.solved ? 'solved' : 'stuck '} ${grade.hardest}`,
    });
  },
};
