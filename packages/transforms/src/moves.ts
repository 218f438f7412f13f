/**
 * The move vocabulary: every op name that `randomTransform` reports and `applyMoves` replays.
 * Rows, columns, bands, stacks and digits are 1-based in names, as players count them.
 *
 *   relabel 912345678            digit d becomes the d-th symbol (here 1→9, 2→1, …)
 *   transpose                    reflect in the main diagonal (r, c) → (c, r)
 *   anti-transpose               reflect in the anti-diagonal
 *   rotate 90 | rotate 180 | rotate 270      clockwise quarter turns
 *   mirror top-bottom | mirror left-right    reflect in the middle row / column
 *   swap rows a b | swap columns a b          two lines of one band / stack
 *   swap bands a b | swap stacks a b          two bands of rows / stacks of columns (whole)
 *   swap mirrored lines a b      rows a↔b with their mirror rows n+1-a ↔ n+1-b, and the same
 *                                four columns: the paired swaps that keep both diagonals
 */
import { symbolDigit, VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { compose, identity, lineMove, relabelMove, type Transformation } from './transformation.ts';

export class MoveError extends Error {
  readonly code = 'bad_move';
  constructor(message: string) {
    super(message);
    this.name = 'MoveError';
  }
}

const range = (k: number) => Array.from({ length: k }, (_, i) => i);

/** The permutation of 0..n-1 that swaps a and b. */
function swapLines(n: number, a: number, b: number): number[] {
  const lines = range(n);
  lines[a] = b;
  lines[b] = a;
  return lines;
}

function reversed(n: number): number[] {
  return range(n).map((i) => n - 1 - i);
}

/** Geometric moves (the symmetries of the square) by name. */
function squareMove(name: string, n: number): Transformation | null {
  const same = range(n);
  const back = reversed(n);
  switch (name) {
    case 'transpose':
      return lineMove(n, same, same, true);
    case 'anti-transpose':
      return lineMove(n, back, back, true);
    case 'rotate 90': // new (i, j) = old (n-1-j, i): the transpose with its rows read backwards
      return lineMove(n, same, back, true);
    case 'rotate 180':
      return lineMove(n, back, back);
    case 'rotate 270':
      return lineMove(n, back, same, true);
    case 'mirror top-bottom':
      return lineMove(n, back, same);
    case 'mirror left-right':
      return lineMove(n, same, back);
    default:
      return null;
  }
}

export const SQUARE_MOVES = [
  'transpose',
  'anti-transpose',
  'rotate 90',
  'rotate 180',
  'rotate 270',
  'mirror top-bottom',
  'mirror left-right',
] as const;

/**
 * The transformation an op name stands for on a board of the variant's size. Throws MoveError for
 * names outside the vocabulary or arguments off the board (band and stack moves need boxes).
 */
export function moveFromName(name: string, variant: VariantId): Transformation {
  const { size: n, box } = VARIANTS[variant];
  const text = name.trim().replace(/\s+/gu, ' ');
  const square = squareMove(text, n);
  if (square) return square;

  const relabel = /^relabel ([0-9A-Ga-g]+)$/u.exec(text);
  if (relabel) {
    const symbols = [...relabel[1]!].map(symbolDigit);
    const seen = new Set(symbols);
    if (symbols.length !== n || seen.size !== n || symbols.some((d) => d < 1 || d > n)) {
      throw new MoveError(`move '${name}': a relabelling lists each of the ${n} digits once`);
    }
    return relabelMove(n, [0, ...symbols]);
  }

  const swap = /^swap (rows|columns|bands|stacks|mirrored lines) (\d+) (\d+)$/u.exec(text);
  if (!swap) throw new MoveError(`unknown move '${name}'`);
  const what = swap[1]!;
  const a = Number(swap[2]) - 1;
  const b = Number(swap[3]) - 1;
  const same = range(n);
  const lineCount = what === 'bands' ? (box ? n / box.rows : 0) : what === 'stacks' ? (box ? n / box.columns : 0) : n;
  if (lineCount === 0) throw new MoveError(`move '${name}': a ${variant} board has no ${what}`);
  if (a < 0 || b < 0 || a >= lineCount || b >= lineCount || a === b) {
    throw new MoveError(`move '${name}': ${what} are numbered 1–${lineCount} and must differ`);
  }
  switch (what) {
    case 'rows':
      return lineMove(n, swapLines(n, a, b), same);
    case 'columns':
      return lineMove(n, same, swapLines(n, a, b));
    case 'bands':
    case 'stacks': {
      const width = what === 'bands' ? box!.rows : box!.columns;
      const lines = range(n);
      for (let k = 0; k < width; k++) {
        lines[a * width + k] = b * width + k;
        lines[b * width + k] = a * width + k;
      }
      return what === 'bands' ? lineMove(n, lines, same) : lineMove(n, same, lines);
    }
    default: {
      // mirrored lines: a↔b, then (if they are other lines) their mirrors n-1-a ↔ n-1-b.
      const lines = swapLines(n, a, b);
      const ma = n - 1 - a;
      const mb = n - 1 - b;
      if (!(ma === b && mb === a)) {
        if ([ma, mb].some((m) => m === a || m === b)) {
          throw new MoveError(`move '${name}': the lines and their mirrors must be four different lines`);
        }
        lines[ma] = mb;
        lines[mb] = ma;
      }
      return lineMove(n, lines, lines);
    }
  }
}

/** The ops in order as one transformation (each op acts on the result of the ones before). */
export function movesToTransformation(names: readonly string[], variant: VariantId): Transformation {
  return names.reduce((acc, name) => compose(acc, moveFromName(name, variant)), identity(VARIANTS[variant].size));
}
