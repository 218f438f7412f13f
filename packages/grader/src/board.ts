/**
 * The grader's view of a geometry: core-solver's units and peers turned into flat lookup tables
 * that the techniques scan thousands of times per puzzle.
 *
 * Glossary
 *   house    a unit of exactly n cells (row, column, box, region, diagonal, window): it holds
 *            every digit once, so "the only place for 7 in this house" is a placement
 *   group    any unit whose digits differ, houses plus killer cages smaller than a house; naked
 *            subsets hold in groups, hidden subsets only in houses
 *   sees     two cells see each other when they must differ (unit mates, or a knight's move apart
 *            in anti-knight): an elimination "sees" every cell of a pattern's ends
 *
 * Built once per geometry and cached, so a stream of puzzles of one variant pays for it once.
 */
import { cachedPer, peerBitsOf, type Geometry, type Unit } from '@sudoku-forge/core-solver';

export interface Board {
  readonly geometry: Geometry;
  readonly n: number;
  readonly cellCount: number;
  readonly allDigits: number;
  /** Cells of each house, in reading order. */
  readonly houses: readonly Int16Array[];
  /** The core-solver unit behind each house (for names in explanations). */
  readonly houseUnits: readonly Unit[];
  /** Houses containing each cell. */
  readonly cellHouses: readonly Int16Array[];
  /** Groups (houses and cages) as cell lists, and their units. */
  readonly groups: readonly Int16Array[];
  readonly groupUnits: readonly Unit[];
  /** sees[a * cellCount + b] = 1 when a and b must differ. */
  readonly sees: Uint8Array;
  /** Peers of each cell. */
  readonly peers: readonly Int16Array[];
  /**
   * Cell sets as bitsets of `words` 32-bit words (cell c = bit c & 31 of word c >>> 5);
   * peerBits[cell * words ..] holds the cell's peers.
   */
  readonly words: number;
  readonly peerBits: Uint32Array;
  /** House numbers of each row, column and box/region (-1 when absent). */
  readonly rowHouse: Int16Array;
  readonly columnHouse: Int16Array;
  readonly boxHouse: Int16Array;
  readonly rowOf: Uint8Array;
  readonly columnOf: Uint8Array;
  /** Killer cages (empty elsewhere) and the cage of each cell (-1 when none). */
  readonly cages: readonly { readonly sum: number; readonly cells: Int16Array; readonly unit: Unit }[];
  readonly cageOf: Int16Array;
}

/**
 * A value built once per board and kept as long as the board (lookup tables, scratch buffers the
 * techniques reuse on every call instead of allocating).
 */
export const perBoard: <T>(build: (board: Board) => T) => (board: Board) => T = cachedPer;

/** The cached board of a geometry. */
export const boardOf = cachedPer(buildBoard);

function buildBoard(geometry: Geometry): Board {
  const n = geometry.size;
  const cellCount = geometry.cellCount;
  const houses: Int16Array[] = [];
  const houseUnits: Unit[] = [];
  const groups: Int16Array[] = [];
  const groupUnits: Unit[] = [];
  const rowHouse = new Int16Array(n).fill(-1);
  const columnHouse = new Int16Array(n).fill(-1);
  const boxHouse = new Int16Array(n).fill(-1);
  const cages: { sum: number; cells: Int16Array; unit: Unit }[] = [];
  const cageOf = new Int16Array(cellCount).fill(-1);
  for (const unit of geometry.units) {
    const cells = Int16Array.from([...unit.cells].sort((a, b) => a - b));
    groups.push(cells);
    groupUnits.push(unit);
    // A cage without a sum (constraint puzzles draw them) is a group of different digits only:
    // the cage arithmetic would read its missing sum as 0. So is a cage overlapping an earlier one
    // (constraint puzzles may draw them too): the killer steps assume one cage per cell.
    if (unit.kind === 'cage' && unit.sum !== undefined && cells.every((c) => cageOf[c] === -1)) {
      for (const cell of cells) cageOf[cell] = cages.length;
      cages.push({ sum: unit.sum, cells, unit });
    }
    if (cells.length !== n) continue;
    const h = houses.length;
    houses.push(cells);
    houseUnits.push(unit);
    if (unit.kind === 'row') rowHouse[unit.index - 1] = h;
    if (unit.kind === 'column') columnHouse[unit.index - 1] = h;
    if (unit.kind === 'box' || unit.kind === 'region') boxHouse[unit.index - 1] = h;
  }
  const cellHouseLists: number[][] = Array.from({ length: cellCount }, () => []);
  houses.forEach((cells, h) => {
    for (const cell of cells) cellHouseLists[cell]!.push(h);
  });
  const sees = new Uint8Array(cellCount * cellCount);
  const peers = geometry.peers.map((list, a) => {
    for (const b of list) sees[a * cellCount + b] = 1;
    return Int16Array.from(list);
  });
  const { words, peerBits } = peerBitsOf(peers, cellCount);
  const rowOf = new Uint8Array(cellCount);
  const columnOf = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    rowOf[cell] = Math.floor(cell / n);
    columnOf[cell] = cell % n;
  }
  return {
    geometry,
    n,
    cellCount,
    allDigits: geometry.allDigits,
    houses,
    houseUnits,
    cellHouses: cellHouseLists.map((l) => Int16Array.from(l)),
    groups,
    groupUnits,
    sees,
    peers,
    words,
    peerBits,
    rowHouse,
    columnHouse,
    boxHouse,
    rowOf,
    columnOf,
    cages,
    cageOf,
  };
}
