import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gridToString, parsePuzzle, solutionGrid } from '@sudoku-forge/core-solver';
import { gradePuzzle } from '@sudoku-forge/grader';
import { randomTransform } from '@sudoku-forge/transforms';
import { readPool, writeManifest, writePool } from './files.ts';
import { TEXTBOOK, TEXTBOOK_SOLUTION, textbookRecord } from './fixtures.test-helper.ts';
import { formatPool } from './pool.ts';
import type { RecordPlace } from './record.ts';
import { techniqueList, verifyRecord } from './verify.ts';
import { formatVerifySummary, verifyPools, verifySummaryJson } from './verify-pools.ts';

const place: RecordPlace = { variant: 'classic', level: 'easy', index: 0 };
const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pools-'));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** The textbook puzzle turned 180° (a disguise: same puzzle, different string). */
const ROTATED = [...TEXTBOOK].reverse().join('');
/** The textbook puzzle without its r1c1 given: still unique, still full houses and naked singles. */
const WITHOUT_FIRST_GIVEN = `.${TEXTBOOK.slice(1)}`;

describe('verifyRecord', () => {
  it('passes a correct record', () => {
    expect(verifyRecord(textbookRecord({ solution: TEXTBOOK_SOLUTION }), place).problems).toEqual([]);
  });

  it('names what is wrong', () => {
    const problems = (overrides: Parameters<typeof textbookRecord>[0], where = place) =>
      verifyRecord(textbookRecord(overrides), where).problems;
    expect(problems({ id: 'classic-hard-0001', level: 'hard' }, { ...place, level: 'hard' })).toEqual([
      'it grades easy (hardest: naked single), not hard (if the grader changed, sudoku regrade refiles it)',
    ]);
    expect(problems({ techniques: ['naked single'] })).toEqual([
      'techniques ["naked single"] should be ["full house","naked single"] (if the grader changed, sudoku regrade updates them)',
    ]);
    const sparse = `${'.'.repeat(45)}${TEXTBOOK.slice(45)}`;
    expect(problems({ puzzle: sparse, clues: [...sparse].filter((c) => c !== '.').length })).toEqual([
      'it has more than one solution',
    ]);
    const broken = `55${TEXTBOOK.slice(2)}`;
    expect(problems({ puzzle: broken, clues: 30 })).toEqual(['it has no solution']);
    const wrongSolution = `5364${TEXTBOOK_SOLUTION.slice(4)}`; // r1c3 and r1c4 (both blank) swapped
    expect(problems({ solution: wrongSolution })).toEqual(['the stored solution differs from the solver’s']);
    expect(problems({ clues: 3 })).toEqual(['"clues" is 3 but the puzzle has 30 givens']);
  });
});

describe('verifyPools', () => {
  it('passes good pools and reports per pool', async () => {
    const dir = await tempDir();
    await writePool(dir, 'classic', 'easy', [
      textbookRecord(),
      textbookRecord({ id: 'classic-easy-0002', puzzle: WITHOUT_FIRST_GIVEN, clues: 29 }),
    ]);
    const summary = await verifyPools(dir, { workers: 0 });
    expect(summary.failures).toEqual([]);
    expect(formatVerifySummary(summary)).toEqual([
      'classic/easy: 2 puzzles verified, 0 failures',
      '2 puzzles verified, 0 failures',
    ]);
  });

  it('catches disguised duplicates, stray files and bad records, on worker threads', async () => {
    const dir = await tempDir();
    await writePool(dir, 'classic', 'easy', [
      textbookRecord(),
      textbookRecord({ id: 'classic-easy-0002', puzzle: ROTATED }),
      textbookRecord({ id: 'classic-easy-0003', clues: 7 }),
    ]);
    await writeFile(join(dir, 'classic', 'easy.json.bak'), '[]');
    await mkdir(join(dir, 'sudoku'));
    const summary = await verifyPools(dir, { workers: 2, chunkSize: 1 });
    const lines = formatVerifySummary(summary);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      `FAIL ${join(dir, 'classic', 'easy.json.bak')}: not a pool file: pools live at <variant>/<level>.json`,
      `FAIL ${join(dir, 'sudoku')}/ (not a variant): not a pool file: pools live at <variant>/<level>.json`,
      expect.stringMatching(/^FAIL classic-easy-0002 \(.*easy\.json\): duplicate of classic-easy-0001/),
      expect.stringMatching(/^FAIL classic-easy-0003 \(.*easy\.json\): "clues" is 7 but the puzzle has 30 givens$/),
    ]);
    expect(lines.slice(-2)).toEqual(['classic/easy: 3 puzzles verified, 2 failures', '3 puzzles verified, 4 failures']);
  });

  it('carries records with constraints: proves them with their rules, and knows their disguises (issue 26 §2)', async () => {
    const dir = await tempDir();
    // r1c3 (4) < r1c4 (6) in the textbook solution: this thermo holds; read from r1c4 it does not.
    const thermo = (from: [number, number], to: [number, number]) => [{ type: 'thermo', cells: [from, to] }];
    const ROTATED_THERMO = thermo([9, 7], [9, 6]); // the same thermo turned 180° with the grid
    await writePool(dir, 'classic', 'easy', [
      textbookRecord({ constraints: thermo([1, 3], [1, 4]) }),
      textbookRecord({ id: 'classic-easy-0002', puzzle: ROTATED, constraints: ROTATED_THERMO }),
      textbookRecord({
        id: 'classic-easy-0003',
        puzzle: WITHOUT_FIRST_GIVEN,
        clues: 29,
        constraints: thermo([1, 4], [1, 3]),
      }),
      textbookRecord({ id: 'classic-easy-0004', puzzle: ROTATED }),
    ]);
    const lines = formatVerifySummary(await verifyPools(dir, { workers: 0 }));
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      expect.stringMatching(/^FAIL classic-easy-0002 \(.*easy\.json\): duplicate of classic-easy-0001/),
      expect.stringMatching(/^FAIL classic-easy-0003 \(.*easy\.json\): it has no solution$/),
    ]);
    // the bare grid and the grid with a thermo are different puzzles: 0004 is no duplicate
    expect(lines.slice(-1)).toEqual(['4 puzzles verified, 2 failures']);
  });

  it('prints names and ids escaped: a line break or an escape code in them forges no report line (issue 31)', async () => {
    const dir = await tempDir();
    const forgedId = 'classic-easy-0001\nclassic/easy: 9 puzzles verified, 0 failures\u001b[2K';
    const records = [textbookRecord({ id: forgedId }), { ...textbookRecord({ id: 'classic-easy-0002' }), 'x\ny': 1 }];
    await mkdir(join(dir, 'classic'));
    await writeFile(join(dir, 'classic', 'easy.json'), `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
    await writeFile(join(dir, 'classic', 'hard\nFAIL nothing.json'), '[]');
    const lines = formatVerifySummary(await verifyPools(dir, { workers: 0 }));
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u);
    expect(lines.filter((l) => l.startsWith('FAIL'))).toEqual([
      `FAIL ${join(dir, 'classic', 'hard\\u000aFAIL nothing.json')}: not a pool file: pools live at <variant>/<level>.json`,
      expect.stringMatching(
        /^FAIL classic-easy-0001\\u000aclassic\/easy: 9 puzzles verified, 0 failures\\u001b\[2K \(.*easy\.json\): id should look like classic-easy-0001$/u,
      ),
      expect.stringMatching(/^FAIL classic-easy-0002 \(.*easy\.json\): unknown field "x\\u000ay"$/u),
    ]);
    expect(lines.filter((l) => l.startsWith('classic/easy:'))).toEqual([
      'classic/easy: 2 puzzles verified, 2 failures',
    ]);
  });

  it('reports a file that is not JSON instead of crashing', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'hyper'));
    await writeFile(join(dir, 'hyper', 'hard.json'), formatPool([textbookRecord()]).slice(0, 40));
    const summary = await verifyPools(dir, { workers: 0 });
    expect(summary.failures).toEqual([
      { path: join(dir, 'hyper', 'hard.json'), id: null, problem: expect.stringMatching(/^not valid JSON/) },
    ]);
    expect(formatVerifySummary(summary).at(-1)).toBe('0 puzzles verified, 1 failures');
  });
});

describe('verifyPools on a nearly full 16×16 (issue 31)', () => {
  // Its canonical form once took 2–4 GB of heap (every tied column order of a full row was kept)
  // and verify died with exit 70; generate and merge verify first, so they died too.
  it('verifies a valid 230-given record and finds its disguise a duplicate', async () => {
    const solution = solutionGrid('16x16', 3)!.grid;
    const puzzle = Uint8Array.from(solution);
    // One blank in every row (so every row ties in ~10^6 column orders), and 10 more.
    for (let r = 0; r < 16; r++) puzzle[r * 17] = 0;
    for (let k = 0; k < 10; k++) puzzle[(k * 101 + 14) % 256] = 0;
    const text = gridToString(puzzle);
    const grade = gradePuzzle(parsePuzzle(text, { variant: '16x16' }));
    expect(grade.solved).toBe(true);
    const level = grade.level as 'easy';
    const record = (n: number, grid: string, solved: string) => ({
      id: `16x16-${level}-000${n}`,
      variant: '16x16' as const,
      level,
      puzzle: grid,
      clues: 230,
      techniques: techniqueList(grade),
      seed: n,
      solution: solved,
    });
    const disguised = randomTransform({ variant: '16x16', puzzle, solution }, 31).data;
    const disguise = gridToString(disguised.puzzle);
    expect(disguise).not.toBe(text);
    const dir = await tempDir();
    await writePool(dir, '16x16', level, [
      record(1, text, gridToString(solution)),
      record(2, disguise, gridToString(disguised.solution!)),
    ]);
    const summary = await verifyPools(dir, { workers: 0 });
    expect(summary.failures).toEqual([
      {
        path: join(dir, '16x16', `${level}.json`),
        id: `16x16-${level}-0002`,
        problem: `duplicate of 16x16-${level}-0001 (same puzzle up to a disguise)`,
      },
    ]);
    expect(formatVerifySummary(summary).at(-1)).toBe('2 puzzles verified, 1 failures');
  }, 60_000);
});

describe('the manifest', () => {
  it('lists the pools with their technique table, and verify fails when it is stale', async () => {
    const dir = await tempDir();
    await writePool(dir, 'classic', 'easy', [textbookRecord()]);
    await writeManifest(dir);
    const manifest = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
    expect(manifest).toEqual({
      puzzles: 1,
      pools: [
        {
          variant: 'classic',
          level: 'easy',
          path: 'classic/easy.json',
          puzzles: 1,
          clues: [30, 30],
          techniques: [
            { technique: 'full house', puzzles: 1, share: 1 },
            { technique: 'naked single', puzzles: 1, share: 1 },
          ],
        },
      ],
    });
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([]);
    await writePool(dir, 'classic', 'easy', [
      textbookRecord(),
      textbookRecord({ id: 'classic-easy-0002', puzzle: WITHOUT_FIRST_GIVEN, clues: 29 }),
    ]);
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([
      {
        path: join(dir, 'index.json'),
        id: null,
        problem: `out of date with the pools (rewrite it: npx tsx tools/generate-puzzles.ts --manifest --out ${dir})`,
      },
    ]);
    // A generate that holds the lock (running, or killed between the pool and the index write) is
    // expected to leave the index behind: a note, not a failure.
    // (This test's own process stands for the running generate: its pid is alive.)
    await writeFile(join(dir, '.generate.lock'), `${process.pid} generate\n`);
    const during = await verifyPools(dir, { workers: 0 });
    expect(during.failures).toEqual([]);
    expect(during.notes).toEqual([
      expect.stringMatching(
        new RegExp(`index\\.json is behind the pools: a generate \\(pid ${process.pid}\\) is writing them`, 'u'),
      ),
    ]);
    expect(formatVerifySummary(during)[0]).toMatch(/^NOTE /);
    // The advice names commands that exist (sudoku generate has no --manifest), and a merge holding
    // the folder is named as a merge.
    await writeFile(join(dir, '.generate.lock'), `${process.pid} merge\n`);
    expect((await verifyPools(dir, { workers: 0 })).notes).toEqual([
      `${join(dir, 'index.json')} is behind the pools: a merge (pid ${process.pid}) is writing them, and rewrites the index when it ends`,
    ]);
  });

  it("excuses a stale index only while the lock's generate is alive, and says so in --json too (issue 31)", async () => {
    const dir = await tempDir();
    await writePool(dir, 'classic', 'easy', [textbookRecord()]);
    await writeManifest(dir);
    await writePool(dir, 'classic', 'easy', [
      textbookRecord(),
      textbookRecord({ id: 'classic-easy-0002', puzzle: WITHOUT_FIRST_GIVEN, clues: 29 }),
    ]);
    // A lock left by a process that has ended (a killed generate, or a file made by hand): no excuse.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    await writeFile(join(dir, '.generate.lock'), `${ended}\n`);
    const stale = await verifyPools(dir, { workers: 0 });
    expect(stale.notes).toEqual([]);
    expect(stale.failures).toEqual([
      {
        path: join(dir, 'index.json'),
        id: null,
        problem: `out of date with the pools (rewrite it: npx tsx tools/generate-puzzles.ts --manifest --out ${dir}); ${join(dir, '.generate.lock')} names pid ${ended}, which is not running, so no generate, merge or regrade is writing them`,
      },
    ]);
    // Garbage is no index a generate ever wrote, running or not.
    await writeFile(join(dir, '.generate.lock'), `${process.pid}\n`);
    await writeFile(join(dir, 'index.json'), 'garbage');
    expect((await verifyPools(dir, { workers: 0 })).failures).toEqual([
      {
        path: join(dir, 'index.json'),
        id: null,
        problem: expect.stringMatching(/^not an index of the pools \(not valid JSON\)/u),
      },
    ]);
    // A live writer's note is in the JSON report as well as in the text.
    await writeManifest(dir);
    await writePool(dir, 'classic', 'easy', [textbookRecord()]);
    const during = await verifyPools(dir, { workers: 0 });
    expect(during.failures).toEqual([]);
    expect(verifySummaryJson(during, dir)).toEqual({ verified: 1, failures: [], notes: [during.notes[0]] });
    expect(during.notes).toHaveLength(1);
  });
});

describe('pool files on disk', () => {
  it('writes atomically and leaves no temporary file behind', async () => {
    const dir = await tempDir();
    await writePool(dir, 'classic', 'easy', [textbookRecord()]);
    await writePool(dir, 'classic', 'easy', [textbookRecord(), textbookRecord({ id: 'classic-easy-0002' })]);
    expect(await readdir(join(dir, 'classic'))).toEqual(['easy.json']);
    expect((await readPool(dir, 'classic', 'easy')).map((r) => r.id)).toEqual([
      'classic-easy-0001',
      'classic-easy-0002',
    ]);
    expect(await readPool(dir, 'classic', 'hard')).toEqual([]);
  });
});
