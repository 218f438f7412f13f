/**
 * Canonical forms per second (contract §6 op "canon"), for the bench runner to call.
 *
 * `prepareCanon` does the untimed work (parsing, a correctness check on a few disguises) and
 * returns the timed run, in the shape of a BenchOp's `prepare`; `benchCanon` times one run.
 */
import { parsePuzzle } from '@sudoku-forge/core-solver';
import { canonicalForm, puzzleData, randomTransform, type PuzzleData } from '@sudoku-forge/transforms';

/** Untimed set-up; the returned run canonicalizes every puzzle and returns how many it did. */
export function prepareCanon(puzzles: readonly string[]): () => number {
  const data: PuzzleData[] = puzzles.map((line) => puzzleData(parsePuzzle(line)));
  // A fast wrong answer is worth nothing: a disguise must land on the same form.
  for (let i = 0; i < Math.min(5, data.length); i++) {
    const want = canonicalForm(data[i]!);
    const got = canonicalForm(randomTransform(data[i]!, i + 1).data);
    if (got !== want) throw new Error(`canon: puzzle ${i + 1} (${puzzles[i]}) and its disguise differ: ${want} vs ${got}`);
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
