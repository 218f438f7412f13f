/**
 * f-puzzles links: `https://www.f-puzzles.com/?load=<data>`, the data the puzzle as JSON compressed
 * with lz-string's compressToBase64 (unpacked here within limits: lz-bounded.ts).
 *
 * The JSON (field meanings as f-puzzles writes them; cells are "R1C1" names, 1-based):
 *   size, grid[r][c] {value, given, region}   a given is `given: true`; region 0-based, absent =
 *                                             the standard box, null = no region (refused)
 *   title, author, ruleset, solution          solution: n² digits (an array or a string)
 *   killercage [{cells, value}]               value: the sum ("" = none)
 *   arrow [{cells, lines}]                    cells: the circle (a pill: several); each line
 *                                             starts in the circle, and each sums to it
 *   thermometer / palindrome / betweenline / renban / regionsumline / entropicline / whispers
 *                                             [{lines}] (whispers: `value` = the difference, 5)
 *   difference [{cells, value}]               white dot, value default 1
 *   ratio [{cells, value}]                    black dot, value default 2
 *   xv [{cells, value: "X" | "V"}]
 *   littlekillersum [{cell, direction, value}] cell: outside the grid; direction UR/DR/DL/UL:
 *                                             the diagonal starts one step that way
 *   sandwichsum [{cell, value}]               cell outside the grid: R0Cc / R(n+1)Cc a column,
 *                                             RrC0 / RrC(n+1) a row
 *   odd, even, minimum, maximum [{cell}]
 *   quadruple [{cells, values}], clone [{cells, cloneCells}], extraregion [{cells}]
 *   antiknight, antiking, nonconsecutive, disjointgroups, diagonal+, diagonal-   booleans
 *   negative ["ratio" | "difference" | "xv"]  every unmarked edge lacks that relation
 *
 * Cosmetic fields (line, rectangle, circle, text, cage, cosmetic…) are ignored; a field that
 * changes the rules and is not modelled is refused by name, never dropped. A drawn `cage` with a
 * value is refused by name too (issue 30): setters draw killer cages with it, and its sum's rule is
 * written only in the ruleset's words, so dropping it would lose a rule silently.
 */
import { constraintFromJson, type ConstraintJson } from '../constraints/record.ts';
import type { Constraint } from '../constraints/types.ts';
import { decompressBase64Bounded, TOO_LONG } from './lz-bounded.ts';
import { BOARD_SIZES, FormatError, standardRegions, type ImportedPuzzle } from './imported.ts';

/**
 * Limits (issue 31): the compressed data of a link, checked before unpacking, and the JSON it
 * unpacks to, checked while unpacking (LZ expands a lot: 72 KB once made 480 million characters).
 * f-puzzles' own links of 16x16 killers with every cell written stay far under both.
 */
export const MAX_FPUZZLES_DATA = 64_000;
export const MAX_FPUZZLES_JSON = 1_000_000;

const BASE64 = /^[A-Za-z0-9+/=]+$/u;

/** The compressed data of a link (or the data itself, pasted alone). */
export function fpuzzlesData(input: string): string {
  const text = input.trim();
  const match = /[?&#]load=([^&#]+)/u.exec(text);
  if (!match && !BASE64.test(text)) {
    throw new FormatError(
      'not an f-puzzles link: expected an address with "?load=" followed by the puzzle data',
      'not-a-link',
    );
  }
  let data = match ? match[1]! : text;
  if (data.includes('%')) {
    try {
      data = decodeURIComponent(data);
    } catch {
      throw new FormatError('the f-puzzles link is damaged (bad %-escapes)', 'damaged');
    }
  }
  // A "+" that travelled through a form may come back as a space.
  return data.replace(/ /gu, '+');
}

/** The text lz-string base64 data unpacks to, within the limits (`what` names the format in messages). */
export function unpackText(data: string, what = 'f-puzzles'): string {
  if (!BASE64.test(data)) {
    throw new FormatError(
      `not an f-puzzles link: expected an address with "?load=" followed by the puzzle data`,
      'not-a-link',
    );
  }
  if (data.length > MAX_FPUZZLES_DATA) {
    throw new FormatError(
      `the ${what} link is too long to open: its data is ${data.length.toLocaleString('en')} characters, and Sudoku Forge reads at most ${MAX_FPUZZLES_DATA.toLocaleString('en')}`,
      'too-long',
    );
  }
  let text: string | null | typeof TOO_LONG;
  try {
    text = decompressBase64Bounded(data, MAX_FPUZZLES_JSON);
  } catch {
    text = null;
  }
  if (text === TOO_LONG) {
    throw new FormatError(
      `the ${what} link unpacks to more than ${MAX_FPUZZLES_JSON.toLocaleString('en')} characters, more than any puzzle needs; it was not opened`,
      'too-large',
    );
  }
  if (!text) throw new FormatError(`the ${what} data cannot be unpacked: the link is cut short or damaged`, 'damaged');
  return text;
}

/** Unpacks f-puzzles data (lz-string base64) into its JSON object, within the limits. */
export function unpackFpuzzles(data: string, what = 'f-puzzles'): Record<string, unknown> {
  const json = unpackText(data, what);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new FormatError(`the ${what} data cannot be read: it is not the JSON ${what} writes`, 'not-json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FormatError(`the ${what} data holds no puzzle`, 'not-json');
  return value as Record<string, unknown>;
}

/** Reads an f-puzzles link (or its bare data) into a board and its constraints. */
export function readFpuzzles(input: string): ImportedPuzzle {
  return fpuzzlesFromJson(unpackFpuzzles(fpuzzlesData(input)));
}

/** Fields that draw without changing the rules, and the puzzle's own metadata. */
const COSMETIC = new Set([
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'line',
  'rectangle',
  'circle',
  'text',
  'cage',
  'disabledlogic',
  'truecandidatesoptions',
  'highlightConflicts',
  'metadata',
]);

/** Every field read here, in the order its constraints are listed. */
const READ = [
  'diagonal+',
  'diagonal-',
  'antiknight',
  'antiking',
  'nonconsecutive',
  'disjointgroups',
  'extraregion',
  'negative',
  'killercage',
  'arrow',
  'littlekillersum',
  'sandwichsum',
  'thermometer',
  'whispers',
  'renban',
  'palindrome',
  'betweenline',
  'regionsumline',
  'entropicline',
  'difference',
  'ratio',
  'xv',
  'odd',
  'even',
  'minimum',
  'maximum',
  'quadruple',
  'clone',
] as const;

/** Names of f-puzzles fields in words, for messages. */
const WORDS: Readonly<Record<string, string>> = {
  killercage: 'killer cage',
  littlekillersum: 'little killer',
  sandwichsum: 'sandwich sum',
  thermometer: 'thermometer',
  betweenline: 'between line',
  regionsumline: 'region sum line',
  entropicline: 'entropic line',
  whispers: 'whisper line',
  renban: 'renban line',
  palindrome: 'palindrome',
  difference: 'difference dot',
  ratio: 'ratio dot',
  xv: 'XV sign',
  extraregion: 'extra region',
  quadruple: 'quadruple',
  clone: 'clone',
  arrow: 'arrow',
};

const present = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== false && value !== '';

/** The f-puzzles JSON object read into a board and its constraints. */
export function fpuzzlesFromJson(p: Record<string, unknown>): ImportedPuzzle {
  const size = p.size;
  if (typeof size !== 'number' || !BOARD_SIZES.includes(size)) {
    throw new FormatError(
      `the f-puzzles board is ${typeof size === 'number' ? `${size}×${size}` : 'of no size'}; Sudoku Forge plays 4×4, 6×6, 9×9 and 16×16 boards`,
      'board',
    );
  }
  const n = size;
  const grid = p.grid;
  if (!Array.isArray(grid) || grid.length !== n || !grid.every((row) => Array.isArray(row) && row.length === n)) {
    throw new FormatError(`the f-puzzles grid is not ${n}×${n}`, 'board');
  }
  // Fields we neither read nor know to be cosmetic may change the rules: refuse them by name.
  const unknown = Object.keys(p).filter(
    (key) =>
      present(p[key]) &&
      !COSMETIC.has(key) &&
      !key.startsWith('cosmetic') &&
      !(READ as readonly string[]).includes(key),
  );
  if (unknown.length > 0) {
    throw new FormatError(
      `f-puzzles ${unknown.map((k) => `'${k}'`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not supported yet: the puzzle's rules cannot be read without ${unknown.length === 1 ? 'it' : 'them'}`,
      'unsupported',
    );
  }

  const standard = standardRegions(n);
  const givens = new Uint8Array(n * n);
  const regionOf = new Uint8Array(n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const entry = (grid[Math.floor(cell / n)] as unknown[])[cell % n];
    const c = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      value?: unknown;
      given?: unknown;
      region?: unknown;
    };
    const name = `R${Math.floor(cell / n) + 1}C${(cell % n) + 1}`;
    const given = c.given === true && typeof c.value === 'number' ? c.value : 0;
    if (!Number.isInteger(given) || given < 0 || given > n)
      throw new FormatError(`the f-puzzles cell ${name} holds ${String(c.value)}, not a digit of 1–${n}`, 'board');
    givens[cell] = given;
    if (c.region === null)
      throw new FormatError(
        'some f-puzzles cells belong to no region; Sudoku Forge needs every cell in a region',
        'board',
      );
    if (
      c.region !== undefined &&
      (!Number.isInteger(c.region) || (c.region as number) < 0 || (c.region as number) >= n)
    ) {
      throw new FormatError(`the f-puzzles cell ${name} names region ${String(c.region)}`, 'board');
    }
    regionOf[cell] = c.region === undefined ? standard[cell]! : (c.region as number);
  }
  const irregular = regionOf.some((r, cell) => r !== standard[cell]);
  if (irregular) {
    const counts = new Array<number>(n).fill(0);
    for (const r of regionOf) counts[r]!++;
    const bad = counts.findIndex((k) => k !== n);
    if (bad >= 0) throw new FormatError(`f-puzzles region ${bad + 1} has ${counts[bad]} cells, expected ${n}`, 'board');
  }

  const constraints: Constraint[] = [];
  const cellOf = (name: unknown, where: string): [number, number] => {
    const m = typeof name === 'string' ? /^R(\d+)C(\d+)$/iu.exec(name.trim()) : null;
    if (!m)
      throw new FormatError(`${where}: "${String(name).slice(0, 12)}" is not a cell name like R1C1`, 'constraint');
    return [Number(m[1]), Number(m[2])];
  };
  const onBoard = (name: unknown, where: string): [number, number] => {
    const [r, c] = cellOf(name, where);
    if (r < 1 || r > n || c < 1 || c > n)
      throw new FormatError(
        `${where}: cell ${String(name)} is not on the board (rows and columns 1–${n})`,
        'constraint',
      );
    return [r, c];
  };
  const list = (key: string): Record<string, unknown>[] => {
    const value = p[key];
    if (!present(value)) return [];
    if (!Array.isArray(value))
      throw new FormatError(`the f-puzzles ${WORDS[key] ?? key}s cannot be read (expected a list)`, 'constraint');
    return value.map((item) => (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>);
  };
  const cellsOf = (value: unknown, where: string): [number, number][] => {
    if (!Array.isArray(value)) throw new FormatError(`${where}: its cells cannot be read`, 'constraint');
    return value.map((name) => onBoard(name, where));
  };
  const linesOf = (item: Record<string, unknown>, where: string): [number, number][][] => {
    if (!Array.isArray(item.lines)) throw new FormatError(`${where}: its lines cannot be read`, 'constraint');
    return item.lines.map((line) => cellsOf(line, where));
  };
  /** Validates through the record reader, so every rule's shape is checked in one place. */
  const add = (json: ConstraintJson, where: string) => {
    try {
      constraints.push(constraintFromJson(json, n, where));
    } catch (error) {
      if (error instanceof FormatError) throw error;
      throw new FormatError((error as Error).message, 'constraint');
    }
  };
  const number = (value: unknown, fallback: number | undefined, where: string): number | undefined => {
    if (value === undefined || value === null || value === '') return fallback;
    const v = Number(value);
    if (!Number.isInteger(v))
      throw new FormatError(
        `${where} has the value ${JSON.stringify(value).slice(0, 20)}, which Sudoku Forge cannot read as a number`,
        'constraint',
      );
    return v;
  };

  for (const key of ['diagonal+', 'diagonal-', 'antiknight', 'antiking', 'nonconsecutive', 'disjointgroups'] as const) {
    if (p[key] === true) add({ type: key }, `f-puzzles ${key}`);
  }
  list('extraregion').forEach((item, i) => {
    add(
      { type: 'extraregion', cells: cellsOf(item.cells, `f-puzzles extra region ${i + 1}`) },
      `f-puzzles extra region ${i + 1}`,
    );
  });
  if (present(p.negative)) {
    if (!Array.isArray(p.negative))
      throw new FormatError('the f-puzzles "negative" field cannot be read', 'constraint');
    const of: Record<string, 'kropki-white' | 'kropki-black' | 'xv'> = {
      difference: 'kropki-white',
      ratio: 'kropki-black',
      xv: 'xv',
    };
    for (const name of p.negative) {
      const target = typeof name === 'string' ? of[name] : undefined;
      if (!target)
        throw new FormatError(
          `f-puzzles negative constraint '${String(name).slice(0, 20)}' is not supported yet`,
          'unsupported',
        );
      add({ type: 'negative', of: target }, `f-puzzles negative ${name as string}`);
    }
  }
  list('cage').forEach((item, i) => {
    const value = item.value;
    if (value !== undefined && value !== null && String(value).trim() !== '') {
      throw new FormatError(
        `this puzzle has a drawn cage with a value (f-puzzles cage ${i + 1}, ${JSON.stringify(value).slice(0, 20)}): its rule is in the puzzle's text only, so Sudoku Forge cannot read it — draw it as a killer cage in f-puzzles to import it`,
        'unsupported',
      );
    }
  });
  list('killercage').forEach((item, i) => {
    const where = `f-puzzles killer cage ${i + 1}`;
    const cells = cellsOf(item.cells, where);
    const raw = item.value;
    if (raw !== undefined && raw !== null && raw !== '' && !/^\s*\d+\s*$/u.test(String(raw))) {
      throw new FormatError(
        `this puzzle has a killer cage we cannot read: ${where} has the value ${JSON.stringify(raw).slice(0, 20)}, not a sum`,
        'constraint',
      );
    }
    const sum = number(raw, undefined, where);
    add(sum === undefined ? { type: 'cage', cells } : { type: 'cage', cells, sum }, where);
  });
  list('arrow').forEach((item, i) => {
    const where = `f-puzzles arrow ${i + 1}`;
    const circle = cellsOf(item.cells, where).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const inCircle = (cell: [number, number]) => circle.some(([r, c]) => r === cell[0] && c === cell[1]);
    if (circle.length === 0) throw new FormatError(`${where} has no circle`, 'constraint');
    for (const line of linesOf(item, where)) {
      let start = 0;
      while (start < line.length && inCircle(line[start]!)) start++;
      const cells = line.slice(start);
      if (cells.length > 0) add({ type: 'arrow', circle, cells }, where);
    }
  });
  list('littlekillersum').forEach((item, i) => {
    const where = `f-puzzles little killer ${i + 1}`;
    const sum = number(item.value, undefined, where);
    if (sum === undefined) return; // an arrow without a number states nothing
    const steps: Record<string, [number, number]> = { UR: [-1, 1], DR: [1, 1], DL: [1, -1], UL: [-1, -1] };
    const step = typeof item.direction === 'string' ? steps[item.direction] : undefined;
    if (!step)
      throw new FormatError(
        `${where}: direction ${JSON.stringify(item.direction)} is not one of UR, DR, DL, UL`,
        'constraint',
      );
    let [r, c] = cellOf(item.cell, where);
    const cells: [number, number][] = [];
    for (r += step[0], c += step[1]; r >= 1 && r <= n && c >= 1 && c <= n; r += step[0], c += step[1])
      cells.push([r, c]);
    if (cells.length === 0)
      throw new FormatError(`${where}: its arrow at ${String(item.cell)} points off the board`, 'constraint');
    add({ type: 'little-killer', cells, sum }, where);
  });
  list('sandwichsum').forEach((item, i) => {
    const where = `f-puzzles sandwich sum ${i + 1}`;
    const sum = number(item.value, undefined, where);
    if (sum === undefined) return; // an empty clue states nothing
    const [r, c] = cellOf(item.cell, where);
    const outsideRow = r === 0 || r === n + 1;
    const outsideColumn = c === 0 || c === n + 1;
    if (outsideRow && c >= 1 && c <= n) add({ type: 'sandwich', column: c, sum }, where);
    else if (outsideColumn && r >= 1 && r <= n) add({ type: 'sandwich', row: r, sum }, where);
    else throw new FormatError(`${where}: cell ${String(item.cell)} is not beside a row or column`, 'constraint');
  });
  const lineTypes = [
    ['thermometer', 'thermo'],
    ['whispers', 'whisper'],
    ['renban', 'renban'],
    ['palindrome', 'palindrome'],
    ['betweenline', 'between'],
    ['regionsumline', 'region-sum-line'],
    ['entropicline', 'entropic'],
  ] as const;
  for (const [key, type] of lineTypes) {
    list(key).forEach((item, i) => {
      const where = `f-puzzles ${WORDS[key]} ${i + 1}`;
      for (const cells of linesOf(item, where)) {
        if (type === 'whisper') add({ type, cells, difference: number(item.value, 5, where)! }, where);
        else add({ type, cells }, where);
      }
    });
  }
  list('difference').forEach((item, i) => {
    const where = `f-puzzles difference dot ${i + 1}`;
    const value = number(item.value, 1, where)!;
    add(
      value === 1
        ? { type: 'kropki-white', cells: cellsOf(item.cells, where) }
        : { type: 'kropki-white', cells: cellsOf(item.cells, where), value },
      where,
    );
  });
  list('ratio').forEach((item, i) => {
    const where = `f-puzzles ratio dot ${i + 1}`;
    const value = number(item.value, 2, where)!;
    add(
      value === 2
        ? { type: 'kropki-black', cells: cellsOf(item.cells, where) }
        : { type: 'kropki-black', cells: cellsOf(item.cells, where), value },
      where,
    );
  });
  list('xv').forEach((item, i) => {
    const where = `f-puzzles XV sign ${i + 1}`;
    const letter = String(item.value ?? '').toUpperCase();
    if (letter !== 'X' && letter !== 'V')
      throw new FormatError(`${where} is ${JSON.stringify(item.value ?? '')}, not X or V`, 'constraint');
    add({ type: 'xv', cells: cellsOf(item.cells, where), sum: letter === 'X' ? 10 : 5 }, where);
  });
  for (const type of ['odd', 'even', 'minimum', 'maximum'] as const) {
    // One constraint per kind holds every marked cell (a cell marked twice counts once).
    const marked = list(type).map((item, i) => onBoard(item.cell, `f-puzzles ${type} cell ${i + 1}`));
    const cells = [...new Map(marked.map((rc) => [`${rc[0]},${rc[1]}`, rc])).values()];
    if (cells.length > 0) add({ type, cells }, `f-puzzles ${type} cells`);
  }
  list('quadruple').forEach((item, i) => {
    const where = `f-puzzles quadruple ${i + 1}`;
    const values = Array.isArray(item.values) ? item.values.map((v) => Number(v)) : [];
    add({ type: 'quadruple', cells: cellsOf(item.cells, where), digits: values }, where);
  });
  list('clone').forEach((item, i) => {
    const where = `f-puzzles clone ${i + 1}`;
    add({ type: 'clone', cells: cellsOf(item.cells, where), clone: cellsOf(item.cloneCells, where) }, where);
  });

  const text = (key: string) =>
    typeof p[key] === 'string' && (p[key] as string).trim() !== '' ? (p[key] as string) : undefined;
  const solution = readSolution(p.solution, n);
  const title = text('title');
  const author = text('author');
  const rules = text('ruleset');
  return {
    size: n,
    givens,
    ...(irregular ? { regionOf } : {}),
    constraints,
    ...(title !== undefined ? { title } : {}),
    ...(author !== undefined ? { author } : {}),
    ...(rules !== undefined ? { rules } : {}),
    ...(solution ? { solution } : {}),
  };
}

/** f-puzzles' `solution`: n² digits as an array or a string; anything incomplete is left out. */
function readSolution(value: unknown, n: number): Uint8Array | undefined {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.includes(',')
        ? value.split(',')
        : [...value]
      : null;
  if (!items || items.length !== n * n) return undefined;
  const digits = items.map((d) => Number(d));
  if (!digits.every((d) => Number.isInteger(d) && d >= 1 && d <= n)) return undefined;
  return Uint8Array.from(digits);
}
