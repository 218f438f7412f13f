import { cellName, digitSymbol, rowColumn, type Geometry } from '@sudoku-forge/core-solver';
import {
  boardOf,
  displayName,
  eliminationsWord,
  GraderError,
  hint,
  listWord,
  noStepJson,
  stepToJson,
  type Step,
} from '@sudoku-forge/grader';
import { argumentOrFile } from '../input.ts';
import { PUZZLE_OPTIONS, runPuzzleCommand, stringOption, UsageError, type Command } from '../cli.ts';
import { readPosition } from '../position.ts';
import { uniqueSolution } from '../unique.ts';

/** The next logical step (contract §4 `hint`); --position continues from a player's grid. */
export const hintCommand: Command = {
  name: 'hint',
  summary: 'the next logical step, named and explained, without spoiling the rest',
  usage: 'sudoku hint [PUZZLE] [--position GRID] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [
    ...PUZZLE_OPTIONS,
    {
      name: 'position',
      value: 'GRID',
      description: "the grid so far (givens plus the player's digits), to hint from there",
    },
  ],
  details: [
    'The hint is the easiest step available (techniques in grading order; ties in reading order).',
    'With --position, a digit that contradicts the solution is reported first, as technique "mistake".',
    'Puzzles without exactly one solution get an error, not a hint.',
  ].join('\n'),
  run(args, out) {
    const positionOption = stringOption(args, 'position');
    const position = positionOption === undefined ? undefined : argumentOrFile(positionOption, 'position');
    return runPuzzleCommand<{ step: Step | null; solved: boolean }>(args, out, {
      answer({ puzzle }) {
        // The same sentence as grade and steps for a puzzle without one solution, naming the conflict;
        // the solution proved here is handed on, so the grader does not count it again.
        const solution = uniqueSolution(puzzle, 'give a hint');
        const digits = position === undefined ? undefined : readPosition(position, puzzle);
        try {
          const step = hint(puzzle, { solution, ...(digits ? { digits } : {}) });
          const solved = step === null && (digits ?? puzzle.givens).every((d, i) => d !== 0 || puzzle.givens[i] !== 0);
          return { step, solved };
        } catch (error) {
          if (error instanceof GraderError) throw new UsageError(error.message, error.code);
          throw error;
        }
      },
      toJson: ({ step, solved }, { puzzle }) => ({
        ...(step ? stepToJson(step, puzzle.geometry) : noStepJson(solved)),
      }),
      toText({ step, solved }, { puzzle }) {
        if (!step) return noStepJson(solved).explanation;
        return describeStep(step, puzzle.geometry);
      },
      toLine: ({ step }, { puzzle }) =>
        step ? `${step.technique}: ${describeChanges(step, puzzle.geometry)}` : 'no step',
    });
  },
};

/** "r5c5=5 r2c7-4" — placements and eliminations in short form (one line per puzzle on streams). */
export function describeChanges(step: Step, geometry: { size: number }): string {
  const name = (cell: number) => {
    const [r, c] = rowColumn(geometry, cell);
    return `r${r}c${c}`;
  };
  return [
    ...step.placements.map((p) => `${name(p.cell)}=${p.digit}`),
    ...step.eliminations.map((e) => `${name(e.cell)}-${e.digit}`),
  ].join(' ');
}

/**
 * A step for people: its name as people write it, where to look, why it holds, and what it
 * changes with the eliminations grouped ("r1c1–r1c3 lose 4, 5 and 6").
 *
 *   X-wing
 *   Look at the 4s in rows 4 and 9.
 *   In rows 4 and 9, the 4s can only go in columns 3 and 7, so …
 *   Removes: r1c3, r2c3 and r1c7 lose 4.
 */
export function describeStep(step: Step, geometry: Geometry): string {
  const board = boardOf(geometry);
  const lines = [displayName(step.technique)];
  if (step.nudge) lines.push(step.nudge);
  lines.push(step.explanation);
  if (step.placements.length > 0) {
    lines.push(
      `Places: ${listWord(step.placements.map((p) => `${cellName(geometry, p.cell)} = ${digitSymbol(p.digit)}`))}.`,
    );
  }
  if (step.eliminations.length > 0) lines.push(`Removes: ${eliminationsWord(board, step.eliminations)}.`);
  return lines.join('\n');
}
