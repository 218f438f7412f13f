/**
 * Where a cell's candidate grid sits, on its own so the board (first screen) takes only this and
 * not the hint's drawing (hint-draw.ts, loaded with the teaching parts).
 */
/**
 * How far the candidate grid stays inside its cell, in cells: left, right and bottom, and top;
 * in the cells listed in `sums` (a killer cage's first cell) the top is `sumTop`.
 */
export interface CandidateInset {
  readonly side: number;
  readonly top: number;
  readonly sumTop?: number;
  readonly sums?: ReadonlySet<number>;
}

/**
 * Killer keeps the candidates inside the cage lines (drawn 0.07 in) and, in a cage's first cell,
 * below the sum; other cells of a cage get the whole inner square, so the candidates can be
 * larger (readable on a phone). Other boards use nearly the whole cell.
 */
export const candidateInset = (killer: boolean, sums?: ReadonlySet<number>): CandidateInset =>
  killer ? { side: 0.08, top: 0.08, sumTop: 0.3, ...(sums ? { sums } : {}) } : { side: 0.02, top: 0.02 };

/** The top inset of a cell's candidate grid. */
export const insetTop = (inset: CandidateInset, cell: number): number =>
  inset.sums?.has(cell) ? (inset.sumTop ?? inset.top) : inset.top;
