/**
 * A chain found, written up: the chain back from its end (through the search's on/off trail),
 * its nodes in Eureka-like words ("(7)r4c1 = (7)r4c5 - …"), its links for the player's drawing,
 * and the step of an elimination or a placement.
 */
import type { Board } from '../../board.ts';
import { linkHouses, lookAt } from '../../detail.ts';
import type { State } from '../../state.ts';
import type { CellDigit, Step, StepDetail, StepLink } from '../../types.ts';
import { cellWord, digitWord, eliminationsWord, makeStep } from '../../words.ts';
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
    const houses = linkHouses(board, links);
    const startCell =
      showStart && cellLists[0]!.length === 1 ? ` starting at ${cellWord(board, cellLists[0]![0]!)}` : '';
    return { nudge: lookAt(board, [], one, `${kind.what}${startCell}`), houses, links };
  };
  const words = () => nodes.map((_, i) => nodeWord(board, digits[i]!, cellLists[i]!));
  const text = () => {
    const w = words();
    let t = w[0]!;
    for (let i = 1; i < w.length; i++) t += (i % 2 === 1 ? ' = ' : ' - ') + w[i]!;
    return t;
  };
  return { cells: cellLists.flat(), words, text, detail };
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
  return makeStep(
    kind.name,
    [],
    eliminations,
    chain.cells,
    () => {
      const w = chain.words();
      return `Chain ${chain.text()}: if ${w[0]} is false then ${w[w.length - 1]} is true, so one of them holds, and a candidate that conflicts with both goes: ${eliminationsWord(board, eliminations)}.`;
    },
    () => chain.detail(true),
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
      return `Chain ${chain.text()}: if ${w[0]} were false the chain would make it true, so it is true.`;
    },
    () => chain.detail(false),
  );
}
