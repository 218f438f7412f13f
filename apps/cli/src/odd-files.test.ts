/**
 * Issue 31 §1: what sits where a pool file or a variant folder is expected is not always a file or
 * a folder. A named pipe (FIFO), a socket, a dangling symbolic link, or a link that leads out of the
 * pools folder is named as a failure of that file (verify: exit 1, the rest of the run goes on) or
 * refused before anything is written (generate, merge: exit 2), never read until the end of time,
 * never a crash, never written through to a place outside --out.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliBounded, type BoundedRun } from './run-cli.test-helper.ts';

const GUARD_MS = 60_000;
const root = mkdtempSync(join(tmpdir(), 'sudoku-odd-'));
const base = join(root, 'base');
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

beforeAll(async () => {
  const made = await runCliBounded(
    ['generate', '4x4', '2', '--seed', '1', '--out', base, '--workers', '0', '--quiet'],
    '',
    120_000,
  );
  expect(made.code).toBe(0);
});

/** A copy of the generated pools under a new name. */
function copyOfBase(name: string): string {
  const dir = join(root, name);
  cpSync(base, dir, { recursive: true });
  return dir;
}
const fifo = (path: string) => execFileSync('mkfifo', [path]);
async function socketAt(path: string): Promise<void> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((listening) => server.listen(path, listening));
}
/** Every file under dir with its bytes (what must not change). */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files[join(entry.parentPath, entry.name)] = readFileSync(join(entry.parentPath, entry.name), 'latin1');
  }
  return files;
}
/** Exit 2 and one stderr sentence, in time. */
function expectRefusal(run: BoundedRun, message: RegExp): void {
  expect(run.timedOut).toBe(false);
  expect(run.stderr).not.toMatch(/internal error|^\s+at /mu);
  const lines = run.stderr.split('\n').filter((l) => l.length > 0 && !l.startsWith('checking '));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
  expect(run.code).toBe(2);
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

describe('verify names odd files and goes on', () => {
  it('a FIFO, a socket, dangling links and a link out of the folder: each one FAIL line, the good pool verified, exit 1', async () => {
    const dir = copyOfBase('verify-odd');
    rmSync(join(dir, 'index.json'));
    const outside = copyOfBase('verify-outside');
    mkdirSync(join(dir, '6x6'));
    fifo(join(dir, '6x6', 'easy.json'));
    await socketAt(join(dir, '6x6', 'medium.json'));
    symlinkSync(join(root, 'nowhere.json'), join(dir, '6x6', 'hard.json'));
    symlinkSync(join(outside, '4x4'), join(dir, 'classic'));
    symlinkSync(join(root, 'no-such-folder'), join(dir, 'diagonal'));
    // A link inside the pools folder is read through.
    mkdirSync(join(dir, 'shared'));
    cpSync(join(dir, '4x4', 'easy.json'), join(dir, 'shared', 'easy.json'));
    unlinkSync(join(dir, '4x4', 'easy.json'));
    symlinkSync(join('..', 'shared', 'easy.json'), join(dir, '4x4', 'easy.json'));

    const run = await runCliBounded(['verify', dir, '--workers', '0'], '', GUARD_MS);
    expect(run.timedOut).toBe(false);
    expect(run.stderr).toBe('');
    const fails = run.stdout.split('\n').filter((l) => l.startsWith('FAIL '));
    expect(fails).toEqual([
      `FAIL ${join(dir, 'classic')}: it is a symbolic link to ${join(outside, '4x4')}, outside the pools folder (pools are read and written only inside it)`,
      `FAIL ${join(dir, 'diagonal')}: it is a symbolic link to ${join(root, 'no-such-folder')}, which does not exist`,
      `FAIL ${join(dir, 'shared')}/ (not a variant): not a pool file: pools live at <variant>/<level>.json`,
      `FAIL ${join(dir, '6x6', 'easy.json')}: cannot be read: it is a named pipe (FIFO), not a file`,
      `FAIL ${join(dir, '6x6', 'medium.json')}: cannot be read: it is a socket, not a file`,
      `FAIL ${join(dir, '6x6', 'hard.json')}: cannot be read: it is a symbolic link to ${join(root, 'nowhere.json')}, which does not exist`,
    ]);
    expect(run.stdout).toContain('4x4/easy: 2 puzzles verified, 0 failures\n');
    expect(run.stdout).toMatch(/\n2 puzzles verified, 6 failures\n$/u);
    expect(run.code).toBe(1);
  });
});

describe('generate refuses odd targets before writing anything', () => {
  it('a FIFO as the pool to extend: exit 2, one sentence naming it, no hang', async () => {
    const dir = copyOfBase('gen-fifo');
    unlinkSync(join(dir, '4x4', 'easy.json'));
    fifo(join(dir, '4x4', 'easy.json'));
    const before = snapshot(dir);
    const run = await runCliBounded(
      ['generate', '4x4', '1', '--seed', '9', '--out', dir, '--workers', '0'],
      '',
      GUARD_MS,
    );
    expectRefusal(
      run,
      new RegExp(
        `^sudoku: cannot write ${escaped(join(dir, '4x4', 'easy.json'))}: it is a named pipe \\(FIFO\\), not a pool file$`,
        'u',
      ),
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it('a FIFO in another variant folder: refused (index.json lists every pool), no hang', async () => {
    const dir = copyOfBase('gen-fifo-other');
    mkdirSync(join(dir, '6x6'));
    fifo(join(dir, '6x6', 'easy.json'));
    const run = await runCliBounded(
      ['generate', '4x4', '1', '--seed', '9', '--out', dir, '--workers', '0'],
      '',
      GUARD_MS,
    );
    expectRefusal(
      run,
      /^sudoku: cannot update index\.json \(it lists every pool\): 6x6\/easy\.json: cannot be read: it is a named pipe \(FIFO\), not a file; nothing was written/u,
    );
  });

  it('a variant folder linked outside --out: refused, nothing written there', async () => {
    const dir = copyOfBase('gen-link-dir');
    const outside = copyOfBase('gen-link-dir-outside');
    rmSync(join(dir, '4x4'), { recursive: true });
    symlinkSync(join(outside, '4x4'), join(dir, '4x4'));
    const before = snapshot(outside);
    const run = await runCliBounded(
      ['generate', '4x4', '1', '--seed', '9', '--out', dir, '--workers', '0'],
      '',
      GUARD_MS,
    );
    expectRefusal(
      run,
      new RegExp(
        `^sudoku: cannot write the 4x4 pools: ${escaped(join(dir, '4x4'))} is a symbolic link to ${escaped(join(outside, '4x4'))}, outside ${escaped(dir)} \\(generate and merge write only inside their --out folder\\)$`,
        'u',
      ),
    );
    expect(snapshot(outside)).toEqual(before);
  });

  it('a pool file linked outside --out, and a dangling variant folder: refused', async () => {
    const dir = copyOfBase('gen-link-file');
    const outside = copyOfBase('gen-link-file-outside');
    unlinkSync(join(dir, '4x4', 'easy.json'));
    symlinkSync(join(outside, '4x4', 'easy.json'), join(dir, '4x4', 'easy.json'));
    const before = snapshot(outside);
    const run = await runCliBounded(
      ['generate', '4x4', '1', '--seed', '9', '--out', dir, '--workers', '0'],
      '',
      GUARD_MS,
    );
    expectRefusal(
      run,
      new RegExp(
        `^sudoku: cannot write ${escaped(join(dir, '4x4', 'easy.json'))}: it is a symbolic link to ${escaped(join(outside, '4x4', 'easy.json'))}, outside ${escaped(dir)} \\(generate and merge write only inside their --out folder\\)$`,
        'u',
      ),
    );
    expect(snapshot(outside)).toEqual(before);

    const dangling = copyOfBase('gen-dangling');
    rmSync(join(dangling, '4x4'), { recursive: true });
    symlinkSync(join(root, 'gone'), join(dangling, '4x4'));
    const again = await runCliBounded(
      ['generate', '4x4', '1', '--seed', '9', '--out', dangling, '--workers', '0'],
      '',
      GUARD_MS,
    );
    expectRefusal(
      again,
      new RegExp(
        `^sudoku: cannot write the 4x4 pools: ${escaped(join(dangling, '4x4'))} is a symbolic link to ${escaped(join(root, 'gone'))}, which does not exist$`,
        'u',
      ),
    );
  });
});

describe('merge refuses to write through a link out of --out', () => {
  it('the target variant folder linked outside: exit 2, the outside folder unchanged', async () => {
    const shard = copyOfBase('merge-shard');
    const made = await runCliBounded(
      ['generate', '4x4', '2', '--seed', '50', '--shard', '1/1', '--out', shard, '--workers', '0', '--quiet'],
      '',
      120_000,
    );
    expect(made.code).toBe(0);
    const target = copyOfBase('merge-target');
    const outside = copyOfBase('merge-outside');
    rmSync(join(target, '4x4'), { recursive: true });
    symlinkSync(join(outside, '4x4'), join(target, '4x4'));
    const before = snapshot(outside);
    const run = await runCliBounded(['merge', shard, '--out', target, '--workers', '0'], '', GUARD_MS);
    expectRefusal(
      run,
      new RegExp(
        `^sudoku: cannot write the 4x4 pools: ${escaped(join(target, '4x4'))} is a symbolic link to ${escaped(join(outside, '4x4'))}, outside ${escaped(target)} \\(generate and merge write only inside their --out folder\\)$`,
        'u',
      ),
    );
    expect(snapshot(outside)).toEqual(before);
  });
});
