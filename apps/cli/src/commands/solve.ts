import {
  cellName,
  DEFAULT_MAX_POSITIONS,
  describeEffort,
  describeVerdict,
  gridToString,
  solvePuzzle,
  verdictToJson,
  type Verdict,
} from '@sudoku-forge/core-solver';
import { integerOption, PUZZLE_OPTIONS, runPuzzleCommand, type Command } from '../cli.ts';
import { formatGrid } from '../format.ts';

export const solveCommand: Command = {
  name: 'solve',
  summary: 'check the givens, solve, and prove the solution unique',
  usage: 'sudoku solve [PUZZLE] [--variant ID] [--regions MAP] [--cages SPEC] [--limit N] [--json]',
  options: [
    ...PUZZLE_OPTIONS,
    {
      name: 'limit',
      value: 'N',
      description: `position limit of the search (default ${DEFAULT_MAX_POSITIONS}); past it the answer is "undecided"`,
    },
  ],
  details: [
    'PUZZLE is a grid string (blanks . or 0), a pretty-printed grid in quotes, a JSON record (with',
    '"constraints" for thermos, arrows, dots, …), an f-puzzles or SudokuPad link (quote it), or a file',
    'holding one. Without PUZZLE, reads one puzzle per line from stdin and answers each in order.',
    'Statuses: unique, multiple, none, invalid (the givens break a rule), undecided (limit reached).',
  ].join('\n'),
  run(args, out) {
    const maxPositions = integerOption(args, 'limit', DEFAULT_MAX_POSITIONS, 1);
    return runPuzzleCommand<Verdict>(args, out, {
      answer: ({ puzzle }) => solvePuzzle(puzzle, { maxPositions }),
      toJson: (verdict, { puzzle }) => verdictToJson(verdict, puzzle.geometry),
      toText(verdict, { puzzle }) {
        const { geometry } = puzzle;
        const parts = [describeVerdict(verdict)];
        if (verdict.status === 'invalid') {
          parts.push(...verdict.conflicts.map((c) => `  - ${c.message}`));
        }
        if (verdict.solution) parts.push('', formatGrid(geometry, verdict.solution));
        const second = verdict.solutions[1];
        if (second && verdict.solution) {
          const first = verdict.solution;
          const differ = [...second.keys()].filter((i) => second[i] !== first[i]);
          parts.push(
            '',
            `Another solution differs in ${differ.length} cells (${differ
              .slice(0, 8)
              .map((c) => cellName(geometry, c))
              .join(', ')}${differ.length > 8 ? ', …' : ''}):`,
            '',
            formatGrid(geometry, second),
          );
        }
        parts.push(
          '',
          `Givens: ${verdict.givens}   Cells found by singles: ${verdict.singles}   Guesses: ${verdict.guesses}   Positions: ${verdict.positions}`,
        );
        if (verdict.status !== 'invalid')
          parts.push(`Difficulty (heuristic, from the search effort): ${describeEffort(verdict)}`);
        return parts.join('\n');
      },
      toLine: (verdict) =>
        `${verdict.status.padEnd(9)} ${verdict.solution ? gridToString(verdict.solution) : verdict.status === 'invalid' ? verdict.conflicts.map((c) => c.message).join('; ') : '-'}`,
    });
  },
};
