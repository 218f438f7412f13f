/**
 * Exact candidates of a sum constraint on mutual peers (a cage, or a rule-of-45 innie set whose
 * cells all differ): digit d stays in cell c only if some assignment of distinct digits to the
 * empty cells, each from its candidates, adds up to the remaining total, avoids the digits already
 * placed, holds every digit the constraint must hold, and puts d in c.
 *
 * By combination: the digit sets of the right size and total (the counter's table) that avoid the
 * placed digits and hold the required ones. For one set m, a cell whose candidates include all of
 * m ("open") can take any digit of it; only the other cells ("tight", candidates cut to m) need a
 * search. Depth-first over the tight cells, one distinct digit of m each; the state is the mask of
 * digits used so far (the cell index is its size), so a state that failed once fails again and one
 * that succeeded has already recorded every support below it. Whatever digits of m the tight
 * cells leave go to the open cells, any of them to any open cell:
 *
 *   cells[i]     the constraint's empty cells                        Int32Array(cells)  (caller fills)
 *   support[i]   digits of cells[i] some full assignment gives it    Int32Array(cells)
 *   tight[j]     index (into cells) of the j-th tight cell           Int32Array(cells)
 *   masks[j]     its candidates within m                             Int32Array(cells)
 *   stamp/memo   per used-digit mask: visited for this m / it led to a full assignment
 *
 * With all cells open (the usual case high in the search) a set costs one pass over the cells.
 */
export class CageSupport {
  readonly cells: Int32Array;
  readonly support: Int32Array;
  /** Digits every full assignment uses (beside the placed ones), after run. */
  required = 0;
  private readonly tight: Int32Array;
  private readonly masks: Int32Array;
  private readonly stamp: Int32Array;
  private readonly memo: Uint8Array;
  private generation = 0;
  private tightCount = 0;
  /** Digits of the current set the tight cells may leave to the open ones (union over leaves). */
  private leftover = 0;
  private combo = 0;
  /** Only whether the current set fits is asked: stop at the first assignment. */
  private existence = false;

  constructor(
    n: number,
    maxCells: number,
    private readonly comboStart: Int32Array,
    private readonly combos: Uint16Array,
    private readonly sumSpan: number,
  ) {
    this.cells = new Int32Array(maxCells);
    this.support = new Int32Array(maxCells);
    this.tight = new Int32Array(maxCells);
    this.masks = new Int32Array(maxCells);
    this.stamp = new Int32Array(1 << n);
    this.memo = new Uint8Array(1 << n);
  }

  /**
   * The empty cells are cells[0..count), their candidates in cand. Returns false when no
   * assignment exists; else support[i] holds the digits cells[i] may keep.
   */
  run(count: number, cand: Uint16Array, rest: number, placedMask: number, must: number): boolean {
    const { cells, support, tight, masks } = this;
    let available = 0;
    for (let i = 0; i < count; i++) {
      support[i] = 0;
      available |= cand[cells[i]!]!;
    }
    let required = -1;
    let any = false;
    const slot = count * this.sumSpan + rest;
    for (let j = this.comboStart[slot]!, jEnd = this.comboStart[slot + 1]!; j < jEnd; j++) {
      const m = this.combos[j]!;
      if ((m & placedMask) !== 0 || (m & available) !== m || (m & must) !== must) continue;
      let t = 0;
      let openCells = 0;
      for (let i = 0; i < count; i++) {
        const cm = cand[cells[i]!]! & m;
        if (cm === m) openCells++;
        else {
          if (cm === 0) {
            t = -1;
            break;
          }
          tight[t] = i;
          masks[t++] = cm;
        }
      }
      if (t < 0) continue;
      let fits: boolean;
      if (t === 0) {
        fits = true;
        this.leftover = m;
      } else {
        // Nothing to learn from this set (every cell already keeps what it could get from it):
        // one assignment is enough.
        let learn = false;
        for (let q = 0; q < t && !learn; q++) if ((support[tight[q]!]! & masks[q]!) !== masks[q]) learn = true;
        if (!learn && openCells > 0) {
          for (let i = 0; i < count && !learn; i++)
            if ((cand[cells[i]!]! & m) === m && (support[i]! & m) !== m) learn = true;
        }
        this.existence = !learn;
        this.tightCount = t;
        this.leftover = 0;
        this.combo = m;
        if (++this.generation === 0x7fffffff) {
          this.stamp.fill(0);
          this.generation = 1;
        }
        fits = this.search(0, 0);
      }
      if (!fits) continue;
      any = true;
      required &= m;
      if (openCells > 0) {
        const leftover = this.leftover;
        for (let i = 0; i < count; i++) if ((cand[cells[i]!]! & m) === m) support[i] = support[i]! | leftover;
      }
    }
    this.required = required;
    return any;
  }

  /** Tight cells j.. take distinct digits of the set, none of used; records their supports. */
  private search(j: number, used: number): boolean {
    if (j === this.tightCount) {
      this.leftover |= this.combo & ~used;
      return true;
    }
    const { stamp, memo } = this;
    if (j > 0) {
      if (stamp[used] === this.generation) return memo[used] === 1;
      stamp[used] = this.generation;
    }
    let options = this.masks[j]! & ~used;
    let found = false;
    while (options !== 0) {
      const bit = options & -options;
      options ^= bit;
      if (this.search(j + 1, used | bit)) {
        const i = this.tight[j]!;
        this.support[i] = this.support[i]! | bit;
        found = true;
        if (this.existence) return true;
      }
    }
    if (j > 0) memo[used] = found ? 1 : 0;
    return found;
  }
}
