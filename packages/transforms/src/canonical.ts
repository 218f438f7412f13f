/**
 * Canonical forms: one representative for all disguises of a puzzle under its variant's safe moves.
 *
 * The representative is the lexicographically smallest string over the safe set, blanks ('.')
 * smallest. With relabelling allowed, the best relabelling for a fixed cell order is always "number
 * the digits by first appearance" (1 for the first digit met in reading order, 2 for the next new
 * one, …), so only cell maps need searching.
 *
 * Small safe sets (diagonal 96, hyper 128, anti-knight and irregular 8 cell maps) are simply tried
 * one by one. The line group of classic (3,359,232 maps, and 16×16's far more) is searched row by
 * row instead, keeping only what can still win:
 *
 *   1. Row 1. For each orientation (as is / transposed) and each source row, a depth-first search
 *      picks columns position by position — first a stack for each block of positions, then a
 *      column inside it — and numbers digits as they appear. Each position's token is compared
 *      with the best row found so far: larger → the branch is cut at once; smaller → it becomes the
 *      new best and all earlier survivors are dropped; equal → go on. What is left are exactly the
 *      (orientation, row, column order, numbering) states whose row 1 is the minimum. Blanks sort
 *      first, so rows with few givens, packed into the last columns, win; most branches die
 *      within a few positions.
 *   2. Rows 2…n. The column order is now fixed in every survivor; each survivor is extended by
 *      every row it may take next (the rest of its band, or the first row of an unused band) and
 *      the same compare-and-cut keeps only extensions whose next row is minimal.
 *
 * Because the string is compared row by row in reading order, a state whose first k rows are not
 * the minimum can never lead to the minimum, so the survivors after row n all spell the canonical
 * string. Symmetric puzzles keep several survivors alive; those that would behave identically from
 * here on (same rows used, same column order, same numbering) are merged once there are many.
 *
 * Numbering new digits at once makes every order of the columns holding them a survivor of its
 * own: a full 16×16 row has 24^5 orders, all spelling 1…G, so a nearly full 16×16 kept hundreds of
 * millions of states and ran out of heap (issue 31). Relabelled grids whose lines repeat no digit
 * (every valid puzzle) therefore take canonicalizeDeferred: a row's new digits stay tied and are
 * numbered only when a later row needs one (see there), and survivors — also half-built rows,
 * once a row's search grows — are merged by what decides their future read through their own
 * column order, which folds a grid's automorphisms. The string is the same minimum either way
 * (the tests hold the two searches to each other and to brute force; every stored record keeps
 * its form). Killer, and grids repeating a digit in a line, keep numbering at once, with a cap
 * that refuses (CanonicalFormError) rather than running out of memory.
 *
 * Killer uses the same search with tokens (digit, cage sum, cage number by first appearance) and no
 * relabelling, so the canonical string covers the givens and the cages.
 */
import { digitSymbol, VARIANTS } from '@sudoku-forge/core-solver';
import { relabelOf } from '@sudoku-forge/core-solver/rules';
import { constraintsSpelling, moveConstraints } from './constraint-moves.ts';
import { movesToTransformation, SQUARE_MOVES } from './moves.ts';
import type { PuzzleData } from './data.ts';
import { groupElements, safeMoves } from './safe-moves.ts';
import {
  compose,
  lineMove,
  moveCages,
  moveGrid,
  moveRegions,
  relabelMove,
  targets,
  type Transformation,
} from './transformation.ts';

export class CanonicalFormError extends Error {
  readonly code = 'too_symmetric';
  constructor(message: string) {
    super(message);
    this.name = 'CanonicalFormError';
  }
}

/** The canonical string of a puzzle under its variant's safe moves. */
export function canonicalForm(data: PuzzleData): string {
  return canonicalize(data).canonical;
}

export interface Canonicalized {
  /** The canonical string (see canonicalForm). */
  readonly canonical: string;
  /** A safe transformation (cells and digits) that takes the puzzle to the canonical representative. */
  readonly transformation: Transformation;
}

export function canonicalize(data: PuzzleData): Canonicalized {
  if (data.constraints) return canonicalizeConstraints(data);
  const moves = safeMoves(data.variant);
  if (!moves.lines) return canonicalizeList(data, moves.relabel);
  // Relabelled grids whose lines never repeat a digit (every valid puzzle) take the search that
  // defers new digits' numbers; killer (cages, no relabelling) and grids with a repeated digit in
  // a line take the one that numbers them at once.
  if (moves.relabel && data.cages === undefined && linesDistinct(data.puzzle, VARIANTS[data.variant].size)) {
    return canonicalizeDeferred(data, moves.lines);
  }
  return canonicalizeLines(data, moves.lines, moves.relabel);
}

/**
 * The line-group search that numbers new digits at once (canonicalizeLines), for any line variant:
 * the reference the tests hold the deferred search to. Slow, even unbounded, on dense grids.
 */
export function canonicalizeNumberingAtOnce(data: PuzzleData): Canonicalized {
  const moves = safeMoves(data.variant);
  if (!moves.lines) throw new Error(`${data.variant}: not a line variant`);
  return canonicalizeLines(data, moves.lines, moves.relabel);
}

/** Whether no row and no column holds a digit twice. */
function linesDistinct(puzzle: Uint8Array, n: number): boolean {
  for (let i = 0; i < n; i++) {
    let row = 0;
    let column = 0;
    for (let j = 0; j < n; j++) {
      const a = puzzle[i * n + j]!;
      const b = puzzle[j * n + i]!;
      if (a !== 0) {
        if (row & (1 << a)) return false;
        row |= 1 << a;
      }
      if (b !== 0) {
        if (column & (1 << b)) return false;
        column |= 1 << b;
      }
    }
  }
  return true;
}

/** Numbers digits by first appearance in reading order: the smallest relabelling of a grid. */
function firstAppearance(grid: Uint8Array, n: number): Uint8Array {
  const digits = new Uint8Array(n + 1);
  let next = 1;
  for (const d of grid) if (d !== 0 && digits[d] === 0) digits[d] = next++;
  for (let d = 1; d <= n; d++) if (digits[d] === 0) digits[d] = next++;
  return digits;
}

function canonicalizeList(data: PuzzleData, relabel: boolean): Canonicalized {
  const n = VARIANTS[data.variant].size;
  let best: Canonicalized | null = null;
  for (const { transformation } of groupElements(data.variant)) {
    const moved = moveGrid(transformation, data.puzzle, false);
    const digits = relabel ? firstAppearance(moved, n) : Uint8Array.from({ length: n + 1 }, (_, d) => d);
    let text = '';
    for (const d of moved) text += digitSymbol(digits[d]!);
    if (data.regions !== undefined) text += `;${renumberRegions(moveRegions(transformation, data.regions))}`;
    if (best === null || text < best.canonical)
      best = { canonical: text, transformation: { ...transformation, digits } };
  }
  return best!;
}

/** Region labels renumbered 1, 2, … by first appearance, so the map's own labels do not matter. */
function renumberRegions(regions: string): string {
  const number = new Map<string, string>();
  let out = '';
  for (const label of regions) {
    if (!number.has(label)) number.set(label, digitSymbol(number.size + 1));
    out += number.get(label)!;
  }
  return out;
}

/**
 * A search state: orientation, the rows chosen so far, the numbering so far, and the columns as an
 * ordered partition at two levels — stacks in order, where a class of several stacks means "their
 * order is still open", and inside each stack its columns in order, where a cell of several columns
 * means the same. Open choices are ones every row so far filled identically, so they cannot matter
 * yet; they are settled by the first row that tells them apart.
 */
interface State {
  /** 0 = as given, 1 = transposed. */
  t: number;
  /** Source rows in canonical order (first `depth` entries used). */
  rows: number[];
  usedRows: number;
  stackClasses: number[][];
  /** Per source stack: its columns as an ordered partition. */
  cellsOf: number[][][];
  /** Digit numbering so far (0 = not met yet) and the next number. */
  digitLabels: Int8Array;
  nextDigit: number;
  /** Cage numbering by first appearance (killer). */
  cageLabels: Int16Array;
  nextCage: number;
}

const INFINITY = 0x7fffffff;
/** Survivor count above which equivalent survivors are merged. */
const MERGE_ABOVE = 64;
/** A puzzle this symmetric would need too much memory: refuse rather than run out. */
const MAX_SURVIVORS = 1_000_000;
/** While a row is searched: how often survivors are merged, and how many may stay unmerged. */
const CHECK_EVERY = 65_536;
const MAX_SURVIVORS_IN_ROW = 200_000;

function canonicalizeLines(
  data: PuzzleData,
  lines: { bandHeight: number; stackWidth: number; transpose: boolean },
  relabel: boolean,
): Canonicalized {
  const n = VARIANTS[data.variant].size;
  const { bandHeight, stackWidth } = lines;
  const cellCount = n * n;
  const stacks = n / stackWidth;

  // Cell contents per orientation: digit and cage of each cell.
  const cages = data.cages ?? [];
  const cageSum = Int32Array.from(cages, (c) => c.sum);
  const plainCage = new Int16Array(cellCount).fill(-1);
  cages.forEach((cage, i) => {
    cage.cells.forEach((cell) => {
      plainCage[cell] = i;
    });
  });
  const orientations = lines.transpose ? 2 : 1;
  const digitsOf: Uint8Array[] = [];
  const cageOf: Int16Array[] = [];
  for (let t = 0; t < orientations; t++) {
    const d = new Uint8Array(cellCount);
    const c = new Int16Array(cellCount);
    for (let r = 0; r < n; r++) {
      for (let col = 0; col < n; col++) {
        const from = t === 0 ? r * n + col : col * n + r;
        d[r * n + col] = data.puzzle[from]!;
        c[r * n + col] = plainCage[from]!;
      }
    }
    digitsOf.push(d);
    cageOf.push(c);
  }

  const best = new Int32Array(n);
  const canonicalTokens = new Int32Array(cellCount);
  let survivors: State[] = [];

  // The numbering being extended by the row under construction (copied from its state).
  let digitLabels = new Int8Array(n + 1);
  let nextDigit = 1;
  let cageLabels = new Int16Array(cages.length);
  let nextCage = 1;
  let digits = digitsOf[0]!;
  let cagesHere = cageOf[0]!;

  /** The token a cell would get now, without numbering anything; negative when it needs a new number. */
  const peek = (cell: number): number => {
    const digit = digits[cell]!;
    const cage = cagesHere[cell]!;
    let fresh = false;
    let dl = digit;
    if (relabel && digit !== 0) {
      dl = digitLabels[digit]!;
      if (dl === 0) {
        dl = nextDigit;
        fresh = true;
      }
    }
    let value = dl << 16;
    if (cage >= 0) {
      let cl = cageLabels[cage]!;
      if (cl === 0) {
        cl = nextCage;
        fresh = true;
      }
      value |= (cageSum[cage]! << 8) | cl;
    }
    return fresh ? -value - 1 : value;
  };
  /** Numbers what the cell meets for the first time; returns an undo record. */
  const number = (cell: number): number => {
    const digit = digits[cell]!;
    const cage = cagesHere[cell]!;
    let undo = 0;
    if (relabel && digit !== 0 && digitLabels[digit] === 0) {
      digitLabels[digit] = nextDigit++;
      undo |= 1;
    }
    if (cage >= 0 && cageLabels[cage] === 0) {
      cageLabels[cage] = nextCage++;
      undo |= 2;
    }
    return undo;
  };
  const unnumber = (cell: number, undo: number): void => {
    if (undo & 1) {
      digitLabels[digits[cell]!] = 0;
      nextDigit--;
    }
    if (undo & 2) {
      cageLabels[cagesHere[cell]!] = 0;
      nextCage--;
    }
  };
  // Compare-and-cut: -1 new best prefix (survivors dropped), 0 tie, 1 cut.
  const judge = (pos: number, value: number): number => {
    const b = best[pos]!;
    if (value > b) return 1;
    if (value < b) {
      best[pos] = value;
      best.fill(INFINITY, pos + 1);
      survivors = [];
      return -1;
    }
    return 0;
  };

  /**
   * Extends `state` by source row `row`, recording every refinement of its column order whose row
   * is (so far) minimal. Depth-first over: which stack (or tied group of stacks) comes next, and
   * inside a stack, cell by cell, which columns come first.
   */
  const extend = (state: State, row: number): void => {
    digits = digitsOf[state.t]!;
    cagesHere = cageOf[state.t]!;
    digitLabels = state.digitLabels.slice();
    nextDigit = state.nextDigit;
    cageLabels = state.cageLabels.slice();
    nextCage = state.nextCage;
    const base = row * n;
    const newClasses: number[][] = [];
    const newCells: number[][][] = state.cellsOf.slice();

    const finish = () => {
      // Grids this search is not made for (a line repeating a digit) could tie without end:
      // merge as they come, and refuse rather than run out of memory.
      if (survivors.length > 0 && survivors.length % CHECK_EVERY === 0) {
        survivors = merge(survivors);
        if (survivors.length > MAX_SURVIVORS_IN_ROW) {
          throw new CanonicalFormError('the puzzle is too symmetric (too few givens) to compute its canonical form');
        }
      }
      survivors.push({
        t: state.t,
        rows: [...state.rows, row],
        usedRows: state.usedRows | (1 << row),
        stackClasses: newClasses.map((c) => c.slice()),
        cellsOf: newCells.slice(),
        digitLabels: digitLabels.slice(),
        nextDigit,
        cageLabels: cageLabels.slice(),
        nextCage,
      });
    };

    // A stack whose cells in this row need no new numbers: its tokens, each cell sorted.
    const settledStack = (stack: number): { tokens: number[]; cells: number[][] } | null => {
      const tokens: number[] = [];
      const cells: number[][] = [];
      for (const cell of state.cellsOf[stack]!) {
        const values = cell.map((column) => peek(base + column));
        if (values.some((v) => v < 0)) return null;
        const order = cell.map((column, i) => [values[i]!, column] as const).sort((a, b) => a[0] - b[0]);
        let k = 0;
        while (k < order.length) {
          const value = order[k]![0];
          const sub: number[] = [];
          while (k < order.length && order[k]![0] === value) sub.push(order[k++]![1]);
          cells.push(sub);
          for (let i = 0; i < sub.length; i++) tokens.push(value);
        }
      }
      return { tokens, cells };
    };

    const classStep = (ci: number, remaining: number[], pos: number): void => {
      if (remaining.length === 0) {
        if (ci + 1 === state.stackClasses.length) finish();
        else classStep(ci + 1, state.stackClasses[ci + 1]!, pos);
        return;
      }
      // Settled stacks with equal tokens stay tied as one group; the others are tried one by one.
      const groups = new Map<string, { stacks: number[]; tokens: number[]; cells: number[][][] }>();
      const open: number[] = [];
      for (const stack of remaining) {
        const settled = remaining.length === 1 ? null : settledStack(stack);
        if (!settled) {
          open.push(stack);
          continue;
        }
        const key = settled.tokens.join(',');
        const group = groups.get(key);
        if (group) {
          group.stacks.push(stack);
          group.cells.push(settled.cells);
        } else groups.set(key, { stacks: [stack], tokens: settled.tokens, cells: [settled.cells] });
      }
      for (const group of groups.values()) {
        let p = pos;
        let cut = false;
        for (let copy = 0; copy < group.stacks.length && !cut; copy++) {
          for (const value of group.tokens) {
            if (judge(p++, value) > 0) {
              cut = true;
              break;
            }
          }
        }
        if (cut) continue;
        newClasses.push(group.stacks);
        group.stacks.forEach((stack, i) => {
          newCells[stack] = group.cells[i]!;
        });
        classStep(
          ci,
          remaining.filter((s) => !group.stacks.includes(s)),
          p,
        );
        newClasses.pop();
      }
      for (const stack of open) {
        newClasses.push([stack]);
        const built: number[][] = [];
        const rest = remaining.filter((s) => s !== stack);
        cellStep(stack, 0, state.cellsOf[stack]![0]!, built, pos, () => {
          newCells[stack] = built.map((c) => c.slice());
          classStep(ci, rest, pos + stackWidth);
        });
        newClasses.pop();
      }
    };

    // Inside one stack: settle cell k's columns, smallest token first.
    const cellStep = (
      stack: number,
      k: number,
      remaining: number[],
      built: number[][],
      pos: number,
      done: () => void,
    ): void => {
      if (remaining.length === 0) {
        const cells = state.cellsOf[stack]!;
        if (k + 1 === cells.length) done();
        else cellStep(stack, k + 1, cells[k + 1]!, built, pos, done);
        return;
      }
      let min = INFINITY;
      let minFresh = false;
      const values = remaining.map((column) => peek(base + column));
      for (const v of values) {
        const value = v < 0 ? -v - 1 : v;
        if (value < min) {
          min = value;
          minFresh = v < 0;
        }
      }
      if (!minFresh) {
        // Equal settled tokens: those columns stay tied (any order gives the same row).
        const tied = remaining.filter((_, i) => values[i] === min);
        for (let i = 0; i < tied.length; i++) if (judge(pos + i, min) > 0) return;
        built.push(tied);
        cellStep(
          stack,
          k,
          remaining.filter((_, i) => values[i] !== min),
          built,
          pos + tied.length,
          done,
        );
        built.pop();
        return;
      }
      // New numbers: which column is met first decides the numbering, so try each.
      if (judge(pos, min) > 0) return;
      remaining.forEach((column, i) => {
        if (values[i] !== -min - 1) return;
        const undo = number(base + column);
        built.push([column]);
        cellStep(
          stack,
          k,
          remaining.filter((c) => c !== column),
          built,
          pos + 1,
          done,
        );
        built.pop();
        unnumber(base + column, undo);
      });
    };

    classStep(0, state.stackClasses[0]!, 0);
  };

  best.fill(INFINITY);
  const range = (k: number) => Array.from({ length: k }, (_, i) => i);
  const coarse: number[][][] = range(stacks).map((s) => [range(stackWidth).map((k) => s * stackWidth + k)]);
  let previous: State[] = [];
  for (let t = 0; t < orientations; t++) {
    previous.push({
      t,
      rows: [],
      usedRows: 0,
      stackClasses: [range(stacks)],
      cellsOf: coarse,
      digitLabels: new Int8Array(n + 1),
      nextDigit: 1,
      cageLabels: new Int16Array(cages.length),
      nextCage: 1,
    });
  }
  for (let depth = 0; depth < n; depth++) {
    survivors = [];
    best.fill(INFINITY);
    const startsBand = depth % bandHeight === 0;
    for (const state of previous) {
      const band = depth === 0 ? -1 : Math.floor(state.rows[depth - 1]! / bandHeight);
      for (let row = 0; row < n; row++) {
        if (state.usedRows & (1 << row)) continue;
        if (!startsBand && Math.floor(row / bandHeight) !== band) continue;
        extend(state, row);
      }
    }
    if (survivors.length > MERGE_ABOVE) survivors = merge(survivors);
    if (survivors.length > MAX_SURVIVORS) {
      throw new CanonicalFormError('the puzzle is too symmetric (too few givens) to compute its canonical form');
    }
    canonicalTokens.set(best, depth * n);
    previous = survivors;
  }

  const winner = previous[0]!;
  const columns = winner.stackClasses.flat().flatMap((stack) => winner.cellsOf[stack]!.flat());
  const digitMap = new Uint8Array(n + 1);
  let next = winner.nextDigit;
  for (let d = 1; d <= n; d++) digitMap[d] = relabel ? winner.digitLabels[d] || next++ : d;
  const transformation: Transformation = {
    ...lineMove(n, winner.rows, columns, winner.t === 1),
    digits: digitMap,
  };
  return { canonical: renderTokens(canonicalTokens, cages.length > 0), transformation };
}

/** Survivors that would act identically from here on (same orientation, rows used, columns, numbering). */
function merge(states: State[]): State[] {
  const byKey = new Map<string, State>();
  for (const s of states) {
    const key = `${s.t}|${s.usedRows}|${JSON.stringify(s.stackClasses)}|${JSON.stringify(s.cellsOf)}|${s.digitLabels.join(',')}|${s.cageLabels.join(',')}`;
    if (!byKey.has(key)) byKey.set(key, s);
  }
  return [...byKey.values()];
}

/** Givens as a grid string; for killer then ';' and the cages "sum=cell,cell" in numbering order. */
function renderTokens(tokens: Int32Array, withCages: boolean): string {
  let grid = '';
  for (const value of tokens) grid += digitSymbol(value >>> 16);
  if (!withCages) return grid;
  const cages = new Map<number, { sum: number; cells: number[] }>();
  tokens.forEach((value, cell) => {
    const label = value & 0xff;
    if (label === 0) return;
    let cage = cages.get(label);
    if (!cage) {
      cage = { sum: (value >>> 8) & 0xff, cells: [] };
      cages.set(label, cage);
    }
    cage.cells.push(cell);
  });
  const list = [...cages.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => `${c.sum}=${c.cells.join(',')}`);
  return `${grid};${list.join(';')}`;
}

/**
 * Digits first met in one row, numbered lazily: the digit met in column c of that row gets
 * `base` + (how many of the row's `mask` columns come before c in the final column order).
 */
interface Deferred {
  readonly base: number;
  readonly mask: number;
}

/** A survivor of the deferred search (see canonicalizeDeferred). */
interface DeferredState {
  t: number;
  rows: number[];
  usedRows: number;
  /** Stacks as an ordered partition (a class of several: their order is still open). */
  classes: number[][];
  /** Per stack: its columns as an ordered partition. */
  cells: number[][][];
  /** Digit → its number (> 0), 0 when not met yet, PENDING when met in a deferred row. */
  labels: number[];
  /** Pending digit → the column it was met in, and the index of its Deferred. */
  at: number[];
  group: number[];
  groups: readonly Deferred[];
  nextDigit: number;
}

/** The row extension's working copy: the stacks placed so far (`done`), the rest, and numbering. */
interface Work {
  done: number[][];
  todo: number[][];
  cells: number[][][];
  labels: number[];
  at: number[];
  group: number[];
  /** The stack being refined cell by cell (-1: none) and its current cell. */
  stack: number;
  k: number;
  /** Digits first met in this row so far, and their columns. */
  fresh: number;
  mask: number;
}

/** Survivor count from which the deferred search merges survivors by future (few puzzles get there). */
const KEYS_ABOVE = 8;
const PENDING = -1;
/** Stack steps in one row extension after which half-built rows are deduplicated (few puzzles get there). */
const PARTIAL_KEYS_AFTER = 64;
const FRESH = INFINITY;

function cloneWork(w: Work): Work {
  return {
    // Classes and cells are never changed in place (only replaced), so they may be shared.
    done: w.done.slice(),
    todo: w.todo.slice(),
    cells: w.cells.map((stack) => stack.slice()),
    labels: w.labels.slice(),
    at: w.at.slice(),
    group: w.group.slice(),
    stack: w.stack,
    k: w.k,
    fresh: w.fresh,
    mask: w.mask,
  };
}

/**
 * The line-group search of canonicalizeLines for relabelled grids without repeated digits in a
 * line, with the numbering of new digits deferred.
 *
 * In canonicalizeLines a row's new digits are numbered at once, so every order of the columns
 * holding them is a separate survivor. A full 16×16 row has 24^5 column orders that all spell
 * "123456789ABCDEFG": 254 million survivors after row 1 (issue 31: the heap ran out). But a row's
 * new digits always come last in each cell of tied columns (a new number is larger than every
 * number given so far) and in a valid line they are all different, so the row reads the same in
 * every order of them: base, base+1, … in column order. So such columns stay tied, like equal
 * digits, and their digits are marked pending: their numbers are fixed by the column order once
 * a later row needs one.
 *
 * A later row meeting a pending digit needs its number: base + the count of the row's columns
 * placed before its column c. That count is smallest when c goes first in its cell of tied
 * columns and its stack first in its class of tied stacks (tied stacks hold equally many of those
 * columns, so any other choice counts more); every other choice gives this position a larger
 * token behind the same prefix and cannot win, so c is put there ("individualized") and the
 * digit numbered for good. Columns and stacks only ever tie when every row so far reads the same
 * in any order of them, so the survivors still stand for every minimal state, as before.
 */
function canonicalizeDeferred(
  data: PuzzleData,
  lines: { bandHeight: number; stackWidth: number; transpose: boolean },
): Canonicalized {
  const n = VARIANTS[data.variant].size;
  const { bandHeight, stackWidth } = lines;
  const cellCount = n * n;
  const stacks = n / stackWidth;
  const orientations = lines.transpose ? 2 : 1;
  const digitsOf: Uint8Array[] = [];
  for (let t = 0; t < orientations; t++) {
    const d = new Uint8Array(cellCount);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) d[r * n + c] = data.puzzle[t === 0 ? r * n + c : c * n + r]!;
    digitsOf.push(d);
  }

  const best = new Int32Array(n);
  const canonicalTokens = new Int32Array(cellCount);
  let survivors: DeferredState[] = [];
  /** Future keys of the survivors, once there are many (see futureKey). */
  let seen: Set<string> | null = null;
  const judge = (pos: number, value: number): number => {
    const b = best[pos]!;
    if (value > b) return 1;
    if (value < b) {
      best[pos] = value;
      best.fill(INFINITY, pos + 1);
      survivors = [];
      seen = null;
      return -1;
    }
    return 0;
  };

  /**
   * What decides a survivor's future, read through its own column order: the shape of its open
   * choices, the numbering still deferred, and the rows it may still take (the rest of its band,
   * then whole bands) as tokens by position, each set sorted. Survivors with equal keys spell the
   * same rows whatever comes next, so one of them is enough: grids with many automorphisms (a
   * full, regular 16×16 keeps tens of thousands of equivalent states otherwise) stay small.
   * Digits not met yet are written as themselves, so only survivors that meet the same digits in
   * the same places merge.
   */
  const futureKey = (s: DeferredState): string =>
    keyOf(
      s.t,
      [s.classes],
      s.cells,
      s,
      s.groups,
      s.nextDigit,
      s.usedRows,
      s.rows.length,
      s.rows[s.rows.length - 1] ?? -1,
      -1,
    );
  /**
   * The key of futureKey, also for a row half built: `sections` are the stacks placed in the row
   * (then those still to place), `row` the row being built (-1: none), `count` the rows used.
   */
  const keyOf = (
    t: number,
    sections: number[][][],
    cells: number[][][],
    numbering: { labels: readonly number[]; at: readonly number[]; group: readonly number[] },
    groups: readonly Deferred[],
    nextDigit: number,
    usedRows: number,
    count: number,
    lastRow: number,
    row: number,
  ): string => {
    const digits = digitsOf[t]!;
    const position = new Int8Array(n);
    let shape = '';
    let at = 0;
    for (const classes of sections) {
      for (const cls of classes) {
        shape += `${cls.length}(`;
        for (const stack of cls) {
          for (const cell of cells[stack]!) {
            shape += `${cell.length},`;
            for (const column of cell) position[column] = at++;
          }
          shape += '/';
        }
        shape += ')';
      }
      shape += '!';
    }
    // Tokens as character codes: blank 0, a number 1…n, a pending digit by its Deferred's base and
    // its column's position, a digit not met yet by itself.
    const { labels, at: metAt, group } = numbering;
    const code = new Uint16Array(n + 1);
    for (let d = 1; d <= n; d++) {
      const label = labels[d]!;
      if (label > 0) code[d] = label;
      else if (label === PENDING) code[d] = 64 + groups[group[d]!]!.base * 32 + position[metAt[d]!]!;
      else code[d] = 1024 + d;
    }
    const line = new Uint16Array(n);
    const rowKey = (r: number): string => {
      for (let c = 0; c < n; c++) line[position[c]!] = code[digits[r * n + c]!]!;
      return String.fromCharCode(...line);
    };
    const deferred = groups.map((g) => {
      const at: number[] = [];
      for (let c = 0; c < n; c++) if (g.mask & (1 << c)) at.push(position[c]!);
      return `${g.base}:${at.sort((x, y) => x - y).join(',')}`;
    });
    const bandOf = (r: number) => Math.floor(r / bandHeight);
    const current = count % bandHeight === 0 ? -1 : bandOf(lastRow);
    let rest = '';
    const bands: string[] = [];
    for (let band = 0; band < n / bandHeight; band++) {
      const rows: string[] = [];
      let used = false;
      for (let r = band * bandHeight; r < (band + 1) * bandHeight; r++) {
        if (usedRows & (1 << r)) used = true;
        else rows.push(rowKey(r));
      }
      rows.sort();
      if (band === current) rest = rows.join(';');
      else if (!used) bands.push(rows.join(';'));
    }
    const building = row < 0 ? '' : rowKey(row);
    return `${shape}|${nextDigit}|${deferred.join(' ')}|${building}|${rest}|${bands.sort().join('#')}`;
  };
  /** Half-built rows met at this depth (keyOf). */
  let partial = new Set<string>();
  const keep = (s: DeferredState): void => {
    if (seen === null && survivors.length >= KEYS_ABOVE) {
      seen = new Set();
      const kept: DeferredState[] = [];
      for (const old of survivors) {
        const key = futureKey(old);
        if (!seen.has(key)) {
          seen.add(key);
          kept.push(old);
        }
      }
      survivors = kept;
    }
    if (seen !== null) {
      const key = futureKey(s);
      if (seen.has(key)) return;
      seen.add(key);
    }
    if (survivors.length >= MAX_SURVIVORS) {
      throw new CanonicalFormError('the puzzle is too symmetric (too few givens) to compute its canonical form');
    }
    survivors.push(s);
  };

  /** How many of `mask`'s columns come before `column` in the order so far (see individualize). */
  const rankOf = (w: Work, column: number, mask: number): number => {
    let count = 0;
    for (const list of [w.done, w.todo]) {
      for (const cls of list) {
        for (const stack of cls) {
          for (const cell of w.cells[stack]!) {
            for (const c of cell) {
              if (c === column) return count;
              if (mask & (1 << c)) count++;
            }
          }
        }
      }
    }
    throw new Error(`canonical form: column ${column} is in no stack`);
  };
  /** Puts `column` first in its cell of tied columns and its stack first in its class of tied stacks. */
  const individualize = (w: Work, column: number): void => {
    const stack = Math.floor(column / stackWidth);
    const cells = w.cells[stack]!;
    const i = cells.findIndex((cell) => cell.includes(column));
    if (cells[i]!.length > 1) {
      cells.splice(
        i,
        1,
        [column],
        cells[i]!.filter((c) => c !== column),
      );
      if (stack === w.stack && i < w.k) w.k++;
    }
    for (const list of [w.done, w.todo]) {
      const j = list.findIndex((cls) => cls.includes(stack));
      if (j >= 0 && list[j]!.length > 1)
        list.splice(
          j,
          1,
          [stack],
          list[j]!.filter((s) => s !== stack),
        );
    }
  };

  const extend = (state: DeferredState, row: number): void => {
    let steps = 0;
    const digits = digitsOf[state.t]!;
    const base = row * n;
    const first = state.nextDigit;
    const groups = state.groups;
    const newGroup = groups.length;

    /** A column's token as far as known: 0 blank, its number, PENDING or FRESH. */
    const kind = (w: Work, column: number): number => {
      const digit = digits[base + column]!;
      if (digit === 0) return 0;
      const label = w.labels[digit]!;
      return label === 0 ? FRESH : label;
    };
    /** Numbers a pending digit for good (individualizing its column) and returns its number. */
    const resolve = (w: Work, digit: number): number => {
      const g = w.group[digit]!;
      const deferred = groups[g];
      if (deferred === undefined) throw new Error('canonical form: a digit met twice in one row');
      const column = w.at[digit]!;
      individualize(w, column);
      const label = deferred.base + rankOf(w, column, deferred.mask);
      w.labels[digit] = label;
      return label;
    };
    /**
     * The number the pending digit in `column` gets when `column` is placed next in the current
     * cell: what resolve would give, counted without changing anything.
     */
    const smallest = (w: Work, column: number): number => {
      const digit = digits[base + column]!;
      const { base: start, mask } = groups[w.group[digit]!]!;
      const target = w.at[digit]!;
      const home = Math.floor(target / stackWidth);
      const inMask = (c: number) => (mask >> c) & 1;
      let count = 0;
      for (const list of [w.done, w.todo]) {
        for (const cls of list) {
          if (!cls.includes(home)) {
            for (const stack of cls) for (const cell of w.cells[stack]!) for (const c of cell) count += inMask(c);
            continue;
          }
          const cells = w.cells[home]!;
          for (let i = 0; i < cells.length; i++) {
            const cell = cells[i]!;
            if (home === w.stack && i === w.k) {
              // The current cell: `column` goes first, then (if here) the target.
              if (target === column) return start + count;
              count += inMask(column);
              if (cell.includes(target)) return start + count;
              for (const c of cell) if (c !== column) count += inMask(c);
            } else if (cell.includes(target)) return start + count;
            else for (const c of cell) count += inMask(c);
          }
          throw new Error(`canonical form: column ${target} is not in its stack`);
        }
      }
      throw new Error(`canonical form: stack ${home} is in no class`);
    };
    /** Marks a column's digit as met in this row (its number deferred). */
    const meet = (w: Work, column: number): void => {
      const digit = digits[base + column]!;
      w.labels[digit] = PENDING;
      w.at[digit] = column;
      w.group[digit] = newGroup;
      w.mask |= 1 << column;
    };

    const finish = (w: Work): void => {
      keep({
        t: state.t,
        rows: [...state.rows, row],
        usedRows: state.usedRows | (1 << row),
        classes: w.done,
        cells: w.cells,
        labels: w.labels,
        at: w.at,
        group: w.group,
        groups: w.mask === 0 ? groups : [...groups, { base: first, mask: w.mask }],
        nextDigit: first + w.fresh,
      });
    };

    /** A stack holding no pending digit in this row: its tokens (FRESH as is) and its cells, each sorted. */
    const settled = (w: Work, stack: number): { tokens: number[]; cells: number[][] } | null => {
      const tokens: number[] = [];
      const cells: number[][] = [];
      for (const cell of w.cells[stack]!) {
        if (cell.length === 1) {
          const value = kind(w, cell[0]!);
          if (value === PENDING) return null;
          cells.push(cell);
          tokens.push(value);
          continue;
        }
        const order = cell.map((column) => [kind(w, column), column] as const);
        if (order.some(([v]) => v === PENDING)) return null;
        order.sort((a, b) => a[0] - b[0]);
        let k = 0;
        while (k < order.length) {
          const value = order[k]![0];
          const sub: number[] = [];
          while (k < order.length && order[k]![0] === value) sub.push(order[k++]![1]);
          cells.push(sub);
          for (let i = 0; i < sub.length; i++) tokens.push(value);
        }
      }
      return { tokens, cells };
    };

    const classStep = (w: Work, pos: number): void => {
      const cls = w.todo[0];
      if (cls === undefined) {
        finish(w);
        return;
      }
      // Between stacks, a half-built row equal to one already met (up to automorphism, see
      // futureKey) would repeat that search exactly; only counted once the search is large.
      if (++steps > PARTIAL_KEYS_AFTER && w.done.length > 0) {
        const key = keyOf(
          state.t,
          [w.done, w.todo],
          w.cells,
          w,
          [...groups, { base: first, mask: w.mask }],
          first + w.fresh,
          state.usedRows | (1 << row),
          state.rows.length + 1,
          row,
          row,
        );
        if (partial.has(key)) return;
        partial.add(key);
      }
      // Stacks without pending digits and with equal tokens stay tied as one group; the others are
      // refined cell by cell.
      const tied = new Map<number | string, { stacks: number[]; tokens: number[]; cells: number[][][] }>();
      const open: number[] = [];
      for (const stack of cls) {
        const s = settled(w, stack);
        if (!s) {
          open.push(stack);
          continue;
        }
        // Tokens are at most n (FRESH aside): up to 5 bits each, so a number up to 4 columns.
        let key: number | string = 0;
        if (stackWidth <= 4) for (const v of s.tokens) key = key * 32 + (v === FRESH ? 31 : v);
        else key = s.tokens.join(',');
        const group = tied.get(key);
        if (group) {
          group.stacks.push(stack);
          group.cells.push(s.cells);
        } else tied.set(key, { stacks: [stack], tokens: s.tokens, cells: [s.cells] });
      }
      const branches = tied.size + open.length;
      const take = (stacksTaken: number[]): Work => {
        const next = branches === 1 ? w : cloneWork(w);
        const rest = cls.filter((s) => !stacksTaken.includes(s));
        if (rest.length === 0) next.todo.shift();
        else next.todo[0] = rest;
        next.done.push(stacksTaken.slice());
        return next;
      };
      for (const group of tied.values()) {
        const next = take(group.stacks);
        let p = pos;
        let cut = false;
        group.stacks.forEach((stack, i) => {
          next.cells[stack] = group.cells[i]!;
          if (cut) return;
          for (const cell of next.cells[stack]!) {
            for (const column of cell) {
              let value = kind(next, column);
              if (value === FRESH) {
                value = first + next.fresh++;
                meet(next, column);
              }
              if (judge(p++, value) > 0) {
                cut = true;
                return;
              }
            }
          }
        });
        if (!cut) classStep(next, p);
      }
      for (const stack of open) {
        const next = take([stack]);
        next.stack = stack;
        next.k = 0;
        cellStep(next, pos);
      }
    };

    // Inside the stack being refined: settle its current cell's columns, smallest token first.
    const cellStep = (w: Work, pos: number): void => {
      const cells = w.cells[w.stack]!;
      const cell = cells[w.k];
      if (cell === undefined) {
        w.stack = -1;
        classStep(w, pos);
        return;
      }
      const kinds = cell.map((column) => kind(w, column));
      /** Splits `taken` off the front of the current cell, judging their tokens; false when cut. */
      const takeTied = (taken: number[], value: (i: number) => number): boolean => {
        for (let i = 0; i < taken.length; i++) if (judge(pos + i, value(i)) > 0) return false;
        if (taken.length < cell.length)
          cells.splice(
            w.k,
            1,
            taken,
            cell.filter((c) => !taken.includes(c)),
          );
        w.k++;
        return true;
      };
      if (kinds.includes(0)) {
        const blanks = cell.filter((_, i) => kinds[i] === 0);
        if (takeTied(blanks, () => 0)) cellStep(w, pos + blanks.length);
        return;
      }
      let minLabel = INFINITY;
      for (const v of kinds) if (v > 0 && v < minLabel) minLabel = v;
      // Pending digits: the smallest number each can get (see smallest); only the best are taken.
      let minPending = INFINITY;
      const pending = kinds.map((v, i) => {
        if (v !== PENDING) return INFINITY;
        const value = smallest(w, cell[i]!);
        if (value < minPending) minPending = value;
        return value;
      });
      if (minLabel < minPending && minLabel !== FRESH) {
        const equal = cell.filter((_, i) => kinds[i] === minLabel);
        if (takeTied(equal, () => minLabel)) cellStep(w, pos + equal.length);
        return;
      }
      if (minPending !== INFINITY) {
        if (judge(pos, minPending) > 0) return;
        const chosen = cell.filter((_, i) => pending[i] === minPending);
        for (const column of chosen) {
          const work = chosen.length === 1 ? w : cloneWork(w);
          const own = work.cells[w.stack]!;
          if (cell.length > 1)
            own.splice(
              w.k,
              1,
              [column],
              cell.filter((c) => c !== column),
            );
          work.k++;
          if (resolve(work, digits[base + column]!) !== minPending)
            throw new Error('canonical form: a pending number moved');
          cellStep(work, pos + 1);
        }
        return;
      }
      // Only digits met for the first time are left: tied, numbered in column order later.
      const start = first + w.fresh;
      if (!takeTied(cell, (i) => start + i)) return;
      for (const column of cell) meet(w, column);
      w.fresh += cell.length;
      cellStep(w, pos + cell.length);
    };

    classStep(
      {
        done: [],
        todo: state.classes.slice(),
        cells: state.cells.map((stack) => stack.slice()),
        labels: state.labels.slice(),
        at: state.at.slice(),
        group: state.group.slice(),
        stack: -1,
        k: 0,
        fresh: 0,
        mask: 0,
      },
      0,
    );
  };

  const range = (k: number) => Array.from({ length: k }, (_, i) => i);
  let previous: DeferredState[] = [];
  for (let t = 0; t < orientations; t++) {
    previous.push({
      t,
      rows: [],
      usedRows: 0,
      classes: [range(stacks)],
      cells: range(stacks).map((s) => [range(stackWidth).map((k) => s * stackWidth + k)]),
      labels: new Array<number>(n + 1).fill(0),
      at: new Array<number>(n + 1).fill(0),
      group: new Array<number>(n + 1).fill(0),
      groups: [],
      nextDigit: 1,
    });
  }
  for (let depth = 0; depth < n; depth++) {
    survivors = [];
    seen = null;
    partial = new Set();
    best.fill(INFINITY);
    const startsBand = depth % bandHeight === 0;
    for (const state of previous) {
      const band = depth === 0 ? -1 : Math.floor(state.rows[depth - 1]! / bandHeight);
      for (let row = 0; row < n; row++) {
        if (state.usedRows & (1 << row)) continue;
        if (!startsBand && Math.floor(row / bandHeight) !== band) continue;
        extend(state, row);
      }
    }
    if (survivors.length > MAX_SURVIVORS) {
      throw new CanonicalFormError('the puzzle is too symmetric (too few givens) to compute its canonical form');
    }
    canonicalTokens.set(best, depth * n);
    previous = survivors;
  }

  const winner = previous[0]!;
  const columns = winner.classes.flat().flatMap((stack) => winner.cells[stack]!.flat());
  const digitMap = new Uint8Array(n + 1);
  let next = winner.nextDigit;
  for (let d = 1; d <= n; d++) {
    const label = winner.labels[d]!;
    if (label > 0) digitMap[d] = label;
    else if (label === PENDING) {
      const { base, mask } = winner.groups[winner.group[d]!]!;
      const column = winner.at[d]!;
      digitMap[d] = base + columns.slice(0, columns.indexOf(column)).filter((c) => mask & (1 << c)).length;
    } else digitMap[d] = next++;
  }
  let canonical = '';
  for (const value of canonicalTokens) canonical += digitSymbol(value);
  return { canonical, transformation: { ...lineMove(n, winner.rows, columns, winner.t === 1), digits: digitMap } };
}

/**
 * A constraint puzzle's canonical form: the least spelling over its disguises (constraint-moves.ts:
 * the square's symmetries the variant and every constraint allow, with the relabellings the
 * constraints allow). A spelling is the givens (relabelled by first appearance when any
 * relabelling is allowed), the region map when there is one, and the moved constraints in one
 * order (constraintsSpelling), so two listings of the same rules spell the same. Killer cages,
 * when the variant has them, are spelt moved too.
 */
function canonicalizeConstraints(data: PuzzleData): Canonicalized {
  const n = VARIANTS[data.variant].size;
  const allowed = new Set(safeMoves(data.variant).moves);
  const relabel = safeMoves(data.variant).relabel ? relabelOf(data.constraints!) : 'none';
  const identityDigits = Uint8Array.from({ length: n + 1 }, (_, d) => d);
  const mirrorDigits = Uint8Array.from({ length: n + 1 }, (_, d) => (d === 0 ? 0 : n + 1 - d));
  let best: Canonicalized | null = null;
  for (const name of ['', ...SQUARE_MOVES.filter((m) => allowed.has(m))]) {
    const cells = movesToTransformation(name === '' ? [] : [name], data.variant);
    const moved = moveGrid(cells, data.puzzle, false);
    const options =
      relabel === 'any'
        ? [firstAppearance(moved, n)]
        : relabel === 'mirror'
          ? [identityDigits, mirrorDigits]
          : [identityDigits];
    for (const digits of options) {
      const constraints = moveConstraints(data.constraints!, targets(cells), digits, n);
      if (!constraints) continue;
      let text = '';
      for (const d of moved) text += digitSymbol(digits[d]!);
      if (data.regions !== undefined) text += `|${moveRegions(cells, data.regions)}`;
      if (data.cages !== undefined) text += `|${JSON.stringify(moveCages(cells, data.cages))}`;
      text += `|${constraintsSpelling(constraints)}`;
      if (best === null || text < best.canonical)
        best = { canonical: text, transformation: compose(cells, relabelMove(n, digits)) };
    }
  }
  return best!;
}
