import { rowColumn } from '@sudoku-forge/core-solver';
import { GraderError, hint, noStepJson, stepToJson, type Step } from '@sudoku-forge/grader';
import { argumentOrFile } from '../input.ts';
import { PUZZLE_OPTIONS, runPuzzleCommand, stringOption, UsageError, type Command } from '../cli.ts';
import { readPosition } from '../position.ts';

/** The next logical step (contract §4 `hint`); --position continues from a player's grid. */
export const hintCommand: Command = {
  name: 'hint',
  summary: 'the next logical step, named and explained, without spoiling the rest',
  usage: 'sudoku hint [PUZZLE] [--position GRID] [--variant ID] [--regions MAP] [--cages SPEC] [--json]',
  options: [
    ...PUZZLE_OPTIONS,
    { name: 'position', value: 'GRID', description: "the grid so far (givens plus the player's digits), to hint from there" },
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
        const digits = position === undefined ? undefined : readPosition(position, puzzle);
        try {
          const step = hint(puzzle, digits ? { digits } : {});
          const solved = step === null && (digits ?? puzzle.givens).every((d, i) => d !== 0 || puzzle.givens[i] !== 0);
          return { step, solved };
        } catch (error) {
          if (error instanceof GraderError) throw new UsageError(error.message, error.code);
          throw error;
        }
      },
      toJson: ({ step, solved }, { puzzle }) => ({ ...(step ? stepToJson(step, puzzle.geometry) : noStepJson(solved)) }),
      toText({ step, solved }, { puzzle }) {
        if (!step) return noStepJson(solved).explanation;
        return describeStep(step, puzzle.geometry);
      },
      toLine: ({ step }, { puzzle }) => (step ? `${step.technique}: ${describeChanges(step, puzzle.geometry)}` : 'no step'),
    });
  },
};

/** "r5c5=5; r2c7-4" — placements and eliminations in short form. */
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

export function describeStep(step: Step, geometry: { size: number }): string {
  const changes = describeChanges(step, geometry);
  return `${step.technique}${changes ? ` (${changes})` : ''}\n${step.explanation}`;
}
