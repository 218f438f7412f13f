/**
 * Colouring. For one digit, the strong links (two places in a house) chain cells into clusters
 * that can be coloured with two colours: exactly one colour of a cluster holds the digit.
 *   simple colours  trap: a cell seeing both colours of a cluster loses the digit;
 *                   wrap: two cells of one colour see each other, so that colour is false
 *   multi colours   two clusters: if a colour of one sees a colour of the other, one of the two
 *                   opposite colours is true, so cells seeing both opposite colours lose the
 *                   digit; if a colour sees both colours of the other cluster, it is false
 */
import type { State } from '../state.ts';
import type { CellDigit, Step, StepDetail, StepLink } from '../types.ts';
import { link, linkHouses, lookAt } from '../detail.ts';
import { cellsWord, digitWord, makeStep } from '../words.ts';
import { sees, strongLinks } from './links.ts';

interface Cluster {
  colours: [number[], number[]];
  /** The strong links that coloured it (a spanning tree), as cell pairs. */
  edges: [number, number][];
}

function clusters(state: State, digit: number): Cluster[] {
  const links = strongLinks(state, digit);
  const adj = new Map<number, number[]>();
  for (const { a, b } of links) {
    (adj.get(a) ?? adj.set(a, []).get(a)!).push(b);
    (adj.get(b) ?? adj.set(b, []).get(b)!).push(a);
  }
  const colour = new Map<number, number>();
  const out: Cluster[] = [];
  for (const start of [...adj.keys()].sort((x, y) => x - y)) {
    if (colour.has(start)) continue;
    const cl: Cluster = { colours: [[], []], edges: [] };
    const stack = [start];
    colour.set(start, 0);
    while (stack.length) {
      const cur = stack.pop()!;
      const c = colour.get(cur)!;
      cl.colours[c]!.push(cur);
      for (const next of adj.get(cur)!) {
        if (colour.has(next)) continue;
        colour.set(next, 1 - c);
        cl.edges.push([cur, next]);
        stack.push(next);
      }
    }
    if (cl.colours[0].length + cl.colours[1].length >= 3) out.push(cl);
  }
  return out;
}

const seesAny = (state: State, cell: number, group: number[]) => group.some((g) => g !== cell && sees(state, cell, g));

/** The first weak link from a cell of one colour to a cell of the other that it sees. */
function bridge(state: State, digit: number, from: number[], to: number[]): StepLink[] {
  for (const x of from)
    for (const y of to) if (x !== y && sees(state, x, y)) return [link({ cell: x, digit }, { cell: y, digit }, false)];
  return [];
}

/** Links: each cluster's colouring strong links, then the weak links the step uses. */
function colourDetail(state: State, digit: number, clusters: readonly Cluster[], weak: StepLink[]): StepDetail {
  const { board } = state;
  const strong = clusters.flatMap((cl) => cl.edges.map(([a, b]) => link({ cell: a, digit }, { cell: b, digit }, true)));
  const links = [...strong, ...weak];
  const houses = linkHouses(board, strong);
  return {
    nudge: lookAt(board, [], digit, `follow the houses where ${digitWord(digit)} has only two places`),
    houses,
    links,
  };
}

export function simpleColourings(state: State, out: Step[]): void {
  const { board, candidates } = state;
  for (let digit = 1; digit <= board.n; digit++) {
    const bit = 1 << (digit - 1);
    for (const cl of clusters(state, digit)) {
      const [c0, c1] = cl.colours;
      const all = [...c0, ...c1];
      // Wrap.
      for (const [same, other] of [
        [c0, c1],
        [c1, c0],
      ] as const) {
        if (same.some((x) => same.some((y) => x < y && sees(state, x, y)))) {
          out.push(
            makeStep(
              'simple colours',
              [],
              same.map((cell) => ({ cell, digit })),
              all,
              `Colouring the strong links of ${digitWord(digit)}: two cells of one colour (${cellsWord(board, same)}) see each other, so that colour is false and ${digitWord(digit)} goes in ${cellsWord(board, other)}.`,
              () => {
                const clash = same.flatMap((x) =>
                  same
                    .filter((y) => x < y && sees(state, x, y))
                    .map((y) => link({ cell: x, digit }, { cell: y, digit }, false)),
                );
                return colourDetail(state, digit, [cl], clash.slice(0, 1));
              },
            ),
          );
        }
      }
      // Trap.
      const eliminations: CellDigit[] = [];
      for (let cell = 0; cell < board.cellCount; cell++) {
        if (!(candidates[cell]! & bit) || all.includes(cell)) continue;
        if (seesAny(state, cell, c0) && seesAny(state, cell, c1)) eliminations.push({ cell, digit });
      }
      if (eliminations.length > 0) {
        out.push(
          makeStep(
            'simple colours',
            [],
            eliminations,
            all,
            `Colouring the strong links of ${digitWord(digit)}: one of the colours ${cellsWord(board, c0)} / ${cellsWord(board, c1)} holds ${digitWord(digit)}, so cells seeing both colours lose it.`,
            () => colourDetail(state, digit, [cl], []),
          ),
        );
      }
    }
  }
}

export function multiColourings(state: State, out: Step[]): void {
  const { board, candidates } = state;
  for (let digit = 1; digit <= board.n; digit++) {
    const bit = 1 << (digit - 1);
    const list = clusters(state, digit);
    for (let i = 0; i < list.length; i++) {
      for (let j = 0; j < list.length; j++) {
        if (i === j) continue;
        const A = list[i]!.colours;
        const B = list[j]!.colours;
        for (const ai of [0, 1]) {
          const a = A[ai]!;
          const a2 = A[1 - ai]!;
          const seesB0 = a.some((x) => seesAny(state, x, B[0]));
          const seesB1 = a.some((x) => seesAny(state, x, B[1]));
          const cells = [...A[0], ...A[1], ...B[0], ...B[1]];
          if (seesB0 && seesB1) {
            out.push(
              makeStep(
                'multi colours',
                [],
                a.map((cell) => ({ cell, digit })),
                cells,
                `Colouring ${digitWord(digit)}: the colour ${cellsWord(board, a)} sees both colours of another cluster, one of which is true, so it is false.`,
                () =>
                  colourDetail(
                    state,
                    digit,
                    [list[i]!, list[j]!],
                    [...bridge(state, digit, a, B[0]), ...bridge(state, digit, a, B[1])],
                  ),
              ),
            );
          }
          for (const bi of [0, 1]) {
            if (!(bi === 0 ? seesB0 : seesB1)) continue;
            const b2 = B[1 - bi]!;
            const eliminations: CellDigit[] = [];
            for (let cell = 0; cell < board.cellCount; cell++) {
              if (!(candidates[cell]! & bit) || cells.includes(cell)) continue;
              if (seesAny(state, cell, a2) && seesAny(state, cell, b2)) eliminations.push({ cell, digit });
            }
            if (eliminations.length > 0) {
              out.push(
                makeStep(
                  'multi colours',
                  [],
                  eliminations,
                  cells,
                  `Colouring ${digitWord(digit)}: ${cellsWord(board, a)} and ${cellsWord(board, B[bi]!)} cannot both be true, so ${cellsWord(board, a2)} or ${cellsWord(board, b2)} holds ${digitWord(digit)}; cells seeing both lose it.`,
                  () => colourDetail(state, digit, [list[i]!, list[j]!], bridge(state, digit, a, B[bi]!)),
                ),
              );
            }
          }
        }
      }
    }
  }
}
