/**
 * The pools folder's write lock says which command holds it, so a refusal names a merge as a
 * merge and a generate as a generate (issue 31); its new holder sweeps what killed writers left.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { textbookRecord } from './fixtures.test-helper.ts';
import { writeManifest, writePool } from './files.ts';
import { LOCK_FILE, lockOutDir, prepareOutDir } from './out-dir.ts';
import { verifyPools } from './verify-pools.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'out-dir-'));
  dirs.push(dir);
  return dir;
};

describe('lockOutDir', () => {
  it('records the command holding the folder beside its pid', async () => {
    const dir = await tempDir();
    const release = await lockOutDir(dir, 'merge');
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid} merge\n`);
    await release();
  });

  it('refuses a second merge as "another merge", and a generate during a merge as "a merge"', async () => {
    const dir = await tempDir();
    const release = await lockOutDir(dir, 'merge');
    const lock = join(dir, LOCK_FILE);
    await expect(lockOutDir(dir, 'merge')).rejects.toThrow(
      `${dir} is being written by another merge (pid ${process.pid}); if no merge is running, delete ${lock}`,
    );
    await expect(lockOutDir(dir, 'generate')).rejects.toThrow(
      `${dir} is being written by a merge (pid ${process.pid}); if no merge is running, delete ${lock}`,
    );
    await release();
  });

  it('refuses a second generate as "another generate", and a merge during a generate as "a generate"', async () => {
    const dir = await tempDir();
    const release = await lockOutDir(dir, 'generate');
    const lock = join(dir, LOCK_FILE);
    await expect(lockOutDir(dir, 'generate')).rejects.toThrow(
      `${dir} is being written by another generate (pid ${process.pid}); if no generate is running, delete ${lock}`,
    );
    await expect(lockOutDir(dir, 'merge')).rejects.toThrow(
      `${dir} is being written by a generate (pid ${process.pid}); if no generate is running, delete ${lock}`,
    );
    await release();
  });

  it('a generate SIGKILLed during its write probe: verify passes the probe over, the next writer sweeps it', async () => {
    const dir = await tempDir();
    await writePool(dir, 'classic', 'easy', [textbookRecord()]);
    await writeManifest(dir);
    // What a killed writer leaves: prepareOutDir's and checkPoolTargets' probes, and a pool's
    // half-made twin (writeFileAtomic), all named by a pid that has ended.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const left = [
      `.probe-${ended}-mabc12`,
      join('classic', `.probe-${ended}-mabc13`),
      join('classic', `easy.json.tmp-${ended}-mabc14`),
    ];
    for (const name of left) await writeFile(join(dir, name), ' '.repeat(64));
    // A running writer's probe (this process stands for it) is its own: left alone.
    const live = `.probe-${process.pid}-mabc15`;
    await writeFile(join(dir, live), '');
    // A folder named like a probe is no probe: still out of place.
    await mkdir(join(dir, 'classic', `.probe-${ended}-mabc16`));
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([
      {
        path: join(dir, 'classic', `.probe-${ended}-mabc16`),
        id: null,
        problem: 'not a pool file: pools live at <variant>/<level>.json',
      },
    ]);
    await rm(join(dir, 'classic', `.probe-${ended}-mabc16`), { recursive: true });
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([]);
    // prepareOutDir's own probe is gone once it returns; the next writer to take the lock sweeps the rest.
    await prepareOutDir(dir);
    const release = await lockOutDir(dir, 'generate');
    expect((await readdir(dir)).filter((name) => name.startsWith('.')).sort()).toEqual([LOCK_FILE, live].sort());
    expect(await readdir(join(dir, 'classic'))).toEqual(['easy.json']);
    await release();
  });
});
