/**
 * GENERATOR_VERSION stands for what a seed makes. This pins the puzzles a small run makes under
 * the current version (classic, 6x6, irregular, killer, arrow and little killer, digests of the pool files): when a
 * change to the generator, grader or solver makes other puzzles from the same seeds, this fails —
 * bump GENERATOR_VERSION (so merge refuses shards of the old code) and pin the new digests.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VariantId } from '@sudoku-forge/core-solver';
import type { Level } from '@sudoku-forge/grader';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePools } from './run.ts';
import { GENERATOR_VERSION } from './version.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The small run behind each pin: variant, levels, seed. */
const RUNS: readonly [VariantId, Level[], number][] = [
  ['classic', ['easy', 'hard'], 11],
  ['6x6', ['easy', 'hard'], 41],
  ['irregular', ['easy'], 5],
  ['killer', ['easy'], 7],
  ['arrow', ['easy'], 3],
  ['little-killer', ['easy'], 3],
  ['arrow', ['medium'], 3],
];

/** sha256 of each pool file a run wrote, first 16 hex digits, by "variant/level". */
const VERSION_1: Record<string, string> = {
  'classic/easy': '897c3d48164d7566',
  'classic/hard': '01f9b98099556681',
  '6x6/easy': 'eb17548466fa1bc0',
  '6x6/hard': '8790a81d3ffa2623',
  'irregular/easy': '42751fd9457ce7a3',
  'killer/easy': '8a0e94539d5d8c7c',
};
// the same classic, 6x6, irregular and killer bytes: the last sum cell reads arrows and little killers only
const VERSION_2: Record<string, string> = {
  ...VERSION_1,
  'arrow/easy': 'a88d683dbd081813',
  'little-killer/easy': '95185009e9f28ae8',
};
const PINNED: Record<string, Record<string, string>> = {
  'sudoku-forge-generator 1': VERSION_1,
  'sudoku-forge-generator 2': VERSION_2,
  // the same but for arrow/medium (version 2 made f2be5ba0a2e61271): line-house steps read dots,
  // arrows, XV and little killers too
  'sudoku-forge-generator 3': { ...VERSION_2, 'arrow/medium': '6970ff5b68e76a05' },
  // the same bytes: the new constraint steps are expert, and the pins make easy to medium pools
  'sudoku-forge-generator 4': { ...VERSION_2, 'arrow/medium': '6970ff5b68e76a05' },
  // the same bytes: the house and its constraints is expert, last of the level
  'sudoku-forge-generator 5': { ...VERSION_2, 'arrow/medium': '6970ff5b68e76a05' },
  // the same bytes: the counter's new search order shows in longer killer counts (expert repairs)
  'sudoku-forge-generator 6': { ...VERSION_2, 'arrow/medium': '6970ff5b68e76a05' },
  // the same bytes: the counter reads the houses' needed digits from the start (expert repairs)
  'sudoku-forge-generator 7': { ...VERSION_2, 'arrow/medium': '6970ff5b68e76a05' },
};

describe('GENERATOR_VERSION', () => {
  it('names what the current code makes from a seed (bump it when this changes)', async () => {
    const found: Record<string, string> = {};
    for (const [variant, levels, seed] of RUNS) {
      const dir = await mkdtemp(join(tmpdir(), 'generator-version-'));
      dirs.push(dir);
      await generatePools({ dir, variant, count: 1, levels, seed, workers: 0, maxAttempts: 200 });
      for (const level of levels) {
        const text = await readFile(join(dir, variant, `${level}.json`), 'utf8').catch(() => '');
        found[`${variant}/${level}`] = createHash('sha256').update(text).digest('hex').slice(0, 16);
      }
    }
    expect(found, `what a seed makes changed: bump GENERATOR_VERSION (${GENERATOR_VERSION}) and pin these`).toEqual(
      PINNED[GENERATOR_VERSION],
    );
  });
});
