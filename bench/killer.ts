/**
 * Killer sets for `count2` (issue 15 §2): zero-given killers only — the stored pools' zero-given
 * records (data/puzzles/killer/*.json) and the published hard killers of datasets/killer/
 * (origin in its README). Every killer has its own cage set, so its own geometry and its own
 * counter tables: each timed run hands the counter a fresh geometry object, so building the
 * tables is timed too, as a first `sudoku solve` of that killer pays it.
 *
 * Unlike the classic sets, an undecided count does not stop the bench: it is the figure. Each
 * set reports how many were decided and unique, and the positions per puzzle (median, max).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePuzzle, type Geometry } from '@sudoku-forge/core-solver';
import type { CountFunction } from './ops.ts';

export interface KillerSet {
  /** Figure label: "killer/…". */
  readonly name: string;
  readonly puzzles: readonly { readonly id: string; readonly geometry: Geometry; readonly givens: Uint8Array }[];
}

export interface KillerFigure {
  readonly set: string;
  readonly count: number;
  readonly perSecond: number;
  readonly runs: number;
  readonly decided: number;
  readonly unique: number;
  readonly positionsMedian: number;
  readonly positionsMax: number;
}

/** Published sets, by file in datasets/killer/, measured in this order. */
export const PUBLISHED_KILLER_FILES = ['tarek.jsonl', 'extreme.jsonl', 'mathemagic.jsonl'] as const;

function records(text: string): { id?: string; puzzle: string }[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as { id?: string; puzzle: string }[];
  return trimmed
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => JSON.parse(line) as { id?: string; puzzle: string });
}

function toSet(name: string, list: { id?: string; puzzle: string }[]): KillerSet {
  const puzzles = list
    .filter((r) => !/[1-9]/u.test(r.puzzle))
    .map((r, i) => ({ id: r.id ?? String(i + 1), ...parsePuzzle(r as never) }));
  return { name, puzzles };
}

/** The stored zero-given killers and the published sets; sets whose files are missing are left out. */
export function loadKillerSets(repoRoot: string, quick: boolean): KillerSet[] {
  const sets: KillerSet[] = [];
  const poolDir = join(repoRoot, 'data/puzzles/killer');
  try {
    const stored = readdirSync(poolDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .flatMap((f) => records(readFileSync(join(poolDir, f), 'utf8')));
    sets.push(toSet('killer/stored-zero-given', stored));
  } catch {
    // no stored killers: nothing to measure there
  }
  for (const file of PUBLISHED_KILLER_FILES) {
    if (quick && file !== 'tarek.jsonl') continue;
    try {
      const list = records(readFileSync(join(repoRoot, 'datasets/killer', file), 'utf8'));
      sets.push(toSet(`killer/${file.replace(/\.jsonl$/u, '')}`, quick ? list.slice(0, 10) : list));
    } catch {
      // set not present
    }
  }
  return sets.filter((s) => s.puzzles.length > 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * count2 over one killer set with `count`, `runs` times (a fresh geometry object per puzzle and
 * run); `seconds()` starts a clock and returns a function reading it.
 */
export function measureKiller(
  set: KillerSet,
  count: CountFunction,
  runs: number,
  clock: () => () => number,
): KillerFigure {
  const rates: number[] = [];
  let positions: number[] = [];
  let decided = 0;
  let unique = 0;
  for (let run = 0; run < runs; run++) {
    positions = [];
    decided = unique = 0;
    const elapsed = clock();
    for (const p of set.puzzles) {
      const result = count({ ...p.geometry }, p.givens, { limit: 2 });
      positions.push(result.positions);
      if (result.decided) decided++;
      if (result.decided && result.solutions === 1) unique++;
    }
    rates.push(set.puzzles.length / elapsed());
  }
  return {
    set: set.name,
    count: set.puzzles.length,
    perSecond: median(rates),
    runs,
    decided,
    unique,
    positionsMedian: median(positions),
    positionsMax: Math.max(...positions),
  };
}
