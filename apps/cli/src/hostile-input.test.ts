/**
 * Issue 12 §3, the command as a hostile user meets it: endless or binary stdin, paths that cannot
 * be read, other encodings, odd flags and requests that mean nothing. Each case is one real run of
 * `sudoku` and must end with exit 2 and one sentence that names what was typed — never a crash,
 * a hang, an "internal error" or an answer to a question that has none. Every table row is one
 * hostile case (the counts go into the closing note).
 *
 * The cases run the command's entry in-process (`runInProcess`: same messages, exit codes and
 * output, without starting Node ~100 times); a sample of every table is also run as the real
 * binary and must say the same, and what only a process shows — a device or directory as stdin,
 * a full or closed stdout, peak memory, permissions as another user — runs the binary.
 */
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonLines, runCliBounded, runInProcess, type BoundedRun, type CliInput } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const SOLUTION = WIKIPEDIA_EXAMPLE.solution;
/** Valid givens with no completion: r1c9 must be 9, but column 9 already has its 9 in row 2. */
const NO_SOLUTION = `12345678.........9${'.'.repeat(63)}`;
const EMPTY = '.'.repeat(81);
const TWO_FIVES = `55${WIKIPEDIA.slice(2)}`;
const JIGSAW = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';
const GUARD_MS = 60_000;

const dir = mkdtempSync(join(tmpdir(), 'sudoku-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** The command's entry run in this process (a hang fails the test after GUARD_MS). */
const run = async (args: readonly string[], stdin: CliInput = ''): Promise<BoundedRun> => ({
  ...(await runInProcess(args, { stdin, timeoutMs: GUARD_MS })),
  timedOut: false,
  maxRssBytes: null,
});
/** The real binary (the test run's bundle) in its own process. */
const spawned = (args: readonly string[], stdin: CliInput = '', options: Parameters<typeof runCliBounded>[3] = {}) =>
  runCliBounded(args, stdin, GUARD_MS, options);

/** Cases run in-process, each table's first and last also as the real binary: both must agree. */
const sampled: [string, string[], CliInput][] = [];
function sample<T extends [string, string[], ...unknown[]]>(cases: T[]): T[] {
  for (const c of [cases[0]!, cases[cases.length - 1]!]) sampled.push([c[0], c[1], '']);
  return cases;
}

/** Exit 2, one stderr sentence (and the same in the --json error object when asked), no crash. */
function expectOneSentence(result: BoundedRun, message: string | RegExp): void {
  expect(result.timedOut).toBe(false);
  expect(result.stderr).not.toContain('internal error');
  expect(result.stderr).not.toMatch(/^\s+at /mu);
  expect(result.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\ufeff\ufffd]/u);
  const lines = result.stderr.split('\n').filter((l) => l.length > 0);
  expect(lines).toHaveLength(1);
  if (typeof message === 'string') expect(lines[0]).toBe(`sudoku: ${message}`);
  else expect(lines[0]).toMatch(message);
  expect(result.code).toBe(2);
}

describe('standard input that never ends or is not text', () => {
  it('/dev/zero on stdin ends at once with "line 1 is longer than 1 MiB", exit 2, in bounded memory', async () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const result = await spawned(['solve', '--json'], '', { stdinFd: zero });
      expectOneSentence(
        result,
        'line 1 is longer than 1 MiB and holds NUL bytes: the input is not text, so reading stopped there',
      );
      expect(jsonLines(result.stdout)).toEqual([
        { error: { code: 'bad_input', line: 1, message: expect.stringMatching(/^line 1 is longer than 1 MiB/u) } },
      ]);
      expect(result.maxRssBytes).not.toBeNull();
      expect(result.maxRssBytes!).toBeLessThan(250 * 1024 * 1024);
    } finally {
      closeSync(zero);
    }
  });

  it('an over-long text line gets its error and the rest of the stream goes on', async () => {
    const lines = [WIKIPEDIA, '1'.repeat((1 << 20) + 1), NO_SOLUTION, WIKIPEDIA];
    const result = await run(['solve', '--json'], `${lines.join('\n')}\n`);
    expect(result.code).toBe(2);
    const answers = jsonLines(result.stdout);
    expect(answers.map((a) => (a.error ? (a.error as { message: string }).message : a.status))).toEqual([
      'unique',
      'line 2 is longer than 1 MiB',
      'none',
      'unique',
    ]);
    expect(result.stderr.trim()).toBe('sudoku: line 2 is longer than 1 MiB');
  });

  const encodings: [string, Buffer, string | null][] = [
    [
      'UTF-16LE with its byte-order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${WIKIPEDIA}\n`, 'utf16le')]),
      'line 1: the input is UTF-16 text; save it as UTF-8',
    ],
    [
      'UTF-16BE with its byte-order mark',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(`${WIKIPEDIA}\n`, 'utf16le').swap16()]),
      'line 1: the input is UTF-16 text; save it as UTF-8',
    ],
    [
      'UTF-16LE without a mark (NUL-interleaved)',
      Buffer.from(`${WIKIPEDIA}\n`, 'utf16le'),
      'line 1: the input is UTF-16 text; save it as UTF-8',
    ],
    [
      'a NUL byte inside a line',
      Buffer.from(`${WIKIPEDIA}\n${WIKIPEDIA.slice(0, 6)}\u0000${WIKIPEDIA.slice(7)}\n`),
      'line 2: a NUL byte at column 7',
    ],
    [
      'bytes that are not UTF-8',
      Buffer.concat([Buffer.from(WIKIPEDIA.slice(0, 3)), Buffer.from([0xc3, 0x28]), Buffer.from('\n')]),
      'line 1: bytes that are not UTF-8 text at column 4; send UTF-8',
    ],
    [
      'a control character inside a line',
      Buffer.from(`${WIKIPEDIA.slice(0, 9)}\u001b${WIKIPEDIA.slice(10)}\n`),
      'line 1: unknown symbol U+001B (a control character) in the puzzle at row 2, column 1',
    ],
    ['a UTF-8 byte-order mark (accepted and dropped)', Buffer.from(`\ufeff${WIKIPEDIA}\n`), null],
  ];
  for (const [name, bytes] of [encodings[0]!, encodings[3]!])
    sampled.push([`stdin with ${name}`, ['solve', '--json'], bytes]);
  it.each(encodings)('stdin with %s is named in words, never printed raw', async (_name, bytes, message) => {
    const result = await run(['solve', '--json'], bytes);
    if (message === null) {
      expect(result.code).toBe(0);
      expect(jsonLines(result.stdout)).toMatchObject([{ status: 'unique', solution: SOLUTION }]);
      return;
    }
    expectOneSentence(result, message);
    const errors = jsonLines(result.stdout).filter((a) => a.error);
    expect(errors).toEqual([{ error: { code: 'bad_input', line: expect.any(Number), message } }]);
  });
});

describe('a path that cannot be read is named as such, never read as puzzle text', () => {
  const folder = join(dir, 'a-folder');
  mkdirSync(folder);
  const plain = file('plain.txt', 'not a directory');
  const huge = file('huge.txt', '');
  truncateSync(huge, 16 * 1024 * 1024 + 1); // sparse: no 16 MiB written
  const utf16 = file('utf16.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(WIKIPEDIA, 'utf16le')]));
  const nul = file('nul.txt', `${WIKIPEDIA.slice(0, 9)}\n53\u0000${WIKIPEDIA.slice(12)}`);
  const bom = file('bom.txt', `\ufeff${WIKIPEDIA}\n`);
  const cases: [string, string[], string][] = [
    ['a directory', ['solve', folder], `${folder} is a directory, not a puzzle file`],
    ['a missing file with a /', ['solve', 'puzzles/missing'], 'puzzle file puzzles/missing does not exist'],
    ['a missing .txt', ['solve', 'missing.txt'], 'puzzle file missing.txt does not exist'],
    [
      'a missing path with a line break in it',
      ['solve', 'puzzles/a\nb.txt'],
      'puzzle file puzzles/a\\u000ab.txt does not exist',
    ],
    [
      'a file that holds no puzzle',
      ['solve', plain],
      `puzzle file ${plain}: unknown symbol 'n' in the puzzle at row 1, column 1`,
    ],
    [
      'a bare word that names no file',
      ['solve', 'mypuzzle'],
      "unknown symbol 'm' in the puzzle at row 1, column 1; no file named 'mypuzzle' exists either",
    ],
    ['a missing .json', ['grade', 'Missing.JSON'], 'puzzle file Missing.JSON does not exist'],
    [
      'a path through a file (ENOTDIR)',
      ['solve', `${plain}/child.txt`],
      `cannot read puzzle file ${plain}/child.txt: a part of the path is a file, not a folder`,
    ],
    [
      'a file over 16 MiB',
      ['solve', huge],
      `puzzle file ${huge} is larger than 16 MiB (16.0 MiB); it should hold one puzzle`,
    ],
    [
      'an endless device as the path',
      ['hint', '/dev/zero'],
      'puzzle file /dev/zero is larger than 16 MiB; it should hold one puzzle',
    ],
    ['a UTF-16 file', ['solve', utf16], `puzzle file ${utf16} is UTF-16 text; save it as UTF-8`],
    [
      'a file with a NUL byte',
      ['steps', nul],
      `puzzle file ${nul} has a NUL byte at line 2, column 3 (is it a binary file?)`,
    ],
    [
      '--regions naming a directory',
      ['solve', WIKIPEDIA, '--regions', folder],
      `${folder} is a directory, not a region map file`,
    ],
    [
      '--cages naming a missing file',
      ['solve', EMPTY, '--cages', 'cages/none.txt'],
      'cages file cages/none.txt does not exist',
    ],
    [
      '--cages naming a huge file',
      ['solve', EMPTY, '--cages', huge],
      `cages file ${huge} is larger than 16 MiB (16.0 MiB); it should hold one cages`,
    ],
    [
      '--position naming a missing file',
      ['hint', WIKIPEDIA, '--position', 'game/pos.txt'],
      'position file game/pos.txt does not exist',
    ],
  ];
  it.each(sample(cases))('%s', async (_name, args, message) => {
    expectOneSentence(await run(args), message);
  });

  it('the same with --json: the sentence is also the error object on stdout', async () => {
    const result = await run(['solve', folder, '--json']);
    expectOneSentence(result, `${folder} is a directory, not a puzzle file`);
    expect(jsonLines(result.stdout)).toEqual([
      { error: { code: 'unreadable', message: `${folder} is a directory, not a puzzle file` } },
    ]);
  });

  it('a file with a UTF-8 byte-order mark is read as the puzzle it holds', async () => {
    const result = await run(['solve', bom, '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'unique', solution: SOLUTION });
  });

  it('a file without read permission is named (run as nobody, since root ignores permissions)', async () => {
    const locked = file('locked.txt', WIKIPEDIA);
    chmodSync(dir, 0o755); // the folder open to all, the file to nobody
    chmodSync(locked, 0o000);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, env: { HOME: tmpdir() } } : {};
    const result = await spawned(['solve', locked], '', asNobody);
    expectOneSentence(result, `cannot read puzzle file ${locked}: permission denied`);
  });
});

describe('flags and numbers name what the user typed', () => {
  const cases: [string, string[], string][] = [
    [
      'an unknown short flag',
      ['solve', WIKIPEDIA, '-v'],
      'unknown option -v (options are long, like --json; try --help)',
    ],
    [
      'a cluster of short flags',
      ['grade', '-abc', WIKIPEDIA],
      'unknown option -abc (options are long, like --json; try --help)',
    ],
    ['an unknown long flag', ['solve', WIKIPEDIA, '--verbose'], 'unknown option --verbose (try --help)'],
    ['a flag given twice', ['transform', WIKIPEDIA, '--seed', '1', '--seed', '2'], '--seed given twice'],
    ['a switch given twice', ['solve', WIKIPEDIA, '--json', '--json'], '--json given twice'],
    [
      'a limit that is not a number',
      ['solve', WIKIPEDIA, '--limit', 'abc'],
      "--limit must be a whole number of at least 1, got 'abc'",
    ],
    [
      'a negative seed',
      ['transform', WIKIPEDIA, '--seed=-1'],
      "--seed must be a whole number from 0 to 4294967295, got '-1'",
    ],
    [
      'a fractional seed',
      ['transform', WIKIPEDIA, '--seed', '1.5'],
      "--seed must be a whole number from 0 to 4294967295, got '1.5'",
    ],
    [
      'a limit past every bound',
      ['solve', WIKIPEDIA, '--limit', '99999999999999999999'],
      "--limit must be a whole number from 1 to 9007199254740991, got '99999999999999999999'",
    ],
    [
      'a limit one past the largest',
      ['solve', WIKIPEDIA, '--limit', '9007199254740992'],
      "--limit must be a whole number from 1 to 9007199254740991, got '9007199254740992'",
    ],
    [
      'a cage cell 1.5 (JSON)',
      ['solve', EMPTY, '--cages', '[{"sum":3,"cells":[0,1]},{"sum":4,"cells":[1.5,2]}]'],
      'cage 2: cell 1.5 is not a whole number (cells are 0–80 or r1c1)',
    ],
    [
      'a cage cell 2.0e0 as text',
      ['solve', EMPTY, '--cages', '3=0,1;4=2,0.5'],
      'cage 2: cell 0.5 is not a whole number (cells are 0–80 or r1c1)',
    ],
    [
      'a cage sum 10.5',
      ['solve', EMPTY, '--cages', '[{"sum":10.5,"cells":[0,1]}]'],
      'cage 1: "sum" must be a whole number, got 10.5',
    ],
  ];
  it.each(sample(cases))('%s', async (_name, args, message) => {
    expectOneSentence(await run(args), message);
  });
});

describe('generate and verify name what was typed and say why a folder cannot be used', () => {
  const plain = file('not-a-folder.txt', 'a file');
  const cases: [string, string[], string][] = [
    [
      'COUNT 1.5',
      ['generate', '6x6', '1.5', '--out', join(dir, 'g')],
      "COUNT must be a whole number of at least 1, got '1.5'",
    ],
    [
      'COUNT 1e3',
      ['generate', '6x6', '1e3', '--out', join(dir, 'g')],
      "COUNT must be a whole number of at least 1, got '1e3'",
    ],
    ['COUNT -0', ['generate', '6x6', '--', '-0'], "COUNT must be a whole number of at least 1, got '-0'"],
    ['COUNT 0x10', ['generate', '6x6', '0x10'], "COUNT must be a whole number of at least 1, got '0x10'"],
    ['COUNT empty', ['generate', '6x6', ''], "COUNT must be a whole number of at least 1, got ''"],
    [
      'COUNT past the largest',
      ['generate', '6x6', '9007199254740992', '--out', join(dir, 'g')],
      "COUNT must be a whole number from 1 to 9007199254740991, got '9007199254740992'",
    ],
    [
      'generate with no COUNT',
      ['generate', '6x6'],
      'say how many 6x6 puzzles to add: generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR]',
    ],
    [
      'generate with an extra argument',
      ['generate', '6x6', '1', '2'],
      "expected VARIANT COUNT, got 3 arguments ('6x6' '1' '2'): generate VARIANT COUNT [--level L] [--seed S] [--budget SECONDS] [--out DIR]",
    ],
    [
      'generate --workers 100000',
      ['generate', '6x6', '1', '--workers', '100000'],
      "--workers must be a whole number from 0 to 256, got '100000'",
    ],
    [
      'generate --workers -1',
      ['generate', '6x6', '1', '--workers=-1'],
      "--workers must be a whole number from 0 to 256, got '-1'",
    ],
    [
      'generate --workers abc',
      ['generate', '6x6', '1', '--workers', 'abc'],
      "--workers must be a whole number from 0 to 256, got 'abc'",
    ],
    [
      'generate --seed 1.5',
      ['generate', '6x6', '1', '--seed', '1.5'],
      "--seed must be a whole number from 0 to 4294967295, got '1.5'",
    ],
    [
      'generate --seed 2³² (issue 31)',
      ['generate', '6x6', '1', '--seed', '4294967296'],
      "--seed must be a whole number from 0 to 4294967295, got '4294967296'",
    ],
    [
      'an unknown variant with a control character',
      ['generate', 'cl\u001bassic', '1'],
      "unknown variant 'cl\\u001bassic' (expected one of classic, 4x4, 6x6, 16x16, diagonal, hyper, anti-knight, irregular, killer, thermo, arrow, kropki, xv, odd-even, non-consecutive, anti-king, little-killer)",
    ],
    [
      'verify of a missing folder',
      ['verify', join(dir, 'gen1')],
      `the pools folder ${join(dir, 'gen1')} does not exist`,
    ],
    ['verify of a file', ['verify', plain], `the pools folder ${plain} is a file, not a folder`],
    [
      'regrade of a missing folder',
      ['regrade', join(dir, 'gen1')],
      `the pools folder ${join(dir, 'gen1')} does not exist`,
    ],
    [
      'regrade of an empty name',
      ['regrade', '', '--dry-run'],
      'the pools folder is empty: name a folder (or leave it out for data/puzzles)',
    ],
    ['regrade with two folders', ['regrade', 'a', 'b'], 'expected at most one pools folder, got 2 arguments'],
    [
      'verify of a folder under a file',
      ['verify', `${plain}/pools`],
      `the pools folder ${plain}/pools does not exist: a part of the path is a file, not a folder`,
    ],
    [
      'verify of an empty name',
      ['verify', ''],
      'the pools folder is empty: name a folder (or leave it out for data/puzzles)',
    ],
    [
      'a pools folder with a line break in its name',
      ['generate', '6x6', '1', '--out', `${plain}/a\nb`],
      `${plain}/a\\u000ab cannot be a folder: a part of the path is a file`,
    ],
    [
      'a shard folder with a line break in its name',
      ['merge', join(dir, 'a\nb'), '--out', join(dir, 'merged')],
      `the shard folder ${join(dir, 'a\\u000ab')} does not exist`,
    ],
    [
      'an unknown command with a line break',
      ['sol\nve', WIKIPEDIA],
      "unknown command 'sol\\u000ave' (commands: solve, hint, steps, grade, techniques, generate, verify, merge, regrade, transform, canon)",
    ],
    [
      'merge of a missing shard folder',
      ['merge', join(dir, 'part-1'), '--out', join(dir, 'merged')],
      `the shard folder ${join(dir, 'part-1')} does not exist`,
    ],
  ];
  it.each(sample(cases))('%s', async (_name, args, message) => {
    expectOneSentence(await run(args), message);
  });

  it('verify of a folder it may not read is named (run as nobody)', async () => {
    const locked = join(dir, 'locked-pools');
    mkdirSync(locked);
    chmodSync(dir, 0o755);
    chmodSync(locked, 0o000);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, env: { HOME: tmpdir() } } : {};
    const result = await spawned(['verify', locked, '--json'], '', asNobody);
    const message = `cannot read the pools folder ${locked}: permission denied`;
    expectOneSentence(result, message);
    expect(jsonLines(result.stdout)).toEqual([{ error: { code: 'environment', message } }]);
  });
});

describe('meaningless requests are errors, not answers', () => {
  const wrongGiven = `6${SOLUTION.slice(1)}`;
  // Row 1 keeps its digits, two non-given cells swapped: the columns now repeat a digit.
  const brokenRule = `${SOLUTION.slice(0, 2)}${SOLUTION[3]}${SOLUTION[2]}${SOLUTION.slice(4)}`;
  const record = (fields: Record<string, unknown>) => JSON.stringify(fields);
  const cases: [string, string[], string][] = [
    [
      'grade of invalid givens',
      ['grade', TWO_FIVES],
      'cannot grade: the givens break a rule (two 5s in row 1 (r1c1, r1c2) and 1 more)',
    ],
    ['grade of a puzzle with no solution', ['grade', NO_SOLUTION], 'cannot grade: the puzzle has no solution'],
    ['grade of an empty grid', ['grade', EMPTY, '--json'], 'cannot grade: the puzzle has more than one solution'],
    [
      'steps of invalid givens',
      ['steps', TWO_FIVES],
      'cannot list the steps: the givens break a rule (two 5s in row 1 (r1c1, r1c2) and 1 more)',
    ],
    [
      'steps of a puzzle with two solutions',
      ['steps', EMPTY],
      'cannot list the steps: the puzzle has more than one solution',
    ],
    [
      'hint of invalid givens',
      ['hint', TWO_FIVES],
      'cannot give a hint: the givens break a rule (two 5s in row 1 (r1c1, r1c2) and 1 more)',
    ],
    [
      'hint of a puzzle with no solution',
      ['hint', NO_SOLUTION, '--json'],
      'cannot give a hint: the puzzle has no solution',
    ],
    ['hint of an empty grid', ['hint', EMPTY], 'cannot give a hint: the puzzle has more than one solution'],
    [
      'hint --position changing a given',
      ['hint', WIKIPEDIA, '--position', `6${WIKIPEDIA.slice(1)}`],
      '--position changes the given 5 at r1c1 to 6; a position keeps every given',
    ],
    [
      'hint --position blanking a given',
      ['hint', WIKIPEDIA, '--position', `${WIKIPEDIA.slice(0, 80)}.`],
      '--position blanks the given 9 at r9c9; a position keeps every given',
    ],
    [
      'hint --position of the wrong length',
      ['hint', WIKIPEDIA, '--position', WIKIPEDIA.slice(0, 80)],
      'expected 81 cells, got 80 in the position',
    ],
    [
      'hint --position of another variant',
      ['hint', WIKIPEDIA, '--position', '.'.repeat(256)],
      'expected 81 cells, got 256 in the position',
    ],
    [
      'transform with a solution that changes a given',
      ['transform', record({ puzzle: WIKIPEDIA, solution: wrongGiven })],
      'the record\'s "solution" is not the puzzle\'s solution: it has 6 at r1c1, where the puzzle gives 5',
    ],
    [
      'transform with a solution that breaks a rule',
      ['transform', record({ puzzle: WIKIPEDIA, solution: brokenRule })],
      'the record\'s "solution" is not the puzzle\'s solution: it breaks a rule (two 6s in column 3 (r1c3, r5c3))',
    ],
    [
      'transform with a solution of a puzzle that has many',
      ['transform', record({ puzzle: EMPTY, solution: SOLUTION })],
      'cannot check the record\'s "solution": the puzzle has more than one solution',
    ],
    [
      'transform with a blank in the solution',
      ['transform', record({ puzzle: WIKIPEDIA, solution: `${SOLUTION.slice(0, 40)}.${SOLUTION.slice(41)}` })],
      'the record\'s "solution" is not the puzzle\'s solution: it has a blank at r5c5',
    ],
    [
      '--regions and --cages together',
      ['solve', WIKIPEDIA, '--regions', JIGSAW, '--cages', '3=0,1'],
      'a puzzle takes a region map (irregular) or cages (killer), not both: got --regions and --cages',
    ],
    [
      'a killer record with --variant classic',
      [
        'solve',
        record({ variant: 'killer', puzzle: EMPTY, cages: [{ sum: 3, cells: [0, 1] }] }),
        '--variant',
        'classic',
      ],
      'the record is a killer puzzle but --variant says classic: give one',
    ],
    [
      'a record with its own regions and another --regions',
      [
        'solve',
        record({ variant: 'irregular', puzzle: EMPTY, regions: JIGSAW }),
        '--regions',
        '111222333'.repeat(3) + '444555666'.repeat(3) + '777888999'.repeat(3),
      ],
      'the record\'s "regions" and --regions disagree: give one (the record\'s own, or a bare grid with --regions)',
    ],
    [
      'a record with its own cages and other --cages',
      ['grade', record({ variant: 'killer', puzzle: EMPTY, cages: [{ sum: 3, cells: [0, 1] }] }), '--cages', '4=0,1'],
      'the record\'s "cages" and --cages disagree: give one (the record\'s own, or a bare grid with --cages)',
    ],
    [
      'a record with both regions and cages',
      ['canon', record({ puzzle: EMPTY, regions: JIGSAW, cages: [{ sum: 3, cells: [0, 1] }] })],
      'a puzzle takes a region map (irregular) or cages (killer), not both: got "regions" in the record and "cages" in the record',
    ],
  ];
  it.each(sample(cases))('%s', async (_name, args, message) => {
    expectOneSentence(await run(args), message);
  });

  it('in a stream, grade answers the unique lines and gives an error object for each of the others', async () => {
    const result = await run(['grade', '--json'], [WIKIPEDIA, EMPTY, NO_SOLUTION, TWO_FIVES, WIKIPEDIA].join('\n'));
    expect(result.code).toBe(2);
    expect(
      jsonLines(result.stdout).map((a) => (a.error ? (a.error as { code: string; line: number }).line : a.level)),
    ).toEqual(['easy', 2, 3, 4, 'easy']);
    expect(result.stderr.trim().split('\n')).toEqual([
      'sudoku: line 2: cannot grade: the puzzle has more than one solution',
      'sudoku: line 3: cannot grade: the puzzle has no solution',
      'sudoku: line 4: cannot grade: the givens break a rule (two 5s in row 1 (r1c1, r1c2) and 1 more)',
    ]);
  });

  it('the JSON error code says which verdict it was', async () => {
    const codes = [];
    for (const puzzle of [TWO_FIVES, NO_SOLUTION, EMPTY]) {
      for (const command of ['grade', 'steps', 'hint']) {
        const result = await run([command, puzzle, '--json']);
        codes.push((JSON.parse(result.stdout) as { error: { code: string } }).error.code);
      }
    }
    expect(codes).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'no_solution',
      'no_solution',
      'no_solution',
      'not_unique',
      'not_unique',
      'not_unique',
    ]);
  });

  it('an option that agrees with the record is no conflict (the default for a stream of mixed lines)', async () => {
    const killer = record({ variant: 'killer', puzzle: EMPTY, cages: [{ sum: 3, cells: [1, 0] }] });
    const result = await run(['solve', killer, '--variant', 'killer', '--cages', '3=0,1', '--limit', '10', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it("--regions naming the record's partition with other labels agrees with it (partitions compared, not label strings)", async () => {
    const relabelled = [...JIGSAW].map((label) => 'abcdefghi'[Number(label) - 1]).join('');
    const result = await run([
      'solve',
      record({ variant: 'irregular', puzzle: EMPTY, regions: JIGSAW }),
      '--regions',
      relabelled,
      '--limit',
      '10',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('transform still carries a right solution along', async () => {
    const result = await run(['transform', record({ puzzle: WIKIPEDIA, solution: SOLUTION }), '--json', '--seed', '3']);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as { puzzle: string; solution: string };
    expect([...out.puzzle].every((d, i) => d === '.' || d === out.solution[i])).toBe(true);
  });
});

describe('faults of the environment', () => {
  it('a directory as standard input: one sentence naming standard input, exit 2', async () => {
    const fd = openSync(dir, 'r');
    try {
      expectOneSentence(await spawned(['solve'], '', { stdinFd: fd }), 'cannot read standard input: it is a directory');
    } finally {
      closeSync(fd);
    }
  });

  it('standard output on a full disk (/dev/full): one sentence and exit 2, for an answer, a stream and a report', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      for (const [args, stdin] of [
        [['solve', WIKIPEDIA], ''],
        [['grade', '--json'], `${WIKIPEDIA}\n${WIKIPEDIA}\n`],
        [['techniques', '--json'], ''],
      ] as const) {
        expectOneSentence(
          await spawned(args, stdin, { stdoutFd: full }),
          'cannot write standard output: there is not enough space left on the disk',
        );
      }
    } finally {
      closeSync(full);
    }
  });

  it('a failed verify exits 1 even when its reader goes away (`verify | head -1`, issue 31)', async () => {
    // 20,000 records without an id: each one a FAIL line, far more than a pipe holds.
    const pools = join(dir, 'failing-pools');
    mkdirSync(join(pools, 'classic'), { recursive: true });
    writeFileSync(
      join(pools, 'classic', 'easy.json'),
      `[\n${Array.from({ length: 20_000 }, () => JSON.stringify({ puzzle: WIKIPEDIA })).join(',\n')}\n]\n`,
    );
    for (const json of [[], ['--json']]) {
      const result = await spawned(['verify', pools, '--workers', '0', ...json], '', { closeStdoutAfter: 1 });
      expect(result.timedOut).toBe(false);
      expect(result.stdout.length).toBeLessThan(1_000_000);
      expect(result.stderr).toBe('');
      expect(result.code, json.join(' ')).toBe(1);
    }
  });

  it('a reader that goes away (like `| head -1`) ends the command quietly', async () => {
    const lines = Array.from({ length: 20_000 }, () => WIKIPEDIA).join('\n');
    const result = await spawned(['solve', '--json'], lines, { closeStdoutAfter: 1 });
    expect(result.timedOut).toBe(false);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});

describe('the real binary says what the in-process runs say', () => {
  // Registered last, so `sampled` holds every table's samples by now.
  it('a sample of every table above: the same exit code, stdout and stderr from `node sudoku.js`', async () => {
    expect(sampled.length).toBeGreaterThanOrEqual(10);
    for (const [name, args, stdin] of sampled) {
      const [inProcess, binary] = [await run(args, stdin), await spawned(args, stdin)];
      expect(binary.timedOut, name).toBe(false);
      expect({ code: binary.code, stdout: binary.stdout, stderr: binary.stderr }, name).toEqual({
        code: inProcess.code,
        stdout: inProcess.stdout,
        stderr: inProcess.stderr,
      });
    }
  });
});
