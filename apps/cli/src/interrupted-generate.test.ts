/**
 * Issue 8, interrupted generation: `sudoku generate` is SIGKILLed at random moments, for real, as a
 * child process. After every kill each pool file must still parse and pass verify, every record
 * committed before must still be there unchanged (counts never fall, ids stable), and the next run
 * must resume and add.
 *
 * Issue 12 §2, the same folder under pressure: Ctrl+C (SIGINT) and SIGTERM save what is finished
 * and exit 130 / 143; a second generate into a folder being written is refused naming the pid, and
 * no record of either run is lost; a read-only or full disk is one sentence and exit 2 before any
 * work (on a tmpfs when the test can mount one). `sudoku merge` stopped by a signal during its checks
 * writes nothing and exits 130 / 143; so does a generate stopped while it re-proves the stored pools.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { mulberry32 } from '@sudoku-forge/core-solver';
import { generatePools } from '@sudoku-forge/generator';
import { isStoredLevel, parsePool } from '@sudoku-forge/puzzle-store';
import { readPool, transientWriter, verifyPools, writePool } from '@sudoku-forge/puzzle-store/node';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, runCliBounded } from './run-cli.test-helper.ts';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const KILLS = 10;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/**
 * Starts `sudoku generate` (the test run's bundle) in one Node process and SIGKILLs it `delayMs`
 * after it holds the folder (its lock appears once the folder is checked, before any pool is
 * read or written), unless it ended. A SIGKILL during the start-up's write probe leaves its
 * `.probe-*` file behind, which verify passes over and the next writer sweeps (puzzle-store's
 * out-dir.test.ts, issue 29).
 */
function generateKilledAfter(
  out: string,
  delayMs: number,
  extra: readonly string[],
): Promise<{ killed: boolean; code: number | null }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [bundle().main, 'generate', '6x6', ...extra, '--out', out, '--workers', '0', '--quiet'],
      {
        cwd: cliRoot,
        stdio: ['ignore', 'ignore', 'ignore'],
      },
    );
    let killed = false;
    let timer: NodeJS.Timeout | undefined;
    let ended = false;
    const lock = join(out, '.generate.lock');
    const armWhenLocked = (): void => {
      if (ended) return;
      if (existsSync(lock)) timer = setTimeout(() => (killed = child.kill('SIGKILL')), delayMs);
      else setTimeout(armWhenLocked, 5);
    };
    armWhenLocked();
    child.on('error', reject);
    child.on('exit', (code) => {
      ended = true;
      clearTimeout(timer);
      resolvePromise({ killed, code });
    });
  });
}

/** Every record line of every pool file, by file: what a later state must still hold. */
async function snapshot(dir: string): Promise<Map<string, string[]>> {
  const pools = new Map<string, string[]>();
  for (const entry of await readdir(join(dir, '6x6')).catch(() => [])) {
    const level = entry.replace(/\.json$/u, '');
    // A writer's temporary twin (`easy.json.tmp-<pid>-<stamp>`): a SIGKILL between its write and
    // its rename leaves it; it holds no puzzle, and the next writer sweeps it (files.ts).
    if (transientWriter(entry) !== null) {
      pools.set(entry, ['transient file']);
      continue;
    }
    if (!entry.endsWith('.json') || !isStoredLevel(level)) {
      pools.set(entry, ['stray file']);
      continue;
    }
    const text = await readFile(join(dir, '6x6', entry), 'utf8');
    // Throws (and fails the test) if a kill left a half-written or invalid file.
    const records = parsePool(text, '6x6', level);
    pools.set(
      entry,
      records.map((r) => JSON.stringify(r)),
    );
  }
  return pools;
}

describe('sudoku generate killed at random moments', () => {
  // Up to 60 generate runs, each started, killed and checked: on two cores shared with the browser
  // tests this takes minutes, so its hang guard is 10 minutes (speed is the bench's business).
  it(`keeps every pool valid and every committed puzzle through ${KILLS} SIGKILLs, then resumes`, {
    timeout: 600_000,
  }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kill-gen-'));
    dirs.push(dir);
    const rng = mulberry32(8301);
    let before = await snapshot(dir);
    let killedRuns = 0;
    let grew = 0;
    let runs = 0;
    let finishedRuns = 0;
    for (; runs < 6 * KILLS && killedRuns < KILLS; runs++) {
      // Every third run is left to finish (8 per level), so commits happen whatever the machine's
      // speed. The others ask for far more than they can make, so a kill always finds them running:
      // half of them without a budget, killed 0–4 s after taking the folder, half with a 1–3 s
      // budget and killed around its end, while the final writes happen. (Through tsx, which took
      // about a second to start, the windows were 0.3–5 s and budget + 1.8 s from the spawn.)
      const letFinish = runs % 3 === 2;
      const budget = 1 + Math.floor(rng() * 3);
      const withBudget = rng() < 0.5;
      const delay = letFinish
        ? 120_000
        : withBudget
          ? Math.floor(rng() * (budget * 1000 + 700))
          : Math.floor(rng() * 4000);
      const extra = letFinish ? ['8'] : withBudget ? ['500', '--budget', String(budget)] : ['500'];
      const { killed, code } = await generateKilledAfter(dir, delay, extra);
      if (killed) killedRuns++;
      if (letFinish) {
        expect(code).toBe(0);
        finishedRuns++;
      }
      const after = await snapshot(dir);
      expect([...after.values()].flat()).not.toContain('stray file');
      // A run that ended by itself swept every twin an earlier kill left, and left none of its own.
      if (!killed) expect([...after.values()].flat()).not.toContain('transient file');
      for (const [file, records] of before) {
        if (records[0] === 'transient file') continue;
        const now = after.get(file) ?? [];
        // Nothing committed earlier is lost or changed: the old records are a prefix of the new.
        expect(now.slice(0, records.length)).toEqual(records);
      }
      const summary = await verifyPools(dir, { workers: 0 });
      // A kill between a pool's write and the index's leaves the index behind the pools and the
      // lock stale: verify names that (issue 31: only a live generate excuses it), nothing else;
      // the next generate rewrites the index.
      const staleIndex = (f: { path: string; problem: string }) =>
        killed &&
        f.path === join(dir, 'index.json') &&
        /which is not running, so no generate, merge or regrade is writing them$/u.test(f.problem);
      expect(summary.failures.filter((f) => !staleIndex(f))).toEqual([]);
      const grown = [...after.values()].flat().length > [...before.values()].flat().length;
      if (grown) grew++;
      if (letFinish) expect(grown).toBe(true);
      before = after;
    }
    expect(killedRuns).toBe(KILLS);
    expect(finishedRuns).toBeGreaterThan(0);

    // The next run resumes: it adds COUNT per level on top of what survived, with new ids.
    const counts = new Map([...before].map(([file, records]) => [file, records.length]));
    const run = await runCliBounded(
      ['generate', '6x6', '2', '--out', dir, '--workers', '0', '--quiet', '--json'],
      '',
      120_000,
    );
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(0);
    const final = await snapshot(dir);
    for (const level of ['easy', 'medium', 'hard']) {
      expect(final.get(`${level}.json`)?.length).toBe((counts.get(`${level}.json`) ?? 0) + 2);
    }
    const verify = await runCliBounded(['verify', dir], '', 120_000);
    expect(verify.stdout).toMatch(/\d+ puzzles verified, 0 failures/u);
    expect(verify.code).toBe(0);
    console.log(
      `interrupted generation: ${killedRuns} of ${runs} runs SIGKILLed, ${finishedRuns} left to finish, ${grew} runs grew the pools`,
    );
  });
});

/** A generate running in the background: `ready` once it holds the folder and checks the pools. */
interface Background {
  child: ChildProcess;
  ready: Promise<void>;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

function startGenerate(out: string, extra: readonly string[]): Background {
  const child = spawn(process.execPath, [bundle().main, 'generate', '6x6', ...extra, '--out', out, '--json'], {
    cwd: cliRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolveReady) => (markReady = resolveReady));
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    // Printed after the lock is taken and the signal handlers are in place, before any work.
    if (stderr.includes('checking the stored 6x6 pools')) markReady();
  });
  const guard = setTimeout(() => child.kill('SIGKILL'), 180_000);
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolveDone, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(guard);
        markReady();
        resolveDone({ code, signal, stdout, stderr });
      });
    },
  );
  return { child, ready, done };
}

const recordCount = (pools: Map<string, string[]>) => [...pools.values()].flat().length;

/** The puzzles a `generate --json` run says it added (its one result line; none when it made nothing). */
function addedBy(stdout: string): number {
  const line = stdout.trim();
  if (line === '') return 0;
  const report = JSON.parse(line) as { levels: Record<string, { added: number }>; stopReason: string | null };
  expect(['aborted', 'full']).toContain(report.stopReason);
  return Object.values(report.levels).reduce((sum, l) => sum + l.added, 0);
}

/** The small 6x6 pool set every seeded folder starts as: generated once per file by the real binary. */
let seeded: Promise<string> | null = null;

/** A folder holding a small 6x6 pool set, so a run has stored pools to check (and to keep): a copy of the one made once. */
async function seededFolder(prefix: string): Promise<string> {
  seeded ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seeded-6x6-'));
    dirs.push(dir);
    const seed = await runCliBounded(
      ['generate', '6x6', '2', '--seed', '1', '--out', dir, '--workers', '0', '--quiet'],
      '',
      120_000,
    );
    expect(seed.code, seed.stderr).toBe(0);
    return dir;
  })();
  const template = await seeded;
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  await cp(template, dir, { recursive: true });
  return dir;
}

describe('sudoku generate interrupted by SIGINT or SIGTERM', () => {
  // Signal, workers, and how long after the run starts its work the signal comes.
  const runs: [NodeJS.Signals, string, number, number][] = [
    ['SIGINT', '0', 0, 130],
    ['SIGINT', '2', 3000, 130],
    ['SIGTERM', '0', 1500, 143],
    ['SIGTERM', '2', 300, 143],
  ];
  it.each(runs)(
    '%s with --workers %s, %i ms into the work: finished puzzles saved, files valid, exit %i',
    async (signal, workers, delayMs, exitCode) => {
      const dir = await seededFolder('signal-gen-');
      const before = await snapshot(dir);
      const run = startGenerate(dir, ['500', '--workers', workers]);
      await run.ready;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, delayMs));
      run.child.kill(signal);
      const { code, stdout, stderr } = await run.done;
      expect(code, stderr).toBe(exitCode);
      expect(stderr).toContain(`sudoku: ${signal}: saving the finished puzzles, then stopping`);
      expect(stderr).not.toContain('internal error');
      const after = await snapshot(dir);
      for (const [file, records] of before) expect((after.get(file) ?? []).slice(0, records.length)).toEqual(records);
      // What the run reports as added is exactly what the files gained (a run stopped while it
      // still checked the stored pools made nothing and reports nothing).
      const added = addedBy(stdout);
      expect(recordCount(after)).toBe(recordCount(before) + added);
      // Without workers the run makes 6x6 puzzles at once; worker threads first boot.
      if (workers === '0' && delayMs >= 1500) expect(added).toBeGreaterThan(0);
      expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([]);
      expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]); // no lock or probe left
    },
  );
});

/** Every file under dir (names and bytes), hashed: equal digests, an unchanged folder. */
async function folderDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (sub: string): Promise<void> => {
    for (const entry of (await readdir(join(dir, sub), { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const name = join(sub, entry.name);
      if (entry.isDirectory()) await walk(name);
      else hash.update(`${name}\n`).update(await readFile(join(dir, name)));
    }
  };
  await walk('.');
  return hash.digest('hex');
}

describe('sudoku generate interrupted while it checks the stored pools', () => {
  it('SIGINT stops the check itself: exit 130, no result, nothing changed', async () => {
    // 100 stored classic extremes take a second or more to re-prove, so the signal lands in the check.
    const dir = await mkdtemp(join(tmpdir(), 'check-sig-'));
    dirs.push(dir);
    await writePool(
      dir,
      'classic',
      'extreme',
      (await readPool(join(cliRoot, '..', '..', 'data', 'puzzles'), 'classic', 'extreme')).slice(0, 100),
    );
    const before = await folderDigest(dir);
    const child = spawn(
      process.execPath,
      [bundle().main, 'generate', 'classic', '1', '--level', 'easy', '--out', dir, '--workers', '0', '--json'],
      {
        cwd: cliRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const checking = new Promise<void>((resolveChecking) =>
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        if (stderr.includes('checking the stored classic pools')) resolveChecking();
      }),
    );
    const done = new Promise<number | null>((resolveDone) => child.on('close', (code) => resolveDone(code)));
    await Promise.race([checking, done]);
    child.kill('SIGINT');
    expect(await done, stderr).toBe(130);
    // A run stopped after the check would print its result line (stopReason "aborted"): none here.
    expect(stdout).toBe('');
    expect(await folderDigest(dir)).toBe(before);
    expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

/**
 * What both merge tests start from, made once: a base of 40 stored classic extremes (verifying a
 * shard re-grades them, which takes a second or more of CPU, while the signal comes within
 * milliseconds of the lock) and two shards that each add an easy on top of it.
 */
let mergeFixture: Promise<{ base: string; parts: string[] }> | null = null;
function mergeShards(): Promise<{ base: string; parts: string[] }> {
  mergeFixture ??= (async () => {
    const base = await mkdtemp(join(tmpdir(), 'merge-sig-base-'));
    dirs.push(base);
    const stored = join(cliRoot, '..', '..', 'data', 'puzzles');
    await writePool(base, 'classic', 'extreme', (await readPool(stored, 'classic', 'extreme')).slice(0, 40));
    const parts: string[] = [];
    for (let index = 0; index < 2; index++) {
      const part = await mkdtemp(join(tmpdir(), `merge-sig-part${index}-`));
      dirs.push(part);
      await cp(base, part, { recursive: true });
      await generatePools({
        dir: part,
        variant: 'classic',
        count: 1,
        mode: 'fill',
        levels: ['easy'],
        seed: 7,
        workers: 0,
        shard: { index, count: 2 },
      });
      parts.push(part);
    }
    return { base, parts };
  })();
  return mergeFixture;
}

describe('sudoku merge interrupted by SIGINT or SIGTERM during its checks', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s: nothing merged, no lock left, exit %i; the same merge then succeeds', async (signal, exitCode) => {
    // Base: stored classic extremes, so verifying each shard takes a while; two shards add easies.
    // The shards are only read by a merge, so both tests share them.
    const { base, parts } = await mergeShards();
    const target = await mkdtemp(join(tmpdir(), 'merge-sig-target-'));
    dirs.push(target);
    await cp(base, target, { recursive: true });
    const before = await folderDigest(target);
    const child = spawn(process.execPath, [bundle().main, 'merge', ...parts, '--out', target, '--workers', '0'], {
      cwd: cliRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const done = new Promise<number | null>((resolveDone) => child.on('close', (code) => resolveDone(code)));
    // The lock is taken once the shards are read and before they are verified: signal then.
    const lock = join(target, '.generate.lock');
    for (let waited = 0; waited < 60_000 && child.exitCode === null; waited += 5) {
      if ((await readdir(target)).includes('.generate.lock')) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 5));
    }
    // The lock names the merge as a merge, so a writer it refuses is told "a merge", not "another generate".
    expect(await readFile(lock, 'utf8')).toBe(`${child.pid} merge\n`);
    child.kill(signal);
    expect(await done, stderr).toBe(exitCode);
    expect(stderr).toContain(`sudoku: ${signal}: stopping the merge`);
    expect(stderr).toContain('nothing was merged');
    expect(await folderDigest(target)).toBe(before);
    expect(
      (await readdir(target)).filter((name) => name.startsWith('.')),
      lock,
    ).toEqual([]);
    // Not interrupted, the same merge writes: the signal is what kept the folder as it was.
    const again = await runCliBounded(['merge', ...parts, '--out', target, '--workers', '0'], '', 120_000);
    expect(again.code, again.stderr).toBe(0);
    expect(await folderDigest(target)).not.toBe(before);
  });
});

describe('two generate runs into one folder', () => {
  it("the second is refused naming the first one's pid, and no record of either is lost", async () => {
    const dir = await seededFolder('two-writers-');
    const before = recordCount(await snapshot(dir));
    const first = startGenerate(dir, ['500', '--workers', '0']);
    await first.ready;
    const second = await runCliBounded(
      ['generate', '6x6', '3', '--out', dir, '--workers', '0', '--quiet', '--json'],
      '',
      120_000,
    );
    const message = `${dir} is being written by another generate (pid ${first.child.pid}); if no generate is running, delete ${join(dir, '.generate.lock')}`;
    expect(second.stderr.trim()).toBe(`sudoku: ${message}`);
    expect(JSON.parse(second.stdout)).toEqual({ error: { code: 'busy', message } });
    expect(second.code).toBe(2);
    first.child.kill('SIGTERM');
    const ended = await first.done;
    expect(ended.code).toBe(143);
    const addedFirst = addedBy(ended.stdout);
    // Once the first has ended the folder is free again, and both runs' puzzles are there.
    const again = await runCliBounded(['generate', '6x6', '3', '--out', dir, '--workers', '0', '--quiet'], '', 120_000);
    expect(again.code, again.stderr).toBe(0);
    expect(recordCount(await snapshot(dir))).toBe(before + addedFirst + 3 * 3);
  });

  it('a lock whose pid now belongs to another program is refused, saying which file to delete', async () => {
    const dir = await seededFolder('reused-pid-');
    await writeFile(join(dir, '.generate.lock'), `${process.pid}\n`); // this test: alive, and no generate
    const run = await runCliBounded(['generate', '6x6', '1', '--out', dir, '--workers', '0', '--quiet'], '', 120_000);
    // A bare pid (a lock written before locks named their command) does not say which it was.
    expect(run.stderr.trim()).toBe(
      `sudoku: ${dir} is being written by another generate, merge or regrade (pid ${process.pid}); if none is running, delete ${join(dir, '.generate.lock')}`,
    );
    expect(run.code).toBe(2);
  });

  it('a second merge is refused as a merge, not as "another generate"', async () => {
    const dir = await seededFolder('merge-lock-');
    await writeFile(join(dir, '.generate.lock'), `${process.pid} merge\n`); // this test, as a merge holding the folder
    const run = await runCliBounded(['generate', '6x6', '1', '--out', dir, '--workers', '0', '--quiet'], '', 120_000);
    expect(run.stderr.trim()).toBe(
      `sudoku: ${dir} is being written by a merge (pid ${process.pid}); if no merge is running, delete ${join(dir, '.generate.lock')}`,
    );
    expect(run.code).toBe(2);
  });

  it('a lock left by a run that no longer exists is taken over', async () => {
    const dir = await seededFolder('stale-lock-');
    await writeFile(join(dir, '.generate.lock'), '999999999\n');
    const run = await runCliBounded(['generate', '6x6', '1', '--out', dir, '--workers', '0', '--quiet'], '', 120_000);
    expect(run.code, run.stderr).toBe(0);
    expect((await readdir(dir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

/** Mounts a tmpfs on `dir` (made if need be); false where the test cannot (not root, no mount). */
function mountTmpfs(dir: string, options: string): boolean {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs `body` with a tmpfs mounted on `dir`, unmounted afterwards whatever happens. */
async function withTmpfs(dir: string, options: string, body: () => Promise<void>): Promise<void> {
  expect(mountTmpfs(dir, options)).toBe(true);
  try {
    await body();
  } finally {
    execFileSync('umount', [dir]);
  }
}

/** Whether a tmpfs can be mounted here: tried once on a scratch folder and undone at once. */
function canMountTmpfs(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = join(tmpdir(), `tmpfs-probe-${process.pid}`);
  const mounted = mountTmpfs(probe, 'size=16k');
  if (mounted) execFileSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return mounted;
}

describe('a disk that cannot take the pools: one sentence, exit 2, before any work', () => {
  const base = join(tmpdir(), `disk-faults-${process.pid}`);
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });
  // Each test mounts its own tmpfs and unmounts it, so a filtered or failed run leaves no mount.
  const canMount = canMountTmpfs();

  it.skipIf(!canMount)('a read-only disk (the folder, or a folder to be made on it)', async () => {
    const readOnly = join(base, 'read-only');
    await withTmpfs(readOnly, 'size=64k,ro', async () => {
      for (const [out, message] of [
        [readOnly, `cannot write to ${readOnly}: the file system is read-only`],
        [
          join(readOnly, 'pools', 'new'),
          `cannot create ${join(readOnly, 'pools', 'new')}: the file system is read-only`,
        ],
      ]) {
        const run = await runCliBounded(
          ['generate', '6x6', '1', '--out', out!, '--workers', '0', '--json'],
          '',
          120_000,
        );
        expect(run.stderr.trim()).toBe(`sudoku: ${message}`);
        expect(JSON.parse(run.stdout)).toEqual({ error: { code: 'environment', message } });
        expect(run.code).toBe(2);
      }
    });
  });

  it.skipIf(!canMount)(
    'a full disk is found by the probe, even when a little room is left, and nothing stays behind',
    async () => {
      const full = join(base, 'full');
      await withTmpfs(full, 'size=64k', async () => {
        // 40 KiB of the 64 are taken: a write of the probe's 64 KiB is cut short, not refused at once.
        await writeFile(join(full, 'filler'), Buffer.alloc(40 * 1024, 1));
        const out = join(full, 'pools');
        const run = await runCliBounded(['generate', '6x6', '2', '--out', out, '--workers', '0'], '', 120_000);
        expect(run.stderr.trim()).toBe(`sudoku: cannot write to ${out}: there is not enough space left on the disk`);
        expect(run.code).toBe(2);
        expect(await readdir(out)).toEqual([]);
      });
    },
  );
});

describe('a file generate would rewrite that cannot be written: one sentence, exit 2, nothing done', () => {
  /** Every file under the folder with its bytes (folders as such): what must not change. */
  const contents = async (dir: string) => {
    const files = new Map<string, string>();
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      files.set(path, entry.isDirectory() ? 'folder' : await readFile(path, 'utf8'));
    }
    return files;
  };
  const cases: [string, (dir: string) => Promise<string>][] = [
    [
      'a folder where a pool file goes (EISDIR)',
      async (dir) => {
        await mkdir(join(dir, '6x6', 'expert.json'));
        return `cannot write ${join(dir, '6x6', 'expert.json')}: a folder is in the way of that file`;
      },
    ],
    [
      'a folder where index.json goes',
      async (dir) => {
        await rm(join(dir, 'index.json'));
        await mkdir(join(dir, 'index.json'));
        return `cannot write ${join(dir, 'index.json')}: a folder is in the way of that file`;
      },
    ],
    [
      'a file where the variant folder goes (ENOTDIR)',
      async (dir) => {
        await rm(join(dir, '6x6'), { recursive: true });
        await writeFile(join(dir, '6x6'), 'not a folder');
        return `cannot write the 6x6 pools: ${join(dir, '6x6')} is a file, not a folder`;
      },
    ],
  ];
  it.each(cases)('%s', async (_name, damage) => {
    const dir = await seededFolder('targets-');
    const message = await damage(dir);
    const before = await contents(dir);
    const run = await runCliBounded(['generate', '6x6', '2', '--out', dir, '--workers', '0', '--json'], '', 120_000);
    expect(run.stderr.trim()).toBe(`sudoku: ${message}`);
    expect(JSON.parse(run.stdout)).toEqual({ error: { code: 'environment', message } });
    expect(run.code).toBe(2);
    expect(await contents(dir)).toEqual(before);
  });

  it.skipIf(process.getuid?.() !== 0)(
    'a variant folder the user may not write, though the pools folder is writable (run as nobody)',
    async () => {
      const dir = await seededFolder('targets-');
      chmodSync(dir, 0o777);
      chmodSync(join(dir, '6x6'), 0o555);
      const before = await contents(dir);
      const run = await runCliBounded(['generate', '6x6', '2', '--out', dir, '--workers', '0'], '', 120_000, {
        uid: 65534,
        env: { HOME: tmpdir() },
      });
      expect(run.stderr.trim()).toBe(`sudoku: cannot write to ${join(dir, '6x6')}: permission denied`);
      expect(run.code).toBe(2);
      expect(await contents(dir)).toEqual(before);
    },
  );
});
