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
 * Killer uses the same search with tokens (digit, cage sum, cage number by first appearance) and no
 * relabelling, so the canonical string covers the givens and the cages.
 */
import { digitSymbol, VARIANTS } from '@sudoku-forge/core-solver';
import type { PuzzleData } from './data.ts';
import { groupElements, safeMoves } from './safe-moves.ts';
import { lineMove, moveGrid, moveRegions, type Transformation } from './transformation.ts';

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
  const moves = safeMoves(data.variant);
  return moves.lines ? canonicalizeLines(data, moves.lines, moves.relabel) : canonicalizeList(data, moves.relabel);
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
    if (best === null || text < best.canonical) best = { canonical: text, transformation: { ...transformation, digits } };
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
  cages.forEach((cage, i) => cage.cells.forEach((cell) => (plainCage[cell] = i)));
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
        group.stacks.forEach((stack, i) => (newCells[stack] = group.cells[i]!));
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
        cellStep(stack, k, remaining.filter((_, i) => values[i] !== min), built, pos + tied.length, done);
        built.pop();
        return;
      }
      // New numbers: which column is met first decides the numbering, so try each.
      if (judge(pos, min) > 0) return;
      remaining.forEach((column, i) => {
        if (values[i] !== -min - 1) return;
        const undo = number(base + column);
        built.push([column]);
        cellStep(stack, k, remaining.filter((c) => c !== column), built, pos + 1, done);
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
    if (!cage) cages.set(label, (cage = { sum: (value >>> 8) & 0xff, cells: [] }));
    cage.cells.push(cell);
  });
  const list = [...cages.entries()].sort((a, b) => a[0] - b[0]).map(([, c]) => `${c.sum}=${c.cells.join(',')}`);
  return `${grid};${list.join(';')}`;
}
