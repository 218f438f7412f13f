/**
 * Constraint steps (issue 27 §1): what one constraint alone allows. A thermo, an arrow, a dot, a
 * whisper … is read on its own, the way a solver says it in a video: "the thermo from r3c4: its
 * cells are at least 1, 2, 3 … from the bulb, so r3c6 loses 1 and 2".
 *
 * One pure function serves every constraint type: the rule's own propagators (core-solver's
 * handlers, the ones the counter runs) are run to a fixpoint on a copy of the candidates, with
 * placed digits as single candidates; what they cut from empty cells is the step. A rule with
 * cells of its own is one step; a board-wide rule (non-consecutive, negative dots) is one step
 * per pair of cells, so a hint points at one place. Sound because the propagators are: they only
 * remove digits no solution of the rule allows (the handlers' property tests).
 *
 * The technique names, levels and scores are the table's (table.ts), one name per family; RULE
 * gives each type its family and the sentence that says why the rule cuts.
 */
import { highestBit, lowestDigit, type ConstraintType } from '@sudoku-forge/core-solver';
import { placesOf, tryPlace, type Place } from './constraint-rule.ts';
import { LAST_SUM_CELL, LAST_SUM_TYPES } from './last-sum-cell.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepHouse } from '../types.ts';
import { cellWord, eliminationsWord, listWord, makeStep } from '../words.ts';

interface Family {
  /** The technique's name in the table. */
  readonly technique: string;
  /** Why the rule cuts, as a clause after its name. */
  readonly why: string;
  /** The rule keeps each cell within a range (a thermo): the step says the ranges, in line order. */
  readonly ranges?: true;
}

/** Each constraint type's family and reason. Types without propagators (houses) are absent. */
export const RULE: Partial<Record<ConstraintType, Family>> = {
  odd: { technique: 'parity mark', why: 'a grey circle holds an odd digit' },
  even: { technique: 'parity mark', why: 'a grey square holds an even digit' },
  minimum: { technique: 'minimum and maximum', why: 'a minimum cell is smaller than each orthogonal neighbour' },
  maximum: { technique: 'minimum and maximum', why: 'a maximum cell is larger than each orthogonal neighbour' },
  thermo: {
    technique: 'thermometer',
    why: 'digits increase from the bulb, so each cell is above every cell before it and below every cell after it',
    ranges: true,
  },
  'slow-thermo': { technique: 'thermometer', why: 'digits never decrease from the bulb', ranges: true },
  'kropki-white': { technique: 'kropki dot', why: 'the two digits of a white dot are consecutive' },
  'kropki-black': { technique: 'kropki dot', why: 'one digit of a black dot is double the other' },
  xv: { technique: 'xv sum', why: 'the two digits add up to the letter (X 10, V 5)' },
  nonconsecutive: { technique: 'non-consecutive', why: 'orthogonal neighbours never hold consecutive digits' },
  negative: { technique: 'negative constraint', why: "a pair without a marker may not have the marker's property" },
  whisper: {
    technique: 'whisper line',
    why: 'neighbours on the line differ by at least its difference, so the middle digits have no partner',
  },
  palindrome: { technique: 'palindrome and clone', why: 'mirrored cells hold the same digit' },
  clone: { technique: 'palindrome and clone', why: 'the clone holds the same digits in the same places' },
  quadruple: { technique: 'quadruple', why: 'the digits in the circle appear in the four cells around it' },
  renban: { technique: 'renban line', why: 'the line holds a run of consecutive digits in any order' },
  between: { technique: 'between line', why: 'the digits on the line lie strictly between its two end circles' },
  entropic: {
    technique: 'entropic line',
    why: 'any three cells in a row on it hold one low, one middle and one high digit',
  },
  arrow: { technique: 'arrow sum', why: 'the digits on the arrow add up to its circle' },
  'little-killer': { technique: 'little killer sum', why: 'the digits along the diagonal add up to the clue' },
  sandwich: {
    technique: 'sandwich sum',
    why: 'the digits between the lowest and the highest digit add up to the clue',
  },
  'region-sum-line': {
    technique: 'region sum line',
    why: 'the line adds up to the same total in each region it crosses',
  },
};

/**
 * Every technique that reads constraints of this type: its family in RULE, and for arrows and
 * little killers the last sum cell (last-sum-cell.ts), the easy step before their medium sums.
 */
export function constraintTechniques(type: ConstraintType): string[] {
  const family = RULE[type]?.technique;
  return [...(LAST_SUM_TYPES.includes(type) ? [LAST_SUM_CELL] : []), ...(family ? [family] : [])];
}

/**
 * The constraint steps of the position whose technique is one of `techniques`, one per place that
 * cuts something, in the rules' order. The table has one finder per level (easy, medium, hard), so a
 * parity mark is tried before a locked candidate and an arrow sum after it.
 */
export function constraintSteps(techniques: ReadonlySet<string>): (state: State, out: Step[]) => void {
  return (state, out) => {
    for (const place of placesOf(state.board)) {
      const family = RULE[place.rule.type];
      if (family && techniques.has(family.technique)) tryAt(state, place, out);
    }
  };
}

function tryAt(state: State, place: Place, out: Step[]): void {
  const { digits, candidates } = state;
  // A broken place is the other techniques' business (and a contradiction proves nothing here).
  const cut = tryPlace(state, place);
  if (!cut) return;
  const eliminations: CellDigit[] = [];
  for (const cell of place.cells) {
    if (digits[cell]) continue;
    for (let lost = candidates[cell]! & ~cut[cell]!; lost !== 0; lost &= lost - 1) {
      eliminations.push({ cell, digit: 32 - Math.clz32(lost & -lost) });
    }
  }
  if (eliminations.length > 0) out.push(stepOf(state, place, eliminations, cut));
}

/** Each cell's range after the cut, in line order: "r4c1 1–2, r3c2 3–5 and r2c3 5" (the thermo's count up and down). */
function rangesWord(state: State, place: Place, cut: ArrayLike<number>): string {
  const { board } = state;
  const c = place.rule.constraint;
  const line = 'cells' in c ? c.cells : place.cells;
  return listWord(
    line.map((cell) => {
      const mask = cut[cell]!;
      const low = lowestDigit(mask);
      const high = highestBit(mask) + 1;
      return `${cellWord(board, cell)} ${low === high ? low : `${low}–${high}`}`;
    }),
  );
}

function stepOf(state: State, place: Place, eliminations: CellDigit[], cut: ArrayLike<number>): Step {
  const { board } = state;
  const { rule } = place;
  const family = RULE[rule.type]!;
  const name = rule.global ? `${rule.name} on ${listWord(place.cells.map((c) => cellWord(board, c)))}` : rule.name;
  const house: StepHouse = { unit: rule.type, index: rule.index, name, cells: [...place.cells] };
  // now, not in the explanation: `cut` is the trial's buffer, reused by the next place
  const ranges = family.ranges ? rangesWord(state, place, cut) : '';
  return makeStep(
    family.technique,
    [],
    eliminations,
    [...place.cells],
    () =>
      ranges
        ? `${capital(name)}: ${family.why}; counted up from the bulb and down from the tip over the candidates left, that keeps ${ranges}, so ${eliminationsWord(board, eliminations)}.`
        : `${capital(name)}: ${family.why}, so ${eliminationsWord(board, eliminations)}.`,
    () => ({ nudge: `Look at ${name}: ${question(rule.name)}`, houses: [house], links: [], highlights: [] }),
  );
}

/** The nudge's question, in the number of the constraint's name ("the odd cells at …": they). */
function question(name: string): string {
  if (/^the [\w-]+ cells\b/u.test(name)) return 'what can they hold?';
  if (/^the [\w-]+ (?:windows|groups)\b/u.test(name)) return 'what can their cells hold?';
  return 'what can its cells hold?';
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
