/**
 * `hint --position`: the player's grid, checked against the puzzle it continues — the same board
 * size, and every given kept as it is (a position that blanks or changes a given is another
 * puzzle, not a game in progress).
 */
import { cellName, digitSymbol, parseGrid, type Puzzle } from '@sudoku-forge/core-solver';
import { UsageError } from './cli.ts';

/** The position's digits, or a UsageError naming the first given it blanks or changes. */
export function readPosition(text: string, puzzle: Puzzle): Uint8Array {
  const { geometry, givens } = puzzle;
  const digits = parseGrid(text, geometry.size, 'position');
  for (let cell = 0; cell < givens.length; cell++) {
    const given = givens[cell]!;
    if (given === 0 || digits[cell] === given) continue;
    const where = cellName(geometry, cell);
    throw new UsageError(
      digits[cell] === 0
        ? `--position blanks the given ${digitSymbol(given)} at ${where}; a position keeps every given`
        : `--position changes the given ${digitSymbol(given)} at ${where} to ${digitSymbol(digits[cell]!)}; a position keeps every given`,
      'bad_position',
    );
  }
  return digits;
}
