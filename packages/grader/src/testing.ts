/**
 * Helpers shared by the tests: positions from readable strings, and the soundness check. Random
 * puzzles come from @sudoku-forge/test-puzzles.
 */
import { bitOf, countSolutions, geometryFor, parsePuzzle, type Geometry, type Puzzle } from '@sudoku-forge/core-solver';
import { createState, type State } from './state.ts';
import { FINDERS, type Finder } from './table.ts';
import type { Step } from './types.ts';

/** A classic state from an 81-char grid; optional candidate removals as "r1c2:57 r3c4:1". */
export function stateFrom(
  grid: string,
  removals = '',
  geometry: Geometry = geometryFor('classic'),
  unique = true,
): State {
  const puzzle = parsePuzzle(grid, { variant: geometry.variant });
  const state = createState(geometry, puzzle.givens, unique, puzzle.givens);
  for (const item of removals.split(/\s+/).filter(Boolean)) {
    const m = /^r(\d+)c(\d+):(\w+)$/.exec(item);
    if (!m) throw new Error(`bad removal ${item}`);
    const cell = (Number(m[1]) - 1) * geometry.size + Number(m[2]) - 1;
    for (const ch of m[3]!) state.candidates[cell]! &= ~bitOf(Number.parseInt(ch, 36));
  }
  return state;
}

/**
 * A state with explicit candidates: 81 entries separated by spaces; a single digit with a
 * leading '=' is a given, with a leading '+' a digit solved (not given), otherwise the
 * candidates of the cell ("=5 129 +3 37 …").
 */
export function stateFromCandidates(text: string, unique = true): State {
  const geometry = geometryFor('classic');
  const tokens = text.trim().split(/\s+/);
  if (tokens.length !== 81) throw new Error(`expected 81 cells, got ${tokens.length}`);
  const givens = tokens.map((tok) => (tok.startsWith('=') ? Number(tok.slice(1)) : 0));
  const state = createState(geometry, new Uint8Array(81), unique, givens);
  tokens.forEach((tok, cell) => {
    if (tok.startsWith('=') || tok.startsWith('+')) {
      state.digits[cell] = Number(tok.slice(1));
      state.candidates[cell] = 0;
    } else {
      let mask = 0;
      for (const ch of tok) mask |= bitOf(Number(ch));
      state.candidates[cell] = mask;
    }
  });
  return state;
}

/**
 * The finder that reports a technique (by name, not by its place in the table: fixtures stay
 * valid when a finder is added).
 */
export function finderOf(technique: string): Finder {
  const finder = FINDERS.find((f) => f.techniques.some((t) => t.name === technique));
  if (!finder) throw new Error(`no finder reports ${technique}`);
  return finder;
}

/** Cell index from "r3c5". */
export function at(name: string, size = 9): number {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  if (!m) throw new Error(`bad cell ${name}`);
  return (Number(m[1]) - 1) * size + Number(m[2]) - 1;
}

/** Short readable list "5@r1c2 …" of a step's placements or eliminations. */
export function list(items: readonly { cell: number; digit: number }[], size = 9): string[] {
  return items.map((e) => `${e.digit}@r${Math.floor(e.cell / size) + 1}c${(e.cell % size) + 1}`).sort();
}

export function solutionOf(puzzle: Puzzle): Uint8Array {
  const count = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 });
  if (count.solutions !== 1) throw new Error('puzzle is not unique');
  return count.found[0]!;
}

/** The unsound parts of a step against the solution (empty when sound). */
export function unsound(step: Step, solution: ArrayLike<number>): string[] {
  const bad: string[] = [];
  for (const p of step.placements)
    if (solution[p.cell] !== p.digit) bad.push(`${step.technique}: placed ${p.digit} at ${p.cell}`);
  for (const e of step.eliminations)
    if (solution[e.cell] === e.digit) bad.push(`${step.technique}: removed ${e.digit} at ${e.cell}`);
  return bad;
}
