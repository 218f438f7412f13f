/** Reading and writing the formats people share constraint puzzles in (f-puzzles, SudokuPad). */
export * from './imported.ts';
export * from './lz-bounded.ts';
export * from './fpuzzles.ts';
export * from './fpuzzles-write.ts';
export * from './sudokupad.ts';
export * from './links.ts';
