/**
 * The classic engine's position and its propagation (representation and tables:
 * classic-tables.ts; the search: classic-engine.ts).
 *
 * ## Deciding a cell (lazy) and settling it
 *
 * To decide digit d for cell x, `decide` only shrinks x's row in word F[3d + b] to x. The band
 * check of that word then sees a row with one unsolved cell and `settle`s it: x leaves U[b] and
 * the band's eight other digit words, and x's column leaves digit d's words in the other two
 * bands. x's box peers leave F[3d + b] at the next pass of the triad check (below): the settled
 * row keeps one triad, which every fitting permutation then uses. Every word that loses a cell is
 * marked in `changed` (a 27-bit set, bit 3d + b) for its own band check. Givens, naked singles,
 * column singles and search trials are all decided this way.
 *
 * ## Propagation (to a fixpoint, after every decision)
 *
 *  - Band check of one word: locked candidates inside the band, and row singles. One AND with
 *    COMPLEX of the word's triad pattern (classic-tables.ts) keeps only the triads of fitting
 *    permutations: pointing and claiming inside the band at once, and a box with one place always
 *    leaves its row with one place after it, so box hidden singles come out as row singles. Every
 *    row with one unsolved cell is settled.
 *  - Naked singles, per band: cells in exactly one of the nine digit words, counted bit-parallel
 *    with once/twice accumulators across the words. A cell in none is a contradiction.
 *  - Per digit whose words changed: locked candidates in the three stacks (the same permutation
 *    rule on (band, column-of-stack) triads, with columns for rows), then hidden singles in
 *    columns (columns with exactly one place among the nine rows).
 *
 * The position is a single module-level state (JavaScript runs one call at a time), saved per
 * depth into preallocated slots; the hot loops allocate nothing.
 */
import { bitIndex, lowestBit } from './cell-sets.ts';
import * as tables from './classic-tables.ts';

/**
 * The tables as this module's own constants: the hot loops then read context slots, not imports
 * (an imported binding costs V8 loads through its module cell at every read: 20–30 % of count2).
 */
const {
  ALL_CELLS,
  BAND_OF,
  BAND_PEERS,
  BOX_0,
  BOX_1,
  BOX_2,
  COLUMNS,
  COMPLEX,
  DIGIT_OF,
  KEPT_TRIADS,
  lone,
  NEXT_BAND,
  ROW_0,
  ROW_1,
  ROW_2,
  ROW_TRIADS,
  rowOf,
  WORDS,
} = tables;

/** Words per saved position: 27 digit-band words, 3 unsolved masks, 2 spare. */
const SLOT = 32;
/** Deepest search: each trial fills at least one cell, so 82 levels always suffice. */
const MAX_DEPTH = 82;

/** The position: F and U are views of one buffer, so saving it is one copy. */
const STATE = new Int32Array(30);
const F = STATE.subarray(0, WORDS);
const U = STATE.subarray(WORDS, WORDS + 3);
/** Words (bit 3d + b) whose band check is due. */
let changed = 0;
/** Digits (bit d) whose words changed since their last column check. */
let dirtyDigits = 0;

const saved = new Int32Array(SLOT * MAX_DEPTH);
const slots = Array.from({ length: MAX_DEPTH }, (_, depth) => saved.subarray(SLOT * depth, SLOT * depth + 30));

/** Saves the position at `depth`. */
function save(depth: number): void {
  slots[depth]!.set(STATE);
}

/** Puts back the position saved at `depth`, with no check due. */
function restore(depth: number): void {
  changed = 0;
  dirtyDigits = 0;
  STATE.set(slots[depth]!);
}

/**
 * Decides digit d for cell x (a single bit) of band b, lazily: the cell's row in the digit's word
 * shrinks to the cell, and the band check of that word does the rest (see `settle`). False if d is
 * no longer a candidate there.
 */
function decide(d: number, b: number, x: number): boolean {
  const j = 3 * d + b;
  const w = F[j]!;
  if ((w & x) === 0) return false;
  F[j] = (w & ~rowOf(x)) | x;
  changed |= 1 << j;
  return true;
}

/**
 * Settles new placements of word j: `cells` (unsolved, one per row at most) now hold digit d.
 * They leave the unsolved set and the band's other digits, and their columns leave the digit's
 * words in the other two bands. (Their row and box peers in word j itself are the caller's.)
 */
function settle(j: number, cells: number): void {
  const b = BAND_OF[j]!;
  U[b] = U[b]! & ~cells;
  // Unrolled and branch-free: a word is marked when it loses a cell ((-lost) >>> 31 is 1 then).
  // Word j loses its own cells here too, harmlessly: its caller holds it and writes it back.
  const keep = ~cells;
  let marks = 0;
  let w = F[b]!;
  F[b] = w & keep;
  marks |= (-(w & cells) >>> 31) << b;
  w = F[b + 3]!;
  F[b + 3] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 3);
  w = F[b + 6]!;
  F[b + 6] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 6);
  w = F[b + 9]!;
  F[b + 9] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 9);
  w = F[b + 12]!;
  F[b + 12] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 12);
  w = F[b + 15]!;
  F[b + 15] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 15);
  w = F[b + 18]!;
  F[b + 18] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 18);
  w = F[b + 21]!;
  F[b + 21] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 21);
  w = F[b + 24]!;
  F[b + 24] = w & keep;
  marks |= (-(w & cells) >>> 31) << (b + 24);
  // The digit's other two bands lose the cells' columns.
  const columns = COLUMNS[(cells | (cells >>> 9) | (cells >>> 18)) & 0x1ff]!;
  const k1 = NEXT_BAND[j]!;
  w = F[k1]!;
  F[k1] = w & ~columns;
  marks |= (-(w & columns) >>> 31) << k1;
  const k2 = NEXT_BAND[k1]!;
  w = F[k2]!;
  F[k2] = w & ~columns;
  marks |= (-(w & columns) >>> 31) << k2;
  changed |= marks & ~(1 << j);
}

// ---------------------------------------------------------------------------------------------
// Propagation
// ---------------------------------------------------------------------------------------------

/**
 * Band check of word j (see the header): keeps only the triads of fitting permutations, and
 * settles every row left with one unsolved cell. False on a contradiction.
 */
function bandCheck(j: number): boolean {
  const b = BAND_OF[j]!;
  let w = F[j]!;
  for (;;) {
    w &= COMPLEX[ROW_TRIADS[w & 0x1ff]! | (ROW_TRIADS[(w >>> 9) & 0x1ff]! << 3) | (ROW_TRIADS[w >>> 18]! << 6)]!;
    if (w === 0) return false;
    const u = U[b]!;
    if ((w & u) === 0) break;
    // Every row is non-empty here (a fitting permutation uses one triad per row).
    let cells = lone(w & ROW_0) | lone(w & ROW_1) | lone(w & ROW_2);
    cells &= u;
    if (cells === 0) break;
    // The new cells' box peers in this word go at the next pass of the triad check: a settled
    // row keeps one triad, which every fitting permutation then uses.
    settle(j, cells);
  }
  F[j] = w;
  dirtyDigits |= 1 << DIGIT_OF[j]!;
  return true;
}

/**
 * Singles-only check of word j (root only, for the contract's `singles`): no row or box without
 * the digit; a box with one unsolved place decides it; rows with one unsolved place settle, and
 * their box peers leave the word. False on a contradiction.
 */
function singlesCheck(j: number): boolean {
  const b = BAND_OF[j]!;
  let w = F[j]!;
  for (;;) {
    const u = U[b]!;
    const box0 = w & BOX_0;
    const box1 = w & BOX_1;
    const box2 = w & BOX_2;
    if (box0 === 0 || box1 === 0 || box2 === 0) return false;
    let boxSingles = (lone(box0) | lone(box1) | lone(box2)) & u;
    while (boxSingles !== 0) {
      const x = boxSingles & -boxSingles;
      boxSingles ^= x;
      // Two lone places of one row: deciding the first takes the second's place.
      if ((w & x) === 0) return false;
      w = (w & ~rowOf(x)) | x;
    }
    const row0 = w & ROW_0;
    const row1 = w & ROW_1;
    const row2 = w & ROW_2;
    if (row0 === 0 || row1 === 0 || row2 === 0) return false;
    const cells = (lone(row0) | lone(row1) | lone(row2)) & u;
    if (cells === 0) break;
    settle(j, cells);
    for (let rest = cells; rest !== 0; rest &= rest - 1) w &= ~BAND_PEERS[lowestBit(rest)]!;
  }
  F[j] = w;
  dirtyDigits |= 1 << DIGIT_OF[j]!;
  return true;
}

/** Naked singles in every band: a cell with one candidate decides it. False if a cell has none. */
function nakedSingles(): boolean {
  for (let b = 0; b < 3; b++) {
    const u = U[b]!;
    if (u === 0) continue;
    let once = 0;
    let twice = 0;
    for (let j = b; j < WORDS; j += 3) {
      const w = F[j]!;
      twice |= once & w;
      once |= w;
    }
    if ((u & ~once) !== 0) return false;
    const singles = u & ~twice;
    if (singles === 0) continue;
    for (let j = b; j < WORDS; j += 3) {
      let hits = F[j]! & singles;
      while (hits !== 0) {
        const x = hits & -hits;
        hits ^= x;
        // Fails when an earlier single of this pass, same digit and row, took the place.
        if (!decide(DIGIT_OF[j]!, b, x)) return false;
      }
    }
  }
  return true;
}

/**
 * Per digit whose words changed: with `stacks`, locked candidates in stacks (the (band, column)
 * triads of each stack must fit a permutation, as rows and boxes do in a band); then hidden
 * singles in columns. False if a column or stack has no place for the digit.
 */
function digitChecks(stacks: boolean): boolean {
  let digits = dirtyDigits;
  dirtyDigits = 0;
  while (digits !== 0) {
    const low = digits & -digits;
    digits ^= low;
    const j = 3 * bitIndex(low);
    let w0 = F[j]!;
    let w1 = F[j + 1]!;
    let w2 = F[j + 2]!;
    if (stacks) {
      const f0 = (w0 | (w0 >>> 9) | (w0 >>> 18)) & 0x1ff;
      const f1 = (w1 | (w1 >>> 9) | (w1 >>> 18)) & 0x1ff;
      const f2 = (w2 | (w2 >>> 9) | (w2 >>> 18)) & 0x1ff;
      let k0 = 0;
      let k1 = 0;
      let k2 = 0;
      for (let s = 0; s < 9; s += 3) {
        const kept = KEPT_TRIADS[((f0 >>> s) & 7) | (((f1 >>> s) & 7) << 3) | (((f2 >>> s) & 7) << 6)]!;
        if (kept === 0) return false;
        k0 |= (kept & 7) << s;
        k1 |= ((kept >>> 3) & 7) << s;
        k2 |= ((kept >>> 6) & 7) << s;
      }
      const v0 = w0 & COLUMNS[k0]!;
      if (v0 !== w0) {
        F[j] = w0 = v0;
        changed |= 1 << j;
      }
      const v1 = w1 & COLUMNS[k1]!;
      if (v1 !== w1) {
        F[j + 1] = w1 = v1;
        changed |= 2 << j;
      }
      const v2 = w2 & COLUMNS[k2]!;
      if (v2 !== w2) {
        F[j + 2] = w2 = v2;
        changed |= 4 << j;
      }
    }
    // Columns with exactly one place among the nine rows, not yet solved.
    let once = 0;
    let twice = 0;
    for (let s = 0; s < 27; s += 9) {
      const a = (w0 >>> s) & 0x1ff;
      twice |= once & a;
      once |= a;
      const c = (w1 >>> s) & 0x1ff;
      twice |= once & c;
      once |= c;
      const e = (w2 >>> s) & 0x1ff;
      twice |= once & e;
      once |= e;
    }
    if (once !== 0x1ff) return false;
    const s0 = w0 & ~U[0]!;
    const s1 = w1 & ~U[1]!;
    const s2 = w2 & ~U[2]!;
    const solved = (s0 | s1 | s2 | ((s0 | s1 | s2) >>> 9) | ((s0 | s1 | s2) >>> 18)) & 0x1ff;
    let single = once & ~twice & ~solved;
    while (single !== 0) {
      const c = single & -single;
      single ^= c;
      const column = COLUMNS[c]!;
      const b = (w0 & column) !== 0 ? 0 : (w1 & column) !== 0 ? 1 : 2;
      const x = F[j + b]! & column;
      // An earlier decision of this loop may have taken the place: the next checks see it.
      if (x !== 0) decide(DIGIT_OF[j]!, b, x);
    }
  }
  return true;
}

/** Full propagation to a fixpoint. False on a contradiction. */
function propagate(): boolean {
  for (;;) {
    while (changed !== 0) {
      const low = changed & -changed;
      changed ^= low;
      if (!bandCheck(bitIndex(low))) return false;
    }
    if (!nakedSingles()) return false;
    if (changed !== 0) continue;
    if (!digitChecks(true)) return false;
    if (changed === 0) return true;
  }
}

/** Naked and hidden singles only (the contract's `singles`), to a fixpoint. False on a contradiction. */
function propagateSinglesOnly(): boolean {
  for (;;) {
    while (changed !== 0) {
      const low = changed & -changed;
      changed ^= low;
      if (!singlesCheck(bitIndex(low))) return false;
    }
    if (!nakedSingles()) return false;
    if (changed !== 0) continue;
    if (!digitChecks(false)) return false;
    if (changed === 0) return true;
  }
}

/** Sets up the board with the givens decided. False if two givens clash outright. */
function loadGivens(givens: ArrayLike<number>): boolean {
  F.fill(ALL_CELLS);
  U[0] = U[1] = U[2] = ALL_CELLS;
  changed = 0;
  dirtyDigits = 0x1ff;
  for (let cell = 0; cell < 81; cell++) {
    const g = givens[cell]!;
    if (g === 0) continue;
    const b = cell < 27 ? 0 : cell < 54 ? 1 : 2;
    if (!decide(g - 1, b, 1 << (cell - 27 * b))) return false;
  }
  // Every word needs its first check, givens or not (a band may already miss a digit's place).
  changed = (1 << WORDS) - 1;
  return true;
}

/** Marks every word and digit for checking again (after the singles-only root, before full propagation). */
function checkAll(): void {
  changed = (1 << WORDS) - 1;
  dirtyDigits = 0x1ff;
}

/**
 * What the search uses, as one record. Exported bindings live in module cells, which V8 reads
 * through extra loads at every use, so the hot loops above use module-local bindings only and
 * the search takes its own from here.
 */
export const POSITION = {
  F,
  U,
  MAX_DEPTH,
  save,
  restore,
  decide,
  loadGivens,
  propagate,
  propagateSinglesOnly,
  checkAll,
} as const;
