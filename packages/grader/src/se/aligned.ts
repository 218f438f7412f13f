/**
 * SE's aligned exclusion: pair 6.2, triplet 7.5. Base cells have 2+ candidates and no peer with a
 * single one; their "excluders" are peers with 2 candidates (up to 3 for triplets). For base cells
 * sharing 2+ excluders, a combination of their digits is impossible when two base cells that see
 * each other get the same digit or an excluder would lose all its candidates; a digit of a base cell
 * in no possible combination goes. After SudokuExplainer 1.2.1, AlignedPairExclusion /
 * AlignedExclusion.
 */
import { PEERS, POP, SEES, type SeGrid } from './grid.ts';
import type { SeHint } from './hint.ts';

export function alignedExclusion(degree: 2 | 3): (g: SeGrid) => SeHint | null {
  return (g) => {
    const base: number[] = [];
    const excluders = new Map<number, number[]>();
    for (let i = 0; i < 81; i++) {
      if (POP[g.cand[i]!]! < 2) continue;
      let single = false;
      const ex: number[] = [];
      for (let k = 0; k < 20; k++) {
        const c = PEERS[20 * i + k]!;
        const n = POP[g.cand[c]!]!;
        if (n === 1) single = true;
        else if (n >= 2 && n <= degree) ex.push(c);
      }
      if (!single && ex.length) {
        base.push(i);
        excluders.set(i, ex);
      }
    }
    const isBase = new Set(base);
    for (let a = 0; a < base.length; a++) {
      for (let b = a + 1; b < base.length; b++) {
        const c0 = base[a]!;
        const c1 = base[b]!;
        if (degree === 2) {
          const hint = tryCells(g, [c0, c1], excluders);
          if (hint) return hint;
          continue;
        }
        const twin = new Set<number>();
        for (const c of [...excluders.get(c0)!, ...excluders.get(c1)!]) if (isBase.has(c) && c !== c0 && c !== c1) twin.add(c);
        for (const c2 of twin) {
          const hint = tryCells(g, [c0, c1, c2], excluders);
          if (hint) return hint;
        }
      }
    }
    return null;
  };
}

function tryCells(g: SeGrid, cells: number[], excluders: Map<number, number[]>): SeHint | null {
  let common = excluders.get(cells[0]!)!;
  for (let i = 1; i < cells.length; i++) {
    const other = new Set(excluders.get(cells[i]!)!);
    common = common.filter((c) => other.has(c));
  }
  if (common.length < 2) return null;
  const digits = cells.map((c) => {
    const out: number[] = [];
    for (let d = 1; d <= 9; d++) if (g.cand[c]! & (1 << d)) out.push(d);
    return out;
  });
  const allowed = cells.map(() => 0);
  const combo = cells.map(() => 0);
  const walk = (k: number): void => {
    if (k === cells.length) {
      for (let i = 0; i < k; i++) {
        for (let j = i + 1; j < k; j++) {
          if (combo[i] === combo[j] && SEES[81 * cells[i]! + cells[j]!]) return;
        }
      }
      let mask = 0;
      for (const d of combo) mask |= 1 << d;
      for (const c of common) if ((g.cand[c]! & ~mask) === 0) return;
      for (let i = 0; i < k; i++) allowed[i]! |= 1 << combo[i]!;
      return;
    }
    for (const d of digits[k]!) {
      combo[k] = d;
      walk(k + 1);
    }
  };
  walk(0);
  const eliminations: number[] = [];
  cells.forEach((c, i) => {
    for (const d of digits[i]!) if (!(allowed[i]! & (1 << d))) eliminations.push(9 * c + d - 1);
  });
  if (!eliminations.length) return null;
  return cells.length === 2
    ? { name: 'Aligned Pair Exclusion', difficulty: 6.2, eliminations }
    : { name: 'Aligned Triplet Exclusion', difficulty: 7.5, eliminations };
}
