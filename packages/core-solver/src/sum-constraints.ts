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
 *
 * The regions are each house and each run of consecutive disjoint houses of one kind (rows 1–2,
 * rows 1–3, …, columns, boxes), read from the geometry's units: nothing here asks for a variant.
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
  /** Cells split into sets of mutual peers (greedy, in cell order): group index per cell. */
  readonly groups: readonly number[];
  readonly origin: 'cage' | 'innie' | 'outie';
}

/** Virtual constraints larger than this add little and cost time: left out. */
export const MAX_VIRTUAL_CELLS = 9;

/** The cages and the rule-of-45 constraints of a geometry ([] without cages). */
export function sumConstraints(geometry: Geometry): SumConstraint[] {
  const cages = geometry.units.filter((u) => u.sum !== undefined);
  if (cages.length === 0) return [];
  const n = geometry.size;
  const houseTotal = (n * (n + 1)) / 2;
  const peerSets = geometry.peers.map((list) => new Set(list));
  const make = (cells: number[], sum: number, origin: SumConstraint['origin']): SumConstraint => {
    const sorted = [...cells].sort((a, b) => a - b);
    const groups: number[] = [];
    const members: number[][] = [];
    for (const c of sorted) {
      let g = members.findIndex((m) => m.every((o) => peerSets[c]!.has(o)));
      if (g < 0) {
        g = members.length;
        members.push([]);
      }
      members[g]!.push(c);
      groups.push(g);
    }
    return { cells: sorted, sum, distinct: members.length === 1, groups, origin };
  };

  const result: SumConstraint[] = cages.map((u) => make([...u.cells], u.sum!, 'cage'));
  const seen = new Set(result.map((k) => k.cells.join(',')));
  const cageOf = new Int32Array(geometry.cellCount).fill(-1);
  cages.forEach((u, k) => u.cells.forEach((c) => (cageOf[c] = k)));

  const add = (cells: number[], sum: number, origin: SumConstraint['origin']): void => {
    if (cells.length === 0 || cells.length > MAX_VIRTUAL_CELLS) return;
    const constraint = make(cells, sum, origin);
    const key = constraint.cells.join(',');
    if (seen.has(key)) return;
    seen.add(key);
    result.push(constraint);
  };

  for (const region of regions(geometry)) {
    const inRegion = new Set(region.cells);
    const inside: number[] = [];
    const crossing: number[] = [];
    let covered = true;
    const touched = new Set<number>();
    for (const c of region.cells) {
      if (cageOf[c]! < 0) covered = false;
      else touched.add(cageOf[c]!);
    }
    for (const k of touched) (cages[k]!.cells.every((c) => inRegion.has(c)) ? inside : crossing).push(k);
    const innies = region.cells.filter((c) => cageOf[c]! < 0 || !inside.includes(cageOf[c]!));
    const innieSum = region.houses * houseTotal - inside.reduce((s, k) => s + cages[k]!.sum!, 0);
    add(innies, innieSum, 'innie');
    if (covered && crossing.length > 0) {
      const outies = crossing.flatMap((k) => cages[k]!.cells.filter((c) => !inRegion.has(c)));
      add(outies, crossing.reduce((s, k) => s + cages[k]!.sum!, 0) - innieSum, 'outie');
    }
  }
  return result;
}

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
    const all = new Set(list.flat());
    const disjoint = all.size === list.length * n;
    const longest = disjoint ? list.length - 1 : 1;
    for (let length = 1; length <= longest; length++) {
      for (let a = 0; a + length <= list.length; a++) {
        out.push({ cells: list.slice(a, a + length).flat(), houses: length });
      }
    }
  }
  return out;
}
