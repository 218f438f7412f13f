/**
 * Random jigsaw region maps for the irregular variant: n connected regions of n cells.
 *
 * Start from the ordinary boxes and make many random swaps along region borders: cell a of
 * region A (touching B) and cell b of region B (touching A) trade places. Sizes never change;
 * a swap that would cut A or B in two is undone. After enough swaps little of the boxes is left.
 * Whether the map admits a grid at all is checked by the caller (randomGrid on it).
 */
import { isConnected } from './parse-shapes.ts';
import { shuffle, type Random } from './rng.ts';

/** Box-shaped start map for a board of side n with boxes bh × bw. */
function boxMap(n: number, bh: number, bw: number): Uint8Array {
  const map = new Uint8Array(n * n);
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    map[cell] = Math.floor(r / bh) * (n / bw) + Math.floor(c / bw);
  }
  return map;
}

function neighbours(cell: number, n: number): number[] {
  const r = Math.floor(cell / n);
  const c = cell % n;
  const out: number[] = [];
  if (r > 0) out.push(cell - n);
  if (r < n - 1) out.push(cell + n);
  if (c > 0) out.push(cell - 1);
  if (c < n - 1) out.push(cell + 1);
  return out;
}

function cellsOf(map: Uint8Array, region: number): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < map.length; cell++) if (map[cell] === region) out.push(cell);
  return out;
}

function touches(map: Uint8Array, cell: number, region: number, n: number): boolean {
  return neighbours(cell, n).some((m) => map[m] === region);
}

export interface RegionMapOptions {
  /** Successful swaps to make (default 8 per cell: the boxes are well mixed by then). */
  swaps?: number;
}

/** A random map of 9 connected regions of 9 cells (region number 0..8 per cell). */
export function randomRegionMap(random: Random, n = 9, options: RegionMapOptions = {}): Uint8Array {
  const bh = Math.round(Math.sqrt(n));
  const map = boxMap(n, bh, n / bh);
  const wanted = options.swaps ?? 8 * n * n;
  let done = 0;
  for (let tries = 0; done < wanted && tries < wanted * 50; tries++) {
    const a = Math.floor(random() * n * n);
    const regionA = map[a]!;
    const across = shuffle(
      random,
      neighbours(a, n).filter((m) => map[m] !== regionA),
    );
    if (across.length === 0) continue;
    const regionB = map[across[0]!]!;
    // b: a cell of B (other than a's neighbour only by chance) that touches A once a has left it.
    const candidates = shuffle(random, cellsOf(map, regionB));
    let swapped = false;
    for (const b of candidates) {
      map[a] = regionB;
      if (!touches(map, b, regionA, n)) {
        map[a] = regionA;
        continue;
      }
      map[b] = regionA;
      if (isConnected(cellsOf(map, regionA), n) && isConnected(cellsOf(map, regionB), n)) {
        swapped = true;
        break;
      }
      map[a] = regionA;
      map[b] = regionB;
    }
    if (swapped) done++;
  }
  return map;
}

/** The map as region labels 1..n in reading order of the cells (contract: "111222333…"). */
export function regionString(map: Uint8Array): string {
  // Renumber by first appearance so equal maps always print the same.
  const label = new Map<number, number>();
  let out = '';
  for (const region of map) {
    if (!label.has(region)) label.set(region, label.size + 1);
    out += String(label.get(region));
  }
  return out;
}
