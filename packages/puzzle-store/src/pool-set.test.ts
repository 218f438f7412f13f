import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPool, writePool } from './files.ts';
import { PoolSet, type NewRecord } from './pool-set.ts';
import { recordCanonical } from './verify.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// Two different 4x4 puzzles, and the first one relabelled (1↔2): a disguise of it.
const A: NewRecord = {
  variant: '4x4',
  level: 'easy',
  puzzle: '1...' + '..3.' + '.4..' + '...2',
  clues: 4,
  techniques: ['naked single'],
  seed: 5,
};
const B: NewRecord = { ...A, puzzle: '12..' + '....' + '....' + '..34', seed: 9 };
const A2: NewRecord = { ...A, puzzle: '2...' + '..3.' + '.4..' + '...1', seed: 11 };
const key = (entry: NewRecord) => recordCanonical({ id: '4x4-easy-0001', ...entry });

describe("a variant's pools as one set", () => {
  it('files with the next id, refuses disguised duplicates and full levels, and writes what changed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pool-set-'));
    dirs.push(dir);
    await writePool(dir, '4x4', 'easy', [{ id: '4x4-easy-0007', ...A }]);
    const pools = await PoolSet.load(dir, '4x4');
    expect(pools.counts()).toMatchObject({ easy: 1, medium: 0 });
    expect(pools.maxSeed).toBe(5);
    const before = pools.fingerprint();
    expect(key(A2)).toBe(key(A));
    expect(pools.file(A2, key(A2))).toBe('duplicate');
    expect(pools.file(B, key(B), 1)).toBe('full');
    expect(pools.fingerprint()).toBe(before);
    expect(pools.file(B, key(B), 2)).toBe('added');
    expect(pools.fingerprint()).not.toBe(before);
    expect(pools.records('easy').map((r) => r.id)).toEqual(['4x4-easy-0007', '4x4-easy-0008']);
    expect(pools.maxSeed).toBe(9);
    await pools.write(dir);
    expect((await readPool(dir, '4x4', 'easy')).map((r) => r.seed)).toEqual([5, 9]);
    expect(await readFile(join(dir, '4x4', 'easy.json'), 'utf8')).toMatch(/^\[\n\{"id":"4x4-easy-0007"/u);
    expect((await PoolSet.load(dir, '4x4')).fingerprint()).toBe(pools.fingerprint());
  });
});
