/**
 * Joined constraints (issue 27): constraints that share cells, or two such clusters that meet in
 * a house, read together — the solvers' "these two black dots share r5c6, so the three cells
 * double twice: 1-2-4 or 2-4-8, and the middle one is 2 or 4", "the two arrows in row 2 need four
 * small digits between them", "the X–V–X boxes at the bottom share row 8's 1 to 4, so between
 * them they hold 6, 7, 8 and 9". The constraint steps (techniques/constraints.ts) read each
 * constraint alone, the line-house steps one constraint against a house; here every filling of
 * a few constraints at once is tried, cells that see each other holding different digits.
 *
 *   a cluster is a set of places (constraint-rule.ts) of rules with cells of their own joined by
 *   shared cells; a join is one cluster of two or more places (and, in a larger cluster, each two
 *   of its places that share a cell), or two clusters with cells in one house; its cells are the
 *   union of its places' cells, ascending
 *   a filling: a digit per cell of the join, every place's propagators finding nothing broken,
 *   cells that see each other different
 *
 *   a candidate of the join's cells that no filling keeps goes; a cell outside the join loses d
 *   when every filling puts d into a cell it sees (a digit every filling puts into a house: the
 *   house's other cells)
 *   a house and its constraints: a filling counts only when the house's free cells (in no place)
 *   can take the digits it leaves the house, each one it still has and no filled cell it sees
 *   holds (a matching; their digits are not enumerated); a free cell's candidate that no such
 *   completion of any filling gives it goes too
 *
 *   joined constraints               one cluster (a dot chain, a dot on a line), first of expert
 *   constraints meeting in a house   two clusters with cells in one house, after the constraint
 *                                    chain: the fillings of two separate shapes, tied only by the
 *                                    house, kept in mind at once the way an ALS pair is
 *   house and its constraints        a row, column or box with every cluster reaching into it
 *                                    (killer cages aside), its other cells too, so the house holds
 *                                    every digit once: the solvers' "column 3 needs its 1 to 9
 *                                    from the V–X box shapes, the white dot and what is left",
 *                                    last of expert (after the combination chain)
 *
 * Sound: in a solution the join's cells hold one filling (the propagators only remove what no
 * solution of their rule allows; the houses make cells that see each other differ), so a
 * candidate in none of them is not the solution's, and a cell seeing d in every one of them
 * cannot hold d; a house's free cells hold one completion of that filling. The fillings are enumerated by a search with a budget of nodes; a join whose
 * search runs out of it claims nothing, and so does one with no filling at all (a broken
 * position is the other techniques' to show).
 */
import { distinctPicks, POPCOUNT } from '@sudoku-forge/core-solver';
import { runToFixpoint, TrialDomains, type Propagator } from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../board.ts';
import { housesOf, housesWord } from '../detail.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepHouse } from '../types.ts';
import { aDigitWord, cellWord, digitWord, eliminationsWord, listWord, makeStep } from '../words.ts';
import { placesOf, type Place } from './constraint-rule.ts';

/** The techniques' names in the table: constraints sharing cells; two clusters meeting in a house; a house with every cluster in it. */
export const JOINED_CONSTRAINTS = 'joined constraints';
export const MEETING_CONSTRAINTS = 'constraints meeting in a house';
export const HOUSE_CONSTRAINTS = 'house and its constraints';

type JoinKind = typeof JOINED_CONSTRAINTS | typeof MEETING_CONSTRAINTS | typeof HOUSE_CONSTRAINTS;

/** Search nodes per join (two dots need a few dozen, two four-cell arrows a few hundred). */
const BUDGET = 3000;

interface Join {
  readonly kind: JoinKind;
  readonly places: readonly Place[];
  /** The cells of every place, ascending: the cells whose fillings are tried. */
  readonly cells: readonly number[];
  /** A house and its constraints: the house's cells outside every place, and those inside one (else empty). */
  readonly free: readonly number[];
  readonly inside: readonly number[];
  /** Two clusters: the houses both have cells in; a house and its constraints: that house; else empty. */
  readonly houses: readonly number[];
  readonly propagators: readonly Propagator[];
}

const joinsOf = perBoard((board: Board): Join[] => {
  const places = placesOf(board).filter((place) => !place.rule.global && place.cells.length >= 2);
  // clusters: places joined by shared cells (union-find over the places)
  const parent = places.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i]!;
    return i;
  };
  for (let i = 0; i < places.length; i++)
    for (let j = i + 1; j < places.length; j++)
      if (places[i]!.cells.some((c) => places[j]!.cells.includes(c))) parent[root(i)] = root(j);
  const clusters = new Map<number, Place[]>();
  places.forEach((place, i) => {
    clusters.set(root(i), [...(clusters.get(root(i)) ?? []), place]);
  });
  const list = [...clusters.values()];
  const join = (kind: JoinKind, members: Place[], houses: number[], house: readonly number[] = []): Join => {
    const cells = [...new Set(members.flatMap((place) => place.cells))].sort((x, y) => x - y);
    return {
      kind,
      places: members,
      cells,
      free: house.filter((c) => !cells.includes(c)),
      inside: house.filter((c) => cells.includes(c)),
      houses,
      propagators: members.flatMap((place) => place.propagators),
    };
  };
  const out: Join[] = [];
  for (const cluster of list) {
    if (cluster.length < 2) continue;
    out.push(join(JOINED_CONSTRAINTS, cluster, []));
    // a cluster too large to search in budget still has its pairs of places sharing cells
    if (cluster.length > 2)
      for (let i = 0; i < cluster.length; i++)
        for (let j = i + 1; j < cluster.length; j++)
          if (cluster[i]!.cells.some((c) => cluster[j]!.cells.includes(c)))
            out.push(join(JOINED_CONSTRAINTS, [cluster[i]!, cluster[j]!], []));
  }
  // a house with every cluster reaching into it (a cluster holding a killer cage aside: the
  // killer steps read cages), its own cells too
  board.houses.forEach((house, h) => {
    if (house.length !== board.n) return;
    const reaching = list.filter(
      (cluster) =>
        cluster.every((place) => place.rule.type !== 'cage') &&
        cluster.some((place) => place.cells.some((c) => house.includes(c))),
    );
    if (reaching.length > 0) out.push(join(HOUSE_CONSTRAINTS, reaching.flat(), [h], Array.from(house)));
  });
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!.flatMap((place) => place.cells);
      const b = list[j]!.flatMap((place) => place.cells);
      const houses: number[] = [];
      board.houses.forEach((house, h) => {
        if (house.length === board.n && a.some((c) => house.includes(c)) && b.some((c) => house.includes(c)))
          houses.push(h);
      });
      if (houses.length > 0) out.push(join(MEETING_CONSTRAINTS, [...list[i]!, ...list[j]!], houses));
    }
  return out;
});

/** Scratch per board: masks per search depth, the support found and what every filling sees. */
const scratchOf = perBoard((board: Board) => ({
  levels: [] as TrialDomains[],
  support: new Uint16Array(board.cellCount),
  /** cover[d * words ..]: the cells that see a d in every filling so far. */
  cover: new Uint32Array(board.n * board.words),
  /** One filling's cells seeing each digit. */
  seeing: new Uint32Array(board.n * board.words),
}));

/**
 * The fillings of a join into the scratch: the digits some filling keeps in each of its cells
 * (support) and the cells that see a d in every filling (cover). False when the search ran out
 * of budget or found no filling.
 */
function fillingsOf(state: State, join: Join): boolean {
  const { digits, candidates, board } = state;
  const scratch = scratchOf(board);
  const { levels, support, cover } = scratch;
  while (levels.length < join.cells.length + 2) levels.push(new TrialDomains(new Uint16Array(board.cellCount)));
  const root = levels[0]!.cand;
  for (let c = 0; c < root.length; c++) root[c] = digits[c] ? 1 << (digits[c]! - 1) : candidates[c]!;
  for (const c of join.cells) support[c] = 0;
  for (const c of join.free) support[c] = 0;
  cover.fill(0xffffffff);
  const budget = { left: BUDGET, found: false };
  search(board, join, levels, 0, budget);
  return budget.left > 0 && budget.found;
}

function search(
  board: Board,
  join: Join,
  levels: readonly TrialDomains[],
  depth: number,
  budget: { left: number; found: boolean },
): void {
  if (budget.left-- <= 0) return;
  const trial = levels[depth]!;
  if (!runToFixpoint(join.propagators, trial)) return;
  const cand = trial.cand;
  const { cells } = join;
  const seen = board.sees;
  const count = board.cellCount;
  let open = -1;
  for (const c of cells) {
    const m = cand[c]!;
    if (m === 0) return;
    if (POPCOUNT[m]! > 1 && (open < 0 || POPCOUNT[m]! < POPCOUNT[cand[open]!]!)) open = c;
  }
  if (open < 0) {
    // every cell fixed: cells that see each other differ, then it is a filling
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++)
        if (cand[cells[i]!] === cand[cells[j]!] && seen[cells[i]! * count + cells[j]!] === 1) return;
    if (join.free.length > 0 && !completes(board, join, cand)) return;
    record(board, join, cand);
    budget.found = true;
    return;
  }
  const next = levels[depth + 1]!;
  for (let m = cand[open]!; m !== 0 && budget.left > 0; m &= m - 1) {
    const bit = m & -m;
    next.cand.set(cand);
    next.cand[open] = bit;
    let fits = true;
    for (const o of cells)
      if (o !== open && seen[open * count + o] === 1) {
        next.cand[o] = next.cand[o]! & ~bit;
        if (next.cand[o] === 0) fits = false;
      }
    if (fits) search(board, join, levels, depth + 1, budget);
  }
}

/**
 * Whether the house of a house-and-its-constraints join can be completed around a filling of its
 * places: its free cells take the digits the filling and the placed digits leave, each a digit it
 * still has and no filled cell it sees holds (a matching, core-solver's distinctPicks: nine cells at
 * most). When it can, each free cell's digits that some completion gives it join the support.
 */
function completes(board: Board, join: Join, cand: Uint16Array): boolean {
  const { free, inside, cells } = join;
  const seen = board.sees;
  const count = board.cellCount;
  // the digits the house still needs: not the filling's inside it, nor those placed in it
  let left = board.allDigits;
  for (const c of inside) left &= ~cand[c]!;
  const open: number[] = [];
  const can: number[] = [];
  for (const c of free) {
    const m = cand[c]!;
    if ((m & (m - 1)) === 0) {
      left &= ~m;
      continue;
    }
    let mask = m;
    for (const o of cells) if (seen[c * count + o] === 1) mask &= ~cand[o]!;
    open.push(c);
    can.push(mask & left);
  }
  if (!distinctPicks(can)) return false;
  // a free cell's digit is kept when the rest of the house still completes with it there
  const support = scratchOf(board).support;
  for (let i = 0; i < open.length; i++) {
    const mask = can[i]!;
    for (let m = mask & ~support[open[i]!]!; m !== 0; m &= m - 1) {
      can[i] = m & -m;
      if (distinctPicks(can)) support[open[i]!] = support[open[i]!]! | can[i]!;
    }
    can[i] = mask;
  }
  return true;
}

/** One filling found: its digits join the support, and what it sees narrows the cover. */
function record(board: Board, join: Join, cand: Uint16Array): void {
  const { support, cover, seeing } = scratchOf(board);
  const { words, peerBits } = board;
  seeing.fill(0);
  for (const c of join.cells) {
    support[c] = support[c]! | cand[c]!;
    const d = 31 - Math.clz32(cand[c]!);
    for (let w = 0; w < words; w++) seeing[d * words + w] = seeing[d * words + w]! | peerBits[c * words + w]!;
  }
  for (let i = 0; i < cover.length; i++) cover[i] = cover[i]! & seeing[i]!;
}

/** Every join of constraints sharing cells whose fillings rule out a candidate. */
export function joinedConstraintSteps(state: State, out: Step[]): void {
  joinSteps(state, out, JOINED_CONSTRAINTS);
}

/** Every join of two clusters meeting in a house whose fillings rule out a candidate. */
export function meetingConstraintSteps(state: State, out: Step[]): void {
  joinSteps(state, out, MEETING_CONSTRAINTS);
}

/** Every house whose fillings, with every cluster reaching into it, rule out a candidate. */
export function houseConstraintSteps(state: State, out: Step[]): void {
  joinSteps(state, out, HOUSE_CONSTRAINTS);
}

function joinSteps(state: State, out: Step[], kind: JoinKind): void {
  const { board, digits, candidates } = state;
  const { words, n } = board;
  for (const join of joinsOf(board)) {
    if (join.kind !== kind || join.cells.every((c) => digits[c])) continue;
    if (!fillingsOf(state, join)) continue;
    const { support, cover } = scratchOf(board);
    const own: CellDigit[] = [];
    for (const cell of join.cells) if (!digits[cell]) lose(own, cell, candidates[cell]! & ~support[cell]!);
    const seen: CellDigit[] = [];
    for (let d = 0; d < n; d++)
      for (let w = 0; w < words; w++)
        for (let bits = cover[d * words + w]!; bits !== 0; bits &= bits - 1) {
          const cell = w * 32 + 31 - Math.clz32(bits & -bits);
          if (cell < board.cellCount && !digits[cell] && candidates[cell]! & (1 << d) && !join.cells.includes(cell))
            seen.push({ cell, digit: d + 1 });
        }
    // the house's free cells: what no completion gives them, but for what the fillings' cells see
    for (const cell of join.free) {
      if (digits[cell]) continue;
      let mask = candidates[cell]! & ~support[cell]!;
      for (const e of seen) if (e.cell === cell) mask &= ~(1 << (e.digit - 1));
      lose(own, cell, mask);
    }
    if (own.length > 0 || seen.length > 0) out.push(stepOf(state, join, own, seen));
  }
}

function lose(out: CellDigit[], cell: number, mask: number): void {
  for (let lost = mask; lost !== 0; lost &= lost - 1) out.push({ cell, digit: 32 - Math.clz32(lost & -lost) });
}

function stepOf(state: State, join: Join, own: CellDigit[], seen: CellDigit[]): Step {
  const { board } = state;
  const names = join.places.map((place) => place.rule.name);
  const house = housesWord(board, housesOf(board, join.houses));
  const where =
    join.kind === JOINED_CONSTRAINTS
      ? `${listWord(names)} ${join.places.length === 2 ? 'share' : 'are joined by'} ${join.places.length === 2 ? listWord(shared(join).map((c) => cellWord(board, c))) : 'shared cells'}`
      : join.kind === MEETING_CONSTRAINTS
        ? `${listWord(names)} meet in ${house}`
        : `${house} with every constraint reaching into it: ${listWord(names)}`;
  const how =
    join.kind === HOUSE_CONSTRAINTS
      ? `Filled together, ${house} holding every digit once and cells that see each other different`
      : 'Read together, with cells that see each other holding different digits';
  const eliminations = [...own, ...seen];
  const explain = (): string => {
    const said: string[] = [];
    if (own.length > 0) said.push(`no filling of them keeps these candidates: ${eliminationsWord(board, own)}`);
    // digits seen by the same cells are said together ("a 2 and a 3 where r1c1 and r1c2 see them")
    const byCells = new Map<string, { cells: string[]; digits: number[] }>();
    for (const d of new Set(seen.map((e) => e.digit))) {
      const cells = seen.filter((e) => e.digit === d).map((e) => cellWord(board, e.cell));
      const entry = byCells.get(cells.join()) ?? { cells, digits: [] };
      entry.digits.push(d);
      byCells.set(cells.join(), entry);
    }
    for (const { cells, digits } of byCells.values()) {
      const words = digits.map(digitWord);
      const one = cells.length === 1;
      said.push(
        `every filling puts ${listWord(digits.map(aDigitWord))} where ${listWord(cells)} ${one ? 'sees' : 'see'} ${digits.length === 1 ? 'it' : 'them'}, so ${one ? 'it loses' : 'they lose'} ${listWord(words)}`,
      );
    }
    return `${capital(where)}. ${how}, ${said.join('; and ')}.`;
  };
  const houses: StepHouse[] = join.places.map((place) => ({
    unit: place.rule.type,
    index: place.rule.index,
    name: place.rule.name,
    cells: [...place.cells],
  }));
  return makeStep(join.kind, [], eliminations, [...join.cells], explain, () => ({
    nudge:
      join.kind === HOUSE_CONSTRAINTS
        ? `Fill ${house} together with the constraints reaching into it: which fillings fit?`
        : `Look at ${listWord(names)} together: which fillings of them fit?`,
    houses: [...houses, ...housesOf(board, join.houses)],
    links: [],
    highlights: join.cells.map((cell) => ({ role: 'pattern' as const, cell })),
  }));
}

/** The cells both places of a two-place join hold. */
const shared = (join: Join): number[] => join.places[0]!.cells.filter((c) => join.places[1]!.cells.includes(c));

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
