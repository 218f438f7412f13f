/**
 * The logical path, the grade and the hint.
 *
 * Grading goes in rounds: find every instance of the easiest technique that applies in the
 * position, apply them all at once and count each. The counts then depend only on the position,
 * never on the order cells happen to be scanned in, so a disguised puzzle (rows permuted,
 * transposed, digits relabelled) gets the same grade, technique by technique. A cell that is both
 * a naked and a hidden single counts as the naked single: that round comes first.
 *
 * A hint is the easiest technique's instance that comes first in reading order.
 */
import { CodedError, bitOf, countSolutions, findConflicts, type Puzzle } from '@sudoku-forge/core-solver';
import { applyStep, createState, hasContradiction, isSolved, type State } from './state.ts';
import { FINDERS, TECHNIQUE_TABLE, levelIndex, techniqueInfo, type Finder } from './table.ts';
import { LEVELS, type Grade, type Level, type Step } from './types.ts';
import { cellHouses, housesWord } from './detail.ts';
import { cellWord, makeStep } from './words.ts';
import { applyFullHouses, applyHiddenSingles, applyNakedSingles } from './techniques/singles.ts';

export interface GradeOptions {
  /** Use only techniques up to this level; `solved: false` if they do not finish. */
  maxLevel?: Level;
  /**
   * Use the nested forcing net, the last resort (default true). The generator leaves it out: a
   * stored puzzle should be one a person can finish with the techniques they can follow.
   */
  nestedNet?: boolean;
}

/** Thrown by hint() for puzzles that have no single answer to hint towards. */
export class GraderError extends CodedError {
  constructor(message: string, code: string) {
    super('GraderError', message, code);
  }
}

interface Knowledge {
  unique: boolean;
  solution: Uint8Array | null;
  status: 'unique' | 'multiple' | 'none' | 'invalid' | 'undecided';
}

/** What the bounded counter says about the givens: is there exactly one solution, and which. */
function know(puzzle: Puzzle): Knowledge {
  if (findConflicts(puzzle.geometry, puzzle.givens).length > 0)
    return { unique: false, solution: null, status: 'invalid' };
  const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
  if (count.solutions === 1 && count.decided) return { unique: true, solution: count.found[0]!, status: 'unique' };
  if (count.solutions >= 2) return { unique: false, solution: null, status: 'multiple' };
  return { unique: false, solution: null, status: count.decided ? 'none' : 'undecided' };
}

function findersUpTo({ maxLevel, nestedNet = true }: GradeOptions): readonly Finder[] {
  const cap = maxLevel ? levelIndex(maxLevel) : LEVELS.length - 1;
  return FINDERS.filter(
    (finder) =>
      finder.techniques.some((info) => levelIndex(info.level) <= cap) &&
      (nestedNet || !finder.techniques.some((info) => info.name === 'nested forcing net')),
  );
}

/** The easiest step in the position, first in reading order (any finder, in table order), or null. */
export function nextStep(state: State, finders: readonly Finder[] = FINDERS): Step | null {
  for (const finder of finders) {
    const step = finder.find(state);
    if (step) return step;
  }
  return null;
}

/** Every instance of the easiest technique that applies, in reading order ([] when none does). */
export function nextRound(state: State, finders: readonly Finder[] = FINDERS, cap = LEVELS.length - 1): Step[] {
  for (const finder of finders) {
    const steps = finder
      .findAll(state)
      .filter((step) => levelIndex(techniqueInfo(step.technique)?.level ?? 'extreme') <= cap);
    if (steps.length > 0) return steps;
  }
  return [];
}

interface PathRun {
  solved: boolean;
  steps: number;
  counts: Map<string, number>;
  path: Step[] | null;
}

/** The singles rounds without Step objects (grading only), in the table's order. */
const SINGLES_ROUNDS: readonly [string, (state: State, scratch: Int32Array) => number][] = [
  ['full house', applyFullHouses],
  ['naked single', applyNakedSingles],
  ['hidden single', applyHiddenSingles],
];

function runPath(state: State, finders: readonly Finder[], keepSteps: boolean, maxLevel?: Level): PathRun {
  const counts = new Map<string, number>();
  const path: Step[] | null = keepSteps ? [] : null;
  const cap = maxLevel ? levelIndex(maxLevel) : LEVELS.length - 1;
  // Grading needs only counts: run the singles (the bulk of any path) as plain array work.
  const fast = !keepSteps && finders[0] === FINDERS[0] && finders[1] === FINDERS[1] && finders[2] === FINDERS[2];
  const rest = fast ? finders.slice(3) : finders;
  const scratch = new Int32Array(state.board.cellCount * 4);
  let steps = 0;
  rounds: while (!isSolved(state)) {
    if (hasContradiction(state)) break;
    if (fast) {
      for (const [name, apply] of SINGLES_ROUNDS) {
        const placed = apply(state, scratch);
        if (placed > 0) {
          steps += placed;
          counts.set(name, (counts.get(name) ?? 0) + placed);
          continue rounds;
        }
      }
    }
    const round = nextRound(state, rest, cap);
    if (round.length === 0) break;
    let changed = false;
    for (const step of round) {
      if (applyStep(state, step)) changed = true;
      steps++;
      counts.set(step.technique, (counts.get(step.technique) ?? 0) + 1);
      path?.push(step);
    }
    if (!changed) break; // a finder that changes nothing would loop forever
  }
  return { solved: isSolved(state), steps, counts, path };
}

/** Whether the givens have exactly one solution (asked only when a uniqueness technique needs it). */
const uniqueOf = (puzzle: Puzzle) => () => know(puzzle).unique;

/** How far the techniques get: steps taken, whether they finish, and the digits where they stop. */
export interface Progress {
  steps: number;
  solved: boolean;
  digits: Uint8Array;
}

/**
 * The techniques up to options.maxLevel run to a standstill as gradePuzzle runs them, with the
 * uniqueness techniques off (they would ask the counter); the generator's local search steers by
 * it (where the techniques stop is where a layout needs changing).
 */
export function progressOf(puzzle: Puzzle, options: GradeOptions = {}): Progress {
  const state = createState(puzzle.geometry, puzzle.givens, false, puzzle.givens);
  const run = runPath(state, findersUpTo(options), false, options.maxLevel);
  return { steps: run.steps, solved: run.solved, digits: state.digits };
}

/** Grades a puzzle: the hardest technique its logical path needs, counts, score. */
export function gradePuzzle(puzzle: Puzzle, options: GradeOptions = {}): Grade {
  const state = createState(puzzle.geometry, puzzle.givens, uniqueOf(puzzle), puzzle.givens);
  const run = runPath(state, findersUpTo(options), false, options.maxLevel);
  return gradeOf(run);
}

const TABLE_INDEX = new Map(TECHNIQUE_TABLE.map((info, i) => [info.name, i]));

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
    // Ties (same level and score) go to the technique listed later in the table, so the answer
    // does not depend on which technique the path happened to use first.
    const rank = (levelIndex(info.level) * 10_000 + info.score) * 1_000 + TABLE_INDEX.get(name)!;
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
  const state = createState(puzzle.geometry, puzzle.givens, uniqueOf(puzzle), puzzle.givens);
  const run = runPath(state, findersUpTo(options), true, options.maxLevel);
  return { steps: run.path ?? [], solved: run.solved, level: gradeOf(run).level };
}

/** A position in progress: the player's digits (givens may be included) and optional notes. */
export interface Position {
  digits?: ArrayLike<number>;
  candidates?: ArrayLike<number>;
  /** The puzzle's one solution, when the caller has already proved it unique (skips the count). */
  solution?: Uint8Array;
}

/**
 * The easiest step from a position. A player's digit that differs from the solution (or notes
 * that have lost the solution's digit) is reported first as a "mistake". Throws GraderError for
 * puzzles without exactly one solution; returns null when no technique applies.
 */
export function hint(puzzle: Puzzle, position: Position = {}): Step | null {
  const known: Knowledge = position.solution
    ? { unique: true, solution: position.solution, status: 'unique' }
    : know(puzzle);
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
          () => ({
            nudge: `Check the digits you have placed in ${housesWord(board, cellHouses(board, cell))}.`,
            houses: cellHouses(board, cell),
          }),
        );
      }
      grid[cell] = d;
    }
  }
  // The player's digits are not givens: avoidable rectangles may use them as solved cells.
  const state = createState(geometry, grid, true, givens);
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
          () => ({ nudge: `Check your notes in ${cellWord(board, cell)}.`, houses: cellHouses(board, cell) }),
        );
      }
      state.candidates[cell]! &= notes;
    }
  }
  if (isSolved(state)) return null;
  return nextStep(state, FINDERS);
}
