import { geometryFor, mulberry32, parsePuzzle, randomGrid, removeWhileUnique, shuffle } from '@sudoku-forge/core-solver';
import { gradePuzzle } from '../src/grade.ts';
import { randomCages } from '../src/techniques/killer/testing.ts';
const used: Record<string, number> = {};
const levels: Record<string, number> = {};
let givensTotal = 0;
for (let seed = 1; seed <= 30; seed++) {
  const grid = randomGrid(geometryFor('classic'), seed)!.grid;
  const cages = randomCages(grid, seed, 3, 6);
  const geometry = parsePuzzle('.'.repeat(81), { variant: 'killer', cages }).geometry;
  const givens = removeWhileUnique(geometry, grid, shuffle(mulberry32(seed + 1), Array.from({ length: 81 }, (_, i) => i)));
  givensTotal += givens.filter((d) => d).length;
  const g = gradePuzzle({ geometry, givens }, { nestedNet: false });
  levels[g.solved ? g.level : 'unsolved'] = (levels[g.solved ? g.level : 'unsolved'] ?? 0) + 1;
  for (const t of Object.keys(g.techniques)) used[t] = (used[t] ?? 0) + 1;
}
console.log(givensTotal / 30, levels, used);
