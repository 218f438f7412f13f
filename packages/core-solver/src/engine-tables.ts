/**
 * The counter's tables (engine.ts): a geometry's peers, houses, pairs of houses, sum constraints,
 * combinations and the constraint handlers' propagators, flattened into typed arrays (compressed
 * rows: start[i]..start[i+1] into list) so the hot loops read them without allocating.
 */
import { combinationTable } from './combinations.ts';
import type { Geometry } from './geometry.ts';
import { sumConstraints, type SumConstraint } from './sum-constraints.ts';
import { propagatorsOf } from './constraints/registry.ts';
import type { Propagator } from './constraints/handler.ts';

/** Flattened tables for the hot loops (compressed rows: start[i]..start[i+1] into list). */
export interface Tables {
  n: number;
  cellCount: number;
  all: number;
  peerStart: Int32Array;
  peerList: Int32Array;
  houseCount: number;
  houseStart: Int32Array;
  houseCells: Int32Array;
  /** The houses of each cell: cellHouses[cellHouseStart[c] .. cellHouseStart[c+1]]. */
  cellHouseStart: Int32Array;
  cellHouses: Int32Array;
  /** The houses of each cell as a 64-bit set: houses 0–31 in lo, 32–63 in hi. */
  houseBitsLo: Int32Array;
  houseBitsHi: Int32Array;
  /**
   * Pairs of houses sharing two or more cells (for locked candidates): house h's pairs are j in
   * pairStart[h] .. pairStart[h+1], other house pairHouse[j] (ascending), h's cells outside it
   * pairRest[pairRestStart[j] ..] and its cells outside h pairOut[pairOutStart[j] ..].
   */
  pairStart: Int32Array;
  pairHouse: Int32Array;
  pairRestStart: Int32Array;
  pairRest: Int32Array;
  pairOutStart: Int32Array;
  pairOut: Int32Array;
  /** 1 where every pair of house h shares at most three cells (a digit with four places there claims nothing). */
  pairsOfThree: Uint8Array;
  /** Sum constraints (cages, then rule-of-45 innies and outies): cells sumCells[sumStart[k]..]. */
  sumCount: number;
  sumStart: Int32Array;
  sumCells: Int32Array;
  /** Group (set of mutual peers) of each entry of sumCells, 0-based within its constraint. */
  sumGroup: Int32Array;
  sumGroupCount: Int32Array;
  /** +1 or -1 per entry of sumCells (-1 only in bounds constraints): Σ sign·digit = total. */
  sumSign: Int32Array;
  sumTotal: Int32Array;
  /** 1: the cells are mutual peers (combinations apply); 0: sum bounds only. */
  sumDistinct: Uint8Array;
  /**
   * The least touch (engine.ts's touched levels) that runs the constraint again: 1 any lost
   * candidate (distinct constraints of up to EAGER_CELLS cells), 2 a cell's least or greatest
   * one lost (the constraints' line sums), 3 a placement (the cages' other sums; in a long count a
   * moved bound touches at 3 too).
   */
  sumWake: Uint8Array;
  /** 1: a constraint's line sum (arrow, little killer, region-sum line: geometry.lineSums), run before locked candidates. */
  sumLine: Uint8Array;
  /** How many sum constraints are line sums. */
  lineSums: number;
  /**
   * The branching weight each cell starts a count with (engine.ts weight): 1 plus, over the sum
   * constraints holding it, max(2n − cells, n) each, and over the propagators, their cell counts
   * (cells in more and tighter rules are tried first, before any contradiction says where to
   * look); null (every cell 1) on a geometry with neither line sums nor propagators.
   */
  prior: Int32Array | null;
  /**
   * Houses holding a cell of a distinct constraint k: for j in sumHouseStart[k] ..
   * sumHouseStart[k+1], the house's other cells are outsideCells[outsideStart[j] .. outsideStart[j+1]].
   */
  sumHouseStart: Int32Array;
  /** The house of each j (ascending within a constraint). */
  outsideHouse: Int32Array;
  outsideStart: Int32Array;
  outsideCells: Int32Array;
  /** The constraints of each cell, the earliest waking first (sumWake ascending): cellSums[cellSumStart[c] .. cellSumStart[c+1]]. */
  cellSumStart: Int32Array;
  cellSums: Int32Array;
  /** Masks of k distinct digits adding to s: combos[comboStart[k*S+s] .. comboStart[k*S+s+1]]. */
  comboStart: Int32Array;
  combos: Uint16Array;
  sumSpan: number;
  /** low[mask*(n+1)+t] / high[…]: the sum of the t smallest / largest digits of mask (255 if too few). */
  low: Uint8Array;
  high: Uint8Array;
  /** mirror[mask]: digit d of mask becomes n+1-d (a negative group's cells read as a positive one). */
  mirror: Uint16Array;
  /** The constraint handlers' propagators (constraints/), woken per cell: cellProps[cellPropStart[c] ..]. */
  props: readonly Propagator[];
  propCells: Int32Array;
  propStart: Int32Array;
  cellPropStart: Int32Array;
  cellProps: Int32Array;
}

function flatten(lists: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => {
    start[i + 1] = start[i]! + list.length;
  });
  const flat = new Int32Array(start[lists.length]!);
  lists.forEach((list, i) => {
    flat.set(list, start[i]!);
  });
  return [start, flat];
}

/** For every mask and t: the sum of its t smallest and of its t largest digits (255: fewer than t). */
function extremeSums(n: number): [Uint8Array, Uint8Array] {
  const low = new Uint8Array((1 << n) * (n + 1)).fill(255);
  const high = new Uint8Array((1 << n) * (n + 1)).fill(255);
  for (let mask = 0; mask < 1 << n; mask++) {
    let sum = 0;
    let t = 0;
    low[mask * (n + 1)] = 0;
    for (let d = 1; d <= n; d++) if (mask & (1 << (d - 1))) low[mask * (n + 1) + ++t] = sum += d;
    sum = 0;
    t = 0;
    high[mask * (n + 1)] = 0;
    for (let d = n; d >= 1; d--) if (mask & (1 << (d - 1))) high[mask * (n + 1) + ++t] = sum += d;
  }
  return [low, high];
}

/**
 * Distinct constraints of more cells (the rule of 45's larger innies and outies) wake like the
 * bounds ones: a digit lost inside a cell's range rarely narrows them, and they cost the most to
 * run (issue 26: ~7% of a killer count, and no more positions).
 */
export const EAGER_CELLS = 6;

/** Per constraint cell its group and sign; per constraint its group count, total, distinctness and waking (plain loops: TypedArray.from is slow). */
function sumTables(sums: readonly SumConstraint[], cellCount: number) {
  const sumGroup = new Int32Array(cellCount);
  const sumSign = new Int32Array(cellCount);
  const sumGroupCount = new Int32Array(sums.length);
  const sumTotal = new Int32Array(sums.length);
  const sumDistinct = new Uint8Array(sums.length);
  const sumWake = new Uint8Array(sums.length);
  const sumLine = new Uint8Array(sums.length);
  let lineSums = 0;
  let at = 0;
  sums.forEach((k, i) => {
    let groups = 0;
    for (let j = 0; j < k.cells.length; j++, at++) {
      sumGroup[at] = k.groups[j]!;
      sumSign[at] = k.signs[j]!;
      groups = Math.max(groups, k.groups[j]! + 1);
    }
    sumGroupCount[i] = groups;
    sumTotal[i] = k.sum;
    sumDistinct[i] = k.distinct ? 1 : 0;
    sumWake[i] = k.distinct && k.cells.length <= EAGER_CELLS ? 1 : k.origin === 'line' ? 2 : 3;
    sumLine[i] = k.origin === 'line' ? 1 : 0;
    lineSums += sumLine[i]!;
  });
  return { sumGroup, sumSign, sumGroupCount, sumTotal, sumDistinct, sumWake, sumLine, lineSums };
}

/** Tables.prior: 1 + Σ max(2n − |k|, n) over the sums holding a cell + Σ |p| over its propagators. */
function branchPrior(
  sums: readonly SumConstraint[],
  props: readonly Propagator[],
  n: number,
  cellCount: number,
): Int32Array {
  const prior = new Int32Array(cellCount).fill(1);
  for (const k of sums) for (const c of k.cells) prior[c]! += Math.max(2 * n - k.cells.length, n);
  for (const p of props) for (const c of p.cells) prior[c]! += p.cells.length;
  return prior;
}

/** The tables that depend on the digit count alone (read-only, so shared by every engine of that n). */
interface DigitTables {
  combo: { comboStart: Int32Array; combos: Uint16Array; sumSpan: number };
  low: Uint8Array;
  high: Uint8Array;
  /** mirror[mask]: the mask with digit d read as n + 1 - d. */
  mirror: Uint16Array;
}
const NO_DIGIT_TABLES: DigitTables = {
  combo: { comboStart: new Int32Array(1), combos: new Uint16Array(0), sumSpan: 0 },
  low: new Uint8Array(0),
  high: new Uint8Array(0),
  mirror: new Uint16Array(0),
};
const DIGIT_TABLES = new Map<number, DigitTables>();
function digitTables(n: number): DigitTables {
  let tables = DIGIT_TABLES.get(n);
  if (!tables) {
    const [low, high] = extremeSums(n);
    const mirror = new Uint16Array(1 << n);
    for (let mask = 0; mask < mirror.length; mask++) {
      for (let d = 1; d <= n; d++) if (mask & (1 << (d - 1))) mirror[mask] = mirror[mask]! | (1 << (n - d));
    }
    tables = { combo: combinationTable(n), low, high, mirror };
    DIGIT_TABLES.set(n, tables);
  }
  return tables;
}

/**
 * The tables as one class instance, its fields set once by its constructor. Not an object literal:
 * V8 makes a literal's later instances by copying the first and storing their fields again, takes
 * that for a change of fields it had found constant, and throws away every optimized loop reading
 * them (issue 26: at the second puzzle of a run the counter's hot loops all went back to the
 * interpreter). A constructor's stores only initialize.
 */
// biome-ignore lint/correctness/noUnusedVariables: it gives the class below the fields of Tables
interface TableRecord extends Tables {}
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the class declares no field of its own; its constructor sets every field of Tables
class TableRecord {
  constructor(f: Tables) {
    this.n = f.n;
    this.cellCount = f.cellCount;
    this.all = f.all;
    this.peerStart = f.peerStart;
    this.peerList = f.peerList;
    this.houseCount = f.houseCount;
    this.houseStart = f.houseStart;
    this.houseCells = f.houseCells;
    this.cellHouseStart = f.cellHouseStart;
    this.cellHouses = f.cellHouses;
    this.houseBitsLo = f.houseBitsLo;
    this.houseBitsHi = f.houseBitsHi;
    this.pairStart = f.pairStart;
    this.pairHouse = f.pairHouse;
    this.pairRestStart = f.pairRestStart;
    this.pairRest = f.pairRest;
    this.pairOutStart = f.pairOutStart;
    this.pairOut = f.pairOut;
    this.pairsOfThree = f.pairsOfThree;
    this.sumCount = f.sumCount;
    this.sumStart = f.sumStart;
    this.sumCells = f.sumCells;
    this.sumGroup = f.sumGroup;
    this.sumGroupCount = f.sumGroupCount;
    this.sumSign = f.sumSign;
    this.sumTotal = f.sumTotal;
    this.sumDistinct = f.sumDistinct;
    this.sumWake = f.sumWake;
    this.sumLine = f.sumLine;
    this.lineSums = f.lineSums;
    this.prior = f.prior;
    this.sumHouseStart = f.sumHouseStart;
    this.outsideHouse = f.outsideHouse;
    this.outsideStart = f.outsideStart;
    this.outsideCells = f.outsideCells;
    this.cellSumStart = f.cellSumStart;
    this.cellSums = f.cellSums;
    this.comboStart = f.comboStart;
    this.combos = f.combos;
    this.sumSpan = f.sumSpan;
    this.low = f.low;
    this.high = f.high;
    this.mirror = f.mirror;
    this.props = f.props;
    this.propCells = f.propCells;
    this.propStart = f.propStart;
    this.cellPropStart = f.cellPropStart;
    this.cellProps = f.cellProps;
  }
}

/** The flattened tables of a geometry, built once per engine. */
export function buildTables(geometry: Geometry): Tables {
  const n = geometry.size;
  const houses = geometry.units.filter((u) => u.cells.length === n).map((u) => u.cells);
  const sums = sumConstraints(geometry);
  const [peerStart, peerList] = flatten(geometry.peers);
  const [houseStart, houseCells] = flatten(houses);
  const housesOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  houses.forEach((cells, h) => {
    cells.forEach((c) => {
      housesOfCell[c]!.push(h);
    });
  });
  const [cellHouseStart, cellHouses] = flatten(housesOfCell);
  // Every variant has at most 48 houses (16×16); killer cages of n cells count as houses too.
  if (houses.length > 64) throw new Error(`${houses.length} houses: the solver tracks at most 64`);
  const houseBitsLo = new Int32Array(geometry.cellCount);
  const houseBitsHi = new Int32Array(geometry.cellCount);
  housesOfCell.forEach((list, c) => {
    for (const h of list) {
      if (h < 32) houseBitsLo[c] = houseBitsLo[c]! | (1 << h);
      else houseBitsHi[c] = houseBitsHi[c]! | (1 << (h - 32));
    }
  });
  const pairStart = new Int32Array(houses.length + 1);
  const pairsOfThree = new Uint8Array(houses.length).fill(1);
  const pairHouse: number[] = [];
  const pairRestLists: number[][] = [];
  const pairOutLists: number[][] = [];
  houses.forEach((h, i) => {
    houses.forEach((o, j) => {
      if (j === i) return;
      const shared = h.filter((c) => o.includes(c));
      if (shared.length < 2) return;
      if (shared.length > 3) pairsOfThree[i] = 0;
      pairHouse.push(j);
      pairRestLists.push(h.filter((c) => !o.includes(c)));
      pairOutLists.push(o.filter((c) => !h.includes(c)));
    });
    pairStart[i + 1] = pairHouse.length;
  });
  const [pairRestStart, pairRest] = flatten(pairRestLists);
  const [pairOutStart, pairOut] = flatten(pairOutLists);
  const [sumStart, sumCells] = flatten(sums.map((k) => k.cells));
  const sumsOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  sums.forEach((k, i) => {
    k.cells.forEach((c) => {
      sumsOfCell[c]!.push(i);
    });
  });
  const perSum = sumTables(sums, sumCells.length);
  // each cell's constraints from the earliest waking: markTouched stops at the first it does not wake
  for (const list of sumsOfCell) list.sort((a, b) => perSum.sumWake[a]! - perSum.sumWake[b]! || a - b);
  const [cellSumStart, cellSums] = flatten(sumsOfCell);
  // Per distinct constraint, in house order: the cells outside it of each house it meets.
  const outsideLists: number[][] = [];
  const outsideHouse: number[] = [];
  const sumHouseStart = new Int32Array(sums.length + 1);
  const inSum = new Uint8Array(geometry.cellCount);
  const meets = new Uint8Array(houses.length);
  sums.forEach((k, i) => {
    if (k.distinct) {
      for (const c of k.cells) {
        inSum[c] = 1;
        for (const h of housesOfCell[c]!) meets[h] = 1;
      }
      for (let h = 0; h < houses.length; h++) {
        if (meets[h] === 0) continue;
        meets[h] = 0;
        outsideLists.push(houses[h]!.filter((c) => inSum[c] === 0));
        outsideHouse.push(h);
      }
      for (const c of k.cells) inSum[c] = 0;
    }
    sumHouseStart[i + 1] = outsideLists.length;
  });
  const [outsideStart, outsideCells] = flatten(outsideLists);
  const { combo, low, high, mirror } = sums.length > 0 ? digitTables(n) : NO_DIGIT_TABLES;
  const props =
    geometry.rules.length > 0
      ? propagatorsOf({ size: n, regionOf: geometry.regionOf, box: geometry.box, constraints: geometry.rules })
      : [];
  const [propStart, propCells] = flatten(props.map((p) => p.cells));
  const propsOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  props.forEach((p, i) => {
    new Set(p.cells).forEach((c) => {
      propsOfCell[c]!.push(i);
    });
  });
  const [cellPropStart, cellProps] = flatten(propsOfCell);
  return new TableRecord({
    prior: props.length > 0 || perSum.lineSums > 0 ? branchPrior(sums, props, n, geometry.cellCount) : null,
    props,
    propCells,
    propStart,
    cellPropStart,
    cellProps,
    n,
    cellCount: geometry.cellCount,
    all: geometry.allDigits,
    peerStart,
    peerList,
    houseCount: houses.length,
    houseStart,
    houseCells,
    cellHouseStart,
    cellHouses,
    houseBitsLo,
    houseBitsHi,
    pairStart,
    pairHouse: Int32Array.from(pairHouse),
    pairRestStart,
    pairRest,
    pairOutStart,
    pairOut,
    pairsOfThree,
    sumCount: sums.length,
    sumStart,
    sumCells,
    sumGroup: perSum.sumGroup,
    sumSign: perSum.sumSign,
    sumGroupCount: perSum.sumGroupCount,
    sumTotal: perSum.sumTotal,
    sumDistinct: perSum.sumDistinct,
    sumWake: perSum.sumWake,
    sumLine: perSum.sumLine,
    lineSums: perSum.lineSums,
    sumHouseStart,
    outsideHouse: Int32Array.from(outsideHouse),
    outsideStart,
    outsideCells,
    cellSumStart,
    cellSums,
    comboStart: combo.comboStart,
    combos: combo.combos,
    sumSpan: combo.sumSpan,
    low,
    high,
    mirror,
  });
}
