/** Small helpers that turn cells, houses and digits into the words of explanations. */
import { cellName, digitSymbol, unitName } from '@sudoku-forge/core-solver';
import type { Board } from './board.ts';
import type { CellDigit, Step, StepDetail } from './types.ts';

export const cellWord = (board: Board, cell: number): string => cellName(board.geometry, cell);

export function cellsWord(board: Board, cells: Iterable<number>): string {
  return [...cells].map((c) => cellName(board.geometry, c)).join(', ');
}

export const houseWord = (board: Board, house: number): string => unitName(board.houseUnits[house]!);

/**
 * A group in words: a house by kind and number ("row 5"), a killer cage by sum and place, a
 * constraint's group by its handler's name for it ("the renban line from r2c3").
 */
export function groupWord(board: Board, group: number): string {
  const rule = board.groupRules[group];
  if (rule) return rule.name;
  const unit = board.groupUnits[group]!;
  return unit.kind === 'cage' ? cageWord(board, { sum: unit.sum ?? 0, cells: unit.cells }) : unitName(unit);
}

export const digitWord = (digit: number): string => digitSymbol(digit);

/** A digit with its article, as it is read aloud: "a 5", "an 8", "an A" (16×16: A, E and F take "an"). */
export function aDigitWord(digit: number): string {
  const symbol = digitSymbol(digit);
  return `${'8AEF'.includes(symbol) ? 'an' : 'a'} ${symbol}`;
}

export function digitsWord(mask: number): string {
  const out: string[] = [];
  for (let d = 1; mask !== 0; d++, mask >>= 1) if (mask & 1) out.push(digitSymbol(d));
  if (out.length <= 1) return out.join('');
  return `${out.slice(0, -1).join(', ')} and ${out[out.length - 1]}`;
}

/**
 * Cells as a person reads them: a run along one row or column as its ends ("r1c4–r3c4"), anything
 * else as a list ("r1c1, r1c2, r2c1"). Cells in any order.
 */
export function spanWord(board: Board, cells: Iterable<number>): string {
  const list = [...new Set(cells)].sort((a, b) => a - b);
  const n = board.geometry.size;
  if (list.length >= 3) {
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const sameRow = Math.floor(first / n) === Math.floor(last / n) && last - first === list.length - 1;
    const sameColumn = list.every((c, i) => c === first + i * n);
    if (sameRow || sameColumn) return `${cellName(board.geometry, first)}–${cellName(board.geometry, last)}`;
  }
  return list.map((c) => cellName(board.geometry, c)).join(', ');
}

/** A killer cage as the player sees it: by sum and place ("the 27-cage in r1c4–r3c4"). */
export function cageWord(board: Board, cage: { readonly sum: number; readonly cells: Iterable<number> }): string {
  return `the ${cage.sum}-cage in ${spanWord(board, cage.cells)}`;
}

/** A list in words: "a", "a and b", "a, b and c". */
export function listWord(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Eliminations grouped as a person says them: cells losing the same digits together
 * ("r1c1–r1c3 lose 4, 5 and 6; r2c5 loses 7").
 */
export function eliminationsWord(board: Board, eliminations: readonly CellDigit[]): string {
  const lost = new Map<number, number>();
  for (const e of eliminations) lost.set(e.cell, (lost.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
  const byMask = new Map<number, number[]>();
  for (const [cell, mask] of [...lost].sort((a, b) => a[0] - b[0])) {
    const cells = byMask.get(mask);
    if (cells) cells.push(cell);
    else byMask.set(mask, [cell]);
  }
  return [...byMask]
    .map(([mask, cells]) => `${spanWord(board, cells)} ${cells.length === 1 ? 'loses' : 'lose'} ${digitsWord(mask)}`)
    .join('; ');
}

/**
 * A step with `affected` filled in from its placements and eliminations. The explanation may be
 * given as a function: it is then written only when read (grading reads none of them, and a
 * round can hold hundreds of instances). `detail` returns the step's teaching fields (nudge,
 * houses, links; see detail.ts); it runs once, when the first of them is read, so it must use only
 * values captured when the step was found.
 */
export function makeStep(
  technique: string,
  placements: CellDigit[],
  eliminations: CellDigit[],
  cells: number[],
  explanation: string | (() => string),
  detail?: () => StepDetail,
): Step {
  let affected: number[];
  if (eliminations.length === 0 && placements.length === 1) affected = [placements[0]!.cell];
  else {
    const seen = new Set<number>();
    for (const p of placements) seen.add(p.cell);
    for (const e of eliminations) seen.add(e.cell);
    affected = [...seen].sort((a, b) => a - b);
  }
  const sortedCells = cells.length === 1 ? cells : [...new Set(cells)].sort((a, b) => a - b);
  if (eliminations.length > 1) eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
  let text: string | undefined = typeof explanation === 'string' ? explanation : undefined;
  const explain = () => (text ??= (explanation as () => string)());
  if (!detail) {
    if (text !== undefined)
      return { technique, placements, eliminations, cells: sortedCells, affected, explanation: text };
    return {
      technique,
      placements,
      eliminations,
      cells: sortedCells,
      affected,
      get explanation() {
        return explain();
      },
    };
  }
  let known: Required<StepDetail> | undefined;
  const get = () => (known ??= complete(detail()));
  return {
    technique,
    placements,
    eliminations,
    cells: sortedCells,
    affected,
    get explanation() {
      return explain();
    },
    get nudge() {
      return get().nudge;
    },
    get houses() {
      return get().houses;
    },
    get links() {
      return get().links;
    },
    get highlights() {
      return get().highlights;
    },
  };
}

const complete = (d: StepDetail): Required<StepDetail> => ({
  nudge: d.nudge,
  houses: d.houses,
  links: d.links ?? [],
  highlights: d.highlights ?? [],
});

/**
 * Gives a step its nudge, houses and links, computed on first read (enumerable, so a spread or
 * a structured clone carries them). Used by makeStep and for steps a technique built without.
 */
export function withDetail(step: Step, detail: () => StepDetail): Step {
  let known: Required<StepDetail> | undefined;
  const get = () => (known ??= complete(detail()));
  Object.defineProperties(step, {
    nudge: { get: () => get().nudge, enumerable: true, configurable: true },
    houses: { get: () => get().houses, enumerable: true, configurable: true },
    links: { get: () => get().links, enumerable: true, configurable: true },
    highlights: { get: () => get().highlights, enumerable: true, configurable: true },
  });
  return step;
}
