/**
 * Forcing nets and the nested forcing net, on positions where the easier techniques are stuck.
 * The forum-hardest puzzle below is stuck after every technique up to the forcing net (it is on
 * the public list of the hardest puzzles known); the nested net must finish it soundly.
 */
import { readFileSync } from 'node:fs';
import { countSolutions, parsePuzzle } from '@sudoku-forge/core-solver';
import { describe, expect, it } from 'vitest';
import { gradePuzzle, nextRound, solvePath } from '../grade.ts';
import { applyStep, createState } from '../state.ts';
import { FINDERS } from '../table.ts';
import type { Step } from '../types.ts';
import { forcingNets, nestedForcingNets } from './forcing.ts';

/** The first line of puzzles6_forum_hardest_1106. */
const FORUM_HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

/** The position where every technique before the nested net is stuck. */
function stuckPosition() {
  const puzzle = parsePuzzle(FORUM_HARDEST);
  const state = createState(puzzle.geometry, puzzle.givens, true);
  const before = FINDERS.filter((f) => !f.techniques.some((t) => t.name === 'nested forcing net'));
  for (;;) {
    const round = nextRound(state, before);
    if (round.length === 0) return { puzzle, state };
    for (const step of round) applyStep(state, step);
  }
}

describe('nested forcing net', () => {
  const { puzzle, state } = stuckPosition();
  const solution = countSolutions(puzzle.geometry, puzzle.givens, { limit: 2 }).found[0]!;

  it('finds eliminations where the forcing net finds none, and every one is sound', () => {
    const plain: Step[] = [];
    forcingNets(state, plain);
    expect(plain).toEqual([]);
    const nested: Step[] = [];
    nestedForcingNets(state, nested);
    expect(nested.length).toBeGreaterThan(0);
    for (const step of nested) {
      expect(step.technique).toBe('nested forcing net');
      expect(step.placements).toEqual([]);
      expect(step.eliminations).toHaveLength(1);
      const { cell, digit } = step.eliminations[0]!;
      expect(solution[cell]).not.toBe(digit);
      expect(step.explanation).toMatch(/^If r\dc\d were \d, /);
    }
  });

  it('draws a chain for every nested step, each link joining candidates of the position', () => {
    const before = state.candidates.slice();
    const nested: Step[] = [];
    nestedForcingNets(state, nested);
    expect(nested.length).toBeGreaterThan(0);
    for (const step of nested) {
      const links = step.links!;
      expect(links.length, step.explanation).toBeGreaterThan(0);
      for (const l of links) {
        for (const [end, cells] of [
          [l.from, l.fromCells],
          [l.to, l.toCells],
        ] as const) {
          if (cells) expect(cells[0]).toBe(end.cell);
          for (const cell of cells ?? [end.cell]) expect(before[cell]! & (1 << (end.digit - 1))).not.toBe(0);
        }
      }
      // From the assumption (the eliminated candidate), weak first.
      expect(links[0]!.from).toEqual(step.eliminations[0]);
      expect(links[0]!.strong).toBe(false);
      expect(step.houses!.length).toBeGreaterThan(0);
    }
  });

  it('finishes the puzzle: graded extreme and solved, with the nested net as the hardest step', () => {
    const grade = gradePuzzle(puzzle);
    expect(grade.solved).toBe(true);
    expect(grade.level).toBe('extreme');
    expect(grade.hardest).toBe('nested forcing net');
    const path = solvePath(puzzle);
    expect(path.solved).toBe(true);
    for (const step of path.steps) {
      for (const p of step.placements) expect(solution[p.cell]).toBe(p.digit);
      for (const e of step.eliminations) expect(solution[e.cell]).not.toBe(e.digit);
    }
  });

  it('does not run on a board with several solutions (it could never finish it)', () => {
    const open = parsePuzzle(`${FORUM_HARDEST.slice(0, 80)}.`);
    expect(countSolutions(open.geometry, open.givens, { limit: 2 }).solutions).toBe(2);
    const out: Step[] = [];
    nestedForcingNets(createState(open.geometry, open.givens, false), out);
    expect(out).toEqual([]);
    expect(gradePuzzle(open).solved).toBe(false);
  });
});

describe('grading without the nested net (what the generator asks for)', () => {
  it('leaves the forum-hardest puzzle unsolved, as guessing', () => {
    const grade = gradePuzzle(parsePuzzle(FORUM_HARDEST), { nestedNet: false });
    expect(grade.solved).toBe(false);
    expect(grade.hardest).toBe('guessing');
    expect(grade.techniques['nested forcing net']).toBeUndefined();
  });
});

describe('the chains a forcing step draws', () => {
  // Stored extreme puzzles whose paths use forcing chains and nets (the first few of the pool).
  const pool = (
    JSON.parse(readFileSync(new URL('../../../../data/puzzles/classic/extreme.json', import.meta.url), 'utf8')) as {
      puzzle: string;
      techniques: string[];
    }[]
  )
    .filter((r) => r.techniques.includes('forcing net') || r.techniques.includes('forcing chain'))
    .slice(0, 4);

  it.each(pool.map((r) => r.puzzle))(
    '%s: every forcing step has links, each joining candidates of its position',
    (text) => {
      const puzzle = parsePuzzle(text);
      const state = createState(puzzle.geometry, puzzle.givens, true);
      let forcing = 0;
      for (;;) {
        const round = nextRound(state);
        if (round.length === 0) break;
        const before = state.candidates.slice();
        for (const step of round) {
          if (step.technique !== 'forcing chain' && step.technique !== 'forcing net') continue;
          forcing++;
          expect(step.links!.length, `${step.technique}: ${step.explanation}`).toBeGreaterThan(0);
          for (const l of step.links!) {
            for (const [end, cells] of [
              [l.from, l.fromCells],
              [l.to, l.toCells],
            ] as const) {
              for (const cell of cells ?? [end.cell]) expect(before[cell]! & (1 << (end.digit - 1))).not.toBe(0);
            }
          }
          // The chain runs from an assumption: its links alternate weak, strong, weak, …
          const first = step.links![0]!;
          expect(first.strong).toBe(false);
        }
        for (const step of round) applyStep(state, step);
      }
      expect(forcing).toBeGreaterThan(0);
    },
  );
});
