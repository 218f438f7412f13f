/**
 * Which moves each variant allows, derived from its rules as data (issue 26). A move is safe when
 * it maps every rule onto a rule of the same kind: then every rule holds after the move exactly
 * when it held before, so validity, uniqueness and the logical path all carry over. Each
 * constraint handler declares the families of cell maps that keep it (core-solver handler.ts
 * `moves`, `relabel`); a preset's safe set is what its board and every one of its rules keep:
 *
 *   board            boxes: every family, quarter turns and transposition only where boxes are
 *                    square (6×6's 2×3 boxes keep the half turn and mirrors); a region map: the
 *                    square's symmetries, the regions moved along (connected regions stay so)
 *   rules            the preset's constraints (diagonals: mirrored lines; windows: window lines;
 *                    anti-knight, anti-king: the square alone) and the cages its puzzles carry
 *                    (moved along: every family, but no relabelling, since sums depend on digits)
 *   lines kept       the whole band/stack line group, searched structurally (`lines`); killer's
 *                    randomTransform keeps only moves that leave each cage connected
 *   otherwise        the square's symmetries plus the kept families' generators, a small list
 *
 * Constraints drawn per puzzle (a thermo preset's thermos) are in the records, not the preset:
 * constraint-moves.ts narrows each such puzzle's disguises further. The tests check each listed
 * move against core-solver's geometry, and for diagonal, hyper and anti-knight that the group the
 * moves generate is the whole stabiliser inside the classic group of 3,359,232 line moves.
 */
import { VARIANTS, type Constraint, type VariantId, type VariantInfo } from '@sudoku-forge/core-solver';
import { movesOf, relabelOf, type MoveFamily } from '@sudoku-forge/core-solver/rules';
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

/**
 * The generators of the families inside the line group, on the 9×9 board (the only size their
 * rules, diagonals and windows, are preset on): 96 and 128 cell maps with the square's symmetries.
 */
const FAMILY_SWAPS: { readonly [F in 'mirrored-lines' | 'window-lines']: readonly string[] } = {
  'mirrored-lines': [
    'swap mirrored lines 1 2',
    'swap mirrored lines 1 3',
    'swap mirrored lines 2 3',
    'swap mirrored lines 4 6',
  ],
  'window-lines': ['swap rows 2 3', 'swap rows 7 8', 'swap columns 2 3', 'swap columns 7 8'],
};

/** Moves that turn rows into columns: they keep boxes only when boxes are square. */
const QUARTER: ReadonlySet<string> = new Set(['transpose', 'anti-transpose', 'rotate 90', 'rotate 270']);

/** The rules a disguise must keep: the preset's constraints, and a cage for presets whose puzzles carry cages. */
function presetRules(spec: VariantInfo): Constraint[] {
  return spec.needsCages ? [...spec.rules, { type: 'cage', cells: [] }] : [...spec.rules];
}

function build(variant: VariantId): SafeMoves {
  const spec = VARIANTS[variant];
  const { size: n, box } = spec;
  const rules = presetRules(spec);
  const kept = new Set<MoveFamily>(movesOf(rules));
  if (!box) for (const family of ['lines', 'mirrored-lines', 'window-lines'] as const) kept.delete(family);
  const quarter = !box || box.rows === box.columns;
  const square = kept.has('square') ? SQUARE_MOVES.filter((m) => quarter || !QUARTER.has(m)) : [];
  const relabel = relabelOf(rules) === 'any';
  const carries = spec.needsRegions ? 'regions' : spec.needsCages ? 'cages' : null;
  if (box && kept.has('lines')) {
    const moves = [...square, ...lineSwaps(n, box.rows, box.columns)];
    const lines = { bandHeight: box.rows, stackWidth: box.columns, transpose: quarter };
    return { variant, relabel, moves, lines, carries };
  }
  const swaps = (['mirrored-lines', 'window-lines'] as const).flatMap((f) => (kept.has(f) ? FAMILY_SWAPS[f] : []));
  return { variant, relabel, moves: [...square, ...swaps], lines: null, carries };
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
