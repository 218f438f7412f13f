/**
 * Where the published puzzles of e2e/published-puzzles.ts come from (issue 27): the example puzzles
 * of Interactive-Sudoku-Solver (github.com/sigh/Interactive-Sudoku-Solver, data/example_puzzles.js
 * at e373f98, MIT licence, © 2023 sigh), copied with their published solutions into core-solver's
 * src/fixtures/iss-example-puzzles.txt and read into our constraints by iss-examples.ts. Each is
 * turned into the link a user would paste by our own exporter, core-solver's `writeFpuzzles`
 * (formats/fpuzzles.ts), with the puzzle's name as its title.
 *
 * ISS writes odd and even cells as candidate sets ("R4C7_2_4_6_8"), which its reader refuses as
 * pencilmarks: here a cell limited to exactly the odd or the even digits becomes an odd or even
 * constraint (the rule the published puzzle states), the rest read as ISS's reader reads them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeFpuzzles, type Constraint } from '@sudoku-forge/core-solver';
import { readIssExample } from '@sudoku-forge/core-solver/iss-examples';

const TEXT = readFileSync(
  fileURLToPath(new URL('../../../packages/core-solver/src/fixtures/iss-example-puzzles.txt', import.meta.url)),
  'utf8',
);

/** One ISS entry's fields, found by its `name`. */
export function issEntry(name: string): { src: string[]; input: string; solution: string } {
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/'/gu, "\\\\'");
  const m = new RegExp(`name: '${quoted}',\\n([\\s\\S]*?)\\n\\s*\\},`, 'u').exec(TEXT);
  if (!m) throw new Error(`no ISS example named ${name}`);
  const body = m[1]!;
  const field = (key: string) => new RegExp(`${key}: (\\[[^\\]]*\\]|'[^']*')`, 'u').exec(body)?.[1] ?? '';
  const src = [...field('src').matchAll(/'([^']*)'/gu)].map((s) => s[1]!);
  return { src, input: /^'(.*)'$/u.exec(field('input'))![1]!, solution: /^'(.*)'$/u.exec(field('solution'))![1]! };
}

/** The f-puzzles link our exporter writes for an ISS example, titled with `title`. */
export function publishedLink(issName: string, title: string): string {
  const { input, solution } = issEntry(issName);
  const parity: Constraint[] = [];
  const rest = input
    .split('~')
    .filter((token) => {
      const m = /^R(\d+)C(\d+)_(2_4_6_8|1_3_5_7_9)$/u.exec(token.replace(/\.$/u, ''));
      if (!m) return true;
      const cell = (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
      parity.push({ type: m[3] === '2_4_6_8' ? 'even' : 'odd', cells: [cell] });
      return false;
    })
    .join('~');
  const read = readIssExample(issName, rest, solution);
  if (typeof read === 'string') throw new Error(`${issName}: ${read}`);
  return writeFpuzzles({
    size: read.size,
    givens: read.givens,
    constraints: [...read.constraints, ...parity],
    title,
    ...(read.regionOf ? { regionOf: read.regionOf } : {}),
  });
}
