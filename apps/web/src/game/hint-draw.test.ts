import { describe, expect, it } from 'vitest';
import {
  candidateCentre,
  candidateInset,
  candidateLayout,
  groupBox,
  linkGroups,
  linkPath,
  outlinePath,
} from './hint-draw.ts';

describe('candidate places', () => {
  it('9 × 9 candidates sit like a keypad: 1 top left, 5 in the middle, 9 bottom right', () => {
    expect(candidateLayout(9)).toEqual({ columns: 3, rows: 3 });
    expect(candidateCentre(0, 1, 9)).toEqual({ x: 1 / 6, y: 1 / 6 });
    expect(candidateCentre(0, 5, 9)).toEqual({ x: 0.5, y: 0.5 });
    const nine = candidateCentre(10, 9, 9); // r2c2
    expect(nine.x).toBeCloseTo(1 + 5 / 6);
    expect(nine.y).toBeCloseTo(1 + 5 / 6);
  });

  it('other sizes get their own grid', () => {
    expect(candidateLayout(4)).toEqual({ columns: 2, rows: 2 });
    expect(candidateLayout(6)).toEqual({ columns: 3, rows: 2 });
    expect(candidateLayout(16)).toEqual({ columns: 4, rows: 4 });
  });
});

describe('linkPath', () => {
  it('runs from near one candidate to near the other, curved', () => {
    const d = linkPath({ from: { cell: 0, digit: 5 }, to: { cell: 8, digit: 5 }, strong: true }, 9);
    const [, x1, y1, , , x2, y2] = /^M([\d.]+) ([\d.]+)Q([\d.-]+) ([\d.-]+) ([\d.]+) ([\d.]+)$/u.exec(d)!.map(Number);
    expect(Math.abs(x1! - 0.5)).toBeLessThan(0.2);
    expect(Math.abs(y1! - 0.5)).toBeLessThan(0.2);
    expect(Math.abs(x2! - 8.5)).toBeLessThan(0.2);
    expect(Math.abs(y2! - 0.5)).toBeLessThan(0.2);
  });

  it('joins two candidates of one cell', () => {
    const d = linkPath({ from: { cell: 40, digit: 1 }, to: { cell: 40, digit: 9 }, strong: true }, 9);
    expect(d).toMatch(/^M4\.\d+ 4\.\d+Q/u);
  });
});

describe('outlinePath', () => {
  it('outlines one cell with four sides and a row with ten', () => {
    expect(outlinePath([0], 9).split('M')).toHaveLength(5);
    expect(outlinePath([0, 1, 2, 3, 4, 5, 6, 7, 8], 9).split('M').length - 1).toBe(20);
  });
});

describe('group nodes', () => {
  const link = { from: { cell: 39, digit: 9 }, to: { cell: 3, digit: 9 }, strong: true, toCells: [3, 21] };

  it('a group is one box round its candidates, listed once however many links touch it', () => {
    const box = groupBox([3, 21], 9, 9);
    // (9) sits bottom right in r1c4 and r3c4: the box spans both, in column 4 only.
    expect(box.x).toBeGreaterThan(3.5);
    expect(box.x + box.width).toBeLessThan(4.05);
    expect(box.y).toBeLessThan(0.83);
    expect(box.y + box.height).toBeGreaterThan(2.83);
    expect(
      linkGroups([link, { ...link, fromCells: [3, 21], from: link.to, toCells: undefined, to: { cell: 5, digit: 9 } }]),
    ).toEqual([{ cells: [3, 21], digit: 9 }]);
  });

  it('the arrow to a group ends at the edge of its box, not at one of its cells', () => {
    const d = linkPath(link, 9);
    const [, , , , , x2, y2] = /^M([\d.]+) ([\d.]+)Q([\d.-]+) ([\d.-]+) ([\d.]+) ([\d.]+)$/u.exec(d)!.map(Number);
    const box = groupBox([3, 21], 9, 9);
    const onEdge =
      Math.abs(y2! - (box.y + box.height)) < 0.05 ||
      Math.abs(x2! - box.x) < 0.05 ||
      Math.abs(x2! - (box.x + box.width)) < 0.05;
    expect(onEdge).toBe(true);
  });
});

describe('killer candidates', () => {
  it("stay inside the cage line, and below the sum only in a cage's first cell", () => {
    const inset = candidateInset(true, new Set([0]));
    const [withSum, without] = [candidateCentre(0, 1, 9, inset), candidateCentre(1, 1, 9, inset)];
    expect(withSum.y).toBeGreaterThan(without.y);
    // The top row of places starts below the cage line (0.07 in), the first cell's below the sum.
    expect(without.y - (1 - 0.08 - 0.08) / 6).toBeGreaterThan(0.07);
    expect(withSum.y - (1 - 0.24 - 0.1) / 6).toBeGreaterThan(0.22);
    // Each place is larger than the old killer grid's (0.22 top, 0.07 sides: 0.237 high).
    expect((1 - 0.1 - 0.1) / 3).toBeGreaterThan((1 - 0.22 - 0.07) / 3);
  });
});

describe('chain arrows round the digits (issue 30 §5)', () => {
  // The 5s of r1c1 and r1c3: the straight way passes over r1c2's middle.
  const link = { from: { cell: 0, digit: 5 }, to: { cell: 2, digit: 5 }, strong: true };
  const middleY = (path: string) => {
    const [, ay, my, by] = /^M[\d.]+ ([\d.-]+)Q[\d.]+ ([\d.-]+) [\d.]+ ([\d.-]+)$/u.exec(path)!.map(Number);
    return (ay! + 2 * my! + by!) / 4;
  };

  it('a gentle bend when the cells between are empty', () => {
    expect(Math.abs(middleY(linkPath(link, 9)) - 0.5)).toBeLessThan(0.3);
  });

  it("bends clear of a given or placed digit in between; the ends' own cells do not count", () => {
    const around = linkPath(link, 9, undefined, new Set([1]));
    expect(Math.abs(middleY(around) - 0.5)).toBeGreaterThanOrEqual(0.3);
    expect(linkPath(link, 9, undefined, new Set([0, 2]))).toBe(linkPath(link, 9));
  });
});
