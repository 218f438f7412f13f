/**
 * A line in a house (issue 27): what a constraint must put into a row, column or box, read
 * against the house — the solvers' "this renban has to have a 5 in it, so that is box 2's 5" and
 * "the renban needs a 4 or a 6, and so does the black dot: between them they use up box 2's 4
 * and 6". The constraint steps (techniques/constraints.ts) read each constraint alone; these read
 * its cells in a house together with the house's other cells.
 *
 *   a piece is the cells of one constraint (its place) inside one house; it must hold one of the
 *   digits S when no filling of its cells without them fits: its cells all differ (one house), and
 *   the constraint's own propagators (core-solver's handlers) find every such filling broken
 *
 *   line-house intersection   one piece must hold d: the house's other cells lose d
 *   line-house pigeonhole     k disjoint pieces each must hold one of k digits S: they hold all of
 *                             S, so the house's other cells lose S
 *
 * Sound: in a solution each piece holds one of S; the pieces' cells are different cells of one
 * house, so k pieces hold k different digits of S — all of them — and no other cell of the house
 * holds one. "No filling fits" is proved by the propagators (which only remove digits no solution
 * of the rule allows) over a small search on the piece's cells; when the search runs out of its
 * budget the piece is taken to fit without S, so it claims nothing.
 *
 * Which constraints lead: a step needs at least one piece of a constraint over several cells — a
 * line, an arrow, a dot, a little killer, a sandwich, a quadruple … — but not a killer cage (the
 * killer steps' unit-cage intersection reads cages) nor a one-cell mark (odd, even, minimum,
 * maximum: a single cell that must hold d is a naked single); those may be the other pieces.
 */
import type { ConstraintType } from '@sudoku-forge/core-solver';
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { runToFixpoint, TrialDomains } from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../board.ts';
import { housesOf } from '../detail.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepHouse } from '../types.ts';
import { aDigitWord, cellWord, digitsWord, eliminationsWord, houseWord, listWord, makeStep } from '../words.ts';
import { placesOf, type Place } from './constraint-rule.ts';

/** The techniques' names in the table. */
export const LINE_HOUSE = 'line-house intersection';
export const LINE_PIGEONHOLE = 'line-house pigeonhole';

/** The constraints that may not lead a step (see the module's comment). */
const NOT_LEADING: ReadonlySet<ConstraintType> = new Set<ConstraintType>(['cage', 'odd', 'even', 'minimum', 'maximum']);

/** The most digits a pigeonhole reads at once. */
const MAX_DIGITS = 3;
/** Search nodes per question "can this piece avoid these digits?". */
const BUDGET = 400;

interface Piece {
  readonly place: Place;
  /** The place's number among placesOf (pieces of one place never pair up). */
  readonly p: number;
  /** The place's cells inside the house, ascending. */
  readonly cells: readonly number[];
  readonly leading: boolean;
}

interface HouseRun {
  readonly house: number;
  readonly cells: readonly number[];
  readonly pieces: readonly Piece[];
}

const housesRunOf = perBoard((board: Board): HouseRun[] => {
  const places = placesOf(board);
  const out: HouseRun[] = [];
  board.houses.forEach((houseCells, house) => {
    if (houseCells.length !== board.n) return;
    const inHouse = new Set(houseCells);
    const pieces: Piece[] = [];
    places.forEach((place, p) => {
      if (place.rule.global) return;
      const cells = place.cells.filter((c) => inHouse.has(c));
      if (cells.length === 0 || cells.length === board.n) return;
      pieces.push({ place, p, cells, leading: !NOT_LEADING.has(place.rule.type) });
    });
    if (pieces.some((piece) => piece.leading)) out.push({ house, cells: [...houseCells], pieces });
  });
  return out;
});

/** Scratch masks per board: one per search depth. */
const scratchOf = perBoard((board: Board) => ({
  levels: Array.from({ length: board.n + 2 }, () => new TrialDomains(new Uint16Array(board.cellCount))),
}));

/**
 * Whether the piece's cells can be filled (different digits, none of `avoid`) so that its
 * constraint's propagators find nothing broken. True too when the search runs out of budget.
 */
function canAvoid(state: State, piece: Piece, avoid: number): boolean {
  const { digits, candidates, board } = state;
  const { levels } = scratchOf(board);
  const root = levels[0]!;
  const cand = root.cand;
  for (let c = 0; c < cand.length; c++) cand[c] = digits[c] ? 1 << (digits[c]! - 1) : candidates[c]!;
  for (const c of piece.cells) {
    cand[c] = cand[c]! & ~avoid;
    if (cand[c] === 0) return false;
  }
  const budget = { left: BUDGET };
  return search(piece, levels, 0, budget);
}

function search(piece: Piece, levels: readonly TrialDomains[], depth: number, budget: { left: number }): boolean {
  if (budget.left-- <= 0) return true;
  const trial = levels[depth]!;
  if (!runToFixpoint(piece.place.propagators, trial)) return false;
  const cand = trial.cand;
  // the piece's cells differ: a fixed digit leaves the others; then branch on the smallest open cell
  let open = -1;
  for (const c of piece.cells) {
    const m = cand[c]!;
    if (m === 0) return false;
    if (POPCOUNT[m] === 1) {
      for (const o of piece.cells) if (o !== c && cand[o] === m) return false;
    } else if (open < 0 || POPCOUNT[m]! < POPCOUNT[cand[open]!]!) open = c;
  }
  if (open < 0) return true;
  const next = levels[depth + 1]!;
  for (let m = cand[open]!; m !== 0; m &= m - 1) {
    const bit = m & -m;
    next.cand.set(cand);
    next.cand[open] = bit;
    for (const o of piece.cells) if (o !== open) next.cand[o] = next.cand[o]! & ~bit;
    if (search(piece, levels, depth + 1, budget)) return true;
  }
  return false;
}

/** Digits the house has not placed yet. */
function openDigits(state: State, cells: readonly number[]): number {
  let placed = 0;
  for (const c of cells) if (state.digits[c]) placed |= 1 << (state.digits[c]! - 1);
  return state.board.allDigits & ~placed;
}

/** The house's empty cells outside the pieces that lose digits of `mask`. */
function cutsOf(state: State, run: HouseRun, inside: ReadonlySet<number>, mask: number): CellDigit[] {
  const out: CellDigit[] = [];
  for (const c of run.cells) {
    if (state.digits[c] || inside.has(c)) continue;
    for (let lost = state.candidates[c]! & mask; lost !== 0; lost &= lost - 1) {
      out.push({ cell: c, digit: 32 - Math.clz32(lost & -lost) });
    }
  }
  return out;
}

/** One piece that must hold a digit: the house's other cells lose it. */
export function lineHouseSteps(state: State, out: Step[]): void {
  for (const run of housesRunOf(state.board)) {
    const open = openDigits(state, run.cells);
    for (const piece of run.pieces) {
      if (!piece.leading || piece.cells.every((c) => state.digits[c])) continue;
      let must = 0;
      for (let m = open; m !== 0; m &= m - 1) {
        const bit = m & -m;
        if (!canAvoid(state, piece, bit)) must |= bit;
      }
      if (must === 0) continue;
      const eliminations = cutsOf(state, run, new Set(piece.cells), must);
      if (eliminations.length > 0) out.push(stepOf(state, run, [piece], must, eliminations));
    }
  }
}

/** k pieces that must each hold one of k digits: the house's other cells lose them. */
export function linePigeonholeSteps(state: State, out: Step[]): void {
  for (const run of housesRunOf(state.board)) {
    const pieces = run.pieces.filter((piece) => piece.cells.some((c) => !state.digits[c]));
    if (pieces.length < 2 || !pieces.some((piece) => piece.leading)) continue;
    const open = openDigits(state, run.cells);
    const sets = digitSets(open, MAX_DIGITS).filter((s) => POPCOUNT[s]! >= 2);
    // which pieces must hold one of each set
    const holders = sets.map((s) => pieces.filter((piece) => !canAvoid(state, piece, s)));
    sets.forEach((s, i) => {
      const k = POPCOUNT[s]!;
      const list = holders[i]!;
      if (list.length < k) return;
      // k pieces with disjoint cells, at least one leading
      for (const chosen of choose(list, k)) {
        if (!chosen.some((piece) => piece.leading)) continue;
        const inside = new Set<number>();
        let disjoint = true;
        for (const piece of chosen)
          for (const c of piece.cells) {
            if (inside.has(c)) disjoint = false;
            inside.add(c);
          }
        if (!disjoint) continue;
        const eliminations = cutsOf(state, run, inside, s);
        if (eliminations.length > 0) out.push(stepOf(state, run, chosen, s, eliminations));
        return;
      }
    });
  }
}

/** The sets of 1..max digits of `mask`, smallest first. */
function digitSets(mask: number, max: number): number[] {
  const out: number[] = [];
  for (let s = mask; s !== 0; s = (s - 1) & mask) if (POPCOUNT[s]! <= max) out.push(s);
  return out.sort((a, b) => POPCOUNT[a]! - POPCOUNT[b]! || a - b);
}

function* choose<T>(list: readonly T[], k: number, from = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) {
    yield [...acc];
    return;
  }
  for (let i = from; i < list.length; i++) {
    acc.push(list[i]!);
    yield* choose(list, k, i + 1, acc);
    acc.pop();
  }
}

/** "the 5", "the 4 and the 6", "the 2, the 4 and the 8". */
function theWord(mask: number): string {
  return listWord(digitList(mask).map((d) => `the ${digitsWord(1 << (d - 1))}`));
}

/** "6, 7 or 8". */
function orWord(mask: number): string {
  const items = digitList(mask).map((d) => digitsWord(1 << (d - 1)));
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function digitList(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask !== 0; d++, mask >>= 1) if (mask & 1) out.push(d);
  return out;
}

/** "a 5", "a 4 or a 6", "a 2, a 4 or an 8". */
function oneOfWord(mask: number): string {
  const items: string[] = [];
  for (let d = 1; mask !== 0; d++, mask >>= 1) if (mask & 1) items.push(aDigitWord(d));
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function stepOf(
  state: State,
  run: HouseRun,
  pieces: readonly Piece[],
  digits: number,
  eliminations: CellDigit[],
): Step {
  const { board } = state;
  const at = (c: number) => cellWord(board, c);
  const where = houseWord(board, run.house);
  const single = pieces.length === 1;
  const technique = single ? LINE_HOUSE : LINE_PIGEONHOLE;
  // a constraint with cells outside the house says which of its cells are in it
  const piecesWord = (piece: Piece) =>
    piece.cells.length < piece.place.cells.length
      ? `${piece.place.rule.name} (on ${listWord(piece.cells.map(at))})`
      : piece.place.rule.name;
  const kind = board.houseUnits[run.house]!.kind;
  const explain = (): string => {
    const lost = eliminationsWord(board, eliminations);
    if (single) {
      const piece = pieces[0]!;
      const many = POPCOUNT[digits]! > 1;
      const whole = piece.cells.length === piece.place.cells.length;
      // one cell or the whole constraint is "it"; some of its cells are "they"
      const one = whole || piece.cells.length === 1;
      const head = whole
        ? `${capital(piece.place.rule.name)} lies in ${where}, and no filling of it`
        : `${capital(piece.place.rule.name)} has ${listWord(piece.cells.map(at))} in ${where}, and no filling of ${one ? 'it' : 'them'}`;
      const without = many ? `that leaves out ${orWord(digits)}` : `without ${oneOfWord(digits)}`;
      return `${head} ${without} keeps its rule. So ${one ? 'it holds' : 'they hold'} ${theWord(digits)} of ${where}, and the ${kind}'s other cells lose ${many ? 'them' : 'it'}: ${lost}.`;
    }
    const none = pieces.length === 2 ? 'neither' : 'none of them';
    return `In ${where}, ${listWord(pieces.map(piecesWord))} must each hold ${oneOfWord(digits)}: ${none} can be filled there without one. They sit on different cells of one ${kind}, so between them they hold ${theWord(digits)}, and the ${kind}'s other cells lose them: ${lost}.`;
  };
  const houses: StepHouse[] = [
    ...pieces.map((piece) => ({
      unit: piece.place.rule.type,
      index: piece.place.rule.index,
      name: piece.place.rule.name,
      cells: [...piece.place.cells],
    })),
    ...housesOf(board, [run.house]),
  ];
  const cells = [...new Set(pieces.flatMap((piece) => piece.cells))].sort((a, b) => a - b);
  const lead = pieces.find((piece) => piece.leading) ?? pieces[0]!;
  return makeStep(technique, [], eliminations, cells, explain, () => ({
    nudge: single
      ? `Look at ${lead.place.rule.name} in ${where}: which digits must it put there?`
      : `Look at ${where}: which digits must ${lead.place.rule.name} and the constraints beside it put there?`,
    houses,
    links: [],
    highlights: cells.map((cell) => ({ role: 'pattern' as const, cell })),
  }));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
