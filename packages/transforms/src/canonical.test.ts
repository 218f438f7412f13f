import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gridToString, parsePuzzle, solutionGrid } from '@sudoku-forge/core-solver';
import { canonicalForm, canonicalize, canonicalizeNumberingAtOnce } from './canonical.ts';
import { puzzleData, type PuzzleData } from './data.ts';
import { movesToTransformation } from './moves.ts';
import { randomTransform } from './random.ts';
import { safeMoves } from './safe-moves.ts';
import { lineMove, moveCages, moveGrid } from './transformation.ts';
import { asData, testPuzzle } from '@sudoku-forge/test-puzzles';

// Gordon Royle's 17-clue list as published (tdoku's puzzles2_17_clue) is stored in minlex form:
// each line is already the smallest string of its class, blanks first. The first lines, copied:
const ROYLE_17 = readFileSync(fileURLToPath(new URL('./fixtures/seventeen.txt', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.length === 81);

describe('classic canonical form', () => {
  it('returns the published minlex form of Royle 17-clue puzzles unchanged', () => {
    expect(ROYLE_17.length).toBeGreaterThanOrEqual(100);
    for (const line of ROYLE_17) expect(canonicalForm(puzzleData(parsePuzzle(line)))).toBe(line);
  });

  it('finds the minlex form from any disguise of a 17-clue puzzle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ROYLE_17.length - 1 }), fc.integer(), (i, seed) => {
        const line = ROYLE_17[i]!;
        const { data } = randomTransform(puzzleData(parsePuzzle(line)), seed);
        expect(canonicalForm(data)).toBe(line);
      }),
      { numRuns: 100 },
    );
  });

  it('gives different forms to different 17-clue puzzles (the list has no two disguises)', () => {
    expect(new Set(ROYLE_17.map((l) => canonicalForm(puzzleData(parsePuzzle(l))))).size).toBe(ROYLE_17.length);
  });

  it('comes with a transformation that really produces it', () => {
    for (const seed of [1, 2, 3]) {
      const p = asData(testPuzzle('classic', seed));
      const { canonical, transformation } = canonicalize(p);
      expect(gridToString(moveGrid(transformation, p.puzzle))).toBe(canonical);
    }
  });

  it('handles an empty grid (all symmetries tie)', () => {
    expect(canonicalForm({ variant: 'classic', puzzle: new Uint8Array(81) })).toBe('.'.repeat(81));
  });
});

/** All band-structured permutations of 0..n-1 (bands of `width` lines), for brute force. */
function structured(n: number, width: number): number[][] {
  const permute = (items: number[]): number[][] =>
    items.length <= 1
      ? [items]
      : items.flatMap((x, i) => permute(items.filter((_, j) => j !== i)).map((p) => [x, ...p]));
  const blocks = permute(Array.from({ length: n / width }, (_, i) => i));
  const inner = permute(Array.from({ length: width }, (_, i) => i));
  let out: number[][] = blocks.map((b) => b);
  // Expand block order into line order with every inner order per block.
  let lines: number[][] = [];
  for (const order of out) {
    let partial: number[][] = [[]];
    for (const block of order)
      partial = partial.flatMap((p) => inner.map((k) => [...p, ...k.map((x) => block * width + x)]));
    lines = lines.concat(partial);
  }
  out = lines;
  return out;
}

/** Minimum over the whole line group by brute force, relabelling by first appearance. */
function bruteForce(data: PuzzleData): string {
  const n = data.puzzle.length === 16 ? 4 : 6;
  const { lines } = safeMoves(data.variant);
  let best: string | null = null;
  for (const transpose of lines!.transpose ? [false, true] : [false]) {
    for (const rows of structured(n, lines!.bandHeight)) {
      for (const columns of structured(n, lines!.stackWidth)) {
        const moved = moveGrid(lineMove(n, rows, columns, transpose), data.puzzle, false);
        const label = new Map<number, number>();
        let text = '';
        for (const d of moved) {
          if (d !== 0 && !label.has(d)) label.set(d, label.size + 1);
          text += d === 0 ? '.' : String(label.get(d));
        }
        if (best === null || text < best) best = text;
      }
    }
  }
  return best!;
}

describe('the row-by-row search equals brute force over the whole group', () => {
  // 4×4: 128 cell maps, 6×6: 3,456 — small enough to try every one.
  for (const variant of ['4x4', '6x6'] as const) {
    it(variant, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 100 }), (seed, extraBlanks) => {
          const p = asData(testPuzzle(variant, seed));
          // Also blank a few more cells: sparse, symmetric grids stress the tie handling.
          const puzzle = Uint8Array.from(p.puzzle);
          for (let k = 0; k < extraBlanks % 6; k++) puzzle[(seed * (k + 3)) % puzzle.length] = 0;
          const data = { ...p, puzzle };
          expect(canonicalForm(data)).toBe(bruteForce(data));
        }),
        { numRuns: variant === '4x4' ? 60 : 25 },
      );
    });
  }
});

describe('any 4×4 and 6×6 grid, valid or not, equals brute force', () => {
  // Random digits anywhere: valid grids take the deferred search, grids repeating a digit in a
  // line the one that numbers at once.
  for (const [variant, size] of [
    ['4x4', 4],
    ['6x6', 6],
  ] as const) {
    it(variant, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 4 }).chain((blankWeight) =>
            fc.array(
              fc.oneof(
                { arbitrary: fc.constant(0), weight: blankWeight },
                { arbitrary: fc.integer({ min: 1, max: size }), weight: 1 },
              ),
              {
                minLength: size * size,
                maxLength: size * size,
              },
            ),
          ),
          (cells) => {
            const data: PuzzleData = { variant, puzzle: Uint8Array.from(cells) };
            expect(canonicalForm(data)).toBe(bruteForce(data));
          },
        ),
        { numRuns: variant === '4x4' ? 60 : 15 },
      );
    });
  }
});

describe('killer canonical form', () => {
  it('covers the cages: same givens, different cages → different forms', () => {
    const a = asData(testPuzzle('killer', 5));
    const b = asData(testPuzzle('killer', 6));
    const empty = new Uint8Array(81);
    expect(canonicalForm({ ...a, puzzle: empty })).not.toBe(canonicalForm({ ...b, puzzle: empty }));
    expect(canonicalForm(a)).toContain(';');
  });
  it('is unchanged by any line move, even one that splits cages', () => {
    const a = asData(testPuzzle('killer', 5));
    const canon = canonicalForm(a);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...safeMoves('killer').moves), { maxLength: 12 }), (ops) => {
        const move = movesToTransformation(ops, 'killer');
        const moved = { ...a, puzzle: moveGrid(move, a.puzzle), cages: moveCages(move, a.cages!) };
        expect(canonicalForm(moved)).toBe(canon);
      }),
      { numRuns: 30 },
    );
  });
});

describe('irregular canonical form', () => {
  it('includes the region map', () => {
    const a = asData(testPuzzle('irregular', 5));
    const canon = canonicalForm(a);
    expect(canon.split(';')[1]).toHaveLength(81);
    const boxes = '111222333111222333111222333444555666444555666444555666777888999777888999777888999';
    expect(canonicalForm({ ...a, regions: boxes })).not.toBe(canon);
  });
});

/** Classic minimum over all 3,359,232 cell maps by brute force (early exit on a larger prefix). */
function bruteForceClassic(puzzle: Uint8Array): string {
  const perms = structured(9, 3);
  const best = new Int32Array(81).fill(99);
  const label = new Int32Array(10);
  for (const transpose of [false, true]) {
    for (const rows of perms) {
      for (const columns of perms) {
        label.fill(0);
        let next = 1;
        let less = false;
        let cut = false;
        for (let i = 0; i < 9 && !cut; i++) {
          for (let j = 0; j < 9; j++) {
            const d = puzzle[transpose ? columns[j]! * 9 + rows[i]! : rows[i]! * 9 + columns[j]!]!;
            if (d !== 0 && !label[d]) label[d] = next++;
            const v = d === 0 ? 0 : label[d]!;
            const k = i * 9 + j;
            if (!less && v > best[k]!) {
              cut = true;
              break;
            }
            if (!less && v < best[k]!) less = true;
            if (less) best[k] = v;
          }
        }
      }
    }
  }
  return Array.from(best, (v) => (v === 0 ? '.' : String(v))).join('');
}

describe('classic canonical form equals brute force over all 3,359,232 maps on sparse grids', () => {
  // Few givens leave several stacks tied for many rows: the hard case for the row-by-row search.
  const sparse = [
    // Stacks 2 and 3 tie on row 1; on row 2 only one holds a digit already numbered.
    `1...........1...........2..${'.'.repeat(54)}`,
    `..........1.....2.....1.......2....3${'.'.repeat(45)}`,
  ];
  for (let seed = 1; sparse.length < 6; seed++) {
    const p = asData(testPuzzle('classic', seed));
    const random = (k: number) => ((seed * 2654435761 + k * 40503) >>> 0) % 81;
    const grid = new Uint8Array(81);
    for (let k = 0; k < 12; k++) grid[random(k)] = p.solution![random(k)]!;
    sparse.push(gridToString(grid));
  }
  it.each(sparse)(
    '%s',
    (line) => {
      const data = puzzleData(parsePuzzle(line));
      expect(canonicalForm(data)).toBe(bruteForceClassic(data.puzzle));
    },
    30_000,
  );
});

/** A valid 16×16 solution grid with a large symmetry group: row r is the pattern shifted by (r mod 4)·4 + ⌊r/4⌋. */
const PATTERN_16 = Uint8Array.from({ length: 256 }, (_, cell) => {
  const r = Math.floor(cell / 16);
  return (((r % 4) * 4 + Math.floor(r / 4) + (cell % 16)) % 16) + 1;
});

/** The grid with `blanks` cells emptied (a fixed scatter), as a puzzle string. */
function dense16(grid: Uint8Array, blanks: number[]): string {
  const puzzle = Uint8Array.from(grid);
  for (const cell of blanks) puzzle[cell] = 0;
  return gridToString(puzzle);
}

const scatter = (count: number, step: number) => Array.from({ length: count }, (_, k) => (k * step + 13) % 256);

describe('16×16 canonical form stays bounded for nearly full grids (issue 31)', () => {
  const solution = asData(testPuzzle('16x16', 1)).solution;
  const cases: [string, string][] = [
    ['a full solution grid minus 20 cells (236 givens)', dense16(solution, scatter(20, 97))],
    ['a full solution grid minus 26 cells (230 givens)', dense16(solution, scatter(26, 101))],
    ['a full solution grid (256 givens)', dense16(solution, [])],
    [
      'the symmetric pattern grid minus a symmetric set of 16 cells (240 givens)',
      dense16(PATTERN_16, [0, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 255]),
    ],
    ['the full symmetric pattern grid', dense16(PATTERN_16, [])],
  ];
  // A child process with a 256 MB heap: the search used to keep every tied column order of row 1
  // (24^5 per row for a full row) and died with V8's "heap out of memory" at 2–4 GB.
  it('canonicalizes them in a 256 MB heap, disguises agreeing and the transformation producing the form', () => {
    const child = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=256',
        '--import',
        'tsx',
        fileURLToPath(new URL('./fixtures/canon-child.ts', import.meta.url)),
        '16x16',
      ],
      { input: cases.map(([, line]) => line).join('\n'), encoding: 'utf8', timeout: 240_000 },
    );
    expect(
      child.stderr.includes('heap out of memory') ? 'out of memory' : child.status,
      child.stderr.slice(0, 400),
    ).toBe(0);
    const results = child.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { canonical: string; disguised: string; produces: boolean });
    expect(results).toHaveLength(cases.length);
    results.forEach((r, i) => {
      expect(r.canonical, cases[i]![0]).toHaveLength(256);
      expect(r.disguised, cases[i]![0]).toBe(r.canonical);
      expect(r.produces, cases[i]![0]).toBe(true);
    });
  }, 300_000);
});

/** A random set of `count` cells of an n×n grid (fast-check arbitrary). */
const cellsOf = (cells: number, max: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: cells - 1 }), { maxLength: max });

describe('dense 16×16 grids: any disguise lands on the same form (issue 31)', () => {
  const grids = new Map<number, Uint8Array>();
  const grid = (seed: number) => {
    let g = grids.get(seed);
    if (!g) {
      g = solutionGrid('16x16', seed)!.grid;
      grids.set(seed, g);
    }
    return g;
  };
  const check = (full: Uint8Array, blanks: number[], seed: number) => {
    const puzzle = Uint8Array.from(full);
    for (const cell of blanks) puzzle[cell] = 0;
    const data: PuzzleData = { variant: '16x16', puzzle };
    const { canonical, transformation } = canonicalize(data);
    expect(gridToString(moveGrid(transformation, puzzle))).toBe(canonical);
    expect(canonicalForm(randomTransform(data, seed).data)).toBe(canonical);
  };
  it('random solution grids with up to 40 cells emptied (216–256 givens)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), cellsOf(256, 40), fc.integer(), (g, blanks, seed) =>
        check(grid(g), blanks, seed),
      ),
      { numRuns: 12 },
    );
  }, 120_000);
  it('the symmetric pattern grid with up to 24 cells emptied', () => {
    fc.assert(
      fc.property(cellsOf(256, 24), fc.integer(), (blanks, seed) => check(PATTERN_16, blanks, seed)),
      { numRuns: 6 },
    );
  }, 120_000);
});

describe('the deferred search equals numbering at once (the former search)', () => {
  // Classic from full grids to sparse ones; 9×9 full grids are still in reach of the former search.
  it('classic with any number of cells emptied', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), cellsOf(81, 81), fc.integer(), (seed, blanks, disguise) => {
        const puzzle = Uint8Array.from(solutionGrid('classic', seed)!.grid);
        for (const cell of blanks) puzzle[cell] = 0;
        const data: PuzzleData = { variant: 'classic', puzzle };
        const want = canonicalizeNumberingAtOnce(data).canonical;
        expect(canonicalForm(data)).toBe(want);
        expect(canonicalForm(randomTransform(data, disguise).data)).toBe(want);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
  it('the symmetric 9×9 pattern grid (large automorphism group), full and with cells emptied', () => {
    const pattern = Uint8Array.from({ length: 81 }, (_, cell) => {
      const r = Math.floor(cell / 9);
      return (((r % 3) * 3 + Math.floor(r / 3) + (cell % 9)) % 9) + 1;
    });
    fc.assert(
      fc.property(cellsOf(81, 30), (blanks) => {
        const puzzle = Uint8Array.from(pattern);
        for (const cell of blanks) puzzle[cell] = 0;
        const data: PuzzleData = { variant: 'classic', puzzle };
        expect(canonicalForm(data)).toBe(canonicalizeNumberingAtOnce(data).canonical);
      }),
      { numRuns: 15, examples: [[[]], [[0, 10, 20, 30, 40, 50, 60, 70, 80]]] },
    );
  }, 120_000);
  it('16×16 with 100–200 cells emptied', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 100, max: 200 }),
        fc.integer(),
        (g, count, seed) => {
          const puzzle = Uint8Array.from(solutionGrid('16x16', g)!.grid);
          for (let k = 0; k < count; k++) puzzle[((seed >>> 0) + k * 181) % 256] = 0;
          const data: PuzzleData = { variant: '16x16', puzzle };
          expect(canonicalForm(data)).toBe(canonicalizeNumberingAtOnce(data).canonical);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
