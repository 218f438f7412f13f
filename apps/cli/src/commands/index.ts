import type { Command } from '../cli.ts';

/**
 * Every `sudoku` command by name, in the order `sudoku --help` lists them, each module loaded
 * only when its command runs: a start compiles the command it runs, not the grader, generator and
 * worker threads of the others (issue 26 §3, the bundle's start-up). Add a command: one line here.
 */
const LOADERS = {
  solve: async () => (await import('./solve.ts')).solveCommand,
  hint: async () => (await import('./hint.ts')).hintCommand,
  steps: async () => (await import('./steps.ts')).stepsCommand,
  grade: async () => (await import('./grade.ts')).gradeCommand,
  techniques: async () => (await import('./techniques.ts')).techniquesCommand,
  generate: async () => (await import('./generate.ts')).generateCommand,
  verify: async () => (await import('./verify.ts')).verifyCommand,
  merge: async () => (await import('./merge.ts')).mergeCommand,
  regrade: async () => (await import('./regrade.ts')).regradeCommand,
  transform: async () => (await import('./transform.ts')).transformCommand,
  canon: async () => (await import('./canon.ts')).canonCommand,
} satisfies Record<string, () => Promise<Command>>;

/** The commands' names, in the order `sudoku --help` lists them. */
export const COMMAND_NAMES: readonly string[] = Object.keys(LOADERS);

/** The named command, loaded; undefined for a name that is not a command. */
export function loadCommand(name: string): Promise<Command> | undefined {
  return Object.hasOwn(LOADERS, name) ? LOADERS[name as keyof typeof LOADERS]() : undefined;
}

/** Every command, loaded (for the general help). */
export function loadCommands(): Promise<Command[]> {
  return Promise.all(COMMAND_NAMES.map((name) => loadCommand(name)!));
}
