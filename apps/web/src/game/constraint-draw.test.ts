import { describe, expect, it } from 'vitest';
import type { Constraint } from '@sudoku-forge/core-solver';
import { drawConstraints, LAYERS, needsMargin } from './constraint-draw.ts';

const n = 9;
const draw = (...constraints: Constraint[]) => drawConstraints(constraints, n).primitives;

describe('drawConstraints', () => {
  it("a thermo is a line through its cells' centres and a bulb on the first", () => {
    const [line, bulb] = draw({ type: 'thermo', cells: [10, 11, 20] });
    expect(line).toEqual({
      layer: 'thermo',
      kind: 'line',
      points: [
        [1.5, 1.5],
        [2.5, 1.5],
        [2.5, 2.5],
      ],
      cls: 'c-thermo',
    });
    expect(bulb).toMatchObject({ kind: 'circle', cx: 1.5, cy: 1.5, cls: 'c-thermo c-bulb' });
  });

  it('layers go bottom to top whatever the list order: marks, thermos, lines, arrows, dots, outside', () => {
    const primitives = draw(
      { type: 'kropki-black', cells: [0, 1] },
      { type: 'little-killer', cells: [0, 10, 20, 30, 40, 50, 60, 70, 80], sum: 45 },
      { type: 'arrow', circle: [40], cells: [41, 42] },
      { type: 'renban', cells: [3, 4] },
      { type: 'thermo', cells: [5, 6] },
      { type: 'odd', cells: [7] },
    );
    const order = primitives.map((p) => LAYERS.indexOf(p.layer));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect([...new Set(primitives.map((p) => p.layer))]).toEqual([
      'marks',
      'thermo',
      'lines',
      'arrows',
      'dots',
      'outside',
    ]);
    expect(LAYERS).toEqual(['marks', 'thermo', 'lines', 'arrows', 'cages', 'dots', 'outside']);
  });

  it('dots and letters sit on the edge between their two cells', () => {
    expect(draw({ type: 'kropki-white', cells: [0, 9] })).toEqual([
      { layer: 'dots', kind: 'circle', cx: 0.5, cy: 1, r: 0.13, cls: 'c-dot c-dot-white' },
    ]);
    expect(draw({ type: 'kropki-black', cells: [0, 1], value: 3 }).map((p) => p.kind)).toEqual(['circle', 'text']);
    expect(draw({ type: 'xv', cells: [3, 4], sum: 5 }).find((p) => p.kind === 'text')).toMatchObject({
      x: 4,
      y: 0.5,
      text: 'V',
    });
  });

  it('an arrow: shaft from the circle through its cells, a head on the last cell, the circle over the shaft', () => {
    const [shaft, head, circle] = draw({ type: 'arrow', circle: [0], cells: [10, 19] });
    expect(shaft).toMatchObject({
      kind: 'line',
      points: [
        [0.5, 0.5],
        [1.5, 1.5],
        [1.5, 2.5],
      ],
    });
    expect(head).toMatchObject({ kind: 'path', cls: 'c-arrow c-arrow-head' });
    expect(head!.kind === 'path' && head!.d.includes('L1.5 2.5')).toBe(true);
    expect(circle).toMatchObject({ kind: 'circle', cx: 0.5, cy: 0.5 });
    // A two-cell pill is one rounded rectangle over both cells.
    expect(draw({ type: 'arrow', circle: [0, 1], cells: [2] }).at(-1)).toMatchObject({
      kind: 'rect',
      x: 0.1,
      y: 0.1,
      w: 1.8,
      h: 0.8,
    });
  });

  it('little killers and sandwiches put their sums outside the grid; the board then needs a margin', () => {
    const lk = draw({ type: 'little-killer', cells: [0, 10, 20, 30, 40, 50, 60, 70, 80], sum: 45 });
    expect(lk[0]).toMatchObject({ layer: 'outside', kind: 'text', text: '45' });
    expect(lk[0]!.kind === 'text' && lk[0]!.x < 0 && lk[0]!.y < 0).toBe(true);
    // A corner's one-cell diagonal: the clue beside the corner, off the long diagonal (above r1c2 for r1c1,
    // where f-puzzles puts it), not at the long diagonal's start.
    expect(draw({ type: 'little-killer', cells: [0], sum: 7 })[0]).toMatchObject({ kind: 'text', text: '7' });
    const corner = draw({ type: 'little-killer', cells: [0], sum: 7 })[0]!;
    expect(corner.kind === 'text' && corner.x > 1 && corner.y < 0).toBe(true);
    expect(draw({ type: 'sandwich', house: 'row', index: 2, sum: 12 })).toEqual([
      { layer: 'outside', kind: 'text', x: -0.45, y: 2.5, text: '12', cls: 'c-outside c-sandwich' },
    ]);
    expect(draw({ type: 'sandwich', house: 'column', index: 0, sum: 0 })[0]).toMatchObject({ x: 0.5, y: -0.45 });
    expect(needsMargin([{ type: 'thermo', cells: [0, 1] }])).toBe(false);
    expect(drawConstraints([{ type: 'sandwich', house: 'row', index: 0, sum: 5 }], n).margin).toBe(1);
  });

  it('cell marks: odd circles, even squares, min/max chevrons, quadruple digits on their corner', () => {
    expect(draw({ type: 'odd', cells: [80] })[0]).toMatchObject({ kind: 'circle', cx: 8.5, cy: 8.5 });
    expect(draw({ type: 'even', cells: [0] })[0]).toMatchObject({ kind: 'rect', x: 0.14, y: 0.14 });
    expect(draw({ type: 'maximum', cells: [40] })[0]).toMatchObject({ kind: 'path', cls: 'c-extremum c-maximum' });
    expect(draw({ type: 'quadruple', cells: [0, 1, 9, 10], digits: [1, 2] })).toMatchObject([
      { kind: 'circle', cx: 1, cy: 1 },
      { kind: 'text', text: '1 2' },
    ]);
  });

  it('board-wide rules and cages with sums draw nothing here (the rules text and BoardLines show them); a cage without a sum is outlined', () => {
    expect(
      draw(
        { type: 'antiking' },
        { type: 'nonconsecutive' },
        { type: 'diagonal+' },
        { type: 'cage', cells: [0, 1], sum: 3 },
      ),
    ).toEqual([]);
    const [outline] = draw({ type: 'cage', cells: [0, 1] });
    expect(outline).toMatchObject({ layer: 'cages', kind: 'path', cls: 'c-cage' });
    expect(outline!.kind === 'path' && outline!.d.split('M').length - 1).toBe(6);
  });
});
