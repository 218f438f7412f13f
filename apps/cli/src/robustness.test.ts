/**
 * Issue 8, the command line: every puzzle command under a stream of hostile lines, searches built
 * to explode, and a long stream checked for order, isolation of a bad line and bounded memory.
 * Each spawn has a generous kill timer: a hang guard, not a speed test. The streams and searches
 * run as the real binary (a runaway search can only be stopped in its own process); the one-line
 * argument checks run the command's entry in-process.
 */
import { mulberry32, randomInt } from '@sudoku-forge/core-solver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLines, runCliBounded, runInProcess } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const WIKIPEDIA_SOLUTION = WIKIPEDIA_EXAMPLE.solution;
/** Two of the forum's hardest (tdoku's puzzles6 set) and two serg puzzles (two or more solutions). */
const HARDEST = [
  '........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........',
  '..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2',
];
const SERG = [
  '8.........95.......76.........426798...571243...893165......916....3.487....1.532',
  '8.........95.......76.........428967...573412...691583.....4196....3.748...8..235',
];
/** Wikipedia's "hard for brute force" grid: its solution's first row is 987654321, against digit order. */
const AGAINST_BRUTE_FORCE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
/** A 16×16 fixture puzzle with every clue removed that keeps it unique (91 left): hard on the grader. */
const THIN_16 =
  '............E....4B...................7.9..E...C....CA.....3.27....F..94.......G..C..........E8.E.7.FG.3...A..DB....2...D..GF3.....E.B..C.A..43...1C3....95...6..2.9G......6BD...D5.6..9.G8B7.2A..D7..C81...2.F.GE.3.12..74..B.D..A.9FB..E...7C..F2..7DGB..93...';
const BOXES = Array.from({ length: 81 }, (_, cell) =>
  String(Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3) + 1),
).join('');
const COMMANDS = ['solve', 'hint', 'steps', 'grade', 'transform', 'canon'] as const;
const HANG_GUARD_MS = 90_000;

const record = (fields: Record<string, unknown>) => JSON.stringify(fields);
const controlChar = fc
  .integer({ min: 0, max: 0x1f })
  .filter((c) => c !== 10 && c !== 13)
  .map((c) => String.fromCharCode(c));

/** Lines a careless script or a hostile user might send, for every variant. */
const hostileLine = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.integer({ min: 0, max: 82 }).map((k) => WIKIPEDIA.repeat(2).slice(0, k)),
  fc
    .tuple(fc.integer({ min: 0, max: 80 }), fc.oneof(controlChar, fc.constantFrom('x', 'é', '{', '"', '🙂', '\u2028')))
    .map(([i, ch]) => WIKIPEDIA.slice(0, i) + ch + WIKIPEDIA.slice(i + 1)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.nat(200).map((k) => record({ variant: 'classic', puzzle: WIKIPEDIA }).slice(0, k)),
  fc
    .record({
      variant: fc.constantFrom(
        'classic',
        '4x4',
        '6x6',
        '16x16',
        'diagonal',
        'hyper',
        'anti-knight',
        'irregular',
        'killer',
        'nope',
        7,
      ),
      puzzle: fc.oneof(
        fc.constant(WIKIPEDIA),
        fc.constant('.'.repeat(81)),
        fc.constant('.'.repeat(16)),
        fc.string({ maxLength: 90 }),
      ),
    })
    .map(record),
  // Irregular: broken region maps (a label moved, swapped, missing), and a good one.
  fc.tuple(fc.nat(80), fc.nat(80), fc.constantFrom(...'123456789x')).map(([i, j, ch]) => {
    const labels = [...BOXES];
    [labels[i], labels[j]] = [labels[j]!, ch];
    return record({ variant: 'irregular', puzzle: WIKIPEDIA, regions: labels.join('') });
  }),
  // Killer: cages with bad sums, overlaps, off-board and repeated cells, non-integers.
  fc
    .array(
      fc.record({
        sum: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.constantFrom(10.5, '10', null)),
        cells: fc.array(fc.oneof(fc.integer({ min: -1, max: 82 }), fc.constantFrom('r1c1', 'r10c1', 1.5)), {
          minLength: 0,
          maxLength: 4,
        }),
      }),
      { maxLength: 5 },
    )
    .map((cages) => record({ variant: 'killer', puzzle: '.'.repeat(81), cages })),
  fc.constantFrom(
    WIKIPEDIA,
    ...HARDEST,
    ...SERG,
    AGAINST_BRUTE_FORCE,
    '.'.repeat(81),
    '.'.repeat(256),
    `1${'.'.repeat(15)}`,
  ),
);

/** What the stream answers for: non-empty lines that are not comments (after trimming). */
function counted(line: string): boolean {
  const text = line.trim();
  return text.length > 0 && !text.startsWith('#');
}

function expectNoCrash(stderr: string): void {
  expect(stderr).not.toContain('internal error');
  expect(stderr).not.toMatch(/^\s+at /mu);
}

describe('every puzzle command under a stream of hostile lines', () => {
  const lines = fc
    .sample(hostileLine, { numRuns: 300, seed: 8201 })
    // One input line, one answer: line breaks inside a sampled line would split it.
    .map((l) => l.replace(/[\r\n]/gu, ' '))
    // Each distinct line once: the sample repeats some (the hardest puzzles up to five times, which
    // made steps spend most of its time re-proving them); 244 distinct lines are left.
    .filter((l, i, all) => all.indexOf(l) === i)
    .concat([`${'1'.repeat(1 << 20)}`, WIKIPEDIA]);
  const expected = lines.filter(counted);

  it.each(COMMANDS)(
    '%s --json answers each of the lines once, in order, with a result or one error object',
    async (command) => {
      const run = await runCliBounded(
        [command, '--json', ...(command === 'solve' ? ['--limit', '20000'] : [])],
        `${lines.join('\n')}\n`,
        HANG_GUARD_MS,
      );
      expect(run.timedOut).toBe(false);
      expectNoCrash(run.stderr);
      expect([0, 2]).toContain(run.code);
      const answers = jsonLines(run.stdout);
      expect(answers).toHaveLength(expected.length);
      let errors = 0;
      answers.forEach((answer, i) => {
        if ('error' in answer) {
          errors++;
          const error = answer.error as { code: string; message: string; line: number };
          expect(typeof error.code).toBe('string');
          expect(error.message).toMatch(/^line \d+: /u);
          expect(error.message.length).toBeLessThan(300);
          expect(error.message).not.toMatch(/[\u0000-\u001f]/u);
        }
        if (expected[i] === WIKIPEDIA) expect(answer).not.toHaveProperty('error');
      });
      // Each bad line is one sentence on stderr, nothing more.
      const stderrLines = run.stderr.split('\n').filter((l) => l.length > 0);
      expect(stderrLines).toHaveLength(errors);
      for (const l of stderrLines) expect(l).toMatch(/^sudoku: line \d+: /u);
      expect(errors).toBeGreaterThan(expected.length / 3);
    },
  );

  it('solve without --json prints one line per input line and one stderr sentence per bad line', async () => {
    const run = await runCliBounded(['solve', '--limit', '20000'], `${lines.join('\n')}\n`, HANG_GUARD_MS);
    expect(run.timedOut).toBe(false);
    expectNoCrash(run.stderr);
    const out = run.stdout.split('\n').filter((l) => l.length > 0);
    expect(out).toHaveLength(expected.length);
    const bad = out.filter((l) => l.startsWith('error ')).length;
    expect(run.stderr.split('\n').filter((l) => l.length > 0)).toHaveLength(bad);
  });

  it('a single hostile argument gets one error sentence and exit 2, for every command', async () => {
    for (const command of COMMANDS) {
      const run = await runInProcess([command, `${WIKIPEDIA.slice(0, 40)}\u0007\u001b[31m{`, '--json'], {
        timeoutMs: HANG_GUARD_MS,
      });
      expect(run.code).toBe(2);
      expectNoCrash(run.stderr);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(jsonLines(run.stdout)).toEqual([
        {
          error: {
            code: 'bad_input',
            message: expect.stringMatching(/unknown symbol U\+0007 \(a control character\)/u),
          },
        },
      ]);
    }
  });
});

/** A 16×16 with scattered givens that break no rule directly: a search can wander for a long time. */
function scattered16(seed: number, givens: number): string {
  const rng = mulberry32(seed);
  const n = 16;
  const grid = new Array<number>(n * n).fill(0);
  let placed = 0;
  while (placed < givens) {
    const cell = randomInt(rng, n * n);
    const digit = randomInt(rng, n) + 1;
    if (grid[cell] !== 0) continue;
    const r = Math.floor(cell / n);
    const c = cell % n;
    const clash = grid.some((d, other) => {
      if (d !== digit) return false;
      const r2 = Math.floor(other / n);
      const c2 = other % n;
      return (
        r2 === r || c2 === c || (Math.floor(r2 / 4) === Math.floor(r / 4) && Math.floor(c2 / 4) === Math.floor(c / 4))
      );
    });
    if (clash) continue;
    grid[cell] = digit;
    placed++;
  }
  return grid.map((d) => (d === 0 ? '.' : '123456789ABCDEFG'[d - 1])).join('');
}

describe('adversarial puzzles finish within the position limit', () => {
  const emptyKillerOneCage = record({
    variant: 'killer',
    puzzle: '.'.repeat(81),
    cages: [{ sum: 45, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] }],
  });
  // Row 9 holds two cages that both need {1,2}: no solution, found only at the bottom of the board.
  const killerDeadEnd = record({
    variant: 'killer',
    puzzle: '.'.repeat(81),
    cages: [
      { sum: 3, cells: [72, 73] },
      { sum: 3, cells: [75, 76] },
    ],
  });
  const adversarial: [string, string][] = [
    ['empty 16x16', '.'.repeat(256)],
    ['empty classic', '.'.repeat(81)],
    ['empty diagonal', record({ variant: 'diagonal', puzzle: '.'.repeat(81) })],
    ['empty hyper', record({ variant: 'hyper', puzzle: '.'.repeat(81) })],
    ['empty anti-knight', record({ variant: 'anti-knight', puzzle: '.'.repeat(81) })],
    ['empty irregular', record({ variant: 'irregular', puzzle: '.'.repeat(81), regions: BOXES })],
    ['empty killer with one 9-cell cage', emptyKillerOneCage],
    ['killer whose contradiction sits in the last row', killerDeadEnd],
    ['against brute force (987654321 first row)', AGAINST_BRUTE_FORCE],
    ['hardest 1', HARDEST[0]!],
    ['hardest 2', HARDEST[1]!],
    ['serg', SERG[0]!],
    ['thin unique 16x16', THIN_16],
    ...[1, 2, 3, 4, 5, 6].map((seed): [string, string] => [
      `16x16 with 40 scattered givens #${seed}`,
      scattered16(seed, 40),
    ]),
    ...[7, 8, 9].map((seed): [string, string] => [`16x16 with 90 scattered givens #${seed}`, scattered16(seed, 90)]),
  ];

  it(`solve answers all ${adversarial.length} with a verdict within the default limit`, async () => {
    const run = await runCliBounded(
      ['solve', '--json'],
      `${adversarial.map(([, p]) => p).join('\n')}\n`,
      HANG_GUARD_MS,
    );
    expect(run.timedOut).toBe(false);
    expectNoCrash(run.stderr);
    expect(run.code).toBe(0);
    const answers = jsonLines(run.stdout);
    expect(answers).toHaveLength(adversarial.length);
    const verdicts = Object.fromEntries(answers.map((a, i) => [adversarial[i]![0], a.status]));
    for (const answer of answers) {
      expect(['unique', 'multiple', 'none', 'invalid', 'undecided']).toContain(answer.status);
      expect(answer.positions as number).toBeLessThanOrEqual(200_000);
    }
    expect(verdicts).toMatchObject({
      'empty 16x16': 'multiple',
      'empty classic': 'multiple',
      'empty killer with one 9-cell cage': 'multiple',
      'killer whose contradiction sits in the last row': 'none',
      'against brute force (987654321 first row)': 'unique',
      'hardest 1': 'unique',
      serg: 'multiple',
      'thin unique 16x16': 'unique',
    });
  });

  it('a tiny --limit gives "undecided", never a guess', async () => {
    const run = await runCliBounded(
      ['solve', '--json', '--limit', '1'],
      `${HARDEST[0]}\n${'.'.repeat(256)}\n${scattered16(1, 40)}\n`,
      HANG_GUARD_MS,
    );
    const answers = jsonLines(run.stdout);
    expect(answers.map((a) => a.status)).toEqual(['undecided', 'undecided', 'undecided']);
    for (const answer of answers) expect(answer.solution).toBeNull();
  });

  it.each(['hint', 'steps', 'grade', 'transform', 'canon'] as const)(
    '%s answers the same puzzles without hanging or crashing',
    async (command) => {
      const run = await runCliBounded(
        [command, '--json'],
        `${adversarial.map(([, p]) => p).join('\n')}\n`,
        HANG_GUARD_MS,
      );
      expect(run.timedOut).toBe(false);
      expectNoCrash(run.stderr);
      expect(jsonLines(run.stdout)).toHaveLength(adversarial.length);
    },
  );
});

/** Line k of a cheap stream: the textbook solution relabelled by k, with 1 + k % 20 cells blanked. */
function cheapLine(k: number): string {
  const shift = k % 9;
  const blanks = 1 + (k % 20);
  const start = (k * 7) % 81;
  const cells = [...WIKIPEDIA_SOLUTION].map((d) => String(((Number(d) - 1 + shift) % 9) + 1));
  for (let i = 0; i < blanks; i++) cells[(start + i * 4) % 81] = '.';
  return cells.join('');
}

/** What solve must say for line k: its givens and the first digit of its solution. */
function cheapSignature(k: number): string {
  return `${81 - (1 + (k % 20))}:${((Number(WIKIPEDIA_SOLUTION[0]) - 1 + (k % 9)) % 9) + 1}`;
}

describe('a long stream', () => {
  it('keeps 100,000 lines in order, isolates a bad line in the middle, and stays under 300 MB', async () => {
    const total = 100_000;
    const badAt = 50_000;
    function* input(): Generator<string> {
      let chunk = '';
      for (let k = 0; k < total; k++) {
        chunk += `${k === badAt ? `${cheapLine(k).slice(0, 80)}x` : cheapLine(k)}\n`;
        if (chunk.length > 1 << 16) {
          yield chunk;
          chunk = '';
        }
      }
      yield chunk;
    }
    // Check answers as they arrive instead of keeping 100,000 lines of output.
    let pending = '';
    let k = 0;
    const mismatches: string[] = [];
    const check = (line: string) => {
      const answer = JSON.parse(line) as {
        status?: string;
        givens?: number;
        solution?: string;
        error?: { line: number };
      };
      if (k === badAt) {
        if (answer.error?.line !== badAt + 1)
          mismatches.push(`line ${k + 1}: expected the error, got ${line.slice(0, 80)}`);
      } else if (answer.status !== 'unique' || `${answer.givens}:${answer.solution?.[0]}` !== cheapSignature(k)) {
        mismatches.push(`line ${k + 1}: ${line.slice(0, 80)}`);
      }
      k++;
    };
    const run = await runCliBounded(['solve', '--json'], input(), 300_000, {
      keepStdout: false,
      onStdout(chunk) {
        pending += chunk;
        const parts = pending.split('\n');
        pending = parts.pop()!;
        for (const part of parts)
          if (mismatches.length < 5) check(part);
          else k++;
      },
    });
    expect(run.timedOut).toBe(false);
    expect(mismatches).toEqual([]);
    expect(k).toBe(total);
    expect(run.code).toBe(2); // one bad line
    expect(run.stderr.trim()).toBe(`sudoku: line ${badAt + 1}: unknown symbol 'x' in the puzzle at row 9, column 9`);
    expect(run.maxRssBytes).not.toBeNull();
    expect(run.maxRssBytes!).toBeLessThan(300 * 1024 * 1024);
  });
});
