/**
 * Issue 8, interrupted generation: `sudoku generate` is SIGKILLed at random moments, for real, as a
 * child process. After every kill each pool file must still parse and pass verify, every record
 * committed before must still be there unchanged (counts never fall, ids stable), and the next run
 * must resume and add.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '@sudoku-forge/core-solver';
import { isStoredLevel, parsePool } from '@sudoku-forge/puzzle-store';
import { verifyPools } from '@sudoku-forge/puzzle-store/node';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliBounded } from './run-cli.test-helper.ts';

const cliRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const KILLS = 10;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Starts `sudoku generate` in one Node process and SIGKILLs it after `delayMs` unless it ended. */
function generateKilledAfter(out: string, delayMs: number, extra: readonly string[]): Promise<{ killed: boolean; code: number | null }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'generate', '6x6', ...extra, '--out', out, '--workers', '0', '--quiet'], {
      cwd: cliRoot,
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    let killed = false;
    const timer = setTimeout(() => {
      killed = child.kill('SIGKILL');
    }, delayMs);
    child.on('error', reject);
    child.on('exit', (code) => {
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
    if (!entry.endsWith('.json') || !isStoredLevel(level)) {
      pools.set(entry, ['stray file']);
      continue;
    }
    const text = await readFile(join(dir, '6x6', entry), 'utf8');
    // Throws (and fails the test) if a kill left a half-written or invalid file.
    const records = parsePool(text, '6x6', level);
    pools.set(entry, records.map((r) => JSON.stringify(r)));
  }
  return pools;
}

describe('sudoku generate killed at random moments', () => {
  it(`keeps every pool valid and every committed puzzle through ${KILLS} SIGKILLs, then resumes`, async () => {
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
      // half of them without a budget, killed after 0.3–5 s (startup through tsx takes about a
      // second), half with a 1–3 s budget and killed around its end, while the final writes happen.
      const letFinish = runs % 3 === 2;
      const budget = 1 + Math.floor(rng() * 3);
      const withBudget = rng() < 0.5;
      const delay = letFinish ? 120_000 : withBudget ? 300 + Math.floor(rng() * (budget * 1000 + 1500)) : 300 + Math.floor(rng() * 4700);
      const extra = letFinish ? ['8'] : withBudget ? ['500', '--budget', String(budget)] : ['500'];
      const { killed, code } = await generateKilledAfter(dir, delay, extra);
      if (killed) killedRuns++;
      if (letFinish) {
        expect(code).toBe(0);
        finishedRuns++;
      }
      const after = await snapshot(dir);
      expect([...after.values()].flat()).not.toContain('stray file');
      for (const [file, records] of before) {
        const now = after.get(file) ?? [];
        // Nothing committed earlier is lost or changed: the old records are a prefix of the new.
        expect(now.slice(0, records.length)).toEqual(records);
      }
      const summary = await verifyPools(dir, { workers: 0 });
      expect(summary.failures).toEqual([]);
      const grown = [...after.values()].flat().length > [...before.values()].flat().length;
      if (grown) grew++;
      if (letFinish) expect(grown).toBe(true);
      before = after;
    }
    expect(killedRuns).toBe(KILLS);
    expect(finishedRuns).toBeGreaterThan(0);

    // The next run resumes: it adds COUNT per level on top of what survived, with new ids.
    const counts = new Map([...before].map(([file, records]) => [file, records.length]));
    const run = await runCliBounded(['generate', '6x6', '2', '--out', dir, '--workers', '0', '--quiet', '--json'], '', 120_000);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(0);
    const final = await snapshot(dir);
    for (const level of ['easy', 'medium', 'hard']) {
      expect(final.get(`${level}.json`)?.length).toBe((counts.get(`${level}.json`) ?? 0) + 2);
    }
    const verify = await runCliBounded(['verify', dir], '', 120_000);
    expect(verify.stdout).toMatch(/\d+ puzzles verified, 0 failures/u);
    expect(verify.code).toBe(0);
    console.log(`interrupted generation: ${killedRuns} of ${runs} runs SIGKILLed, ${finishedRuns} left to finish, ${grew} runs grew the pools`);
  });
});
