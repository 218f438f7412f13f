import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arrowSelect, dragOnto, pressCell, stepCell } from './selection.ts';

const plain = { ctrl: false, shift: false };

describe('selection', () => {
  it('a plain press selects only that cell; Shift adds; Ctrl toggles', () => {
    const one = pressCell(new Set([4, 5]), 7, plain);
    expect([...one]).toEqual([7]);
    expect([...pressCell(one, 8, { ctrl: false, shift: true })].sort()).toEqual([7, 8]);
    expect([...pressCell(new Set([7, 8]), 8, { ctrl: true, shift: false })]).toEqual([7]);
    expect([...pressCell(new Set([7]), 9, { ctrl: true, shift: false })].sort()).toEqual([7, 9]);
  });

  it('dragging adds cells and returns the same set when nothing changes', () => {
    const start = new Set([1]);
    expect(dragOnto(start, 1)).toBe(start);
    expect([...dragOnto(start, 2)]).toEqual([1, 2]);
  });

  it('arrows wrap around the board edges', () => {
    expect(stepCell(0, 9, -1, 0)).toBe(72);
    expect(stepCell(0, 9, 0, -1)).toBe(8);
    expect(stepCell(80, 9, 0, 1)).toBe(72);
    expect(stepCell(80, 9, 1, 0)).toBe(8);
    expect(stepCell(17, 16, 0, 1)).toBe(18);
  });

  it('an arrow step and its opposite return to the start, on every board size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6, 9, 16),
        fc.nat(),
        fc.constantFrom([1, 0], [-1, 0], [0, 1], [0, -1]),
        (n, k, [rows, columns]) => {
          const from = k % (n * n);
          const to = stepCell(from, n, rows!, columns!);
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThan(n * n);
          expect(stepCell(to, n, -rows!, -columns!)).toBe(from);
        },
      ),
    );
  });

  it('Shift+arrow keeps the old cells and adds both ends', () => {
    expect([...arrowSelect(new Set([3]), 3, 4, true)].sort()).toEqual([3, 4]);
    expect([...arrowSelect(new Set([3]), 3, 4, false)]).toEqual([4]);
  });
});
