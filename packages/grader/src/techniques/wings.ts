/** Wings: XY-wing, XYZ-wing, W-wing and remote pairs — patterns of bivalue cells. */
import { POPCOUNT, lowestDigit } from '@sudoku-forge/core-solver';
import type { State } from '../state.ts';
import type { Step } from '../types.ts';
import type { Board } from '../board.ts';
import { alternatingLinks, housesOf, link, linkHouses, lookAt } from '../detail.ts';
import { cellWord, cellsWord, digitWord, digitsWord, houseWord, makeStep } from '../words.ts';

/** "Look at box 4 and row 7: …": the houses of a wing's cells, without naming its digits' places. */
function bivalueNudge(board: Board, cells: readonly number[], what: string): string {
  const boxes = housesOf(
    board,
    cells.map((c) => board.boxHouse[board.geometry.regionOf[c]!] ?? -1),
  );
  return lookAt(board, boxes, undefined, what);
}
import { bivalueCells, seeingAll, sees, strongLinks } from './links.ts';

/**
 * XY-wing: a pivot {x,y} sees pincers {x,z} and {y,z}. Whatever the pivot holds, one pincer is z,
 * so cells seeing both pincers lose z.
 */
export function xyWings(state: State, out: Step[]): void {
  const { board, candidates } = state;
  const bivalues = bivalueCells(state);
  for (const pivot of bivalues) {
    const pm = candidates[pivot]!;
    for (const p1 of bivalues) {
      if (p1 === pivot || !sees(state, pivot, p1)) continue;
      const m1 = candidates[p1]!;
      const shared1 = m1 & pm;
      if (POPCOUNT[shared1] !== 1) continue;
      const z = m1 & ~pm;
      for (const p2 of bivalues) {
        if (p2 <= p1 || p2 === pivot || !sees(state, pivot, p2)) continue;
        const m2 = candidates[p2]!;
        if (m2 !== ((pm & ~shared1) | z)) continue;
        const digit = lowestDigit(z);
        const targets = seeingAll(state, digit, [p1, p2]).filter((c) => c !== pivot);
        if (targets.length === 0) continue;
        const d = digitWord(digit);
        out.push(
          makeStep(
            'xy-wing',
            [],
            targets.map((cell) => ({ cell, digit })),
            [pivot, p1, p2],
            `${cellWord(board, pivot)} is ${digitsWord(pm)}; either way one of ${cellWord(board, p1)} (${digitsWord(m1)}) and ${cellWord(board, p2)} (${digitsWord(m2)}) is ${d}, so cells seeing both lose ${d}.`,
            () => {
              // z in p1 = x in p1 - x in pivot = y in pivot - y in p2 = z in p2.
              const x = lowestDigit(shared1);
              const y = lowestDigit(pm & ~shared1);
              const links = alternatingLinks([
                { cell: p1, digit },
                { cell: p1, digit: x },
                { cell: pivot, digit: x },
                { cell: pivot, digit: y },
                { cell: p2, digit: y },
                { cell: p2, digit },
              ]);
              return {
                nudge: bivalueNudge(board, [pivot, p1, p2], 'three cells with two candidates each'),
                houses: linkHouses(board, links),
                links,
              };
            },
          ),
        );
      }
    }
  }
}

/** XYZ-wing: a pivot {x,y,z} with pincers {x,z} and {y,z}; cells seeing all three lose z. */
export function xyzWings(state: State, out: Step[]): void {
  const { board, candidates } = state;
  const bivalues = bivalueCells(state);
  for (let pivot = 0; pivot < board.cellCount; pivot++) {
    const pm = candidates[pivot]!;
    if (POPCOUNT[pm] !== 3) continue;
    for (const p1 of bivalues) {
      if (!sees(state, pivot, p1) || (candidates[p1]! & ~pm) !== 0) continue;
      for (const p2 of bivalues) {
        if (p2 <= p1 || !sees(state, pivot, p2) || (candidates[p2]! & ~pm) !== 0) continue;
        const m1 = candidates[p1]!;
        const m2 = candidates[p2]!;
        if (m1 === m2) continue;
        const z = m1 & m2;
        const digit = lowestDigit(z);
        const targets = seeingAll(state, digit, [pivot, p1, p2]);
        if (targets.length === 0) continue;
        const d = digitWord(digit);
        out.push(
          makeStep(
            'xyz-wing',
            [],
            targets.map((cell) => ({ cell, digit })),
            [pivot, p1, p2],
            `${cellWord(board, pivot)} is ${digitsWord(pm)}, ${cellWord(board, p1)} is ${digitsWord(m1)} and ${cellWord(board, p2)} is ${digitsWord(m2)}: one of the three is ${d}, so cells seeing all three lose ${d}.`,
            () => {
              const x = lowestDigit(m1 & ~z);
              const y = lowestDigit(m2 & ~z);
              const links = [
                link({ cell: p1, digit }, { cell: p1, digit: x }, true),
                link({ cell: p1, digit: x }, { cell: pivot, digit: x }, false),
                link({ cell: pivot, digit: y }, { cell: p2, digit: y }, false),
                link({ cell: p2, digit: y }, { cell: p2, digit }, true),
              ];
              return {
                nudge: bivalueNudge(
                  board,
                  [pivot, p1, p2],
                  'a cell with three candidates and two cells with two of them',
                ),
                houses: linkHouses(board, links),
                links,
              };
            },
          ),
        );
      }
    }
  }
}

/**
 * W-wing: two cells {x,y} that do not see each other, joined by a strong link on x whose ends
 * see one cell each. One of the two cells must be y, so cells seeing both lose y.
 */
export function wWings(state: State, out: Step[]): void {
  const { board, candidates } = state;
  const bivalues = bivalueCells(state);
  for (let i = 0; i < bivalues.length; i++) {
    for (let j = i + 1; j < bivalues.length; j++) {
      const c1 = bivalues[i]!;
      const c2 = bivalues[j]!;
      const m = candidates[c1]!;
      if (candidates[c2] !== m || sees(state, c1, c2)) continue;
      for (let x = m; x; x &= x - 1) {
        const xd = lowestDigit(x);
        const yd = lowestDigit(m & ~(1 << (xd - 1)));
        const targets = seeingAll(state, yd, [c1, c2]);
        if (targets.length === 0) continue;
        // One instance per (c1, c2, x): every joining link gives the same eliminations.
        links: for (const link of strongLinks(state, xd)) {
          for (const [a, b] of [
            [link.a, link.b],
            [link.b, link.a],
          ] as const) {
            if (a === c1 || b === c2 || a === c2 || b === c1) continue;
            if (!sees(state, a, c1) || !sees(state, b, c2)) continue;
            out.push(
              makeStep(
                'w-wing',
                [],
                targets.map((cell) => ({ cell, digit: yd })),
                [c1, c2, a, b],
                `${cellWord(board, c1)} and ${cellWord(board, c2)} are both ${digitsWord(m)}. ${digitWord(xd)} is in ${cellWord(board, a)} or ${cellWord(board, b)} (${houseWord(board, link.house)}), so one of the two cells is not ${digitWord(xd)}: it is ${digitWord(yd)}, and cells seeing both lose ${digitWord(yd)}.`,
                () => {
                  const links = alternatingLinks([
                    { cell: c1, digit: yd },
                    { cell: c1, digit: xd },
                    { cell: a, digit: xd },
                    { cell: b, digit: xd },
                    { cell: c2, digit: xd },
                    { cell: c2, digit: yd },
                  ]);
                  return {
                    nudge: bivalueNudge(
                      board,
                      [c1, c2],
                      `two cells with the same two candidates, and the ${digitWord(xd)}s between them`,
                    ),
                    houses: linkHouses(board, links),
                    links,
                  };
                },
              ),
            );
            break links;
          }
        }
      }
    }
  }
}

/**
 * Remote pair: bivalue cells with the same two digits chained by seeing each other alternate
 * the digits; two chain cells an odd number of links apart (3 or more) hold both digits between
 * them, so cells seeing both lose both.
 */
export function remotePairs(state: State, out: Step[]): void {
  const { board, candidates } = state;
  const bivalues = bivalueCells(state);
  // Every start, not one per cluster: which pairs (start, end) are tried must not depend on the
  // order cells are scanned in, or a disguised puzzle could grade differently.
  for (const start of bivalues) {
    const m = candidates[start]!;
    const group = bivalues.filter((c) => candidates[c] === m);
    if (group.length < 4) continue;
    // BFS distances from start over the "sees" graph of the group.
    const dist = new Map<number, number>([[start, 0]]);
    const parent = new Map<number, number>();
    const queue = [start];
    while (queue.length) {
      const cur = queue.shift()!;
      for (const next of group) {
        if (dist.has(next) || !sees(state, cur, next)) continue;
        dist.set(next, dist.get(cur)! + 1);
        parent.set(next, cur);
        queue.push(next);
      }
    }
    for (const [end, d] of dist) {
      if (d < 3 || d % 2 === 0) continue;
      const eliminations = [];
      for (let x = m; x; x &= x - 1) {
        const digit = lowestDigit(x);
        for (const cell of seeingAll(state, digit, [start, end])) {
          if (!dist.has(cell) || candidates[cell] !== m) eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length === 0) continue;
      const chain = [end];
      while (chain[chain.length - 1] !== start) chain.push(parent.get(chain[chain.length - 1]!)!);
      chain.reverse();
      out.push(
        makeStep(
          'remote pair',
          [],
          eliminations,
          chain,
          `The cells ${cellsWord(board, chain)} are all ${digitsWord(m)} and each sees the next, so their digits alternate: ${cellWord(board, start)} and ${cellWord(board, end)} hold one each of ${digitsWord(m)}, and cells seeing both lose them.`,
          () => {
            // x in one cell = y there - y in the next = x there - …
            const a = lowestDigit(m);
            const b = lowestDigit(m & ~(1 << (a - 1)));
            const nodes = chain.flatMap((cell, i) =>
              i % 2 === 0
                ? [
                    { cell, digit: a },
                    { cell, digit: b },
                  ]
                : [
                    { cell, digit: b },
                    { cell, digit: a },
                  ],
            );
            const links = alternatingLinks(nodes);
            return {
              nudge: bivalueNudge(board, chain, `a chain of cells that are all ${digitsWord(m)}`),
              houses: linkHouses(board, links),
              links,
            };
          },
        ),
      );
    }
  }
}
