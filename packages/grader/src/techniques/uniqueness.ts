/**
 * Uniqueness techniques — sound only on puzzles known to have one solution (the grader runs them
 * only then). A "deadly pattern" is a set of cells whose two digits could swap without breaking
 * any rule; a unique puzzle cannot end in one, so something must prevent it.
 *
 * Unique rectangle: four cells in two rows, two columns and two boxes, all holding {a,b}.
 *   type 1  three corners are exactly {a,b}: the fourth cannot be a or b
 *   type 2  two corners are {a,b}, the other two {a,b,c}: c is in one of them, so cells seeing
 *           both lose c
 *   type 3  the extra digits of the other two act as one cell in a naked subset of a house
 *   type 4  the other two share a house where a lives only in them: neither can be b
 *   type 5  like type 2 with the extra digit c on two diagonal corners or on three: cells seeing
 *           all of them lose c
 *   type 6  two diagonal corners are exactly {a,b}, and in both rows (or both columns) a lives
 *           only in the rectangle: the other two corners cannot be a (HoDoKu asks for rows and
 *           columns both; one direction is enough)
 * Hidden rectangle: a corner is exactly {a,b}, and along the row and column of the opposite
 *   corner a lives only in the rectangle: the opposite corner cannot be b.
 * Avoidable rectangles: the same swap with solved (not given) cells as corners; see below.
 * BUG+1 (bug.ts) uses the same rule check (`plainRules`).
 *
 * Swaps must keep every rule, so these run only where the rules are rows, columns and
 * boxes/regions (not diagonals, windows, knight moves or cage sums).
 */
import { POPCOUNT, lowestDigit } from '@sudoku-forge/core-solver';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepDetail, StepHighlight } from '../types.ts';
import { lookAt, patternHouses } from '../detail.ts';
import { cellWord, cellsWord, digitWord, digitsWord, houseWord, makeStep, withDetail } from '../words.ts';
import { seeingAll } from './links.ts';

/**
 * Whether every rule is a row, column or box/region (no diagonal, window, cage, knight or king
 * move, thermo, dot or any other constraint): only then does swapping two digits of a rectangle
 * keep every rule.
 */
export const plainRules = perBoard(
  ({ geometry }): boolean =>
    geometry.knightPairs.length === 0 &&
    geometry.differPairs.length === 0 &&
    geometry.rules.length === 0 &&
    geometry.units.every((u) => u.kind === 'row' || u.kind === 'column' || u.kind === 'box' || u.kind === 'region'),
);

/**
 * Every rectangle of cells — a, b in one row, c, d in another, a above c — spread over exactly
 * two regions, each holding two corners that share a row or a column; as quads a, b, c, d. The
 * one enumeration behind every pattern here, built once per board. Diagonal corners: a–d, b–c.
 */
const rectangleShapes = perBoard((board): Int16Array => {
  const n = board.n;
  const regionOf = board.geometry.regionOf;
  const quads: number[] = [];
  for (let r1 = 0; r1 < n; r1++) {
    for (let r2 = r1 + 1; r2 < n; r2++) {
      for (let c1 = 0; c1 < n; c1++) {
        for (let c2 = c1 + 1; c2 < n; c2++) {
          const a = r1 * n + c1;
          const b = r1 * n + c2;
          const c = r2 * n + c1;
          const d = r2 * n + c2;
          const sameRowPairs =
            regionOf[a] === regionOf[b] && regionOf[c] === regionOf[d] && regionOf[a] !== regionOf[c];
          const sameColPairs =
            regionOf[a] === regionOf[c] && regionOf[b] === regionOf[d] && regionOf[a] !== regionOf[b];
          if (sameRowPairs || sameColPairs) quads.push(a, b, c, d);
        }
      }
    }
  }
  return Int16Array.from(quads);
});

/** Calls `visit(a, b, c, d, pair)` for every rectangle of empty cells and every pair of digits all four share. */
function eachRectangle(state: State, visit: (a: number, b: number, c: number, d: number, pair: number) => void): void {
  const shapes = rectangleShapes(state.board);
  const candidates = state.candidates;
  for (let i = 0; i < shapes.length; i += 4) {
    const a = shapes[i]!;
    const b = shapes[i + 1]!;
    const c = shapes[i + 2]!;
    const d = shapes[i + 3]!;
    // Filled cells have no candidates, so they never share two.
    const common = candidates[a]! & candidates[b]! & candidates[c]! & candidates[d]!;
    if (POPCOUNT[common]! < 2) continue;
    for (let x = common; x; x &= x - 1) {
      for (let y = x & (x - 1); y; y &= y - 1) visit(a, b, c, d, (x & -x) | (y & -y));
    }
  }
}

export function uniqueRectangles(state: State, out: Step[]): void {
  if (!plainRules(state.board)) return;
  // Look for the patterns first: whether the puzzle is unique may take a solver run to learn.
  const found: Step[] = [];
  rectanglesIn(state, found);
  avoidableRectanglesIn(state, found);
  if (found.length > 0 && state.unique) {
    const board = state.board;
    for (const step of found) withDetail(step, () => rectangleDetail(board, step.cells, RECTANGLES.get(step)));
    out.push(...found);
  }
}

/** A rectangle's rows and columns (and the house of any extra cells): where its four corners are. */
function rectangleDetail(board: Board, cells: readonly number[], corners: StepHighlight[] | undefined): StepDetail {
  const houses = patternHouses(board, cells).filter((h) => h.unit === 'row' || h.unit === 'column' || cells.length > 4);
  const lines = houses.filter((h) => h.unit === 'row' || h.unit === 'column');
  return {
    nudge: lookAt(board, lines, undefined, 'four cells there must not be able to swap two digits'),
    houses,
    highlights: corners ?? [],
  };
}

/**
 * The rectangle's corners with the digits that could swap (a unique rectangle's pair in each
 * corner; an avoidable rectangle's solved digits and completing candidates), per step found.
 */
const RECTANGLES = new WeakMap<Step, StepHighlight[]>();

/** How many cells of the house have the digit bit as a candidate. */
function placesIn(state: State, house: number, bit: number): number {
  const cells = state.board.houses[house]!;
  let count = 0;
  for (let i = 0; i < cells.length; i++) if (state.candidates[cells[i]!]! & bit) count++;
  return count;
}

function rectanglesIn(state: State, out: Step[]): void {
  const { board, candidates } = state;
  const { rowOf, columnOf, rowHouse, columnHouse } = board;
  const visit = (a: number, b: number, c: number, d: number, pair: number): void => {
    // Every pattern here needs a corner holding only the pair: most rectangles have none.
    if (candidates[a] !== pair && candidates[b] !== pair && candidates[c] !== pair && candidates[d] !== pair) return;
    const corners = [a, b, c, d];
    const exact = corners.filter((x) => candidates[x] === pair);
    const extra = corners.filter((x) => candidates[x] !== pair);
    const ab = digitsWord(pair);
    const intro = () =>
      `${cellsWord(board, corners)} would form a deadly pattern on ${ab} (the two digits could swap), which a unique puzzle cannot have`;
    if (exact.length === 3) {
      const cell = extra[0]!;
      const eliminations = [...digitsOf(pair)].map((digit) => ({ cell, digit }));
      out.push(
        makeStep(
          'unique rectangle type 1',
          [],
          eliminations,
          corners,
          () => `${intro()}; so ${cellWord(board, cell)} is not ${ab}.`,
        ),
      );
      return;
    }
    // Types 2 and 5: every extra corner has the same one extra digit, so one of them holds it.
    let shared = 0;
    for (const x of extra) shared |= candidates[x]! & ~pair;
    if (POPCOUNT[shared] === 1) {
      const digit = lowestDigit(shared);
      const targets = seeingAll(state, digit, extra);
      if (targets.length > 0) {
        const [e1, e2] = extra as [number, number];
        const aligned = extra.length === 2 && (rowOf[e1] === rowOf[e2] || columnOf[e1] === columnOf[e2]);
        out.push(
          makeStep(
            aligned ? 'unique rectangle type 2' : 'unique rectangle type 5',
            [],
            targets.map((cell) => ({ cell, digit })),
            corners,
            () =>
              `${intro()}; so one of ${cellsWord(board, extra)} is ${digitWord(digit)}, and cells seeing all of them lose ${digitWord(digit)}.`,
          ),
        );
      }
    }
    // Hidden rectangle: a pair-only corner P whose diagonal corner X has a digit u of the pair
    // only in the rectangle along X's row and column. X = v would make both of X's neighbours u
    // and P v: the deadly pattern, so X is not v. (With two pair-only corners in one row or
    // column, type 4 already says more.)
    const diagonalExact =
      exact.length === 2 && rowOf[exact[0]!] !== rowOf[exact[1]!] && columnOf[exact[0]!] !== columnOf[exact[1]!];
    if (exact.length === 1 || diagonalExact) {
      for (const p of exact) {
        const x = corners[3 - corners.indexOf(p)]!;
        const row = rowHouse[rowOf[x]!]!;
        const column = columnHouse[columnOf[x]!]!;
        for (const u of digitsOf(pair)) {
          const bit = 1 << (u - 1);
          if (placesIn(state, row, bit) !== 2 || placesIn(state, column, bit) !== 2) continue;
          const v = lowestDigit(pair & ~bit);
          out.push(
            makeStep('hidden rectangle', [], [{ cell: x, digit: v }], corners, () => {
              const [n1, n2] = corners.filter((y) => y !== x && y !== p);
              return `${intro()}. In ${houseWord(board, row)} and ${houseWord(board, column)}, ${digitWord(u)} can only go in the rectangle; if ${cellWord(board, x)} were ${digitWord(v)}, ${cellWord(board, n1!)} and ${cellWord(board, n2!)} would both be ${digitWord(u)} and ${cellWord(board, p)} ${digitWord(v)}, the deadly pattern, so ${cellWord(board, x)} is not ${digitWord(v)}.`;
            }),
          );
        }
      }
    }
    if (exact.length !== 2) return;
    const [e1, e2] = extra as [number, number];
    if (diagonalExact) {
      // Type 6: a digit u of the pair only in the rectangle along both rows (or both columns): if
      // one extra corner were u, so would the other (they are diagonal), and the pair-only corners
      // would both be v: the deadly pattern. So neither extra corner is u.
      const r1 = rowHouse[rowOf[a]!]!;
      const r2 = rowHouse[rowOf[d]!]!;
      const k1 = columnHouse[columnOf[a]!]!;
      const k2 = columnHouse[columnOf[d]!]!;
      for (const u of digitsOf(pair)) {
        const bit = 1 << (u - 1);
        const rows = placesIn(state, r1, bit) === 2 && placesIn(state, r2, bit) === 2;
        const lines = rows
          ? [r1, r2]
          : placesIn(state, k1, bit) === 2 && placesIn(state, k2, bit) === 2
            ? [k1, k2]
            : null;
        if (!lines) continue;
        out.push(
          makeStep(
            'unique rectangle type 6',
            [],
            [
              { cell: e1, digit: u },
              { cell: e2, digit: u },
            ],
            corners,
            () =>
              `${intro()}. In ${houseWord(board, lines[0]!)} and ${houseWord(board, lines[1]!)}, ${digitWord(u)} can only go in the rectangle, so if ${cellWord(board, e1)} or ${cellWord(board, e2)} were ${digitWord(u)}, both would be and the other two corners ${digitWord(lowestDigit(pair & ~bit))}: neither is ${digitWord(u)}.`,
          ),
        );
      }
      return;
    }
    const x1 = candidates[e1]! & ~pair;
    const x2 = candidates[e2]! & ~pair;
    const together = sharedHouses(state, e1, e2);
    if (together.length === 0) return;
    // Type 4: a digit of the pair lives only in e1, e2 within a shared house.
    for (const h of together) {
      for (const digit of digitsOf(pair)) {
        const bit = 1 << (digit - 1);
        const places = board.houses[h]!.filter((x) => candidates[x]! & bit);
        if (places.length !== 2) continue;
        const other = lowestDigit(pair & ~bit);
        const eliminations: CellDigit[] = [
          { cell: e1, digit: other },
          { cell: e2, digit: other },
        ];
        out.push(
          makeStep(
            'unique rectangle type 4',
            [],
            eliminations,
            corners,
            () =>
              `${intro()}. In ${houseWord(board, h)}, ${digitWord(digit)} can only go in ${cellWord(board, e1)} or ${cellWord(board, e2)}, so one of them is ${digitWord(digit)} and neither may be ${digitWord(other)}.`,
          ),
        );
      }
    }
    // Type 3: the extras form a naked subset with other cells of a shared house.
    const virtual = x1 | x2;
    for (const h of together) {
      const others = Array.from(board.houses[h]!).filter((x) => x !== e1 && x !== e2 && state.digits[x] === 0);
      const subsets: number[][] = [];
      for (let k = 1; k <= 3; k++) subset(others, k, virtual, [], subsets);
      for (const found of subsets) {
        const mask = found.reduce((m, x) => m | candidates[x]!, virtual);
        const eliminations: CellDigit[] = [];
        for (const x of others) {
          if (found.includes(x)) continue;
          for (let m = candidates[x]! & mask; m; m &= m - 1) eliminations.push({ cell: x, digit: lowestDigit(m) });
        }
        if (eliminations.length === 0) continue;
        out.push(
          makeStep(
            'unique rectangle type 3',
            [],
            eliminations,
            [...corners, ...found],
            () =>
              `${intro()}; so ${cellWord(board, e1)} or ${cellWord(board, e2)} holds one of ${digitsWord(virtual)}. Together with ${cellsWord(board, found)} they hold ${digitsWord(mask)} in ${houseWord(board, h)}, so the rest of ${houseWord(board, h)} loses those digits.`,
          ),
        );
      }
    }
  };
  eachRectangle(state, (a, b, c, d, pair) => {
    const before = out.length;
    visit(a, b, c, d, pair);
    const digits = [...digitsOf(pair)];
    for (let i = before; i < out.length; i++)
      RECTANGLES.set(
        out[i]!,
        [a, b, c, d].flatMap((cell) => digits.map((digit) => ({ role: 'pattern', cell, digit }))),
      );
  });

  /** Every k cells of the pool whose candidates with `mask` make k + 1 digits. */
  function subset(pool: number[], k: number, mask: number, chosen: number[], found: number[][]): void {
    if (chosen.length === k) {
      if (POPCOUNT[mask] === k + 1) found.push(chosen);
      return;
    }
    for (let i = chosen.length ? pool.indexOf(chosen[chosen.length - 1]!) + 1 : 0; i < pool.length; i++) {
      const m = mask | state.candidates[pool[i]!]!;
      if (POPCOUNT[m]! > k + 1) continue;
      subset(pool, k, m, [...chosen, pool[i]!], found);
    }
  }
}

/**
 * Avoidable rectangles: the corners are solved cells (none a given) and empty cells. If the
 * empty corners took the digits that complete a rectangle of two digits a, b (diagonal corners
 * equal), the four could swap without touching a given: a second solution. Two solved corners in
 * one row or column fix a and b.
 *   type 1  one corner is empty: it is not the digit that would complete the rectangle
 *   type 2  two corners are empty, each with its completing digit and the same other digit c:
 *           one of them is c, so cells seeing both lose c
 */
function avoidableRectanglesIn(state: State, out: Step[]): void {
  const { board, digits, candidates, givens } = state;
  if (!givens) return;
  const shapes = rectangleShapes(board);
  const corners = [0, 0, 0, 0];
  const want = [0, 0, 0, 0];
  for (let i = 0; i < shapes.length; i += 4) {
    const a = shapes[i]!;
    const b = shapes[i + 1]!;
    const c = shapes[i + 2]!;
    const d = shapes[i + 3]!;
    if (givens[a]! | givens[b]! | givens[c]! | givens[d]!) continue;
    const da = digits[a]!;
    const db = digits[b]!;
    const dc = digits[c]!;
    const dd = digits[d]!;
    // Digits of the a–d and b–c diagonals, from two solved corners sharing a row or column.
    let x = 0;
    let y = 0;
    if (da && db) [x, y] = [da, db];
    else if (dc && dd) [x, y] = [dd, dc];
    else if (da && dc) [x, y] = [da, dc];
    else if (db && dd) [x, y] = [dd, db];
    else continue;
    if (x === y || (da && db && dc && dd)) continue;
    corners[0] = a;
    corners[1] = b;
    corners[2] = c;
    corners[3] = d;
    want[0] = x;
    want[1] = y;
    want[2] = y;
    want[3] = x;
    let fits = true;
    let e1 = -1;
    let e2 = -1;
    for (let k = 0; k < 4 && fits; k++) {
      const cell = corners[k]!;
      if (digits[cell]) fits = digits[cell] === want[k];
      else {
        fits = (candidates[cell]! & (1 << (want[k]! - 1))) !== 0;
        if (e1 < 0) e1 = k;
        else e2 = k;
      }
    }
    if (!fits) continue;
    const before = out.length;
    const marks: StepHighlight[] = corners.map((cell, k) => ({ role: 'pattern', cell, digit: want[k]! }));
    visitAvoidable(e1, e2);
    for (let i = before; i < out.length; i++) RECTANGLES.set(out[i]!, marks);
  }

  function visitAvoidable(e1: number, e2: number): void {
    const [a, b, c, d] = corners as [number, number, number, number];
    const [x, y] = [want[0]!, want[1]!];
    const solved = corners.filter((cell) => digits[cell] !== 0);
    const intro = () => {
      const named = solved.map((cell) => `${cellWord(board, cell)} (${digitWord(digits[cell]!)})`);
      return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]} were solved, not given`;
    };
    const pair = (1 << (x - 1)) | (1 << (y - 1));
    if (e2 < 0) {
      const cell = corners[e1]!;
      const digit = want[e1]!;
      out.push(
        makeStep(
          'avoidable rectangle type 1',
          [],
          [{ cell, digit }],
          [a, b, c, d],
          () =>
            `${intro()}; if ${cellWord(board, cell)} were ${digitWord(digit)}, the four cells could swap ${digitsWord(pair)} and the puzzle would have two solutions, so ${cellWord(board, cell)} is not ${digitWord(digit)}.`,
        ),
      );
      return;
    }
    const c1 = corners[e1]!;
    const c2 = corners[e2]!;
    const w1 = want[e1]!;
    const w2 = want[e2]!;
    const x1 = candidates[c1]! & ~(1 << (w1 - 1));
    const x2 = candidates[c2]! & ~(1 << (w2 - 1));
    if (x1 !== x2 || POPCOUNT[x1] !== 1) return;
    const digit = lowestDigit(x1);
    const targets = seeingAll(state, digit, [c1, c2]);
    if (targets.length === 0) return;
    out.push(
      makeStep(
        'avoidable rectangle type 2',
        [],
        targets.map((cell) => ({ cell, digit })),
        [a, b, c, d],
        () =>
          `${intro()}; if ${cellWord(board, c1)} were ${digitWord(w1)} and ${cellWord(board, c2)} ${digitWord(w2)}, the four cells could swap ${digitsWord(pair)} and the puzzle would have two solutions, so one of them is ${digitWord(digit)} and cells seeing both lose ${digitWord(digit)}.`,
      ),
    );
  }
}

function sharedHouses(state: State, a: number, b: number): number[] {
  const ha = state.board.cellHouses[a]!;
  const hb = state.board.cellHouses[b]!;
  return [...ha].filter((h) => hb.includes(h));
}

function* digitsOf(mask: number): Generator<number> {
  for (let m = mask; m; m &= m - 1) yield lowestDigit(m);
}
