/**
 * Whisper high/low (issue 27): on a German whisper (neighbours differ by at least 5 on 9×9, or any
 * whisper whose difference is at least half the size) every digit is low (1–4) or high (6–9), 5
 * is neither, and neighbours on the line are one low and one high. So the line's cells alternate:
 * the cells an even number of places apart are all low or all high, and the others the opposite.
 * The whisper line step (techniques/constraints.ts) reads one pair of neighbours at a time; this
 * step reads the alternation against the houses the line crosses, as solvers do:
 *
 *   cells of one polarity class that see each other (in a row, column, box or any group) need
 *   different digits: when fewer low digits are left to them than there are cells, they are
 *   high — and so is their whole class, while the other class is low (and the other way round)
 *
 *   a cell with no low digit left is high, and so is its whole class (what the pairs already say
 *   along the line once it has run, kept so the step stands on its own)
 *
 * Sound: in every solution the classes have opposite polarities (each step of the line joins a
 * low and a high digit), cells of one class in one group hold different digits of one polarity,
 * so a polarity that leaves such cells fewer digits than cells is the wrong one. A line that
 * comes back to a cell at an odd distance (no solution) and a place where both polarities fail
 * (a contradiction: the other techniques' business) give no step.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { ruleViews } from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepHouse } from '../types.ts';
import { groupHouse } from '../detail.ts';
import { cellWord, digitsWord, eliminationsWord, groupWord, listWord, makeStep } from '../words.ts';

/** The technique's name in the table. */
export const WHISPER_POLARITY = 'whisper high/low';

interface Line {
  /** 1-based place among the board's rules (a step's houses[].index). */
  readonly index: number;
  /** "the whisper line (difference 5) from r6c3". */
  readonly name: string;
  /** The line's cells, ascending, and each one's class (0 or 1: its place along the line, mod 2). */
  readonly cells: readonly number[];
  readonly classOf: ReadonlyMap<number, 0 | 1>;
  /** The digits that have a partner above (low) and below (high); disjoint. */
  readonly low: number;
  readonly high: number;
  /** The groups holding cells of one class: [group, class, cells], in the groups' order. */
  readonly meetings: readonly Meeting[];
}

interface Meeting {
  readonly group: number;
  readonly cls: 0 | 1;
  readonly cells: readonly number[];
}

const linesOf = perBoard((board: Board): Line[] => {
  const n = board.n;
  const out: Line[] = [];
  for (const rule of ruleViews(board.geometry)) {
    const c = rule.constraint;
    if (c.type !== 'whisper') continue;
    // Polarity needs every allowed pair to straddle one split: 2·difference ≥ n.
    if (2 * c.difference < n) continue;
    const classOf = new Map<number, 0 | 1>();
    let consistent = true;
    c.cells.forEach((cell, i) => {
      const cls = (i % 2) as 0 | 1;
      const known = classOf.get(cell);
      if (known !== undefined && known !== cls) consistent = false;
      classOf.set(cell, cls);
    });
    if (!consistent) continue;
    const cells = [...classOf.keys()].sort((a, b) => a - b);
    const meetings: Meeting[] = [];
    board.groups.forEach((group, g) => {
      for (const cls of [0, 1] as const) {
        const inside = cells.filter((cell) => classOf.get(cell) === cls && group.includes(cell));
        if (inside.length > 0) meetings.push({ group: g, cls, cells: inside });
      }
    });
    out.push({
      index: rule.index,
      name: rule.name,
      cells,
      classOf,
      low: digitsFrom(1, n - c.difference),
      high: digitsFrom(c.difference + 1, n),
      meetings,
    });
  }
  return out;
});

/** Why one polarity of a class is wrong. */
type Reason =
  | { readonly kind: 'cell'; readonly cell: number }
  | { readonly kind: 'group'; readonly group: number; readonly cells: readonly number[]; readonly left: number };

export function whisperPolarities(state: State, out: Step[]): void {
  for (const line of linesOf(state.board)) {
    // class 0 low (h = 0) or class 0 high (h = 1): the reason the hypothesis fails, or null
    const fails = [reasonAgainst(state, line, 0), reasonAgainst(state, line, 1)];
    if (fails[0] && fails[1]) continue;
    if (!fails[0] && !fails[1]) {
      eitherWay(state, line, out);
      continue;
    }
    const wrong = fails[0] ? 0 : 1;
    const eliminations = cutsOf(state, line, wrong === 0 ? 1 : 0);
    if (eliminations.length > 0) out.push(stepOf(state, line, wrong, fails[wrong]!, eliminations));
  }
}

/** The digits of the polarity a class has under hypothesis h (h = 0: class 0 low). */
function polarity(line: Line, h: 0 | 1, cls: 0 | 1): number {
  return (h ^ cls) === 0 ? line.low : line.high;
}

/** What a cell may hold: its candidates, or its digit when placed. */
function domain(state: State, cell: number): number {
  const d = state.digits[cell]!;
  return d ? 1 << (d - 1) : state.candidates[cell]!;
}

function reasonAgainst(state: State, line: Line, h: 0 | 1): Reason | null {
  for (const cell of line.cells) {
    if ((domain(state, cell) & polarity(line, h, line.classOf.get(cell)!)) === 0) return { kind: 'cell', cell };
  }
  let best: Reason | null = null;
  for (const { group, cls, cells } of line.meetings) {
    if (cells.length < 2) continue;
    const allowed = polarity(line, h, cls);
    // the smallest subset of the class's cells in the group with fewer digits left than cells
    const k = cells.length;
    for (let subset = 1; subset < 1 << k; subset++) {
      const size = POPCOUNT[subset]!;
      if (size < 2 || (best && best.kind === 'group' && best.cells.length <= size)) continue;
      let union = 0;
      const chosen: number[] = [];
      for (let i = 0; i < k; i++) {
        if (!(subset & (1 << i))) continue;
        union |= domain(state, cells[i]!) & allowed;
        chosen.push(cells[i]!);
      }
      if (POPCOUNT[union]! < size) best = { kind: 'group', group, cells: chosen, left: union };
    }
  }
  return best;
}

/** Cells of one class in one group that take every digit of their polarity left to them. */
interface Lock {
  readonly cells: readonly number[];
  readonly digits: number;
}

/**
 * Both polarities possible: under each, the empty cells of a class in a group whose polarity
 * leaves them as many digits as cells take those digits, so the group's other cells lose them.
 * What both polarities take from a group's other cells goes (one step per group).
 */
function eitherWay(state: State, line: Line, out: Step[]): void {
  const { board, digits, candidates } = state;
  const byGroup = new Map<number, Meeting[]>();
  for (const m of line.meetings) {
    const list = byGroup.get(m.group);
    if (list) list.push(m);
    else byGroup.set(m.group, [m]);
  }
  for (const [group, meetings] of byGroup) {
    const locks: Lock[][] = [[], []];
    const cut: Uint16Array[] = [];
    for (const h of [0, 1] as const) {
      const mask = new Uint16Array(board.cellCount);
      const inside = new Set<number>();
      for (const { cls, cells } of meetings) {
        const open = cells.filter((c) => !digits[c]);
        if (open.length === 0) continue;
        let union = 0;
        for (const c of open) union |= candidates[c]! & polarity(line, h, cls);
        if (POPCOUNT[union] !== open.length) continue;
        locks[h]!.push({ cells: open, digits: union });
        for (const c of open) inside.add(c);
      }
      for (const lock of locks[h]!) {
        for (const c of board.groups[group]!) if (!digits[c] && !inside.has(c)) mask[c] = mask[c]! | lock.digits;
      }
      cut.push(mask);
    }
    const eliminations: CellDigit[] = [];
    for (const c of board.groups[group]!) {
      for (let lost = candidates[c]! & cut[0]![c]! & cut[1]![c]!; lost; lost &= lost - 1) {
        eliminations.push({ cell: c, digit: 32 - Math.clz32(lost & -lost) });
      }
    }
    if (eliminations.length > 0) out.push(eitherWayStep(state, line, group, locks as [Lock[], Lock[]], eliminations));
  }
}

/** Under hypothesis h, every cell of the line loses the digits outside its class's polarity. */
function cutsOf(state: State, line: Line, h: 0 | 1): CellDigit[] {
  const out: CellDigit[] = [];
  for (const cell of line.cells) {
    if (state.digits[cell]) continue;
    for (let lost = state.candidates[cell]! & ~polarity(line, h, line.classOf.get(cell)!); lost; lost &= lost - 1) {
      out.push({ cell, digit: 32 - Math.clz32(lost & -lost) });
    }
  }
  return out;
}

function stepOf(state: State, line: Line, wrong: 0 | 1, reason: Reason, eliminations: CellDigit[]): Step {
  const { board } = state;
  const at = (c: number) => cellWord(board, c);
  const lowWord = rangeWord(line.low);
  const highWord = rangeWord(line.high);
  const house: StepHouse = { unit: 'whisper', index: line.index, name: line.name, cells: [...line.cells] };
  const pattern = reason.kind === 'cell' ? [reason.cell] : reason.cells;
  const cls = line.classOf.get(pattern[0]!)!;
  // the pattern's polarity under the wrong hypothesis, and so the one it has
  const wrongLow = polarity(line, wrong, cls) === line.low;
  const [not, is] = wrongLow ? ['low', 'high'] : ['high', 'low'];
  const explain = (): string => {
    const head = `${capital(line.name)}: neighbours on it are one low (${lowWord}) and one high (${highWord}) digit, so every second cell has the same polarity.`;
    const why =
      reason.kind === 'cell'
        ? `the cell ${at(reason.cell)} has no ${not} digit left, so it is ${is}, and so is every second cell from it`
        : `the cells ${listWord(reason.cells.map(at))} are an even number of places apart, so all ${not} or all ${is}; they see each other in ${groupWord(board, reason.group)}, where ${
            reason.left === 0
              ? `no ${not} digit is left for them`
              : `only ${digitsWord(reason.left)} of the ${not} digits ${POPCOUNT[reason.left] === 1 ? 'is' : 'are'} left for them`
          }, so they are ${is}, and so is every second cell from them`;
    return `${head} ${capital(why)}; the cells between are ${not}: ${eliminationsWord(board, eliminations)}.`;
  };
  const houses: StepHouse[] = [house];
  if (reason.kind === 'group') houses.push(groupHouse(board, reason.group));
  return makeStep(WHISPER_POLARITY, [], eliminations, [...line.cells], explain, () => ({
    nudge: `Look at ${line.name}: which of its cells are low and which high?`,
    houses,
    links: [],
    highlights: pattern.map((cell) => ({ role: 'pattern' as const, cell })),
  }));
}

function eitherWayStep(
  state: State,
  line: Line,
  group: number,
  locks: [Lock[], Lock[]],
  eliminations: CellDigit[],
): Step {
  const { board } = state;
  const at = (c: number) => cellWord(board, c);
  const lowWord = rangeWord(line.low);
  const highWord = rangeWord(line.high);
  const classCells = (cls: 0 | 1) => line.cells.filter((c) => line.classOf.get(c) === cls);
  const zero = classCells(0);
  const one = classCells(1);
  const takes = (list: Lock[]) =>
    listWord(
      list.map(
        (l) => `${listWord(l.cells.map(at))} ${l.cells.length === 1 ? 'takes' : 'take'} ${digitsWord(l.digits)}`,
      ),
    );
  const explain = (): string =>
    `${capital(line.name)}: neighbours on it are one low (${lowWord}) and one high (${highWord}) digit, so ${listWord(zero.map(at))} are all low or all high, and ${listWord(one.map(at))} the opposite. In ${groupWord(board, group)}, if the first are low, ${takes(locks[0])}; if they are high, ${takes(locks[1])}. Either way ${eliminationsWord(board, eliminations)}.`;
  const houses: StepHouse[] = [
    { unit: 'whisper', index: line.index, name: line.name, cells: [...line.cells] },
    groupHouse(board, group),
  ];
  const pattern = [...new Set([...locks[0], ...locks[1]].flatMap((l) => l.cells))].sort((a, b) => a - b);
  return makeStep(WHISPER_POLARITY, [], eliminations, [...line.cells], explain, () => ({
    nudge: `Look at ${line.name} in ${groupWord(board, group)}: which of its cells are low and which high?`,
    houses,
    links: [],
    highlights: pattern.map((cell) => ({ role: 'pattern' as const, cell })),
  }));
}

/** The digits lo..hi as a mask (empty when lo > hi). */
const digitsFrom = (lo: number, hi: number): number => (lo > hi ? 0 : ((1 << hi) - 1) & ~((1 << (lo - 1)) - 1));

/** "1–4" for a run of digits, else the digits in words. */
function rangeWord(mask: number): string {
  const low = 32 - Math.clz32(mask & -mask);
  const high = 32 - Math.clz32(mask);
  return POPCOUNT[mask] === high - low + 1 && high - low >= 2 ? `${low}–${high}` : digitsWord(mask);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
