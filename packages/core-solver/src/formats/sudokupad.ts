/**
 * SudokuPad links. The puzzle id after the host (or after `?puzzleid=`) says its format:
 *   fpuzzles<data> / fpuz<data>   an f-puzzles payload (fpuzzles.ts)
 *   scl<data> / ctc<data>         SudokuPad's own JSON, lz-string base64, usually "zipped"
 *                                 (short keys, unquoted names; see `unzipScl`)
 *   anything else                 a short id the server resolves: needs the network
 *
 * SudokuPad's JSON describes a drawing (cells with givens, regions, cages, lines, arrows, overlays,
 * underlays) plus a `global` list (antiknight, antiking, …) and metadata. We recover what has a
 * meaning: givens, regions, killer cages with their sums, the global rules we model, and the
 * metadata. Lines, arrows and shapes carry no rule name — a thermometer and a decoration look the
 * same — so a puzzle that has them is refused by name, never read without them.
 */
import { constraintFromJson, type ConstraintJson } from '../constraints/record.ts';
import type { Constraint } from '../constraints/types.ts';
import { fpuzzlesFromJson, unpackFpuzzles, unpackText } from './fpuzzles.ts';
import { BOARD_SIZES, FormatError, standardRegions, type ImportedPuzzle } from './imported.ts';

const HOSTS =
  /^(?:https?:\/\/)?(?:www\.)?(?:sudokupad\.app|app\.crackingthecryptic\.com|crackingthecryptic\.com|beta\.sudokupad\.app)(?:\/|$)/iu;

/** Whether the text is a SudokuPad link (any form). */
export function isSudokupadLink(text: string): boolean {
  return HOSTS.test(text.trim());
}

/** The puzzle id of a SudokuPad link ("fpuzzlesN4Ig…", "sclN4Ig…", "abc123"). */
export function sudokupadId(link: string): string {
  const text = link.trim();
  const query = /[?&]puzzleid=([^&#]+)/iu.exec(text);
  if (query) return safeDecode(query[1]!);
  let path = text.replace(HOSTS, '').replace(/[?#].*$/u, '');
  path = path.replace(/^sudoku\//iu, '');
  return safeDecode(path);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new FormatError('the SudokuPad link is damaged (bad %-escapes)', 'damaged');
  }
}

/** A SudokuPad puzzle id's format prefix and data, or null for a short id. */
export function sudokupadPayload(id: string): { format: 'fpuzzles' | 'scl'; data: string } | null {
  const m = /^(fpuzzles|fpuz|scl|ctc)([A-Za-z0-9+/=\s]+)$/u.exec(id);
  if (!m) return null;
  const data = m[2]!.replace(/ /gu, '+');
  return { format: m[1]!.startsWith('fpuz') ? 'fpuzzles' : 'scl', data };
}

/** Reads a SudokuPad link (or a bare `fpuzzles…`/`scl…`/`ctc…` id). */
export function readSudokupad(input: string): ImportedPuzzle {
  const text = input.trim();
  const id = isSudokupadLink(text) ? sudokupadId(text) : text;
  const payload = sudokupadPayload(id);
  if (!payload) {
    if (/^[\w-]{1,64}$/u.test(id) && id !== '') {
      throw new FormatError(
        `the SudokuPad link names the puzzle '${id}' kept on SudokuPad's server, and Sudoku Forge does not go online to fetch it: open it in SudokuPad and share it as a full link (with the puzzle data), or use its f-puzzles link`,
        'needs-network',
      );
    }
    throw new FormatError(
      'not a SudokuPad link: expected https://sudokupad.app/ followed by the puzzle (fpuzzles…, scl… or ctc…)',
      'not-a-link',
    );
  }
  if (payload.format === 'fpuzzles') return fpuzzlesFromJson(unpackFpuzzles(payload.data, 'SudokuPad'));
  return sclFromJson(readScl(payload.data));
}

/** Unpacks an scl/ctc payload into SudokuPad's JSON (plain, or "zipped": unzipScl). */
export function readScl(data: string): Record<string, unknown> {
  const text = unpackText(data, 'SudokuPad');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return unzipScl(text);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FormatError('the SudokuPad data holds no puzzle', 'not-json');
  return value as Record<string, unknown>;
}

/** SudokuPad's short property names in zipped JSON, and the long ones they stand for. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  c: 'color',
  ca: 'cages',
  ct: 'center',
  c1: 'borderColor',
  c2: 'backgroundColor',
  ce: 'cells',
  cs: 'cellSize',
  a: 'arrows',
  o: 'overlays',
  u: 'underlays',
  w: 'width',
  h: 'height',
  v: 'value',
  vd: 'videos',
  l: 'lines',
  r: 'rounded',
  re: 'regions',
  fs: 'fontSize',
  th: 'thickness',
  hl: 'headLength',
  wp: 'wayPoints',
  t: 'title',
  te: 'text',
  d: 'duration',
  d2: 'd',
};

/**
 * Undoes SudokuPad's "zip" of its JSON: single quotes for double, names without quotes, empty
 * objects left out between commas, t/f for true/false, colours without "#" and quotes, and short
 * property names. Strings are set aside first so nothing inside them is touched.
 */
export function unzipScl(zipped: string): Record<string, unknown> {
  let text = zipped;
  if (!text.includes('"')) {
    // Single quotes become double ones; an escaped \' stays a quote character inside a string.
    text = text
      .replace(/\\'/gu, '\u0000')
      .replace(/'/gu, '"')
      .replace(/\u0000/gu, "'");
  }
  const strings: string[] = [];
  text = text.replace(/"(?:[^"\\]|\\.)*"/gu, (s) => {
    strings.push(s);
    return `"\u0001${strings.length - 1}\u0001"`;
  });
  text = text
    .replace(/([,{[])([A-Za-z0-9]+):/gu, '$1"$2":')
    .replace(/([,[])(?=[,\]])/gu, '$1{}')
    .replace(/:f(?=[,}\]])/gu, ':false')
    .replace(/:t(?=[,}\]])/gu, ':true')
    .replace(/:#0(?=[,}\]])/gu, ':"#000000"')
    .replace(/:#F(?=[,}\]])/gu, ':"#FFFFFF"')
    .replace(/:([0-9a-fA-F]{6})(?=[,}\]])/gu, (m, hex: string) => (/^\d+$/u.test(hex) ? m : `:"#${hex}"`));
  text = text.replace(/"\u0001(\d+)\u0001"/gu, (_, i: string) => strings[Number(i)]!);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FormatError(
      'the SudokuPad data cannot be read: it is neither JSON nor SudokuPad’s zipped JSON',
      'not-json',
    );
  }
  const rename = (o: unknown): unknown => {
    if (Array.isArray(o)) return o.map(rename);
    if (o === null || typeof o !== 'object') return o;
    return Object.fromEntries(
      Object.entries(o as Record<string, unknown>).map(([k, v]) => [SHORT_NAMES[k] ?? k, rename(v)]),
    );
  };
  value = rename(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FormatError('the SudokuPad data holds no puzzle', 'not-json');
  return value as Record<string, unknown>;
}

/** Global rules SudokuPad names, and ours. */
const GLOBALS: Readonly<Record<string, ConstraintJson>> = {
  antiknight: { type: 'antiknight' },
  antiking: { type: 'antiking' },
  nonconsecutive: { type: 'nonconsecutive' },
  disjoint: { type: 'disjointgroups' },
  antiratio: { type: 'negative', of: 'kropki-black' },
  antidifference: { type: 'negative', of: 'kropki-white' },
  antixv: { type: 'negative', of: 'xv' },
};

/** SudokuPad's puzzle JSON read into a board and the rules it names. */
export function sclFromJson(p: Record<string, unknown>): ImportedPuzzle {
  const rows = p.cells;
  if (!Array.isArray(rows) || rows.length === 0) throw new FormatError('the SudokuPad puzzle has no cells', 'board');
  const n = rows.length;
  if (!BOARD_SIZES.includes(n) || !rows.every((row) => Array.isArray(row) && row.length === n)) {
    throw new FormatError(
      `the SudokuPad board is ${n}×${Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : '?'}; Sudoku Forge plays 4×4, 6×6, 9×9 and 16×16 boards`,
      'board',
    );
  }
  const givens = new Uint8Array(n * n);
  rows.forEach((row, r) => {
    (row as unknown[]).forEach((entry, c) => {
      const v = typeof entry === 'object' && entry !== null ? (entry as { value?: unknown }).value : undefined;
      if (v === undefined || v === '' || v === null) return;
      const d = Number(v);
      if (!Number.isInteger(d) || d < 1 || d > n)
        throw new FormatError(
          `the SudokuPad cell R${r + 1}C${c + 1} holds ${JSON.stringify(v).slice(0, 12)}, not a digit of 1–${n}`,
          'board',
        );
      givens[r * n + c] = d;
    });
  });
  const point = (value: unknown, where: string): number => {
    if (!Array.isArray(value) || value.length < 2 || !value.slice(0, 2).every((x) => Number.isInteger(x)))
      throw new FormatError(`${where}: a cell cannot be read`, 'board');
    const [r, c] = value as [number, number];
    if (r < 0 || r >= n || c < 0 || c >= n)
      throw new FormatError(`${where}: cell R${r + 1}C${c + 1} is not on the board`, 'board');
    return r * n + c;
  };

  const standard = standardRegions(n);
  let regionOf: Uint8Array | undefined;
  if (Array.isArray(p.regions) && p.regions.length > 0) {
    const regions = p.regions as unknown[];
    if (regions.length !== n)
      throw new FormatError(`the SudokuPad puzzle has ${regions.length} regions, not ${n}`, 'board');
    const map = new Uint8Array(n * n).fill(255);
    regions.forEach((cells, i) => {
      if (!Array.isArray(cells) || cells.length !== n)
        throw new FormatError(
          `SudokuPad region ${i + 1} has ${Array.isArray(cells) ? cells.length : 0} cells, not ${n}`,
          'board',
        );
      for (const cell of cells) map[point(cell, `SudokuPad region ${i + 1}`)] = i;
    });
    if (map.includes(255)) throw new FormatError('some SudokuPad cells belong to no region', 'board');
    // Renumber so standard boxes keep their numbers and a standard layout reads as standard.
    const sameAsStandard = [...Array(n).keys()].every((i) => {
      const cells = [...map.keys()].filter((cell) => map[cell] === i);
      return cells.every((cell) => standard[cell] === standard[cells[0]!]);
    });
    if (!sameAsStandard) regionOf = map;
  }

  const constraints: Constraint[] = [];
  const add = (json: ConstraintJson, where: string) => {
    try {
      constraints.push(constraintFromJson(json, n, where));
    } catch (error) {
      throw new FormatError((error as Error).message, 'constraint');
    }
  };
  const meta: Record<string, string> = {};
  const metadata = p.metadata;
  if (typeof metadata === 'object' && metadata !== null) {
    for (const [k, v] of Object.entries(metadata as Record<string, unknown>)) if (typeof v === 'string') meta[k] = v;
  }
  if (Array.isArray(p.cages)) {
    (p.cages as unknown[]).forEach((raw, i) => {
      const cage = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const value = cage.value;
      const tag = typeof value === 'string' ? /^([a-z]+):\s*([\s\S]*)$/u.exec(value) : null;
      if (tag) {
        meta[tag[1]!] ??= tag[2]!;
        return;
      }
      const cells = Array.isArray(cage.cells) ? cage.cells : [];
      if (cells.length === 0) return;
      const where = `SudokuPad cage ${i + 1}`;
      if (cage.style === 'extraregion') {
        add({ type: 'extraregion', cells: cells.map((c) => cellJson(point(c, where), n)) }, where);
        return;
      }
      if (
        cage.unique === false ||
        cage.hidden === true ||
        (typeof cage.style === 'string' && cage.style !== 'killer')
      ) {
        throw new FormatError(
          `${where} is drawn as a ${typeof cage.style === 'string' ? `'${cage.style}' ` : ''}cage whose rule Sudoku Forge cannot tell; this puzzle cannot be read yet`,
          'unsupported',
        );
      }
      const sum = value === undefined || value === '' ? undefined : Number(value);
      if (sum !== undefined && !Number.isInteger(sum)) {
        throw new FormatError(
          `this puzzle has a killer cage we cannot read: ${where} has the value ${JSON.stringify(value).slice(0, 20)}, not a sum`,
          'constraint',
        );
      }
      const json = cells.map((c) => cellJson(point(c, where), n));
      add(sum === undefined ? { type: 'cage', cells: json } : { type: 'cage', cells: json, sum }, where);
    });
  }
  if (Array.isArray(p.global)) {
    for (const name of p.global as unknown[]) {
      const rule = typeof name === 'string' ? GLOBALS[name] : undefined;
      if (!rule)
        throw new FormatError(
          `SudokuPad's global rule '${String(name).slice(0, 30)}' is not supported yet`,
          'unsupported',
        );
      add(rule, `SudokuPad ${String(name)}`);
    }
  }
  // Drawings carry no rule name: refuse them by name rather than read the puzzle without them.
  const drawn = (['lines', 'arrows', 'overlays', 'underlays'] as const).filter(
    (key) => Array.isArray(p[key]) && (p[key] as unknown[]).length > 0,
  );
  if (drawn.length > 0) {
    const counts = drawn.map((key) => `${(p[key] as unknown[]).length} ${key}`).join(', ');
    throw new FormatError(
      `this SudokuPad puzzle draws ${counts}, and SudokuPad does not say which rule a drawing is (a thermometer and a decoration look the same): Sudoku Forge cannot read it yet; its f-puzzles link, if it has one, names its rules`,
      'unsupported',
    );
  }
  const solution =
    typeof meta.solution === 'string' && meta.solution.length === n * n && /^[1-9A-Ga-g]+$/u.test(meta.solution)
      ? Uint8Array.from([...meta.solution].map((ch) => parseInt(ch, 17)))
      : undefined;
  return {
    size: n,
    givens,
    ...(regionOf ? { regionOf } : {}),
    constraints,
    ...(meta.title !== undefined ? { title: meta.title } : {}),
    ...(meta.author !== undefined ? { author: meta.author } : {}),
    ...(meta.rules !== undefined ? { rules: meta.rules } : {}),
    ...(solution?.every((d) => d >= 1 && d <= n) ? { solution } : {}),
  };
}

function cellJson(cell: number, n: number): [number, number] {
  return [Math.floor(cell / n) + 1, (cell % n) + 1];
}
