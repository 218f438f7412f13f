/**
 * The bounded solution counter: the heart every other part calls (solve, uniqueness proof,
 * generator carving, verify).
 *
 * Depth-first search over one generic representation:
 *
 *   cells[c]   digit placed in cell c (0 = empty)                     Uint8Array(N)
 *   cand[c]    candidate mask of cell c, digit d = bit d-1            Uint16Array(N)
 *              (a placed cell keeps exactly its own bit)
 *   solved[h]  digits already placed in house h                      Uint16Array(houses)
 *   dirty      houses touched since their last scan                  two 32-bit words
 *
 * Saving a position copies cells, cand and solved into the slot of its depth; the dirty set is
 * empty at every saved position (propagation ran to its fixpoint), so restoring just clears it.
 *
 * After every placement, singles propagation runs to a fixpoint:
 *   naked single   a cell with one candidate left            → place it
 *   hidden single  a digit with one place left in a house    → place it
 *   sum constraints (geometries with cages; the list comes from sum-constraints.ts: the cages and
 *                  the rule of 45's innies, outies and innies − outies over houses and runs of houses)
 *     on mutual peers   each cell cut to the digits some full assignment gives it (exact: the
 *                       combinations per remaining sum and cell count, precomputed, each matched
 *                       to the cells in cage-support.ts), among assignments holding every digit a
 *                       house holding the cells can place nowhere else; a digit every assignment
 *                       needs is taken out of a house holding all its places
 *     otherwise         sum bounds: Σ sign·digit = total, each group of mutual peers adding up to
 *                       at least its t smallest and at most its t largest candidates
 *                       (low/high tables); each cell keeps the digits the others' bounds allow;
 *                       when those bounds span few totals (16; 31 once a count has visited 2,000
 *                       positions), exact totals: each group's reachable totals as a bit set (groups
 *                       of up to 4 cells from group-totals.ts, memoised per candidate masks), added
 *                       up by shift-or; each group keeps the totals the others complement, each
 *                       cell the digits of such assignments
 * A cell with no candidate, or a house missing a digit, ends the branch. Hidden singles are only
 * looked for in houses whose cells changed since their last scan, and never in complete houses;
 * the fixpoint (and so every count, guess and position) is the same as scanning them all. Sum
 * constraints likewise run only when one of their cells changed — the bounds constraints only when
 * a cell was placed or lost its least or greatest candidate (a digit lost inside a cell's range
 * rarely moves a bound: waking on it costs more than it prunes; the answer stays exact, only that
 * propagation waits for the next wake) — the bound constraints before the combinations (cheap
 * contradictions first; the weights below blame the constraint that failed):
 *
 *   touched[c]  cell c changed since its constraints were last marked:  Uint8Array(N) + list
 *               1 inside its range only, 2 placed or a bound moved
 *   sumDirty[k] constraint k waits to run                               Uint8Array(K) + stack
 *   weight[c]   contradictions met in the constraints and houses of c   Int32Array(N), per count
 *
 * Branching is on the empty cell with the fewest candidates, one trial per digit; on geometries
 * with sum constraints, the fewest candidates per weight (weighted degree: cells where the search
 * keeps failing first), and binary (countBinary): try cell = digit, then go on with cell ≠ digit
 * propagated through the cages, re-choosing the branching cell — a refuted digit prunes the
 * sibling trials through the sums, which trying each digit from the same position cannot.
 * The search stops as soon as it has `limit` solutions, or when it has visited `maxPositions`
 * positions — then the answer is "undecided", never a guess. A position is the root or one trial
 * placement; propagation, however strong, never counts as one and never guesses.
 *
 * Rules enter only through the tables (peers, houses, cages): no variant is special-cased here.
 * All buffers are preallocated per geometry; the hot loops allocate nothing.
 */
import { countClassic, isClassicGeometry } from './classic-engine.ts';
import { bitIndex, highestBit, lowestBit } from './cell-sets.ts';
import { combinationTable } from './combinations.ts';
import type { Geometry } from './geometry.ts';
import { CageSupport } from './cage-support.ts';
import { GROUP_CELLS, GroupTotals, groupTotalsFor } from './group-totals.ts';
import { sumConstraints, type SumConstraint } from './sum-constraints.ts';
import { propagatorsOf } from './constraints/registry.ts';
import type { Domains, Propagator } from './constraints/handler.ts';
import { POPCOUNT, bitDigit } from './symbols.ts';

export interface CountOptions {
  /** Stop after this many solutions (default 2: enough to tell unique from multiple). */
  limit?: number;
  /** Stop, undecided, after visiting this many positions (default 200,000). */
  maxPositions?: number;
  /** Random source in [0, 1): branch digits are tried in random order (random grids). */
  random?: () => number;
}

export interface CountResult {
  /** Solutions found, 0..limit. */
  solutions: number;
  /** False when the position limit stopped the search first: the count then proves nothing. */
  decided: boolean;
  /** The solutions found, in the order found (at most `limit`). */
  found: Uint8Array[];
  /** Trial placements before the first solution (all of them if there is none). */
  guesses: number;
  /** Positions visited: the root plus one per trial placement. */
  positions: number;
  /** Cells filled by singles propagation at the root, before any trial. */
  singles: number;
}

export const DEFAULT_LIMIT = 2;
export const DEFAULT_MAX_POSITIONS = 200_000;
/** Distinct sum constraints with at most this many empty cells get exact supports (cage-support.ts). */
const EXACT_CELLS = 9;
/**
 * Bounds constraints whose totals span at most this many values get exact totals (exactTotals):
 * NARROW_SPAN from the start of a count, WIDE_SPAN once it has visited WIDE_AFTER positions (the
 * wide ones cost more than they save on a short search, and pay on a long one).
 */
const NARROW_SPAN = 16;
const WIDE_SPAN = 31;
const WIDE_AFTER = 2000;

/** The totals a + b for a in set x, b in set y (bit s: total s; totals past 31 drop out). */
function shiftSum(x: number, y: number): number {
  let out = 0;
  while (y !== 0) {
    const bit = y & -y;
    y ^= bit;
    out |= x << bitIndex(bit);
  }
  return out;
}

/** x smeared over width more totals: the totals a + b for a in x, 0 ≤ b ≤ width (totals past 31 drop out). */
function smear(x: number, width: number): number {
  let covered = 1;
  while (covered * 2 <= width + 1) {
    x |= x << covered;
    covered *= 2;
  }
  return covered <= width ? x | (x << (width + 1 - covered)) : x;
}

/** Bits 0..top (top ≤ 31). */
const upTo = (top: number): number => (top >= 31 ? -1 : (2 << top) - 1);

/**
 * Whether the f masks at list[from..] all equal u and u is a run of consecutive digits: then f
 * distinct digits of them reach every total between the least and the greatest.
 */
function sameRun(list: Int32Array, from: number, f: number, u: number): boolean {
  for (let i = from; i < from + f; i++) if (list[i] !== u) return false;
  const run = u >>> bitIndex(u & -u);
  return (run & (run + 1)) === 0;
}

/** Flattened tables for the hot loops (compressed rows: start[i]..start[i+1] into list). */
interface Tables {
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
   * pairStart[h] .. pairStart[h+1], other house pairHouse[j] (ascending), their common cells
   * pairIn[pairInStart[j] ..], h's other cells pairRest[pairRestStart[j] ..] and the other house's
   * cells outside h pairOut[pairOutStart[j] ..].
   */
  pairStart: Int32Array;
  pairHouse: Int32Array;
  pairInStart: Int32Array;
  pairIn: Int32Array;
  pairRestStart: Int32Array;
  pairRest: Int32Array;
  pairOutStart: Int32Array;
  pairOut: Int32Array;
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
   * Houses holding a cell of a distinct constraint k: for j in sumHouseStart[k] ..
   * sumHouseStart[k+1], the house's other cells are outsideCells[outsideStart[j] .. outsideStart[j+1]].
   */
  sumHouseStart: Int32Array;
  outsideStart: Int32Array;
  outsideCells: Int32Array;
  /** The constraints of each cell: cellSums[cellSumStart[c] .. cellSumStart[c+1]]. */
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
  lists.forEach((list, i) => { start[i + 1] = start[i]! + list.length; });
  const flat = new Int32Array(start[lists.length]!);
  lists.forEach((list, i) => { flat.set(list, start[i]!); });
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

/** Per constraint cell its group and sign; per constraint its group count, total and distinctness (plain loops: TypedArray.from is slow). */
function sumTables(sums: readonly SumConstraint[], cellCount: number) {
  const sumGroup = new Int32Array(cellCount);
  const sumSign = new Int32Array(cellCount);
  const sumGroupCount = new Int32Array(sums.length);
  const sumTotal = new Int32Array(sums.length);
  const sumDistinct = new Uint8Array(sums.length);
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
  });
  return { sumGroup, sumSign, sumGroupCount, sumTotal, sumDistinct };
}

/** The tables that depend on the digit count alone (read-only, so shared by every engine of that n). */
interface DigitTables {
  combo: { comboStart: Int32Array; combos: Uint16Array; sumSpan: number };
  low: Uint8Array;
  high: Uint8Array;
  /** mirror[mask]: the mask with digit d read as n + 1 - d. */
  mirror: Uint16Array;
}
const NO_DIGIT_TABLES: DigitTables = { combo: { comboStart: new Int32Array(1), combos: new Uint16Array(0), sumSpan: 0 }, low: new Uint8Array(0), high: new Uint8Array(0), mirror: new Uint16Array(0) };
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

function buildTables(geometry: Geometry): Tables {
  const n = geometry.size;
  const houses = geometry.units.filter((u) => u.cells.length === n).map((u) => u.cells);
  const sums = sumConstraints(geometry);
  const [peerStart, peerList] = flatten(geometry.peers);
  const [houseStart, houseCells] = flatten(houses);
  const housesOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  houses.forEach((cells, h) => { cells.forEach((c) => { housesOfCell[c]!.push(h); }); });
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
  const pairHouse: number[] = [];
  const pairInLists: number[][] = [];
  const pairRestLists: number[][] = [];
  const pairOutLists: number[][] = [];
  houses.forEach((h, i) => {
    houses.forEach((o, j) => {
      if (j === i) return;
      const shared = h.filter((c) => o.includes(c));
      if (shared.length < 2) return;
      pairHouse.push(j);
      pairInLists.push(shared);
      pairRestLists.push(h.filter((c) => !o.includes(c)));
      pairOutLists.push(o.filter((c) => !h.includes(c)));
    });
    pairStart[i + 1] = pairHouse.length;
  });
  const [pairInStart, pairIn] = flatten(pairInLists);
  const [pairRestStart, pairRest] = flatten(pairRestLists);
  const [pairOutStart, pairOut] = flatten(pairOutLists);
  const [sumStart, sumCells] = flatten(sums.map((k) => k.cells));
  const sumsOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  sums.forEach((k, i) => { k.cells.forEach((c) => { sumsOfCell[c]!.push(i); }); });
  const [cellSumStart, cellSums] = flatten(sumsOfCell);
  // Per distinct constraint, in house order: the cells outside it of each house it meets.
  const outsideLists: number[][] = [];
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
      }
      for (const c of k.cells) inSum[c] = 0;
    }
    sumHouseStart[i + 1] = outsideLists.length;
  });
  const [outsideStart, outsideCells] = flatten(outsideLists);
  const { combo, low, high, mirror } = sums.length > 0 ? digitTables(n) : NO_DIGIT_TABLES;
  const props = geometry.rules.length > 0 ? propagatorsOf({ size: n, regionOf: geometry.regionOf, box: geometry.box, constraints: geometry.rules }) : [];
  const [propStart, propCells] = flatten(props.map((p) => p.cells));
  const propsOfCell: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  props.forEach((p, i) => { new Set(p.cells).forEach((c) => { propsOfCell[c]!.push(i); }); });
  const [cellPropStart, cellProps] = flatten(propsOfCell);
  return {
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
    pairInStart,
    pairIn,
    pairRestStart,
    pairRest,
    pairOutStart,
    pairOut,
    sumCount: sums.length,
    sumStart,
    sumCells,
    ...sumTables(sums, sumCells.length),
    sumHouseStart,
    outsideStart,
    outsideCells,
    cellSumStart,
    cellSums,
    ...combo,
    low,
    high,
    mirror,
  };
}

/** One search engine per geometry, with its buffers; reused across calls. */
class Engine implements Domains {
  readonly t: Tables;
  readonly cells: Uint8Array;
  readonly cand: Uint16Array;
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  /** Saved positions, one slot per depth (views made once, so save and restore allocate nothing). */
  private readonly savedCells: Uint8Array[];
  private readonly savedCand: Uint16Array[];
  private readonly frameCell: Int32Array;
  private readonly frameMask: Int32Array;
  /**
   * solved[h]: the digits already placed in house h. A house with every digit placed needs no
   * scan, and knowing the placed digits lets the scan read candidate masks only.
   */
  private readonly solved: Uint16Array;
  private readonly savedSolved: Uint16Array[];
  /**
   * Houses whose cells changed (a candidate removed or a digit placed) since their last scan, as a
   * 64-bit set in two words. Only they can hold a new hidden single or lose their last place for a
   * digit, so the scan visits only them. Empty at every fixpoint, hence at every saved position.
   */
  private dirtyLo = 0;
  /** Scratch for lockedCandidates: the digits claimed per pair of the house at hand. */
  private readonly claims: Int32Array;
  /** Houses scanned since locked candidates last looked at them (sum geometries only). */
  private lockedLo = 0;
  private lockedHi = 0;
  private dirtyHi = 0;
  /**
   * Sum constraints: cells whose candidates changed since their constraints were last marked
   * (touched flag plus list), and the marked constraints waiting to run (flag plus stack). Both
   * are empty at every fixpoint; restoring a position clears whatever a contradiction left.
   */
  private readonly tracking: boolean;
  private readonly touched: Uint8Array;
  private readonly touchedList: Int32Array;
  private touchedCount = 0;
  private readonly sumDirty: Uint8Array;
  private readonly sumStack: Int32Array;
  /** Constraint propagators waiting to run (flag plus stack), like the sum constraints. */
  private readonly propDirty: Uint8Array;
  private readonly propStack: Int32Array;
  private propTop = 0;
  /** Scratch for restrictSums: the dirty distinct constraints, run after the bounds. */
  private readonly deferred: Int32Array;
  private sumTop = 0;
  /** Scratch for restrictBounds: candidates, empty-cell count, sign and digits to keep per group. */
  private readonly groupUnion: Int32Array;
  private readonly groupFree: Int32Array;
  private readonly groupSign: Int32Array;
  private readonly groupKeep: Int32Array;
  /** Scratch for pointRequired: 1 on the cells of the constraint at hand. */
  private readonly inSum: Uint8Array;
  /**
   * Scratch for exactTotals: a bounds constraint's empty cells by group (gCells[gStart[g] ..]),
   * their candidates (mirrored in negative groups), each group's base (least total) and reachable
   * totals (holey groups: bit s = base + s; interval groups: the width), and the totals of the
   * interval groups with holey groups 0..j-1 (gPrefix[j]).
   */
  private readonly gStart: Int32Array;
  private readonly gCells: Int32Array;
  private readonly gMasks: Int32Array;
  private readonly gReach: Int32Array;
  private readonly gBase: Int32Array;
  private readonly gPrefix: Int32Array;
  /** Per group: 0 one total (or no cell), 1 an interval of totals, 2 holey; the holey ones in order. */
  private readonly gKind: Int32Array;
  private readonly gHoley: Int32Array;
  /** Reachable totals of groups of up to GROUP_CELLS mutual peers (group-totals.ts, shared per n). */
  private readonly totals: GroupTotals;
  /** Exact supports of distinct constraints with up to EXACT_CELLS empty cells. */
  private readonly exact: CageSupport;
  /**
   * Geometries with sum constraints branch by weighted degree: weight[c] counts the
   * contradictions met in constraints and houses holding cell c during this count, and the
   * branching cell has the fewest candidates per weight. They also branch binary (countBinary).
   */
  private readonly weighted: boolean;
  private readonly weight: Int32Array;
  /** The widest bounds constraint (hi - lo) that gets exact totals in this count: NARROW_SPAN or WIDE_SPAN. */
  private spanMax = NARROW_SPAN;

  constructor(geometry: Geometry) {
    this.t = buildTables(geometry);
    const N = this.t.cellCount;
    this.cells = new Uint8Array(N);
    this.cand = new Uint16Array(N);
    this.queue = new Int32Array(N + 1);
    const H = this.t.houseCount;
    const cellSlots = new Uint8Array(N * (N + 1));
    const candSlots = new Uint16Array(N * (N + 1));
    const solvedSlots = new Uint16Array(H * (N + 1));
    this.savedCells = Array.from({ length: N + 1 }, (_, d) => cellSlots.subarray(d * N, d * N + N));
    this.savedCand = Array.from({ length: N + 1 }, (_, d) => candSlots.subarray(d * N, d * N + N));
    this.savedSolved = Array.from({ length: N + 1 }, (_, d) => solvedSlots.subarray(d * H, d * H + H));
    this.frameCell = new Int32Array(N + 1);
    this.frameMask = new Int32Array(N + 1);
    this.solved = new Uint16Array(this.t.houseCount);
    this.claims = new Int32Array(this.t.houseCount);
    this.tracking = this.t.sumCount > 0 || this.t.props.length > 0;
    this.propDirty = new Uint8Array(this.t.props.length);
    this.propStack = new Int32Array(this.t.props.length);
    this.touched = new Uint8Array(N);
    this.touchedList = new Int32Array(N);
    this.sumDirty = new Uint8Array(this.t.sumCount);
    this.sumStack = new Int32Array(this.t.sumCount);
    this.deferred = new Int32Array(this.t.sumCount);
    this.groupUnion = new Int32Array(N);
    this.groupFree = new Int32Array(N);
    this.groupSign = new Int32Array(N);
    this.groupKeep = new Int32Array(N);
    this.inSum = new Uint8Array(N);
    this.gStart = new Int32Array(N + 1);
    this.gCells = new Int32Array(N);
    this.gMasks = new Int32Array(N);
    this.gReach = new Int32Array(N);
    this.gBase = new Int32Array(N);
    this.gPrefix = new Int32Array(N + 1);
    this.gKind = new Int32Array(N);
    this.gHoley = new Int32Array(N);
    this.totals = this.tracking ? groupTotalsFor(this.t.n) : new GroupTotals(0, 0);
    this.exact = new CageSupport(this.tracking ? this.t.n : 0, EXACT_CELLS, this.t.comboStart, this.t.combos, this.t.sumSpan);
    this.weighted = this.tracking;
    this.weight = new Int32Array(N);
  }

  /** Places digit (as its bit) in cell, removing it from the peers. False on a contradiction. */
  private assign(cell: number, bit: number): boolean {
    const { cells, cand, queue, solved } = this;
    const { peerStart, peerList, cellHouseStart, cellHouses, houseBitsLo, houseBitsHi } = this.t;
    cells[cell] = bitDigit(bit);
    cand[cell] = bit;
    const { tracking, touched, touchedList } = this;
    if (tracking) {
      if (touched[cell] === 0) touchedList[this.touchedCount++] = cell;
      touched[cell] = 2;
    }
    for (let i = cellHouseStart[cell]!, end = cellHouseStart[cell + 1]!; i < end; i++) {
      const h = cellHouses[i]!;
      solved[h] = solved[h]! | bit;
    }
    let dirtyLo = this.dirtyLo | houseBitsLo[cell]!;
    let dirtyHi = this.dirtyHi | houseBitsHi[cell]!;
    for (let i = peerStart[cell]!, end = peerStart[cell + 1]!; i < end; i++) {
      const p = peerList[i]!;
      const m = cand[p]!;
      if ((m & bit) === 0) continue;
      const left = m ^ bit;
      if (left === 0) {
        // an empty peer lost its last candidate, or a placed peer holds this digit
        if (this.weighted) {
          this.weight[p]!++;
          this.weight[cell]!++;
        }
        return false;
      }
      cand[p] = left;
      if (tracking) {
        // losing its least or greatest digit moves p's bounds (level 2); else only the combinations see it
        const level = (m & -m) !== bit && bit < left ? 1 : 2;
        const was = touched[p]!;
        if (was === 0) touchedList[this.touchedCount++] = p;
        if (level > was) touched[p] = level;
      }
      dirtyLo |= houseBitsLo[p]!;
      dirtyHi |= houseBitsHi[p]!;
      // p had two or more candidates (a placed peer has one: losing it is the contradiction above),
      // so p is empty; with one left it is a naked single.
      if ((left & (left - 1)) === 0) queue[this.qTail++] = p;
    }
    this.dirtyLo = dirtyLo;
    this.dirtyHi = dirtyHi;
    return true;
  }

  /** Singles (and cage sums) to a fixpoint. False on a contradiction. */
  private propagate(): boolean {
    const { cells, cand, queue, t, solved } = this;
    const { houseStart, houseCells, all } = t;
    for (;;) {
      while (this.qHead < this.qTail) {
        const c = queue[this.qHead++]!;
        if (cells[c] !== 0) continue;
        if (!this.assign(c, cand[c]!)) return false;
      }
      this.qHead = this.qTail = 0;
      while ((this.dirtyLo | this.dirtyHi) !== 0) {
        let h: number;
        if (this.dirtyLo !== 0) {
          const low = this.dirtyLo & -this.dirtyLo;
          this.dirtyLo ^= low;
          h = bitIndex(low);
        } else {
          const low = this.dirtyHi & -this.dirtyHi;
          this.dirtyHi ^= low;
          h = 32 + bitIndex(low);
        }
        const placed = solved[h]!;
        if (placed === all) continue; // complete: nothing hidden, nothing missing
        if (this.tracking) {
          if (h < 32) this.lockedLo |= 1 << h;
          else this.lockedHi |= 1 << (h - 32);
        }
        const start = houseStart[h]!;
        const end = houseStart[h + 1]!;
        // A placed digit has left every other cell of the house (assign removed it from the
        // peers), so placed cells count once and never twice: no need to tell them apart here.
        let once = 0;
        let twice = 0;
        for (let i = start; i < end; i++) {
          const m = cand[houseCells[i]!]!;
          twice |= once & m;
          once |= m;
        }
        if (once !== all) {
          this.blame(start, end, houseCells);
          return false; // some digit has no place left in this house
        }
        let hidden = once & ~twice & ~placed;
        while (hidden !== 0) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let i = start; i < end; i++) {
            const c = houseCells[i]!;
            if (cells[c] === 0 && (cand[c]! & bit) !== 0) {
              if (!this.assign(c, bit)) return false;
              break;
            }
          }
        }
      }
      if (this.qTail > 0) continue;
      if ((this.lockedLo | this.lockedHi) !== 0) {
        if (!this.lockedCandidates()) return false;
        if (this.qTail > 0 || (this.dirtyLo | this.dirtyHi) !== 0) continue;
      }
      if (t.sumCount > 0 && this.restrictSums() < 0) return false;
      if (t.props.length > 0 && !this.runPropagators()) return false;
      if (this.qTail === 0 && (this.dirtyLo | this.dirtyHi) === 0) return true;
    }
  }

  /**
   * Locked candidates between any two houses (sum geometries only): a digit whose places in a
   * scanned house all lie in another house leaves that house's other cells. Bit-parallel over the
   * digits, per pair of houses sharing two or more cells (pairs in Tables): the digits with two or
   * more places in h, found in h ∩ o and nowhere else in h, leave o \ h; digits are then taken in
   * ascending order (a digit with no place in h ends the branch when its turn comes). False on a
   * contradiction. Empties the locked set.
   */
  private lockedCandidates(): boolean {
    const { cand, solved, t, claims } = this;
    const { houseStart, houseCells, all, pairStart, pairHouse, pairInStart, pairIn, pairRestStart, pairRest, pairOutStart, pairOut } = t;
    while ((this.lockedLo | this.lockedHi) !== 0) {
      let h: number;
      if (this.lockedLo !== 0) {
        const low = this.lockedLo & -this.lockedLo;
        this.lockedLo ^= low;
        h = 31 - Math.clz32(low);
      } else {
        const low = this.lockedHi & -this.lockedHi;
        this.lockedHi ^= low;
        h = 63 - Math.clz32(low);
      }
      const open = all & ~solved[h]!;
      if (open === 0) continue;
      const start = houseStart[h]!;
      const end = houseStart[h + 1]!;
      // Placed cells hold solved digits only, which open leaves out: no need to tell them apart.
      let once = 0;
      let twice = 0;
      for (let i = start; i < end; i++) {
        const m = cand[houseCells[i]!]!;
        twice |= once & m;
        once |= m;
      }
      const missing = open & ~once;
      const several = open & twice;
      const p0 = pairStart[h]!;
      const p1 = pairStart[h + 1]!;
      let any = 0;
      for (let j = p0; j < p1; j++) {
        let inner = 0;
        for (let i = pairInStart[j]!, iEnd = pairInStart[j + 1]!; i < iEnd; i++) inner |= cand[pairIn[i]!]!;
        let claim = inner & several;
        if (claim !== 0) {
          let rest = 0;
          for (let i = pairRestStart[j]!, iEnd = pairRestStart[j + 1]!; i < iEnd; i++) rest |= cand[pairRest[i]!]!;
          claim &= ~rest;
        }
        claims[j - p0] = claim;
        any |= claim;
      }
      let digits = any | missing;
      while (digits !== 0) {
        const bit = digits & -digits;
        digits ^= bit;
        if ((missing & bit) !== 0) {
          this.blame(start, end, houseCells);
          this.lockedLo = this.lockedHi = 0;
          return false;
        }
        for (let j = p0; j < p1; j++) {
          if ((claims[j - p0]! & bit) === 0) continue;
          for (let i = pairOutStart[j]!, iEnd = pairOutStart[j + 1]!; i < iEnd; i++) {
            const c = pairOut[i]!;
            if ((cand[c]! & bit) === 0) continue;
            if (!this.narrow(c, cand[c]! & ~bit)) {
              const o = pairHouse[j]!;
              this.blame(houseStart[o]!, houseStart[o + 1]!, houseCells);
              this.lockedLo = this.lockedHi = 0;
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  /** A contradiction in the cells list[start..end): each weighs more in branching (see pickCell). */
  private blame(start: number, end: number, list: Int32Array): void {
    if (!this.weighted) return;
    const { weight } = this;
    for (let i = start; i < end; i++) weight[list[i]!]!++;
  }

  /**
   * Runs every constraint propagator whose cells changed since it last ran (their narrowing marks
   * houses and cells for the loop in propagate). False on a contradiction.
   */
  private runPropagators(): boolean {
    this.markTouched();
    const { props, propStart, propCells } = this.t;
    while (this.propTop > 0) {
      const k = this.propStack[--this.propTop]!;
      this.propDirty[k] = 0;
      if (!props[k]!.run(this)) {
        this.blame(propStart[k]!, propStart[k + 1]!, propCells);
        return false;
      }
    }
    return true;
  }

  /** Domains.keep for the propagators: cuts cell c to the digits of mask. False if none is left. */
  keep(c: number, mask: number): boolean {
    const m = this.cand[c]!;
    const left = m & mask;
    if (left === m) return true;
    return this.narrow(c, left);
  }

  /** Marks the sum constraints and propagators of every cell touched since the last call; empties the list. */
  private markTouched(): void {
    const { touched, touchedList, sumDirty, sumStack, propDirty, propStack } = this;
    const { cellSumStart, cellSums, cellPropStart, cellProps, sumDistinct } = this.t;
    for (let i = 0; i < this.touchedCount; i++) {
      const c = touchedList[i]!;
      const level = touched[c]!;
      touched[c] = 0;
      for (let j = cellPropStart[c]!, end = cellPropStart[c + 1]!; j < end; j++) {
        const k = cellProps[j]!;
        if (propDirty[k] === 0) {
          propDirty[k] = 1;
          propStack[this.propTop++] = k;
        }
      }
      for (let j = cellSumStart[c]!, end = cellSumStart[c + 1]!; j < end; j++) {
        const k = cellSums[j]!;
        if (level === 1 && sumDistinct[k] === 0) continue;
        if (sumDirty[k] === 0) {
          sumDirty[k] = 1;
          sumStack[this.sumTop++] = k;
        }
      }
    }
    this.touchedCount = 0;
  }

  /** Cuts cell c to mask left (a subset of its candidates). False if nothing is left. */
  private narrow(c: number, left: number): boolean {
    if (left === 0) return false;
    const { t } = this;
    const m = this.cand[c]!;
    this.cand[c] = left;
    this.dirtyLo |= t.houseBitsLo[c]!;
    this.dirtyHi |= t.houseBitsHi[c]!;
    const level = (m & -m) === (left & -left) && Math.clz32(m) === Math.clz32(left) ? 1 : 2;
    const was = this.touched[c]!;
    if (was === 0) this.touchedList[this.touchedCount++] = c;
    if (level > was) this.touched[c] = level;
    if ((left & (left - 1)) === 0) this.queue[this.qTail++] = c;
    return true;
  }

  /**
   * Runs every sum constraint whose cells changed since it last ran. Returns -1 on a
   * contradiction, 1 if a candidate was removed, 0 otherwise.
   */
  private restrictSums(): number {
    this.markTouched();
    let changed = 0;
    // The cheap bounds first: a contradiction there spares the combinations.
    const { deferred } = this;
    let later = 0;
    while (this.sumTop > 0) {
      const k = this.sumStack[--this.sumTop]!;
      if (this.t.sumDistinct[k] === 1) {
        deferred[later++] = k;
        continue;
      }
      this.sumDirty[k] = 0;
      const r = this.restrictBounds(k);
      if (r < 0) {
        for (let i = 0; i < later; i++) this.sumStack[this.sumTop++] = deferred[i]!;
        this.blame(this.t.sumStart[k]!, this.t.sumStart[k + 1]!, this.t.sumCells);
        return -1;
      }
      changed |= r;
    }
    for (let i = later - 1; i >= 0; i--) {
      const k = deferred[i]!;
      this.sumDirty[k] = 0;
      const r = this.restrictCombination(k);
      if (r < 0) {
        for (let j = 0; j < i; j++) this.sumStack[this.sumTop++] = deferred[j]!;
        this.blame(this.t.sumStart[k]!, this.t.sumStart[k + 1]!, this.t.sumCells);
        return -1;
      }
      changed |= r;
    }
    return changed;
  }

  /** Empties the dirty-constraint stack and the touched list (after a contradiction). */
  private clearSumMarks(): void {
    while (this.sumTop > 0) this.sumDirty[this.sumStack[--this.sumTop]!] = 0;
    while (this.propTop > 0) this.propDirty[this.propStack[--this.propTop]!] = 0;
    for (let i = 0; i < this.touchedCount; i++) this.touched[this.touchedList[i]!] = 0;
    this.touchedCount = 0;
  }

  /**
   * A constraint on mutual peers: its empty cells are cut to the digits of the combinations that
   * still fit (right count, right remaining sum, none of the placed digits, every digit available
   * in some cell and every cell able to take a digit of it), and a digit every such combination
   * needs, with one place left among the cells, is placed there. -1 / 1 / 0 as restrictSums.
   */
  private restrictCombination(k: number): number {
    const { cells, cand, t } = this;
    const { sumStart, sumCells, sumTotal, comboStart, combos, sumSpan } = t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    let free = 0;
    let placedSum = 0;
    let placedMask = 0;
    let available = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) {
        placedSum += cells[c]!;
        placedMask |= cand[c]!;
      } else {
        free++;
        available |= cand[c]!;
      }
    }
    const rest = sumTotal[k]! - placedSum;
    if (free === 0) return rest === 0 ? 0 : -1;
    if (rest <= 0 || rest >= sumSpan) return -1;
    // A digit that a house meeting the cells can place nowhere else must be among them.
    let must = 0;
    for (let h = t.sumHouseStart[k]!, hEnd = t.sumHouseStart[k + 1]!; h < hEnd; h++) {
      let outside = 0;
      for (let i = t.outsideStart[h]!, iEnd = t.outsideStart[h + 1]!; i < iEnd; i++) outside |= cand[t.outsideCells[i]!]!;
      must |= t.all & ~outside;
    }
    must &= ~placedMask;
    if (free <= EXACT_CELLS) return this.restrictExact(start, end, free, rest, placedMask, must);
    let allowed = 0;
    let required = t.all;
    const slot = free * sumSpan + rest;
    for (let j = comboStart[slot]!, jEnd = comboStart[slot + 1]!; j < jEnd; j++) {
      const m = combos[j]!;
      if ((m & placedMask) !== 0 || (m & available) !== m || (m & must) !== must) continue;
      let fits = true;
      for (let i = start; i < end; i++) {
        const c = sumCells[i]!;
        if (cells[c] === 0 && (cand[c]! & m) === 0) {
          fits = false;
          break;
        }
      }
      if (fits) {
        allowed |= m;
        required &= m;
      }
    }
    if (allowed === 0) return -1;
    let changed = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) continue;
      const m = cand[c]!;
      const left = m & allowed;
      if (left === m) continue;
      if (!this.narrow(c, left)) return -1;
      changed = 1;
    }
    // A required digit with one place left is a hidden single of the constraint.
    if (free > 1) {
      let hidden = required;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        let place = -1;
        for (let i = start; i < end; i++) {
          const c = sumCells[i]!;
          if (cells[c] === 0 && (cand[c]! & bit) !== 0) {
            if (place >= 0) {
              place = -2;
              break;
            }
            place = c;
          }
        }
        if (place === -1) return -1;
        if (place >= 0 && cand[place] !== bit) {
          this.narrow(place, bit);
          changed = 1;
        }
        if (place === -2) {
          const r = this.pointRequired(start, end, bit);
          if (r < 0) return -1;
          changed |= r;
        }
      }
    }
    return changed;
  }

  /**
   * restrictCombination by exact support (cage-support.ts): each empty cell keeps the digits some
   * full assignment gives it; a digit every assignment uses, with its places in one house, leaves
   * that house's other cells. -1 / 1 / 0 as restrictSums.
   */
  private restrictExact(start: number, end: number, free: number, rest: number, placedMask: number, must: number): number {
    const { cells, cand, exact } = this;
    const { sumCells } = this.t;
    const { cells: order, support } = exact;
    let f = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] === 0) order[f++] = c;
    }
    if (!exact.run(free, cand, rest, placedMask, must)) return -1;
    let changed = 0;
    for (let i = 0; i < free; i++) {
      const c = order[i]!;
      const left = support[i]!;
      if (left === cand[c]) continue;
      this.narrow(c, left);
      changed = 1;
    }
    if (free > 1) {
      let spread = exact.required & ~placedMask;
      while (spread !== 0) {
        const bit = spread & -spread;
        spread ^= bit;
        let places = 0;
        for (let i = 0; i < free; i++) if ((support[i]! & bit) !== 0) places++;
        if (places < 2) continue; // one place: already a single
        const r = this.pointRequired(start, end, bit);
        if (r < 0) return -1;
        changed |= r;
      }
    }
    return changed;
  }

  /**
   * A digit the cells sumCells[start..end) must hold, with its places among them all in one house:
   * no other cell of that house can hold it. -1 / 1 / 0 as restrictSums.
   */
  private pointRequired(start: number, end: number, bit: number): number {
    const { cells, cand, t, inSum } = this;
    const { sumCells, houseBitsLo, houseBitsHi, houseStart, houseCells } = t;
    let lo = -1;
    let hi = -1;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] === 0 && (cand[c]! & bit) !== 0) {
        lo &= houseBitsLo[c]!;
        hi &= houseBitsHi[c]!;
      }
    }
    if ((lo | hi) === 0) return 0;
    for (let i = start; i < end; i++) inSum[sumCells[i]!] = 1;
    let changed = 0;
    while ((lo | hi) !== 0) {
      let h: number;
      if (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        h = bitIndex(low);
      } else {
        const low = hi & -hi;
        hi ^= low;
        h = 32 + bitIndex(low);
      }
      for (let i = houseStart[h]!, iEnd = houseStart[h + 1]!; i < iEnd; i++) {
        const c = houseCells[i]!;
        if (inSum[c] === 0 && (cand[c]! & bit) !== 0) {
          if (!this.narrow(c, cand[c]! & ~bit)) {
            changed = -1;
            break;
          }
          changed = 1;
        }
      }
      if (changed < 0) break;
    }
    for (let i = start; i < end; i++) inSum[sumCells[i]!] = 0;
    return changed;
  }

  /**
   * A constraint whose cells need not differ: only its total is known. Its cells fall into groups
   * of mutual peers; t empty cells of a group whose candidates are U add up to at least the t
   * smallest digits of U and at most the t largest. Each cell keeps the digits that leave the
   * others a total inside their bounds. -1 / 1 / 0 as restrictSums.
   */
  private restrictBounds(k: number): number {
    const { cells, cand, t, groupUnion, groupFree, groupSign, groupKeep } = this;
    const { sumStart, sumCells, sumGroup, sumGroupCount, sumSign, sumTotal, low, high, n } = t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    const groups = sumGroupCount[k]!;
    for (let g = 0; g < groups; g++) groupUnion[g] = groupFree[g] = 0;
    let placedSum = 0;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      const g = sumGroup[i]!;
      groupSign[g] = sumSign[i]!;
      if (cells[c] !== 0) placedSum += sumSign[i]! * cells[c]!;
      else {
        groupUnion[g] = groupUnion[g]! | cand[c]!;
        groupFree[g] = groupFree[g]! + 1;
      }
    }
    const stride = n + 1;
    let lo = placedSum;
    let hi = placedSum;
    for (let g = 0; g < groups; g++) {
      const at = groupUnion[g]! * stride + groupFree[g]!;
      if (low[at] === 255) return -1; // fewer digits than cells
      if (groupSign[g]! > 0) {
        lo += low[at]!;
        hi += high[at]!;
      } else {
        lo -= high[at]!;
        hi -= low[at]!;
      }
    }
    const total = sumTotal[k]!;
    if (total < lo || total > hi) return -1;
    if (lo === hi) return 0;
    // The others' least and greatest total: the other groups' bounds, plus f-1 digits of this
    // group; a cell's digit (times its sign) is the total minus theirs. That depends on the group
    // alone: groupKeep[g] the digits its cells may keep; most often all of its union (no cell to visit).
    let narrowing = false;
    for (let g = 0; g < groups; g++) {
      const f = groupFree[g]!;
      if (f === 0) continue;
      const union = groupUnion[g]!;
      const u = union * stride;
      let min: number;
      let max: number;
      if (groupSign[g]! > 0) {
        max = total - (lo - low[u + f]! + low[u + f - 1]!);
        min = total - (hi - high[u + f]! + high[u + f - 1]!);
      } else {
        min = lo + high[u + f]! - high[u + f - 1]! - total;
        max = hi + low[u + f]! - low[u + f - 1]! - total;
      }
      if (min > n || max < 1) return -1;
      const keep = (max >= n ? t.all : (1 << max) - 1) & ~(min <= 1 ? 0 : (1 << (min - 1)) - 1);
      groupKeep[g] = keep;
      if ((union & keep) !== union) narrowing = true;
    }
    let changed = 0;
    if (narrowing) {
      for (let i = start; i < end; i++) {
        const c = sumCells[i]!;
        if (cells[c] !== 0) continue;
        const m = cand[c]!;
        const left = m & groupKeep[sumGroup[i]!]!;
        if (left === m) continue;
        if (!this.narrow(c, left)) return -1;
        changed = 1;
      }
    }
    if (hi - lo > this.spanMax) return changed;
    const r = this.exactTotals(k);
    return r < 0 ? -1 : changed | r;
  }

  /**
   * The exact totals of a bounds constraint whose bounds span at most 31 values. Each group's
   * reachable totals as a bit set (bit s: the group's least total + s): one cell, its candidates;
   * up to GROUP_CELLS cells, the table of group-totals.ts; more, every total between its bounds. A
   * negative group reads as a positive one with its digits mirrored (-d = (n+1-d) - (n+1)). The
   * groups whose totals form an interval add up to one interval (width = the sum of theirs); the
   * others ("holey") are added to it one by one (shift-or). The remaining total must be reachable;
   * a holey group keeps the totals the others can complement (a tabled group's cells the digits of
   * its assignments with such a total), an interval group the least and greatest of them (its cells
   * the digits its narrowed bounds allow). Cells of different groups count as free of each other
   * (a superset of the real totals). -1 / 1 / 0 as restrictSums.
   */
  private exactTotals(k: number): number {
    const { cells, cand, t, gStart, gCells, gMasks, gReach, gBase, gKind, gPrefix, gHoley, totals } = this;
    const { sumStart, sumCells, sumGroup, sumGroupCount, sumSign, sumTotal, low, high, mirror, n } = t;
    const start = sumStart[k]!;
    const end = sumStart[k + 1]!;
    const groups = sumGroupCount[k]!;
    for (let g = 0; g <= groups; g++) gStart[g] = 0;
    let rest = sumTotal[k]!;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) rest -= sumSign[i]! * cells[c]!;
      else {
        gStart[sumGroup[i]! + 1]!++;
        if (sumSign[i]! < 0) rest += n + 1;
      }
    }
    for (let g = 0; g < groups; g++) gStart[g + 1]! += gStart[g]!;
    for (let i = start; i < end; i++) {
      const c = sumCells[i]!;
      if (cells[c] !== 0) continue;
      const at = gStart[sumGroup[i]!]!++;
      gCells[at] = c;
      gMasks[at] = sumSign[i]! > 0 ? cand[c]! : mirror[cand[c]!]!;
    }
    for (let g = groups; g > 0; g--) gStart[g] = gStart[g - 1]!;
    gStart[0] = 0;
    const stride = n + 1;
    let width = 0;
    let holey = 0;
    for (let g = 0; g < groups; g++) {
      const a = gStart[g]!;
      const f = gStart[g + 1]! - a;
      let u = 0;
      for (let i = a; i < a + f; i++) u |= gMasks[i]!;
      const at = u * stride + f;
      if (low[at] === 255) return -1;
      const base = low[at]!;
      const span = high[at]! - base;
      rest -= base;
      gBase[g] = base;
      gReach[g] = span; // an interval group: its width
      gKind[g] = 0;
      if (span === 0) continue;
      let reach = 0;
      if (f === 1) reach = u >>> (base - 1);
      else if (f <= GROUP_CELLS && !sameRun(gMasks, a, f, u)) {
        const slot = totals.find(gMasks, a, f);
        reach = totals.reach[slot]!;
        if (reach === 0) return -1;
      }
      if (reach === 0 || reach === upTo(span)) {
        width += span;
        gKind[g] = 1;
      } else {
        gReach[g] = reach;
        gKind[g] = 2;
        gHoley[holey++] = g;
      }
    }
    if (holey === 0) return 0;
    if (rest < 0 || rest > 31) return -1;
    // gPrefix[j]: the totals of the interval groups and holey groups 0..j-1.
    gPrefix[0] = smear(1, width);
    for (let j = 0; j < holey; j++) gPrefix[j + 1] = shiftSum(gPrefix[j]!, gReach[gHoley[j]!]!);
    if (((gPrefix[holey]! >>> rest) & 1) === 0) return -1;
    let changed = 0;
    let suffix = 1;
    for (let j = holey - 1; j >= 0; j--) {
      const g = gHoley[j]!;
      const reach = gReach[g]!;
      const others = shiftSum(gPrefix[j]!, suffix);
      suffix = shiftSum(suffix, reach);
      let allowed = 0;
      for (let bits = reach; bits !== 0; ) {
        const bit = bits & -bits;
        bits ^= bit;
        const s = bitIndex(bit);
        if (s <= rest && ((others >>> (rest - s)) & 1) !== 0) allowed |= bit;
      }
      if (allowed === reach) continue;
      const r = this.keepTotals(g, allowed, allowed === 0 ? 0 : highestBit(allowed));
      if (r < 0) return -1;
      changed |= r;
    }
    if (width === 0) return changed;
    // suffix: the holey groups' totals. An interval group of width w: the others reach the holey
    // totals smeared over width - w; its total s needs rest - s among them.
    for (let g = 0; g < groups; g++) {
      if (gKind[g] !== 1) continue;
      const span = gReach[g]!;
      const others = smear(suffix, width - span);
      if (gStart[g + 1]! - gStart[g]! <= GROUP_CELLS) {
        // Few cells: the exact totals the others complement (holes too).
        let allowed = 0;
        for (let s = 0, o = rest; s <= span && o >= 0; s++, o--) allowed |= ((others >>> o) & 1) << s;
        if (allowed === upTo(span)) continue;
        const r = this.keepTotals(g, allowed, allowed === 0 ? 0 : highestBit(allowed));
        if (r < 0) return -1;
        changed |= r;
        continue;
      }
      const below = others & upTo(rest);
      if (below === 0) return -1;
      const least = rest - highestBit(below);
      const over = rest - span <= 0 ? others : others & ~((1 << (rest - span)) - 1);
      if (over === 0) return -1;
      const most = rest - lowestBit(over);
      if (least > most) return -1;
      if (least === 0 && most === span) continue;
      const r = this.keepTotals(g, upTo(most) & ~((1 << least) - 1), most);
      if (r < 0) return -1;
      changed |= r;
    }
    return changed;
  }

  /**
   * Group g of exactTotals keeps the totals allowed (bits from its base; highest: the top one):
   * its cells the digits of such assignments (one cell: the digits; a tabled group: by the table;
   * else between the narrowed bounds). -1 / 1 / 0 as restrictSums.
   */
  private keepTotals(g: number, allowed: number, highest: number): number {
    const { gStart, gCells, gMasks, gBase, groupSign, totals, t } = this;
    const { low, high, mirror, n } = t;
    if (allowed === 0) return -1;
    const a = gStart[g]!;
    const f = gStart[g + 1]! - a;
    const base = gBase[g]!;
    // Looked up afresh: the first pass skips a run of equal masks, and another group may have
    // taken the slot since.
    const slot = f > 1 && f <= GROUP_CELLS ? totals.find(gMasks, a, f) : -1;
    let top = t.all;
    let bottom = 0;
    if (f > 1 && slot < 0) {
      // The group's total lies between its least and greatest allowed one; its other cells add
      // up to between their f-1 smallest and f-1 largest digits.
      let u = 0;
      for (let i = a; i < a + f; i++) u |= gMasks[i]!;
      const rim = u * (n + 1) + f - 1;
      const min = base + lowestBit(allowed) - high[rim]!;
      const max = base + highest - low[rim]!;
      if (min > n || max < 1) return -1;
      if (max < n) top = (1 << max) - 1;
      if (min > 1) bottom = (1 << (min - 1)) - 1;
    }
    let changed = 0;
    for (let i = a; i < a + f; i++) {
      const m = gMasks[i]!;
      let kept = m & top & ~bottom;
      if (f === 1) kept = (allowed << (base - 1)) & m;
      else if (slot >= 0) {
        kept = 0;
        const row = (slot * GROUP_CELLS + i - a) * n;
        for (let digits = m; digits !== 0; ) {
          const bit = digits & -digits;
          digits ^= bit;
          if ((totals.by[row + bitIndex(bit)]! & allowed) !== 0) kept |= bit;
        }
      }
      if (kept === m) continue;
      if (!this.narrow(gCells[i]!, groupSign[g]! > 0 ? kept : mirror[kept]!)) return -1;
      changed = 1;
    }
    return changed;
  }

  /** Sets up the givens and propagates. False if they already contradict each other. */
  load(givens: ArrayLike<number>): boolean {
    const { cells, cand, t } = this;
    cells.fill(0);
    cand.fill(t.all);
    this.solved.fill(0);
    this.qHead = this.qTail = 0;
    this.lockedLo = this.lockedHi = 0;
    this.spanMax = NARROW_SPAN;
    if (this.tracking) {
      // Every constraint runs once at the root.
      this.clearSumMarks();
      for (let k = 0; k < t.sumCount; k++) {
        this.sumDirty[k] = 1;
        this.sumStack[this.sumTop++] = k;
      }
      for (let k = 0; k < t.props.length; k++) {
        this.propDirty[k] = 1;
        this.propStack[this.propTop++] = k;
      }
    }
    // Everything is new: every house needs a scan.
    const H = t.houseCount;
    this.dirtyLo = H >= 32 ? -1 : (1 << H) - 1;
    this.dirtyHi = H >= 64 ? -1 : H > 32 ? (1 << (H - 32)) - 1 : 0;
    for (let c = 0; c < t.cellCount; c++) {
      const d = givens[c]!;
      if (d === 0) continue;
      const bit = 1 << (d - 1);
      if ((cand[c]! & bit) === 0 || cells[c] !== 0) return false;
      if (!this.assign(c, bit)) return false;
    }
    return this.propagate();
  }

  /** The empty cell with the fewest candidates (per weight, when weighted), or -1 if the grid is full. */
  private pickCell(): number {
    const { cand } = this;
    if (this.weighted) {
      const { weight } = this;
      let best = -1;
      let bestCount = 1;
      let bestWeight = 0;
      for (let c = 0; c < this.t.cellCount; c++) {
        const k = POPCOUNT[cand[c]!]!;
        if (k > 1 && (best < 0 || k * bestWeight < bestCount * weight[c]!)) {
          best = c;
          bestCount = k;
          bestWeight = weight[c]!;
        }
      }
      return best;
    }
    let best = -1;
    let bestCount = 99;
    // At a fixpoint every empty cell has two or more candidates (a single is placed at once) and
    // every placed cell exactly one, so the count alone tells them apart.
    for (let c = 0; c < this.t.cellCount; c++) {
      const k = POPCOUNT[cand[c]!]!;
      if (k > 1 && k < bestCount) {
        bestCount = k;
        best = c;
        if (k <= 2) break;
      }
    }
    return best;
  }

  private save(depth: number): void {
    this.savedCells[depth]!.set(this.cells);
    this.savedCand[depth]!.set(this.cand);
    this.savedSolved[depth]!.set(this.solved);
  }

  private restore(depth: number): void {
    this.cells.set(this.savedCells[depth]!);
    this.cand.set(this.savedCand[depth]!);
    this.solved.set(this.savedSolved[depth]!);
    this.dirtyLo = this.dirtyHi = 0;
    this.lockedLo = this.lockedHi = 0;
    if (this.tracking) this.clearSumMarks();
  }

  count(givens: ArrayLike<number>, options: CountOptions): CountResult {
    const limit = options.limit ?? DEFAULT_LIMIT;
    const maxPositions = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
    const random = options.random;
    const N = this.t.cellCount;
    const result: CountResult = { solutions: 0, decided: true, found: [], guesses: 0, positions: 1, singles: 0 };
    let givenCount = 0;
    for (let c = 0; c < N; c++) if (givens[c] !== 0) givenCount++;

    this.weight.fill(1);
    if (!this.load(givens)) return result;
    let filled = 0;
    for (let c = 0; c < N; c++) if (this.cells[c] !== 0) filled++;
    result.singles = filled - givenCount;

    let cell = this.pickCell();
    if (cell < 0) {
      result.solutions = 1;
      result.found.push(this.cells.slice());
      return result;
    }
    if (this.weighted && !random) return this.countBinary(cell, limit, maxPositions, result);
    let depth = 0;
    this.save(0);
    this.frameCell[0] = cell;
    this.frameMask[0] = this.cand[cell]!;
    let guessing = true;

    while (depth >= 0) {
      const mask = this.frameMask[depth]!;
      if (mask === 0) {
        depth--;
        continue;
      }
      if (result.positions >= maxPositions) {
        result.decided = false;
        return result;
      }
      let bit = mask & -mask;
      if (random) {
        let rest = mask;
        for (let pick = Math.floor(random() * POPCOUNT[mask]!); pick > 0; pick--) rest &= rest - 1;
        bit = rest & -rest;
      }
      this.frameMask[depth] = mask ^ bit;
      this.restore(depth);
      if (++result.positions === WIDE_AFTER) this.spanMax = WIDE_SPAN;
      if (guessing) result.guesses++;
      this.qHead = this.qTail = 0;
      if (!this.assign(this.frameCell[depth]!, bit) || !this.propagate()) continue;
      cell = this.pickCell();
      if (cell < 0) {
        result.solutions++;
        result.found.push(this.cells.slice());
        guessing = false;
        if (result.solutions >= limit) return result;
        continue;
      }
      depth++;
      this.save(depth);
      this.frameCell[depth] = cell;
      this.frameMask[depth] = this.cand[cell]!;
    }
    return result;
  }

  /**
   * The search of count() by binary branching (geometries with sum constraints): a node tries
   * cell = digit; once that trial is done (failed, or its subtree searched), the node takes
   * cell ≠ digit, propagates it, and branches again on the best cell of what is left. The
   * refutation is part of the trial that made it, not a position of its own.
   */
  private countBinary(first: number, limit: number, maxPositions: number, result: CountResult): CountResult {
    const { cand, frameCell, frameMask } = this;
    let depth = 0;
    this.branch(0, first);
    for (;;) {
      if (result.positions >= maxPositions) {
        result.decided = false;
        return result;
      }
      this.restore(depth);
      if (++result.positions === WIDE_AFTER) this.spanMax = WIDE_SPAN;
      if (result.solutions === 0) result.guesses++;
      this.qHead = this.qTail = 0;
      if (this.assign(frameCell[depth]!, frameMask[depth]!) && this.propagate()) {
        const cell = this.nextCell(result);
        if (cell >= 0) {
          this.branch(++depth, cell);
          continue;
        }
        if (result.solutions >= limit) return result;
      }
      // The trial at depth is done: its node goes on without that digit, or is done too.
      for (;;) {
        this.restore(depth);
        this.qHead = this.qTail = 0;
        const c = frameCell[depth]!;
        if (this.narrow(c, cand[c]! ^ frameMask[depth]!) && this.propagate()) {
          const cell = this.nextCell(result);
          if (cell >= 0) {
            this.branch(depth, cell);
            break;
          }
          if (result.solutions >= limit) return result;
        }
        if (--depth < 0) return result;
      }
    }
  }

  /** After a propagation that held: the cell to branch on, or -1 with the full grid recorded as a solution. */
  private nextCell(result: CountResult): number {
    const cell = this.pickCell();
    if (cell < 0) {
      result.solutions++;
      result.found.push(this.cells.slice());
    }
    return cell;
  }

  /** Saves the position as the node at depth, which tries cell's lowest digit first. */
  private branch(depth: number, cell: number): void {
    this.save(depth);
    this.frameCell[depth] = cell;
    this.frameMask[depth] = this.cand[cell]! & -this.cand[cell]!;
  }
}

const engines = new WeakMap<Geometry, Engine>();

function engineFor(geometry: Geometry): Engine {
  let engine = engines.get(geometry);
  if (!engine) {
    engine = new Engine(geometry);
    engines.set(geometry, engine);
  }
  return engine;
}

/**
 * Counts the solutions of the givens (0 = blank) up to `limit`, visiting at most `maxPositions`
 * positions. 0 → none, 1 → unique, limit → at least that many; `decided: false` → undecided.
 *
 * Geometries with exactly the classic rules (decided from their units, not their name) take the
 * bit-parallel fast path of classic-engine.ts, unless a random digit order is asked for (random
 * grids keep the generic engine's draws). Both give the same counts and, for a unique puzzle, the
 * same solution; `guesses` and `positions` differ because the fast path also uses locked
 * candidates and column hidden singles, and branches on bivalue cells first.
 */
export function countSolutions(geometry: Geometry, givens: ArrayLike<number>, options: CountOptions = {}): CountResult {
  if (options.random === undefined && isClassicGeometry(geometry)) {
    return countClassic(givens, options.limit ?? DEFAULT_LIMIT, options.maxPositions ?? DEFAULT_MAX_POSITIONS);
  }
  return engineFor(geometry).count(givens, options);
}

/**
 * Builds the counter's tables for a geometry now (a first count would): for timing the search
 * alone, as peers' benchmarks time theirs after building their solver.
 */
export function prepareCount(geometry: Geometry): void {
  if (!isClassicGeometry(geometry)) engineFor(geometry);
}

/** The generic engine for any geometry (what countSolutions uses for every non-classic one). */
export function countSolutionsGeneric(geometry: Geometry, givens: ArrayLike<number>, options: CountOptions = {}): CountResult {
  return engineFor(geometry).count(givens, options);
}

export interface SinglesResult {
  /** The grid after naked and hidden singles (and cage sums) ran to a fixpoint. */
  grid: Uint8Array;
  /** Candidate masks after propagation (digit d = bit d-1). */
  candidates: Uint16Array;
  /** Cells the singles filled. */
  filled: number;
  /** True if the givens led to a contradiction. */
  contradiction: boolean;
}

/** Runs singles propagation only: how far logic of the simplest kind gets. */
export function propagateSingles(geometry: Geometry, givens: ArrayLike<number>): SinglesResult {
  const engine = engineFor(geometry);
  const ok = engine.load(givens);
  let filled = 0;
  for (let c = 0; c < geometry.cellCount; c++) if (engine.cells[c] !== 0 && givens[c] === 0) filled++;
  return { grid: engine.cells.slice(), candidates: engine.cand.slice(), filled, contradiction: !ok };
}
