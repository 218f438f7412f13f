/**
 * Sum constraints: every set of cells whose total the rules fix, as data for the counter.
 *
 * The cages give the first ones. The rule of 45 gives more: a house holds 1..n once, so its
 * digits add up to n(n+1)/2, and k disjoint houses to k times that. For such a region R:
 *
 *   innies   the cells of R outside the cages that lie wholly inside R; their total is the
 *            region's total minus those cages' sums
 *   outies   when every cell of R is in a cage: the cells outside R of the cages that cross R;
 *            their total is the crossing cages' sums minus the innies' total
 *   innies − outies   the crossing cages that stick out of R by fewer cells than they have in it
 *            swap their cells in R for their cells outside (with sign −1): the innies left minus
 *            those outies make the innies' total minus those cages' sums
 *
 * The regions are each house, each run of consecutive disjoint houses of one kind (rows 1–2,
 * rows 1–3, …, columns, boxes) and, where the boxes tile the grid as rectangles, every rectangle of
 * two or more boxes (2×2 boxes, a stack of two, …), read from the geometry's units: nothing here
 * asks for a variant.
 * A constraint whose cells are all peers of each other holds distinct digits (`distinct`: the
 * counter may use digit combinations); otherwise only the total is known (the counter uses sum
 * bounds, with `groups` splitting the cells into sets of mutual peers, whose digits differ).
 */
import type { Geometry, Unit } from './geometry.ts';

export interface SumConstraint {
  readonly cells: readonly number[];
  readonly sum: number;
  /** Every two cells are peers: the digits are distinct, so the cells take one combination. */
  readonly distinct: boolean;
  /** Cells split into sets of mutual peers of one sign (greedy, in cell order): group index per cell. */
  readonly groups: readonly number[];
  /** +1 or -1 per cell: the constraint is Σ sign·digit = sum (-1 only in 'difference'). */
  readonly signs: readonly number[];
  readonly origin: 'cage' | 'innie' | 'outie' | 'difference' | 'line';
}

/**
 * Virtual constraints larger than these add little and cost time: left out. (Bounds constraints of
 * 8 and 9 cells pruned in 2–3 of 100 runs on the published killers; without them the counter
 * visits about as many positions, each faster: bench --op killers-iss. Since cages of four or more
 * empty cells take their combinations' digits without exact supports (sum-combinations.ts), those
 * of 7 cells cost more than they save too: tarek and extreme search fewer positions without them.)
 */
export const MAX_DISTINCT_CELLS = 8;
export const MAX_BOUNDS_CELLS = 6;

/*
 * Written as plain loops over typed arrays in small functions (issue 26 §3): in the functional
 * style (closures, maps, sets, spreads and `every` in one long function) V8's optimizing compiler
 * spent about 550 ms on this module over tarek's 42 killers (now about 170), on the one background
 * thread the counter's own hot functions wait behind, so the first killers of a run searched longer
 * in unoptimized code. The constraints built are the same, in the same order.
 */

/** What building one geometry's constraints reads and fills. */
interface Build {
  readonly N: number;
  /** peer[a * N + b] = 1 when a and b must differ. */
  readonly peer: Uint8Array;
  /** The house size: n mutual peers hold every digit. */
  readonly n: number;
  /** Keys (keyOf) of the constraints kept so far. */
  readonly seen: Set<string>;
  readonly result: SumConstraint[];
}

/** The cages and the rule-of-45 constraints of a geometry ([] without cages). */
export function sumConstraints(geometry: Geometry): SumConstraint[] {
  const cages: Unit[] = [];
  for (const u of geometry.units) if (u.sum !== undefined) cages.push(u);
  if (cages.length === 0 && geometry.lineSums.length === 0) return [];
  const n = geometry.size;
  const N = geometry.cellCount;
  const houseTotal = (n * (n + 1)) / 2;
  const build: Build = { N, peer: peerMatrix(geometry), n, seen: new Set(), result: [] };
  const { result, seen } = build;
  for (const u of cages) result.push(make(build, u.cells, u.sum!, 'cage'));
  // Arrows, little killers and region-sum lines (constraints/sums.ts): their digits may repeat.
  for (const line of geometry.lineSums) result.push(make(build, line.plus, line.total, 'line', line.minus));
  for (const k of result) seen.add(keyOf(k.cells, NONE));
  const cageOf = new Int32Array(N).fill(-1);
  let overlapping = false;
  for (let k = 0; k < cages.length; k++) {
    const cells = cages[k]!.cells;
    for (let i = 0; i < cells.length; i++) {
      if (cageOf[cells[i]!]! >= 0) overlapping = true;
      cageOf[cells[i]!] = k;
    }
  }
  // The rule of 45 below reads each cell's one cage: cages that share cells (constraint puzzles
  // may draw them) keep their own sums only.
  if (overlapping || cages.length === 0) return result;
  const inRegion = new Uint8Array(N);
  /** Cells of the region per cage (how many), to tell cages inside from cages crossing. */
  const overlap = new Int32Array(cages.length);
  const at: RegionScratch = { cages, cageOf, inRegion, overlap, houseTotal };
  for (const region of regions(geometry)) ruleOf45(build, at, region);
  return result;
}

const NONE: readonly number[] = [];

/** The peer relation of a geometry as an N × N matrix. */
function peerMatrix(geometry: Geometry): Uint8Array {
  const N = geometry.cellCount;
  const peer = new Uint8Array(N * N);
  for (let a = 0; a < N; a++) {
    const list = geometry.peers[a]!;
    for (let i = 0; i < list.length; i++) peer[a * N + list[i]!] = 1;
  }
  return peer;
}

/** The cells ascending, appended to `into` (a new array by default; insertion sort: the lists are short). */
function ascending(cells: readonly number[], into: number[] = []): number[] {
  const start = into.length;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    let j = into.length;
    into.push(c);
    for (; j > start && into[j - 1]! > c; j--) into[j] = into[j - 1]!;
    into[j] = c;
  }
  return into;
}

/** A constraint: positive cells then negative ones, each ascending, grouped into sets of mutual peers of one sign. */
function make(
  build: Build,
  cells: readonly number[],
  sum: number,
  origin: SumConstraint['origin'],
  negative: readonly number[] = NONE,
): SumConstraint {
  const { peer, N } = build;
  const all = ascending(cells);
  const plus = all.length;
  ascending(negative, all);
  const signs: number[] = [];
  const groups: number[] = [];
  const members: number[][] = [];
  const memberSign: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const c = all[i]!;
    const sign = i < plus ? 1 : -1;
    signs.push(sign);
    let g = 0;
    for (; g < members.length; g++) {
      if (memberSign[g] !== sign) continue;
      const group = members[g]!;
      let mutual = true;
      for (let j = 0; j < group.length && mutual; j++) mutual = peer[c * N + group[j]!] === 1;
      if (mutual) break;
    }
    if (g === members.length) {
      members.push([]);
      memberSign.push(sign);
    }
    members[g]!.push(c);
    groups.push(g);
  }
  return { cells: all, sum, distinct: members.length === 1 && negative.length === 0, groups, signs, origin };
}

/** Keeps a rule-of-45 constraint unless too large, already known, or n mutual peers (their total says nothing new). */
function add(
  build: Build,
  cells: readonly number[],
  sum: number,
  origin: SumConstraint['origin'],
  negative: readonly number[] = NONE,
): void {
  const size = cells.length + negative.length;
  // Most regions' innies are too many to keep: refuse them before sorting and grouping.
  if (size === 0 || size > Math.max(MAX_BOUNDS_CELLS, MAX_DISTINCT_CELLS)) return;
  const key = keyOf(cells, negative);
  if (build.seen.has(key)) return;
  const constraint = make(build, cells, sum, origin, negative);
  if (size > (constraint.distinct ? MAX_DISTINCT_CELLS : MAX_BOUNDS_CELLS)) return;
  if (constraint.distinct && size === build.n) return;
  build.seen.add(key);
  build.result.push(constraint);
}

/** The cages and the scratch one region's rule of 45 reads (overlap and inRegion are left zero). */
interface RegionScratch {
  readonly cages: readonly Unit[];
  readonly cageOf: Int32Array;
  readonly inRegion: Uint8Array;
  readonly overlap: Int32Array;
  readonly houseTotal: number;
}

/** A region's innies, outies and innies − outies (the file's header). */
function ruleOf45(build: Build, at: RegionScratch, region: Region): void {
  const { cages, cageOf, inRegion, overlap } = at;
  const cells = region.cells;
  for (let i = 0; i < cells.length; i++) inRegion[cells[i]!] = 1;
  let covered = true;
  for (let i = 0; i < cells.length; i++) {
    const k = cageOf[cells[i]!]!;
    if (k < 0) covered = false;
    else overlap[k]!++;
  }
  let insideSum = 0;
  let crossingSum = 0;
  const innies: number[] = [];
  const outies: number[] = [];
  for (let i = 0; i < cells.length; i++) {
    const k = cageOf[cells[i]!]!;
    if (k < 0 || overlap[k]! < cages[k]!.cells.length) innies.push(cells[i]!);
  }
  for (let i = 0; i < cells.length; i++) {
    const k = cageOf[cells[i]!]!;
    if (k < 0 || overlap[k] === 0) continue;
    const cage = cages[k]!;
    if (overlap[k] === cage.cells.length) insideSum += cage.sum!;
    else {
      crossingSum += cage.sum!;
      for (const o of cage.cells) if (inRegion[o] === 0) outies.push(o);
    }
    overlap[k] = 0; // count each cage once
  }
  const innieSum = region.houses * at.houseTotal - insideSum;
  add(build, innies, innieSum, 'innie');
  if (covered && outies.length > 0) add(build, outies, crossingSum - innieSum, 'outie');
  // Swap the crossing cages that stick out less than they stay in.
  const kept: number[] = [];
  const swappedOut: number[] = [];
  let swappedSum = 0;
  let swapped = 0;
  let all = 0;
  for (let i = 0; i < innies.length; i++) {
    const c = innies[i]!;
    const k = cageOf[c]!;
    if (k >= 0 && overlap[k] === 0) {
      all++;
      const cage = cages[k]!;
      let inside = 0;
      for (const o of cage.cells) if (inRegion[o] === 1) inside++;
      overlap[k] = inside < cage.cells.length - inside ? 1 : 2; // 1 keep, 2 swap
      if (overlap[k] === 2) {
        swapped++;
        swappedSum += cage.sum!;
        for (const o of cage.cells) if (inRegion[o] === 0) swappedOut.push(o);
      }
    }
    if (k < 0 || overlap[k] === 1) kept.push(c);
  }
  for (let i = 0; i < innies.length; i++) {
    const k = cageOf[innies[i]!]!;
    if (k >= 0) overlap[k] = 0;
  }
  if (swapped > 0 && (swapped < all || !covered)) add(build, kept, innieSum - swappedSum, 'difference', swappedOut);
  for (let i = 0; i < cells.length; i++) inRegion[cells[i]!] = 0;
}

/** A constraint's identity: its positive cells and its negative cells, each as a set (one character per cell). */
function keyOf(cells: readonly number[], negative: readonly number[]): string {
  return `${sortedChars(cells)}/${sortedChars(negative)}`;
}
function sortedChars(cells: readonly number[]): string {
  let key = '';
  for (const c of ascending(cells)) key += String.fromCharCode(c);
  return key;
}

/** A region of the rule of 45: its cells and how many houses they make up. */
interface Region {
  readonly cells: number[];
  readonly houses: number;
}

/** Each house, and each run of consecutive houses of one kind when that kind's houses are disjoint. */
function regions(geometry: Geometry): Region[] {
  const n = geometry.size;
  const byKind = new Map<string, (readonly number[])[]>();
  for (const u of geometry.units) {
    if (u.sum !== undefined || u.cells.length !== n) continue;
    let list = byKind.get(u.kind);
    if (list === undefined) {
      list = [];
      byKind.set(u.kind, list);
    }
    list[u.index - 1] = u.cells;
  }
  const out: Region[] = [];
  const held = new Uint8Array(geometry.cellCount);
  for (const houses of byKind.values()) {
    const list: (readonly number[])[] = [];
    for (const h of houses) if (h !== undefined) list.push(h);
    held.fill(0);
    let distinctCells = 0;
    for (const h of list)
      for (let i = 0; i < h.length; i++) {
        if (held[h[i]!] === 0) distinctCells++;
        held[h[i]!] = 1;
      }
    const disjoint = distinctCells === list.length * n;
    const longest = disjoint ? list.length - 1 : 1;
    for (let a = 0; a < list.length; a++) {
      const cells: number[] = [];
      for (let length = 1; length <= longest && a + length <= list.length; length++) {
        const h = list[a + length - 1]!;
        for (let i = 0; i < h.length; i++) cells.push(h[i]!);
        out.push({ cells: cells.slice(), houses: length });
      }
    }
  }
  for (const r of boxRectangles(geometry, byKind.get('box'))) out.push(r);
  return out;
}

/**
 * Rectangles of two or more boxes (2×2 boxes, a box over a box, …) when the boxes tile the grid
 * as rectangles: the runs above give only boxes side by side in reading order.
 */
function boxRectangles(geometry: Geometry, boxes: (readonly number[])[] | undefined): Region[] {
  const n = geometry.size;
  const list: (readonly number[])[] = [];
  for (const h of boxes ?? []) if (h !== undefined) list.push(h);
  if (list.length !== n) return [];
  // each box's rectangle: top row, left column, height, width
  const corners = new Int32Array(4 * n);
  for (let b = 0; b < n; b++) {
    let top = n;
    let left = n;
    let bottom = -1;
    let right = -1;
    for (const c of list[b]!) {
      const r = Math.floor(c / n);
      top = Math.min(top, r);
      bottom = Math.max(bottom, r);
      left = Math.min(left, c % n);
      right = Math.max(right, c % n);
    }
    corners.set([top, left, bottom - top + 1, right - left + 1], 4 * b);
  }
  const height = corners[2]!;
  const width = corners[3]!;
  if (height * width !== n) return [];
  for (let b = 0; b < n; b++) {
    const [top, left, h, w] = corners.subarray(4 * b, 4 * b + 4);
    if (h !== height || w !== width || top! % height !== 0 || left! % width !== 0) return [];
  }
  const down = n / height;
  const across = n / width;
  // the box at each place of the box grid
  const at: (readonly number[])[] = [];
  for (let b = 0; b < n; b++) at[(corners[4 * b]! / height) * across + corners[4 * b + 1]! / width] = list[b]!;
  const out: Region[] = [];
  for (let r0 = 0; r0 < down; r0++)
    for (let c0 = 0; c0 < across; c0++)
      for (let r1 = r0; r1 < down; r1++)
        for (let c1 = c0; c1 < across; c1++) {
          const houses = (r1 - r0 + 1) * (c1 - c0 + 1);
          // single boxes and rows of boxes are in the runs already; the whole grid says nothing
          if (r1 === r0 || houses === n) continue;
          const cells: number[] = [];
          for (let r = r0; r <= r1; r++)
            for (let c = c0; c <= c1; c++) for (const x of at[r * across + c]!) cells.push(x);
          out.push({ cells, houses });
        }
  return out;
}
