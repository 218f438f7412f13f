/**
 * Which moves each variant allows, as data. A move is safe when it maps the variant's units (and
 * knight pairs) onto units (and knight pairs): then every rule holds after the move exactly when
 * it held before, so validity, uniqueness and the logical path all carry over. The tests check
 * each listed move that way against core-solver's geometry, and check for diagonal, hyper and
 * anti-knight that the group these moves generate is the whole stabiliser inside the classic
 * group of 3,359,232 line moves.
 *
 * Why each set is what it is:
 *   classic, 4x4, 16x16  every band/stack-preserving row and column permutation, transpose, relabel
 *   6x6                  the same without the moves that turn 2×3 boxes into 3×2 ones (transpose,
 *                        anti-transpose, quarter turns); half turn and mirrors keep them
 *   diagonal             a row permutation p must commute with the mirror i ↦ n-1-i and columns must
 *                        follow (q = p or its mirror): the square's symmetries plus the paired
 *                        "mirrored lines" swaps — 96 cell maps
 *   hyper                windows are rows {2,3,4},{6,7,8} × the same columns, so lines may only
 *                        permute within and between those triples while keeping bands: rows 2↔3,
 *                        7↔8 (and columns), plus the square's symmetries — 128 cell maps
 *   anti-knight          a knight move must stay one: only the square's 8 symmetries (any row swap
 *                        turns some knight pair into a non-pair)
 *   irregular            the square's 8 symmetries with the regions moved along (regions stay
 *                        connected, so the result is a valid region map), and relabel
 *   killer               every classic line move with the cages moved along; never relabel (sums
 *                        depend on digits). randomTransform keeps only moves that leave each cage
 *                        connected, so players still see ordinary cages.
 */
import { VARIANTS, type VariantId } from '@sudoku-forge/core-solver';
import { movesToTransformation, SQUARE_MOVES } from './moves.ts';
import { cellMapKey, type Transformation } from './transformation.ts';

export interface SafeMoves {
  readonly variant: VariantId;
  /** Whether digits may be relabelled. */
  readonly relabel: boolean;
  /** Every safe single move by name (relabelling aside); together they generate the safe set. */
  readonly moves: readonly string[];
  /**
   * Set when the safe set is the whole band/stack-structured line group (searched structurally,
   * 3,359,232 cell maps for 9×9); null when it is a small list of cell maps.
   */
  readonly lines: { readonly bandHeight: number; readonly stackWidth: number; readonly transpose: boolean } | null;
  /** What moves along with the grid. */
  readonly carries: 'regions' | 'cages' | null;
}

const range = (k: number) => Array.from({ length: k }, (_, i) => i);

function pairs(count: number): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 1; a <= count; a++) for (let b = a + 1; b <= count; b++) out.push([a, b]);
  return out;
}

/** Row and column swaps within bands/stacks and swaps of whole bands/stacks. */
function lineSwaps(n: number, bandHeight: number, stackWidth: number): string[] {
  const out: string[] = [];
  for (const [what, width, group] of [
    ['rows', bandHeight, 'bands'],
    ['columns', stackWidth, 'stacks'],
  ] as const) {
    for (const block of range(n / width)) {
      for (const [a, b] of pairs(width)) out.push(`swap ${what} ${block * width + a} ${block * width + b}`);
    }
    for (const [a, b] of pairs(n / width)) out.push(`swap ${group} ${a} ${b}`);
  }
  return out;
}

function build(variant: VariantId): SafeMoves {
  const { size: n, box } = VARIANTS[variant];
  const square = [...SQUARE_MOVES];
  switch (variant) {
    case 'classic':
    case '4x4':
    case '16x16':
    case 'killer':
    case '6x6':
    // Presets whose records carry their constraints: the constraints decide which moves keep them (constraint-moves.ts).
    case 'thermo':
    case 'arrow':
    case 'kropki':
    case 'xv':
    case 'odd-even':
    case 'non-consecutive':
    case 'little-killer': {
      const b = box!;
      const quarter = b.rows === b.columns;
      return {
        variant,
        relabel: variant !== 'killer',
        moves: [
          ...(quarter ? square : ['rotate 180', 'mirror top-bottom', 'mirror left-right']),
          ...lineSwaps(n, b.rows, b.columns),
        ],
        lines: { bandHeight: b.rows, stackWidth: b.columns, transpose: quarter },
        carries: variant === 'killer' ? 'cages' : null,
      };
    }
    case 'diagonal':
      return {
        variant,
        relabel: true,
        moves: [
          ...square,
          'swap mirrored lines 1 2',
          'swap mirrored lines 1 3',
          'swap mirrored lines 2 3',
          'swap mirrored lines 4 6',
        ],
        lines: null,
        carries: null,
      };
    case 'hyper':
      return {
        variant,
        relabel: true,
        moves: [...square, 'swap rows 2 3', 'swap rows 7 8', 'swap columns 2 3', 'swap columns 7 8'],
        lines: null,
        carries: null,
      };
    case 'anti-knight':
    case 'anti-king':
      return { variant, relabel: true, moves: square, lines: null, carries: null };
    case 'irregular':
      return { variant, relabel: true, moves: square, lines: null, carries: 'regions' };
  }
}

const cache = new Map<VariantId, SafeMoves>();

/** The safe moves of a variant. */
export function safeMoves(variant: VariantId): SafeMoves {
  let moves = cache.get(variant);
  if (!moves) {
    moves = build(variant);
    cache.set(variant, moves);
  }
  return moves;
}

export interface GroupElement {
  /** A shortest sequence of safe moves that makes this cell map ([] for the identity). */
  readonly ops: readonly string[];
  readonly transformation: Transformation;
}

const elementCache = new Map<VariantId, GroupElement[]>();

/**
 * Every cell map of a small safe set (variants with `lines: null`), each with a shortest word in
 * the safe moves, found breadth-first from the identity. Digits are not relabelled here.
 */
export function groupElements(variant: VariantId): GroupElement[] {
  const cached = elementCache.get(variant);
  if (cached) return cached;
  const { moves, lines } = safeMoves(variant);
  if (lines) throw new Error(`${variant}: the line group is searched structurally, not listed`);
  const start: GroupElement = { ops: [], transformation: movesToTransformation([], variant) };
  const seen = new Map<string, GroupElement>([[cellMapKey(start.transformation), start]]);
  let frontier = [start];
  while (frontier.length > 0) {
    const next: GroupElement[] = [];
    for (const element of frontier) {
      for (const name of moves) {
        const ops = [...element.ops, name];
        const transformation = movesToTransformation(ops, variant);
        const key = cellMapKey(transformation);
        if (seen.has(key)) continue;
        const found = { ops, transformation };
        seen.set(key, found);
        next.push(found);
      }
    }
    frontier = next;
  }
  const elements = [...seen.values()];
  elementCache.set(variant, elements);
  return elements;
}
