import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPool, verifyPools, writePool } from '@sudoku-forge/puzzle-store/node';
import { afterAll, describe, expect, it } from 'vitest';
import { MergeAbortedError, MergeError, mergeShards } from './merge.ts';
import type { GenerateOptions } from './run-spec.ts';
import { formatProgress, generatePools } from './run.ts';
import { readShardFile } from './shard-state.ts';
import { GENERATOR_VERSION } from './version.ts';

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
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory()) {
      out[entry.name] = await readFile(join(dir, entry.name), 'utf8');
      continue;
    }
    for (const file of (await readdir(join(dir, entry.name))).sort())
      out[`${entry.name}/${file}`] = await readFile(join(dir, entry.name, file), 'utf8');
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
    expect(after.map((r) => r.id)).toEqual([
      '6x6-easy-0001',
      '6x6-easy-0002',
      '6x6-easy-0003',
      '6x6-easy-0004',
      '6x6-easy-0005',
    ]);
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
    // A run that ignored its budget would hang until the test's own timeout (vitest.shared.ts).
    const result = await generatePools(
      small(dir, { variant: '4x4', levels: ['easy'], count: 1_000_000, budgetSeconds: 1, workers: 1 }),
    );
    expect(result.stopReason).toBe('budget');
    expect((await readPool(dir, '4x4', 'easy')).length).toBe(result.levels[0]!.have);
    const files = Object.keys(await snapshot(dir));
    expect(files).toEqual(result.levels[0]!.have > 0 ? ['4x4/easy.json'] : []); // no temporary file left behind
  });

  it('counts puzzles of levels the run does not collect apart from drops over a full pool', async () => {
    const dir = await tempDir();
    // --level hard on 6x6: attempts that earn easy or medium are not "over full pools".
    const result = await generatePools(small(dir, { variant: '6x6', levels: ['hard'], count: 3, workers: 0 }));
    expect(result.stopReason).toBe('full');
    expect(result.otherLevels).toBeGreaterThan(0);
    expect(result.droppedFull).toBe(0);
    expect(formatProgress(result)).toMatch(/ 0 over full pools, \d+ of levels not asked for, /u);
  });

  it('gives shards disjoint seeds', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    await generatePools(small(a, { variant: '4x4', levels: ['easy'], shard: { index: 0, count: 2 } }));
    await generatePools(small(b, { variant: '4x4', levels: ['easy'], shard: { index: 1, count: 2 } }));
    const seedsA = (await readPool(a, '4x4', 'easy')).map((r) => r.seed);
    const seedsB = (await readPool(b, '4x4', 'easy')).map((r) => r.seed);
    expect(seedsA.length).toBe(2);
    expect(seedsB.length).toBe(2);
    expect(seedsA.every((s) => s % 2 === 7 % 2)).toBe(true);
    expect(seedsB.every((s) => s % 2 !== 7 % 2)).toBe(true);
  });
});

/** A base of pools to extend: a few 6x6 and 4x4 puzzles from an earlier run. */
async function baseDir(): Promise<string> {
  const dir = await tempDir();
  await generatePools({ dir, variant: '6x6', count: 2, levels: ['easy', 'medium'], seed: 900, workers: 0 });
  await generatePools({ dir, variant: '4x4', count: 3, levels: ['easy'], seed: 900, workers: 0 });
  return dir;
}

async function copyOf(dir: string): Promise<string> {
  const copy = await tempDir();
  await cp(dir, copy, { recursive: true });
  return copy;
}

/** The run of the sharding tests: three 6x6 levels, so targets, caps and ids all come into play. */
const RUN: Omit<GenerateOptions, 'dir'> = {
  variant: '6x6',
  count: 4,
  mode: 'fill',
  levels: ['easy', 'medium', 'hard'],
  seed: 41,
  workers: 0,
};
/** Minimal 4x4 puzzles are few (36 up to disguise): the shards find many of the same ones. */
const DUPLICATING: Omit<GenerateOptions, 'dir'> = {
  variant: '4x4',
  count: 12,
  mode: 'fill',
  levels: ['easy'],
  seed: 3,
  workers: 0,
  clueFloor: 0,
};

/** Runs every shard of a run into its own copy of the base and merges them into another copy. */
async function shardedRun(
  base: string,
  run: Omit<GenerateOptions, 'dir'>,
  count: number,
): Promise<{ merged: string; parts: string[] }> {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const part = await copyOf(base);
    await generatePools({ ...run, dir: part, shard: { index, count } });
    parts.push(part);
  }
  const merged = await copyOf(base);
  await mergeShards(merged, parts, { workers: 0 });
  return { merged, parts };
}

describe("sharded runs merge to one machine's bytes", () => {
  for (const [name, run] of [
    ['6x6, three levels', RUN],
    ['4x4 easy, many duplicates', DUPLICATING],
  ] as const) {
    it(`${name}: n = 1, 2, 3, 5 give the single run's files byte for byte`, async () => {
      const base = await baseDir();
      const single = await copyOf(base);
      const result = await generatePools({ ...run, dir: single });
      expect(result.stopReason).toBe('full');
      const { writeManifest } = await import('@sudoku-forge/puzzle-store/node');
      await writeManifest(single);
      const expected = await snapshot(single);
      expect(expected).not.toEqual(await snapshot(base));
      for (const n of [1, 2, 3, 5]) {
        const { merged } = await shardedRun(base, run, n);
        expect(await snapshot(merged), `${n} shards`).toEqual(expected);
      }
      if (run === DUPLICATING) expect(result.duplicates).toBeGreaterThan(0);
    });
  }

  it("with an attempt limit each of n shards tries 1/n of the seeds, and the merge is still one run's bytes", async () => {
    const base = await baseDir();
    const bounded = { ...RUN, count: 30, maxAttempts: 24 };
    const single = await copyOf(base);
    const result = await generatePools({ ...bounded, dir: single });
    expect(result.stopReason).toBe('attempts');
    expect(result.attempts).toBe(24);
    const { writeManifest } = await import('@sudoku-forge/puzzle-store/node');
    await writeManifest(single);
    const expected = await snapshot(single);
    for (const n of [2, 3]) {
      const { merged, parts } = await shardedRun(base, bounded, n);
      for (const part of parts)
        expect((await readShardFile(part))!.runs[0]!.attempts).toBeLessThanOrEqual(Math.ceil(24 / n));
      expect(await snapshot(merged), `${n} shards`).toEqual(expected);
    }
  });

  it('a shard re-run after an interruption or a crash ends with the same bytes', async () => {
    const base = await baseDir();
    const whole = await copyOf(base);
    await generatePools({ ...RUN, dir: whole, shard: { index: 1, count: 2 } });
    const expected = await snapshot(whole);
    // Interrupted: stopped after a moment, then run again (the same arguments).
    const cut = await copyOf(base);
    const controller = new AbortController();
    const first = await generatePools({
      ...RUN,
      dir: cut,
      shard: { index: 1, count: 2 },
      workers: 1,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.attempts >= 2) controller.abort();
      },
      progressSeconds: 0.001,
    });
    expect(first.stopReason).toBe('aborted');
    expect(first.levels.some((l) => l.added > 0)).toBe(true);
    expect((await readShardFile(cut))!.runs[0]).toMatchObject({ stop: 'aborted' });
    await generatePools({ ...RUN, dir: cut, shard: { index: 1, count: 2 } });
    expect(await snapshot(cut)).toEqual(expected);
    // Crashed between writing the pools and the shard file: the file says less than the pools hold.
    const crashed = await copyOf(whole);
    const file = (await readShardFile(crashed))!;
    await writeFile(
      join(crashed, 'shard.json'),
      JSON.stringify({ runs: file.runs.map((r) => ({ ...r, attempts: 1, stop: null })) }),
    );
    const again = await generatePools({ ...RUN, dir: crashed, shard: { index: 1, count: 2 } });
    expect(again.levels.every((l) => l.added === 0)).toBe(true);
    // shard.json's attempt count is then a lower bound of the true one; the pools are the same bytes.
    const { 'shard.json': _left, ...pools } = await snapshot(crashed);
    const { 'shard.json': _right, ...expectedPools } = expected;
    expect(pools).toEqual(expectedPools);
    // Complete: a third run does nothing at all.
    const third = await generatePools({ ...RUN, dir: whole, shard: { index: 1, count: 2 } });
    expect(third.attempts).toBe(0);
    expect(await snapshot(whole)).toEqual(expected);
    // Other arguments into the same shard folder are refused.
    await expect(generatePools({ ...RUN, seed: 42, dir: whole, shard: { index: 1, count: 2 } })).rejects.toThrow(
      /another 6x6 run/u,
    );
  });
});

describe('merge is safe to run again', () => {
  it('a finished merge re-run, or one killed between its file writes, ends with the same bytes', async () => {
    const base = await baseDir();
    const { merged, parts } = await shardedRun(base, RUN, 2);
    const expected = await snapshot(merged);
    // A re-run of a finished merge changes nothing.
    const again = await mergeShards(merged, parts, { workers: 0 });
    expect(again.map((r) => r.resumed)).toEqual([true]);
    expect(await snapshot(merged)).toEqual(expected);
    // Killed after the first level file was renamed: the other levels and index.json still the base's.
    const crashed = await copyOf(base);
    expect(await readFile(join(crashed, '6x6', 'easy.json'), 'utf8')).not.toBe(expected['6x6/easy.json']);
    await writeFile(join(crashed, '6x6', 'easy.json'), expected['6x6/easy.json']!);
    expect(await snapshot(crashed)).not.toEqual(expected);
    const finished = await mergeShards(crashed, parts, { workers: 0 });
    expect(finished.map((r) => r.resumed)).toEqual([true]);
    expect(await snapshot(crashed)).toEqual(expected);
    // A first merge is not a resumed one.
    const fresh = await copyOf(base);
    expect((await mergeShards(fresh, parts, { workers: 0 })).map((r) => r.resumed)).toEqual([false]);
  });
});

describe('merge refuses', () => {
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MergeError);
    return error as MergeError;
  };

  it('missing, doubled and overlapping shards, other runs, unfinished shards, another base, bad pools', async () => {
    const base = await baseDir();
    const { parts } = await shardedRun(base, RUN, 3);
    const target = async () => copyOf(base);
    expect((await refusal(mergeShards(await target(), [parts[0]!, parts[2]!], { workers: 0 }))).message).toMatch(
      /shard 2\/3 is missing/u,
    );
    expect((await refusal(mergeShards(await target(), [...parts, parts[1]!], { workers: 0 }))).message).toMatch(
      /shard 2\/3 is given twice/u,
    );
    const { parts: halves } = await shardedRun(base, RUN, 2);
    expect((await refusal(mergeShards(await target(), [...parts, halves[0]!], { workers: 0 }))).message).toMatch(
      /seed ranges overlap/u,
    );
    const { parts: other } = await shardedRun(base, { ...RUN, seed: 77 }, 3);
    expect(
      (await refusal(mergeShards(await target(), [parts[0]!, parts[1]!, other[2]!], { workers: 0 }))).message,
    ).toMatch(/different runs/u);
    expect((await refusal(mergeShards(await target(), [base], { workers: 0 }))).message).toMatch(
      /not a shard's output/u,
    );
    expect(
      (await refusal(mergeShards(await target(), [...parts, join(base, 'no-such-shard')], { workers: 0 }))).message,
    ).toMatch(/no-such-shard does not exist/u);
    // Another base: the target holds more than the shards started from.
    const moved = await target();
    await generatePools({ dir: moved, variant: '6x6', count: 1, levels: ['hard'], seed: 5000, workers: 0 });
    expect((await refusal(mergeShards(moved, parts, { workers: 0 }))).message).toMatch(
      /does not hold the 6x6 pools the shards started from/u,
    );
    // An unfinished shard.
    const cut = await copyOf(parts[1]!);
    const file = (await readShardFile(cut))!;
    await writeFile(
      join(cut, 'shard.json'),
      JSON.stringify({ runs: file.runs.map((r) => ({ ...r, stop: 'budget' })) }),
    );
    expect((await refusal(mergeShards(await target(), [parts[0]!, cut, parts[2]!], { workers: 0 }))).message).toMatch(
      /stopped early \(budget\)/u,
    );
    // A pool edited by hand fails verify: exit 1's kind of refusal.
    const bad = await copyOf(parts[2]!);
    const path = join(bad, '6x6', 'hard.json');
    const text = await readFile(path, 'utf8');
    const edited = text.replace(/"puzzle":"([^"]*?)[1-6]/u, '"puzzle":"$1.');
    expect(edited).not.toBe(text);
    await writeFile(path, edited);
    const failed = await refusal(mergeShards(await target(), [parts[0]!, parts[1]!, bad], { workers: 0 }));
    expect(failed.code).toBe('verify');
    expect(failed.message).toMatch(/fails verify/u);
    // A record dropped by hand still passes verify, but the pools are not what the shard wrote.
    const trimmed = await copyOf(parts[1]!);
    const hard = await readPool(trimmed, '6x6', 'hard');
    await writePool(trimmed, '6x6', 'hard', hard.slice(0, -1));
    expect((await verifyPools(trimmed, { workers: 0 })).failures).toEqual([]);
    const changed = await refusal(mergeShards(await target(), [parts[0]!, trimmed, parts[2]!], { workers: 0 }));
    expect(changed.code).toBe('verify');
    expect(changed.message).toMatch(/not the ones its shard wrote/u);
    // Nothing of any refusal was written: the good shards still merge.
    const good = await target();
    await mergeShards(good, parts, { workers: 0 });
    expect((await verifyPools(good, { workers: 0 })).failures).toEqual([]);
  });

  it('a shard.json without its output digest, shards of another generator version, and a shard folder as --out (issue 31)', async () => {
    const base = await baseDir();
    const { parts } = await shardedRun(base, DUPLICATING, 2);
    for (const part of parts) expect((await readShardFile(part))!.runs[0]!.generator).toBe(GENERATOR_VERSION);
    const before = await snapshot(base);
    const target = await copyOf(base);
    const edit = async (dir: string, change: (run: Record<string, unknown>) => Record<string, unknown>) => {
      const copy = await copyOf(dir);
      const file = (await readShardFile(copy))!;
      await writeFile(join(copy, 'shard.json'), JSON.stringify({ runs: file.runs.map((r) => change({ ...r })) }));
      return copy;
    };
    // Tampered: a record dropped by hand and the digest that would tell removed from shard.json.
    const tampered = await edit(parts[1]!, ({ output: _output, ...run }) => run);
    const easy = await readPool(tampered, '4x4', 'easy');
    await writePool(tampered, '4x4', 'easy', easy.slice(0, -1));
    const undigested = await refusal(mergeShards(target, [parts[0]!, tampered], { workers: 0 }));
    expect(undigested.message).toBe(
      `${tampered}: its shard.json records no digest of the 4x4 pools its shard wrote ("output"), so they cannot be checked; nothing was merged: make the shard again`,
    );
    // Made by another generator version: refused, naming the shard and both versions.
    const older = await edit(parts[1]!, (run) => ({ ...run, generator: 'sudoku-forge-generator 0' }));
    expect((await refusal(mergeShards(target, [parts[0]!, older], { workers: 0 }))).message).toBe(
      `${parts[0]!} and ${older} hold 4x4 shards of different generator versions (${GENERATOR_VERSION}, sudoku-forge-generator 0); nothing was merged: make every shard with one version`,
    );
    const bothOlder = [await edit(parts[0]!, (run) => ({ ...run, generator: 'sudoku-forge-generator 0' })), older];
    expect((await refusal(mergeShards(target, bothOlder, { workers: 0 }))).message).toBe(
      `${bothOlder[0]} holds a 4x4 shard of generator version sudoku-forge-generator 0, and this merge is ${GENERATOR_VERSION}; nothing was merged: make the shards again with this version`,
    );
    const unversioned = await edit(parts[1]!, ({ generator: _generator, ...run }) => run);
    expect((await refusal(mergeShards(target, [parts[0]!, unversioned], { workers: 0 }))).message).toMatch(
      /different generator versions \(.*, none recorded\)/u,
    );
    // A run whose seeds pass 4294967295 (shard.json edited by hand: generate makes none).
    const wrapping = await Promise.all(
      parts.map((part) => edit(part, (run) => ({ ...run, spec: { ...(run.spec as object), seed: 4294967290 } }))),
    );
    expect((await refusal(mergeShards(target, wrapping, { workers: 0 }))).message).toMatch(
      /^.*: its 4x4 run's seeds 4294967290 … \d+ pass 4294967295, the largest seed; nothing was merged$/u,
    );
    // A shard folder is no merge target (it would stop being that shard).
    expect((await refusal(mergeShards(await copyOf(parts[0]!), parts, { workers: 0 }))).message).toMatch(
      /holds shard 1\/2 of a run \(shard\.json\): merge into the pools the shards started from/u,
    );
    expect(await snapshot(target)).toEqual(before);
    // And a shard of another version is not resumed by this one.
    await expect(generatePools({ ...DUPLICATING, dir: older, shard: { index: 1, count: 2 } })).rejects.toThrow(
      new RegExp(
        `holds 4x4 shard 2/2 made by generator version sudoku-forge-generator 0, not ${GENERATOR_VERSION}`,
        'u',
      ),
    );
  });

  it('one variant refused or an abort before the writes leaves every variant as it was', async () => {
    const base = await baseDir();
    // One folder per shard holding both a 4x4 and a 6x6 run; 4x4 is merged (in memory) first.
    const parts: string[] = [];
    for (let index = 0; index < 2; index++) {
      const part = await copyOf(base);
      await generatePools({ ...DUPLICATING, dir: part, shard: { index, count: 2 } });
      await generatePools({ ...RUN, dir: part, shard: { index, count: 2 } });
      parts.push(part);
    }
    const before = await snapshot(base);
    // The 6x6 pools of shard 2 are trimmed by hand: refused after the 4x4 merge was filed.
    const trimmed = await copyOf(parts[1]!);
    const hard = await readPool(trimmed, '6x6', 'hard');
    await writePool(trimmed, '6x6', 'hard', hard.slice(0, -1));
    const target = await copyOf(base);
    await expect(mergeShards(target, [parts[0]!, trimmed], { workers: 0 })).rejects.toThrow(
      /not the ones its shard wrote/u,
    );
    expect(await snapshot(target)).toEqual(before);
    // Aborted (Ctrl+C) during the checks: nothing written, the lock released.
    const controller = new AbortController();
    controller.abort();
    await expect(mergeShards(target, parts, { workers: 0, signal: controller.signal })).rejects.toBeInstanceOf(
      MergeAbortedError,
    );
    expect(await snapshot(target)).toEqual(before);
    // Both variants merge once nothing is wrong.
    const results = await mergeShards(target, parts, { workers: 0 });
    expect(results.map((r) => r.variant)).toEqual(['4x4', '6x6']);
    expect(await snapshot(target)).not.toEqual(before);
  });
});
