import { describe, expect, it } from 'vitest';
import { buildGeometry, VARIANT_IDS, VARIANTS, type Geometry, type UnitKind } from './geometry.ts';
import { geometryFor, parseCages, parseRegions } from './parse.ts';

// Janko's "Chaos" sudoku 108 region map (see solve.test.ts for the puzzle).
const JIGSAW_REGIONS = '999998888555998888555998333555111333222111333222111444222766444777766444777766666';

function unitCount(geometry: Geometry, kind: UnitKind): number {
  return geometry.units.filter((u) => u.kind === kind).length;
}

/** Peer counts of a 9×9 geometry minus the 20 every classic cell has, as 9 readable rows. */
function extraPeerRows(geometry: Geometry): string[] {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    let row = '';
    for (let c = 0; c < 9; c++) row += String(geometry.peers[r * 9 + c]!.length - 20);
    rows.push(row);
  }
  return rows;
}

describe('invariants every geometry keeps', () => {
  const cages = parseCages('3=0,1; 45=r9c1,r9c2,r9c3,r9c4,r9c5,r9c6,r9c7,r9c8,r9c9', 9);
  const all: Geometry[] = VARIANT_IDS.map((id) =>
    id === 'irregular'
      ? buildGeometry(id, parseRegions(JIGSAW_REGIONS, 9))
      : id === 'killer'
        ? buildGeometry(id, { cages })
        : geometryFor(id),
  );

  it.each(all.map((g) => [g.variant, g] as const))(
    '%s: peers are symmetric, exclude the cell, and cover every unit mate',
    (_, g) => {
      for (let cell = 0; cell < g.cellCount; cell++) {
        const peers = g.peers[cell]!;
        expect(peers).not.toContain(cell);
        expect([...peers].sort((a, b) => a - b)).toEqual(peers); // ascending, as documented
        for (const p of peers) expect(g.peers[p]).toContain(cell);
        for (const u of g.unitsOf[cell]!)
          for (const mate of g.units[u]!.cells) if (mate !== cell) expect(peers).toContain(mate);
      }
    },
  );

  it.each(all.map((g) => [g.variant, g] as const))('%s: unitsOf is the inverse of the unit cell lists', (_, g) => {
    g.units.forEach((unit, u) => {
      for (const cell of unit.cells) expect(g.unitsOf[cell]).toContain(u);
    });
    for (let cell = 0; cell < g.cellCount; cell++) {
      for (const u of g.unitsOf[cell]!) expect(g.units[u]!.cells).toContain(cell);
    }
  });

  it.each(all.map((g) => [g.variant, g] as const))(
    '%s: every house holds n distinct cells, numbered 1.. within its kind',
    (_, g) => {
      const byKind = new Map<string, number[]>();
      for (const unit of g.units) {
        if (unit.kind !== 'cage') {
          expect(unit.cells).toHaveLength(g.size);
          expect(new Set(unit.cells).size).toBe(g.size);
        }
        byKind.set(unit.kind, [...(byKind.get(unit.kind) ?? []), unit.index]);
      }
      for (const indices of byKind.values()) expect(indices).toEqual(indices.map((_, i) => i + 1));
    },
  );

  it.each(all.map((g) => [g.variant, g] as const))(
    '%s: size, cell count and digit mask agree with the variant table',
    (_, g) => {
      const n = VARIANTS[g.variant].size;
      expect(g.size).toBe(n);
      expect(g.cellCount).toBe(n * n);
      expect(g.allDigits).toBe((1 << n) - 1);
      expect(g.unitsOf).toHaveLength(n * n);
      expect(g.peers).toHaveLength(n * n);
    },
  );
});

describe('classic 9×9 (Norvig: 81 squares, 27 units, 3 units and 20 peers per square)', () => {
  const g = geometryFor('classic');
  it('has 81 cells and 27 units: 9 rows, 9 columns, 9 boxes', () => {
    expect(g.cellCount).toBe(81);
    expect(g.units).toHaveLength(27);
    expect([unitCount(g, 'row'), unitCount(g, 'column'), unitCount(g, 'box')]).toEqual([9, 9, 9]);
  });
  it('gives every cell 3 units and 20 peers', () => {
    for (let cell = 0; cell < 81; cell++) {
      expect(g.unitsOf[cell]).toHaveLength(3);
      expect(g.peers[cell]).toHaveLength(20);
    }
  });
  it('numbers boxes in reading order: r5c5 is in box 5, r9c1 in box 7', () => {
    expect(g.regionOf[4 * 9 + 4]).toBe(4);
    expect(g.regionOf[8 * 9 + 0]).toBe(6);
    const box5 = g.units.find((u) => u.kind === 'box' && u.index === 5)!;
    expect(box5.cells).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
  });
  it('lists the peers of r1c1 exactly', () => {
    expect(g.peers[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72]);
  });
  it('has no knight pairs and no cages', () => {
    expect(g.knightPairs).toEqual([]);
    expect(g.cages).toEqual([]);
  });
});

describe('small and large boards', () => {
  it('4x4: 16 cells, 12 units, 2×2 boxes, 7 peers per cell', () => {
    const g = geometryFor('4x4');
    expect(g.cellCount).toBe(16);
    expect(g.units).toHaveLength(12);
    expect(g.units.find((u) => u.kind === 'box' && u.index === 2)!.cells).toEqual([2, 3, 6, 7]);
    for (let cell = 0; cell < 16; cell++) expect(g.peers[cell]).toHaveLength(7);
  });
  it('6x6: 36 cells, 18 units, boxes 2 rows × 3 columns, 12 peers per cell', () => {
    const g = geometryFor('6x6');
    expect(g.cellCount).toBe(36);
    expect(g.units).toHaveLength(18);
    expect(g.units.find((u) => u.kind === 'box' && u.index === 1)!.cells).toEqual([0, 1, 2, 6, 7, 8]);
    expect(g.units.find((u) => u.kind === 'box' && u.index === 2)!.cells).toEqual([3, 4, 5, 9, 10, 11]);
    expect(g.units.find((u) => u.kind === 'box' && u.index === 3)!.cells).toEqual([12, 13, 14, 18, 19, 20]);
    for (let cell = 0; cell < 36; cell++) expect(g.peers[cell]).toHaveLength(12);
  });
  it('16x16: 256 cells, 48 units, 3 units and 39 peers per cell, digit mask of 16 bits', () => {
    const g = geometryFor('16x16');
    expect(g.cellCount).toBe(256);
    expect(g.units).toHaveLength(48);
    expect(g.allDigits).toBe(0xffff);
    for (let cell = 0; cell < 256; cell++) {
      expect(g.unitsOf[cell]).toHaveLength(3);
      expect(g.peers[cell]).toHaveLength(39);
    }
  });
});

describe('9×9 variants with extra rules', () => {
  it('diagonal: 29 units; off-diagonal cells 3 units / 20 peers, diagonal cells 4 / 26, the centre 5 / 32', () => {
    const g = geometryFor('diagonal');
    expect(g.units).toHaveLength(29);
    expect(g.units.filter((u) => u.kind === 'diagonal').map((u) => u.cells)).toEqual([
      [0, 10, 20, 30, 40, 50, 60, 70, 80],
      [8, 16, 24, 32, 40, 48, 56, 64, 72],
    ]);
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const cell = r * 9 + c;
        const diagonals = (r === c ? 1 : 0) + (r + c === 8 ? 1 : 0);
        expect(g.unitsOf[cell]).toHaveLength(3 + diagonals);
        expect(g.peers[cell]).toHaveLength([20, 26, 32][diagonals]!);
      }
    }
  });

  it('hyper: 31 units; the four windows start at rows/columns 2 and 6', () => {
    const g = geometryFor('hyper');
    expect(g.units).toHaveLength(31);
    const windows = g.units.filter((u) => u.kind === 'window');
    expect(windows.map((w) => w.cells[0])).toEqual([10, 14, 46, 50]); // r2c2, r2c6, r6c2, r6c6
    expect(windows[0]!.cells).toEqual([10, 11, 12, 19, 20, 21, 28, 29, 30]);
    // Extra peers over the classic 20, per cell (computed by hand-checked enumeration).
    expect(extraPeerRows(g)).toEqual([
      '000000000',
      '033404330',
      '033404330',
      '044404440',
      '000000000',
      '044404440',
      '033404330',
      '033404330',
      '000000000',
    ]);
  });

  it('anti-knight: 27 units, knight peers only where the jump leaves the box', () => {
    const g = geometryFor('anti-knight');
    expect(g.units).toHaveLength(27);
    // A corner's two knight cells sit in its own box, so r1c1 keeps 20 peers; the centre gains 8.
    expect(extraPeerRows(g)).toEqual([
      '012222210',
      '144464441',
      '246666642',
      '246666642',
      '266686662',
      '246666642',
      '246666642',
      '144464441',
      '012222210',
    ]);
    expect(g.peers[0]).toHaveLength(20);
    expect(g.peers[40]).toHaveLength(28);
    // Every unordered knight pair once: offsets (1,2), (2,1), (2,−1), (1,−2) fit 8·7, 7·8, 7·8, 8·7 times.
    expect(g.knightPairs).toHaveLength(224);
    expect(g.knightPairs).toContainEqual([0, 11]);
    expect(g.knightPairs).toContainEqual([0, 19]);
    for (const [a, b] of g.knightPairs) expect(a).toBeLessThan(b);
  });

  it('irregular: region units follow the map, 27 units', () => {
    const g = buildGeometry('irregular', parseRegions(JIGSAW_REGIONS, 9));
    expect(g.units).toHaveLength(27);
    expect(unitCount(g, 'region')).toBe(9);
    expect(unitCount(g, 'box')).toBe(0);
    const region1 = g.units.find((u) => u.kind === 'region' && u.index === 1)!;
    expect(region1.cells).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
    const region9 = g.units.find((u) => u.kind === 'region' && u.index === 9)!;
    expect(region9.cells).toEqual([0, 1, 2, 3, 4, 12, 13, 21, 22]);
    expect(g.regions).toBe(JIGSAW_REGIONS);
  });

  it('killer: cages become units with their sums, cells sorted; cage mates are peers', () => {
    const cages = parseCages('10=r1c2,r1c1; 17=r2c1,r2c2,r3c1', 9);
    const g = buildGeometry('killer', { cages });
    expect(g.units).toHaveLength(29);
    const cageUnits = g.units.filter((u) => u.kind === 'cage');
    expect(cageUnits).toEqual([
      { kind: 'cage', index: 1, cells: [0, 1], sum: 10 },
      { kind: 'cage', index: 2, cells: [9, 10, 18], sum: 17 },
    ]);
    expect(g.cages).toBe(cages);
    // r2c1's cage adds nothing new (all in box 1); still 20 peers.
    expect(g.peers[9]).toHaveLength(20);
  });

  it('killer: a cage that crosses a box makes cells peers that no house does', () => {
    // r1c3 and r2c4 share no row, column or box: only their cage makes them differ.
    expect(geometryFor('classic').peers[2]).not.toContain(12);
    const g = buildGeometry('killer', { cages: parseCages('3=r1c3,r2c4', 9) });
    expect(g.peers[2]).toContain(12);
    expect(g.peers[12]).toContain(2);
    expect(g.peers[2]).toHaveLength(21);
  });
});
