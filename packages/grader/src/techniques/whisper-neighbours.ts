/**
 * Whisper neighbours (issue 27): a cell's neighbours on a whisper line that see each other hold
 * different digits, each far enough from the cell's. A digit that leaves them fewer partners than
 * there are neighbours cannot stand in the cell — the solvers' "a 4 on a German whisper needs a 9
 * on each side, so never between two cells of one box". The whisper line step
 * (techniques/constraints.ts) reads one pair of neighbours at a time and allows the 9 on both
 * sides; this step counts the partners the neighbours share.
 *
 *   cell M with neighbours N1 … Nk on one whisper (k ≥ 2, every two of them seeing each other):
 *   M ≠ x when the digits at least the difference away from x that N1 … Nk can still hold are
 *   fewer than k
 *
 * Sound: in a solution with M = x each Ni holds a partner of x among its candidates, and as they
 * see each other these are k different digits.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import { ruleViews } from '@sudoku-forge/core-solver/rules';
import { perBoard, type Board } from '../board.ts';
import type { State } from '../state.ts';
import type { CellDigit, Step, StepHouse } from '../types.ts';
import { groupHouse } from '../detail.ts';
import { cellWord, digitsWord, groupWord, listWord, makeStep } from '../words.ts';

/** The technique's name in the table. */
export const WHISPER_NEIGHBOURS = 'whisper neighbours';

/** A cell of a whisper with two or more neighbours on it that all see each other. */
interface Middle {
  /** 1-based place among the board's rules, and its name ("the whisper line (difference 5) from r6c3"). */
  readonly index: number;
  readonly name: string;
  readonly lineCells: readonly number[];
  readonly difference: number;
  readonly cell: number;
  /** The neighbours, ascending; every two see each other. */
  readonly neighbours: readonly number[];
  /** A group holding all of them (for the words and the highlight), or -1. */
  readonly group: number;
}

const middlesOf = perBoard((board: Board): Middle[] => {
  const out: Middle[] = [];
  const { cellCount, sees } = board;
  for (const rule of ruleViews(board.geometry)) {
    const c = rule.constraint;
    if (c.type !== 'whisper') continue;
    const around = new Map<number, Set<number>>();
    c.cells.forEach((cell, i) => {
      for (const j of [i - 1, i + 1]) {
        const other = c.cells[j];
        if (other === undefined || other === cell) continue;
        const set = around.get(cell) ?? new Set<number>();
        set.add(other);
        around.set(cell, set);
      }
    });
    const lineCells = [...new Set(c.cells)].sort((a, b) => a - b);
    for (const [cell, set] of [...around].sort((a, b) => a[0] - b[0])) {
      const list = [...set].sort((a, b) => a - b);
      // the largest set of neighbours that all see each other (a line cell has few neighbours)
      let best: number[] = [];
      for (let subset = 1; subset < 1 << list.length; subset++) {
        const chosen = list.filter((_, i) => subset & (1 << i));
        if (chosen.length <= best.length) continue;
        if (chosen.every((a, i) => chosen.every((b, j) => j <= i || sees[a * cellCount + b] === 1))) best = chosen;
      }
      if (best.length < 2) continue;
      const group = board.groups.findIndex((g) => best.every((x) => g.includes(x)));
      out.push({
        index: rule.index,
        name: rule.name,
        lineCells,
        difference: c.difference,
        cell,
        neighbours: best,
        group,
      });
    }
  }
  return out;
});

/** The digits 1..n at least `difference` away from x. */
function partners(x: number, difference: number, n: number): number {
  let mask = 0;
  for (let y = 1; y <= n; y++) if (Math.abs(x - y) >= difference) mask |= 1 << (y - 1);
  return mask;
}

/** What a cell may hold: its candidates, or its digit when placed. */
function domain(state: State, cell: number): number {
  const d = state.digits[cell]!;
  return d ? 1 << (d - 1) : state.candidates[cell]!;
}

export function whisperNeighbourSteps(state: State, out: Step[]): void {
  const { board, digits, candidates } = state;
  for (const middle of middlesOf(board)) {
    if (digits[middle.cell]) continue;
    const k = middle.neighbours.length;
    const eliminations: CellDigit[] = [];
    /** What each eliminated digit leaves the neighbours. */
    const left: number[] = [];
    for (let m = candidates[middle.cell]!; m !== 0; m &= m - 1) {
      const x = 32 - Math.clz32(m & -m);
      const p = partners(x, middle.difference, board.n);
      let union = 0;
      for (const nb of middle.neighbours) union |= domain(state, nb) & p;
      if (POPCOUNT[union]! < k) {
        eliminations.push({ cell: middle.cell, digit: x });
        left.push(union);
      }
    }
    if (eliminations.length > 0) out.push(stepOf(state, middle, eliminations, left));
  }
}

function stepOf(state: State, middle: Middle, eliminations: CellDigit[], left: number[]): Step {
  const { board } = state;
  const at = (c: number) => cellWord(board, c);
  const k = middle.neighbours.length;
  const count = k === 2 ? 'two' : k === 3 ? 'three' : String(k);
  const explain = (): string => {
    const where = middle.group >= 0 ? ` in ${groupWord(board, middle.group)}` : '';
    const each = eliminations
      .map((e, i) => `${e.digit} leaves them ${left[i] === 0 ? 'none' : `only ${digitsWord(left[i]!)}`}`)
      .join(', ');
    const lost = digitsWord(eliminations.reduce((mask, e) => mask | (1 << (e.digit - 1)), 0));
    return `${capital(middle.name)}: the neighbours of ${at(middle.cell)} on it, ${listWord(middle.neighbours.map(at))}, see each other${where}, so they need ${count} different digits, each at least ${middle.difference} away from ${at(middle.cell)}'s: ${each}. So ${at(middle.cell)} loses ${lost}.`;
  };
  const houses: StepHouse[] = [
    { unit: 'whisper', index: middle.index, name: middle.name, cells: [...middle.lineCells] },
  ];
  if (middle.group >= 0) houses.push(groupHouse(board, middle.group));
  return makeStep(WHISPER_NEIGHBOURS, [], eliminations, [middle.cell, ...middle.neighbours], explain, () => ({
    nudge: `Look at ${middle.name}: which digits can ${at(middle.cell)} hold with ${k === 2 ? 'both of its neighbours' : 'its neighbours'} seeing each other?`,
    houses,
    links: [],
    highlights: middle.neighbours.map((cell) => ({ role: 'pattern' as const, cell })),
  }));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
