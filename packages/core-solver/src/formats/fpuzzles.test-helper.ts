import { symbolDigit } from '../symbols.ts';

/** An f-puzzles JSON object as the site writes it, from a grid and optional parts. */
export function fpuzzle(size: number, grid: string, extra: Record<string, unknown> = {}) {
  return {
    size,
    title: 'test',
    grid: Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => {
        const ch = grid[r * size + c]!;
        return ch === '.' ? {} : { value: symbolDigit(ch), given: true };
      }),
    ),
    ...extra,
  };
}
