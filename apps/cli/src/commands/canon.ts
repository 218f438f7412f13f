import { CanonicalFormError, canonicalForm, puzzleData } from '@sudoku-forge/transforms';
import { PUZZLE_OPTIONS, runPuzzleCommand, UsageError, type Command } from '../cli.ts';

/** One representative for all disguises of a puzzle (contract §4 `canon`). */
export const canonCommand: Command = {
  name: 'canon',
  summary: "the canonical form: one string for every disguise of a puzzle under its variant's moves",
  usage: 'sudoku canon [PUZZLE] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: PUZZLE_OPTIONS,
  details: [
    'Classic, 4x4, 6x6 and 16x16: the smallest grid string (blanks first) over all band/stack moves,',
    'transposes and relabellings. Irregular adds ";" and the region map; killer adds ";" and the cages',
    'as sum=cells (0-based) in the order they first appear. Two puzzles get the same string exactly',
    'when one is a disguise of the other. A constraint puzzle (thermos, arrows, dots, …) is turned and',
    'mirrored only: its string adds "|" and the constraints in one spelling (JSON, 0-based cells).',
  ].join('\n'),
  run(args, out) {
    return runPuzzleCommand<string>(args, out, {
      answer({ puzzle }) {
        try {
          return canonicalForm(puzzleData(puzzle));
        } catch (error) {
          if (error instanceof CanonicalFormError) throw new UsageError(error.message, error.code);
          throw error;
        }
      },
      toJson: (canonical) => ({ canonical }),
      toText: (canonical) => canonical,
      toLine: (canonical) => canonical,
    });
  },
};
