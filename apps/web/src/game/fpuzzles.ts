/**
 * f-puzzles links: `https://www.f-puzzles.com/?load=<data>`, where the data is the puzzle as JSON
 * compressed with lz-string's compressToBase64. The JSON has `size`, `grid[r][c]` cells with
 * `value`, `given` (true for a given digit, else it is a solver's pencilled digit) and `region`
 * (0-based; absent = the standard box), `diagonal+` / `diagonal-`, `antiknight`, `extraregion`
 * and `killercage: [{cells: ["R1C1", …], value}]`. Read here into a puzzle record of the variant
 * it is (classic, 4×4, 6×6, 16×16, diagonal, anti-knight, hyper, irregular, killer); anything
 * Sudoku Forge does not play is refused by name, never silently dropped. The link is read by
 * core-solver's reader (formats/fpuzzles.ts), the one decoder the CLI uses too.
 */
import {
  digitSymbol,
  fpuzzlesData as coreFpuzzlesData,
  FormatError,
  gridToString,
  MAX_FPUZZLES_DATA,
  MAX_FPUZZLES_JSON,
  readFpuzzles as coreReadFpuzzles,
  VARIANTS,
  type Constraint,
  type PuzzleRecord,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { constraintPlural } from './constraint-words.ts';

/** Limits (issue 31): core-solver's (formats/fpuzzles.ts), which reads every f-puzzles link. */
export { MAX_FPUZZLES_DATA, MAX_FPUZZLES_JSON };

export class FpuzzlesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FpuzzlesError';
  }
}

/** The nine variants' own rules: the only constraints this importer takes (it refuses the others by name). */
const VARIANT_RULES: ReadonlySet<Constraint['type']> = new Set([
  'diagonal+',
  'diagonal-',
  'windows',
  'extraregion',
  'antiknight',
  'cage',
]);

const SIZES: Readonly<Record<number, VariantId>> = { 4: '4x4', 6: '6x6', 9: 'classic', 16: '16x16' };

const HYPER_WINDOWS = [1, 5].flatMap((r) =>
  [1, 5].map((c) =>
    [0, 1, 2]
      .flatMap((i) => [0, 1, 2].map((j) => (r + i) * 9 + c + j))
      .sort((a, b) => a - b)
      .join(','),
  ),
);

/** The player's words for what core-solver's reader could not unpack (its own words otherwise). */
function playerError(error: unknown): unknown {
  if (!(error instanceof FormatError)) return error;
  switch (error.problem) {
    case 'not-a-link':
      return new FpuzzlesError(
        'This is not an f-puzzles link: expected an address with “?load=” followed by the puzzle data.',
      );
    case 'too-long':
      return new FpuzzlesError(
        `${error.message.replace(/^the f-puzzles link is too long/u, 'This f-puzzles link is too long')}.`,
      );
    case 'too-large':
      return new FpuzzlesError(
        `This f-puzzles link unpacks to more than ${MAX_FPUZZLES_JSON.toLocaleString('en')} characters, more than any puzzle Sudoku Forge plays needs; it was not opened.`,
      );
    case 'damaged':
      return new FpuzzlesError('The f-puzzles data cannot be unpacked: the link is cut short or damaged.');
    case 'not-json':
      return new FpuzzlesError('The f-puzzles data cannot be read: it is not the JSON f-puzzles writes.');
    default:
      return new FpuzzlesError(`${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
  }
}

/** The compressed data of a link (or the data itself, pasted alone). */
export function fpuzzlesData(input: string): string {
  try {
    return coreFpuzzlesData(input);
  } catch (error) {
    throw playerError(error);
  }
}

/**
 * Reads an f-puzzles link (or its data) into a puzzle record of one of the nine variants the
 * player plays; FpuzzlesError says what is wrong. core-solver reads the link (one decoder for the
 * CLI and the player); the player cannot draw other constraints yet, so it refuses them by name.
 */
export function readFpuzzles(input: string): PuzzleRecord {
  let imported: ReturnType<typeof coreReadFpuzzles>;
  try {
    imported = coreReadFpuzzles(input);
  } catch (error) {
    throw playerError(error);
  }
  const { size, constraints } = imported;
  const unsupported = [...new Set(constraints.map((c) => c.type).filter((t) => !VARIANT_RULES.has(t)))];
  if (unsupported.length > 0) {
    throw new FpuzzlesError(
      `This puzzle has ${unsupported.map(constraintPlural).join(', ')}, which Sudoku Forge does not play.`,
    );
  }
  const base = SIZES[size]!;
  const rules: VariantId[] = [];
  const plus = constraints.some((c) => c.type === 'diagonal+');
  const minus = constraints.some((c) => c.type === 'diagonal-');
  if (plus !== minus)
    throw new FpuzzlesError('This puzzle has only one diagonal; Sudoku Forge’s diagonal sudoku has both.');
  if (plus && minus) rules.push('diagonal');
  if (constraints.some((c) => c.type === 'antiknight')) rules.push('anti-knight');
  if (imported.regionOf) rules.push('irregular');
  const windows = constraints.flatMap((c) =>
    c.type === 'extraregion' ? [[...c.cells].sort((a, b) => a - b).join(',')] : [],
  );
  if (windows.length > 0) {
    if (size !== 9 || windows.length !== 4 || !HYPER_WINDOWS.every((w) => windows.includes(w)))
      throw new FpuzzlesError(
        'This puzzle has extra regions other than the four hyper windows, which Sudoku Forge does not play.',
      );
    rules.push('hyper');
  }
  const cages: { sum: number; cells: number[] }[] = [];
  constraints.forEach((c) => {
    if (c.type !== 'cage') return;
    if (c.sum === undefined)
      throw new FpuzzlesError(`Killer cage ${cages.length + 1} has no sum; Sudoku Forge plays cages with their sums.`);
    cages.push({ sum: c.sum, cells: [...c.cells] });
  });
  if (cages.length > 0) rules.push('killer');
  if (rules.length > 1)
    throw new FpuzzlesError(
      `This puzzle combines ${rules.map((v) => VARIANTS[v].name.toLowerCase()).join(' and ')} rules; Sudoku Forge plays one variant at a time.`,
    );
  if (rules.length === 1 && size !== 9)
    throw new FpuzzlesError(`Sudoku Forge plays ${VARIANTS[rules[0]!].name.toLowerCase()} puzzles on 9×9 boards only.`);
  const variant: VariantId = rules[0] ?? base;
  return {
    variant,
    puzzle: gridToString(imported.givens),
    ...(variant === 'irregular' ? { regions: [...imported.regionOf!].map((r) => digitSymbol(r + 1)).join('') } : {}),
    ...(variant === 'killer' ? { cages } : {}),
  };
}
