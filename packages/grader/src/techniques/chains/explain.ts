/**
 * A chain found, written up: the chain back from its end (through the search's on/off trail),
 * its nodes in Eureka-like words ("(7)r4c1 = (7)r4c5 - …"), its links for the player's drawing,
 * and the step of an elimination or a placement. A constraint chain also names the constraint
 * behind each of its constraint links (and behind an elimination a constraint joins to an end),
 * in its words and as step houses.
 */
import type { Board } from '../../board.ts';
import { linkHouses, lookAt } from '../../detail.ts';
import { placesOf } from '../constraint-rule.ts';
import { isConstraintLink, linkPlace } from './constraint-links.ts';
import type { State } from '../../state.ts';
import type { CellDigit, Step, StepDetail, StepHouse, StepLink } from '../../types.ts';
import { cellWord, digitWord, eliminationsWord, listWord, makeStep } from '../../words.ts';
import type { ChainGraph, ChainKind } from './graph.ts';

/** The nodes of the chain ending at `end`, from its start (on and off nodes alternating). */
function path(graph: ChainGraph, end: number): number[] {
  const { onFrom, offFrom } = graph;
  const nodes = [end];
  let cur = end;
  let isOn = true;
  while (cur !== -1 && nodes.length < 200) {
    const prev = isOn ? onFrom[cur]! : offFrom[cur]!;
    if (prev === -1) break;
    nodes.push(prev);
    cur = prev;
    isOn = !isOn;
    if (!isOn && offFrom[cur] === -1) break;
  }
  return nodes.reverse();
}

/** The first node of the chain ending at `end`. */
function chainStart(graph: ChainGraph, end: number): number {
  const nodes = path(graph, end);
  return nodes[0]!;
}

/** The cells of a node: one for a candidate, the live cells of a group. */
function cellsOf(graph: ChainGraph, n: number, node: number): number[] {
  const { cellNodes, groupCells, groupLive } = graph;
  const { maxInside } = graph.groups;
  if (node < cellNodes) return [Math.floor(node / n)];
  const g = node - cellNodes;
  return Array.from(groupCells.subarray(g * maxInside, g * maxInside + groupLive[g]!));
}

/** "(7)r4c1"; a group in one row or column "(7)r4c123" / "(7)r123c4" (up to 9×9), else "(7)r4c1/r5c2". */
function nodeWord(board: Board, digit: number, cells: number[]): string {
  const n = board.n;
  const d = digitWord(digit);
  if (cells.length === 1) return `(${d})${cellWord(board, cells[0]!)}`;
  if (n <= 9) {
    const rows = cells.map((c) => board.rowOf[c]! + 1);
    const cols = cells.map((c) => board.columnOf[c]! + 1);
    if (rows.every((r) => r === rows[0])) return `(${d})r${rows[0]}c${cols.join('')}`;
    if (cols.every((c) => c === cols[0])) return `(${d})r${rows.join('')}c${cols[0]}`;
  }
  return `(${d})${cells.map((c) => cellWord(board, c)).join('/')}`;
}

interface Chain {
  /** Every cell of every node, in chain order. */
  cells: number[];
  /** The nodes in words (written only when read). */
  words: () => string[];
  /** "A = B - C = D". */
  text: () => string;
  detail: (showStart: boolean) => StepDetail;
  /** The constraint links: "(6)r8c5 - (3)r6c9 by the thermo from r9c4", and their constraints as houses. */
  constraints: () => { words: string[]; houses: StepHouse[] };
}

/** A place by its name ("the thermo from r9c4"; one pair of a board-wide rule: "… on r1c1 and r1c2"). */
function placeName(board: Board, p: number): string {
  const place = placesOf(board)[p]!;
  return place.rule.global
    ? `${place.rule.name} on ${listWord(place.cells.map((c) => cellWord(board, c)))}`
    : place.rule.name;
}

function placeHouse(board: Board, p: number): StepHouse {
  const { rule, cells } = placesOf(board)[p]!;
  return { unit: rule.type, index: rule.index, name: placeName(board, p), cells: [...cells] };
}

/** Words and houses for (from, to, place) constraint links. */
function constraintWords(board: Board, used: readonly (readonly [number, number, number])[]) {
  const n = board.n;
  const node = (x: number) => nodeWord(board, (x % n) + 1, [Math.floor(x / n)]);
  const places = [...new Set(used.map((u) => u[2]))];
  return {
    words: used.map(([a, b, p]) => `${node(a)} - ${node(b)} by ${placeName(board, p)}`),
    houses: places.map((p) => placeHouse(board, p)),
  };
}

/** The chain back from `end`: read from the search's trail now, put in words when asked. */
function chainOf(board: Board, kind: ChainKind, graph: ChainGraph, end: number): Chain {
  const n = board.n;
  const cellNodes = graph.cellNodes;
  const nodes = path(graph, end);
  const cellLists = nodes.map((node) => cellsOf(graph, n, node));
  const digits = nodes.map((node) => ((node < cellNodes ? node : node - cellNodes) % n) + 1);
  const detail = (showStart: boolean): StepDetail => {
    // A group node is one end with its cells (drawn as one box), so each link is one arrow.
    const links: StepLink[] = [];
    for (let i = 1; i < nodes.length; i++) {
      const a = cellLists[i - 1]!;
      const b = cellLists[i]!;
      links.push({
        from: { cell: a[0]!, digit: digits[i - 1]! },
        to: { cell: b[0]!, digit: digits[i]! },
        strong: i % 2 === 1,
        ...(a.length > 1 ? { fromCells: a } : {}),
        ...(b.length > 1 ? { toCells: b } : {}),
      });
    }
    const one = digits.every((d) => d === digits[0]) ? digits[0] : undefined;
    const houses = [...constraints().houses, ...linkHouses(board, links)];
    const startCell =
      showStart && cellLists[0]!.length === 1 ? ` starting at ${cellWord(board, cellLists[0]![0]!)}` : '';
    return { nudge: lookAt(board, [], one, `${kind.what}${startCell}`), houses, links };
  };
  // read now: the search's constraint links are scratch the next call overwrites
  const used: [number, number, number][] = [];
  const links = graph.constraint;
  if (links) {
    for (let i = 2; i < nodes.length; i += 2) {
      const a = nodes[i - 1]!;
      const b = nodes[i]!;
      if (a < cellNodes && b < cellNodes && isConstraintLink(board, a, b)) used.push([a, b, linkPlace(links, a, b)]);
    }
  }
  const constraints = () => constraintWords(board, used);
  const words = () => nodes.map((_, i) => nodeWord(board, digits[i]!, cellLists[i]!));
  const text = () => {
    const w = words();
    let t = w[0]!;
    for (let i = 1; i < w.length; i++) t += (i % 2 === 1 ? ' = ' : ' - ') + w[i]!;
    return t;
  };
  return { cells: cellLists.flat(), words, text, detail, constraints };
}

/** The step of a chain from the search's current start to `end` that removes `eliminations`. */
export function chainRemoval(
  state: State,
  kind: ChainKind,
  graph: ChainGraph,
  end: number,
  eliminations: CellDigit[],
): Step {
  const board = state.board;
  const chain = chainOf(board, kind, graph, end);
  // an elimination a constraint joins to an end: read now, like the chain's own links
  const n = board.n;
  const start = chainStart(graph, end);
  const ends: [number, number, number][] = [];
  const links = graph.constraint;
  if (links && start < graph.cellNodes && end < graph.cellNodes) {
    for (const e of eliminations) {
      const x = e.cell * n + e.digit - 1;
      for (const tip of [start, end]) {
        const p = isConstraintLink(board, tip, x) ? linkPlace(links, tip, x) : -1;
        if (p >= 0) ends.push([tip, x, p]);
      }
    }
  }
  return makeStep(
    kind.name,
    [],
    eliminations,
    chain.cells,
    () => {
      const w = chain.words();
      const own = chain.constraints().words;
      const through = own.length > 0 ? ` The constraints give ${listWord(own)}.` : '';
      const byEnds = [...new Set(ends.map((e) => placeName(board, e[2])))];
      const endWords = byEnds.length > 0 ? ` (by ${listWord(byEnds)} too)` : '';
      return `Chain ${chain.text()}: if ${w[0]} is false then ${w[w.length - 1]} is true, so one of them holds, and a candidate that conflicts with both goes${endWords}: ${eliminationsWord(board, eliminations)}.${through}`;
    },
    () => {
      const detail = chain.detail(true);
      const extra = constraintWords(board, ends).houses.filter(
        (h) => !detail.houses.some((x) => x.unit === h.unit && x.index === h.index && x.name === h.name),
      );
      return extra.length > 0 ? { ...detail, houses: [...extra, ...detail.houses] } : detail;
    },
  );
}

/** The step of a chain from `start` back to itself: the start is true. */
export function chainPlacement(state: State, kind: ChainKind, graph: ChainGraph, start: number): Step {
  const board = state.board;
  const n = board.n;
  const chain = chainOf(board, kind, graph, start);
  const cell = Math.floor(start / n);
  return makeStep(
    kind.name,
    [{ cell, digit: (start % n) + 1 }],
    [],
    chain.cells,
    () => {
      const w = chain.words();
      const own = chain.constraints().words;
      const through = own.length > 0 ? ` The constraints give ${listWord(own)}.` : '';
      return `Chain ${chain.text()}: if ${w[0]} were false the chain would make it true, so it is true.${through}`;
    },
    () => chain.detail(false),
  );
}
