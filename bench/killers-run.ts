/**
 * Our side of `--op killers-iss` (killers-iss.ts): count-to-two on the published killers of
 * datasets/killer/, each checked (decided; the published solution where given), timed by the wall
 * clock around the search alone, after building the counter's tables (prepareCount, a fresh
 * geometry per puzzle); the best of `repeat` counts per puzzle.
 *
 * killers-iss.ts bundles this file the way the CLI is bundled (vite, SSR, every workspace package
 * inside) and runs it in a Node process of its own, as Interactive-Sudoku-Solver's benchmark runs
 * in its own: `node killers-run.js --root DIR --sets tarek,extreme --repeat N` prints the rows as
 * one JSON array. With `pnpm bench --sources` the op calls countKillers in the bench's process
 * instead, from the TypeScript sources under tsx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { countSolutions, gridToString, parsePuzzle, prepareCount } from '@sudoku-forge/core-solver';

/** One puzzle's count: its set (file name), id, 0-based line, best time, positions and solutions (1 or 2). */
export interface KillerCount {
  set: string;
  id: string;
  index: number;
  ms: number;
  positions: number;
  solutions: number;
}

/** Counts every puzzle of the named sets (datasets/killer/<set>.jsonl under root), best of repeat each. */
export function countKillers(root: string, sets: readonly string[], repeat: number): KillerCount[] {
  const rows: KillerCount[] = [];
  for (const set of sets) {
    const lines = readFileSync(join(root, 'datasets/killer', `${set}.jsonl`), 'utf8')
      .trim()
      .split('\n');
    lines.forEach((line, index) => {
      const record = JSON.parse(line) as { id: string; puzzle: string; solution?: string };
      let ms = Infinity;
      let result!: ReturnType<typeof countSolutions>;
      for (let r = 0; r < repeat; r++) {
        const { geometry, givens } = parsePuzzle(record as never);
        prepareCount(geometry);
        const start = performance.now();
        result = countSolutions(geometry, givens, { limit: 2, maxPositions: 50_000_000 });
        ms = Math.min(ms, performance.now() - start);
      }
      if (!result.decided) throw new Error(`killers-iss: ${record.id} undecided`);
      if (record.solution && (result.solutions !== 1 || gridToString(result.found[0]!) !== record.solution))
        throw new Error(`killers-iss: ${record.id}: not the published solution`);
      rows.push({ set, id: record.id, index, ms, positions: result.positions, solutions: result.solutions });
    });
  }
  return rows;
}

/** `--root DIR --sets a,b --repeat N`: the rows as JSON on stdout. */
function main(argv: readonly string[]): void {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    if (i < 0 || argv[i + 1] === undefined) throw new Error(`killers-run: ${name} needs a value`);
    return argv[i + 1]!;
  };
  const rows = countKillers(value('--root'), value('--sets').split(','), Number(value('--repeat')));
  process.stdout.write(`${JSON.stringify(rows)}\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2));
