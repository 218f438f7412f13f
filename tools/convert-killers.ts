/**
 * One-off converter: published killer puzzles in the two forum text forms → our JSON records
 * (datasets/killer/*.jsonl, one record per line). Reads the `data/collections.js` of
 * sigh/Interactive-Sudoku-Solver (path given on the command line); see datasets/killer/README.md.
 *
 *   short form   81 characters, one per cell: a sum character (0–9, A–Z = 10–35, a–j = 36–45)
 *                marks the cage's root cell; an arrow (< > ^ v and the diagonals ` ' , .) points
 *                to the neighbour whose cage the cell shares; a root of sum 0 is a cell in no cage
 *                (http://forum.enjoysudoku.com/understandable-snarfable-killer-cages-t6119.html)
 *   long form    3x3::k:v1:…:v81: with v = sum * 256 + cage id (SudokuMaker / SudoCue); v < 256 is
 *                a cell outside every cage; `3x3:d:k:` is killer-X (skipped: not our variant)
 *
 * Usage: npx tsx tools/convert-killers.ts PATH/TO/collections.js OUTDIR
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Cage {
  sum: number;
  cells: number[];
}

function shortForm(text: string): Cage[] {
  if (text.length !== 81) throw new Error(`short form: ${text.length} characters`);
  const step: Record<string, number> = { '<': -1, '>': 1, '^': -9, v: 9, '`': -10, "'": -8, ',': 8, '.': 10 };
  const root = (cell: number): number => {
    let c = cell;
    for (let hops = 0; step[text[c]!] !== undefined; hops++) {
      if (hops > 81) throw new Error('short form: a loop of arrows');
      c += step[text[c]!]!;
    }
    return c;
  };
  const cages = new Map<number, Cage>();
  for (let cell = 0; cell < 81; cell++) {
    const r = root(cell);
    const ch = text[r]!;
    const sum = /[0-9]/.test(ch)
      ? Number(ch)
      : /[A-Z]/.test(ch)
        ? ch.charCodeAt(0) - 55
        : /[a-j]/.test(ch)
          ? ch.charCodeAt(0) - 61
          : NaN;
    if (Number.isNaN(sum)) throw new Error(`short form: bad sum character '${ch}'`);
    if (sum === 0) continue; // a '0' root: the cell belongs to no cage
    if (!cages.has(r)) cages.set(r, { sum, cells: [] });
    cages.get(r)!.cells.push(cell);
  }
  return [...cages.values()];
}

function longForm(text: string): Cage[] | null {
  const parts = text.split(':');
  if (parts[0] !== '3x3' || parts[2] !== 'k' || parts[1] !== '') return null;
  const cages = new Map<number, Cage>();
  for (let cell = 0; cell < 81; cell++) {
    const v = Number(parts[cell + 3]);
    const sum = Math.floor(v / 256);
    if (sum === 0) continue;
    const id = v % 256;
    if (!cages.has(id)) cages.set(id, { sum, cells: [] });
    cages.get(id)!.cells.push(cell);
  }
  return [...cages.values()];
}

const [source, outDir] = process.argv.slice(2);
if (!source || !outDir) throw new Error('usage: convert-killers.ts collections.js OUTDIR');
const js = readFileSync(source, 'utf8');

/** The quoted strings of one `export const NAME = new PuzzleCollection(…)` block. */
function block(name: string): string {
  const start = js.indexOf(`export const ${name} =`);
  if (start < 0) throw new Error(`${name} not found`);
  return js.slice(start, js.indexOf('\n);', start));
}
const strings = (text: string): string[] => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]!);

function record(id: string, cages: Cage[], solution?: string): string {
  const sorted = cages
    .map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) }))
    .sort((a, b) => a.cells[0]! - b.cells[0]!);
  return JSON.stringify({
    id,
    variant: 'killer',
    puzzle: '.'.repeat(81),
    cages: sorted,
    ...(solution ? { solution } : {}),
  });
}

const tarek = strings(block('TAREK_ALL')).filter((s) => s.length === 81);
const mathemagic = strings(block('MATHEMAGIC_KILLERS')).filter((s) => s.length === 81);
const lines = (prefix: string, list: string[]) =>
  list.map((s, i) => record(`${prefix}-${String(i + 1).padStart(2, '0')}`, shortForm(s)));
writeFileSync(join(outDir, 'tarek.jsonl'), `${lines('tarek', tarek).join('\n')}\n`);
writeFileSync(join(outDir, 'mathemagic.jsonl'), `${lines('mathemagic', mathemagic).join('\n')}\n`);

// The extreme killers (long form, with their published solutions where given).
const extreme: string[] = [];
const extremeStart = js.indexOf('const EXAMPLE_EXTREME_KILLERS');
const extremeText = js.slice(extremeStart, js.indexOf('\n];', extremeStart));
for (const entry of extremeText.split(/\n {2}\{/).slice(1)) {
  const name = /name: '([^']*)'/.exec(entry)![1]!;
  const input = /input: '([^']*)'/.exec(entry)![1]!;
  const solution = /solution: '([^']*)'/.exec(entry)?.[1];
  const cages = longForm(input);
  if (!cages) continue;
  extreme.push(
    record(
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, ''),
      cages,
      solution,
    ),
  );
}
writeFileSync(join(outDir, 'extreme.jsonl'), `${extreme.join('\n')}\n`);
console.log(`tarek ${tarek.length}, mathemagic ${mathemagic.length}, extreme ${extreme.length}`);
