import { describe, expect, it } from 'vitest';
import { geometryFor, VARIANT_IDS, type Geometry } from '@sudoku-forge/core-solver';
import { moveFromName } from './moves.ts';
import { groupElements, safeMoves } from './safe-moves.ts';
import { lineMove, targets, type Transformation } from './transformation.ts';
import { geometryOf, testPuzzle } from '@sudoku-forge/test-puzzles';

const setKey = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(',');

/**
 * A move is safe for a geometry iff it maps every unit onto a unit and every knight pair onto a
 * knight pair (then "all units hold distinct digits" is true after the move exactly when before).
 * `after` is the geometry the moved puzzle has (itself, or rebuilt from moved regions/cages).
 */
function mapsRulesOnto(before: Geometry, after: Geometry, move: Transformation): boolean {
  const target = targets(move);
  const units = new Set(after.units.map((u) => `${u.sum ?? ''}:${setKey(u.cells)}`));
  for (const unit of before.units) {
    if (!units.has(`${unit.sum ?? ''}:${setKey(unit.cells.map((c) => target[c]!))}`)) return false;
  }
  const knights = new Set(after.knightPairs.map((p) => setKey(p)));
  for (const pair of before.knightPairs) if (!knights.has(setKey(pair.map((c) => target[c]!)))) return false;
  return before.units.length === after.units.length && before.knightPairs.length === after.knightPairs.length;
}

describe('every listed move is safe for its variant', () => {
  for (const variant of VARIANT_IDS) {
    it(variant, () => {
      const { moves, carries } = safeMoves(variant);
      const sample = carries ? testPuzzle(variant, 11) : null;
      const before = sample ? geometryOf(variant, sample) : geometryFor(variant);
      for (const name of moves) {
        const move = moveFromName(name, variant);
        // With regions or cages, the moved geometry is rebuilt from the moved data.
        let after = before;
        if (carries === 'regions') {
          const labels = [...sample!.regions!];
          after = geometryOf(variant, { regions: Array.from(move.source, (from) => labels[from]).join('') });
        } else if (carries === 'cages') {
          const target = targets(move);
          after = geometryOf(variant, {
            cages: sample!.cages!.map((c) => ({ sum: c.sum, cells: c.cells.map((x) => target[x]!) })),
          });
        }
        expect(mapsRulesOnto(before, after, move), `${variant}: ${name}`).toBe(true);
      }
    });
  }
});

describe('the checker rejects moves a variant must not allow', () => {
  const unsafe: [Parameters<typeof geometryFor>[0], string][] = [
    ['6x6', 'transpose'],
    ['6x6', 'rotate 90'],
    ['diagonal', 'swap rows 1 2'],
    ['diagonal', 'swap bands 1 2'],
    ['hyper', 'swap rows 1 2'],
    ['hyper', 'swap bands 1 2'],
    ['anti-knight', 'swap rows 1 2'],
    ['anti-knight', 'swap bands 1 3'],
    ['classic', 'swap rows 3 4'],
  ];
  for (const [variant, name] of unsafe) {
    it(`${variant}: ${name}`, () => {
      const geometry = geometryFor(variant);
      expect(mapsRulesOnto(geometry, geometry, moveFromName(name, variant))).toBe(false);
      expect(safeMoves(variant).moves).not.toContain(name);
    });
  }
});

/** All band/stack-preserving permutations of 0..8 (1,296). */
function linePermutations(): number[][] {
  const perms3 = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  const out: number[][] = [];
  for (const bands of perms3)
    for (const a of perms3)
      for (const b of perms3)
        for (const c of perms3) {
          const inner = [a, b, c];
          out.push(bands.flatMap((band, i) => inner[i]!.map((k) => band * 3 + k)));
        }
  return out;
}

describe('the listed sets are the whole stabiliser inside the classic line group (3,359,232 maps)', () => {
  // Brute force: every (transpose, row permutation, column permutation) of classic, kept when it
  // maps the variant's extra units (diagonals / windows) and knight pairs onto themselves; the
  // classic units are kept by every line move.
  for (const variant of ['diagonal', 'hyper', 'anti-knight'] as const) {
    it(variant, () => {
      const geometry = geometryFor(variant);
      const extra = geometry.units.filter((u) => u.kind === 'diagonal' || u.kind === 'window').map((u) => u.cells);
      // Bit u of unitBits[cell]: the cell lies in extra unit u. Nine distinct images all inside one
      // nine-cell unit are that unit.
      const unitBits = new Int32Array(81);
      extra.forEach((cells, u) => {
        cells.forEach((c) => {
          unitBits[c]! |= 1 << u;
        });
      });
      const knightKeys = new Set(geometry.knightPairs.map((p) => p[0] * 81 + p[1]));
      const perms = linePermutations();
      const listed = new Set(groupElements(variant).map((e) => e.transformation.source.join(',')));
      let kept = 0;
      const target = new Int32Array(81);
      for (const transpose of [false, true]) {
        for (const rows of perms) {
          for (const columns of perms) {
            // target of old cell (r, c): new (i, j) with rows[i] = r, columns[j] = c (or transposed)
            for (let i = 0; i < 9; i++)
              for (let j = 0; j < 9; j++) {
                target[transpose ? columns[j]! * 9 + rows[i]! : rows[i]! * 9 + columns[j]!] = i * 9 + j;
              }
            let ok = true;
            for (const cells of extra) {
              let common = -1;
              for (const c of cells) common &= unitBits[target[c]!]!;
              if (common === 0) {
                ok = false;
                break;
              }
            }
            if (ok) {
              for (const [a, b] of geometry.knightPairs) {
                const x = target[a]!;
                const y = target[b]!;
                if (!knightKeys.has(Math.min(x, y) * 81 + Math.max(x, y))) {
                  ok = false;
                  break;
                }
              }
            }
            if (!ok) continue;
            kept++;
            expect(listed.has(lineMove(9, rows, columns, transpose).source.join(','))).toBe(true);
          }
        }
      }
      expect(kept).toBe(listed.size);
      expect(kept).toBe({ diagonal: 96, hyper: 128, 'anti-knight': 8 }[variant]);
    }, 60_000);
  }
});

describe('move names', () => {
  it('rotate 90 turns the grid clockwise', () => {
    const move = moveFromName('rotate 90', '4x4');
    // New top row = old first column read bottom to top.
    expect(Array.from(move.source.slice(0, 4))).toEqual([12, 8, 4, 0]);
  });
  it('rejects names outside the vocabulary and lines off the board', () => {
    expect(() => moveFromName('shuffle', 'classic')).toThrow(/unknown move/);
    expect(() => moveFromName('swap rows 1 10', 'classic')).toThrow(/1–9/);
    expect(() => moveFromName('swap bands 1 2', 'irregular')).toThrow(/no bands/);
    expect(() => moveFromName('relabel 112345678', 'classic')).toThrow(/each of the 9 digits/);
  });
});
