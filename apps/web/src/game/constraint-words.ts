/**
 * The player's words for each kind of constraint: one noun per type, and the list of a puzzle's
 * constraints as a reader says it ("4 thermometers, 13 X/V signs, anti-king"). Board-wide rules
 * are named once, without a count; the others are counted ("1 arrow", "5 white dots").
 */
import type { Constraint } from '@sudoku-forge/core-solver';

/** Singular noun per type; `board` marks a rule over the whole board (named, never counted). */
const WORDS: Readonly<Record<Constraint['type'], { noun: string; board?: true }>> = {
  'diagonal+': { noun: 'rising diagonal', board: true },
  'diagonal-': { noun: 'falling diagonal', board: true },
  windows: { noun: 'hyper windows', board: true },
  extraregion: { noun: 'extra region' },
  disjointgroups: { noun: 'disjoint groups', board: true },
  antiknight: { noun: 'anti-knight', board: true },
  antiking: { noun: 'anti-king', board: true },
  nonconsecutive: { noun: 'non-consecutive', board: true },
  negative: { noun: 'negative constraint' },
  'kropki-white': { noun: 'white dot' },
  'kropki-black': { noun: 'black dot' },
  xv: { noun: 'X/V sign' },
  cage: { noun: 'cage' },
  arrow: { noun: 'arrow' },
  'little-killer': { noun: 'little killer' },
  sandwich: { noun: 'sandwich clue' },
  'region-sum-line': { noun: 'region sum line' },
  thermo: { noun: 'thermometer' },
  'slow-thermo': { noun: 'slow thermometer' },
  whisper: { noun: 'whisper line' },
  renban: { noun: 'renban line' },
  palindrome: { noun: 'palindrome' },
  between: { noun: 'between line' },
  entropic: { noun: 'entropic line' },
  odd: { noun: 'odd cell' },
  even: { noun: 'even cell' },
  minimum: { noun: 'minimum cell' },
  maximum: { noun: 'maximum cell' },
  quadruple: { noun: 'quadruple' },
  clone: { noun: 'clone' },
};

/** A kind of constraint in the plural ("thermometers", "X/V signs"; a board-wide rule as named). */
export function constraintPlural(type: Constraint['type']): string {
  const { noun, board } = WORDS[type];
  return board ? noun : `${noun}s`;
}

/** A puzzle's constraints in words, in first-seen order: "4 thermometers, 1 arrow, anti-king". */
export function constraintSummary(constraints: readonly Pick<Constraint, 'type'>[]): string {
  const counts = new Map<Constraint['type'], number>();
  for (const c of constraints) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  return [...counts]
    .map(([type, k]) => {
      const { noun, board } = WORDS[type];
      if (board) return noun;
      return k === 1 ? `1 ${noun}` : `${k} ${constraintPlural(type)}`;
    })
    .join(', ');
}
