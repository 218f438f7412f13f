/** Killer test helpers: random cage layouts over a solution grid. */
import { mulberry32, shuffle } from '@sudoku-forge/core-solver';

/**
 * Cages grown at random over a solution grid: each `min`–`max` connected cells aimed at (a cell
 * boxed in by other cages may stay smaller, even single).
 */
export function randomCages(
  grid: ArrayLike<number>,
  seed: number,
  min = 2,
  max = 5,
): { sum: number; cells: number[] }[] {
  const random = mulberry32(seed);
  const owner = new Int16Array(81).fill(-1);
  const cages: number[][] = [];
  for (const start of shuffle(
    random,
    Array.from({ length: 81 }, (_, i) => i),
  )) {
    if (owner[start] !== -1) continue;
    const size = min + Math.floor(random() * (max - min + 1));
    const cells = [start];
    owner[start] = cages.length;
    while (cells.length < size) {
      const options: number[] = [];
      for (const c of cells) {
        const r = Math.floor(c / 9);
        const col = c % 9;
        for (const [dr, dc] of [
          [0, 1],
          [0, -1],
          [1, 0],
          [-1, 0],
        ] as const) {
          const rr = r + dr;
          const cc = col + dc;
          if (rr < 0 || rr > 8 || cc < 0 || cc > 8) continue;
          const x = rr * 9 + cc;
          // Digits in a cage differ: never add a cell whose digit the cage already has.
          if (owner[x] === -1 && !cells.some((y) => grid[y] === grid[x])) options.push(x);
        }
      }
      if (options.length === 0) break;
      const next = options[Math.floor(random() * options.length)]!;
      owner[next] = cages.length;
      cells.push(next);
    }
    cages.push(cells);
  }
  return cages.map((cells) => ({ sum: cells.reduce((s, c) => s + grid[c]!, 0), cells: cells.sort((a, b) => a - b) }));
}
