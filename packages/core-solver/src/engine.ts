/**
 * The counter's position and its propagation, over one generic representation (the depth-first
 * search over it is solver.ts; the sum arithmetic sum-combinations.ts and sum-bounds.ts; the tables
 * engine-tables.ts):
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
 *     on mutual peers   the combinations that still fit, exact supports on few cells, a digit every
 *                       combination needs claimed (sum-combinations.ts)
 *     otherwise         sum bounds per group of mutual peers and, when they span few totals, the
 *                       exact totals each group can reach (sum-bounds.ts)
 * A cell with no candidate, or a house missing a digit, ends the branch. Hidden singles are only
 * looked for in houses whose cells changed since their last scan, and never in complete houses;
 * the fixpoint (and so every count, guess and position) is the same as scanning them all. Sum
 * constraints likewise run only when one of their cells changed (sumWake, engine-tables.ts): the
 * distinct ones of up to EAGER_CELLS cells on any lost digit, the line sums on a placed cell or a
 * moved bound, the others (rule-of-45 bounds, large cages) on a placed cell (in a long count,
 * `moveLevel` 3, a moved bound too: waking on a lost digit costs more than it prunes until the
 * search runs long; the answer stays exact, only that propagation waits for the next wake) — the
 * bound constraints before the combinations (cheap contradictions first; the weights below blame
 * the constraint that failed):
 *
 *   touched[c]  cell c changed since its constraints were last marked:  Uint8Array(N) + list
 *               1 inside its range only, moveLevel a bound moved, 3 placed
 *   sumDirty[k] constraint k waits to run                               Uint8Array(K) + stack
 *   weight[c]   contradictions met in the constraints and houses of c   Int32Array(N), per count
 *               (from 1, or from Tables.prior on constraint geometries: the rules holding c)
 *
 * The constraint handlers' propagators (woken like the sums) run once the singles are done, and so
 * do locked candidates between any two houses (around the cells placed since; with cages every
 * house scanned at the root and, in a long count, since) on sum and constraint
 * geometries, and on house-only ones once the root's singles are counted (strengthen; not for the
 * random grids' draws or propagateSingles, which keep to singles). Once the singles are done the
 * rules run cheapest first, and whatever one cuts goes back to the singles before the next runs:
 * the propagators, the constraints' line sums (arrows, little killers, region-sum lines), locked
 * candidates, then the other sums (issue 26: locked candidates before the lines ran them five
 * times a position on Raw Spaghetti; a geometry with no lines nor propagators keeps its order).
 * Rules enter only through the tables (peers, houses, cages): no variant is special-cased here.
 * All buffers are preallocated per geometry; the hot loops allocate nothing.
 */
import { bitIndex as importedBitIndex } from './cell-sets.ts';
import type { Domains } from './constraints/handler.ts';
import { fewestCandidates, weightedCell } from './branch-cell.ts';
import { buildTables, type Tables } from './engine-tables.ts';
import { LockedCandidates } from './locked-candidates.ts';
import type { Geometry } from './geometry.ts';
import { SumBounds } from './sum-bounds.ts';
import { SumCombinations } from './sum-combinations.ts';
import { bitDigit as importedBitDigit } from './symbols.ts';

/** Module-local bindings: loaded as CommonJS (tsx), an imported binding is a getter read on every call. */
const bitIndex = importedBitIndex;
const bitDigit = importedBitDigit;

/** One engine per geometry, with its buffers; reused across counts (solver.ts). */
export class Engine implements Domains {
  readonly t: Tables;
  readonly cells: Uint8Array;
  readonly cand: Uint16Array;
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  /** Saved positions, one slot per depth (views made once, so save and restore allocate nothing). */
  private readonly savedCells: Uint8Array[];
  private readonly savedCand: Uint16Array[];
  /**
   * solved[h]: the digits already placed in house h. A house with every digit placed needs no
   * scan, and knowing the placed digits lets the scan read candidate masks only.
   */
  readonly solved: Uint16Array;
  private readonly savedSolved: Uint16Array[];
  /**
   * Houses whose cells changed (a candidate removed or a digit placed) since their last scan, as a
   * 64-bit set in two words. Only they can hold a new hidden single or lose their last place for a
   * digit, so the scan visits only them. Empty at every fixpoint, hence at every saved position.
   */
  private dirtyLo = 0;
  /** Locked candidates between houses (sum and constraint geometries; locked-candidates.ts). */
  private readonly locked: LockedCandidates;
  /**
   * Houses locked candidates will look at (in a strong count): those of each cell placed (every
   * house that lost a candidate costs more than it saves: issue 26, tarek's median killer 9.8 → 7.5
   * ms) or, `lockOnScan`, every house scanned: with cages (`lockWide`) at the root and in a long
   * count (solver.ts). allLo/allHi: every house.
   */
  lockedLo = 0;
  lockedHi = 0;
  lockOnScan = false;
  readonly lockWide: boolean;
  private readonly allLo: number;
  private readonly allHi: number;
  private dirtyHi = 0;
  /**
   * Sum constraints: cells whose candidates changed since their constraints were last marked
   * (touched flag plus list), and the marked constraints waiting to run (flag plus stack). Both
   * are empty at every fixpoint; restoring a position clears whatever a contradiction left.
   */
  readonly tracking: boolean;
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
  /**
   * A strong count (sum and constraint geometries always, house-only ones after strengthen) adds
   * locked candidates and branches by weighted degree: weight[c] counts the contradictions met in
   * constraints and houses holding cell c during this count, and the branching cell has the
   * fewest candidates per weight. It also branches binary (solver.ts).
   */
  weighted = false;
  moveLevel = 2; // touched's level for a moved bound (header; 3 past EXACT_AFTER positions, solver.ts)
  readonly weight: Int32Array;
  /** The sum arithmetic: combinations on mutual peers (sum-combinations.ts), bounds otherwise (sum-bounds.ts). */
  readonly combinations: SumCombinations;
  readonly bounds: SumBounds;

  constructor(geometry: Geometry) {
    this.t = buildTables(geometry);
    const N = this.t.cellCount;
    this.cells = new Uint8Array(N);
    this.cand = new Uint16Array(N);
    this.queue = new Int32Array(N + 1);
    const H = this.t.houseCount;
    this.allLo = H >= 32 ? -1 : (1 << H) - 1;
    this.allHi = H >= 64 ? -1 : H > 32 ? (1 << (H - 32)) - 1 : 0;
    const cellSlots = new Uint8Array(N * (N + 1));
    const candSlots = new Uint16Array(N * (N + 1));
    const solvedSlots = new Uint16Array(H * (N + 1));
    this.savedCells = Array.from({ length: N + 1 }, (_, d) => cellSlots.subarray(d * N, d * N + N));
    this.savedCand = Array.from({ length: N + 1 }, (_, d) => candSlots.subarray(d * N, d * N + N));
    this.savedSolved = Array.from({ length: N + 1 }, (_, d) => solvedSlots.subarray(d * H, d * H + H));
    this.solved = new Uint16Array(this.t.houseCount);
    this.locked = new LockedCandidates(this.t.houseCount);
    this.tracking = this.t.sumCount > 0 || this.t.props.length > 0;
    this.lockWide = this.t.sumCount > this.t.lineSums;
    this.propDirty = new Uint8Array(this.t.props.length);
    this.propStack = new Int32Array(this.t.props.length);
    this.touched = new Uint8Array(N);
    this.touchedList = new Int32Array(N);
    this.sumDirty = new Uint8Array(this.t.sumCount);
    this.sumStack = new Int32Array(this.t.sumCount);
    this.deferred = new Int32Array(this.t.sumCount);
    this.weight = new Int32Array(N);
    this.combinations = new SumCombinations(this.t, this.cells, this.cand, this, this.tracking);
    this.bounds = new SumBounds(this.t, this.cells, this.cand, this, this.tracking);
  }

  /** Places digit (as its bit) in cell, removing it from the peers. False on a contradiction. */
  assign(cell: number, bit: number): boolean {
    const { cells, cand, queue, solved } = this;
    const { peerStart, peerList, cellHouseStart, cellHouses, houseBitsLo, houseBitsHi } = this.t;
    cells[cell] = bitDigit(bit);
    cand[cell] = bit;
    const { tracking, touched, touchedList } = this;
    if (tracking) {
      if (touched[cell] === 0) touchedList[this.touchedCount++] = cell;
      touched[cell] = 3;
    }
    for (let i = cellHouseStart[cell]!, end = cellHouseStart[cell + 1]!; i < end; i++) {
      const h = cellHouses[i]!;
      solved[h] = solved[h]! | bit;
    }
    if (this.weighted && !this.lockOnScan) {
      this.lockedLo |= houseBitsLo[cell]!;
      this.lockedHi |= houseBitsHi[cell]!;
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
        const level = (m & -m) === bit || bit > left ? this.moveLevel : 1;
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
  propagate(): boolean {
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
        if (this.weighted && this.lockOnScan) {
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
      // The cheaper rules first, each one's cuts back to the singles before a costlier one runs:
      // the propagators, the constraints' line sums, locked candidates, the other sums.
      if (t.props.length > 0) {
        if (!this.runPropagators()) return false;
        if (this.qTail > 0 || (this.dirtyLo | this.dirtyHi) !== 0) continue;
      }
      if (t.lineSums > 0) {
        if (this.restrictSums(true) < 0) return false;
        if (this.qTail > 0 || (this.dirtyLo | this.dirtyHi) !== 0) continue;
      }
      if ((this.lockedLo | this.lockedHi) !== 0) {
        if (!this.locked.run(this)) return false;
        if (this.qTail > 0 || (this.dirtyLo | this.dirtyHi) !== 0) continue;
      }
      if (t.sumCount > 0 && this.restrictSums(false) < 0) return false;
      if (this.qTail === 0 && (this.dirtyLo | this.dirtyHi) === 0) return true;
    }
  }

  /** A contradiction in the cells list[start..end): each weighs more in branching (see pickCell). */
  blame(start: number, end: number, list: Int32Array): void {
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
    const { cellSumStart, cellSums, cellPropStart, cellProps, sumWake } = this.t;
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
        if (level < sumWake[k]!) break; // the cell's list runs from the earliest waking
        if (sumDirty[k] === 0) {
          sumDirty[k] = 1;
          sumStack[this.sumTop++] = k;
        }
      }
    }
    this.touchedCount = 0;
  }

  /** Cuts cell c to mask left (a subset of its candidates). False if nothing is left. */
  narrow(c: number, left: number): boolean {
    if (left === 0) return false;
    const { t } = this;
    const m = this.cand[c]!;
    this.cand[c] = left;
    this.dirtyLo |= t.houseBitsLo[c]!;
    this.dirtyHi |= t.houseBitsHi[c]!;
    const level = (m & -m) !== (left & -left) || Math.clz32(m) !== Math.clz32(left) ? this.moveLevel : 1;
    const was = this.touched[c]!;
    if (was === 0) this.touchedList[this.touchedCount++] = c;
    if (level > was) this.touched[c] = level;
    if ((left & (left - 1)) === 0) this.queue[this.qTail++] = c;
    return true;
  }

  /**
   * Runs every sum constraint whose cells changed since it last ran (only the constraints' line
   * sums when lines; the others stay marked). Returns -1 on a contradiction, 1 if a candidate was
   * removed, 0 otherwise.
   */
  private restrictSums(lines: boolean): number {
    this.markTouched();
    let changed = 0;
    // The cheap bounds first: a contradiction there spares the combinations.
    const { deferred } = this;
    const { sumDistinct, sumLine } = this.t;
    let later = 0;
    while (this.sumTop > 0) {
      const k = this.sumStack[--this.sumTop]!;
      if (sumDistinct[k] === 1 || (lines && sumLine[k] === 0)) {
        deferred[later++] = k;
        continue;
      }
      this.sumDirty[k] = 0;
      const r = this.bounds.restrictBounds(k);
      if (r < 0) {
        for (let i = 0; i < later; i++) this.sumStack[this.sumTop++] = deferred[i]!;
        this.blame(this.t.sumStart[k]!, this.t.sumStart[k + 1]!, this.t.sumCells);
        return -1;
      }
      changed |= r;
    }
    if (lines) {
      for (let i = 0; i < later; i++) this.sumStack[this.sumTop++] = deferred[i]!;
      return changed;
    }
    for (let i = later - 1; i >= 0; i--) {
      const k = deferred[i]!;
      this.sumDirty[k] = 0;
      const r = this.combinations.restrictCombination(k);
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
   * Sets up the givens and propagates (strong on sum and constraint geometries, singles alone on
   * house-only ones). False if the givens already contradict each other.
   */
  load(givens: ArrayLike<number>): boolean {
    const { cells, cand, t } = this;
    this.weighted = this.tracking;
    this.combinations.strong = false; // every count starts cheap (solver.ts turns it strong)
    this.moveLevel = 2;
    cells.fill(0);
    cand.fill(t.all);
    this.solved.fill(0);
    this.qHead = this.qTail = 0;
    this.lockOnScan = this.lockWide;
    this.lockedLo = this.lockWide ? this.allLo : 0;
    this.lockedHi = this.lockWide ? this.allHi : 0;
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
    this.dirtyLo = this.allLo;
    this.dirtyHi = this.allHi;
    for (let c = 0; c < t.cellCount; c++) {
      const d = givens[c]!;
      if (d === 0) continue;
      const bit = 1 << (d - 1);
      if ((cand[c]! & bit) === 0 || cells[c] !== 0) return false;
      if (!this.assign(c, bit)) return false;
    }
    return this.propagate();
  }

  /**
   * Makes the rest of this count strong (a no-op where it already is): locked candidates over
   * every house, then weighted binary branching. False on a contradiction.
   */
  strengthen(): boolean {
    if (this.weighted) return true;
    this.weighted = true;
    this.lockedLo = this.allLo;
    this.lockedHi = this.allHi;
    return this.propagate();
  }

  /** The empty cell with the fewest candidates (per weight, when weighted), or -1 if the grid is full. */
  pickCell(): number {
    return this.weighted
      ? weightedCell(this.cand, this.weight, this.t.cellCount)
      : fewestCandidates(this.cand, this.t.cellCount);
  }

  save(depth: number): void {
    this.savedCells[depth]!.set(this.cells);
    this.savedCand[depth]!.set(this.cand);
    this.savedSolved[depth]!.set(this.solved);
  }

  restore(depth: number): void {
    this.cells.set(this.savedCells[depth]!);
    this.cand.set(this.savedCand[depth]!);
    this.solved.set(this.savedSolved[depth]!);
    this.qHead = this.qTail = 0;
    this.dirtyLo = this.dirtyHi = 0;
    this.lockedLo = this.lockedHi = 0;
    if (this.tracking) this.clearSumMarks();
  }
}
