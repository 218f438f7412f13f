import type { Command } from '../cli.ts';
import { solveCommand } from './solve.ts';
import { hintCommand } from './hint.ts';
import { stepsCommand } from './steps.ts';
import { gradeCommand } from './grade.ts';
import { techniquesCommand } from './techniques.ts';
import { generateCommand } from './generate.ts';
import { verifyCommand } from './verify.ts';
import { mergeCommand } from './merge.ts';
import { regradeCommand } from './regrade.ts';
import { transformCommand } from './transform.ts';
import { canonCommand } from './canon.ts';

/** Every `sudoku` command, in the order `sudoku --help` lists them. Add a command: one line here. */
export const COMMANDS: readonly Command[] = [
  solveCommand,
  hintCommand,
  stepsCommand,
  gradeCommand,
  techniquesCommand,
  generateCommand,
  verifyCommand,
  mergeCommand,
  regradeCommand,
  transformCommand,
  canonCommand,
];
