/**
 * Templates: the ways one digit can still fill the grid, one place in every house and no two
 * places seeing each other (under the rules below). A place that lies in no template is false.
 * Every single-digit pattern (a fish of any shape, finned or not) only ever removes such places,
 * since its argument holds for every template that keeps the rules it uses. So the fish searches
 * skip digits whose places all lie in templates, and seed themselves with the others' suspects:
 * in the positions that reach Franken and mutant fish that is nearly every digit, and the check
 * costs far less than the searches it saves. It never changes what a search reports.
 *
 * The check: for each place not yet seen in a template, look for a template through it (rows in
 * order of fewest places, each row one place that no chosen place sees, places not yet seen in a
 * template tried first); every template found marks all its places. A search that runs too long
 * counts its digit as not cleared.
 */
import { lowestBit } from '@sudoku-forge/core-solver';
import type { Board } from '../board.ts';
import type { State } from '../state.ts';

/** Nodes one digit's check may visit before giving up (the digit then counts as not cleared). */
const BUDGET = 20_000;

interface Scratch {
  words: number;
  peers: Uint32Array;
  /**
   * Cells of the houses that a set of places, one per row and none seeing another, can still
   * miss: those outside the rows, columns and boxes (which partition the grid, so each gets one).
   */
  extraHouses: Int32Array;
  extraCount: number;
  /** Places of the digit per row; rows to fill in order; places in all. */
  rowPlaces: Int32Array;
  order: Int16Array;
  counts: Int16Array;
  rowCount: number;
  places: Int32Array;
  /** Extra houses that hold places (the others have the digit placed). */
  open: Int16Array;
  openCount: number;
  /** Per depth: cells seen by the chosen places (and the places), and the chosen places. */
  blocked: Int32Array;
  chosen: Int32Array;
  /** Places found in some template. */
  possible: Int32Array;
  /** Per digit (index digit - 1): its places in no template (all its places when the check gave up). */
  suspects: Int32Array;
  nodes: number;
  /** The last position checked and its answer. */
  last: Uint16Array;
  lastDigits: number;
}

/**
 * The rules a template keeps: those the asking pattern's argument uses, no more (fewer rules
 * allow more templates, so fewer digits need the pattern search; the answer stays exact).
 *
 *   fish     one place in each row, column and box; no two in one of them (plain and Franken fish)
 *   finned   the same, and no two places that see each other in any way: a fin is seen through
 *            any peer, knight moves and cages included (finned fish)
 *   houses   one place in every house (diagonals, windows too); no two in one house (mutant fish)
 *
 * On the classic board the three coincide and share one check.
 */
export type Rules = 'fish' | 'finned' | 'houses';

const scratches = new WeakMap<Board, Record<Rules, Scratch>>();

function scratchFor(state: State, rules: Rules): Scratch {
  const { board } = state;
  let byRules = scratches.get(board);
  if (!byRules) {
    const { words } = board;
    const partition = new Set<number>();
    for (const list of [board.rowHouse, board.columnHouse, board.boxHouse])
      for (const h of list) if (h >= 0) partition.add(h);
    const peersIn = (houses: number[]) => {
      const bits = new Uint32Array(board.cellCount * words);
      for (const h of houses) {
        const cells = board.houses[h]!;
        for (const a of cells) for (const b of cells) if (a !== b) bits[a * words + (b >>> 5)]! |= 1 << (b & 31);
      }
      return bits;
    };
    const allHouses = board.houses.map((_, h) => h);
    const made: Scratch[] = [];
    const make = (peers: Uint32Array, extra: number[]): Scratch => {
      for (const other of made) {
        if (other.extraCount === extra.length && other.peers.every((x, i) => x === peers[i])) return other;
      }
      const scratch = newScratch(board, words, peers, extra);
      made.push(scratch);
      return scratch;
    };
    byRules = {
      fish: make(peersIn([...partition]), []),
      finned: make(board.peerBits, []),
      houses: make(
        peersIn(allHouses),
        allHouses.filter((h) => !partition.has(h)),
      ),
    };
    scratches.set(board, byRules);
  }
  return byRules[rules];
}

function newScratch(board: Board, words: number, peers: Uint32Array, extra: number[]): Scratch {
  const extraHouses = new Int32Array(Math.max(1, extra.length) * words);
  extra.forEach((h, i) => {
    for (const cell of board.houses[h]!) extraHouses[i * words + (cell >>> 5)]! |= 1 << (cell & 31);
  });
  return {
    words,
    peers,
    extraHouses,
    extraCount: extra.length,
    rowPlaces: new Int32Array(board.n * words),
    order: new Int16Array(board.n),
    counts: new Int16Array(board.n),
    rowCount: 0,
    places: new Int32Array(words),
    open: new Int16Array(Math.max(1, extra.length)),
    openCount: 0,
    blocked: new Int32Array((board.n + 1) * words),
    chosen: new Int32Array((board.n + 1) * words),
    possible: new Int32Array(words),
    suspects: new Int32Array(board.n * words),
    nodes: 0,
    last: new Uint16Array(board.cellCount),
    lastDigits: -1,
  };
}

/**
 * The places of a digit that may be false by single-digit logic (in no template), as a cell
 * bitset of (cellCount + 31) >> 5 words. Valid for the position last passed to uncleared() with these rules.
 */
export function suspects(state: State, rules: Rules, digit: number): Int32Array {
  const s = scratchFor(state, rules);
  return s.suspects.subarray((digit - 1) * s.words, digit * s.words);
}

/**
 * The digits (bit d-1) that have a place in no template, or whose check ran out of budget: the
 * only digits where a single-digit pattern can remove anything. Remembered for the last position,
 * since several fish searches ask about the same one.
 */
export function uncleared(state: State, rules: Rules): number {
  const { board, candidates } = state;
  const s = scratchFor(state, rules);
  if (s.lastDigits >= 0) {
    let same = true;
    for (let cell = 0; cell < board.cellCount; cell++) {
      if (s.last[cell] !== candidates[cell]) {
        same = false;
        break;
      }
    }
    if (same) return s.lastDigits;
  }
  let result = 0;
  const { words, places, possible, suspects } = s;
  for (let digit = 1; digit <= board.n; digit++) {
    const done = cleared(state, s, digit);
    let any = 0;
    for (let w = 0; w < words; w++) {
      // A check that gave up leaves every place a suspect.
      const m = done ? places[w]! & ~possible[w]! : places[w]!;
      suspects[(digit - 1) * words + w] = m;
      any |= m;
    }
    if (any !== 0) result |= 1 << (digit - 1);
  }
  s.last.set(candidates);
  s.lastDigits = result;
  return result;
}

function cleared(state: State, s: Scratch, digit: number): boolean {
  const { board, candidates } = state;
  const { words, rowPlaces, places, possible, order, counts, peers } = s;
  const bit = 1 << (digit - 1);
  rowPlaces.fill(0);
  counts.fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (!(candidates[cell]! & bit)) continue;
    const r = board.rowOf[cell]!;
    rowPlaces[r * words + (cell >>> 5)]! |= 1 << (cell & 31);
    counts[r]!++;
  }
  places.fill(0);
  for (let r = 0; r < board.n; r++) for (let w = 0; w < words; w++) places[w]! |= rowPlaces[r * words + w]!;
  // Rows that still need the digit, fewest places first (ties by row; the order is only speed).
  s.rowCount = 0;
  for (let r = 0; r < board.n; r++) {
    if (counts[r] === 0) continue;
    let i = s.rowCount++;
    while (i > 0 && counts[order[i - 1]!]! > counts[r]!) {
      order[i] = order[i - 1]!;
      i--;
    }
    order[i] = r;
  }
  s.openCount = 0;
  for (let i = 0; i < s.extraCount; i++) {
    let any = 0;
    for (let w = 0; w < words; w++) any |= s.extraHouses[i * words + w]! & places[w]!;
    if (any !== 0) s.open[s.openCount++] = i;
  }
  possible.fill(0);
  s.nodes = 0;
  for (let w = 0; w < words; w++) {
    for (let m = places[w]!; m !== 0; m &= m - 1) {
      const low = m & -m;
      if (possible[w]! & low) continue;
      // A template through this place: start with it chosen.
      const cell = w * 32 + lowestBit(low);
      for (let v = 0; v < words; v++) {
        s.blocked[v] = peers[cell * words + v]! | (v === w ? low : 0);
        s.chosen[v] = v === w ? low : 0;
      }
      // No template through it: the place is false; go on with the others.
      if (!fill(s, 0) && s.nodes > BUDGET) return false;
    }
  }
  return true;
}

/** Fills rows order[depth..] from the places chosen so far; true (and marks them) when a template is found. */
function fill(s: Scratch, depth: number): boolean {
  const { words, blocked, chosen, rowPlaces } = s;
  const at = depth * words;
  if (++s.nodes > BUDGET) return false;
  if (depth === s.rowCount) {
    for (let i = 0; i < s.openCount; i++) {
      const h = s.open[i]!;
      let hit = 0;
      for (let w = 0; w < words; w++) hit |= s.extraHouses[h * words + w]! & chosen[at + w]!;
      if (hit === 0) return false;
    }
    for (let w = 0; w < words; w++) s.possible[w]! |= chosen[at + w]!;
    return true;
  }
  const r = s.order[depth]!;
  const next = at + words;
  let has = 0;
  for (let w = 0; w < words; w++) has |= rowPlaces[r * words + w]! & chosen[at + w]!;
  if (has !== 0) {
    // The starting place is in this row.
    for (let w = 0; w < words; w++) {
      blocked[next + w] = blocked[at + w]!;
      chosen[next + w] = chosen[at + w]!;
    }
    return fill(s, depth + 1);
  }
  // Places not yet in a template first, so each template found marks as many new ones as it can.
  for (let pass = 0; pass < 2; pass++) {
    for (let w = 0; w < words; w++) {
      const fresh = pass === 0 ? ~s.possible[w]! : s.possible[w]!;
      for (let m = rowPlaces[r * words + w]! & ~blocked[at + w]! & fresh; m !== 0; m &= m - 1) {
        const low = m & -m;
        const cell = w * 32 + lowestBit(low);
        for (let v = 0; v < words; v++) {
          blocked[next + v] = blocked[at + v]! | s.peers[cell * words + v]! | (v === w ? low : 0);
          chosen[next + v] = chosen[at + v]! | (v === w ? low : 0);
        }
        if (alive(s, depth + 1) && fill(s, depth + 1)) return true;
        if (s.nodes > BUDGET) return false;
      }
    }
  }
  return false;
}

/** Every row still to fill keeps a place (or holds the starting place). */
function alive(s: Scratch, depth: number): boolean {
  const { words, blocked, chosen, rowPlaces } = s;
  const at = depth * words;
  for (let d = depth; d < s.rowCount; d++) {
    const row = s.order[d]! * words;
    let left = 0;
    for (let w = 0; w < words; w++) left |= rowPlaces[row + w]! & (~blocked[at + w]! | chosen[at + w]!);
    if (left === 0) return false;
  }
  return true;
}
