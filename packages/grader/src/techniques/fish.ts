/**
 * Fish: X-wing (2 lines), swordfish (3), jellyfish (4), and their finned and sashimi forms.
 * If a digit's places in k rows (the base) all lie in k columns (the cover), the k copies of the
 * digit in those rows fill those columns, so the columns lose the digit elsewhere. Same with rows
 * and columns swapped. A finned fish has extra places (fins) in the base; then only cells that
 * see every fin can lose the digit (if a fin is true they see it; if not, the fish holds).
 * Sashimi: a finned fish that would be degenerate without its fins.
 */
import { POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { CellDigit, Step } from '../types.ts';
import { cellsWord, digitWord, makeStep } from '../words.ts';

const FISH_NAMES = ['', '', 'x-wing', 'swordfish', 'jellyfish'];

/** Column (or row) masks of a digit in each row (or column). */
function lineMasks(state: State, bit: number, byRow: boolean, out: Int32Array): void {
  const { board, candidates } = state;
  const n = board.n;
  out.fill(0);
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (!(candidates[cell]! & bit)) continue;
    const r = board.rowOf[cell]!;
    const c = board.columnOf[cell]!;
    if (byRow) out[r]! |= 1 << c;
    else out[c]! |= 1 << r;
  }
  void n;
}

function fishFinder(size: number, finned: boolean) {
  return (state: State): Step | null => {
    const { board, candidates } = state;
    const n = board.n;
    if (board.rowHouse[0]! < 0) return null;
    const masks = new Int32Array(n);
    const base: number[] = [];
    for (let digit = 1; digit <= n; digit++) {
      const bit = 1 << (digit - 1);
      for (const byRow of [true, false]) {
        lineMasks(state, bit, byRow, masks);
        const at = (line: number, cross: number) => (byRow ? line * n + cross : cross * n + line);
        const lines: number[] = [];
        for (let l = 0; l < n; l++) {
          const count = POPCOUNT[masks[l]!]!;
          if (count >= 1 && count <= (finned ? size + 3 : size)) lines.push(l);
        }
        const step = pick(0, 0);
        if (step) return step;

        function pick(start: number, union: number): Step | null {
          if (base.length === size) return finned ? finnedAt(union) : basicAt(union);
          for (let i = start; i < lines.length; i++) {
            const u = union | masks[lines[i]!]!;
            if (!finned && POPCOUNT[u]! > size) continue;
            if (finned && POPCOUNT[u]! > size + 3) continue;
            base.push(lines[i]!);
            const step = pick(i + 1, u);
            base.pop();
            if (step) return step;
          }
          return null;
        }

        function basicAt(cover: number): Step | null {
          if (POPCOUNT[cover] !== size) return null;
          const eliminations: CellDigit[] = [];
          for (let l = 0; l < n; l++) {
            if (base.includes(l)) continue;
            let m = masks[l]! & cover;
            while (m) {
              const b = m & -m;
              m ^= b;
              eliminations.push({ cell: at(l, 31 - Math.clz32(b)), digit });
            }
          }
          if (eliminations.length === 0) return null;
          return describe(FISH_NAMES[size]!, cover, [], eliminations);
        }

        function finnedAt(union: number): Step | null {
          if (POPCOUNT[union]! <= size) return null;
          // Eliminations must see every fin, so the fins share a box (or region): try each box
          // as the fin box; the cover is then every cross used outside it, topped up from inside.
          const regionOf = board.geometry.regionOf;
          const tried = new Set<number>();
          for (const l of base) {
            for (let m = masks[l]!; m; m &= m - 1) {
              const g = regionOf[at(l, 31 - Math.clz32(m & -m))]!;
              if (tried.has(g)) continue;
              tried.add(g);
              let outside = 0;
              let inside = 0;
              for (const l2 of base) {
                for (let m2 = masks[l2]!; m2; m2 &= m2 - 1) {
                  const b = m2 & -m2;
                  if (regionOf[at(l2, 31 - Math.clz32(b))] === g) inside |= b;
                  else outside |= b;
                }
              }
              if (POPCOUNT[outside]! > size) continue;
              const step = topUp(outside, inside & ~outside, size - POPCOUNT[outside]!);
              if (step) return step;
            }
          }
          return null;

          function topUp(cover: number, pool: number, need: number): Step | null {
            if (need === 0) return finnedWith(cover);
            for (let m = pool; m; m &= m - 1) {
              const b = m & -m;
              const step = topUp(cover | b, pool & ~((b << 1) - 1), need - 1);
              if (step) return step;
            }
            return null;
          }

          function finnedWith(coverMask: number): Step | null {
            const fins: number[] = [];
            let sashimi = false;
            for (const l of base) {
              const inside = masks[l]! & coverMask;
              if (POPCOUNT[inside]! <= 1) sashimi = true;
              for (let out = masks[l]! & ~coverMask; out; out &= out - 1) fins.push(at(l, 31 - Math.clz32(out & -out)));
            }
            if (fins.length === 0) return null;
            const eliminations: CellDigit[] = [];
            for (let l = 0; l < n; l++) {
              if (base.includes(l)) continue;
              for (let m = masks[l]! & coverMask; m; m &= m - 1) {
                const cell = at(l, 31 - Math.clz32(m & -m));
                if (fins.every((f) => board.sees[cell * board.cellCount + f] === 1)) eliminations.push({ cell, digit });
              }
            }
            if (eliminations.length === 0) return null;
            return describe(`${sashimi ? 'sashimi' : 'finned'} ${FISH_NAMES[size]}`, coverMask, fins, eliminations);
          }
        }

        function describe(name: string, cover: number, fins: number[], eliminations: CellDigit[]): Step {
          const cells: number[] = [];
          for (const l of base) {
            let m = masks[l]!;
            while (m) {
              const b = m & -m;
              m ^= b;
              cells.push(at(l, 31 - Math.clz32(b)));
            }
          }
          const lineWord = byRow ? 'rows' : 'columns';
          const crossWord = byRow ? 'columns' : 'rows';
          const baseList = [...base].sort((a, b) => a - b).map((l) => l + 1).join(', ');
          const coverList: number[] = [];
          for (let c = 0; c < n; c++) if (cover & (1 << c)) coverList.push(c + 1);
          const d = digitWord(digit);
          const finText = fins.length
            ? ` apart from the fin${fins.length > 1 ? 's' : ''} ${cellsWord(board, fins)}; either a fin holds ${d} or the fish does, and both remove ${d} from cells that see every fin`
            : '';
          return makeStep(
            name,
            [],
            eliminations,
            cells,
            `In ${lineWord} ${baseList}, ${d} can only go in ${crossWord} ${coverList.join(', ')}${finText}. So ${d} is removed from the rest of ${crossWord} ${coverList.join(', ')}${fins.length ? ' where those cells see the fins' : ''}.`,
          );
        }
      }
    }
    return null;
  };
}

export const xWing = fishFinder(2, false);
export const swordfish = fishFinder(3, false);
export const jellyfish = fishFinder(4, false);
export const finnedXWing = fishFinder(2, true);
export const finnedSwordfish = fishFinder(3, true);
export const finnedJellyfish = fishFinder(4, true);
