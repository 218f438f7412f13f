/**
 * The generate command's refusals that need no generation (issue 31): seeds past 32 bits, and a
 * shard folder written by anything but its own shard. In process, on tiny 4x4 runs.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GenerateUsageError, runGenerateCommand, type GenerateArgs } from './command.ts';
import { generatePools } from './run.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'generate-command-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Every file under dir (one level of folders) with its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      out[join(entry.parentPath, entry.name)] = await readFile(join(entry.parentPath, entry.name), 'utf8');
  }
  return out;
}

/** The refusal runGenerateCommand ends with (exit 2 in the CLI). */
async function refusal(args: Omit<GenerateArgs, 'workers' | 'quiet'>): Promise<GenerateUsageError> {
  const error = await runGenerateCommand({ workers: '0', quiet: true, ...args }, () => {}).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerateUsageError);
  return error as GenerateUsageError;
}

describe('seeds are 32-bit: nothing wraps past 4294967295 (issue 31)', () => {
  it('--seed past 4294967295 is refused before the folder is touched', async () => {
    const out = join(await tempDir(), 'pools');
    for (const seed of ['4294967296', '18446744073709551616']) {
      expect((await refusal({ positionals: ['4x4', '1'], seed, out })).message).toBe(
        `--seed must be a whole number from 0 to 4294967295, got '${seed}'`,
      );
    }
    await expect(readdir(out)).rejects.toThrow(/ENOENT/u);
  });

  it('a run whose seed range would pass 4294967295 is refused, sharded or not, and writes nothing', async () => {
    const out = await tempDir();
    const message = (
      await refusal({ positionals: ['4x4', '1'], seed: '4294967000', attempts: '1000', shard: '1/2', out })
    ).message;
    expect(message).toBe(
      `the run's seeds 4294967000 … 4294967999 (1000 attempts) pass 4294967295, the largest seed: give a smaller --seed or --attempts`,
    );
    // Without --attempts the run's own limit counts (1000 attempts at least).
    expect((await refusal({ positionals: ['4x4', '1'], seed: '4294967295', out })).message).toMatch(
      /^the run's seeds 4294967295 … 4294968294 \(1000 attempts\) pass 4294967295/u,
    );
    expect(await snapshot(out)).toEqual({});
    // The last seeds themselves are fine.
    const results = await runGenerateCommand(
      { positionals: ['4x4', '1'], seed: '4294967290', attempts: '6', out, workers: '0', quiet: true },
      () => {},
    );
    expect(results[0]!.attempts).toBeLessThanOrEqual(6);
  });
});

describe('a shard folder is written only by its own shard (issue 31)', () => {
  it('a plain generate (or --manifest, or another shard) into a folder holding shard.json is refused, naming the folder', async () => {
    const out = await tempDir();
    await generatePools({
      dir: out,
      variant: '4x4',
      count: 1,
      levels: ['easy'],
      seed: 3,
      workers: 0,
      shard: { index: 0, count: 2 },
    });
    const before = await snapshot(out);
    expect(Object.keys(before).some((path) => path.endsWith('shard.json'))).toBe(true);
    const plain = await refusal({ positionals: ['4x4', '1'], seed: '3', out });
    expect(plain.message).toBe(
      `${out} holds shard 1/2 of a run (shard.json): only generate --shard 1/2 may write there; generate into another folder, or merge the shards first`,
    );
    expect((await refusal({ positionals: [], manifest: true, out })).message).toMatch(/holds shard 1\/2 of a run/u);
    expect((await refusal({ positionals: ['6x6', '1'], seed: '3', shard: '2/2', out })).message).toMatch(
      /only generate --shard 1\/2 may write there/u,
    );
    expect(await snapshot(out)).toEqual(before);
    // Its own shard still goes on (here: already complete, so nothing changes).
    await runGenerateCommand(
      { positionals: ['4x4', '1'], level: 'easy', seed: '3', shard: '1/2', out, workers: '0', quiet: true },
      () => {},
    );
    const after = await snapshot(out);
    expect(Object.keys(after).filter((p) => !p.endsWith('index.json'))).toEqual(
      Object.keys(before).filter((p) => !p.endsWith('index.json')),
    );
  });
});
