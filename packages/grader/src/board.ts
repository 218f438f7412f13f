/**
 * The grader's view of a geometry: core-solver's units and peers turned into flat lookup tables
 * that the techniques scan thousands of times per puzzle.
 *
 * Glossary
 *   house    a unit of exactly n cells (row, column, box, region, diagonal, window): it holds
 *            every digit once, so "the only place for 7 in this house" is a placement
 *   group    any set of cells whose digits differ: houses, killer cages smaller than a house, and
 *            the cells of a constraint whose handler makes them all differ (its `differ` pairs
 *            join every two of its cells: a renban line); naked subsets hold in groups, hidden
 *            subsets only in houses
 *   sees     two cells see each other when they must differ (unit mates, or a knight's move apart
 *            in anti-knight): an elimination "sees" every cell of a pattern's ends
 *
 * Built once per geometry and cached, so a stream of puzzles of one variant pays for it once.
 */
import { cachedPer, peerBitsOf, type ConstraintType, type Geometry, type Unit } from '@sudoku-forge/core-solver';

/** The constraint behind a group, for its name in explanations ("the renban line from r2c3"). */
export interface GroupRule {
  readonly type: ConstraintType;
  /** 1-based place among the geometry's rules (a step's houses[].index). */
  readonly index: number;
  readonly name: string;
}

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
  /**
   * Groups (houses, cages and constraints whose cells all differ) as cell lists, and their units
   * (a constraint's group: a unit of kind 'group' over its cells, index 0; read groupRules).
   */
  readonly groups: readonly Int16Array[];
  readonly groupUnits: readonly Unit[];
  /**
   * The constraint of each group that has one, named by its handler: the constraints' groups, and
   * cages drawn without a sum (they have no sum to name them by); null for the others.
   */
  readonly groupRules: readonly (GroupRule | null)[];
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
  const groupRules: (GroupRule | null)[] = groups.map(() => null);
  addConstraintGroups(geometry, groups, groupUnits, groupRules);
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
    groupRules,
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

/**
 * The constraints' own groups, from their handlers (rules as data): a rule whose `differ` pairs
 * join every two of its (three or more) cells is a group; a cage drawn without a sum (already a
 * unit) gets its rule, so it is named by place rather than by a sum it lacks.
 */
function addConstraintGroups(
  geometry: Geometry,
  groups: Int16Array[],
  groupUnits: Unit[],
  groupRules: (GroupRule | null)[],
): void {
  const info = { size: geometry.size, regionOf: geometry.regionOf, box: geometry.box, constraints: geometry.rules };
  const key = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b).join(',');
  const known = new Map<string, number>();
  groups.forEach((cells, g) => {
    if (!known.has(key(cells))) known.set(key(cells), g);
  });
  geometry.rules.forEach((rule, i) => {
    const handler = geometry.handlers[i];
    if (!handler) return;
    const named = () => ({ type: rule.type, index: i + 1, name: handler.name(rule as never, info) });
    for (const house of handler.houses?.(rule as never, info) ?? []) {
      const g = known.get(key(house.cells));
      if (house.kind === 'cage' && house.sum === undefined && g !== undefined && groupRules[g] === null)
        groupRules[g] = named();
    }
    const cells = clique(handler.differ?.(rule as never, info) ?? []);
    if (!cells || cells.length < 3 || known.has(key(cells))) return;
    known.set(key(cells), groups.length);
    groups.push(Int16Array.from(cells));
    groupUnits.push({ kind: 'group', index: 0, cells });
    groupRules.push(named());
  });
}

/** The cells of pairs that join every two of them, ascending; null when some two are not joined. */
function clique(pairs: readonly (readonly [number, number])[]): number[] | null {
  if (pairs.length === 0) return null;
  const cells = new Set<number>();
  const joined = new Set<string>();
  for (const [a, b] of pairs) {
    if (a === b) continue;
    cells.add(a);
    cells.add(b);
    joined.add(a < b ? `${a},${b}` : `${b},${a}`);
  }
  const k = cells.size;
  return joined.size === (k * (k - 1)) / 2 ? [...cells].sort((a, b) => a - b) : null;
}
