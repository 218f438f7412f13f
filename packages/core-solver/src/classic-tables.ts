/**
 * The classic engine's representation and its flattened tables (classic-engine.ts is the search,
 * classic-propagation.ts the position and its propagation).
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
 * The band check (classic-propagation.ts) keeps, per digit and band, only the triads some
 * fitting permutation uses: digit d sits exactly once in each of the band's three rows and three
 * boxes, so the triads it occupies must hold a permutation (one triad per row, one per box):
 *
 *        triad pattern (bit 3r + k: row r of the band, box k)     kept triads
 *                 box 0 1 2                                           0 1 2
 *           row 0     x x .     permutations that fit:          row 0 x x .
 *           row 1     x x .     r0→b0 r1→b1 r2→b2                row 1 x x .
 *           row 2     x x x     r0→b1 r1→b0 r2→b2                row 2 . . x
 *                               (row 2 must take box 2)
 *
 * KEPT_TRIADS[pattern] is that union of triads, COMPLEX[pattern] the same as a 27-bit cell mask
 * (0 when none fits: a contradiction). The tables are built once, at import.
 */
export const WORDS = 27;
export const ALL_CELLS = 0x7ffffff;
/** The rows of a band, and its boxes (columns 3k..3k+2 of all three rows). */
export const ROW_0 = 0x1ff;
export const ROW_1 = 0x1ff << 9;
export const ROW_2 = 0x1ff << 18;
export const BOX_0 = 0x7 * 0x40201;
export const BOX_1 = 0x38 * 0x40201;
export const BOX_2 = 0x1c0 * 0x40201;
const ROW_MASK = Int32Array.of(ROW_0, ROW_1, ROW_2);
const BOX_MASK = Int32Array.of(BOX_0, BOX_1, BOX_2);

/** Word index 3d + b → digit d and band b. */
export const DIGIT_OF = new Uint8Array(WORDS);
export const BAND_OF = new Uint8Array(WORDS);
/** Word index 3d + b → the same digit's word in the next band, 3d + (b + 1) mod 3. */
export const NEXT_BAND = new Uint8Array(WORDS);
/** 9-bit row → 3-bit set of the triads (boxes) where it has a cell. */
export const ROW_TRIADS = new Uint8Array(512);
/** Triad pattern (bit 3r + k) → the triads some fitting permutation uses (0: none fits). */
export const KEPT_TRIADS = new Int32Array(512);
/** Triad pattern → the cells of KEPT_TRIADS as a 27-bit band mask. */
export const COMPLEX = new Int32Array(512);
/** 9-bit column set → those columns in a band (bits c, c + 9, c + 18). */
export const COLUMNS = new Int32Array(512);
/** Bit of a band → its column in a band (bits c, c + 9, c + 18). */
export const COLUMN_OF_BIT = new Int32Array(27);
/** Bit of a band → its row and box peers in the band (not itself). */
export const BAND_PEERS = new Int32Array(27);

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
export function lone(v: number): number {
  return v & ~(-(v & (v - 1)) >> 31);
}

/** The row of a single-bit cell mask x, as a band mask. */
export function rowOf(x: number): number {
  return x < 1 << 9 ? 0x1ff : x < 1 << 18 ? 0x1ff << 9 : 0x1ff << 18;
}

/** Bits set in a 32-bit word. */
export function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
