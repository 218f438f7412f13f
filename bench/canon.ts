/**
 * Canonical forms per second (contract §6 op "canon"), for the bench runner to call.
 *
 * `prepareCanon` does the untimed work (parsing, a correctness check on a few disguises) and
 * returns the timed run, in the shape of a BenchOp's `prepare`; `benchCanon` times one run.
 */
import { parsePuzzle, solutionGrid } from '@sudoku-forge/core-solver';
import { canonicalForm, puzzleData, randomTransform, type PuzzleData } from '@sudoku-forge/transforms';

/** Untimed set-up; the returned run canonicalizes every puzzle and returns how many it did. */
export function prepareCanon(puzzles: readonly string[]): () => number {
  const data: PuzzleData[] = puzzles.map((line) => puzzleData(parsePuzzle(line)));
  // A fast wrong answer is worth nothing: a disguise must land on the same form.
  for (let i = 0; i < Math.min(5, data.length); i++) {
    const want = canonicalForm(data[i]!);
    const got = canonicalForm(randomTransform(data[i]!, i + 1).data);
    if (got !== want)
      throw new Error(`canon: puzzle ${i + 1} (${puzzles[i]}) and its disguise differ: ${want} vs ${got}`);
  }
  return () => {
    let checksum = 0;
    for (const item of data) checksum += canonicalForm(item).length;
    if (checksum !== data.length * 81) throw new Error('canon: a canonical form is not 81 cells');
    return data.length;
  };
}

/** Canonical forms per second over the puzzles (one timed run). */
export function benchCanon(puzzles: string[]): number {
  const run = prepareCanon(puzzles);
  const start = performance.now();
  const count = run();
  return (count * 1000) / (performance.now() - start);
}

/**
 * Dense 16×16 grids (issue 31: a 230-given 16×16 once took 2–4 GB and died): full solution grids,
 * the same with one blank per row (240 givens) and with 26 blanks (230 givens), and a regular grid
 * with a large symmetry group, full and with its diagonal blank. Built from core-solver's own
 * solution grids, so no dataset is needed.
 */
export function denseSixteenSets(quick: boolean): { name: string; puzzles: PuzzleData[] }[] {
  const seeds = Array.from({ length: quick ? 2 : 6 }, (_, i) => i + 1);
  const grids = seeds.map((seed) => solutionGrid('16x16', seed)!.grid);
  const emptied = (grid: Uint8Array, cells: number[]): PuzzleData => {
    const puzzle = Uint8Array.from(grid);
    for (const cell of cells) puzzle[cell] = 0;
    return { variant: '16x16', puzzle };
  };
  const diagonal = Array.from({ length: 16 }, (_, r) => r * 17);
  const pattern = Uint8Array.from({ length: 256 }, (_, cell) => {
    const r = Math.floor(cell / 16);
    return (((r % 4) * 4 + Math.floor(r / 4) + (cell % 16)) % 16) + 1;
  });
  return [
    { name: '16x16 full grids', puzzles: grids.map((g) => emptied(g, [])) },
    { name: '16x16 240 givens', puzzles: grids.map((g) => emptied(g, diagonal)) },
    {
      name: '16x16 230 givens',
      puzzles: grids.map((g) =>
        emptied(g, [...diagonal, ...Array.from({ length: 10 }, (_, k) => (k * 101 + 14) % 256)]),
      ),
    },
    { name: '16x16 symmetric grid', puzzles: [emptied(pattern, []), emptied(pattern, diagonal)] },
  ];
}

/**
 * Canonical forms per second on the dense 16×16 sets, median of `runs`, after checking a disguise
 * of each lands on the same form; `heapMb` is the largest heap seen after a canonical form (a
 * search that keeps every tied state shows here long before it runs out).
 */
export function benchDenseCanon(
  quick: boolean,
  runs: number,
): { set: string; count: number; perSecond: number; heapMb: number }[] {
  return denseSixteenSets(quick).map(({ name, puzzles }) => {
    puzzles.forEach((data, i) => {
      if (canonicalForm(randomTransform(data, i + 1).data) !== canonicalForm(data))
        throw new Error(`canon: ${name} puzzle ${i + 1} and its disguise differ`);
    });
    let heap = 0;
    const rates: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      for (const data of puzzles) {
        canonicalForm(data);
        heap = Math.max(heap, process.memoryUsage().heapUsed);
      }
      rates.push((puzzles.length * 1000) / (performance.now() - start));
    }
    rates.sort((a, b) => a - b);
    return {
      set: name,
      count: puzzles.length,
      perSecond: rates[Math.floor(rates.length / 2)]!,
      heapMb: Math.round(heap / 2 ** 20),
    };
  });
}
