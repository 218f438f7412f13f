/**
 * The stream's shortcuts must not change an answer: a bare grid line read by parseGrid's fast
 * path equals the same grid read by the general loop (separators force it), and findConflicts'
 * no-conflict shortcut agrees with a plain pairwise check of every cell against its peers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflicts } from './check.ts';
import type { VariantId } from './geometry.ts';
import { geometryFor, parseGrid, PuzzleInputError } from './parse.ts';
import { parsePuzzle } from './parse-links.ts';

const SYMBOLS = '.0123456789ABCDEFGabcdefg';

/**
 * A line of n×n symbols of the size, from a few of them (so every symbol gets lines of its own
 * rather than always sharing one with a stray); half the time one cell holds anything at all.
 */
function gridLine(size: number) {
  const valid = [...SYMBOLS].filter((ch) => symbolValue(ch) <= size);
  const cells = fc
    .subarray(valid, { minLength: 1, maxLength: 4 })
    .chain((alphabet) => fc.array(fc.constantFrom(...alphabet), { minLength: size * size, maxLength: size * size }));
  const stray = fc.option(fc.tuple(fc.nat(size * size - 1), fc.constantFrom(...SYMBOLS, 'x', ' ', '|', 'é')), {
    freq: 2,
  });
  return fc.tuple(cells, stray).map(([line, change]) => {
    if (change) line[change[0]] = change[1];
    return line;
  });
}

function symbolValue(ch: string): number {
  if (ch === '.' || ch === '0') return 0;
  return '123456789ABCDEFG'.indexOf(ch.toUpperCase()) + 1;
}

/** The result of a parse: the cells, or the error message. */
function outcome(read: () => Uint8Array): string {
  try {
    return Array.from(read()).join(',');
  } catch (error) {
    if (error instanceof PuzzleInputError) return `error: ${error.message}`;
    throw error;
  }
}

describe('parseGrid fast path', () => {
  for (const size of [4, 9, 16]) {
    it(`reads a bare ${size}×${size} line as the general loop reads it with separators`, () => {
      fc.assert(
        fc.property(gridLine(size), (cells) => {
          const bare = cells.join('');
          // A space after every cell keeps the cells but sends the text down the general loop.
          const spaced = cells.join(' ');
          expect(outcome(() => parseGrid(bare, size))).toBe(outcome(() => parseGrid(spaced, size)));
        }),
        { numRuns: 300, seed: size },
      );
    });
  }

  it('still names a bad symbol and where it is', () => {
    const line = `${'.'.repeat(40)}x${'.'.repeat(40)}`;
    expect(() => parseGrid(line, 9)).toThrow("unknown symbol 'x' in the puzzle at row 5, column 5");
    expect(() => parseGrid(`${'.'.repeat(80)}A`, 9)).toThrow('at row 9, column 9 is not a digit of a 9×9 board');
  });

  it('guesses the variant from a bare line as from a spaced one', () => {
    expect(parsePuzzle('.'.repeat(16)).geometry.variant).toBe('4x4');
    expect(parsePuzzle('.'.repeat(256)).geometry.variant).toBe('16x16');
    expect(parsePuzzle('.'.repeat(81)).geometry.variant).toBe('classic');
  });
});

describe('findConflicts shortcut', () => {
  const variants: VariantId[] = ['classic', 'diagonal', 'hyper', 'anti-knight', '4x4', '6x6'];
  for (const variant of variants) {
    it(`finds a conflict in ${variant} exactly when two peers hold the same digit`, () => {
      const geometry = geometryFor(variant);
      const n = geometry.size;
      // Sparse grids: some valid, some with repeats, so both answers come up.
      const grid = fc.array(
        fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: n }) }),
        {
          minLength: geometry.cellCount,
          maxLength: geometry.cellCount,
        },
      );
      const seenBoth = { valid: false, invalid: false };
      fc.assert(
        fc.property(grid, (cells) => {
          const values = Uint8Array.from(cells);
          const pairwise = values.some(
            (d, cell) => d !== 0 && geometry.peers[cell]!.some((peer) => values[peer] === d),
          );
          const conflicts = findConflicts(geometry, values);
          expect(conflicts.length > 0).toBe(pairwise);
          if (pairwise) seenBoth.invalid = true;
          else seenBoth.valid = true;
        }),
        { numRuns: 300, seed: 11 },
      );
      expect(seenBoth).toEqual({ valid: true, invalid: true });
    });
  }
});
