import type { Command } from '../cli.ts';
import { solveCommand } from './solve.ts';

/** Every `sudoku` command, in the order `sudoku --help` lists them. Add a command: one line here. */
export const COMMANDS: readonly Command[] = [
  solveCommand,
];
