/**
 * The bounded solution counter: the heart every other part calls (solve, uniqueness proof,
 * generator carving, verify).
 *
 * Depth-first search over the engine of engine.ts (one position, its propagation to a fixpoint,
 * saved and restored per depth); the sum arithmetic is sum-combinations.ts and sum-bounds.ts, the
 * tables engine-tables.ts.
 *
 * Branching is on the fewest candidates per weight (weighted degree: cells where the search
 * keeps failing first; on constraint geometries the weights start from the rules holding each cell,
 * engine-tables.ts's prior, as Interactive-Sudoku-Solver's conflict scores start from its handlers'
 * priorities, and a refuted trial weighs its cell more), and binary (countBinary): try
 * cell = digit, then go on with cell ≠ digit propagated through the cages, houses and
 * constraints, re-choosing the branching cell — a refuted digit prunes the sibling trials, which
 * trying each digit from the same position cannot. Random
 * grids try one digit after another in random order from the same position (on house-only
 * geometries by the fewest candidates alone, with singles alone: each seed draws the grid it
 * always drew). A binary count that has spent a hundredth of its position limit (at least
 * LOCK_WIDE_AFTER positions) looks for locked candidates in every house that changed, not only
 * around each placement (engine.ts's lockOnScan, on cage geometries); one that has spent a tenth
 * (at least EXACT_AFTER) turns the cage arithmetic strong (sum-combinations.ts), wakes the
 * cages' bounds constraints on a moved bound, not only on a placement (engine.ts's moveLevel), and
 * starts its branching weights afresh: a long search pays more per position to visit fewer, so as
 * to end within its limit; a count given a larger limit keeps the cheaper search longer.
 * The search stops as soon as it has `limit` solutions, or when it has visited `maxPositions`
 * positions — then the answer is "undecided", never a guess. A position is the root or one trial
 * placement; propagation, however strong, never counts as one and never guesses.
 */
import { countClassic, isClassicGeometry } from './classic-engine.ts';
import { Engine } from './engine.ts';
import type { Geometry } from './geometry.ts';
import { POPCOUNT } from './symbols.ts';
import { EXACT_AFTER as importedExactAfter } from './sum-combinations.ts';

const EXACT_AFTER = importedExactAfter;

/**
 * What a refuted trial adds to its cell's branching weight on constraint geometries (those with
 * Tables.prior), beside the blame of the rule that failed: the decision that failed is the likeliest
 * to fail again, as Interactive-Sudoku-Solver's conflict scores count the guessed cell (issue 26:
 * 'Leven 497 → 54 positions, Elementary 107 → 58, Merry X/V-mas 165 → 85).
 */
const REFUTED_WEIGHT = 2;

/**
 * The least number of positions before a count's wider locked candidates (header; the default
 * limit's hundredth). Issue 26: locking every changed house from the start made tarek's median
 * killer 9.8 ms where locking around placements takes 7.5 ms; from 2,000 positions on it keeps
 * every published killer decided within the default limit (mathemagic's largest 195,326).
 */
const LOCK_WIDE_AFTER = 2_000;

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

/** The search of one geometry: its engine and one frame per depth (the branching cell and the digits left to try). */
class Counter {
  readonly engine: Engine;
  private readonly frameCell: Int32Array;
  private readonly frameMask: Int32Array;

  constructor(geometry: Geometry) {
    this.engine = new Engine(geometry);
    this.frameCell = new Int32Array(geometry.cellCount + 1);
    this.frameMask = new Int32Array(geometry.cellCount + 1);
  }

  count(givens: ArrayLike<number>, options: CountOptions): CountResult {
    const e = this.engine;
    const limit = options.limit ?? DEFAULT_LIMIT;
    const maxPositions = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
    const random = options.random;
    const N = e.t.cellCount;
    const result: CountResult = { solutions: 0, decided: true, found: [], guesses: 0, positions: 1, singles: 0 };
    let givenCount = 0;
    for (let c = 0; c < N; c++) if (givens[c] !== 0) givenCount++;

    this.startWeights();
    if (!e.load(givens)) return result;
    let filled = 0;
    for (let c = 0; c < N; c++) if (e.cells[c] !== 0) filled++;
    result.singles = filled - givenCount;
    // random grids keep the plain search, so a seed keeps drawing the same grid
    if (!random && !e.strengthen()) return result;

    let cell = e.pickCell();
    if (cell < 0) {
      result.solutions = 1;
      result.found.push(e.cells.slice());
      return result;
    }
    if (e.weighted && !random) return this.countBinary(cell, limit, maxPositions, result);
    let depth = 0;
    e.save(0);
    this.frameCell[0] = cell;
    this.frameMask[0] = e.cand[cell]!;
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
      e.restore(depth);
      result.positions++;
      if (guessing) result.guesses++;
      if (!e.assign(this.frameCell[depth]!, bit) || !e.propagate()) continue;
      cell = e.pickCell();
      if (cell < 0) {
        result.solutions++;
        result.found.push(e.cells.slice());
        guessing = false;
        if (result.solutions >= limit) return result;
        continue;
      }
      depth++;
      e.save(depth);
      this.frameCell[depth] = cell;
      this.frameMask[depth] = e.cand[cell]!;
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
    const e = this.engine;
    const { frameCell, frameMask } = this;
    const { cand } = e;
    let depth = 0;
    // a long count: the dearer propagation keeps it within its position limit (header)
    const wideAt = Math.max(LOCK_WIDE_AFTER, Math.floor(maxPositions / 100));
    const strongAt = Math.max(EXACT_AFTER, Math.floor(maxPositions / 10));
    e.lockOnScan = false; // the root locked every house it scanned (Engine.load); the search, around placements
    this.branch(0, first);
    for (;;) {
      if (result.positions >= maxPositions) {
        result.decided = false;
        return result;
      }
      e.restore(depth);
      result.positions++;
      if (result.positions === wideAt) e.lockOnScan = e.lockWide;
      if (result.positions === strongAt) {
        e.combinations.strong = true;
        e.moveLevel = 3;
        // Where the cheaper propagation kept failing is not where the strong one will (issue 26:
        // with the houses' needed digits from the first position, mathemagic-09 took 251,021
        // positions under the default limit's switches with the weights kept, 126,124 started afresh).
        this.startWeights();
      }
      if (result.solutions === 0) result.guesses++;
      if (e.assign(frameCell[depth]!, frameMask[depth]!) && e.propagate()) {
        const cell = this.nextCell(result);
        if (cell >= 0) {
          this.branch(++depth, cell);
          continue;
        }
        if (result.solutions >= limit) return result;
      } else if (e.t.prior) e.weight[frameCell[depth]!]! += REFUTED_WEIGHT; // the trial's own cell failed
      // The trial at depth is done: its node goes on without that digit, or is done too.
      for (;;) {
        e.restore(depth);
        const c = frameCell[depth]!;
        if (e.narrow(c, cand[c]! ^ frameMask[depth]!) && e.propagate()) {
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

  /** The branching weights a count starts from: the rules holding each cell (Tables.prior), or 1. */
  private startWeights(): void {
    const e = this.engine;
    if (e.t.prior) e.weight.set(e.t.prior);
    else e.weight.fill(1);
  }

  /** After a propagation that held: the cell to branch on, or -1 with the full grid recorded as a solution. */
  private nextCell(result: CountResult): number {
    const e = this.engine;
    const cell = e.pickCell();
    if (cell < 0) {
      result.solutions++;
      result.found.push(e.cells.slice());
    }
    return cell;
  }

  /** Saves the position as the node at depth, which tries cell's lowest digit first. */
  private branch(depth: number, cell: number): void {
    const e = this.engine;
    e.save(depth);
    this.frameCell[depth] = cell;
    this.frameMask[depth] = e.cand[cell]! & -e.cand[cell]!;
  }
}

const counters = new WeakMap<Geometry, Counter>();

/** One counter per geometry, built on its first count and reused. */
function counterFor(geometry: Geometry): Counter {
  let counter = counters.get(geometry);
  if (!counter) {
    counter = new Counter(geometry);
    counters.set(geometry, counter);
  }
  return counter;
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
  return counterFor(geometry).count(givens, options);
}

/**
 * Builds the counter's tables for a geometry now (a first count would): for timing the search
 * alone, as peers' benchmarks time theirs after building their solver.
 */
export function prepareCount(geometry: Geometry): void {
  if (!isClassicGeometry(geometry)) counterFor(geometry);
}

/** The generic engine for any geometry (what countSolutions uses for every non-classic one). */
export function countSolutionsGeneric(
  geometry: Geometry,
  givens: ArrayLike<number>,
  options: CountOptions = {},
): CountResult {
  return counterFor(geometry).count(givens, options);
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
  const { engine } = counterFor(geometry);
  const ok = engine.load(givens);
  let filled = 0;
  for (let c = 0; c < geometry.cellCount; c++) if (engine.cells[c] !== 0 && givens[c] === 0) filled++;
  return { grid: engine.cells.slice(), candidates: engine.cand.slice(), filled, contradiction: !ok };
}
