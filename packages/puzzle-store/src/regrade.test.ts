/**
 * regrade brings pools graded by yesterday's grader up to today's. The "grader change" here is a
 * harmless one made in the test (the mock below): a hidden pair now makes a puzzle hard, and a full
 * house is named a naked single. A copy of the stored 6×6 pools then fails verify, and regrade
 * brings it back to passing — ids kept, moves reported, the same bytes on a re-run and after a
 * regrade cut short between two file writes.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Grade } from '@sudoku-forge/grader';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPool } from './files.ts';
import { PoolSet } from './pool-set.ts';
import { formatPool } from './pool.ts';
import { formatRegradeSummary, RegradeError, regradePools } from './regrade.ts';
import { STORED_LEVELS, type StoredRecord } from './record.ts';
import { verifyPools } from './verify-pools.ts';

/** Whether the grader's harmless change is in force. */
const change = vi.hoisted(() => ({ active: false }));

vi.mock('@sudoku-forge/grader', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@sudoku-forge/grader')>();
  const changed = (grade: Grade): Grade => {
    if (!change.active || !grade.solved) return grade;
    const techniques = { ...grade.techniques };
    if (techniques['full house']) {
      techniques['naked single'] = (techniques['naked single'] ?? 0) + techniques['full house'];
      delete techniques['full house'];
    }
    const level =
      techniques['hidden pair'] && actual.LEVELS.indexOf(grade.level) < actual.LEVELS.indexOf('hard')
        ? 'hard'
        : grade.level;
    return { ...grade, techniques, level };
  };
  return {
    ...actual,
    gradePuzzle: (...args: Parameters<typeof actual.gradePuzzle>) => changed(actual.gradePuzzle(...args)),
  };
});

const STORED_6X6 = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data', 'puzzles', '6x6');
const dirs: string[] = [];
async function copyOf6x6(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'regrade-'));
  dirs.push(dir);
  await cp(STORED_6X6, join(dir, '6x6'), { recursive: true });
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  change.active = false;
});

async function files(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const level of STORED_LEVELS)
    out[level] = await readFile(join(dir, '6x6', `${level}.json`), 'utf8').catch(() => '');
  return out;
}
async function records(dir: string): Promise<StoredRecord[]> {
  const all: StoredRecord[] = [];
  for (const level of STORED_LEVELS) all.push(...(await readPool(dir, '6x6', level)));
  return all;
}

describe('regrade', () => {
  it("leaves pools graded by today's grader byte for byte as they are", async () => {
    const dir = await copyOf6x6();
    const before = await files(dir);
    const summary = await regradePools(dir, { workers: 0 });
    expect(summary).toMatchObject({ graded: 500, moves: [], retechniqued: 0, changedFiles: [], written: false });
    expect(await files(dir)).toEqual(before);
  });

  it('brings a copied pool set back to passing verify after a grader change, keeping every id', async () => {
    const dir = await copyOf6x6();
    const original = await records(dir);
    change.active = true;

    const failing = await verifyPools(dir, { workers: 0 });
    expect(failing.failures.length).toBeGreaterThan(400); // every record with a full house
    expect(
      failing.failures.some((f) =>
        /grades hard .* not medium \(if the grader changed, sudoku regrade refiles it\)$/u.test(f.problem),
      ),
    ).toBe(true);

    // --dry-run: the table, nothing written.
    const before = await files(dir);
    const dry = await regradePools(dir, { workers: 0, dryRun: true });
    expect(await files(dir)).toEqual(before);
    const withHiddenPair = original.filter((r) => r.level !== 'hard' && r.techniques.includes('hidden pair'));
    expect(withHiddenPair.length).toBeGreaterThan(0);
    expect(dry.moves).toEqual([{ variant: '6x6', from: 'medium', to: 'hard', count: withHiddenPair.length }]);
    expect(dry.changedFiles).toEqual(['6x6/easy.json', '6x6/medium.json', '6x6/hard.json']);
    expect(formatRegradeSummary(dry)).toEqual([
      `6x6: medium → hard ${withHiddenPair.length}`,
      `500 puzzles regraded: ${withHiddenPair.length} moved to another level, ${500 - withHiddenPair.length} with new technique lists; 3 pool files to rewrite (dry run: nothing written)`,
    ]);

    const done = await regradePools(dir, { workers: 0 });
    expect(done.written).toBe(true);
    expect(done.moves).toEqual(dry.moves);
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([]);
    const after = await records(dir);
    expect(after.map((r) => r.id).sort()).toEqual(original.map((r) => r.id).sort());
    const hard = await readPool(dir, '6x6', 'hard');
    // The moved records come after the ones already there, in their old file's order, ids unchanged.
    expect(hard.slice(-withHiddenPair.length).map((r) => [r.id, r.puzzle])).toEqual(
      withHiddenPair.map((r) => [r.id, r.puzzle]),
    );
    expect(after.some((r) => r.techniques.includes('full house'))).toBe(false);

    // A second run changes nothing.
    const settled = await files(dir);
    expect(await regradePools(dir, { workers: 0 })).toMatchObject({ moves: [], retechniqued: 0, changedFiles: [] });
    expect(await files(dir)).toEqual(settled);
  });

  it('finishes a regrade cut short between two file writes with the same bytes', async () => {
    const whole = await copyOf6x6();
    change.active = true;
    await regradePools(whole, { workers: 0 });
    const expected = await files(whole);

    // The crash: the gaining file (hard) was written, medium and easy not yet.
    const cut = await copyOf6x6();
    await writeFile(join(cut, '6x6', 'hard.json'), expected.hard!);
    expect(
      (await verifyPools(cut, { workers: 0 })).failures.some((f) => /the id also appears in/u.test(f.problem)),
    ).toBe(true);
    const resumed = await regradePools(cut, { workers: 0 });
    expect(resumed.resumed).toBeGreaterThan(0);
    expect(await files(cut)).toEqual(expected);
  });

  it('gives a new puzzle a fresh id when an id of its level now lives in another file', async () => {
    // As regrade leaves it: the medium pool's highest-numbered record moved to hard, id kept.
    const dir = await copyOf6x6();
    const medium = await readPool(dir, '6x6', 'medium');
    const last = medium.at(-1)!;
    await writeFile(join(dir, '6x6', 'medium.json'), formatPool(medium.slice(0, -1)));
    await writeFile(
      join(dir, '6x6', 'hard.json'),
      formatPool([...(await readPool(dir, '6x6', 'hard')), { ...last, level: 'hard' }]),
    );
    const pools = await PoolSet.load(dir, '6x6');
    const { id: _id, ...fresh } = { ...medium[0]!, seed: 999_999 };
    expect(pools.file(fresh, 'a canonical form no stored puzzle has')).toBe('added');
    const number = Number(last.id.slice('6x6-medium-'.length));
    expect(pools.records('medium').at(-1)!.id).toBe(`6x6-medium-${String(number + 1).padStart(4, '0')}`);
  });

  it('refuses a shard folder and a damaged pool, writing nothing', async () => {
    const shard = await copyOf6x6();
    await writeFile(join(shard, 'shard.json'), '{}');
    await expect(regradePools(shard, { workers: 0 })).rejects.toThrow(RegradeError);

    const damaged = await copyOf6x6();
    await writeFile(join(damaged, '6x6', 'easy.json'), '[\n{"id": oops}\n]\n');
    const before = await files(damaged);
    await expect(regradePools(damaged, { workers: 0 })).rejects.toThrow(
      /6x6\/easy\.json does not read as records .*sudoku verify names the problem/u,
    );
    expect(await files(damaged)).toEqual(before);
    expect(formatPool([])).toBe('[\n]\n');
  });
});
