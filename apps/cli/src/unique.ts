/**
 * Requests that only mean something for a puzzle with exactly one solution (grading, the logical
 * path, a hint, a disguise that carries a solution) ask the counter first; any other verdict is
 * an error that says which (exit 2 for one puzzle, an error object for a line of a stream).
 */
import { cellName, digitSymbol, findConflicts, parseGrid, solvePuzzle, type Puzzle } from '@sudoku-forge/core-solver';
import { UsageError } from './cli.ts';

/** The JSON error code for each verdict that is not one solution. */
const UNIQUE_CODES: Readonly<Record<string, string>> = {
  invalid: 'invalid',
  none: 'no_solution',
  multiple: 'not_unique',
  undecided: 'undecided',
};

/** The puzzle's one solution, or a UsageError "cannot grade: the puzzle has no solution". */
export function uniqueSolution(puzzle: Puzzle, task: string): Uint8Array {
  const verdict = solvePuzzle(puzzle);
  if (verdict.status === 'unique' && verdict.solution) return verdict.solution;
  const why = (() => {
    switch (verdict.status) {
      case 'invalid': {
        const [first, ...rest] = verdict.conflicts;
        return `the givens break a rule (${first?.message ?? 'a conflict'}${rest.length > 0 ? ` and ${rest.length} more` : ''})`;
      }
      case 'none':
        return 'the puzzle has no solution';
      case 'multiple':
        return 'the puzzle has more than one solution';
      default:
        return 'the search could not decide within its position limit whether the puzzle has exactly one solution';
    }
  })();
  throw new UsageError(`cannot ${task}: ${why}`, UNIQUE_CODES[verdict.status] ?? 'not_unique');
}

/**
 * The solution a record carries, checked to be the puzzle's one solution: complete, agreeing with
 * every given, breaking no rule, and the unique completion the counter finds. Undefined when the
 * record has none (the caller may then solve). A UsageError names the first thing wrong.
 */
export function recordSolution(text: string | undefined, puzzle: Puzzle): Uint8Array | undefined {
  if (text === undefined) return undefined;
  const { geometry, givens } = puzzle;
  const solution = parseGrid(text, geometry.size, 'solution');
  const wrong = (why: string) =>
    new UsageError(`the record's "solution" is not the puzzle's solution: ${why}`, 'bad_solution');
  const blank = solution.indexOf(0);
  if (blank >= 0) throw wrong(`it has a blank at ${cellName(geometry, blank)}`);
  for (let cell = 0; cell < givens.length; cell++) {
    if (givens[cell] !== 0 && givens[cell] !== solution[cell]) {
      throw wrong(
        `it has ${digitSymbol(solution[cell]!)} at ${cellName(geometry, cell)}, where the puzzle gives ${digitSymbol(givens[cell]!)}`,
      );
    }
  }
  const conflicts = findConflicts(geometry, solution);
  if (conflicts.length > 0) throw wrong(`it breaks a rule (${conflicts[0]!.message})`);
  const unique = uniqueSolution(puzzle, 'check the record\'s "solution"');
  const differ = unique.findIndex((d, cell) => d !== solution[cell]);
  if (differ >= 0)
    throw wrong(
      `the puzzle's one solution has ${digitSymbol(unique[differ]!)} at ${cellName(geometry, differ)}, not ${digitSymbol(solution[differ]!)}`,
    );
  return solution;
}
