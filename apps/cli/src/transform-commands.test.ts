import { describe, expect, it } from 'vitest';
import { jsonLines, runCli } from './run-cli.test-helper.ts';
import { WIKIPEDIA as WIKIPEDIA_EXAMPLE } from '@sudoku-forge/core-solver/datasets';

// One unique puzzle per variant (made by the transforms tests' generator: core-solver randomGrid,
// then carved while the solution stayed unique), as contract §5 records with their solutions.
const RECORDS: Record<string, string> = {
  classic:
    '{"variant":"classic","puzzle":"86...4.....4.2..5..91.......4.8...2.6....7...5....2.31.2.9..7..7..4...9..5.....4.","solution":"865734219374129856291568473943851627612397584587642931428913765736485192159276348"}',
  '4x4': '{"variant":"4x4","puzzle":"43.......2....3.","solution":"4321214332141432"}',
  '6x6':
    '{"variant":"6x6","puzzle":"5..6.......54......6.2.....16.6...53","solution":"543621216345432516165234354162621453"}',
  '16x16':
    '{"variant":"16x16","puzzle":"DBA9.C426.8...5G6G...A95B37C.EDF.F..D...5G.19A7CC357.E.......28..A.2B6.D.7C98...387DG5..2F6.BC19FE16.983AB45..27.49C....38GDE.A.2..F6D.E..53A4G.E5.A9..8C61.....79.G4B2..DF8.3C51D.35F.CG.A.29.E4638F.C..2DA5G..92.EA8D1F5..763.G7DB32...1..C..A..F5E.6G8.37DB.2","solution":"DBA97C426E8F315G6G218A95B37C4EDF8FE4D3B65G219A7CC3571EGFDA94628B5AG2B6ED17C98F43387DG5A42F6EBC19FE16C983AB45GD27B49C21F738GDE5A62CBF6D1E7953A4G8E54A9G38C612F7BD796G4B2AEDF813C51D835F7CG4AB296E4638F7CB92DA5GE192CEA8D1F5BG7634G7DB325941E6C8FAA1F5E46G8C37DB92"}',
  diagonal:
    '{"variant":"diagonal","puzzle":"86.........4.2.....9........5.3.......9..8........67.5.4.6..5..5.........1.......","solution":"865734219374129856291865374456371928729548163138296745947682531582413697613957482"}',
  hyper:
    '{"variant":"hyper","puzzle":"86.........4.2....1.....3.....5.......1..8........1..7.9.6..4..6.........8....9..","solution":"865734219374129856129856374936572148741968532258341697597683421612495783483217965"}',
  'anti-knight':
    '{"variant":"anti-knight","puzzle":"86.........4......73........8.........9...........2..1.5.3..9..6......8..........","solution":"865734219194268573732195846586917324219643758347852691458321967623479185971586432"}',
  irregular:
    '{"variant":"irregular","puzzle":"86...4.....2.......1....8.3.9.8...5......2........1632.3.6..1.....1..46..7.......","solution":"865734219342918576917265843293846751651372984784591632438627195529183467176459328","regions":"111122333111222333112222333444555666444555666444555666777788999777888999778888999"}',
  killer:
    '{"variant":"killer","puzzle":"......................................2..........................................","solution":"865734219374129856291568473943851627612397584587642931428913765736485192159276348","cages":[{"sum":15,"cells":[4,5,13,22]},{"sum":16,"cells":[33,34,43]},{"sum":6,"cells":[61]},{"sum":27,"cells":[57,65,66,67]},{"sum":8,"cells":[32,41]},{"sum":5,"cells":[21]},{"sum":11,"cells":[18,19]},{"sum":6,"cells":[1]},{"sum":5,"cells":[2]},{"sum":17,"cells":[6,7,8,16]},{"sum":14,"cells":[68,77,78]},{"sum":3,"cells":[26]},{"sum":11,"cells":[70,71]},{"sum":6,"cells":[50,58,59]},{"sum":16,"cells":[28,29,38,47]},{"sum":5,"cells":[45]},{"sum":9,"cells":[75,76]},{"sum":5,"cells":[73]},{"sum":11,"cells":[63,64,72]},{"sum":4,"cells":[79]},{"sum":9,"cells":[74]},{"sum":11,"cells":[0,9]},{"sum":19,"cells":[15,24,25]},{"sum":17,"cells":[30,39,48]},{"sum":8,"cells":[3,12]},{"sum":17,"cells":[14,23]},{"sum":4,"cells":[44]},{"sum":5,"cells":[42]},{"sum":24,"cells":[27,36,37,46]},{"sum":14,"cells":[31,40]},{"sum":6,"cells":[17]},{"sum":8,"cells":[80]},{"sum":7,"cells":[35]},{"sum":4,"cells":[49]},{"sum":8,"cells":[60,69]},{"sum":12,"cells":[10,11,20]},{"sum":6,"cells":[53,62]},{"sum":12,"cells":[51,52]},{"sum":6,"cells":[54,55]},{"sum":8,"cells":[56]}]}',
};
const VARIANTS = Object.keys(RECORDS);
const WIKIPEDIA = WIKIPEDIA_EXAMPLE.puzzle;
const clues = (grid: string) => [...grid].filter((ch) => ch !== '.').length;

interface Disguise {
  variant: string;
  puzzle: string;
  clues: number;
  solution?: string;
  regions?: string;
  cages?: { sum: number; cells: number[] }[];
  ops: string[];
}

describe('sudoku transform and canon (all nine variants, streamed)', () => {
  const input = `${VARIANTS.map((v) => RECORDS[v]).join('\n')}\n`;

  it('transform prints a record of the same variant plus ops; canon agrees with the original; solve agrees', async () => {
    const run = await runCli(['transform', '--seed', '7', '--json'], input);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const disguises = jsonLines(run.stdout) as unknown as Disguise[];
    expect(disguises.map((d) => d.variant)).toEqual(VARIANTS);
    disguises.forEach((d, i) => {
      const original = JSON.parse(RECORDS[VARIANTS[i]!]!) as Disguise;
      expect(d.clues).toBe(clues(original.puzzle));
      expect(d.ops.length).toBeGreaterThan(0);
      expect(d.solution).toHaveLength(original.puzzle.length);
      expect(d.regions !== undefined).toBe(d.variant === 'irregular');
      expect(d.cages !== undefined).toBe(d.variant === 'killer');
      if (d.variant === 'killer') expect(d.ops.some((op) => op.startsWith('relabel'))).toBe(false);
    });

    // Both the originals and the disguises, one canon stream: pairs must agree.
    const canon = await runCli(['canon', '--json'], `${input}${run.stdout}`);
    expect(canon.code).toBe(0);
    const forms = jsonLines(canon.stdout).map((o) => o.canonical as string);
    expect(forms).toHaveLength(2 * VARIANTS.length);
    expect(forms.slice(VARIANTS.length)).toEqual(forms.slice(0, VARIANTS.length));
    expect(new Set(forms.slice(0, VARIANTS.length)).size).toBe(VARIANTS.length);

    // solve(transform(p)) = transform(solve(p)): the solver finds the moved solution, uniquely.
    const solved = await runCli(['solve', '--json'], run.stdout);
    const verdicts = jsonLines(solved.stdout);
    verdicts.forEach((v, i) => {
      expect(v.status).toBe('unique');
      expect(v.solution).toBe(disguises[i]!.solution);
    });
  });
});

describe('sudoku transform', () => {
  it('gives the same disguise for the same seed and another for another seed', async () => {
    const [a, b, c] = await Promise.all([
      runCli(['transform', WIKIPEDIA, '--seed', '42', '--json']),
      runCli(['transform', WIKIPEDIA, '--seed', '42', '--json']),
      runCli(['transform', WIKIPEDIA, '--seed', '43', '--json']),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).puzzle).not.toBe(JSON.parse(c.stdout).puzzle);
    // A bare grid has no solution on input: the command solves it and moves the solution along.
    expect(JSON.parse(a.stdout).solution).toMatch(/^[1-9]{81}$/u);
  });

  it('prints the moved grid and the moves for people', async () => {
    const run = await runCli(['transform', WIKIPEDIA, '--seed', '3']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Moves: /u);
    expect(run.stdout).toContain('------+-------+------');
  });

  it('rejects a bad seed and bad input with exit code 2 and one sentence', async () => {
    const seed = await runCli(['transform', WIKIPEDIA, '--seed', 'x']);
    expect(seed.code).toBe(2);
    expect(seed.stderr).toMatch(/--seed must be a whole number/u);
    const bad = await runCli(['canon', WIKIPEDIA.slice(1), '--json']);
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      error: { message: expect.stringMatching(/expected 81 cells, got 80/u) },
    });
  });
});

describe('sudoku canon', () => {
  it('prints the minlex form of a classic puzzle', async () => {
    // Royle's 17-clue list is published in minlex form: its first line is its own canonical form.
    const seventeen = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
    const run = await runCli(['canon', seventeen, '--json']);
    expect(JSON.parse(run.stdout)).toEqual({ canonical: seventeen });
  });
});
