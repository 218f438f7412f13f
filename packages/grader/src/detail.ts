/**
 * The teaching fields of a step — where to look (`nudge`), the houses it reasons in (`houses`)
 * and the chain to draw (`links`) — built from board tables, shared by every technique.
 *
 * A technique hands makeStep a function that returns these; it runs only when a field is read
 * (grading reads none), so it must use only values captured when the step was found, never the
 * live state (the path goes on changing it).
 */
import type { Unit } from '@sudoku-forge/core-solver';
import type { Board } from './board.ts';
import type { CellDigit, Step, StepDetail, StepHouse, StepLink } from './types.ts';
import { cageWord, digitWord, listWord } from './words.ts';

/** A core-solver unit as a step house (cells ascending; cages carry their sum). */
export function unitHouse(unit: Unit): StepHouse {
  const cells = [...unit.cells].sort((a, b) => a - b);
  return unit.kind === 'cage'
    ? { unit: 'cage', index: unit.index, sum: unit.sum ?? 0, cells }
    : { unit: unit.kind, index: unit.index, cells };
}

/** Houses by their number in board.houses, each once, in the order given. */
export function housesOf(board: Board, houses: Iterable<number>): StepHouse[] {
  const seen = new Set<number>();
  const out: StepHouse[] = [];
  for (const h of houses) {
    if (h < 0 || seen.has(h)) continue;
    seen.add(h);
    out.push(unitHouse(board.houseUnits[h]!));
  }
  return out;
}

/** A group as a step house: its unit, or the constraint it belongs to, named by place (groupRules). */
export function groupHouse(board: Board, g: number): StepHouse {
  const rule = board.groupRules[g];
  if (!rule) return unitHouse(board.groupUnits[g]!);
  return { unit: rule.type, index: rule.index, name: rule.name, cells: [...board.groups[g]!] };
}

/** Groups (houses, cages and constraints' groups) by their number in board.groups. */
export function groupsOf(board: Board, groups: Iterable<number>): StepHouse[] {
  const seen = new Set<number>();
  const out: StepHouse[] = [];
  for (const g of groups) {
    if (seen.has(g)) continue;
    seen.add(g);
    out.push(groupHouse(board, g));
  }
  return out;
}

/** Every house holding the cell (its row, column, box and any diagonal or window). */
export function cellHouses(board: Board, cell: number): StepHouse[] {
  return housesOf(board, board.cellHouses[cell]!);
}

/**
 * The houses a pattern lives in: each house holding at least `min` of the cells (default 2),
 * rows first, then columns, then the rest; a lone cell gets its own houses.
 */
export function patternHouses(board: Board, cells: readonly number[], min = 2): StepHouse[] {
  const unique = [...new Set(cells)];
  if (unique.length === 1) return cellHouses(board, unique[0]!);
  const count = new Map<number, number>();
  for (const cell of unique) for (const h of board.cellHouses[cell]!) count.set(h, (count.get(h) ?? 0) + 1);
  const picked = [...count].filter(([, k]) => k >= min).map(([h]) => h);
  return housesOf(
    board,
    picked.sort((a, b) => kindRank(board, a) - kindRank(board, b) || a - b),
  );
}

const KIND_ORDER = ['row', 'column', 'box', 'region', 'diagonal', 'window', 'extraregion', 'group', 'cage'];
const kindRank = (board: Board, h: number) => KIND_ORDER.indexOf(board.houseUnits[h]!.kind);

/** The houses that link each pair of consecutive chain cells (one per link, the first that holds both). */
export function linkHouses(board: Board, links: readonly StepLink[]): StepHouse[] {
  const picked: number[] = [];
  for (const l of links) {
    // A group end counts with all its cells: the house that holds both ends whole.
    const cells = [...new Set([...(l.fromCells ?? [l.from.cell]), ...(l.toCells ?? [l.to.cell])])];
    if (cells.length < 2) continue;
    const shared = board.cellHouses[cells[0]!]!.find((h) => cells.every((c) => board.cellHouses[c]!.includes(h)));
    if (shared !== undefined) picked.push(shared);
  }
  return housesOf(board, picked);
}

export const link = (from: CellDigit, to: CellDigit, strong: boolean): StepLink => ({ from, to, strong });

/** A chain of candidates whose links alternate strong and weak, starting with `firstStrong`. */
export function alternatingLinks(nodes: readonly CellDigit[], firstStrong = true): StepLink[] {
  const out: StepLink[] = [];
  for (let i = 1; i < nodes.length; i++) out.push(link(nodes[i - 1]!, nodes[i]!, (i % 2 === 1) === firstStrong));
  return out;
}

/**
 * Houses in words, grouped by kind in the order first met: "row 5", "rows 1 and 5",
 * "rows 1 and 5 and columns 2 and 8", "box 4"; cages by sum and place.
 */
export function housesWord(board: Board, houses: readonly StepHouse[]): string {
  const kinds = new Map<string, number[]>();
  const cages: string[] = [];
  for (const h of houses) {
    // a constraint by its place ("the renban line from r2c3"), a killer cage by its sum
    if (h.name !== undefined || h.unit === 'cage') {
      cages.push(h.name ?? cageWord(board, { sum: h.sum ?? 0, cells: h.cells }));
      continue;
    }
    const list = kinds.get(h.unit) ?? kinds.set(h.unit, []).get(h.unit)!;
    if (!list.includes(h.index)) list.push(h.index);
  }
  const parts = [...kinds].map(([kind, indices]) => {
    const plural = kind === 'box' ? 'boxes' : `${kind}s`;
    return indices.length === 1 ? `${kind} ${indices[0]}` : `${plural} ${listWord(indices.map(String))}`;
  });
  return listWord([...parts, ...cages]);
}

/**
 * The usual nudge: "Look at row 5." or, with a digit, "Look at the 7s in columns 2 and 8."
 * `hint` adds a second clause ("Look at box 4: …").
 */
export function lookAt(board: Board, houses: readonly StepHouse[], digit?: number, hint?: string): string {
  const where = houses.length > 0 ? housesWord(board, houses) : 'the grid';
  const what =
    digit === undefined
      ? where
      : houses.length > 0
        ? `the ${digitWord(digit)}s in ${where}`
        : `the ${digitWord(digit)}s`;
  return `Look at ${what}${hint ? `: ${hint}` : ''}.`;
}

/** The digit every placement and elimination of the step shares, if they share one. */
export function soleDigit(step: Pick<Step, 'placements' | 'eliminations'>): number | undefined {
  let digit: number | undefined;
  for (const x of [...step.placements, ...step.eliminations]) {
    if (digit === undefined) digit = x.digit;
    else if (digit !== x.digit) return undefined;
  }
  return digit;
}

/**
 * The detail a step gets when its technique gave none (killer steps, built in killer.ts): the
 * houses and cages holding two or more of its cells, a nudge naming them, no links.
 */
export function defaultDetail(board: Board, step: Pick<Step, 'cells' | 'placements' | 'eliminations'>): StepDetail {
  const cells = step.cells.length > 0 ? step.cells : [...step.placements, ...step.eliminations].map((x) => x.cell);
  const houses: StepHouse[] = patternHouses(board, cells);
  const inCells = new Set(cells);
  board.cages.forEach((cage) => {
    if (cage.cells.some((c) => inCells.has(c))) houses.push(unitHouse(cage.unit));
  });
  const single = step.placements.length > 0 ? undefined : soleDigit(step);
  return { nudge: lookAt(board, houses.length > 0 ? houses : [], single), houses, links: [] };
}
