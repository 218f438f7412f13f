/**
 * Constraints: the rules beyond "rows, columns and boxes hold every digit once", as plain data.
 *
 * Glossary
 *   cell        0-based index in reading order (row * n + column), as everywhere in the library;
 *               records and the CLI's JSON write cells as [row, column], 1-based (record.ts)
 *   line        an ordered list of orthogonally or diagonally adjacent cells (thermo bulb first)
 *   edge pair   two orthogonally adjacent cells [a, b] carrying a dot or a letter
 *   global      a constraint without cells: it applies to the whole board (anti-king, …)
 *
 * Each type is one handler (handlers.ts): its propagation in the counter, its conflict check, its
 * words and the disguises that keep it valid live together. The nine variants are presets of these
 * (presets.ts). Types and fields follow docs/contract.md §3; README lists them for users.
 */

export type Cells = readonly number[];

export type Constraint =
  // ── all-different groups
  | { readonly type: 'diagonal+' } // bottom-left to top-right
  | { readonly type: 'diagonal-' } // top-left to bottom-right
  /** Hyper: four 3×3 windows at rows and columns 2–4 and 6–8. */
  | { readonly type: 'windows' }
  | { readonly type: 'extraregion'; readonly cells: Cells }
  | { readonly type: 'disjointgroups' }
  // ── pair relations over the whole board
  | { readonly type: 'antiknight' }
  | { readonly type: 'antiking' }
  | { readonly type: 'nonconsecutive' }
  /** Every edge pair without a marker of that kind does not have its property (kropki, XV). */
  | { readonly type: 'negative'; readonly of: 'kropki-white' | 'kropki-black' | 'xv' }
  // ── pair relations on an edge
  /** White dot: the two digits differ by `value` (default 1). */
  | { readonly type: 'kropki-white'; readonly cells: Cells; readonly value?: number }
  /** Black dot: one digit is `value` times the other (default 2). */
  | { readonly type: 'kropki-black'; readonly cells: Cells; readonly value?: number }
  /** X (sum 10) or V (sum 5). */
  | { readonly type: 'xv'; readonly cells: Cells; readonly sum: 5 | 10 }
  // ── sums
  /** Killer cage: distinct digits adding up to `sum` (no sum: only distinct). */
  | { readonly type: 'cage'; readonly cells: Cells; readonly sum?: number }
  /** The digits on the line add up to the number in the circle (a pill of 2–3 cells reads left to right, top to bottom). */
  | { readonly type: 'arrow'; readonly circle: Cells; readonly cells: Cells }
  /** The digits along the diagonal add up to `sum`; they may repeat. */
  | { readonly type: 'little-killer'; readonly cells: Cells; readonly sum: number }
  /** The digits between the 1 and the n of a row or column (`index` 1-based) add up to `sum`. */
  | { readonly type: 'sandwich'; readonly house: 'row' | 'column'; readonly index: number; readonly sum: number }
  /** The line's digits add up to the same total in every region it passes through. */
  | { readonly type: 'region-sum-line'; readonly cells: Cells }
  // ── order and difference lines
  /** Digits increase from the bulb (the first cell). */
  | { readonly type: 'thermo'; readonly cells: Cells }
  /** Digits never decrease from the bulb. */
  | { readonly type: 'slow-thermo'; readonly cells: Cells }
  /** Neighbours on the line differ by at least `difference` (German 5, Dutch 4). */
  | { readonly type: 'whisper'; readonly cells: Cells; readonly difference: number }
  /** The line holds a set of distinct consecutive digits, in any order. */
  | { readonly type: 'renban'; readonly cells: Cells }
  /** The line reads the same from both ends. */
  | { readonly type: 'palindrome'; readonly cells: Cells }
  /** Digits on the line lie strictly between the digits in its two end circles. */
  | { readonly type: 'between'; readonly cells: Cells }
  /** Any three cells in a row on the line hold one low (1–3), one middle (4–6), one high (7–9) digit. */
  | { readonly type: 'entropic'; readonly cells: Cells }
  // ── cell marks
  | { readonly type: 'odd'; readonly cells: Cells }
  | { readonly type: 'even'; readonly cells: Cells }
  /** Each cell is less than every orthogonal neighbour. */
  | { readonly type: 'minimum'; readonly cells: Cells }
  /** Each cell is greater than every orthogonal neighbour. */
  | { readonly type: 'maximum'; readonly cells: Cells }
  /** The digits (with repeats) appear among the 2–4 cells around a corner. */
  | { readonly type: 'quadruple'; readonly cells: Cells; readonly digits: readonly number[] }
  /** The two regions hold the same digits in corresponding cells. */
  | { readonly type: 'clone'; readonly cells: Cells; readonly clone: Cells };

export type ConstraintType = Constraint['type'];

export type ConstraintOf<T extends ConstraintType> = Extract<Constraint, { type: T }>;

/** Every type, in the order the README, the record reader and the bench list them. */
export const CONSTRAINT_TYPES: readonly ConstraintType[] = [
  'diagonal+',
  'diagonal-',
  'windows',
  'extraregion',
  'disjointgroups',
  'antiknight',
  'antiking',
  'nonconsecutive',
  'negative',
  'kropki-white',
  'kropki-black',
  'xv',
  'cage',
  'arrow',
  'little-killer',
  'sandwich',
  'region-sum-line',
  'thermo',
  'slow-thermo',
  'whisper',
  'renban',
  'palindrome',
  'between',
  'entropic',
  'odd',
  'even',
  'minimum',
  'maximum',
  'quadruple',
  'clone',
];
