/** Helpers shared by the tests: positions from readable strings, and the soundness check. */
import { bitOf, countSolutions, geometryFor, mulberry32, parsePuzzle, randomGrid as randomGridImpl, removeWhileUnique, shuffle, type Geometry, type Puzzle } from '@sudoku-forge/core-solver';
import { createState, type State } from './state.ts';
import { FINDERS, type Finder } from './table.ts';
import type { Step } from './types.ts';

/** A classic state from an 81-char grid; optional candidate removals as "r1c2:57 r3c4:1". */
export function stateFrom(grid: string, removals = '', geometry: Geometry = geometryFor('classic'), unique = true): State {
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
  for (const p of step.placements) if (solution[p.cell] !== p.digit) bad.push(`${step.technique}: placed ${p.digit} at ${p.cell}`);
  for (const e of step.eliminations) if (solution[e.cell] === e.digit) bad.push(`${step.technique}: removed ${e.digit} at ${e.cell}`);
  return bad;
}

/** A jigsaw map: the classic boxes with r3c3 and r1c4 swapped between boxes 1 and 2 (connected). */
export const TEST_REGIONS =
  '111122333' + '111222333' + '112222333' + '444555666' + '444555666' + '444555666' + '777888999' + '777888999' + '777888999';

/** Killer cages cut from a solution grid: dominoes along rows (and a single at the row end). */
export function cagesFrom(solution: ArrayLike<number>): { sum: number; cells: number[] }[] {
  const cages: { sum: number; cells: number[] }[] = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c += 2) {
      const cells = c + 1 < 9 ? [r * 9 + c, r * 9 + c + 1] : [r * 9 + c];
      cages.push({ sum: cells.reduce((s, x) => s + solution[x]!, 0), cells });
    }
  }
  return cages;
}

export interface RandomPuzzle {
  puzzle: Puzzle;
  solution: Uint8Array;
}

/**
 * A random unique puzzle of a variant: a random solution grid, then cells removed in random
 * order while the solution stays unique (givens kept where removal would break uniqueness).
 */
export function randomPuzzle(variant: Geometry['variant'], seed: number, keepExtra = 0): RandomPuzzle {
  const base = variant === 'irregular' ? parsePuzzle('.'.repeat(81), { variant, regions: TEST_REGIONS }).geometry : null;
  let geometry: Geometry = base ?? (variant === 'killer' ? geometryFor('classic') : geometryFor(variant));
  const grid = randomGridFor(geometry, seed);
  if (variant === 'killer') {
    geometry = parsePuzzle('.'.repeat(81), { variant: 'killer', cages: cagesFrom(grid) }).geometry;
  }
  const order = shuffle(mulberry32(seed), Array.from({ length: geometry.cellCount }, (_, i) => i));
  const givens = removeWhileUnique(geometry, grid, order.slice(keepExtra));
  return { puzzle: { geometry, givens }, solution: grid };
}

function randomGridFor(geometry: Geometry, seed: number): Uint8Array {
  const result = randomGridImpl(geometry, seed);
  if (!result) throw new Error(`no random grid for ${geometry.variant}`);
  return result.grid;
}
