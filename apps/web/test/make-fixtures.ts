/**
 * Makes the tiny puzzle pools the web app's end-to-end tests play on, with the generator's own
 * maker: every record is a `makePuzzle(variant, seed, level)` candidate (@sudoku-forge/generator),
 * so the fixtures are puzzles as the real pools hold them — carved towards their level and graded,
 * killers with no givens and cages as published — and this script makes none of its own.
 *
 *   pnpm --filter @sudoku-forge/web fixtures      (writes test/fixtures/pools/<variant>/<level>.json)
 *
 * Each variant gets the levels in PLAN, filled from seeds counted up from FIRST_SEED (one count
 * per variant, so its levels never share a grid). A candidate is kept only if it earned the level
 * it aimed at and is no disguise of one already kept. Pools are written as the real ones are
 * (puzzle-store's formatPool: one record per line, contract field order), except that every
 * record keeps its solution: the scenarios type answers from it (real pools store it for 16×16
 * only). These are test fixtures, not shipped pools. The output is deterministic (fixed seeds).
 *
 * The levels mirror what the scenarios rely on: classic and killer have easy and medium; hyper
 * has no hard pool (a scenario opens that level expecting "no puzzles"); 4×4, 6×6 and 16×16 have
 * easy only (their medium level is a damaged pool in test/fixtures/broken-pools); the constraint
 * presets (thermo, kropki, …) have easy only, arrow and little killer easy and medium (an easy one
 * fills the last cell of its sums, a medium one needs their bounds).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VariantId } from '@sudoku-forge/core-solver';
import { makePuzzle, type Candidate } from '@sudoku-forge/generator';
import type { Level } from '@sudoku-forge/grader';
import { formatPool, poolPath, recordId, type StoredRecord } from '@sudoku-forge/puzzle-store';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'fixtures', 'pools');

/** Puzzles per variant and level. */
const PLAN: Record<VariantId, Partial<Record<Level, number>>> = {
  classic: { easy: 1, medium: 1 },
  killer: { easy: 1, medium: 1 },
  '4x4': { easy: 2 },
  '6x6': { easy: 2 },
  '16x16': { easy: 2 },
  'anti-knight': { easy: 1, extreme: 1 },
  diagonal: { easy: 1, extreme: 1 },
  hyper: { easy: 1, extreme: 1 },
  irregular: { easy: 1, extreme: 1 },
  thermo: { easy: 1 },
  arrow: { easy: 1, medium: 1 },
  kropki: { easy: 1 },
  xv: { easy: 1 },
  'odd-even': { easy: 1 },
  'non-consecutive': { easy: 1 },
  'anti-king': { easy: 1 },
  'little-killer': { easy: 1, medium: 1 },
};

const FIRST_SEED = 1000;
/** Attempts one level may take before the script gives up (a plan no seed range can fill). */
const MAX_ATTEMPTS = 50;

/** Seeds for one variant, counted up across its levels. */
function seedCounter(): () => number {
  let next = FIRST_SEED;
  return () => next++;
}

/** `count` distinct puzzles that earned `level`, from the next seeds. */
function fillLevel(variant: VariantId, level: Level, count: number, nextSeed: () => number): Candidate[] {
  const kept: Candidate[] = [];
  for (let attempt = 0; kept.length < count; attempt++) {
    if (attempt === MAX_ATTEMPTS)
      throw new Error(`${variant} ${level}: only ${kept.length} of ${count} in ${MAX_ATTEMPTS} attempts`);
    const { candidate } = makePuzzle(variant, nextSeed(), level);
    if (candidate?.level === level && !kept.some((k) => k.canonical === candidate.canonical)) kept.push(candidate);
  }
  return kept;
}

/** A candidate as a stored record, its solution kept (see the file comment). */
function toRecord(candidate: Candidate, number: number): StoredRecord {
  return {
    id: recordId(candidate.variant, candidate.level, number),
    variant: candidate.variant,
    level: candidate.level,
    puzzle: candidate.puzzle,
    clues: candidate.clues,
    techniques: candidate.techniques,
    solution: candidate.solution,
    ...(candidate.regions !== undefined ? { regions: candidate.regions } : {}),
    ...(candidate.cages !== undefined ? { cages: candidate.cages } : {}),
    ...(candidate.constraints !== undefined ? { constraints: candidate.constraints } : {}),
    seed: candidate.seed,
  };
}

function writePool(records: StoredRecord[]): void {
  const { variant, level } = records[0]!;
  const path = join(outDir, poolPath(variant, level));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, formatPool(records));
}

function describe(record: StoredRecord): string {
  return `${record.id} (${record.clues} clues${record.cages ? `, ${record.cages.length} cages` : ''}; ${record.techniques.join(', ')})`;
}

rmSync(outDir, { recursive: true, force: true });
for (const [variant, levels] of Object.entries(PLAN) as [VariantId, Partial<Record<Level, number>>][]) {
  const nextSeed = seedCounter();
  for (const [level, count] of Object.entries(levels) as [Level, number][]) {
    const records = fillLevel(variant, level, count, nextSeed).map((candidate, i) => toRecord(candidate, i + 1));
    writePool(records);
    console.log(records.map(describe).join('\n'));
  }
}
