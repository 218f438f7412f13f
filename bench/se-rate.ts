/**
 * Sudoku Explainer rating (issue 28, contract §6 op "se-rate"): puzzles rated per second on
 * magictour (goal ≥ 20/s), and agreement with SE ratings (datasets/se-rated: % of puzzles whose ER
 * is within 0.1 and within 0.3 of the reference, overall and per whole-number band; goal ≥ 80% and
 * ≥ 95%) in two files: serate 1.2.1.3's ratings (the forum's rating program, what we follow) of a
 * 17-clue sample and the Sudoku Exchange sample, and that sample's published ratings (by Sukaku
 * Explainer, which has rules SE lacks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seRate } from '@sudoku-forge/grader/se';

/** Untimed set-up; the run rates every puzzle (each must finish with a rating ≥ 1.0). */
export function prepareSeRate(puzzles: readonly string[]): () => number {
  return () => {
    for (const puzzle of puzzles) {
      const r = seRate(puzzle);
      if (!(r.er >= 1 && r.ed <= r.ep && r.ep <= r.er))
        throw new Error(`se-rate: ${puzzle}: bad rating ${r.er}/${r.ep}/${r.ed}`);
    }
    return puzzles.length;
  };
}

export interface Agreement {
  readonly count: number;
  readonly perSecond: number;
  readonly within01: number;
  readonly within03: number;
  /** Per band (floor of the published ER): [puzzles, within 0.1, within 0.3]. */
  readonly bands: ReadonlyMap<number, readonly [number, number, number]>;
}

/** The rated files: lines "PUZZLE ER[/EP/ED] …" (datasets/se-rated/README.md), the reference first. */
export const SE_RATED_FILES = [
  join('datasets', 'se-rated', 'serate.txt'),
  join('datasets', 'se-rated', 'sudoku-exchange-sample.txt'),
] as const;

export function seAgreement(repoRoot: string, file: string, every = 1): Agreement {
  const lines = readFileSync(join(repoRoot, file), 'utf8')
    .split('\n')
    .filter((l, i) => l.trim() !== '' && i % every === 0);
  const bands = new Map<number, [number, number, number]>();
  let within01 = 0;
  let within03 = 0;
  const start = performance.now();
  for (const line of lines) {
    const [puzzle, published] = line.trim().split(/\s+/);
    const want = Number(published!.split('/')[0]);
    const diff = Math.abs(seRate(puzzle!).er - want);
    const band = bands.get(Math.floor(want)) ?? [0, 0, 0];
    band[0]++;
    if (diff <= 0.1 + 1e-9) {
      within01++;
      band[1]++;
    }
    if (diff <= 0.3 + 1e-9) {
      within03++;
      band[2]++;
    }
    bands.set(Math.floor(want), band);
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    count: lines.length,
    perSecond: lines.length / seconds,
    within01: within01 / lines.length,
    within03: within03 / lines.length,
    bands,
  };
}

export function agreementText(file: string, a: Agreement): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const bands = [...a.bands]
    .sort((x, y) => x[0] - y[0])
    .map(([band, [n, w1, w3]]) => `${band}.x: ${n} puzzles, ${pct(w1 / n)} within 0.1, ${pct(w3 / n)} within 0.3`);
  return [
    `se-rate agreement on ${file}: ${a.count} puzzles, ${pct(a.within01)} within 0.1, ${pct(a.within03)} within 0.3`,
    ...bands.map((b) => `  ${b}`),
  ].join('\n');
}
