import { compressToBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { parsePuzzle, solvePuzzle, symbolDigit, type PuzzleRecord } from '@sudoku-forge/core-solver';
import { fpuzzlesData, FpuzzlesError, readFpuzzles } from './fpuzzles.ts';
import { WIKIPEDIA } from '@sudoku-forge/core-solver/datasets';

const CLASSIC = WIKIPEDIA.puzzle;
/** An irregular map (an earlier e2e fixture's; regions numbered 1–9). */
const REGIONS = '111222333111222363411522363441552363445555666444455966777788996778889999777888899';

/** An f-puzzles JSON object like the site writes, from a grid and optional parts. */
function fpuzzle(size: number, grid: string, extra: Record<string, unknown> = {}, regions?: string) {
  return {
    size,
    title: 'test',
    grid: Array.from({ length: size }, (_, r) =>
      Array.from({ length: size }, (_, c) => {
        const ch = grid[r * size + c]!;
        const cell: Record<string, unknown> = ch === '.' ? {} : { value: symbolDigit(ch), given: true };
        if (regions) cell.region = Number(regions[r * size + c]) - 1;
        return cell;
      }),
    ),
    ...extra,
  };
}
const link = (value: unknown) => `https://www.f-puzzles.com/?load=${compressToBase64(JSON.stringify(value))}`;

describe('readFpuzzles', () => {
  it('reads a classic link (and the data alone, and one whose + became a space)', () => {
    const data = compressToBase64(JSON.stringify(fpuzzle(9, CLASSIC)));
    expect(readFpuzzles(`https://f-puzzles.com/?load=${data}`)).toEqual({ variant: 'classic', puzzle: CLASSIC });
    expect(readFpuzzles(data)).toEqual({ variant: 'classic', puzzle: CLASSIC });
    expect(fpuzzlesData(`?load=${data.replace(/\+/gu, ' ')}`)).toBe(data);
    expect(fpuzzlesData(`?load=${encodeURIComponent(data)}&x=1`)).toBe(data);
  });

  it('leaves out digits the solver pencilled in (given is not true)', () => {
    const value = fpuzzle(9, CLASSIC);
    (value.grid[0]![2] as Record<string, unknown>).value = 4;
    expect(readFpuzzles(link(value)).puzzle).toBe(CLASSIC);
  });

  it('reads 4×4, 6×6 and 16×16 boards', () => {
    expect(readFpuzzles(link(fpuzzle(4, '1.........4.....')))).toEqual({ variant: '4x4', puzzle: '1.........4.....' });
    const six = '1'.padEnd(36, '.');
    expect(readFpuzzles(link(fpuzzle(6, six)))).toEqual({ variant: '6x6', puzzle: six });
    const sixteen = 'G'.padEnd(256, '.');
    expect(readFpuzzles(link(fpuzzle(16, sixteen))).puzzle).toBe(sixteen);
  });

  it('diagonal, anti-knight and hyper from their constraints', () => {
    expect(readFpuzzles(link(fpuzzle(9, CLASSIC, { 'diagonal+': true, 'diagonal-': true }))).variant).toBe('diagonal');
    expect(readFpuzzles(link(fpuzzle(9, CLASSIC, { antiknight: true }))).variant).toBe('anti-knight');
    const windows = [1, 5].flatMap((r) =>
      [1, 5].map((c) => ({ cells: [0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => `R${r + i + 1}C${c + j + 1}`)) })),
    );
    expect(readFpuzzles(link(fpuzzle(9, CLASSIC, { extraregion: windows }))).variant).toBe('hyper');
    expect(() => readFpuzzles(link(fpuzzle(9, CLASSIC, { 'diagonal+': true })))).toThrow(/only one diagonal/u);
  });

  it('irregular regions from the cells’ region numbers, as a map the parser accepts', () => {
    const record = readFpuzzles(link(fpuzzle(9, '.'.repeat(81), {}, REGIONS)));
    expect(record).toEqual({ variant: 'irregular', puzzle: '.'.repeat(81), regions: REGIONS });
    expect(() => parsePuzzle(record)).not.toThrow();
  });

  it('killer cages with their sums, cells named R1C1', () => {
    const value = fpuzzle(9, '.'.repeat(81), {
      killercage: [
        { cells: ['R1C1', 'R1C2'], value: '3' },
        { cells: ['R9C9'], value: 9 },
      ],
    });
    expect(readFpuzzles(link(value))).toEqual({
      variant: 'killer',
      puzzle: '.'.repeat(81),
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 9, cells: [80] },
      ],
    });
  });

  it('an imported puzzle plays like the original', () => {
    const record: PuzzleRecord = readFpuzzles(link(fpuzzle(9, CLASSIC)));
    expect(solvePuzzle(parsePuzzle(record)).status).toBe('unique');
  });

  it('refuses what it cannot play, in words', () => {
    const refuse = (input: string) => {
      try {
        readFpuzzles(input);
      } catch (error) {
        expect(error).toBeInstanceOf(FpuzzlesError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refuse('hello world')).toMatch(/not an f-puzzles link/u);
    expect(refuse('https://f-puzzles.com/?load=AAAA')).toMatch(/cannot be unpacked|cannot be read/u);
    expect(refuse(`?load=${compressToBase64('not json')}`)).toMatch(/cannot be read/u);
    expect(refuse(link(fpuzzle(8, '.'.repeat(64))))).toMatch(/8×8/u);
    expect(refuse(link({ ...fpuzzle(9, CLASSIC), thermometer: [{ lines: [['R1C1', 'R1C2']] }] }))).toBe(
      'This puzzle has thermometers, which Sudoku Forge does not play.',
    );
    expect(refuse(link(fpuzzle(9, CLASSIC, { killercage: [{ cells: ['R1C1'] }] })))).toMatch(/has no sum/u);
    expect(refuse(link(fpuzzle(9, CLASSIC, { killercage: [{ cells: ['R10C1'], value: 3 }] })))).toMatch(
      /not on the board/u,
    );
    expect(refuse(link(fpuzzle(9, CLASSIC, { antiknight: true, 'diagonal+': true, 'diagonal-': true })))).toMatch(
      /one variant at a time/u,
    );
    expect(refuse(link(fpuzzle(4, '.'.repeat(16), { antiknight: true })))).toMatch(/9×9 boards only/u);
    const bad = fpuzzle(9, CLASSIC);
    (bad.grid[0]![0] as Record<string, unknown>).value = 12;
    expect(refuse(link(bad))).toMatch(/R1C1 holds 12/u);
  });
});

/** An lz-string base64 stream for 'a' repeated by a run of k codes (1 + 2 + … + (k+1) characters). */
function bombLink(k: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let out = '';
  let val = 0;
  let pos = 0;
  const bit = (b: number) => {
    val = (val << 1) | b;
    if (++pos === 6) {
      out += alphabet[val];
      val = 0;
      pos = 0;
    }
  };
  const write = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++) bit((value >> i) & 1);
  };
  write(0, 2);
  write(97, 8);
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  for (let i = 0; i < k; i++) {
    write(dictSize, numBits);
    dictSize++;
    if (--enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
  write(2, numBits);
  while (pos !== 0) bit(0);
  return out + '='.repeat((4 - (out.length % 4)) % 4);
}

describe('issue 31: links that unpack to too much', () => {
  // The refusals' words say where each stopped (the link's length, before unpacking; the unpacked
  // length, at the limit); a run that unpacked it all would take seconds and hundreds of MB, which
  // the tests' own hang guard (10 s) catches without timing anything (speed is the bench's).
  it('a 72 KB link that unpacks to 480 million characters is refused at once, naming the limit', {
    timeout: 10_000,
  }, () => {
    const data = bombLink(31_000);
    expect(data.length).toBeGreaterThan(72_000);
    expect(() => readFpuzzles(`https://www.f-puzzles.com/?load=${data}`)).toThrow(/at most 64,000/u);
  });

  it('a link under the length limit that unpacks past 1,000,000 characters is stopped while unpacking', {
    timeout: 10_000,
  }, () => {
    const data = bombLink(10_000);
    expect(data.length).toBeLessThan(64_000);
    expect(() => readFpuzzles(data)).toThrow(FpuzzlesError);
    expect(() => readFpuzzles(data)).toThrow(/more than 1,000,000 characters/u);
  });
});
