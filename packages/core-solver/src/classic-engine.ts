/**
 * The classic 9×9 fast path of the bounded counter, in the style of the bit-parallel native
 * solvers (ZhouSolve / JCZSolve, fsss, tdoku): same contract as the generic engine in solver.ts
 * (limit, maxPositions, found, guesses, positions, singles), a different representation.
 *
 * ## Glossary
 *
 *   d      digit 0..8 (the digit shown is d + 1)
 *   b      band 0..2: rows 3b..3b+2 (27 cells)
 *   x      one cell of a band as a single bit of a 27-bit word (bit = 9·row-in-band + column)
 *   word   F[3d + b]: where digit d may still go in band b
 *   triad  the three cells of one row inside one box
 *
 * ## Bit layout
 *
 * Candidates are stored per digit, not per cell: digit d's 81-bit board mask is split into three
 * 27-bit band words, so every operation is a 32-bit integer operation.
 *
 *             column  0 1 2   3 4 5   6 7 8
 *                   +-------+-------+-------+
 *   band 0    row 0 | 0 1 2 | 3 4 5 | 6 7 8 |    F[3d + 0]  bits  0..8   row 0
 *   (F[3d+0]) row 1 | 9 . . | 12. . | 15. . |               bits  9..17  row 1
 *             row 2 | 18. . | 21. . | 24. 26|               bits 18..26  row 2
 *                   +-------+-------+-------+
 *   band 1    row 3 |        same bit numbers          |    F[3d + 1]
 *             row 4 |        (bit = 9·(row−3) + column)|
 *             row 5 |                                  |
 *                   +-------+-------+-------+
 *   band 2    rows 6–8, F[3d + 2]                           cell = 27·b + bit (reading order)
 *
 *   F   Int32Array(27)  F[3d + b]   candidates of digit d in band b; a solved cell keeps the bit
 *                                   of its own digit and no other
 *   U   Int32Array(3)   U[b]        the unsolved cells of band b
 *
 * A position is those 30 words: saving one for the search copies 30 integers.
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
 *  - Band check of one word: locked candidates inside the band, and row singles. Digit d sits
 *    exactly once in each of the band's three rows and three boxes, so the triads it occupies must
 *    hold a permutation (one triad per row, one per box):
 *
 *        triad pattern (bit 3r + k: row r of the band, box k)     kept triads
 *                 box 0 1 2                                           0 1 2
 *           row 0     x x .     permutations that fit:          row 0 x x .
 *           row 1     x x .     r0→b0 r1→b1 r2→b2                row 1 x x .
 *           row 2     x x x     r0→b1 r1→b0 r2→b2                row 2 . . x
 *                               (row 2 must take box 2)
 *
 *    COMPLEX[pattern] is the union of the triads some fitting permutation uses, as a 27-bit cell
 *    mask (0 when none fits: a contradiction). One AND applies pointing and claiming inside the
 *    band at once, and a box with one place always leaves its row with one place after it, so box
 *    hidden singles come out as row singles. Every row with one unsolved cell is settled.
 *  - Naked singles, per band: cells in exactly one of the nine digit words, counted bit-parallel
 *    with once/twice accumulators across the words. A cell in none is a contradiction.
 *  - Per digit whose words changed: locked candidates in the three stacks (the same permutation
 *    rule on (band, column-of-stack) triads, with columns for rows), then hidden singles in
 *    columns (columns with exactly one place among the nine rows).
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
 * The engine is a single module-level state (JavaScript runs one call at a time); the hot loops
 * allocate nothing.
 */
import { bitIndex, highestBit, lowestBit } from './cell-sets.ts';
import type { Geometry } from './geometry.ts';
import type { CountResult } from './solver.ts';
import { POPCOUNT } from './symbols.ts';

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

const WORDS = 27;
const ALL_CELLS = 0x7ffffff;
/** The rows of a band, and its boxes (columns 3k..3k+2 of all three rows). */
const ROW_0 = 0x1ff;
const ROW_1 = 0x1ff << 9;
const ROW_2 = 0x1ff << 18;
const BOX_0 = 0x7 * 0x40201;
const BOX_1 = 0x38 * 0x40201;
const BOX_2 = 0x1c0 * 0x40201;
const ROW_MASK = Int32Array.of(ROW_0, ROW_1, ROW_2);
const BOX_MASK = Int32Array.of(BOX_0, BOX_1, BOX_2);

/** Word index 3d + b → digit d and band b. */
const DIGIT_OF = new Uint8Array(WORDS);
const BAND_OF = new Uint8Array(WORDS);
/** Word index 3d + b → the same digit's word in the next band, 3d + (b + 1) mod 3. */
const NEXT_BAND = new Uint8Array(WORDS);
/** 9-bit row → 3-bit set of the triads (boxes) where it has a cell. */
const ROW_TRIADS = new Uint8Array(512);
/** Triad pattern (bit 3r + k) → the triads some fitting permutation uses (0: none fits). */
const KEPT_TRIADS = new Int32Array(512);
/** Triad pattern → the cells of KEPT_TRIADS as a 27-bit band mask. */
const COMPLEX = new Int32Array(512);
/** 9-bit column set → those columns in a band (bits c, c + 9, c + 18). */
const COLUMNS = new Int32Array(512);
/** Bit of a band → its column in a band (bits c, c + 9, c + 18). */
const COLUMN_OF_BIT = new Int32Array(27);
/** Bit of a band → its row and box peers in the band (not itself). */
const BAND_PEERS = new Int32Array(27);

(function buildTables(): void {
  for (let j = 0; j < WORDS; j++) {
    DIGIT_OF[j] = Math.floor(j / 3);
    BAND_OF[j] = j % 3;
    NEXT_BAND[j] = j - (j % 3) + ((j + 1) % 3);
  }
  for (let v = 0; v < 512; v++) {
    ROW_TRIADS[v] = (v & 0x7 ? 1 : 0) | (v & 0x38 ? 2 : 0) | (v & 0x1c0 ? 4 : 0);
    let spread = 0;
    for (let c = 0; c < 9; c++) if (v & (1 << c)) spread |= 0x40201 << c;
    COLUMNS[v] = spread;
  }
  const boxOfRow = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  for (let pattern = 0; pattern < 512; pattern++) {
    let kept = 0;
    for (const [k0, k1, k2] of boxOfRow) {
      const triads = (1 << k0!) | (1 << (3 + k1!)) | (1 << (6 + k2!));
      if ((pattern & triads) === triads) kept |= triads;
    }
    KEPT_TRIADS[pattern] = kept;
    let cells = 0;
    for (let t = 0; t < 9; t++) if (kept & (1 << t)) cells |= 0x7 << (9 * Math.floor(t / 3) + 3 * (t % 3));
    COMPLEX[pattern] = cells;
  }
  for (let bit = 0; bit < 27; bit++) {
    const column = bit % 9;
    COLUMN_OF_BIT[bit] = 0x40201 << column;
    BAND_PEERS[bit] = (ROW_MASK[Math.floor(bit / 9)]! | BOX_MASK[Math.floor(column / 3)]!) & ~(1 << bit);
  }
})();

/**
 * v if it has exactly one bit, else 0 (v < 2^31), without a branch: when v has a second bit,
 * v & (v − 1) is positive, its negation has the sign bit, and the shift spreads it to all bits.
 */
function lone(v: number): number {
  return v & ~(-(v & (v - 1)) >> 31);
}

/** The row of a single-bit cell mask x, as a band mask. */
function rowOf(x: number): number {
  return x < 1 << 9 ? 0x1ff : x < 1 << 18 ? 0x1ff << 9 : 0x1ff << 18;
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

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
const frameBand = new Int32Array(MAX_DEPTH);
const frameCell = new Int32Array(MAX_DEPTH);
/** Digits (9-bit mask) still to try at each depth. */
const frameDigits = new Int32Array(MAX_DEPTH);

function save(depth: number): void {
  slots[depth]!.set(STATE);
}

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

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

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

function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
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
  changed = (1 << WORDS) - 1;
  dirtyDigits = 0x1ff;
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
