/**
 * Combination chains (expert): alternating inference chains whose nodes may also be a cage's
 * combination.
 *
 *   nodes    a candidate (cell, digit); a combination of a cage with exactly two combinations
 *            left under the candidates (sums.ts's fitting combinations): "the 14-cage in r1c1,
 *            r1c2 is 5+9"
 *   strong   (one of the two is true) the two combinations of such a cage; the two candidates
 *            of a cell that has two; the two places of a digit in a house
 *   weak     (not both true) a combination and a candidate in its cage of a digit it lacks (read
 *            either way: the candidate rules out the combinations that lack it); two candidates
 *            of one cell; one digit in two cells that see each other; the two combinations of a
 *            cage
 *
 * A chain X = … = Y that starts and ends with a strong link, links alternating, makes X or Y
 * true (if X is false the chain forces Y): every candidate weakly linked to both ends goes. Only
 * chains through at least one combination are reported (the rest are AICs, found earlier).
 * Breadth-first from every node that has a strong link, states (node, true or false, through a
 * combination yet): whether a conclusion is reachable within MAX_LINKS links does not depend on
 * the order of the search, so a disguised killer gets the same eliminations.
 */
import { highestBit, lowestBit, lowestDigit, POPCOUNT } from '@sudoku-forge/core-solver';
import type { State } from '../../state.ts';
import type { CellDigit, Step, StepLink } from '../../types.ts';
import { cellWord, digitWord, eliminationsWord, makeStep } from '../../words.ts';
import { cageOptions, comboWord } from './sums.ts';
import { cageHouse, cageName } from './describe.ts';

/** Longest chain, in links (a chain of 3 links is X = A - B = Y). */
export const MAX_LINKS = 9;

/** A combination node: cage `cage` holds the digits of `mask`; `empty` its empty cells. */
interface Combo {
  readonly cage: number;
  readonly mask: number;
  readonly empty: readonly number[];
}

/**
 * The chain graph of one position: nodes 0 … cellCount·n − 1 are candidates (cell·n + digit − 1),
 * the rest combinations; strong links listed per node, weak links enumerated on demand.
 */
interface ComboGraph {
  readonly state: State;
  readonly n: number;
  readonly base: number;
  readonly combos: readonly Combo[];
  readonly strong: readonly number[][];
  /** Combination nodes of each cell's cage (empty list when the cage has not exactly two). */
  readonly combosOfCell: readonly number[][];
}

function buildGraph(state: State): ComboGraph | null {
  const { board, digits, candidates } = state;
  const n = board.n;
  const base = board.cellCount * n;
  const combos: Combo[] = [];
  const combosOfCell: number[][] = Array.from({ length: board.cellCount }, () => []);
  board.cages.forEach((cage, c) => {
    const { view, fitting } = cageOptions(state, cage.cells, cage.sum);
    if (fitting.length !== 2 || view.empty.length === 0) return;
    for (const mask of fitting) {
      for (const cell of view.empty) combosOfCell[cell]!.push(base + combos.length);
      combos.push({ cage: c, mask, empty: view.empty });
    }
  });
  if (combos.length === 0) return null;
  const strong: number[][] = Array.from({ length: base + combos.length }, () => []);
  const link = (a: number, b: number) => {
    if (!strong[a]!.includes(b)) strong[a]!.push(b);
    if (!strong[b]!.includes(a)) strong[b]!.push(a);
  };
  for (let i = 0; i < combos.length; i += 2) link(base + i, base + i + 1);
  for (let cell = 0; cell < board.cellCount; cell++) {
    const m = candidates[cell]!;
    if (digits[cell] !== 0 || POPCOUNT[m] !== 2) continue;
    link(cell * n + lowestBit(m), cell * n + highestBit(m));
  }
  for (const house of board.houses) {
    for (let d = 0; d < n; d++) {
      const places: number[] = [];
      for (const cell of house) if (candidates[cell]! & (1 << d)) places.push(cell);
      if (places.length === 2) link(places[0]! * n + d, places[1]! * n + d);
    }
  }
  return { state, n, base, combos, strong, combosOfCell };
}

/** Calls `visit` with every node weakly linked to `node`. */
function eachWeak(g: ComboGraph, node: number, visit: (other: number) => void): void {
  const { board, candidates } = g.state;
  const { n, base } = g;
  if (node >= base) {
    const combo = g.combos[node - base]!;
    visit(base + ((node - base) ^ 1)); // the cage's other combination
    for (const cell of combo.empty)
      for (let m = candidates[cell]! & ~combo.mask; m; m &= m - 1) visit(cell * n + lowestBit(m));
    return;
  }
  const cell = Math.floor(node / n);
  const d = node % n;
  for (let m = candidates[cell]! & ~(1 << d); m; m &= m - 1) visit(cell * n + lowestBit(m));
  for (const peer of board.peers[cell]!) if (candidates[peer]! & (1 << d)) visit(peer * n + d);
  for (const c of g.combosOfCell[cell]!) if (!(g.combos[c - base]!.mask & (1 << d))) visit(c);
}

/** True when the two nodes cannot both be true (a weak link). */
function weaklyLinked(g: ComboGraph, a: number, b: number): boolean {
  const { n, base } = g;
  if (a === b) return false;
  if (a >= base && b >= base) return (a - base) >> 1 === (b - base) >> 1;
  if (b >= base) [a, b] = [b, a];
  const cell = Math.floor(b / n);
  const d = b % n;
  if (a >= base) {
    const combo = g.combos[a - base]!;
    return combo.empty.includes(cell) && !(combo.mask & (1 << d));
  }
  const other = Math.floor(a / n);
  if (other === cell) return a % n !== d;
  return a % n === d && g.state.board.sees[cell * g.state.board.cellCount + other] === 1;
}

/** Breadth-first search state: node·4 + 2·(true) + (through a combination). */
const stateOf = (node: number, on: boolean, used: boolean) => node * 4 + (on ? 2 : 0) + (used ? 1 : 0);

export function combinationChainSteps(state: State, out: Step[]): void {
  if (state.board.cages.length === 0) return;
  const g = buildGraph(state);
  if (!g) return;
  const { n, base } = g;
  const size = (base + g.combos.length) * 4;
  const parent = new Int32Array(size);
  const depth = new Int32Array(size);
  const seen = new Set<string>();
  const queue: number[] = [];
  for (let x = 0; x < base + g.combos.length; x++) {
    if (g.strong[x]!.length === 0) continue;
    parent.fill(-2);
    const start = stateOf(x, false, x >= base);
    parent[start] = -1;
    depth[start] = 0;
    queue.length = 0;
    queue.push(start);
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head]!;
      if (depth[s]! >= MAX_LINKS) continue;
      const node = s >> 2;
      const on = (s & 2) !== 0;
      const used = (s & 1) !== 0;
      const step = (w: number) => {
        const t = stateOf(w, !on, used || w >= base);
        if (parent[t] !== -2) return;
        parent[t] = s;
        depth[t] = depth[s]! + 1;
        queue.push(t);
        // At least X = A − B = Y: a lone strong link between a cage's two combinations is the
        // cage combinations technique.
        if (!on && t & 1 && w !== x && depth[t]! >= 3) conclude(x, t);
      };
      if (on) eachWeak(g, node, step);
      else for (const w of g.strong[node]!) step(w);
    }
  }

  /** X or Y (the node of state `end`): the candidates weakly linked to both go. */
  function conclude(x: number, end: number): void {
    const y = end >> 2;
    const eliminations: CellDigit[] = [];
    eachWeak(g!, y, (z) => {
      if (z < base && z !== x && weaklyLinked(g!, x, z))
        eliminations.push({ cell: Math.floor(z / n), digit: (z % n) + 1 });
    });
    if (eliminations.length === 0) return;
    eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
    const key = eliminations.map((e) => e.cell * n + e.digit).join(',');
    if (seen.has(key)) return;
    seen.add(key);
    const nodes: number[] = [];
    for (let s = end; s >= 0; s = parent[s]!) nodes.push(s >> 2);
    nodes.reverse();
    out.push(chainStep(g!, nodes, eliminations));
  }
}

/** A node in words: "r1c1 is 5", "the 14-cage in r1c1, r1c2 is 5+9". */
function nodeWord(g: ComboGraph, node: number): string {
  const { board } = g.state;
  if (node >= g.base) {
    const combo = g.combos[node - g.base]!;
    return `${cageName(board, combo.cage)} is ${comboWord(combo.mask)}`;
  }
  return `${cellWord(board, Math.floor(node / g.n))} is ${digitWord((node % g.n) + 1)}`;
}

/** A node as a link end: a candidate, or a combination as a group over its cage's empty cells. */
function nodeEnd(g: ComboGraph, node: number): { at: CellDigit; cells?: number[] } {
  if (node < g.base) return { at: { cell: Math.floor(node / g.n), digit: (node % g.n) + 1 } };
  const combo = g.combos[node - g.base]!;
  const digit = lowestDigit(combo.mask);
  return { at: { cell: combo.empty[0]!, digit }, cells: [...combo.empty] };
}

function chainStep(g: ComboGraph, nodes: readonly number[], eliminations: CellDigit[]): Step {
  const { board } = g.state;
  const cells = new Set<number>();
  const cages = new Set<number>();
  for (const node of nodes) {
    if (node < g.base) cells.add(Math.floor(node / g.n));
    else {
      const combo = g.combos[node - g.base]!;
      cages.add(combo.cage);
      for (const c of combo.empty) cells.add(c);
    }
  }
  const x = nodes[0]!;
  const y = nodes[nodes.length - 1]!;
  return makeStep(
    'combination chain',
    [],
    eliminations,
    [...cells],
    () => {
      const chain = nodes
        .map((node, i) => `${i === 0 ? '' : i % 2 === 1 ? ' = ' : ' − '}(${nodeWord(g, node)})`)
        .join('');
      return `A chain through cage combinations, links alternating strong (=, one of the two is true) and weak (−, not both): ${chain}. So ${nodeWord(g, x)} or ${nodeWord(g, y)}, and ${eliminationsWord(board, eliminations)}.`;
    },
    () => {
      const links: StepLink[] = [];
      for (let i = 1; i < nodes.length; i++) {
        const a = nodeEnd(g, nodes[i - 1]!);
        const b = nodeEnd(g, nodes[i]!);
        links.push({
          from: a.at,
          to: b.at,
          strong: i % 2 === 1,
          ...(a.cells ? { fromCells: a.cells } : {}),
          ...(b.cells ? { toCells: b.cells } : {}),
        });
      }
      const houses = [...cages].map((c) => cageHouse(board, c));
      return {
        nudge: `Look at ${listCages(g, [...cages])}: each has two combinations left, and a chain runs through them.`,
        houses,
        links,
      };
    },
  );
}

function listCages(g: ComboGraph, cages: readonly number[]): string {
  const names = cages.map((c) => cageName(g.state.board, c));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
