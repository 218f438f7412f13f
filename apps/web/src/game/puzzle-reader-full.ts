/** The full parser (links and constraints), loaded apart from the first screen by puzzle-reader.ts. */
export { parsePuzzle } from '@sudoku-forge/core-solver';
