/**
 * The logical path, the grade and the hint: all three run the finders of the technique table in
 * order and apply the first step found, exactly like a person who always looks for the easiest
 * move first.
 */
import { bitOf, countSolutions, findConflicts, type Puzzle } from '@sudoku-forge/core-solver';
import { applyStep, createState, hasContradiction, isSolved, type State } from './state.ts';
import { FINDERS, levelIndex, techniqueInfo, type Finder } from './table.ts';
import { LEVELS, type Grade, type Level, type Step } from './types.ts';
import { cellWord, makeStep } from './words.ts';

export interface GradeOptions {
  /** Use only techniques up to this level; `solved: false` if they do not finish. */
  maxLevel?: Level;
}

/** Thrown by hint() for puzzles that have no single answer to hint towards. */
export class GraderError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = 'GraderError';
    this.code = code;
  }
}

interface Knowledge {
  unique: boolean;
  solution: Uint8Array | null;
  status: 'unique' | 'multiple' | 'none' | 'invalid' | 'undecided';
}

/** What the bounded counter says about the givens: is there exactly one solution, and which. */
function know(puzzle: Puzzle): Knowledge {
  if (findConflicts(puzzle.geometry, puzzle.givens).length > 0) return { unique: false, solution: null, status: 'invalid' };
  const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
  if (count.solutions === 1 && count.decided) return { unique: true, solution: count.found[0]!, status: 'unique' };
  if (count.solutions >= 2) return { unique: false, solution: null, status: 'multiple' };
  return { unique: false, solution: null, status: count.decided ? 'none' : 'undecided' };
}

function findersUpTo(maxLevel: Level | undefined, unique: boolean): readonly Finder[] {
  const cap = maxLevel ? levelIndex(maxLevel) : LEVELS.length - 1;
  return FINDERS.filter((finder) => {
    if (finder.uniqueness && !unique) return false;
    return finder.techniques.some((info) => levelIndex(info.level) <= cap);
  });
}

/** The first step any finder (in table order) finds, or null. */
export function nextStep(state: State, finders: readonly Finder[] = FINDERS): Step | null {
  for (const finder of finders) {
    if (finder.uniqueness && !state.unique) continue;
    const step = finder.find(state);
    if (step) return step;
  }
  return null;
}

interface PathRun {
  solved: boolean;
  steps: number;
  counts: Map<string, number>;
  path: Step[] | null;
  cappedOut: boolean;
}

function runPath(state: State, finders: readonly Finder[], keepSteps: boolean, maxLevel?: Level): PathRun {
  const counts = new Map<string, number>();
  const path: Step[] | null = keepSteps ? [] : null;
  const cap = maxLevel ? levelIndex(maxLevel) : LEVELS.length - 1;
  let steps = 0;
  let cappedOut = false;
  while (!isSolved(state)) {
    if (hasContradiction(state)) break;
    const step = nextStep(state, finders);
    if (!step) break;
    const info = techniqueInfo(step.technique);
    if (info && levelIndex(info.level) > cap) {
      cappedOut = true;
      break;
    }
    if (!applyStep(state, step)) break; // a finder that changes nothing would loop forever
    steps++;
    counts.set(step.technique, (counts.get(step.technique) ?? 0) + 1);
    path?.push(step);
  }
  return { solved: isSolved(state), steps, counts, path, cappedOut };
}

/** Grades a puzzle: the hardest technique its logical path needs, counts, score. */
export function gradePuzzle(puzzle: Puzzle, options: GradeOptions = {}): Grade {
  const known = know(puzzle);
  const state = createState(puzzle.geometry, puzzle.givens, known.unique);
  const run = runPath(state, findersUpTo(options.maxLevel, known.unique), false, options.maxLevel);
  return gradeOf(run);
}

function gradeOf(run: PathRun): Grade {
  const techniques: Record<string, number> = {};
  let score = 0;
  let hardest = 'none';
  let hardestRank = -1;
  let level: Level = 'easy';
  for (const [name, count] of run.counts) {
    techniques[name] = count;
    const info = techniqueInfo(name);
    if (!info) continue;
    score += info.score * count;
    const rank = levelIndex(info.level) * 10_000 + info.score;
    if (rank > hardestRank) {
      hardestRank = rank;
      hardest = name;
      level = info.level;
    }
  }
  if (!run.solved) {
    level = 'extreme';
    hardest = 'guessing';
  }
  return { level, hardest, techniques, solved: run.solved, steps: run.steps, score };
}

export interface SolvePath {
  steps: Step[];
  solved: boolean;
  level: Level;
}

/** Every step from the givens until the grid is solved or the techniques run out. */
export function solvePath(puzzle: Puzzle, options: GradeOptions = {}): SolvePath {
  const known = know(puzzle);
  const state = createState(puzzle.geometry, puzzle.givens, known.unique);
  const run = runPath(state, findersUpTo(options.maxLevel, known.unique), true, options.maxLevel);
  return { steps: run.path ?? [], solved: run.solved, level: gradeOf(run).level };
}

/** A position in progress: the player's digits (givens may be included) and optional notes. */
export interface Position {
  digits?: ArrayLike<number>;
  candidates?: ArrayLike<number>;
}

/**
 * The easiest step from a position. A player's digit that differs from the solution (or notes
 * that have lost the solution's digit) is reported first as a "mistake". Throws GraderError for
 * puzzles without exactly one solution; returns null when no technique applies.
 */
export function hint(puzzle: Puzzle, position: Position = {}): Step | null {
  const known = know(puzzle);
  if (!known.unique || !known.solution) {
    const why: Record<string, string> = {
      invalid: 'the givens break a rule',
      none: 'the puzzle has no solution',
      multiple: 'the puzzle has more than one solution',
      undecided: 'the search could not decide whether the puzzle has one solution',
    };
    throw new GraderError(`No hint: ${why[known.status] ?? 'the puzzle is not unique'}.`, `not_unique`);
  }
  const { geometry, givens } = puzzle;
  const board = createState(geometry, givens, true).board;
  const solution = known.solution;
  const grid = givens.slice();
  if (position.digits) {
    for (let cell = 0; cell < grid.length; cell++) {
      const d = position.digits[cell] ?? 0;
      if (grid[cell] !== 0 || d === 0) continue;
      if (d !== solution[cell]) {
        return makeStep(
          'mistake',
          [],
          [],
          [cell],
          `The ${d} in ${cellWord(board, cell)} does not lead to the solution; remove it before going on.`,
        );
      }
      grid[cell] = d;
    }
  }
  const state = createState(geometry, grid, true);
  if (position.candidates) {
    for (let cell = 0; cell < grid.length; cell++) {
      if (grid[cell] !== 0) continue;
      const notes = position.candidates[cell] ?? 0;
      if (notes === 0) continue; // no notes in this cell: use the full candidates
      if (!(notes & bitOf(solution[cell]!))) {
        return makeStep(
          'mistake',
          [],
          [],
          [cell],
          `The notes in ${cellWord(board, cell)} have lost the digit that belongs there; check the eliminations made in that cell.`,
        );
      }
      state.candidates[cell]! &= notes;
    }
  }
  if (isSolved(state)) return null;
  return nextStep(state, FINDERS);
}
