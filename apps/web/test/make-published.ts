/**
 * Writes e2e/published-puzzles.ts: ten published constraint puzzles as the f-puzzles links our
 * exporter writes (test/published-source.ts), with their sources and published solutions.
 * src/game/published-puzzles.test.ts checks the file against the exporter, so rerun this after a
 * change to the exporter:
 *
 *   pnpm --filter @sudoku-forge/web exec tsx test/make-published.ts && pnpm format
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { issEntry, publishedLink } from './published-source.ts';

/** Our key, the title the link carries, ISS's name for it, its rules in words. */
export const CHOICES: readonly { key: string; title: string; iss: string; rules: string }[] = [
  { key: 'thermo', title: 'Thermo', iss: 'Thermo', rules: 'thermometers' },
  { key: 'whispers', title: 'German Whispers', iss: 'German Whispers', rules: 'German whispers' },
  { key: 'renban', title: "'Leven", iss: "'Leven", rules: 'renban lines, black kropki dots' },
  {
    key: 'palindrome',
    title: 'Palindrome Sudoku',
    iss: 'Sudoku Variants Series (013) - Palindrome Sudoku',
    rules: 'palindromes',
  },
  { key: 'arrow', title: 'Arrow', iss: 'Arrow', rules: 'arrows' },
  {
    key: 'xvKropki',
    title: 'XV Kropki Sudoku',
    iss: 'XV Kropki Sudoku',
    rules: 'X and V, white and black kropki dots',
  },
  { key: 'littleKiller', title: 'Little Killer Sudoku', iss: 'Little Killer Sudoku', rules: 'little killer diagonals' },
  { key: 'sandwich', title: 'Between 1 and 9 Sudoku', iss: 'Between 1 and 9 Sudoku', rules: 'sandwich sums' },
  { key: 'oddEven', title: 'Odd & even', iss: 'Odd & even', rules: 'odd and even cells' },
  { key: 'killer', title: 'Killer', iss: 'Killer', rules: 'killer cages' },
];

const entries = CHOICES.map((c) => {
  const { src, solution } = issEntry(c.iss);
  return [
    `  ${c.key}: {`,
    `    title: ${JSON.stringify(c.title)},`,
    `    issName: ${JSON.stringify(c.iss)},`,
    `    rules: ${JSON.stringify(c.rules)},`,
    `    source: [${src.map((s) => JSON.stringify(s)).join(', ')}],`,
    `    link: '${publishedLink(c.iss, c.title)}',`,
    `    solution: '${solution}',`,
    '  },',
  ].join('\n');
});

const file = `/**
 * Ten published constraint puzzles for the player's browser tests (issue 27): the links a user
 * would paste, written by our own exporter (core-solver's writeFpuzzles, by
 * test/make-published.ts — do not edit the links by hand; src/game/published-puzzles.test.ts
 * checks them), with where each puzzle was published and its published solution.
 *
 * The puzzles and solutions are their setters'; we took them from the example puzzles of
 * Interactive-Sudoku-Solver (github.com/sigh/Interactive-Sudoku-Solver, data/example_puzzles.js at
 * e373f98, MIT licence, © 2023 sigh; copied in packages/core-solver/src/fixtures/
 * iss-example-puzzles.txt), whose \`src\` is \`source\` here: the video (Cracking the Cryptic on
 * YouTube) and SudokuPad link, the logic-masters page, or the page the puzzle was published on.
 * ISS names no setters, and neither do we: the source pages do.
 */
export interface PublishedPuzzle {
  /** The title the link carries (the player shows it). */
  readonly title: string;
  /** Its name among Interactive-Sudoku-Solver's examples. */
  readonly issName: string;
  /** Its rules beyond sudoku, in words. */
  readonly rules: string;
  /** Where it was published (ISS's \`src\`). */
  readonly source: readonly string[];
  /** The f-puzzles link our exporter writes. */
  readonly link: string;
  /** The published solution, in reading order. */
  readonly solution: string;
}

export const PUBLISHED = {
${entries.join('\n')}
} satisfies Record<string, PublishedPuzzle>;

export type PublishedKey = keyof typeof PUBLISHED;
`;
writeFileSync(fileURLToPath(new URL('../e2e/published-puzzles.ts', import.meta.url)), file);
