/**
 * The last cell of a sum (issue 27 §3): an arrow or a little killer whose other cells are all
 * placed fixes its last cell — the arithmetic a beginner does, the constraints' counterpart of a
 * killer cage's last cell (killer/cages.ts) and, like it, an easy step (docs/techniques.md
 * "Constraint levels").
 *
 *   arrow          the circle is the sum of its line: with the circle placed and one line cell
 *                  open, that cell is the circle minus the rest; with the line full, the circle is
 *                  its total; a one-cell arrow is a clone of its circle
 *   little killer  the diagonal adds up to its clue: its one open cell is the clue minus the rest
 *
 * Anything short of one open cell (bounds, combinations) is the arrow sum's and the little killer
 * sum's (techniques/constraints.ts, medium). Pill arrows (a circle of two or three cells, read as
 * one number) are left to the arrow sum too. Sound: with every other cell of the sum placed, the
 * sum leaves one digit for the open cell; a digit the cell cannot hold (or none in 1..n) gives no
 * step — that contradiction is the other techniques' business.
 */
import type { Constraint } from '@sudoku-forge/core-solver';
import { ruleViews } from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { Step, StepHouse } from '../types.ts';
import { cellWord, listWord, makeStep } from '../words.ts';

/** The technique's name in the table. */
export const LAST_SUM_CELL = 'last sum cell';

/** The constraint types whose last cell this step fills. */
export const LAST_SUM_TYPES: readonly Constraint['type'][] = ['arrow', 'little-killer'];

/** One sum of the board: Σ line = circle (arrows) or Σ line = clue (little killers). */
interface SumPlace {
  readonly type: 'arrow' | 'little-killer';
  /** 1-based place among the board's rules (a step's houses[].index). */
  readonly index: number;
  /** "the arrow from r2c3", "the little killer 21 along r1c4–r4c1". */
  readonly name: string;
  /** The arrow's circle cell; -1 for a little killer. */
  readonly circle: number;
  /** The line's (or diagonal's) cells in order from the circle (or the clue). */
  readonly line: readonly number[];
  /** The little killer's clue (0 for arrows). */
  readonly clue: number;
  /** Every cell, ascending (the step's cells and its house). */
  readonly cells: readonly number[];
}

const sumPlacesOf = perBoard((board: Board): SumPlace[] => {
  const out: SumPlace[] = [];
  for (const rule of ruleViews(board.geometry)) {
    const c = rule.constraint;
    // A line through one cell twice (or through its circle) is no sum a beginner adds: left to the bounds.
    if (c.type === 'arrow' && c.circle.length === 1) {
      if (new Set([...c.circle, ...c.cells]).size !== c.cells.length + 1) continue;
      const circle = c.circle[0]!;
      const line = [...c.cells];
      out.push({
        type: 'arrow',
        index: rule.index,
        name: rule.name,
        circle,
        line,
        clue: 0,
        cells: sorted([circle, ...line]),
      });
    } else if (c.type === 'little-killer') {
      if (new Set(c.cells).size !== c.cells.length) continue;
      const line = [...c.cells];
      out.push({
        type: 'little-killer',
        index: rule.index,
        name: rule.name,
        circle: -1,
        line,
        clue: c.sum,
        cells: sorted(line),
      });
    }
  }
  return out;
});

const sorted = (cells: readonly number[]) => [...new Set(cells)].sort((a, b) => a - b);

export function lastSumCells(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  for (const place of sumPlacesOf(board)) {
    let open = -1;
    let opens = 0;
    for (const cell of place.cells) {
      if (digits[cell] === 0) {
        opens++;
        open = cell;
      }
    }
    if (opens !== 1) continue;
    let lineSum = 0;
    for (const cell of place.line) lineSum += digits[cell]!;
    const digit =
      place.type === 'little-killer'
        ? place.clue - lineSum
        : open === place.circle
          ? lineSum
          : digits[place.circle]! - lineSum;
    if (digit < 1 || digit > board.n || !(candidates[open]! & (1 << (digit - 1)))) continue;
    out.push(stepOf(state, place, open, digit));
  }
}

function stepOf(state: State, place: SumPlace, cell: number, digit: number): Step {
  const { board, digits } = state;
  const at = (c: number) => cellWord(board, c);
  const house: StepHouse = { unit: place.type, index: place.index, name: place.name, cells: [...place.cells] };
  const others = place.line.filter((c) => c !== cell);
  /** "r2c4 is 5" or "r2c4, r2c5 and r3c5 add up to 5 + 1 + 2 = 8". */
  const placedWord = () => {
    const total = others.reduce((s, c) => s + digits[c]!, 0);
    if (others.length === 1) return `${at(others[0]!)} is ${total}`;
    return `${listWord(others.map(at))} add up to ${others.map((c) => digits[c]!).join(' + ')} = ${total}`;
  };
  const explain = (): string => {
    const name = capital(place.name);
    if (place.type === 'little-killer') {
      if (others.length === 0) return `${name} runs over one cell, ${at(cell)}, so it holds the clue: ${digit}.`;
      return `${name}: the digits along the diagonal add up to ${place.clue}; ${placedWord()}, so ${at(cell)} is ${place.clue} − ${place.clue - digit} = ${digit}.`;
    }
    const circle = digits[place.circle]!;
    if (place.line.length === 1) {
      return cell === place.circle
        ? `${name} has one cell on its line, ${at(place.line[0]!)}: the circle is a clone of it, so ${at(cell)} is ${digit}.`
        : `${name} has one cell on its line, ${at(cell)}: it is a clone of its circle, so it is ${digit}.`;
    }
    if (cell === place.circle)
      return `${name}: the circle is the sum of its line; ${placedWord()}, so the circle ${at(cell)} is ${digit}.`;
    return `${name}: its circle is ${circle} and ${placedWord()}, so ${at(cell)} is ${circle} − ${circle - digit} = ${digit}.`;
  };
  return makeStep(LAST_SUM_CELL, [{ cell, digit }], [], [...place.cells], explain, () => ({
    nudge: `Look at ${place.name}: only one of its cells is empty.`,
    houses: [house],
    links: [],
    highlights: [],
  }));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
