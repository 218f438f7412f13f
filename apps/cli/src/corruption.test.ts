/**
 * Issue 8, corruption: a pool made by `sudoku generate`, then edited by hand in one way at a time.
 * `sudoku verify` must exit 1 and name the damaged record (or the file, when the damage is to the
 * file itself) every time. Unit tests of the verifier (puzzle-store/src/verify.test.ts) cover the
 * checks one by one; this runs the real command on real generated pools: the pools are made and
 * first verified by the real binary, and each damaged copy is checked by the command's entry
 * in-process (the same messages and exit codes, without starting Node twice per kind).
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gridToString, parseGrid, parsePuzzle, solvePuzzle } from '@sudoku-forge/core-solver';
import { puzzleData, randomTransform } from '@sudoku-forge/transforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliBounded, runInProcess } from './run-cli.test-helper.ts';

type Line = Record<string, unknown> & { id: string; puzzle: string; clues: number };

let pristine = '';
const dirs: string[] = [];
beforeAll(async () => {
  pristine = await mkdtemp(join(tmpdir(), 'corrupt-'));
  dirs.push(pristine);
  const run = await runCliBounded(
    ['generate', '6x6', '3', '--seed', '1', '--out', pristine, '--workers', '0', '--quiet'],
    '',
    120_000,
  );
  expect(run.code).toBe(0);
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function readLines(dir: string, level: string): Promise<Line[]> {
  return JSON.parse(await readFile(join(dir, '6x6', `${level}.json`), 'utf8')) as Line[];
}
async function writeLines(dir: string, level: string, records: readonly Line[]): Promise<void> {
  await writeFile(join(dir, '6x6', `${level}.json`), `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
}
/** The solver's solution of a 6x6 record. */
function solutionOf(record: Line): string {
  return gridToString(solvePuzzle(parsePuzzle(record.puzzle, { variant: '6x6' })).solution!);
}

/** One kind of damage: edits a copy of the pools, returns what the FAIL line must name. */
interface Corruption {
  kind: string;
  damage(dir: string): Promise<string>;
}

const CORRUPTIONS: Corruption[] = [
  {
    kind: 'a given changed into a clash with its row',
    async damage(dir) {
      const records = await readLines(dir, 'easy');
      const r = records[1]!;
      const cells = [...r.puzzle];
      // Copy the first given of some row onto a blank of the same row.
      const row = [0, 1, 2, 3, 4, 5].find(
        (i) => cells.slice(i * 6, i * 6 + 6).some((c) => c !== '.') && cells.slice(i * 6, i * 6 + 6).includes('.'),
      )!;
      const given = cells.slice(row * 6, row * 6 + 6).find((c) => c !== '.')!;
      cells[row * 6 + cells.slice(row * 6, row * 6 + 6).indexOf('.')] = given;
      // Keep the count honest so only the changed digit can give the record away.
      records[1] = { ...r, puzzle: cells.join(''), clues: r.clues + 1 };
      await writeLines(dir, 'easy', records);
      return r.id;
    },
  },
  {
    kind: 'a given replaced by a different digit (no clash)',
    async damage(dir) {
      const records = await readLines(dir, 'medium');
      const r = records[0]!;
      const solution = solutionOf(r);
      const cells = [...r.puzzle];
      // Replace one given by another digit that clashes with no given: a puzzle that is not the one filed.
      const puzzle = parseGrid(r.puzzle, 6);
      for (let cell = 0; cell < 36; cell++) {
        if (puzzle[cell] === 0) continue;
        for (let d = 1; d <= 6; d++) {
          if (String(d) === solution[cell]) continue;
          const trial = [...cells];
          trial[cell] = String(d);
          const verdict = solvePuzzle(parsePuzzle(trial.join(''), { variant: '6x6' }));
          if (verdict.status !== 'invalid') {
            records[0] = { ...r, puzzle: trial.join('') };
            await writeLines(dir, 'medium', records);
            return r.id;
          }
        }
      }
      throw new Error('no clash-free change found');
    },
  },
  {
    kind: 'a clue removed (clue count left as it was)',
    async damage(dir) {
      const records = await readLines(dir, 'easy');
      const r = records[2]!;
      const i = [...r.puzzle].findIndex((c) => c !== '.');
      records[2] = { ...r, puzzle: `${r.puzzle.slice(0, i)}.${r.puzzle.slice(i + 1)}` };
      await writeLines(dir, 'easy', records);
      return r.id;
    },
  },
  {
    kind: 'a clue removed and the clue count fixed to match',
    async damage(dir) {
      // Remove clues one at a time until the puzzle is no longer unique (what a careless edit does).
      const records = await readLines(dir, 'hard');
      const r = records[0]!;
      let puzzle = r.puzzle;
      let clues = r.clues;
      for (let i = 0; i < 36 && solvePuzzle(parsePuzzle(puzzle, { variant: '6x6' })).status === 'unique'; i++) {
        if (puzzle[i] === '.') continue;
        puzzle = `${puzzle.slice(0, i)}.${puzzle.slice(i + 1)}`;
        clues--;
      }
      records[0] = { ...r, puzzle, clues };
      await writeLines(dir, 'hard', records);
      return r.id;
    },
  },
  {
    kind: 'a wrong level (record moved to another level, its fields edited to match)',
    async damage(dir) {
      const easy = await readLines(dir, 'easy');
      const hard = await readLines(dir, 'hard');
      const moved = { ...easy[0]!, id: '6x6-hard-0004', level: 'hard' };
      await writeLines(dir, 'hard', [...hard, moved]);
      await writeLines(dir, 'easy', easy.slice(1));
      return moved.id;
    },
  },
  {
    kind: 'a level field that disagrees with its file',
    async damage(dir) {
      const records = await readLines(dir, 'medium');
      records[1] = { ...records[1]!, level: 'easy' };
      await writeLines(dir, 'medium', records);
      return records[1].id;
    },
  },
  {
    kind: 'a wrong stored solution',
    async damage(dir) {
      const records = await readLines(dir, 'easy');
      const r = records[0]!;
      const solution = solutionOf(r);
      // Swap two digits of the solution in blank cells of one row: still a valid-looking grid line.
      const blanks = [...r.puzzle].flatMap((c, i) => (c === '.' ? [i] : []));
      const [a, b] = blanks.filter((i) => Math.floor(i / 6) === Math.floor(blanks[0]! / 6));
      const cells = [...solution];
      [cells[a!], cells[b!]] = [cells[b!]!, cells[a!]!];
      records[0] = { ...r, solution: cells.join('') };
      await writeLines(dir, 'easy', records);
      return r.id;
    },
  },
  {
    kind: 'an exact duplicate under a new id',
    async damage(dir) {
      const records = await readLines(dir, 'medium');
      const copy = { ...records[0]!, id: '6x6-medium-0004', seed: 999 };
      await writeLines(dir, 'medium', [...records, copy]);
      return copy.id;
    },
  },
  {
    kind: 'a disguised duplicate (same puzzle transformed) under a new id',
    async damage(dir) {
      const records = await readLines(dir, 'hard');
      const original = records[1]!;
      const { data } = randomTransform(puzzleData(parsePuzzle(original.puzzle, { variant: '6x6' })), 7);
      const disguised = { ...original, id: '6x6-hard-0004', puzzle: gridToString(data.puzzle), seed: 998 };
      expect(disguised.puzzle).not.toBe(original.puzzle);
      await writeLines(dir, 'hard', [...records, disguised]);
      return disguised.id;
    },
  },
  {
    kind: 'the same id twice',
    async damage(dir) {
      const records = await readLines(dir, 'easy');
      records[2] = { ...records[2]!, id: records[1]!.id };
      await writeLines(dir, 'easy', records);
      return records[1]!.id;
    },
  },
  {
    kind: 'edited techniques',
    async damage(dir) {
      const records = await readLines(dir, 'medium');
      records[2] = { ...records[2]!, techniques: ['naked single'] };
      await writeLines(dir, 'medium', records);
      return records[2].id;
    },
  },
  {
    kind: 'malformed JSON (a record cut short)',
    async damage(dir) {
      const path = join(dir, '6x6', 'hard.json');
      const lines = (await readFile(path, 'utf8')).split('\n');
      const id = (JSON.parse(lines[2]!.replace(/,$/u, '')) as Line).id;
      lines[2] = lines[2]!.slice(0, 50);
      await writeFile(path, lines.join('\n'));
      return `record ${id}`;
    },
  },
  {
    kind: 'a byte-order mark before the file',
    async damage(dir) {
      const path = join(dir, '6x6', 'easy.json');
      await writeFile(path, `\ufeff${await readFile(path, 'utf8')}`);
      return 'the file starts with a byte-order mark (U+FEFF)';
    },
  },
  {
    kind: 'a byte-order mark inside the file (two files joined)',
    async damage(dir) {
      const path = join(dir, '6x6', 'medium.json');
      const lines = (await readFile(path, 'utf8')).split('\n');
      lines[2] = `\ufeff${lines[2]}`;
      await writeFile(path, lines.join('\n'));
      return 'the file has a byte-order mark (U+FEFF) at line 3, column 1';
    },
  },
  {
    kind: 'the file saved as UTF-16',
    async damage(dir) {
      const path = join(dir, '6x6', 'hard.json');
      await writeFile(path, Buffer.from(await readFile(path, 'utf8'), 'utf16le'));
      return 'the file is UTF-16 text; save it as UTF-8';
    },
  },
  {
    kind: 'bytes that are not UTF-8 inside a record',
    async damage(dir) {
      const path = join(dir, '6x6', 'easy.json');
      const bytes = await readFile(path);
      const at = bytes.indexOf('"id"', bytes.indexOf('\n', bytes.indexOf('\n') + 1));
      await writeFile(path, Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at)]));
      return 'the file has bytes that are not UTF-8 text at line 3';
    },
  },
  {
    kind: 'a pool file in an unexpected place (a level that does not exist)',
    async damage(dir) {
      await rename(join(dir, '6x6', 'hard.json'), join(dir, '6x6', 'nightmare.json'));
      return 'nightmare.json';
    },
  },
  {
    kind: 'a pool file under the wrong variant',
    async damage(dir) {
      await mkdir(join(dir, '4x4'), { recursive: true });
      await rename(join(dir, '6x6', 'easy.json'), join(dir, '4x4', 'easy.json'));
      return '6x6-easy-0001';
    },
  },
  {
    kind: 'a stale manifest (a record dropped by hand)',
    async damage(dir) {
      const records = await readLines(dir, 'medium');
      await writeLines(dir, 'medium', records.slice(0, 2));
      return 'index.json';
    },
  },
];

describe('sudoku verify on hand-edited pools', () => {
  it('passes the pools as generated', async () => {
    const run = await runCliBounded(['verify', pristine, '--workers', '0'], '', 120_000);
    expect(run.stdout).toContain('9 puzzles verified, 0 failures');
    expect(run.code).toBe(0);
  });

  it(`catches and names each of ${CORRUPTIONS.length} kinds of damage, exiting 1`, async () => {
    const caught: string[] = [];
    // Two at a time, in-process.
    for (let i = 0; i < CORRUPTIONS.length; i += 2) {
      await Promise.all(
        CORRUPTIONS.slice(i, i + 2).map(async ({ kind, damage }) => {
          const dir = await mkdtemp(join(tmpdir(), 'corrupt-'));
          dirs.push(dir);
          await cp(pristine, dir, { recursive: true });
          const named = await damage(dir);
          const run = await runInProcess(['verify', dir, '--workers', '0']);
          const failLines = run.stdout.split('\n').filter((l) => l.startsWith('FAIL '));
          expect(run.stderr, kind).not.toContain('internal error');
          expect(run.code, kind).toBe(1);
          // Named in words: no raw mark, replacement character or control character is printed.
          expect(run.stdout + run.stderr, kind).not.toMatch(/[\u0000-\u0009\u000b-\u001f\ufeff\ufffd]/u);
          expect(
            failLines.some((l) => l.includes(named)),
            `${kind}: no FAIL line names ${named}:\n${run.stdout}`,
          ).toBe(true);
          caught.push(kind);
        }),
      );
    }
    expect(caught).toHaveLength(CORRUPTIONS.length);
    console.log(`corruption kinds caught by sudoku verify: ${caught.length}/${CORRUPTIONS.length}`);
  });
  // Issue 12 §2: generate builds only on pools that hold up. Damage to a record (or to a pool file
  // the manifest is built from) is refused before any work, naming it, and no file changes.
  // Left out: a stray file and a stale manifest, which are not records (generate rewrites the manifest).
  const NOT_RECORDS = new Set([
    'a pool file in an unexpected place (a level that does not exist)',
    'a stale manifest (a record dropped by hand)',
  ]);
  it(`sudoku generate refuses to extend each of the ${CORRUPTIONS.length - NOT_RECORDS.size} kinds of damaged records, exit 2, nothing written`, async () => {
    const refused: string[] = [];
    const contents = async (dir: string) => {
      const files = new Map<string, string>();
      for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile())
          files.set(join(entry.parentPath, entry.name), await readFile(join(entry.parentPath, entry.name), 'utf8'));
      }
      return files;
    };
    const kinds = CORRUPTIONS.filter((c) => !NOT_RECORDS.has(c.kind));
    for (let i = 0; i < kinds.length; i += 2) {
      await Promise.all(
        kinds.slice(i, i + 2).map(async ({ kind, damage }) => {
          const dir = await mkdtemp(join(tmpdir(), 'corrupt-gen-'));
          dirs.push(dir);
          await cp(pristine, dir, { recursive: true });
          const named = await damage(dir);
          const before = await contents(dir);
          const run = await runInProcess(['generate', '6x6', '1', '--out', dir, '--workers', '0', '--quiet']);
          expect(run.code, `${kind}: ${run.stderr}`).toBe(2);
          expect(run.stderr, kind).toMatch(/^sudoku: cannot (extend|update) .*nothing was written/u);
          expect(run.stderr.trim().split('\n'), kind).toHaveLength(1);
          expect(run.stderr, kind).not.toMatch(/[\u0000-\u0009\u000b-\u001f\ufeff\ufffd]/u);
          expect(run.stderr, `${kind}: the file is named twice`).not.toMatch(/(\S+\.json): \1/u);
          expect(run.stderr, `${kind}: the refusal does not name ${named}`).toContain(named.replace(/^record /u, ''));
          expect(await contents(dir), kind).toEqual(before);
          refused.push(kind);
        }),
      );
    }
    expect(refused).toHaveLength(kinds.length);
    console.log(`damaged pools generate refused to extend: ${refused.length}/${kinds.length}`);
  });
});
