/**
 * The pools folder's write lock says which command holds it, so a refusal names a merge as a
 * merge and a generate as a generate (issue 31).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockOutDir } from './out-dir.ts';

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
});
