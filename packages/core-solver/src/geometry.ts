/**
 * Geometry: every variant's rules as data.
 *
 * Glossary
 *   n        side of the board (4, 6, 9 or 16); digits run 1..n
 *   cell     0-based index in reading order: cell = row * n + column
 *   unit     a set of cells whose digits must differ (row, column, box, region, diagonal,
 *            window, cage). A *house* is a unit of exactly n cells, so it holds every digit once;
 *            a killer cage is usually smaller than a house and also carries a sum.
 *   peers    the other cells a cell's digit must differ from: its unit mates plus, for
 *            anti-knight, the cells a knight's move away (those are "knight" peers, not a unit)
 *
 * The solver, the checker, the grader and the player all read these tables; none of them asks
 * which variant it is looking at.
 */

import type { Constraint, ConstraintType } from './constraints/types.ts';
import { houseHandlerOf, type AnyHandler, type HandlerLookup } from './constraints/lookup.ts';
import type { Board, LineSum } from './constraints/handler.ts';

export const VARIANT_IDS = [
  'classic',
  '4x4',
  '6x6',
  '16x16',
  'diagonal',
  'hyper',
  'anti-knight',
  'irregular',
  'killer',
  'thermo',
  'arrow',
  'kropki',
  'xv',
  'odd-even',
  'non-consecutive',
  'anti-king',
  'little-killer',
] as const;

export type VariantId = (typeof VARIANT_IDS)[number];

export type UnitKind = 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'window' | 'extraregion' | 'group' | 'cage';

export interface Unit {
  readonly kind: UnitKind;
  /** 1-based number among the units of the same kind, as players count them. */
  readonly index: number;
  readonly cells: readonly number[];
  /** Killer cages only: the digits' total. */
  readonly sum?: number;
}

export interface Cage {
  readonly sum: number;
  /** 0-based cell indices in reading order. */
  readonly cells: readonly number[];
}

export interface VariantInfo {
  readonly id: VariantId;
  readonly name: string;
  readonly size: number;
  /** Box height × width; null where regions replace boxes. */
  readonly box: { readonly rows: number; readonly columns: number } | null;
  readonly needsRegions: boolean;
  readonly needsCages: boolean;
  readonly rule: string;
  /** The preset: the constraints this variant adds to rows, columns and boxes (or regions). */
  readonly rules: readonly Constraint[];
  /**
   * The constraint types each puzzle of the preset carries in its record's "constraints" (drawn per
   * puzzle by the generator: thermos, dots, …; a board-wide rule the disguises must see, like
   * non-consecutive, which allows only the relabelling d → n+1−d). Empty: the record has none.
   */
  readonly draws: readonly ConstraintType[];
  /** Whether its stored records carry their solution, so the player never searches (16×16). */
  readonly storesSolution: boolean;
}

export const VARIANTS: Readonly<Record<VariantId, VariantInfo>> = {
  classic: info('classic', 'Classic', 9, 3, 3, 'rows, columns and 3×3 boxes hold 1–9 once'),
  '4x4': info('4x4', '4×4', 4, 2, 2, 'rows, columns and 2×2 boxes hold 1–4 once'),
  '6x6': info('6x6', '6×6', 6, 2, 3, 'rows, columns and 2×3 boxes hold 1–6 once'),
  '16x16': {
    ...info('16x16', '16×16', 16, 4, 4, 'rows, columns and 4×4 boxes hold 1–9, A–G once'),
    storesSolution: true,
  },
  diagonal: info('diagonal', 'Diagonal', 9, 3, 3, 'both main diagonals also hold 1–9 once', [
    { type: 'diagonal-' },
    { type: 'diagonal+' },
  ]),
  hyper: info('hyper', 'Hyper', 9, 3, 3, 'four extra 3×3 windows also hold 1–9 once', [{ type: 'windows' }]),
  'anti-knight': info('anti-knight', 'Anti-knight', 9, 3, 3, 'cells a knight’s move apart differ', [
    { type: 'antiknight' },
  ]),
  irregular: {
    ...info('irregular', 'Irregular', 9, 0, 0, 'nine irregular regions replace the boxes'),
    box: null,
    needsRegions: true,
  },
  killer: {
    ...info('killer', 'Killer', 9, 3, 3, 'cages hold distinct digits adding up to their sums'),
    needsCages: true,
  },
  thermo: drawn('thermo', 'Thermo', 'digits rise along a thermo from its bulb', ['thermo']),
  arrow: drawn('arrow', 'Arrow', 'an arrow’s digits add up to its circle', ['arrow']),
  kropki: drawn('kropki', 'Kropki', 'white dot: consecutive digits; black dot: one is double the other', [
    'kropki-white',
    'kropki-black',
  ]),
  xv: drawn('xv', 'XV', 'X: the two digits add up to 10; V: to 5', ['xv']),
  'odd-even': drawn('odd-even', 'Odd/even', 'circles hold odd digits, squares even ones', ['odd', 'even']),
  'non-consecutive': drawn('non-consecutive', 'Non-consecutive', 'side-by-side cells never hold consecutive digits', [
    'nonconsecutive',
  ]),
  'anti-king': info('anti-king', 'Anti-king', 9, 3, 3, 'cells a king’s move apart differ', [{ type: 'antiking' }]),
  'little-killer': drawn('little-killer', 'Little killer', 'an arrowed diagonal’s digits add up to its clue', [
    'little-killer',
  ]),
};

/** A 9×9 preset whose puzzles carry constraints of the given types in their records. */
function drawn(id: VariantId, name: string, rule: string, draws: readonly ConstraintType[]): VariantInfo {
  return { ...info(id, name, 9, 3, 3, rule), draws };
}

function info(
  id: VariantId,
  name: string,
  size: number,
  boxRows: number,
  boxColumns: number,
  rule: string,
  rules: readonly Constraint[] = [],
): VariantInfo {
  return {
    rules,
    id,
    name,
    size,
    box: { rows: boxRows, columns: boxColumns },
    needsRegions: false,
    needsCages: false,
    rule,
    draws: [],
    storesSolution: false,
  };
}

export function isVariantId(value: string): value is VariantId {
  return (VARIANT_IDS as readonly string[]).includes(value);
}

export interface Geometry {
  readonly variant: VariantId;
  /** Side length n; digits are 1..n. */
  readonly size: number;
  /** n × n. */
  readonly cellCount: number;
  /** Bit mask with the n digit bits set: digit d is bit (d - 1). */
  readonly allDigits: number;
  readonly box: VariantInfo['box'];
  /** Region (box or jigsaw region) number 0..n-1 of each cell. */
  readonly regionOf: Uint8Array;
  readonly units: readonly Unit[];
  /** Indices into `units` of the units containing each cell. */
  readonly unitsOf: readonly (readonly number[])[];
  /** Every cell that must differ from the cell (unit mates and knight peers), ascending. */
  readonly peers: readonly (readonly number[])[];
  /** Pairs of cells a knight's move apart (an anti-knight rule), each pair once with a < b. */
  readonly knightPairs: readonly (readonly [number, number])[];
  /** Other pairs of cells that must differ without sharing a unit (anti-king, renban lines). */
  readonly differPairs: readonly (readonly [number, number])[];
  /** Totals over cells whose digits may repeat (arrows, little killers, region-sum lines). */
  readonly lineSums: readonly LineSum[];
  readonly cages: readonly Cage[];
  /** Irregular only: the region map as given (one label per cell). */
  readonly regions?: string;
  /** Constraints beyond the variant's own rules (thermos, arrows, dots, …; constraints/types.ts). */
  readonly constraints: readonly Constraint[];
  /** Every rule beyond rows, columns and boxes or regions: the variant's preset, then `constraints`. */
  readonly rules: readonly Constraint[];
  /** The handler of each rule (`handlers[i]` of `rules[i]`), as the geometry was built. */
  readonly handlers: readonly AnyHandler[];
}

export interface GeometryOptions {
  /** Irregular: one region label per cell (validated by the parser). */
  readonly regionOf?: ArrayLike<number>;
  readonly regions?: string;
  /** Killer: cages (validated by the parser). */
  readonly cages?: readonly Cage[];
  /** Extra constraints (validated by the parser). */
  readonly constraints?: readonly Constraint[];
  /**
   * Where each rule's handler comes from: constraints/registry.ts `handlerOf` for any constraint;
   * by default the houses' table (constraints/lookup.ts), which knows the presets' rules alone.
   */
  readonly handlerOf?: HandlerLookup;
}

/** Builds the tables for a variant. Regions and cages must already be validated. */
export function buildGeometry(variant: VariantId, options: GeometryOptions = {}): Geometry {
  const spec = VARIANTS[variant];
  const n = spec.size;
  const cellCount = n * n;
  const units: Unit[] = [];
  const range = (k: number) => Array.from({ length: k }, (_, i) => i);

  for (const r of range(n)) units.push({ kind: 'row', index: r + 1, cells: range(n).map((c) => r * n + c) });
  for (const c of range(n)) units.push({ kind: 'column', index: c + 1, cells: range(n).map((r) => r * n + c) });

  const regionOf = new Uint8Array(cellCount);
  if (spec.box) {
    const { rows: bh, columns: bw } = spec.box;
    for (let cell = 0; cell < cellCount; cell++) {
      const r = Math.floor(cell / n);
      const c = cell % n;
      regionOf[cell] = Math.floor(r / bh) * (n / bw) + Math.floor(c / bw);
    }
  } else {
    if (!options.regionOf || options.regionOf.length !== cellCount) {
      throw new Error(`variant ${variant} needs a region map of ${cellCount} cells`);
    }
    regionOf.set(Array.from(options.regionOf));
  }
  const regionKind: UnitKind = spec.box ? 'box' : 'region';
  for (const g of range(n)) {
    const cells = range(cellCount).filter((cell) => regionOf[cell] === g);
    units.push({ kind: regionKind, index: g + 1, cells });
  }

  const extra = options.constraints ?? [];
  const rules = [...spec.rules, ...extra];
  const board: Board = { size: n, regionOf, box: spec.box, constraints: rules };
  const handlers = rules.map(options.handlerOf ?? houseHandlerOf);
  const counts = new Map<UnitKind, number>();
  const addUnit = (kind: UnitKind, cells: readonly number[], sum?: number) => {
    const index = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, index);
    units.push({ kind, index, cells, ...(sum !== undefined ? { sum } : {}) });
  };
  const ruleHouses = rules.map((c, i) => handlers[i]!.houses?.(c as never, board) ?? []);
  ruleHouses.flat().forEach((h) => {
    if (h.kind !== 'cage') addUnit(h.kind, h.cells, h.sum);
  });
  if (spec.needsCages) {
    (options.cages ?? []).forEach((cage) => {
      addUnit(
        'cage',
        [...cage.cells].sort((a, b) => a - b),
        cage.sum,
      );
    });
  }
  const ruleCages: Cage[] = [];
  ruleHouses.flat().forEach((h) => {
    if (h.kind !== 'cage') return;
    addUnit('cage', h.cells, h.sum);
    if (h.sum !== undefined) ruleCages.push({ sum: h.sum, cells: h.cells });
  });
  const cages = ruleCages.length > 0 ? [...(options.cages ?? []), ...ruleCages] : (options.cages ?? []);

  const knightPairs: (readonly [number, number])[] = [];
  const differPairs: (readonly [number, number])[] = [];
  const lineSums: LineSum[] = [];
  rules.forEach((c, i) => {
    const pairs = handlers[i]!.differ?.(c as never, board) ?? [];
    (c.type === 'antiknight' ? knightPairs : differPairs).push(...pairs);
    lineSums.push(...(handlers[i]!.sums?.(c as never, board) ?? []));
  });

  const unitsOf = unitLists(cellCount, units);
  const peers = peerLists(cellCount, units, knightPairs, differPairs);

  return {
    variant,
    size: n,
    cellCount,
    allDigits: (1 << n) - 1,
    box: spec.box,
    regionOf,
    units,
    unitsOf,
    peers,
    knightPairs,
    differPairs,
    lineSums,
    cages,
    constraints: extra,
    rules,
    handlers,
    ...(options.regions !== undefined ? { regions: options.regions } : {}),
  };
}

/*
 * The two per-cell lists below are built with plain loops over typed arrays, in functions of their
 * own: in the functional style (maps, sets and spreads in one long function) V8's optimizing
 * compiler spent about 250 ms on buildGeometry over tarek's 42 killers (three compiles), on the one
 * background thread the counter's own hot functions wait behind, and the first killers of a run
 * paid for it (issue 26 §3). The lists are the same.
 */

/** The units holding each cell, in unit order. */
function unitLists(cellCount: number, units: readonly Unit[]): number[][] {
  const out: number[][] = [];
  for (let cell = 0; cell < cellCount; cell++) out.push([]);
  for (let u = 0; u < units.length; u++) {
    const cells = units[u]!.cells;
    for (let i = 0; i < cells.length; i++) out[cells[i]!]!.push(u);
  }
  return out;
}

/** Each cell's peers, ascending: its unit mates and the other end of every pair. */
function peerLists(
  cellCount: number,
  units: readonly Unit[],
  ...pairLists: (readonly (readonly [number, number])[])[]
): number[][] {
  const N = cellCount;
  const peer = new Uint8Array(N * N);
  for (let u = 0; u < units.length; u++) {
    const cells = units[u]!.cells;
    for (let i = 0; i < cells.length; i++)
      for (let j = 0; j < cells.length; j++) if (cells[i] !== cells[j]) peer[cells[i]! * N + cells[j]!] = 1;
  }
  for (const pairs of pairLists)
    for (let i = 0; i < pairs.length; i++) {
      const [a, b] = pairs[i]!;
      peer[a * N + b] = 1;
      peer[b * N + a] = 1;
    }
  const out: number[][] = [];
  for (let a = 0; a < N; a++) {
    const list: number[] = [];
    for (let b = 0, row = a * N; b < N; b++) if (peer[row + b] === 1) list.push(b);
    out.push(list);
  }
  return out;
}

/** Row and column (both 1-based) of a cell, as players name them. */
export function rowColumn(geometry: Pick<Geometry, 'size'>, cell: number): [number, number] {
  return [Math.floor(cell / geometry.size) + 1, (cell % geometry.size) + 1];
}

/** "r3c5" — the short cell name used in explanations. */
export function cellName(geometry: Pick<Geometry, 'size'>, cell: number): string {
  const [r, c] = rowColumn(geometry, cell);
  return `r${r}c${c}`;
}

/** A unit's name in words: "row 3", "box 5", "cage 12". */
export function unitName(unit: Pick<Unit, 'kind' | 'index'>): string {
  return `${unit.kind === 'extraregion' ? 'extra region' : unit.kind === 'group' ? 'disjoint group' : unit.kind} ${unit.index}`;
}
