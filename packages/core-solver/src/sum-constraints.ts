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
import type { Geometry } from './geometry.ts';

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

/** The cages and the rule-of-45 constraints of a geometry ([] without cages). */
export function sumConstraints(geometry: Geometry): SumConstraint[] {
  const cages = geometry.units.filter((u) => u.sum !== undefined);
  if (cages.length === 0 && geometry.lineSums.length === 0) return [];
  const n = geometry.size;
  const N = geometry.cellCount;
  const houseTotal = (n * (n + 1)) / 2;
  // peer[a * N + b] = 1 when a and b must differ.
  const peer = new Uint8Array(N * N);
  geometry.peers.forEach((list, a) => {
    list.forEach((b) => {
      peer[a * N + b] = 1;
    });
  });
  const make = (
    cells: number[],
    sum: number,
    origin: SumConstraint['origin'],
    negative: readonly number[] = [],
  ): SumConstraint => {
    const sorted = cells.slice().sort((a, b) => a - b);
    const all = [...sorted, ...negative.slice().sort((a, b) => a - b)];
    const signs = all.map((_, i) => (i < sorted.length ? 1 : -1));
    const groups: number[] = [];
    const members: number[][] = [];
    const memberSign: number[] = [];
    all.forEach((c, i) => {
      let g = 0;
      for (; g < members.length; g++)
        if (memberSign[g] === signs[i] && members[g]!.every((o) => peer[c * N + o] === 1)) break;
      if (g === members.length) {
        members.push([]);
        memberSign.push(signs[i]!);
      }
      members[g]!.push(c);
      groups.push(g);
    });
    return { cells: all, sum, distinct: members.length === 1 && negative.length === 0, groups, signs, origin };
  };

  const result: SumConstraint[] = cages.map((u) => make(u.cells.slice(), u.sum!, 'cage'));
  // Arrows, little killers and region-sum lines (constraints/sums.ts): their digits may repeat.
  for (const line of geometry.lineSums) result.push(make([...line.plus], line.total, 'line', line.minus));
  const seen = new Set(result.map((k) => keyOf(k.cells, [])));
  const cageOf = new Int32Array(N).fill(-1);
  let overlapping = false;
  cages.forEach((u, k) => {
    u.cells.forEach((c) => {
      if (cageOf[c]! >= 0) overlapping = true;
      cageOf[c] = k;
    });
  });
  // The rule of 45 below reads each cell's one cage: cages that share cells (constraint puzzles
  // may draw them) keep their own sums only.
  if (overlapping || cages.length === 0) return result;

  const add = (
    cells: number[],
    sum: number,
    origin: SumConstraint['origin'],
    negative: readonly number[] = [],
  ): void => {
    const size = cells.length + negative.length;
    // Most regions' innies are too many to keep: refuse them before sorting and grouping.
    if (size === 0 || size > Math.max(MAX_BOUNDS_CELLS, MAX_DISTINCT_CELLS)) return;
    const key = keyOf(cells, negative);
    if (seen.has(key)) return;
    const constraint = make(cells, sum, origin, negative);
    if (size > (constraint.distinct ? MAX_DISTINCT_CELLS : MAX_BOUNDS_CELLS)) return;
    // n mutual peers hold every digit: their total says nothing new.
    if (constraint.distinct && size === n) return;
    seen.add(key);
    result.push(constraint);
  };

  const inRegion = new Uint8Array(N);
  /** Cells of the region per cage (how many), to tell cages inside from cages crossing. */
  const overlap = new Int32Array(cages.length);
  for (const region of regions(geometry)) {
    for (const c of region.cells) inRegion[c] = 1;
    let covered = true;
    for (const c of region.cells) {
      if (cageOf[c]! < 0) covered = false;
      else overlap[cageOf[c]!]!++;
    }
    let insideSum = 0;
    let crossingSum = 0;
    const innies: number[] = [];
    const outies: number[] = [];
    for (const c of region.cells) {
      const k = cageOf[c]!;
      if (k < 0 || overlap[k]! < cages[k]!.cells.length) innies.push(c);
    }
    for (const c of region.cells) {
      const k = cageOf[c]!;
      if (k < 0 || overlap[k] === 0) continue;
      if (overlap[k] === cages[k]!.cells.length) insideSum += cages[k]!.sum!;
      else {
        crossingSum += cages[k]!.sum!;
        for (const o of cages[k]!.cells) if (inRegion[o] === 0) outies.push(o);
      }
      overlap[k] = 0; // count each cage once
    }
    const innieSum = region.houses * houseTotal - insideSum;
    add(innies, innieSum, 'innie');
    if (covered && outies.length > 0) add(outies, crossingSum - innieSum, 'outie');
    {
      // Swap the crossing cages that stick out less than they stay in.
      const kept: number[] = [];
      const swappedOut: number[] = [];
      let swappedSum = 0;
      let swapped = 0;
      let all = 0;
      for (const c of innies) {
        const k = cageOf[c]!;
        if (k >= 0 && overlap[k] === 0) {
          all++;
          let inside = 0;
          for (const o of cages[k]!.cells) if (inRegion[o] === 1) inside++;
          overlap[k] = inside < cages[k]!.cells.length - inside ? 1 : 2; // 1 keep, 2 swap
          if (overlap[k] === 2) {
            swapped++;
            swappedSum += cages[k]!.sum!;
            for (const o of cages[k]!.cells) if (inRegion[o] === 0) swappedOut.push(o);
          }
        }
        if (k < 0 || overlap[k] === 1) kept.push(c);
      }
      for (const c of innies) if (cageOf[c]! >= 0) overlap[cageOf[c]!] = 0;
      if (swapped > 0 && (swapped < all || !covered)) add(kept, innieSum - swappedSum, 'difference', swappedOut);
    }
    for (const c of region.cells) inRegion[c] = 0;
  }
  return result;
}

/** A constraint's identity: its positive cells and its negative cells, each as a set (one character per cell). */
function keyOf(cells: readonly number[], negative: readonly number[]): string {
  return `${sortedChars(cells)}/${sortedChars(negative)}`;
}
function sortedChars(cells: readonly number[]): string {
  if (cells.length > KEY_SCRATCH.length) return String.fromCharCode(...cells.slice().sort((a, b) => a - b));
  const sorted = KEY_SCRATCH;
  for (let i = 0; i < cells.length; i++) {
    let j = i;
    for (const c = cells[i]!; j > 0 && sorted[j - 1]! > c; j--) sorted[j] = sorted[j - 1]!;
    sorted[j] = cells[i]!;
  }
  return String.fromCharCode(...sorted.subarray(0, cells.length));
}
/** Insertion-sort scratch: a cage holds at most n cells, a rule-of-45 constraint kept at most 9 (longer lists sort a copy). */
const KEY_SCRATCH = new Uint16Array(32);

/** Each house, and each run of consecutive houses of one kind when that kind's houses are disjoint. */
function regions(geometry: Geometry): { cells: number[]; houses: number }[] {
  const n = geometry.size;
  const byKind = new Map<string, (readonly number[])[]>();
  for (const u of geometry.units) {
    if (u.sum !== undefined || u.cells.length !== n) continue;
    const list = byKind.get(u.kind) ?? [];
    list[u.index - 1] = u.cells;
    byKind.set(u.kind, list);
  }
  const out: { cells: number[]; houses: number }[] = [];
  for (const houses of byKind.values()) {
    const list = houses.filter((h) => h !== undefined);
    const all = new Set<number>();
    for (const h of list) for (const c of h) all.add(c);
    const disjoint = all.size === list.length * n;
    const longest = disjoint ? list.length - 1 : 1;
    for (let a = 0; a < list.length; a++) {
      const cells: number[] = [];
      for (let length = 1; length <= longest && a + length <= list.length; length++) {
        for (const c of list[a + length - 1]!) cells.push(c);
        out.push({ cells: cells.slice(), houses: length });
      }
    }
  }
  out.push(...boxRectangles(geometry, byKind.get('box')));
  return out;
}

/**
 * Rectangles of two or more boxes (2×2 boxes, a box over a box, …) when the boxes tile the grid
 * as rectangles: the runs above give only boxes side by side in reading order.
 */
function boxRectangles(
  geometry: Geometry,
  boxes: (readonly number[])[] | undefined,
): { cells: number[]; houses: number }[] {
  const n = geometry.size;
  const list = (boxes ?? []).filter((h) => h !== undefined);
  if (list.length !== n) return [];
  const corners = list.map((cells) => {
    const rows = cells.map((c) => Math.floor(c / n));
    const cols = cells.map((c) => c % n);
    return {
      top: Math.min(...rows),
      left: Math.min(...cols),
      height: Math.max(...rows) - Math.min(...rows) + 1,
      width: Math.max(...cols) - Math.min(...cols) + 1,
    };
  });
  const { height, width } = corners[0]!;
  if (
    corners.some(
      (b) =>
        b.height !== height ||
        b.width !== width ||
        b.height * b.width !== n ||
        b.top % height !== 0 ||
        b.left % width !== 0,
    )
  )
    return [];
  const down = n / height;
  const across = n / width;
  const at = new Map(corners.map((b, i) => [(b.top / height) * across + b.left / width, list[i]!]));
  const out: { cells: number[]; houses: number }[] = [];
  for (let r0 = 0; r0 < down; r0++)
    for (let c0 = 0; c0 < across; c0++)
      for (let r1 = r0; r1 < down; r1++)
        for (let c1 = c0; c1 < across; c1++) {
          const houses = (r1 - r0 + 1) * (c1 - c0 + 1);
          // single boxes and rows of boxes are in the runs already; the whole grid says nothing
          if (r1 === r0 || houses === n) continue;
          const cells: number[] = [];
          for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.push(...at.get(r * across + c)!);
          out.push({ cells, houses });
        }
  return out;
}
