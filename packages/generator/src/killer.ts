/**
 * Killer puzzles as published: no givens, the cages are the whole clue.
 *
 *   1. a random cage layout over the solved grid (cage-layout.ts: connected cages of the target's
 *      sizes, distinct digits, optional 180° symmetry)
 *   2. uniqueness by repair: the counter runs with no givens; while it finds a second solution,
 *      one cell where the two solutions differ moves into a neighbouring cage (which breaks that
 *      second solution: the cage it left no longer adds up for it). A layout that cannot be
 *      repaired within a few moves is dropped for the next one from the same stream.
 *   3. steering: while the grade is below the target, neighbouring cages merge (bigger cages,
 *      fewer sums: harder), each merge kept only if the puzzle stays unique and within the target;
 *      above it (easy and medium targets), a local search changes the layout where the target's
 *      techniques get stuck until they finish (climbTowards).
 *
 * Every random choice comes from `random`, so the grid, options and stream fix the puzzle.
 */
import {
  buildGeometry,
  countSolutions,
  randomInt,
  shuffle,
  type Cage,
  type Geometry,
  type Random,
} from '@sudoku-forge/core-solver';
import { gradePuzzle, LEVELS, progressOf, type Grade, type Level } from '@sudoku-forge/grader';
import { newCheckCounts, type CheckCounts } from './carve.ts';
import { orthogonalNeighbours, randomLayout, type LayoutOptions, type LayoutSymmetry } from './cage-layout.ts';

export interface KillerShape {
  /** Relative weights of drawn cage sizes (index = size). */
  weights: readonly number[];
  /** Largest cage, merges included. */
  maxSize: number;
  /** Single-cell cages allowed in the end (published killers keep them rare). */
  maxSingles: number;
  /** Chance that a growing cage takes its fewest-combination neighbour (see cage-layout.ts). */
  comboBias: number;
  /** Changes the local search may try when the layout grades above the target (0: next layout). */
  climbSteps: number;
}

/**
 * Cage shapes per target level: small cages give few combinations (easy), big cages many (hard).
 * Published killers keep to cages of two to five cells, seldom six, and single cells only in
 * easy ones. Easy cages always grow by their fewest-combination neighbour (comboBias 1): the
 * layouts start nearer easy, and more of them reach it (issue 15 §3: 35 of 40 attempts instead of
 * 29 at 0.6, the cage sizes as before).
 */
export const KILLER_SHAPES: Readonly<Record<Level, KillerShape>> = {
  easy: { weights: [0, 0, 5, 4, 1], maxSize: 4, maxSingles: 2, comboBias: 1, climbSteps: 150 },
  medium: { weights: [0, 0, 4, 4, 2], maxSize: 5, maxSingles: 1, comboBias: 0, climbSteps: 100 },
  hard: { weights: [0, 0, 3, 4, 3, 1], maxSize: 5, maxSingles: 0, comboBias: 0, climbSteps: 0 },
  expert: { weights: [0, 0, 2, 4, 3, 2], maxSize: 6, maxSingles: 0, comboBias: 0, climbSteps: 0 },
  extreme: { weights: [0, 0, 1, 3, 4, 3, 1], maxSize: 6, maxSingles: 0, comboBias: 0, climbSteps: 0 },
};

/** Positions the counter may visit per uniqueness check; past it the layout is dropped. */
export const KILLER_MAX_POSITIONS = 50_000;
/** Layouts drawn per attempt before it gives up. */
export const KILLER_LAYOUT_TRIES = 6;
/** Repair moves per layout. */
export const KILLER_REPAIRS = 24;
/** Merges tried per attempt while steering towards the target. */
export const KILLER_MERGE_TRIES = 40;

export interface KillerOptions {
  target: Level;
  symmetry?: LayoutSymmetry;
  /** Overrides the target's shape. */
  shape?: KillerShape;
  maxPositions?: number;
}

export interface KillerPuzzle {
  /** All zero: a killer's clues are its cages. */
  givens: Uint8Array;
  cages: Cage[];
  geometry: Geometry;
  /** The full grade (no nested net), as the steering last computed it. */
  grade: Grade;
}

/** Counts of what the construction did (added to the attempt's check counts). */
export interface KillerCounts extends CheckCounts {
  layouts: number;
  repairs: number;
  merges: number;
  /** Changes tried by the local search. */
  climbs: number;
}

export function newKillerCounts(): KillerCounts {
  return { ...newCheckCounts(), layouts: 0, repairs: 0, merges: 0, climbs: 0 };
}

/** A partition of the board into cages: owner[cell] = cage id. */
class Partition {
  readonly owner: Int32Array;
  readonly n: number;
  constructor(
    readonly grid: ArrayLike<number>,
    layout: readonly (readonly number[])[],
    readonly shape: KillerShape,
    readonly symmetric: boolean,
  ) {
    this.owner = new Int32Array(grid.length).fill(-1);
    layout.forEach((cells, id) => {
      cells.forEach((cell) => {
        this.owner[cell] = id;
      });
    });
    this.n = Math.round(Math.sqrt(grid.length));
  }

  image(cell: number): number {
    return this.grid.length - 1 - cell;
  }

  cellsOf(id: number): number[] {
    const cells: number[] = [];
    this.owner.forEach((o, cell) => {
      if (o === id) cells.push(cell);
    });
    return cells;
  }

  neighbours(cell: number): number[] {
    return orthogonalNeighbours(this.n, cell);
  }

  /** A cage the rules allow: connected, distinct digits, sizes within the shape. */
  private validCage(cells: readonly number[]): boolean {
    if (cells.length > this.shape.maxSize) return false;
    if (cells.length < (this.shape.maxSingles > 0 ? 1 : 2)) return false;
    let mask = 0;
    for (const cell of cells) {
      const bit = 1 << (this.grid[cell]! - 1);
      if (mask & bit) return false;
      mask |= bit;
    }
    const inside = new Set(cells);
    const seen = new Set([cells[0]!]);
    const todo = [cells[0]!];
    while (todo.length > 0) {
      for (const m of this.neighbours(todo.pop()!)) {
        if (inside.has(m) && !seen.has(m)) {
          seen.add(m);
          todo.push(m);
        }
      }
    }
    return seen.size === cells.length;
  }

  /** Single-cell cages. */
  singles(): number {
    const size = new Map<number, number>();
    for (const id of this.owner) size.set(id, (size.get(id) ?? 0) + 1);
    let k = 0;
    for (const s of size.values()) if (s === 1) k++;
    return k;
  }

  /** With symmetry: the cage's image is a cage. */
  private mirrored(cells: readonly number[]): boolean {
    const other = this.owner[this.image(cells[0]!)]!;
    if (cells.some((cell) => this.owner[this.image(cell)] !== other)) return false;
    return this.cellsOf(other).length === cells.length;
  }

  /** The id of the cage holding the image of the cage `id`'s cells. */
  imageOf(id: number): number {
    return this.owner[this.image(this.cellsOf(id)[0]!)]!;
  }

  /** Applies new owners and keeps them only if every touched cage is still allowed. */
  private commit(next: Map<number, number>): boolean {
    const before = [...next.keys()].map((cell) => [cell, this.owner[cell]!] as const);
    const touched = new Set<number>();
    for (const [, from] of before) touched.add(from);
    for (const [cell, into] of next) {
      touched.add(into);
      this.owner[cell] = into;
    }
    const undo = () => {
      for (const [cell, from] of before) this.owner[cell] = from;
      return false;
    };
    for (const id of touched) {
      const cells = this.cellsOf(id);
      if (cells.length === 0) continue; // merged away
      if (!this.validCage(cells) || (this.symmetric && !this.mirrored(cells))) return undo();
    }
    if (this.singles() > this.shape.maxSingles) return undo();
    return true;
  }

  /** Moves a cell into the cage `into` (with symmetry its image into the image cage); kept only if allowed. */
  tryMove(cell: number, into: number): boolean {
    const next = new Map<number, number>([[cell, into]]);
    if (this.symmetric) next.set(this.image(cell), this.imageOf(into));
    return this.commit(next);
  }

  /** Merges cages a and b (with symmetry their images too); kept only if allowed. */
  tryMerge(a: number, b: number): boolean {
    const root = new Map<number, number>();
    const find = (id: number): number => {
      let r = id;
      while (root.has(r) && root.get(r) !== r) r = root.get(r)!;
      return r;
    };
    const union = (x: number, y: number) => {
      const rx = find(x);
      const ry = find(y);
      if (rx !== ry) root.set(Math.max(rx, ry), Math.min(rx, ry));
    };
    union(a, b);
    if (this.symmetric) union(this.imageOf(a), this.imageOf(b));
    const next = new Map<number, number>();
    for (const id of root.keys()) {
      const into = find(id);
      if (into !== id) for (const cell of this.cellsOf(id)) next.set(cell, into);
    }
    return this.commit(next);
  }

  /** Splits `part` off its cage into a new cage (with symmetry the image part too); kept only if allowed. */
  trySplit(part: readonly number[]): boolean {
    const id = this.owner[part[0]!]!;
    let fresh = Math.max(...this.owner) + 1;
    const next = new Map<number, number>(part.map((cell) => [cell, fresh]));
    if (this.symmetric) {
      if (this.imageOf(id) === id) return false; // a self-symmetric cage stays whole
      fresh++;
      for (const cell of part) next.set(this.image(cell), fresh);
    }
    return this.commit(next);
  }

  cages(): Cage[] {
    const byId = new Map<number, number[]>();
    this.owner.forEach((id, cell) => {
      const list = byId.get(id);
      if (list) list.push(cell);
      else byId.set(id, [cell]);
    });
    return [...byId.values()]
      .sort((a, b) => a[0]! - b[0]!)
      .map((cells) => ({ sum: cells.reduce((s, c) => s + this.grid[c]!, 0), cells }));
  }
}

interface Built {
  geometry: Geometry;
  givens: Uint8Array;
  cages: Cage[];
}

function build(partition: Partition): Built {
  const cages = partition.cages();
  return { geometry: buildGeometry('killer', { cages }), givens: new Uint8Array(partition.grid.length), cages };
}

type Verdict = { unique: true } | { unique: false; other: Uint8Array | null };

/** Unique (with no givens)? If not, a second solution when the counter found one. */
function check(built: Built, grid: ArrayLike<number>, maxPositions: number, counts: KillerCounts): Verdict {
  counts.tried++;
  const count = countSolutions(built.geometry, built.givens, { limit: 2, maxPositions });
  if (!count.decided) {
    counts.undecided++;
    return { unique: false, other: null };
  }
  if (count.solutions === 1) return { unique: true };
  counts.notUnique++;
  const other = count.found.find((s) => s.some((d, cell) => d !== grid[cell])) ?? null;
  return { unique: false, other };
}

/**
 * Single-cell cages the layout could not fold (neighbours full, or two singles side by side —
 * symmetric layouts make them in pairs) merge with a neighbouring cage, single or not, where the
 * shape allows: a second chance before the layout is dropped.
 */
function foldSingles(
  layout: number[][],
  grid: ArrayLike<number>,
  shape: KillerShape,
  symmetric: boolean,
  random: Random,
): number[][] {
  if (layout.filter((cells) => cells.length === 1).length <= shape.maxSingles) return layout;
  const partition = new Partition(grid, layout, { ...shape, maxSingles: grid.length }, symmetric);
  for (const cells of layout) {
    if (cells.length !== 1) continue;
    const cell = cells[0]!;
    if (partition.cellsOf(partition.owner[cell]!).length !== 1) continue; // folded with its twin already
    for (const m of shuffle(random, partition.neighbours(cell))) {
      if (partition.tryMerge(partition.owner[cell]!, partition.owner[m]!)) break;
    }
  }
  return partition.cages().map((cage) => [...cage.cells]);
}

/** One repair move: a cell where `other` differs from the grid joins a neighbouring cage. */
function repair(partition: Partition, other: Uint8Array, random: Random): boolean {
  const differing: number[] = [];
  other.forEach((d, cell) => {
    if (d !== partition.grid[cell]) differing.push(cell);
  });
  for (const cell of shuffle(random, differing)) {
    for (const m of shuffle(random, partition.neighbours(cell))) {
      const into = partition.owner[m]!;
      if (into === partition.owner[cell]) continue;
      if (partition.tryMove(cell, into)) return true;
    }
  }
  return false;
}

/** Neighbouring cage pairs [a, b] (a < b), each once. */
function adjacentCagePairs(partition: Partition): [number, number][] {
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  const { owner, n } = partition;
  for (let cell = 0; cell < owner.length; cell++) {
    for (const other of [cell % n < n - 1 ? cell + 1 : -1, cell + n < owner.length ? cell + n : -1]) {
      if (other < 0) continue;
      const a = Math.min(owner[cell]!, owner[other]!);
      const b = Math.max(owner[cell]!, owner[other]!);
      if (a === b || seen.has(a * 65536 + b)) continue;
      seen.add(a * 65536 + b);
      pairs.push([a, b]);
    }
  }
  return pairs;
}

const levelIndex = (level: Level) => LEVELS.indexOf(level);

/**
 * Merges neighbouring cages one at a time, each kept only if the puzzle stays unique and within
 * the target; stops at the target level. Returns the last puzzle kept (null if none was).
 */
function mergeTowards(
  partition: Partition,
  target: Level,
  random: Random,
  maxPositions: number,
  counts: KillerCounts,
): KillerPuzzle | null {
  let last: KillerPuzzle | null = null;
  let tries = 0;
  while (tries < KILLER_MERGE_TRIES) {
    let merged = false;
    for (const [a, b] of shuffle(random, adjacentCagePairs(partition))) {
      if (tries >= KILLER_MERGE_TRIES) break;
      const before = Int32Array.from(partition.owner);
      if (!partition.tryMerge(a, b)) continue;
      tries++;
      const next = build(partition);
      const grade = check(next, partition.grid, maxPositions, counts).unique
        ? gradePuzzle(next, { maxLevel: target, nestedNet: false })
        : null;
      if (grade?.solved) {
        counts.merges++;
        last = { ...next, grade };
        if (grade.level === target) return last;
        merged = true;
        break;
      }
      if (grade) counts.tooHard++;
      partition.owner.set(before);
    }
    if (!merged) break;
  }
  return last;
}

/** A random connected part of the cage `id` to split off (the rest is checked by the move). */
function randomPart(partition: Partition, id: number, random: Random): number[] | null {
  const cells = partition.cellsOf(id);
  const least = partition.shape.maxSingles > 0 ? 1 : 2;
  if (cells.length < 2 * least) return null;
  const size = least + randomInt(random, cells.length - 2 * least + 1);
  const part = [cells[randomInt(random, cells.length)]!];
  while (part.length < size) {
    const frontier = part
      .flatMap((cell) => partition.neighbours(cell))
      .filter((m) => partition.owner[m] === id && !part.includes(m));
    if (frontier.length === 0) return null;
    part.push(frontier[randomInt(random, frontier.length)]!);
  }
  return part;
}

/** How far the techniques up to `level` get, and the cells they could not fill (where the layout needs changing). */
function progress(built: Built, level: Level): { steps: number; solved: boolean; stuck: number[] } {
  const { steps, solved, digits } = progressOf(built, { maxLevel: level, nestedNet: false });
  const stuck: number[] = [];
  digits.forEach((d, cell) => {
    if (d === 0) stuck.push(cell);
  });
  return { steps, solved, stuck };
}

/**
 * Local search down to the target: random changes to the layout (a cell moves to a neighbouring
 * cage, a cage splits, two cages merge), each kept if the techniques up to the target take at
 * least as many steps as before, until they fill in every cell. The changes start at a cell the
 * techniques could not fill (where the layout is too hard; a change elsewhere seldom helps). A
 * layout the techniques solve is unique (they are sound); the counter confirms it and
 * gradePuzzle grades it. Null (partition as it was) on failure.
 */
function climbTowards(
  partition: Partition,
  target: Level,
  random: Random,
  maxPositions: number,
  counts: KillerCounts,
): KillerPuzzle | null {
  if (partition.shape.climbSteps === 0) return null;
  const start = Int32Array.from(partition.owner);
  const cellCount = partition.owner.length;
  let best = progress(build(partition), target);
  const steps = partition.shape.climbSteps;
  for (let step = 0, tries = 0; step < steps && tries < 4 * steps && !best.solved; tries++) {
    const before = Int32Array.from(partition.owner);
    const cell =
      best.stuck.length > 0 ? best.stuck[randomInt(random, best.stuck.length)]! : randomInt(random, cellCount);
    const id = partition.owner[cell]!;
    const kind = random();
    let changed = false;
    if (kind < 0.6) {
      const near = partition.neighbours(cell).filter((m) => partition.owner[m] !== id);
      if (near.length > 0) changed = partition.tryMove(cell, partition.owner[near[randomInt(random, near.length)]!]!);
    } else if (kind < 0.85) {
      const part = randomPart(partition, id, random);
      changed = part !== null && partition.trySplit(part);
    } else {
      const near = partition.neighbours(cell).filter((m) => partition.owner[m] !== id);
      if (near.length > 0) changed = partition.tryMerge(id, partition.owner[near[randomInt(random, near.length)]!]!);
    }
    if (!changed) continue;
    step++;
    counts.climbs++;
    const next = progress(build(partition), target);
    if (next.steps >= best.steps) best = next;
    else partition.owner.set(before);
  }
  if (best.solved) {
    const built = build(partition);
    const grade = gradePuzzle(built, { maxLevel: target, nestedNet: false });
    if (grade.solved && check(built, partition.grid, maxPositions, counts).unique) {
      return { ...built, grade };
    }
  }
  partition.owner.set(start);
  return null;
}

/**
 * The puzzle if its cages suit the level it earned (single-cell cages within that level's cap:
 * none at hard and above), else null. A puzzle aimed at easy can land higher; it is filed there.
 */
function fitsLevel(puzzle: KillerPuzzle): KillerPuzzle | null {
  const singles = puzzle.cages.filter((cage) => cage.cells.length === 1).length;
  return singles <= KILLER_SHAPES[puzzle.grade.level].maxSingles ? puzzle : null;
}

/**
 * Builds a zero-given killer over the solved grid, aimed at the target level (see the file
 * comment); null when no layout could be made unique and gradable within the tries.
 */
export function makeKiller(
  grid: Uint8Array,
  random: Random,
  options: KillerOptions,
  counts: KillerCounts = newKillerCounts(),
): KillerPuzzle | null {
  const shape = options.shape ?? KILLER_SHAPES[options.target];
  const symmetric = options.symmetry === 'rotational';
  const maxPositions = options.maxPositions ?? KILLER_MAX_POSITIONS;
  const layoutOptions: LayoutOptions = {
    weights: shape.weights,
    maxSize: shape.maxSize,
    symmetry: options.symmetry ?? 'none',
    comboBias: shape.comboBias,
  };
  const target = levelIndex(options.target);

  for (let t = 0; t < KILLER_LAYOUT_TRIES; t++) {
    counts.layouts++;
    const layout = foldSingles(randomLayout(grid, random, layoutOptions), grid, shape, symmetric, random);
    if (layout.filter((cells) => cells.length === 1).length > shape.maxSingles) continue;
    const partition = new Partition(grid, layout, shape, symmetric);

    // 2. Uniqueness by repair.
    let built = build(partition);
    let unique = false;
    for (let r = 0; r <= KILLER_REPAIRS; r++) {
      const verdict = check(built, grid, maxPositions, counts);
      if (verdict.unique) {
        unique = true;
        break;
      }
      if (!verdict.other || r === KILLER_REPAIRS || !repair(partition, verdict.other, random)) break;
      counts.repairs++;
      built = build(partition);
    }
    if (!unique) continue;

    // 3. Grade; below the target merge cages, above it search down. Below an extreme target the
    // grade stops at expert: a layout the techniques cannot finish by then is dropped, and the
    // slowest techniques never run on it.
    const cap: Level = options.target === 'extreme' ? 'extreme' : 'expert';
    const grade = gradePuzzle(built, { maxLevel: cap, nestedNet: false });
    const level = levelIndex(grade.level);
    const onTarget = grade.solved && level === target ? fitsLevel({ ...built, grade }) : null;
    if (onTarget) return onTarget;
    const steered =
      grade.solved && level < target
        ? mergeTowards(partition, options.target, random, maxPositions, counts)
        : climbTowards(partition, options.target, random, maxPositions, counts);
    const kept = (steered && fitsLevel(steered)) ?? (grade.solved ? fitsLevel({ ...built, grade }) : null);
    if (kept) return kept;
    counts.tooHard++;
  }
  return null;
}
