/**
 * f-puzzles links: `https://www.f-puzzles.com/?load=<data>`, where the data is the puzzle as JSON
 * compressed with lz-string's compressToBase64. The JSON has `size`, `grid[r][c]` cells with
 * `value`, `given` (true for a given digit, else it is a solver's pencilled digit) and `region`
 * (0-based; absent = the standard box), `diagonal+` / `diagonal-`, `antiknight`, `extraregion`
 * and `killercage: [{cells: ["R1C1", …], value}]`. Read here into a puzzle record of the variant
 * it is (classic, 4×4, 6×6, 16×16, diagonal, anti-knight, hyper, irregular, killer); anything
 * Sudoku Forge does not play is refused by name, never silently dropped.
 */
import { decompressBase64Bounded, TOO_LONG } from './lz-bounded.ts';
import { digitSymbol, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';

/**
 * Limits (issue 31): the compressed data of a link, checked before unpacking, and the JSON it
 * unpacks to, checked while unpacking (LZ expands a lot: 72 KB once made 480 million characters).
 * f-puzzles' own links of 16x16 killers with every cell written stay far under both.
 */
export const MAX_FPUZZLES_DATA = 64_000;
export const MAX_FPUZZLES_JSON = 1_000_000;

export class FpuzzlesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FpuzzlesError';
  }
}

/** Constraints f-puzzles draws that change the rules (cosmetic lines, shapes and text are left out). */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  antiking: 'anti-king',
  disjointgroups: 'disjoint groups',
  nonconsecutive: 'non-consecutive',
  arrow: 'arrows',
  thermometer: 'thermometers',
  palindrome: 'palindromes',
  littlekillersum: 'little killer sums',
  sandwichsum: 'sandwich sums',
  difference: 'difference dots',
  ratio: 'ratio dots',
  clone: 'clones',
  odd: 'odd cells',
  even: 'even cells',
  quadruple: 'quadruples',
  betweenline: 'between lines',
  minimum: 'minimum cells',
  maximum: 'maximum cells',
  xv: 'XV',
  'renban': 'renban lines',
  whispers: 'whisper lines',
  regionsumline: 'region sum lines',
};

const SIZES: Readonly<Record<number, VariantId>> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };

const HYPER_WINDOWS = [1, 5].flatMap((r) => [1, 5].map((c) => [0, 1, 2].flatMap((i) => [0, 1, 2].map((j) => (r + i) * 9 + c + j)).sort((a, b) => a - b).join(',')));

/** The compressed data of a link (or the data itself, pasted alone). */
export function fpuzzlesData(input: string): string {
  const text = input.trim();
  const match = /[?&#]load=([^&#]+)/u.exec(text);
  if (!match && !/^[A-Za-z0-9+/=]+$/u.test(text)) throw new FpuzzlesError('This is not an f-puzzles link: expected an address with “?load=” followed by the puzzle data.');
  let data = match ? match[1]! : text;
  if (data.includes('%')) {
    try {
      data = decodeURIComponent(data);
    } catch {
      throw new FpuzzlesError('This f-puzzles link is damaged (bad %-escapes).');
    }
  }
  // A "+" that travelled through a form may come back as a space.
  return data.replace(/ /gu, '+');
}

function cellIndex(name: unknown, size: number): number {
  const m = typeof name === 'string' ? /^R(\d+)C(\d+)$/iu.exec(name) : null;
  const r = m ? Number(m[1]) : 0;
  const c = m ? Number(m[2]) : 0;
  if (!m || r < 1 || r > size || c < 1 || c > size) throw new FpuzzlesError(`The f-puzzles cage cell “${String(name).slice(0, 12)}” is not on the board.`);
  return (r - 1) * size + (c - 1);
}

const present = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== false);

/** Reads an f-puzzles link (or its data) into a puzzle record; FpuzzlesError says what is wrong. */
export function readFpuzzles(input: string): PuzzleRecord {
  const data = fpuzzlesData(input);
  if (!/^[A-Za-z0-9+/=]+$/u.test(data)) throw new FpuzzlesError('This is not an f-puzzles link: expected an address with “?load=” followed by the puzzle data.');
  if (data.length > MAX_FPUZZLES_DATA) {
    throw new FpuzzlesError(`This f-puzzles link is too long to open: its data is ${data.length.toLocaleString('en')} characters, and Sudoku Forge reads at most ${MAX_FPUZZLES_DATA.toLocaleString('en')}.`);
  }
  let json: string | null | typeof TOO_LONG;
  try {
    json = decompressBase64Bounded(data, MAX_FPUZZLES_JSON);
  } catch {
    json = null;
  }
  if (json === TOO_LONG) {
    throw new FpuzzlesError(`This f-puzzles link unpacks to more than ${MAX_FPUZZLES_JSON.toLocaleString('en')} characters, more than any puzzle Sudoku Forge plays needs; it was not opened.`);
  }
  if (!json) throw new FpuzzlesError('The f-puzzles data cannot be unpacked: the link is cut short or damaged.');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new FpuzzlesError('The f-puzzles data cannot be read: it is not the JSON f-puzzles writes.');
  }
  if (typeof value !== 'object' || value === null) throw new FpuzzlesError('The f-puzzles data holds no puzzle.');
  const p = value as Record<string, unknown>;
  const size = p.size;
  if (typeof size !== 'number' || !(size in SIZES)) throw new FpuzzlesError(`Sudoku Forge plays 4×4, 6×6, 9×9 and 16×16 boards; this f-puzzles board is ${typeof size === 'number' ? `${size}×${size}` : 'of no size'}.`);
  const grid = p.grid;
  if (!Array.isArray(grid) || grid.length !== size || !grid.every((row) => Array.isArray(row) && row.length === size)) {
    throw new FpuzzlesError(`The f-puzzles grid is not ${size}×${size}.`);
  }
  const unsupported = Object.keys(UNSUPPORTED).filter((key) => present(p[key]));
  if (unsupported.length > 0) {
    throw new FpuzzlesError(`This puzzle has ${unsupported.map((k) => UNSUPPORTED[k]).join(', ')}, which Sudoku Forge does not play.`);
  }

  const base = SIZES[size]!;
  const box = VARIANTS[base].box!;
  const standard = (cell: number) => Math.floor(Math.floor(cell / size) / box.rows) * (size / box.columns) + Math.floor((cell % size) / box.columns);
  let puzzle = '';
  const regionOf: number[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const entry = (grid[Math.floor(cell / size)] as unknown[])[cell % size];
    const c = (typeof entry === 'object' && entry !== null ? entry : {}) as { value?: unknown; given?: unknown; region?: unknown };
    const given = c.given === true && typeof c.value === 'number' ? c.value : 0;
    if (!Number.isInteger(given) || given < 0 || given > size) throw new FpuzzlesError(`The f-puzzles cell R${Math.floor(cell / size) + 1}C${(cell % size) + 1} holds ${String(c.value)}, not a digit of 1–${size}.`);
    puzzle += given === 0 ? '.' : digitSymbol(given);
    if (c.region === null) throw new FpuzzlesError('Some f-puzzles cells belong to no region; Sudoku Forge needs every cell in a region.');
    if (c.region !== undefined && (!Number.isInteger(c.region) || (c.region as number) < 0 || (c.region as number) >= size)) {
      throw new FpuzzlesError(`The f-puzzles cell R${Math.floor(cell / size) + 1}C${(cell % size) + 1} names region ${String(c.region)}.`);
    }
    regionOf.push(c.region === undefined ? standard(cell) : (c.region as number));
  }
  const irregular = regionOf.some((r, cell) => r !== standard(cell));

  const rules: VariantId[] = [];
  const plus = p['diagonal+'] === true;
  const minus = p['diagonal-'] === true;
  if (plus !== minus) throw new FpuzzlesError('This puzzle has only one diagonal; Sudoku Forge’s diagonal sudoku has both.');
  if (plus && minus) rules.push('diagonal');
  if (p.antiknight === true) rules.push('anti-knight');
  if (irregular) rules.push('irregular');
  if (present(p.extraregion)) {
    const windows = Array.isArray(p.extraregion)
      ? p.extraregion.map((r) => {
          const cells = (r as { cells?: unknown })?.cells;
          return Array.isArray(cells) ? cells.map((n) => cellIndex(n, size)).sort((a, b) => a - b).join(',') : '';
        })
      : [];
    if (size !== 9 || windows.length !== 4 || !HYPER_WINDOWS.every((w) => windows.includes(w))) throw new FpuzzlesError('This puzzle has extra regions other than the four hyper windows, which Sudoku Forge does not play.');
    rules.push('hyper');
  }
  const cagesRaw = p.killercage;
  let cages: { sum: number; cells: number[] }[] = [];
  if (present(cagesRaw)) {
    if (!Array.isArray(cagesRaw)) throw new FpuzzlesError('The f-puzzles killer cages cannot be read.');
    cages = cagesRaw.map((raw, i) => {
      const cage = (typeof raw === 'object' && raw !== null ? raw : {}) as { cells?: unknown; value?: unknown };
      const sum = Number(cage.value);
      if (cage.value === undefined || cage.value === '' || !Number.isInteger(sum) || sum <= 0) throw new FpuzzlesError(`Killer cage ${i + 1} has no sum; Sudoku Forge plays cages with their sums.`);
      if (!Array.isArray(cage.cells) || cage.cells.length === 0) throw new FpuzzlesError(`Killer cage ${i + 1} has no cells.`);
      return { sum, cells: cage.cells.map((n) => cellIndex(n, size)) };
    });
    rules.push('killer');
  }
  if (rules.length > 1) throw new FpuzzlesError(`This puzzle combines ${rules.map((v) => VARIANTS[v].name.toLowerCase()).join(' and ')} rules; Sudoku Forge plays one variant at a time.`);
  if (rules.length === 1 && size !== 9) throw new FpuzzlesError(`Sudoku Forge plays ${VARIANTS[rules[0]!].name.toLowerCase()} puzzles on 9×9 boards only.`);
  const variant: VariantId = rules[0] ?? base;
  return {
    variant,
    puzzle,
    ...(variant === 'irregular' ? { regions: regionOf.map((r) => digitSymbol(r + 1)).join('') } : {}),
    ...(variant === 'killer' ? { cages } : {}),
  };
}
