/**
 * The classic 9×9 fast path of the bounded counter, in the style of the bit-parallel native
 * solvers (ZhouSolve / JCZSolve, fsss, tdoku): same contract as the generic engine in solver.ts
 * (limit, maxPositions, found, guesses, positions, singles), a different representation. Three
 * modules:
 *
 *   classic-tables.ts        the representation (candidates per digit in 27-bit band words; its
 *                            glossary and bit layout) and the flattened tables, built once
 *   classic-propagation.ts   the position (30 words, saved per depth) and its propagation: deciding
 *                            and settling cells, band checks, naked singles, stacks and columns
 *   classic-engine.ts        the search over it (here), and whether a geometry takes it
 *
 * ## Search
 *
 * Depth-first, digits in increasing order, so solutions come in the order of that search. The
 * branch cell is a bivalue cell (two candidates: one trial is wrong or right, the other then
 * follows); among them the one that touches the most: its bivalue peers plus the places its two
 * digits would take from its peers (first in reading order on a tie). Without a bivalue cell,
 * the first cell with the fewest candidates.
 *
 * `singles` keeps the contract's meaning (cells filled by naked and hidden singles at the root):
 * the root first runs singles only (rows, columns, boxes, cells, without locked candidates) to
 * their fixpoint, counts, and only then adds the locked candidates. The singles fixpoint does not
 * depend on the order of placements, so the figure equals the generic engine's.
 *
 * The frames, like the position, are preallocated module-level state (JavaScript runs one call
 * at a time); the search allocates nothing but the solutions it returns.
 */
import { bitIndex, highestBit, lowestBit } from './cell-sets.ts';
import { POSITION } from './classic-propagation.ts';
import * as tables from './classic-tables.ts';
import type { Geometry } from './geometry.ts';
import type { CountResult } from './solver.ts';
import { POPCOUNT } from './symbols.ts';

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

// This module's own bindings, as in classic-propagation.ts: context slots, not imports, in the loops.
const { checkAll, decide, F, loadGivens, MAX_DEPTH, propagate, propagateSinglesOnly, restore, save, U } = POSITION;
const { BAND_OF, BAND_PEERS, COLUMN_OF_BIT, DIGIT_OF, popcount, WORDS } = tables;

/** The frames: the branch cell (band, bit) and the digits (9-bit mask) still to try at each depth. */
const frameBand = new Int32Array(MAX_DEPTH);
const frameCell = new Int32Array(MAX_DEPTH);
const frameDigits = new Int32Array(MAX_DEPTH);

function unsolvedCount(): number {
  let n = 0;
  for (let b = 0; b < 3; b++) {
    const u = U[b]!;
    n += POPCOUNT[u & 0x1ff]! + POPCOUNT[(u >>> 9) & 0x1ff]! + POPCOUNT[u >>> 18]!;
  }
  return n;
}

/** Candidate digits (9-bit mask) of cell x of band b. */
function digitsOf(b: number, x: number): number {
  let digits = 0;
  for (let d = 0; d < 9; d++) digits |= (-(F[3 * d + b]! & x) >>> 31) << d;
  return digits;
}

const bivalueOf = new Int32Array(3);

/**
 * Chooses the branch cell among the bivalue cells: the one that touches the most (bivalue
 * peers, plus candidates its two digits would remove from peers), first in reading order on a
 * tie; when no cell is bivalue, the first with the fewest candidates. Stores it at `depth` of the
 * frame stack. The grid must be unsolved.
 */
function chooseCell(depth: number): void {
  let any = 0;
  for (let b = 0; b < 3; b++) {
    let once = 0;
    let twice = 0;
    let thrice = 0;
    for (let j = b; j < WORDS; j += 3) {
      const w = F[j]!;
      thrice |= twice & w;
      twice |= once & w;
      once |= w;
    }
    const bv = U[b]! & twice & ~thrice;
    bivalueOf[b] = bv;
    any |= bv;
  }
  if (any !== 0) {
    let bestScore = -1;
    let pickB = 0;
    let pickX = 0;
    for (let b = 0; b < 3; b++) {
      const bv = bivalueOf[b]!;
      const o1 = b === 0 ? 1 : 0;
      const o2 = b === 2 ? 1 : 2;
      for (let m = bv; m !== 0; m &= m - 1) {
        const x = m & -m;
        const bit = bitIndex(x);
        const peers = BAND_PEERS[bit]!;
        const column = COLUMN_OF_BIT[bit]!;
        const digits = digitsOf(b, x);
        const j1 = 3 * lowestBit(digits) + b;
        const j2 = 3 * highestBit(digits) + b;
        const w1 = F[j1]!;
        const w2 = F[j2]!;
        // Column peers in the other bands, six sources packed side by side (shifts 0..5 keep
        // the column's bits c, c + 9, c + 18 apart) for one popcount.
        const packed =
          (bivalueOf[o1]! & column) |
          ((bivalueOf[o2]! & column) << 1) |
          ((F[j1 - b + o1]! & column) << 2) |
          ((F[j1 - b + o2]! & column) << 3) |
          ((F[j2 - b + o1]! & column) << 4) |
          ((F[j2 - b + o2]! & column) << 5);
        const score = popcount(peers & bv) + popcount(peers & w1) + popcount(peers & w2) + popcount(packed);
        if (score > bestScore) {
          bestScore = score;
          pickB = b;
          pickX = x;
        }
      }
    }
    frameBand[depth] = pickB;
    frameCell[depth] = pickX;
    frameDigits[depth] = digitsOf(pickB, pickX);
    return;
  }
  let best = 10;
  for (let b = 0; b < 3; b++) {
    let u = U[b]!;
    while (u !== 0) {
      const x = u & -u;
      u ^= x;
      const digits = digitsOf(b, x);
      const n = POPCOUNT[digits]!;
      if (n < best) {
        best = n;
        frameBand[depth] = b;
        frameCell[depth] = x;
        frameDigits[depth] = digits;
      }
    }
  }
}

/** The solved board as digits 1..9 in reading order. */
function solvedGrid(): Uint8Array {
  const grid = new Uint8Array(81);
  for (let j = 0; j < WORDS; j++) {
    const base = 27 * BAND_OF[j]!;
    const digit = DIGIT_OF[j]! + 1;
    for (let w = F[j]!; w !== 0; w &= w - 1) grid[base + lowestBit(w)] = digit;
  }
  return grid;
}

/**
 * Counts the solutions of classic givens (0 = blank) up to `limit`, visiting at most
 * `maxPositions` positions; same contract as `countSolutions` (solver.ts).
 */
export function countClassic(givens: ArrayLike<number>, limit: number, maxPositions: number): CountResult {
  const result: CountResult = { solutions: 0, decided: true, found: [], guesses: 0, positions: 1, singles: 0 };
  let givenCount = 0;
  for (let c = 0; c < 81; c++) if (givens[c] !== 0) givenCount++;
  if (!loadGivens(givens) || !propagateSinglesOnly()) return result;
  result.singles = 81 - unsolvedCount() - givenCount;
  checkAll();
  if (!propagate()) return result;
  if ((U[0]! | U[1]! | U[2]!) === 0) {
    result.solutions = 1;
    result.found.push(solvedGrid());
    return result;
  }
  let depth = 0;
  save(0);
  chooseCell(0);
  let guessing = true;
  let fresh = true;
  while (depth >= 0) {
    const digits = frameDigits[depth]!;
    if (digits === 0) {
      depth--;
      continue;
    }
    if (result.positions >= maxPositions) {
      result.decided = false;
      return result;
    }
    const digitBit = digits & -digits;
    frameDigits[depth] = digits ^ digitBit;
    // The first trial of a frame starts from the position just saved, still on the board.
    if (fresh) fresh = false;
    else restore(depth);
    result.positions++;
    if (guessing) result.guesses++;
    decide(bitIndex(digitBit), frameBand[depth]!, frameCell[depth]!);
    if (!propagate()) continue;
    if ((U[0]! | U[1]! | U[2]!) === 0) {
      result.solutions++;
      result.found.push(solvedGrid());
      guessing = false;
      if (result.solutions >= limit) return result;
      continue;
    }
    depth++;
    save(depth);
    chooseCell(depth);
    fresh = true;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Dispatch: is a geometry exactly classic sudoku?
// ---------------------------------------------------------------------------------------------

const classicCache = new WeakMap<Geometry, boolean>();

/**
 * Which classic house the cells are: 0–8 row, 9–17 column, 18–26 box, -1 none (nine distinct
 * cells, all in that house). Arithmetic only: variants built per puzzle (irregular) pay little.
 */
function classicHouse(cells: readonly number[]): number {
  if (cells.length !== 9) return -1;
  const first = cells[0]!;
  const row = Math.floor(first / 9);
  const column = first % 9;
  const box = 3 * Math.floor(row / 3) + Math.floor(column / 3);
  let sameRow = true;
  let sameColumn = true;
  let sameBox = true;
  let columns = 0;
  let rows = 0;
  let places = 0;
  for (const cell of cells) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= 81) return -1;
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    sameRow &&= r === row;
    sameColumn &&= c === column;
    sameBox &&= 3 * Math.floor(r / 3) + Math.floor(c / 3) === box;
    columns |= 1 << c;
    rows |= 1 << r;
    places |= 1 << (3 * (r % 3) + (c % 3));
  }
  if (sameRow && columns === 0x1ff) return row;
  if (sameColumn && rows === 0x1ff) return 9 + column;
  if (sameBox && places === 0x1ff) return 18 + box;
  return -1;
}

/**
 * Whether the geometry's rules are exactly classic sudoku's: 81 cells, digits 1–9, the 27 units
 * are the rows, columns and 3×3 boxes (each once), no pairs that must differ, no cages, no other rules. Decided from the data
 * (units, pairs, cages), never from the variant name: an irregular geometry whose regions are the
 * boxes is classic too.
 */
export function isClassicGeometry(geometry: Geometry): boolean {
  let answer = classicCache.get(geometry);
  if (answer === undefined) {
    answer =
      geometry.size === 9 &&
      geometry.cellCount === 81 &&
      geometry.knightPairs.length === 0 &&
      geometry.differPairs.length === 0 &&
      geometry.rules.length === 0 &&
      geometry.cages.length === 0 &&
      geometry.units.length === 27;
    let houses = 0;
    for (const unit of geometry.units) {
      if (!answer) break;
      const house = unit.sum === undefined ? classicHouse(unit.cells) : -1;
      answer = house >= 0 && (houses & (1 << house)) === 0;
      if (answer) houses |= 1 << house;
    }
    classicCache.set(geometry, answer);
  }
  return answer;
}
