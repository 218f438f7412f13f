import {
  buildGeometry,
  countSolutions,
  mulberry32,
  solutionGrid,
  type Constraint,
  type ConstraintType,
} from '@sudoku-forge/core-solver';
import { handlerOf } from '@sudoku-forge/core-solver/rules';
import { describe, expect, it } from 'vitest';
import { BOARD_RULES, drawConstraints, LAYOUTS, THERMO_LENGTH } from './constraint-layout.ts';

const grid = solutionGrid('classic', 2024)!.grid;
const holds = (constraints: readonly Constraint[], on: Uint8Array) =>
  countSolutions(buildGeometry('classic', { constraints, handlerOf }), on, { limit: 2 }).solutions === 1;

describe('constraint layouts', () => {
  const types = (Object.keys(LAYOUTS) as ConstraintType[]).filter((type) => BOARD_RULES[type] === undefined);

  it.each(types)('%s: the drawn constraints hold on the grid they were drawn from, and not on another', (type) => {
    const drawn = drawConstraints([type], grid, 9, mulberry32(7));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((c) => c.type === type)).toBe(true);
    expect(holds(drawn, grid)).toBe(true);
    // Swapping two digits everywhere keeps the houses but breaks some constraint of the layout.
    const other = grid.map((d) => (d === 1 ? 9 : d === 9 ? 1 : d));
    const kept = (['odd', 'even'] as ConstraintType[]).includes(type)
      ? grid.map((d) => (d === 1 ? 2 : d === 2 ? 1 : d))
      : other;
    expect(holds(drawn, kept)).toBe(false);
  });

  it('draws thermos within their lengths that increase from the bulb, on distinct cells', () => {
    const thermos = drawConstraints(['thermo'], grid, 9, mulberry32(3)) as Extract<Constraint, { type: 'thermo' }>[];
    const cells = thermos.flatMap((t) => t.cells);
    expect(new Set(cells).size).toBe(cells.length);
    for (const t of thermos) {
      expect(t.cells.length).toBeGreaterThanOrEqual(THERMO_LENGTH.min);
      expect(t.cells.length).toBeLessThanOrEqual(THERMO_LENGTH.max);
      for (let i = 1; i < t.cells.length; i++) expect(grid[t.cells[i]!]!).toBeGreaterThan(grid[t.cells[i - 1]!]!);
    }
  });

  it('marks the same cells for odd and even, so they never overlap and share one draw', () => {
    const marks = drawConstraints(['odd', 'even'], grid, 9, mulberry32(11));
    const cells = marks.flatMap((c) => (c.type === 'odd' || c.type === 'even' ? c.cells : []));
    expect(new Set(cells).size).toBe(cells.length);
    expect(cells.length).toBe(27);
  });

  it.each(['thermo', 'arrow'] as const)('draws %s lines that never cross in an X', (type) => {
    for (let seed = 1; seed <= 20; seed++) {
      const lines = drawConstraints([type], grid, 9, mulberry32(seed)).map((c) =>
        c.type === 'arrow' ? [...c.circle, ...c.cells] : c.type === 'thermo' ? [...c.cells] : [],
      );
      const steps = new Set(
        lines.flatMap((line) => line.slice(1).map((b, i) => [line[i]!, b].sort((x, y) => x - y).join('-'))),
      );
      for (const key of steps) {
        const [a, b] = key.split('-').map(Number) as [number, number];
        const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
        if (ra === rb || ca === cb) continue;
        const other = [ra * 9 + cb, rb * 9 + ca].sort((x, y) => x - y).join('-');
        expect(steps.has(other), `seed ${seed}: ${key} crosses ${other}`).toBe(false);
      }
    }
  });

  it('puts every little killer clue on its own spot outside the grid', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const clues = drawConstraints(['little-killer'], grid, 9, mulberry32(seed)) as Extract<
        Constraint,
        { type: 'little-killer' }
      >[];
      const spots = clues.map(
        ({ cells: [a, b] }) => `${2 * Math.floor(a! / 9) - Math.floor(b! / 9)},${2 * (a! % 9) - (b! % 9)}`,
      );
      expect(new Set(spots).size).toBe(spots.length);
    }
  });

  it('is a pure function of the grid and the stream', () => {
    const all: ConstraintType[] = ['thermo', 'arrow', 'kropki-white', 'kropki-black', 'xv', 'little-killer'];
    expect(drawConstraints(all, grid, 9, mulberry32(5))).toEqual(drawConstraints(all, grid, 9, mulberry32(5)));
    expect(drawConstraints(['thermo'], grid, 9, mulberry32(6))).not.toEqual(
      drawConstraints(['thermo'], grid, 9, mulberry32(5)),
    );
  });
});
