/**
 * What a forcing step says and draws (forcing.ts finds them): its explanation, and its chains
 * traced from the position it was found in (trace.ts).
 *
 *   contradiction   the chain from the assumption to the candidate whose loss broke the grid
 *   verity          from each live branch's assumption, the chain to the step's first conclusion
 *                   that is not itself an assumption; from each dead branch's, to the broken grid
 *   nested          the outer chain, the inner net it needed, on to the break (chainToBreakNested)
 *
 * On boards with cages the propagation also uses the cage rule: the explanation then names the
 * cages whose sums the drawn chains use ("using the sum of the 14-cage in r1c1–r2c1"), and the
 * step's houses include those cages. On every other board the words are the classic ones.
 */
import type { Board } from '../board.ts';
import type { CellDigit, StepDetail, StepHouse } from '../types.ts';
import { cellHouses, linkHouses } from '../detail.ts';
import { cellWord, digitWord, listWord } from '../words.ts';
import { cageHouse, cageName } from './killer/describe.ts';
import { cagesOf, chainTo, chainToBreak, chainToBreakNested, traceTrial, type Snapshot, type Trace } from './trace.ts';
import type { StepLink } from '../types.ts';

/** A step's words and detail, computed on first read and sharing one tracing. */
export interface ForcingText {
  explanation: string | (() => string);
  detail: () => StepDetail;
}

/** " (using the sum of the 14-cage in r1c1–r2c1)", or '' when the chains use no cage. */
function usingCages(board: Board, cages: readonly number[]): string {
  if (cages.length === 0) return '';
  const names = cages.map((c) => cageName(board, c));
  return ` (using the ${cages.length === 1 ? 'sum' : 'sums'} of ${listWord(names)})`;
}

/** The cages a chain to the broken grid uses, and the cage it broke (when a cage broke). */
function breakCages(trace: Trace, links: readonly StepLink[]): number[] {
  const cages = cagesOf(trace, links);
  if (trace.brokenCage >= 0 && links.length > 0 && !cages.includes(trace.brokenCage)) cages.push(trace.brokenCage);
  return cages;
}

/** The houses of the links, then the cages they use (none: the cell's houses). */
function chainHouses(
  board: Board,
  base: readonly StepHouse[],
  links: readonly StepLink[],
  cages: readonly number[],
  cell: number,
): StepHouse[] {
  const houses = [...base];
  for (const h of [...linkHouses(board, links), ...cages.map((c) => cageHouse(board, c))]) {
    if (!houses.some((x) => x.unit === h.unit && x.index === h.index)) houses.push(h);
  }
  return houses.length > 0 ? houses : cellHouses(board, cell);
}

/** A contradiction: "If r1c1 were 5, following the consequences breaks the grid …". */
export function contradictionText(snapshot: Snapshot, cell: number, digit: number, net: boolean): ForcingText {
  const { board } = snapshot;
  let traced: { links: StepLink[]; cages: number[]; brokenCage: number } | undefined;
  const chain = () => {
    if (!traced) {
      const trace = traceTrial(snapshot, { cell, digit }, net);
      const links = chainToBreak(trace);
      traced = { links, cages: breakCages(trace, links), brokenCage: trace.brokenCage };
    }
    return traced;
  };
  const detail = (): StepDetail => {
    const { links, cages } = chain();
    return {
      nudge: `Look at ${cellWord(board, cell)}: one of its candidates leads to a broken grid.`,
      houses: chainHouses(board, [], links, cages, cell),
      links,
    };
  };
  const c = cellWord(board, cell);
  const d = digitWord(digit);
  if (board.cages.length === 0) {
    return {
      explanation: `If ${c} were ${d}, following the consequences breaks the grid (some cell or house is left without a digit), so ${c} is not ${d}.`,
      detail,
    };
  }
  return {
    explanation: () => {
      const { cages, brokenCage } = chain();
      const how =
        brokenCage >= 0
          ? `${cageName(board, brokenCage)} is left without a way to make its sum`
          : 'some cell or house is left without a digit';
      return `If ${c} were ${d}, following the consequences${usingCages(
        board,
        cages.filter((x) => x !== brokenCage),
      )} breaks the grid (${how}), so ${c} is not ${d}.`;
    },
    detail,
  };
}

/** What a verity found: each assumption and whether its branch survived, and what they all agree on. */
export interface Verity {
  snapshot: Snapshot;
  /** The branches' assumptions ("r1c1 is 3", "r1c1 is 5", …). */
  assumptions: readonly CellDigit[];
  /** alive[i]: assumption i's branch did not break the grid. */
  alive: readonly boolean[];
  placements: readonly CellDigit[];
  eliminations: readonly CellDigit[];
  /** The step's detail before the chains are drawn (nudge and houses). */
  base: StepDetail;
  /** Whether the branches propagate as nets (with the net rules) rather than chains. */
  net: boolean;
  /** The opening words, e.g. "Whatever r1c1 holds". */
  lead: string;
  /** The conclusions in words. */
  said: () => string;
}

/** A verity's explanation and detail: the chains from each assumption (dead branches to their broken grid). */
export function verityText(verity: Verity): ForcingText {
  const { snapshot, assumptions, alive, placements, eliminations, base, net, lead, said } = verity;
  const { board } = snapshot;
  let traced: { links: StepLink[]; cages: number[]; target: CellDigit } | undefined;
  const chain = () => {
    if (traced) return traced;
    const same = (a: CellDigit, b: CellDigit) => a.cell === b.cell && a.digit === b.digit;
    const live = assumptions.filter((_, i) => alive[i]);
    const pick = (list: readonly CellDigit[]) => list.find((x) => !live.some((a) => same(a, x)));
    const placed = pick(placements);
    const removed = placed ? undefined : pick(eliminations);
    const target = placed ?? removed ?? placements[0] ?? eliminations[0]!;
    const isPlaced = placed !== undefined || (removed === undefined && placements.length > 0);
    const cages: number[] = [];
    const links = assumptions.flatMap((a, i) => {
      const trace = traceTrial(snapshot, a, net);
      const part = !alive[i] ? chainToBreak(trace) : same(a, target) ? [] : chainTo(trace, target, isPlaced);
      for (const c of alive[i] ? cagesOf(trace, part) : breakCages(trace, part)) if (!cages.includes(c)) cages.push(c);
      return part;
    });
    traced = { links, cages, target };
    return traced;
  };
  const detail = (): StepDetail => {
    const { links, cages, target } = chain();
    return { nudge: base.nudge, houses: chainHouses(board, base.houses, links, cages, target.cell), links };
  };
  if (board.cages.length === 0)
    return { explanation: () => `${lead}, following the consequences, ${said()}; so that holds in any case.`, detail };
  return {
    explanation: () =>
      `${lead}, following the consequences${usingCages(board, chain().cages)}, ${said()}; so that holds in any case.`,
    detail,
  };
}

/**
 * A nested contradiction: the chain from the assumption through the outer propagation, the inner
 * forcing net whose conclusion it needed, and on to the candidate whose loss broke the grid.
 */
export function nestedDetail(snapshot: Snapshot, cell: number, digit: number): () => StepDetail {
  return () => {
    const { board } = snapshot;
    const links = chainToBreakNested(traceTrial(snapshot, { cell, digit }, true, true));
    const houses = linkHouses(board, links);
    return {
      nudge: `Look at ${cellWord(board, cell)}: one of its candidates leads, by forcing nets inside, to a broken grid.`,
      houses: houses.length > 0 ? houses : cellHouses(board, cell),
      links,
    };
  };
}
