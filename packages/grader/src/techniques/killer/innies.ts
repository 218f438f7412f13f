/**
 * The rule of 45: a house holds 1..n once, so its digits add up to n(n+1)/2 (45 on 9×9), and a
 * union of k houses that do not overlap to k times that. Take the cages wholly inside the area;
 * each cage that sticks out is either left out (its cells inside are innies) or counted (its
 * cells outside are outies). Then Σ innies − Σ outies = total − the counted cages' sums, and a
 * few cells with a known total (or difference) can hold only some digits.
 *
 *   one innie or outie           one house, one cell left in or out: it is placed       easy
 *   innies and outies            one house, two or three innies (or outies)            medium
 *   multi-unit innies and outies two or three houses, innies or outies                 hard
 *   innies minus outies          one to three houses, innies and outies together       hard
 *   cage splitting (splitting.ts) one cage sticks out of the area: its part inside has a
 *                                known sum, so the cage splits into two cages           hard
 *   large-area innies and outies four to six houses, any of the above                  expert
 *
 * Areas: each row, column and box; two lines of one band (or stack), two boxes of one band (or
 * stack), a whole band; a band with one more line, two bands. The family is closed under the
 * moves that disguise a killer (lines within a band, bands, transposing), so a disguised killer
 * finds the same areas and grades the same.
 */
import { bitDigit } from '@sudoku-forge/core-solver';
import { perBoard, type Board } from '../../board.ts';
import type { State } from '../../state.ts';
import type { CellDigit, Step } from '../../types.ts';
import { lookAt } from '../../detail.ts';
import { eliminationsWord, listWord, makeStep, spanWord } from '../../words.ts';
import { combinationsOf, eliminationsOutside, fittingCombinations, linearSumMasks } from './sums.ts';
import { areaHouses, cageName, combosWord } from './describe.ts';

/** How big an area is, for the level of what it shows. */
export type AreaTier = 'one' | 'union' | 'large';

export interface Area {
  name: string;
  /** Board house numbers it is made of (they do not overlap). */
  houses: number[];
  cells: number[];
  tier: AreaTier;
  /** The cages it meets (fixed by the board). */
  cages: AreaCages;
}

export const areasOf = perBoard((board: Board): Area[] => {
  const areas: Area[] = [];
  if (board.cages.length === 0) return areas;
  const n = board.n;
  const box = board.geometry.box;
  const make = (name: string, houses: number[], tier: AreaTier): Area => {
    const cells: number[] = [];
    for (const h of houses) cells.push(...board.houses[h]!);
    cells.sort((a, b) => a - b);
    return { name, houses, cells, tier, cages: cagesIn(board, cells) };
  };
  board.houses.forEach((_, h) => {
    const kind = board.houseUnits[h]!.kind;
    if (kind === 'row' || kind === 'column' || kind === 'box' || kind === 'region')
      areas.push(make(houseName(board, [h]), [h], 'one'));
  });
  if (!box || box.rows < 2 || box.columns < 2) return areas;
  for (const kind of ['row', 'column'] as const) {
    const band = kind === 'row' ? box.rows : box.columns;
    const lineHouse = (i: number) => (kind === 'row' ? board.rowHouse[i]! : board.columnHouse[i]!);
    const bands: number[][] = [];
    for (let start = 0; start < n; start += band) bands.push(Array.from({ length: band }, (_, i) => start + i));
    for (const lines of bands) {
      for (let a = 0; a < lines.length; a++) {
        for (let b = a + 1; b < lines.length; b++) {
          const hs = [lineHouse(lines[a]!), lineHouse(lines[b]!)];
          areas.push(make(houseName(board, hs), hs, 'union'));
        }
      }
      if (lines.length === 3) areas.push(make(houseName(board, lines.map(lineHouse)), lines.map(lineHouse), 'union'));
      // Boxes of this band (rows) or stack (columns), two at a time.
      const boxes: number[] = [];
      for (let b = 0; b < n; b++) {
        const cell = board.houses[board.boxHouse[b]!]![0]!;
        const line = kind === 'row' ? board.rowOf[cell]! : board.columnOf[cell]!;
        if (lines.includes(line)) boxes.push(board.boxHouse[b]!);
      }
      for (let a = 0; a < boxes.length; a++) {
        for (let b = a + 1; b < boxes.length; b++)
          areas.push(make(houseName(board, [boxes[a]!, boxes[b]!]), [boxes[a]!, boxes[b]!], 'union'));
      }
      // Larger: the band with one line from elsewhere.
      for (let other = 0; other < n; other++) {
        if (lines.includes(other)) continue;
        const hs = [...lines.map(lineHouse), lineHouse(other)];
        areas.push(make(houseName(board, hs), hs, 'large'));
      }
    }
    // Two bands.
    for (let a = 0; a < bands.length; a++) {
      for (let b = a + 1; b < bands.length; b++) {
        const hs = [...bands[a]!, ...bands[b]!].map(lineHouse);
        if (hs.length <= 6) areas.push(make(houseName(board, hs), hs, 'large'));
      }
    }
  }
  return areas;
});

/** "row 3", "rows 1 and 2", "rows 1–3", "rows 1–3 and 5", "boxes 1 and 2". */
function houseName(board: Board, houses: readonly number[]): string {
  const kind = board.houseUnits[houses[0]!]!.kind;
  const plural = kind === 'box' ? 'boxes' : `${kind}s`;
  const indices = houses.map((h) => board.houseUnits[h]!.index).sort((a, b) => a - b);
  if (indices.length === 1) return `${kind} ${indices[0]}`;
  // Runs of three or more as a–b.
  const parts: string[] = [];
  for (let i = 0; i < indices.length; ) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j]! + 1) j++;
    if (j - i >= 2) parts.push(`${indices[i]}–${indices[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(indices[k]));
    i = j + 1;
  }
  return `${plural} ${listWord(parts)}`;
}

/** Cages of an area: those wholly inside, and those sticking out (their cells in and out). */
interface AreaCages {
  /** Sum of the cages wholly inside. */
  inside: number;
  /** Cells of the area in no cage (always innies). */
  loose: number[];
  partial: { cage: number; inCells: number[]; outCells: number[] }[];
}

function cagesIn(board: Board, cells: readonly number[]): AreaCages {
  // Built for every area of every new board (the generator makes thousands): plain arrays only.
  const inArea = new Uint8Array(board.cellCount);
  for (const cell of cells) inArea[cell] = 1;
  const touching: number[] = [];
  const loose: number[] = [];
  const seen = new Uint8Array(board.cages.length);
  for (const cell of cells) {
    const c = board.cageOf[cell]!;
    if (c < 0) loose.push(cell);
    else if (!seen[c]) {
      seen[c] = 1;
      touching.push(c);
    }
  }
  let inside = 0;
  const partial: AreaCages['partial'] = [];
  touching.sort((a, b) => a - b);
  for (const c of touching) {
    const cage = board.cages[c]!;
    const inCells: number[] = [];
    const outCells: number[] = [];
    for (let i = 0; i < cage.cells.length; i++) {
      const x = cage.cells[i]!;
      if (inArea[x]) inCells.push(x);
      else outCells.push(x);
    }
    if (outCells.length === 0) inside += cage.sum;
    else partial.push({ cage: c, inCells, outCells });
  }
  return { inside, loose, partial };
}

function emptyIn(digits: Uint8Array, cells: readonly number[]): number {
  let k = 0;
  for (let i = 0; i < cells.length; i++) if (digits[cells[i]!] === 0) k++;
  return k;
}

/** Scratch for countsOf's first pass (an area meets at most one cage per cell). */
const IN_EMPTY = new Int32Array(256);
const OUT_EMPTY = new Int32Array(256);
const NO_COUNTS: readonly Count[] = [];

/** One way to count an area: which sticking-out cages are counted, and the cells that are left. */
export interface Count {
  area: Area;
  innies: number[];
  outies: number[];
  /** Σ innies − Σ outies. */
  k: number;
  /** Sum of the cages wholly inside. */
  inside: number;
  /** The sticking-out cages that are counted (their outside cells are the outies). */
  counted: number[];
  /** The sticking-out cages left out (their inside cells are innies). */
  left: number[];
  /** Empty cells among innies and outies. */
  empty: number;
}

/**
 * Every way to count the area with at most `limit` empty innies and outies together (at least
 * one). Pure counts (only innies, or only outies) and mixed ones alike; the caller picks.
 */
export function countsOf(state: State, area: Area, limit: number): readonly Count[] {
  const { board, digits } = state;
  const info = area.cages;
  const looseEmpty = emptyIn(digits, info.loose);
  if (looseEmpty > limit) return NO_COUNTS;
  const parts = info.partial;
  // The fewest empty cells any count can leave: each cage on its cheaper side.
  let least = looseEmpty;
  let most = looseEmpty;
  for (let i = 0; i < parts.length; i++) {
    const a = emptyIn(digits, parts[i]!.inCells);
    const b = emptyIn(digits, parts[i]!.outCells);
    IN_EMPTY[i] = a;
    OUT_EMPTY[i] = b;
    least += Math.min(a, b);
    most += Math.max(a, b);
  }
  if (least > limit || most === 0) return NO_COUNTS;
  const inEmpty = IN_EMPTY.slice(0, parts.length);
  const outEmpty = OUT_EMPTY.slice(0, parts.length);
  const total = ((board.n * (board.n + 1)) / 2) * area.houses.length;
  const out: Count[] = [];
  const counted: number[] = [];
  const left: number[] = [];
  const walk = (i: number, empty: number, countedSum: number) => {
    if (empty > limit) return;
    if (i === parts.length) {
      if (empty === 0) return;
      const innies = [...info.loose];
      const outies: number[] = [];
      for (const j of left) innies.push(...parts[j]!.inCells);
      for (const j of counted) outies.push(...parts[j]!.outCells);
      out.push({
        area,
        innies: innies.sort((a, b) => a - b),
        outies: outies.sort((a, b) => a - b),
        k: total - info.inside - countedSum,
        inside: info.inside,
        counted: counted.map((j) => parts[j]!.cage),
        left: left.map((j) => parts[j]!.cage),
        empty,
      });
      return;
    }
    const p = parts[i]!;
    left.push(i);
    walk(i + 1, empty + inEmpty[i]!, countedSum);
    left.pop();
    // A cage filled on both sides of the edge says the same either way: count it once.
    if (inEmpty[i] === 0 && outEmpty[i] === 0) return;
    counted.push(i);
    walk(i + 1, empty + outEmpty[i]!, countedSum + board.cages[p.cage]!.sum);
    counted.pop();
  };
  walk(0, looseEmpty, 0);
  return out;
}

const emptyCount = (state: State, cells: readonly number[]) => cells.filter((c) => state.digits[c] === 0).length;

interface RuleOf45 {
  technique: string;
  tiers: readonly AreaTier[];
  /** Empty cells allowed, and whether innies and outies may mix. */
  min: number;
  max: number;
  mixed: boolean | 'only';
}

function ruleOf45(rule: RuleOf45) {
  return (state: State, out: Step[]): void => {
    const { board } = state;
    if (board.cages.length === 0) return;
    for (const area of areasOf(board)) {
      if (!rule.tiers.includes(area.tier)) continue;
      for (const count of countsOf(state, area, rule.max)) {
        if (count.empty < rule.min) continue;
        const innieEmpty = emptyCount(state, count.innies);
        const outieEmpty = emptyCount(state, count.outies);
        const isMixed = innieEmpty > 0 && outieEmpty > 0;
        if (rule.mixed === 'only' ? !isMixed : isMixed && !rule.mixed) continue;
        const result = linearSumMasks(state, count.innies, count.outies, count.k);
        if (!result) continue;
        const { cells, allowed } = result;
        const eliminations = eliminationsOutside(state, cells, allowed);
        if (eliminations.length === 0) continue;
        const placements: CellDigit[] = [];
        if (cells.length === 1 && allowed[0] !== 0 && (allowed[0]! & (allowed[0]! - 1)) === 0) {
          placements.push({ cell: cells[0]!, digit: bitDigit(allowed[0]!) });
        }
        out.push(
          ruleStep(state, rule.technique, count, placements, placements.length ? [] : eliminations, cells, allowed),
        );
      }
    }
  };
}

function ruleStep(
  state: State,
  technique: string,
  count: Count,
  placements: CellDigit[],
  eliminations: CellDigit[],
  cells: readonly number[],
  allowed: Uint16Array,
): Step {
  const { board } = state;
  const { area } = count;
  const total = ((board.n * (board.n + 1)) / 2) * area.houses.length;
  const placedIn = (cells: readonly number[]) => cells.reduce((s, c) => s + state.digits[c]!, 0);
  const innieEmpty = count.innies.filter((c) => state.digits[c] === 0);
  const outieEmpty = count.outies.filter((c) => state.digits[c] === 0);
  const placedInnies = placedIn(count.innies);
  const placedOuties = placedIn(count.outies);
  const countedSum = count.counted.reduce((s, c) => s + board.cages[c]!.sum, 0);
  const cageList = [...count.left, ...count.counted];
  const mask = allowed.reduce((a, b) => a | b, 0);
  // Innies that all see each other make a virtual cage: its combinations, taken now (the
  // explanation is written later, when the candidates have moved on).
  const k0 = count.k - placedInnies + placedOuties;
  const virtualCage =
    placements.length === 0 &&
    innieEmpty.length > 1 &&
    outieEmpty.length === 0 &&
    innieEmpty.every((a) => innieEmpty.every((b) => a === b || board.sees[a * board.cellCount + b] === 1))
      ? fittingCombinations(state, { placed: 0, empty: innieEmpty }, combinationsOf(board.n, innieEmpty.length, k0))
      : null;
  const explanation = () => {
    const holds = area.houses.length > 1 ? 'hold' : 'holds';
    const parts: string[] = [`Rule of 45: ${area.name} ${holds} digits adding up to ${total}`];
    parts.push(`the cages wholly inside add up to ${count.inside}`);
    if (count.counted.length > 0) {
      parts.push(
        `counting also ${listWord(count.counted.map((c) => cageName(board, c)))}, which ${count.counted.length === 1 ? 'sticks' : 'stick'} out (${countedSum})`,
      );
    }
    let what: string;
    const k = count.k - placedInnies + placedOuties;
    const innieWord = `${innieEmpty.length === 1 ? 'the innie' : 'the innies'} ${spanWord(board, innieEmpty)}`;
    const outieWord = `${outieEmpty.length === 1 ? 'the outie' : 'the outies'} ${spanWord(board, outieEmpty)}`;
    const placedNote = placedInnies || placedOuties ? ' (after the digits already placed among them)' : '';
    if (innieEmpty.length > 0 && outieEmpty.length > 0)
      what = `so ${innieWord} minus ${outieWord} come to ${k}${placedNote}`;
    else if (innieEmpty.length > 0)
      what = `so ${innieWord} ${innieEmpty.length === 1 ? 'is' : 'add up to'} ${k}${placedNote}`;
    else what = `so ${outieWord} ${outieEmpty.length === 1 ? 'is' : 'add up to'} ${-k}${placedNote}`;
    const head = `${parts[0]}; ${parts.slice(1).join(', ')}, ${what}`;
    if (placements.length > 0) return `${head}.`;
    const combos = virtualCage ? ` (${combosWord(k, innieEmpty.length, virtualCage)})` : '';
    const lost = eliminations.reduce((m, e) => m | (1 << (e.digit - 1)), 0);
    if ((lost & mask) === 0)
      return `${head}${combos}; that leaves them only ${digitsOf(mask)}, so ${eliminationsWord(board, eliminations)}.`;
    // Cell by cell (cells left the same digits together): "r1c9 only 6, 7, 8 and 9 and r2c8 only 1, 2, 3 and 4".
    const byMask = new Map<number, number[]>();
    cells.forEach((cell, i) => {
      byMask.set(allowed[i]!, [...(byMask.get(allowed[i]!) ?? []), cell]);
    });
    const leaves = [...byMask].map(([m, cs]) => `${spanWord(board, cs)} only ${digitsOf(m)}`);
    return `${head}${combos}; that leaves ${leaves.join(' and ')}, so ${eliminationsWord(board, eliminations)}.`;
  };
  return makeStep(technique, placements, eliminations, [...innieEmpty, ...outieEmpty], explanation, () => {
    const houses = areaHouses(board, area.houses, cageList);
    const them = area.houses.length > 1 ? 'them' : 'it';
    const hint =
      count.counted.length > 0 && count.left.length === 0
        ? `add up the cages that cover ${them}`
        : 'add up the cages that lie wholly inside';
    return {
      nudge: lookAt(
        board,
        houses.filter((h) => h.unit !== 'cage'),
        undefined,
        hint,
      ),
      houses,
    };
  });
}

function digitsOf(mask: number): string {
  const out: string[] = [];
  for (let d = 1; mask; d++, mask >>= 1) if (mask & 1) out.push(String(d));
  return out.length <= 1 ? out.join('') : `${out.slice(0, -1).join(', ')} and ${out[out.length - 1]}`;
}

export const oneInnieOutieSteps = ruleOf45({
  technique: 'one innie or outie',
  tiers: ['one'],
  min: 1,
  max: 1,
  mixed: false,
});
export const innieOutieSteps = ruleOf45({
  technique: 'innies and outies',
  tiers: ['one'],
  min: 2,
  max: 3,
  mixed: false,
});
export const multiInnieOutieSteps = ruleOf45({
  technique: 'multi-unit innies and outies',
  tiers: ['union'],
  min: 1,
  max: 4,
  mixed: false,
});
export const innieMinusOutieSteps = ruleOf45({
  technique: 'innies minus outies',
  tiers: ['one', 'union'],
  min: 2,
  max: 4,
  mixed: 'only',
});
export const largeInnieOutieSteps = ruleOf45({
  technique: 'large-area innies and outies',
  tiers: ['large'],
  min: 1,
  max: 4,
  mixed: true,
});
