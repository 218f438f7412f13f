import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPool, verifyPools } from '@sudoku-forge/puzzle-store/node';
import { afterAll, describe, expect, it } from 'vitest';
import { mergePools } from './merge.ts';
import { generatePools, type GenerateOptions } from './run.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'generate-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Every file under dir with its bytes, for byte-for-byte comparison. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const variant of await readdir(dir)) {
    for (const file of await readdir(join(dir, variant))) out[`${variant}/${file}`] = await readFile(join(dir, variant, file), 'utf8');
  }
  return out;
}

const small = (dir: string, extra: Partial<GenerateOptions> = {}): GenerateOptions => ({
  dir,
  variant: 'classic',
  count: 2,
  levels: ['easy', 'medium', 'hard'],
  seed: 7,
  workers: 0,
  ...extra,
});

describe('generation runs', () => {
  it('gives identical files for the same seed, whatever the number of worker threads', async () => {
    const [a, b, c] = [await tempDir(), await tempDir(), await tempDir()];
    await generatePools(small(a));
    await generatePools(small(b));
    await generatePools(small(c, { workers: 2 }));
    const first = await snapshot(a);
    expect(Object.keys(first)).toEqual(['classic/easy.json', 'classic/hard.json', 'classic/medium.json']);
    expect(await snapshot(b)).toEqual(first);
    expect(await snapshot(c)).toEqual(first);
    const summary = await verifyPools(a, { workers: 0 });
    expect(summary.failures).toEqual([]);
    expect(summary.verified).toBe(6);
  });

  it('resumes: appends, keeps what the pool held, continues ids and seeds, skips duplicates', async () => {
    const dir = await tempDir();
    const first = await generatePools(small(dir, { variant: '6x6', levels: ['easy'], seed: 100 }));
    expect(first.levels[0]).toMatchObject({ have: 2, goal: 2, added: 2 });
    const before = await readPool(dir, '6x6', 'easy');
    // The same seed again: its puzzles are duplicates now, so it must find new ones.
    const second = await generatePools(small(dir, { variant: '6x6', levels: ['easy'], seed: 100 }));
    expect(second.duplicates).toBeGreaterThanOrEqual(2);
    // Without a seed the run starts past the largest stored one.
    await generatePools(small(dir, { variant: '6x6', levels: ['easy'], count: 1, seed: undefined }));
    const after = await readPool(dir, '6x6', 'easy');
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.map((r) => r.id)).toEqual(['6x6-easy-0001', '6x6-easy-0002', '6x6-easy-0003', '6x6-easy-0004', '6x6-easy-0005']);
    expect(after[4]!.seed).toBeGreaterThan(Math.max(...after.slice(0, 4).map((r) => r.seed)));
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([]);
  });

  it('fill mode tops a pool up to a size and stops at once when it is already there', async () => {
    const dir = await tempDir();
    await generatePools(small(dir, { variant: '4x4', levels: ['easy'], count: 3, mode: 'fill' }));
    const again = await generatePools(small(dir, { variant: '4x4', levels: ['easy'], count: 3, mode: 'fill' }));
    expect(again.attempts).toBe(0);
    expect(again.levels[0]).toMatchObject({ have: 3, added: 0 });
  });

  it('stops at the budget and keeps what it found', async () => {
    const dir = await tempDir();
    const started = performance.now();
    const result = await generatePools(small(dir, { variant: '4x4', levels: ['easy'], count: 1_000_000, budgetSeconds: 1, workers: 1 }));
    expect(result.stopReason).toBe('budget');
    expect(performance.now() - started).toBeLessThan(30_000); // generous: only guards against a hang
    expect((await readPool(dir, '4x4', 'easy')).length).toBe(result.levels[0]!.have);
    const files = Object.keys(await snapshot(dir));
    expect(files).toEqual(result.levels[0]!.have > 0 ? ['4x4/easy.json'] : []); // no temporary file left behind
  });

  it('gives shards disjoint seeds', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    await generatePools(small(a, { variant: '4x4', levels: ['easy'], shard: { index: 0, count: 2 } }));
    await generatePools(small(b, { variant: '4x4', levels: ['easy'], shard: { index: 1, count: 2 } }));
    const seedsA = (await readPool(a, '4x4', 'easy')).map((r) => r.seed);
    const seedsB = (await readPool(b, '4x4', 'easy')).map((r) => r.seed);
    expect(seedsA.every((s) => s % 2 === 7 % 2)).toBe(true);
    expect(seedsB.every((s) => s % 2 !== 7 % 2)).toBe(true);
  });
});

describe('merging shards', () => {
  it('appends new records with fresh ids and skips duplicates', async () => {
    const [a, b, target] = [await tempDir(), await tempDir(), await tempDir()];
    await generatePools(small(a, { variant: '6x6', levels: ['easy'], shard: { index: 0, count: 2 } }));
    await generatePools(small(b, { variant: '6x6', levels: ['easy'], shard: { index: 1, count: 2 } }));
    expect(await mergePools(target, [a, b])).toEqual({ added: 4, duplicates: 0 });
    expect(await mergePools(target, [b])).toEqual({ added: 0, duplicates: 2 });
    const merged = await readPool(target, '6x6', 'easy');
    expect(merged.map((r) => r.id)).toEqual(['6x6-easy-0001', '6x6-easy-0002', '6x6-easy-0003', '6x6-easy-0004']);
    expect((await verifyPools(target, { workers: 0 })).failures).toEqual([]);
  });
});
